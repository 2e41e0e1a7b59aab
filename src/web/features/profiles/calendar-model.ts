/**
 * Calendar arithmetic on 'YYYY-MM-DD' days, in no time zone (computed as UTC midnights), for the
 * availability calendar. Weeks start on Monday.
 */

import { formatDate, formatMonth, formatWeekday } from '../../../shared/dates';
import type { Locale } from '../../../shared/i18n/locales';
import { dayNumber } from '../../lib/dates';

const DAY_MS = 86_400_000;

const toTime = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The browser's today as 'YYYY-MM-DD' (its own calendar day, not UTC's), or UTC's when asked. */
export function localToday(now = new Date(), timeZone?: 'UTC'): string {
  return fromTime(dayNumber(now, timeZone) * DAY_MS);
}

export const addDays = (iso: string, days: number) => fromTime(toTime(iso) + days * DAY_MS);

/** The same day `months` later, or the month's last day when it is shorter (31 Jan + 1 → 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return fromTime(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last)));
}

export const startOfMonth = (iso: string) => `${iso.slice(0, 7)}-01`;
export const endOfMonth = (iso: string) => addDays(addMonths(startOfMonth(iso), 1), -1);

/** 0 = Monday … 6 = Sunday. */
const weekday = (iso: string) => (new Date(toTime(iso)).getUTCDay() + 6) % 7;
export const startOfWeek = (iso: string) => addDays(iso, -weekday(iso));
export const endOfWeek = (iso: string) => addDays(iso, 6 - weekday(iso));

/** The weeks of `month` (any day in it), Monday first; days of the neighbouring months are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = startOfMonth(month);
  const last = endOfMonth(month);
  const weeks: (string | null)[][] = [];
  for (let monday = startOfWeek(first); monday <= last; monday = addDays(monday, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const day = addDays(monday, i);
        return day >= first && day <= last ? day : null;
      }),
    );
  }
  return weeks;
}

/** Where a key moves the focus from `day` in a date grid (WAI-ARIA date picker), or null for other keys. */
export function moveByKey(day: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return startOfWeek(day);
    case 'End':
      return endOfWeek(day);
    case 'PageUp':
      return addMonths(day, -1);
    case 'PageDown':
      return addMonths(day, 1);
    default:
      return null;
  }
}

export const clampDay = (day: string, min: string, max: string) => (day < min ? min : day > max ? max : day);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Short weekday names, Monday first, with their full names for screen readers. */
const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

// English is spelt out rather than formatted by Intl: its English forms differ between engines ("Monday,
// 12 March" or not). Other languages come from Intl in the page's language (INTL_LOCALES).

/** "Monday 12 March 2027"; "Freitag, 12. März 2027" in German. */
export const longDay = (iso: string, locale: Locale = 'en') =>
  locale === 'en'
    ? `${WEEKDAYS[weekday(iso)][1]} ${Number(iso.slice(8))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`
    : formatDate(iso, { locale, weekday: true });

/** "March 2027"; "März 2027" in German. */
export const monthTitle = (iso: string, locale: Locale = 'en'): string =>
  locale === 'en' ? `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}` : formatMonth(iso, locale);

const WEEKDAY_NAMES = new Map<Locale, readonly (readonly [string, string])[]>();

/**
 * The weekdays' short names, Monday first (as both British and German calendars start the week), each
 * with its full name for screen readers: ['Mon', 'Monday'], ['Mo', 'Montag'].
 */
export function weekdayNames(locale: Locale): readonly (readonly [string, string])[] {
  if (locale === 'en') return WEEKDAYS;
  let names = WEEKDAY_NAMES.get(locale);
  if (!names) {
    // 1 March 2027 is a Monday. Intl abbreviates German with a full stop ("Mo."), column heads go without.
    const days = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2027, 2, 1 + day)));
    names = days.map(
      (day) =>
        [formatWeekday(day, 'short', locale).replace(/\.$/, ''), formatWeekday(day, 'long', locale)] as const,
    );
    WEEKDAY_NAMES.set(locale, names);
  }
  return names;
}
