import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersParams } from '../../shared/reports';
import type { DbOrTx, Tx } from '../db/client';
import { likePattern, selectPage } from '../db/paging';
import { jobs, session, user } from '../db/schema';

export type UserRow = typeof user.$inferSelect;

/** What mail to an account needs: its address, its language, and whether it is suspended. */
export const mailContactColumns = { email: user.email, locale: user.locale, suspendedAt: user.suspendedAt };

export async function findUser(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(user).where(eq(user.id, id));
  return row;
}

/** A page of accounts, newest first, filtered by a part of the email or name, the type and the state. */
export function listUsers(db: DbOrTx, params: AdminUsersParams) {
  const conditions: SQL[] = [];
  if (params.q) {
    const pattern = likePattern(params.q);
    conditions.push(or(ilike(user.email, pattern), ilike(user.name, pattern))!);
  }
  if (params.type) conditions.push(eq(user.userType, params.type));
  if (params.state === 'suspended') conditions.push(isNotNull(user.suspendedAt));
  if (params.state === 'active') conditions.push(isNull(user.suspendedAt));
  const where = conditions.length ? and(...conditions) : undefined;
  return selectPage(
    db,
    user,
    { where, orderBy: [desc(user.createdAt), desc(user.id)] },
    params.page,
    params.pageSize,
  );
}

/** Marks the account suspended unless it already is; undefined then. */
export async function markSuspended(tx: Tx, id: string, reason: string, now: Date) {
  const [row] = await tx
    .update(user)
    .set({ suspendedAt: now, suspensionReason: reason, updatedAt: now })
    .where(and(eq(user.id, id), isNull(user.suspendedAt)))
    .returning();
  return row;
}

/** Lifts the suspension unless there is none; undefined then. */
export async function clearSuspension(tx: Tx, id: string, now: Date) {
  const [row] = await tx
    .update(user)
    .set({ suspendedAt: null, suspensionReason: null, updatedAt: now })
    .where(and(eq(user.id, id), isNotNull(user.suspendedAt)))
    .returning();
  return row;
}

/** Ends every session of the account; every instance reads sessions from this table, so they end everywhere. */
export async function deleteSessions(tx: Tx, userId: string) {
  await tx.delete(session).where(eq(session.userId, userId));
}

/** The company's published jobs leave the site (decision 020): they move to `suspended`. */
export async function suspendCompanyJobs(tx: Tx, companyId: string, now: Date) {
  const rows = await tx
    .update(jobs)
    .set({ status: 'suspended', updatedAt: now })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.status, 'published')))
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * The company's suspended jobs come back: published again, or expired when their expiry passed meanwhile
 * (the sweep would expire them at once otherwise).
 */
export async function restoreCompanyJobs(tx: Tx, companyId: string, now: Date) {
  const rows = await tx
    .update(jobs)
    .set({
      status: sql`case when ${jobs.expiresAt} is not null and ${jobs.expiresAt} <= ${now} then 'expired' else 'published' end`,
      updatedAt: now,
    })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.status, 'suspended')))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Whether the account is suspended now (the session check of every signed-in request). */
export async function isSuspended(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, id), isNotNull(user.suspendedAt)));
  return !!row;
}
