import type {
  NotificationItem,
  NotificationsPage,
  ReadAllResponse,
  ReadNotificationResponse,
} from '../../shared/notifications';
import { toPage } from '../../shared/pagination';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { translator } from '../../shared/i18n/catalogue';
import type { Db, DbOrTx } from '../db/client';
import { notFound } from '../http/errors';
import { em } from '../http/error-messages';
import { isUuid } from '../http/params';
import { liveSessionIds } from '../auth/sessions.repo';
import { membersAmong } from '../organisations/membership.repo';
import type { CurrentUser } from '../auth/session';
import {
  findNotification,
  announceNotification,
  blankNotificationBodies,
  countUnread,
  insertNotification,
  listNotifications,
  markAllRead,
  markRead,
  recipientLocale,
  updateNotification,
  type NotificationReader,
  type NotificationRecipient,
  type NotificationRow,
} from './notifications.repo';
import { noticeMessages, type NoticeWords } from './messages';

/**
 * A notification to store: for a person (`userId`), or for an organisation (`organisationId`): what a
 * company hears is its organisation's, and every member acting for it sees it.
 */
export type NewNotification = NotificationRecipient & {
  type: string;
  /**
   * Its title and body, worded in the recipient's language (users.locale; an organisation's first
   * owner's) as it is written.
   */
  words: NoticeWords;
  /** The recipient's language, when the caller has it at hand; else it is looked up. */
  locale?: Locale;
  link?: string | null;
  /** Business time (the app's clock): the browser shows it as "5 minutes ago". */
  createdAt: Date;
};

/** Just whom the notification is for. */
const recipientOf = (input: NotificationRecipient): NotificationRecipient =>
  input.organisationId ? { organisationId: input.organisationId } : { userId: input.userId! };

/** A party of the site as a recipient: a company is its organisation, a facilitator their account. */
export const partyRecipient = (side: 'company' | 'facilitator', id: string): NotificationRecipient =>
  side === 'company' ? { organisationId: id } : { userId: id };

/** Whose bell the signed-in person reads: their own, and a company-side person's organisation's too. */
export const readerOf = (user: CurrentUser): NotificationReader => ({
  userId: user.id,
  organisationId: user.userType === 'company' ? (user.organisation?.id ?? null) : null,
});

/**
 * What a notification shows, in its recipient's language, and when it was (last) raised: a revised one
 * is listed with the newest.
 */
async function contentOf(tx: DbOrTx, input: NewNotification) {
  const locale = input.locale ?? (await recipientLocale(tx, recipientOf(input))) ?? DEFAULT_LOCALE;
  const { title, body } = input.words(translator(locale, noticeMessages), locale);
  return {
    type: input.type,
    title,
    body: body ?? '',
    link: input.link ?? null,
    createdAt: input.createdAt,
  };
}

/**
 * Stores a notification and announces it to every instance. Call it inside
 * the transaction that makes the change: pg_notify is delivered on commit
 * only, so a rolled-back change never reaches a browser.
 */
export async function createNotification(tx: DbOrTx, input: NewNotification): Promise<NotificationRow> {
  const recipient = recipientOf(input);
  const row = await insertNotification(tx, {
    userId: recipient.userId ?? null,
    organisationId: recipient.organisationId ?? null,
    ...(await contentOf(tx, input)),
  });
  await announceNotification(tx, row);
  return row;
}

/**
 * Rewrites an existing notification of this user with new content, unread
 * again, and announces it like a new one (open pages refresh); undefined when
 * the row is gone. For events that must not pile up in someone's bell.
 */
export async function reviseNotification(
  tx: DbOrTx,
  id: string,
  input: NewNotification,
): Promise<NotificationRow | undefined> {
  const row = await updateNotification(tx, id, recipientOf(input), {
    ...(await contentOf(tx, input)),
    readAt: null,
  });
  if (row) await announceNotification(tx, row);
  return row;
}

/**
 * Takes quoted text out of the bells that show it (a message an admin removed): the notifications of
 * this type and link whose text is `body` keep their title and link, with no text. Open pages refresh.
 */
export async function unquoteNotifications(
  tx: DbOrTx,
  match: { type: string; link: string; body: string },
): Promise<number> {
  if (!match.body) return 0;
  const rows = await blankNotificationBodies(tx, match);
  for (const row of rows) await announceNotification(tx, row);
  return rows.length;
}

export function toNotificationItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of the reader's bell, newest first, and how many of all of it are unread. */
export async function notificationsPage(
  db: Db,
  reader: NotificationReader,
  page: number,
  pageSize: number,
): Promise<NotificationsPage> {
  const { rows, total, unreadCount } = await listNotifications(db, reader, page, pageSize);
  return { ...toPage(rows.map(toNotificationItem), total, page, pageSize), unreadCount };
}

export async function readAllNotifications(
  db: Db,
  reader: NotificationReader,
  now: Date,
): Promise<ReadAllResponse> {
  const updated = await markAllRead(db, reader, now);
  return { updated, unreadCount: await countUnread(db, reader) };
}

/** Marks one notification of the reader's bell read; anyone else's id is as unknown as a malformed one. */
export async function readNotification(
  db: Db,
  reader: NotificationReader,
  id: string,
  now: Date,
): Promise<ReadNotificationResponse> {
  const row = isUuid(id) ? await markRead(db, reader, id, now) : undefined;
  if (!row) throw notFound(em('notifications.notFound'));
  return { notification: toNotificationItem(row), unreadCount: await countUnread(db, reader) };
}

/** One of the recipient's notifications as the live stream sends it, or undefined when it is gone. */
export async function notificationItemOf(
  db: Db,
  recipient: NotificationRecipient,
  id: string,
): Promise<NotificationItem | undefined> {
  const row = await findNotification(db, recipient, id);
  return row ? toNotificationItem(row) : undefined;
}

/** Which of these sessions are still signed in (the live stream ends the others). */
export function liveSessionsOf(db: Db, sessionIds: readonly string[]) {
  return liveSessionIds(db, sessionIds);
}

/** Which of these users still belong to the organisation (the live stream ends the others' org streams). */
export function membersOf(db: Db, organisationId: string, userIds: string[]) {
  return membersAmong(db, organisationId, userIds);
}
