import { and, eq, sql } from 'drizzle-orm';
import type { NotificationItem } from '../../shared/notifications';
import type { DbOrTx } from '../db/client';
import { notifications } from '../db/schema';

/** The PostgreSQL channel every instance LISTENs on; the payload is `{ userId, id }`. */
export const NOTIFICATION_CHANNEL = 'notifications';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  type: string;
  title: string;
  body?: string;
  link?: string | null;
  /** Business time (the app's clock): the browser shows it as "5 minutes ago". */
  createdAt: Date;
}

/** What a notification says, and when, as the columns of its row. */
const content = (input: NewNotification) => ({
  type: input.type,
  title: input.title,
  body: input.body ?? '',
  link: input.link ?? null,
  createdAt: input.createdAt,
});

/** Tells every instance about a new or rewritten notification; delivered when the transaction commits. */
const announce = (tx: DbOrTx, row: NotificationRow) =>
  tx.execute(
    sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify({ userId: row.userId, id: row.id })})`,
  );

/**
 * Stores a notification and announces it to every instance. Call it inside
 * the transaction that makes the change: pg_notify is delivered on commit
 * only, so a rolled-back change never reaches a browser.
 */
export async function createNotification(tx: DbOrTx, input: NewNotification): Promise<NotificationRow> {
  const [row] = await tx
    .insert(notifications)
    .values({ userId: input.userId, ...content(input) })
    .returning();
  await announce(tx, row);
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
  const [row] = await tx
    .update(notifications)
    // Listed with the newest (the new createdAt), where the event belongs.
    .set({ ...content(input), readAt: null })
    .where(and(eq(notifications.id, id), eq(notifications.userId, input.userId)))
    .returning();
  if (!row) return undefined;
  await announce(tx, row);
  return row;
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
