import { and, asc, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { REFERENCES_MAX } from '../../shared/review-options';
import type { DbOrTx, Tx } from '../db/client';
import { facilitators, outsideReferences, user } from '../db/schema';

export type ReferenceRow = typeof outsideReferences.$inferSelect;

/**
 * Locks the facilitator's row and counts their requests (all ever): two requests at once never pass
 * REFERENCES_MAX together.
 */
export async function lockAndCountRequests(tx: Tx, facilitatorId: string): Promise<number> {
  await tx.execute(sql`select 1 from ${facilitators} where ${facilitators.id} = ${facilitatorId} for update`);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(outsideReferences)
    .where(eq(outsideReferences.facilitatorId, facilitatorId));
  return row?.n ?? 0;
}

export async function insertReference(
  tx: DbOrTx,
  values: Pick<
    ReferenceRow,
    'facilitatorId' | 'clientName' | 'clientEmail' | 'organisation' | 'message' | 'requestedAt'
  >,
): Promise<ReferenceRow> {
  const [row] = await tx.insert(outsideReferences).values(values).returning();
  return row!;
}

/** The facilitator's requests, newest first (outside_references_facilitator_idx). */
export function listOwnReferences(db: DbOrTx, facilitatorId: string) {
  return db
    .select()
    .from(outsideReferences)
    .where(eq(outsideReferences.facilitatorId, facilitatorId))
    .orderBy(desc(outsideReferences.requestedAt), desc(outsideReferences.id))
    .limit(REFERENCES_MAX * 2);
}

/** Given references a profile shows: not hidden, newest first, at most REFERENCES_MAX. */
export function listPublicReferences(db: DbOrTx, facilitatorId: string) {
  return db
    .select({
      id: outsideReferences.id,
      clientName: outsideReferences.clientName,
      organisation: outsideReferences.organisation,
      role: outsideReferences.role,
      text: outsideReferences.body,
      givenAt: outsideReferences.givenAt,
    })
    .from(outsideReferences)
    .where(
      and(
        eq(outsideReferences.facilitatorId, facilitatorId),
        eq(outsideReferences.status, 'given'),
        isNull(outsideReferences.hiddenAt),
      ),
    )
    .orderBy(desc(outsideReferences.givenAt), desc(outsideReferences.id))
    .limit(REFERENCES_MAX);
}

/** One reference with the asking facilitator's name and language. */
export async function findReference(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      reference: outsideReferences,
      firstName: facilitators.firstName,
      lastName: facilitators.lastName,
      locale: user.locale,
    })
    .from(outsideReferences)
    .innerJoin(facilitators, eq(facilitators.id, outsideReferences.facilitatorId))
    .innerJoin(user, eq(user.id, facilitators.id))
    .where(eq(outsideReferences.id, id));
  return row;
}

/** Locks one reference's row for a change that reads it first (the operator's hiding). */
export async function lockReference(tx: Tx, id: string): Promise<ReferenceRow | undefined> {
  const [row] = await tx.select().from(outsideReferences).where(eq(outsideReferences.id, id)).for('update');
  return row;
}

/** Takes a reference off the profile at `at`, with the operator's reason. */
export async function markReferenceHidden(
  tx: Tx,
  id: string,
  reason: string,
  at: Date,
): Promise<ReferenceRow> {
  const [row] = await tx
    .update(outsideReferences)
    .set({ hiddenAt: at, hiddenReason: reason })
    .where(eq(outsideReferences.id, id))
    .returning();
  return row!;
}

/** Moves a requested reference on, once: undefined when it is no longer requested. */
export async function updateRequested(
  tx: DbOrTx,
  id: string,
  set: Partial<Pick<ReferenceRow, 'status' | 'givenAt' | 'body' | 'role'>>,
  facilitatorId?: string,
): Promise<ReferenceRow | undefined> {
  const [row] = await tx
    .update(outsideReferences)
    .set(set)
    .where(
      and(
        eq(outsideReferences.id, id),
        eq(outsideReferences.status, 'requested'),
        facilitatorId ? eq(outsideReferences.facilitatorId, facilitatorId) : undefined,
      ),
    )
    .returning();
  return row;
}

/**
 * Requested references with something due, locked `SKIP LOCKED` (outside_references_requested_idx): those
 * requested by `expireBy`, and those requested by `remindBy[i]` with fewer than i + 1 reminders sent.
 */
export function lockReferencesDue(tx: Tx, expireBy: Date, remindBy: readonly Date[], limit: number) {
  return tx
    .select()
    .from(outsideReferences)
    .where(
      and(
        eq(outsideReferences.status, 'requested'),
        or(
          lte(outsideReferences.requestedAt, expireBy),
          ...remindBy.map((by, i) =>
            and(lte(outsideReferences.requestedAt, by), lt(outsideReferences.remindersSent, i + 1)),
          ),
        ),
      ),
    )
    .orderBy(asc(outsideReferences.requestedAt), asc(outsideReferences.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Counts the reminders sent up to `to`, guarded by the count read (`sent`). */
export async function claimReminder(tx: DbOrTx, id: string, sent: number, to: number): Promise<boolean> {
  const rows = await tx
    .update(outsideReferences)
    .set({ remindersSent: to })
    .where(
      and(
        eq(outsideReferences.id, id),
        eq(outsideReferences.status, 'requested'),
        eq(outsideReferences.remindersSent, sent),
      ),
    )
    .returning({ id: outsideReferences.id });
  return rows.length > 0;
}

/** The facilitator's references for their data export, oldest first. */
export function exportReferences(db: DbOrTx, facilitatorId: string) {
  return db
    .select({
      clientName: outsideReferences.clientName,
      clientEmail: outsideReferences.clientEmail,
      organisation: outsideReferences.organisation,
      message: outsideReferences.message,
      status: outsideReferences.status,
      requestedAt: outsideReferences.requestedAt,
      givenAt: outsideReferences.givenAt,
      role: outsideReferences.role,
      text: outsideReferences.body,
    })
    .from(outsideReferences)
    .where(eq(outsideReferences.facilitatorId, facilitatorId))
    .orderBy(asc(outsideReferences.requestedAt));
}

/** Whether `email` is the address of an account here (accounts' addresses are stored in lower case). */
export async function isAccountAddress(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.toLowerCase()))
    .limit(1);
  return !!row;
}
