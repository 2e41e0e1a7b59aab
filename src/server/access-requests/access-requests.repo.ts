import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { AccessRequestFilter, AccessRequestInput } from '../../shared/access-requests';
import { ACCESS_REQUEST_DEDUPE_HOURS } from '../../shared/access-requests';
import type { Db, Tx } from '../db/client';
import { accessRequests } from '../db/schema';

export type AccessRequestRow = typeof accessRequests.$inferSelect;

const SERIALIZATION_FAILURE = '40001';
const MAX_ATTEMPTS = 5;

/**
 * Stores a request, or, when the same address asked within the last 24 hours,
 * updates that request instead. Runs SERIALIZABLE so that two simultaneous
 * submissions cannot both insert (portable: no locks, retried on conflict).
 */
export async function saveAccessRequest(
  db: Db,
  input: AccessRequestInput,
): Promise<{ row: AccessRequestRow; created: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => upsertRecent(tx, input), { isolationLevel: 'serializable' });
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isSerializationFailure(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 20));
    }
  }
}

async function upsertRecent(tx: Tx, input: AccessRequestInput) {
  const message = input.message ? input.message : null;
  const [recent] = await tx
    .select({ id: accessRequests.id })
    .from(accessRequests)
    .where(
      and(
        eq(accessRequests.email, input.email),
        gt(accessRequests.createdAt, sql`now() - make_interval(hours => ${ACCESS_REQUEST_DEDUPE_HOURS})`),
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
    .values({ name: input.name, email: input.email, role: input.role, message })
    .returning();
  return { row, created: true };
}

function isSerializationFailure(error: unknown): boolean {
  for (
    let current = error as { code?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === SERIALIZATION_FAILURE) return true;
  }
  return false;
}

export async function listAccessRequests(
  db: Db,
  filter: AccessRequestFilter,
  page: number,
  pageSize: number,
) {
  const where = filter === 'all' ? undefined : eq(accessRequests.status, filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(accessRequests)
      .where(where)
      .orderBy(desc(accessRequests.createdAt), desc(accessRequests.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(accessRequests).where(where),
  ]);
  return { rows, total };
}

/** Marks a request handled (idempotent: the first handled_at is kept); undefined for an unknown id. */
export async function markAccessRequestHandled(db: Db, id: string): Promise<AccessRequestRow | undefined> {
  const [row] = await db
    .update(accessRequests)
    .set({ status: 'handled', handledAt: sql`coalesce(${accessRequests.handledAt}, now())` })
    .where(eq(accessRequests.id, id))
    .returning();
  return row;
}
