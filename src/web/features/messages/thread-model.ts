import type { Message, MessagesPage } from '../../../shared/messages';
import { formatDate, formatTime } from '../../../shared/dates';
import { translate } from '../../../shared/i18n/catalogue';
import type { Locale } from '../../../shared/i18n/locales';
import { messageMessages } from './messages';

const DAY_MS = 24 * 3600 * 1000;
/** "14:05": the time a message was written, in the reader's time zone. */
export const timeOfDay = (iso: string, locale: Locale) => formatTime(iso, undefined, locale);

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * A thread's day separator: "Today", "Yesterday", or the date ("10 March 2031"; "10. März 2031"), by the
 * reader's calendar.
 */
export function dayLabel(iso: string, locale: Locale, now: Date = new Date()): string {
  // Rounded: a day across a daylight-saving change is 23 or 25 hours long.
  const days = Math.round((startOfDay(now) - startOfDay(new Date(iso))) / DAY_MS);
  if (days === 0) return translate(locale, messageMessages, 'day.today');
  if (days === 1) return translate(locale, messageMessages, 'day.yesterday');
  return formatDate(iso, { locale });
}

/** The loaded pages (newest first, each oldest first) as one list, oldest first. */
export const threadMessages = (pages: readonly MessagesPage[]): Message[] =>
  [...pages].reverse().flatMap((page) => page.items);

/** The thread's messages by day, in order. */
export function byDay(messages: readonly Message[], locale: Locale, now: Date = new Date()) {
  const days: { label: string; messages: Message[] }[] = [];
  for (const message of messages) {
    const label = dayLabel(message.createdAt, locale, now);
    const day = days.at(-1);
    if (day?.label === label) day.messages.push(message);
    else days.push({ label, messages: [message] });
  }
  return days;
}

/** The reader's last message the other side has read (it gets "Seen"), or null. */
export function seenMessageId(messages: readonly Message[], otherReadAt: string | null): string | null {
  if (!otherReadAt) return null;
  const readAt = new Date(otherReadAt).getTime();
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.fromMe && new Date(message.createdAt).getTime() <= readAt) return message.id;
  }
  return null;
}

/** The later of two timestamps (either may be missing): the thread and its detail are fetched apart. */
export function latest(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a || !b) return a || b || null;
  return new Date(a).getTime() >= new Date(b).getTime() ? a : b;
}
