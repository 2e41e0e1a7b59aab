import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { selectPage } from '../db/paging';
import { notifications, user } from '../db/schema';

/** The PostgreSQL channel every instance LISTENs on; the payload is `{ userId, id }`. */
export const NOTIFICATION_CHANNEL = 'notifications';

export type NotificationRow = typeof notifications.$inferSelect;

/** Notification `id` if it is the user's: another user's id matches nothing. */
const usersNotification = (userId: string, id: string) =>
  and(eq(notifications.id, id), eq(notifications.userId, userId));

const unreadOf = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

/** The language a user's notifications are written in; undefined for an unknown user. */
export async function recipientLocale(tx: DbOrTx, userId: string) {
  const [row] = await tx.select({ locale: user.locale }).from(user).where(eq(user.id, userId));
  return row?.locale;
}

export async function insertNotification(
  tx: DbOrTx,
  values: typeof notifications.$inferInsert,
): Promise<NotificationRow> {
  const [row] = await tx.insert(notifications).values(values).returning();
  return row;
}

/** Rewrites one of the user's notifications; undefined when it is gone (or not theirs). */
export async function updateNotification(
  tx: DbOrTx,
  id: string,
  userId: string,
  values: Partial<typeof notifications.$inferInsert>,
): Promise<NotificationRow | undefined> {
  const [row] = await tx.update(notifications).set(values).where(usersNotification(userId, id)).returning();
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
    sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify({ userId: row.userId, id: row.id })})`,
  );
}

export async function listNotifications(db: Db, userId: string, page: number, pageSize: number) {
  const [{ rows, total }, unreadCount] = await Promise.all([
    selectPage(
      db,
      notifications,
      {
        where: eq(notifications.userId, userId),
        orderBy: [desc(notifications.createdAt), desc(notifications.id)],
      },
      page,
      pageSize,
    ),
    countUnread(db, userId),
  ]);
  return { rows, total, unreadCount };
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [{ unread }] = await db.select({ unread: count() }).from(notifications).where(unreadOf(userId));
  return unread;
}

/** One of the user's notifications, or undefined (also for another user's id). */
export async function findNotification(
  db: Db,
  userId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(usersNotification(userId, id));
  return row;
}

/** Marks one of the user's notifications read (keeps the first read time); undefined when it is not theirs. */
export async function markRead(
  db: Db,
  userId: string,
  id: string,
  now: Date,
): Promise<NotificationRow | undefined> {
  const [updated] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(usersNotification(userId, id), isNull(notifications.readAt)))
    .returning();
  return updated ?? findNotification(db, userId, id);
}

export async function markAllRead(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(unreadOf(userId))
    .returning({ id: notifications.id });
  return rows.length;
}
