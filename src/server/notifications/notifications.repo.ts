import { and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { selectPage } from '../db/paging';
import { notifications, organisationMembers, user } from '../db/schema';

/** The PostgreSQL channel every instance LISTENs on; the payload is `{ userId, organisationId, id }`. */
export const NOTIFICATION_CHANNEL = 'notifications';

export type NotificationRow = typeof notifications.$inferSelect;

/** Whom a notification is for: one person, or an organisation (every member sees it). */
export type NotificationRecipient =
  { userId: string; organisationId?: undefined } | { organisationId: string; userId?: undefined };

/**
 * Who reads notifications: a person, and the organisation they act for now (a company-side person's
 * bell holds their own notifications and their organisation's).
 */
export interface NotificationReader {
  userId: string;
  organisationId: string | null;
}

/** The notifications of the reader's bell. */
const bellOf = (reader: NotificationReader) =>
  reader.organisationId
    ? or(eq(notifications.userId, reader.userId), eq(notifications.organisationId, reader.organisationId))!
    : eq(notifications.userId, reader.userId);

/** The notifications addressed to exactly this recipient. */
const addressedTo = (recipient: NotificationRecipient) =>
  recipient.organisationId
    ? eq(notifications.organisationId, recipient.organisationId)
    : eq(notifications.userId, recipient.userId!);

/** Notification `id` if it is in the reader's bell: anyone else's id matches nothing. */
const readersNotification = (reader: NotificationReader, id: string) =>
  and(eq(notifications.id, id), bellOf(reader));

const unreadOf = (reader: NotificationReader) => and(bellOf(reader), isNull(notifications.readAt));

/**
 * The language a notification is written in: its person's, or for an organisation its first owner's;
 * undefined for an unknown recipient.
 */
export async function recipientLocale(tx: DbOrTx, recipient: NotificationRecipient) {
  if (!recipient.organisationId) {
    const [row] = await tx.select({ locale: user.locale }).from(user).where(eq(user.id, recipient.userId!));
    return row?.locale;
  }
  const [row] = await tx
    .select({ locale: user.locale })
    .from(organisationMembers)
    .innerJoin(user, eq(user.id, organisationMembers.userId))
    .where(eq(organisationMembers.organisationId, recipient.organisationId))
    .orderBy(sql`${organisationMembers.role} = 'owner' desc`, asc(organisationMembers.createdAt))
    .limit(1);
  return row?.locale;
}

export async function insertNotification(
  tx: DbOrTx,
  values: typeof notifications.$inferInsert,
): Promise<NotificationRow> {
  const [row] = await tx.insert(notifications).values(values).returning();
  return row;
}

/** Rewrites one of the recipient's notifications; undefined when it is gone (or not theirs). */
export async function updateNotification(
  tx: DbOrTx,
  id: string,
  recipient: NotificationRecipient,
  values: Partial<typeof notifications.$inferInsert>,
): Promise<NotificationRow | undefined> {
  const [row] = await tx
    .update(notifications)
    .set(values)
    .where(and(eq(notifications.id, id), addressedTo(recipient)))
    .returning();
  return row;
}

/** Empties the text of the notifications of this type and link whose text is `body`; the rows changed. */
export function blankNotificationBodies(
  tx: DbOrTx,
  match: { type: string; link: string; body: string },
): Promise<NotificationRow[]> {
  return tx
    .update(notifications)
    .set({ body: '' })
    .where(
      and(
        eq(notifications.type, match.type),
        eq(notifications.link, match.link),
        eq(notifications.body, match.body),
      ),
    )
    .returning();
}

/** Tells every instance's listener about the row; PostgreSQL delivers it when the transaction commits. */
export async function announceNotification(tx: DbOrTx, row: NotificationRow) {
  await tx.execute(
    sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify({ userId: row.userId, organisationId: row.organisationId, id: row.id })})`,
  );
}

export async function listNotifications(db: Db, reader: NotificationReader, page: number, pageSize: number) {
  const [{ rows, total }, unreadCount] = await Promise.all([
    selectPage(
      db,
      notifications,
      {
        where: bellOf(reader),
        orderBy: [desc(notifications.createdAt), desc(notifications.id)],
      },
      page,
      pageSize,
    ),
    countUnread(db, reader),
  ]);
  return { rows, total, unreadCount };
}

export async function countUnread(db: Db, reader: NotificationReader): Promise<number> {
  const [{ unread }] = await db.select({ unread: count() }).from(notifications).where(unreadOf(reader));
  return unread;
}

/** One of the recipient's notifications, or undefined (also for someone else's id). */
export async function findNotification(
  db: Db,
  recipient: NotificationRecipient,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), addressedTo(recipient)));
  return row;
}

/**
 * Marks one notification of the reader's bell read (keeps the first read time; an organisation's is read
 * for every member); undefined when it is not in their bell.
 */
export async function markRead(
  db: Db,
  reader: NotificationReader,
  id: string,
  now: Date,
): Promise<NotificationRow | undefined> {
  const [updated] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(readersNotification(reader, id), isNull(notifications.readAt)))
    .returning();
  if (updated) return updated;
  const [row] = await db.select().from(notifications).where(readersNotification(reader, id));
  return row;
}

export async function markAllRead(db: Db, reader: NotificationReader, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(unreadOf(reader))
    .returning({ id: notifications.id });
  return rows.length;
}
