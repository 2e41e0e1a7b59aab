import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import type { NotificationRow } from './notifications.service';

export async function listNotifications(db: Db, userId: string, page: number, pageSize: number) {
  const mine = eq(notifications.userId, userId);
  const [rows, [{ total }], unreadCount] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(notifications).where(mine),
    countUnread(db, userId),
  ]);
  return { rows, total, unreadCount };
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return unread;
}

/** One of the user's notifications, or undefined (also for another user's id). */
export async function findNotification(
  db: Db,
  userId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
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
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning();
  return updated ?? findNotification(db, userId, id);
}

export async function markAllRead(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
