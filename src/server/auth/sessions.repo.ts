import { and, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { session } from '../db/schema';

/** Of the given session ids, those that still exist and have not expired (sign-out and password changes delete rows). */
export async function liveSessionIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .where(and(inArray(session.id, [...ids]), gt(session.expiresAt, new Date())));
  return new Set(rows.map((row) => row.id));
}
