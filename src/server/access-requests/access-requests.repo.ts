import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { AccessRequestFilter, AccessRequestInput } from '../../shared/access-requests';
import { ACCESS_REQUEST_DEDUPE_HOURS } from '../../shared/access-requests';
import type { Db, DbOrTx, Tx } from '../db/client';
import { selectPage } from '../db/paging';
import { accessRequests } from '../db/schema';

export type AccessRequestRow = typeof accessRequests.$inferSelect;

/**
 * Stores a request, or, when the same address asked within the last 24 hours,
 * updates that request instead. A transaction-scoped advisory lock on the
 * address serialises submissions for the same address only (different
 * addresses never wait on each other, and nothing has to be retried under
 * load); the lock ends with the caller's transaction, so connection poolers
 * in transaction mode are fine.
 */
export async function saveAccessRequest(
  tx: Tx,
  input: AccessRequestInput,
  now: Date,
): Promise<{ row: AccessRequestRow; created: boolean }> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`access-request:${input.email.toLowerCase()}`}, 0))`,
  );
  return upsertRecent(tx, input, now);
}

async function upsertRecent(tx: Tx, input: AccessRequestInput, now: Date) {
  const message = input.message ? input.message : null;
  const [recent] = await tx
    .select({ id: accessRequests.id })
    .from(accessRequests)
    .where(
      and(
        eq(accessRequests.email, input.email),
        gt(accessRequests.createdAt, new Date(now.getTime() - ACCESS_REQUEST_DEDUPE_HOURS * 3_600_000)),
      ),
    )
    .orderBy(desc(accessRequests.createdAt))
    .limit(1);
  if (recent) {
    const [row] = await tx
      .update(accessRequests)
      .set({ name: input.name, role: input.role, message })
      .where(eq(accessRequests.id, recent.id))
      .returning();
    return { row, created: false };
  }
  const [row] = await tx
    .insert(accessRequests)
    .values({ name: input.name, email: input.email, role: input.role, message, createdAt: now })
    .returning();
  return { row, created: true };
}

export async function listAccessRequests(
  db: Db,
  filter: AccessRequestFilter,
  page: number,
  pageSize: number,
) {
  return selectPage(
    db,
    accessRequests,
    {
      where: filter === 'all' ? undefined : eq(accessRequests.status, filter),
      orderBy: [desc(accessRequests.createdAt), desc(accessRequests.id)],
    },
    page,
    pageSize,
  );
}

export async function findAccessRequest(db: DbOrTx, id: string): Promise<AccessRequestRow | undefined> {
  const [row] = await db.select().from(accessRequests).where(eq(accessRequests.id, id));
  return row;
}

/**
 * Marks a new request handled; undefined when there is no such request or it was handled already
 * (conditional, so that of two admins handling it at once, exactly one does).
 */
export async function markAccessRequestHandled(
  db: DbOrTx,
  id: string,
  now: Date,
): Promise<AccessRequestRow | undefined> {
  const [row] = await db
    .update(accessRequests)
    .set({ status: 'handled', handledAt: sql`coalesce(${accessRequests.handledAt}, ${now})` })
    .where(and(eq(accessRequests.id, id), eq(accessRequests.status, 'new')))
    .returning();
  return row;
}
