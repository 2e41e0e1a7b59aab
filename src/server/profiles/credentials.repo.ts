import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminCredentialQuerySchema, CredentialInput } from '../../shared/facilitation';
import type { DbOrTx, Tx } from '../db/client';
import { pageOffset } from '../db/paging';
import { facilitatorCredentials, facilitators } from '../db/schema';

export type CredentialRow = typeof facilitatorCredentials.$inferSelect;

/** A facilitator's credentials in the order they were added. */
export function listCredentials(db: DbOrTx, facilitatorId: string): Promise<CredentialRow[]> {
  return db
    .select()
    .from(facilitatorCredentials)
    .where(eq(facilitatorCredentials.facilitatorId, facilitatorId))
    .orderBy(asc(facilitatorCredentials.createdAt), asc(facilitatorCredentials.id));
}

export async function findCredential(db: DbOrTx, id: string): Promise<CredentialRow | undefined> {
  const [row] = await db.select().from(facilitatorCredentials).where(eq(facilitatorCredentials.id, id));
  return row;
}

/**
 * Locks the facilitator's row until commit. Every change of their credentials takes this lock first, so
 * that the count of at most CREDENTIALS_MAX and the verified counter see one change at a time. Undefined
 * without a profile.
 */
export async function lockFacilitator(tx: Tx, facilitatorId: string) {
  const [row] = await tx
    .select({ id: facilitators.id })
    .from(facilitators)
    .where(eq(facilitators.id, facilitatorId))
    .for('update');
  return row;
}

export async function countCredentials(tx: DbOrTx, facilitatorId: string): Promise<number> {
  const [{ total }] = await tx
    .select({ total: count() })
    .from(facilitatorCredentials)
    .where(eq(facilitatorCredentials.facilitatorId, facilitatorId));
  return total;
}

export async function insertCredential(tx: DbOrTx, facilitatorId: string, input: CredentialInput, now: Date) {
  const [row] = await tx
    .insert(facilitatorCredentials)
    .values({ facilitatorId, ...input, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** What clears a verification: the admin checked these facts against that evidence. */
const NO_VERIFICATION = { verifiedAt: null, verifiedBy: null, verifiedByName: null };
/** What clears a rejection: changed facts or new evidence go back into the admin's queue. */
const NO_REJECTION = { rejectedAt: null, rejectionReason: null };
/** Changed facts or new evidence: checked by nobody yet, and no longer what an admin asked about. */
const UNCHECKED = { ...NO_VERIFICATION, ...NO_REJECTION, evidenceRequestedAt: null };

/** Writes the facts; a verified credential whose facts changed becomes claimed again. */
export async function updateCredential(
  tx: DbOrTx,
  id: string,
  input: CredentialInput,
  changed: boolean,
  now: Date,
) {
  const [row] = await tx
    .update(facilitatorCredentials)
    .set({ ...input, ...(changed ? UNCHECKED : {}), updatedAt: now })
    .where(eq(facilitatorCredentials.id, id))
    .returning();
  return row!;
}

/** Sets the uploaded evidence; new evidence has not been checked, so the credential becomes claimed again. */
export async function setEvidence(
  tx: DbOrTx,
  id: string,
  evidence: { path: string; type: string; name: string },
  now: Date,
) {
  const [row] = await tx
    .update(facilitatorCredentials)
    .set({
      evidencePath: evidence.path,
      evidenceType: evidence.type,
      evidenceName: evidence.name,
      ...UNCHECKED,
      updatedAt: now,
    })
    .where(eq(facilitatorCredentials.id, id))
    .returning();
  return row!;
}

export async function deleteCredential(tx: DbOrTx, id: string) {
  await tx.delete(facilitatorCredentials).where(eq(facilitatorCredentials.id, id));
}

/** An admin's verification (or, with null, its withdrawal). */
export async function setVerification(
  tx: DbOrTx,
  id: string,
  verification: { at: Date; by: string; byName: string } | null,
  now: Date,
) {
  const [row] = await tx
    .update(facilitatorCredentials)
    .set({
      ...(verification
        ? {
            verifiedAt: verification.at,
            verifiedBy: verification.by,
            verifiedByName: verification.byName,
            ...NO_REJECTION,
          }
        : NO_VERIFICATION),
      updatedAt: now,
    })
    .where(eq(facilitatorCredentials.id, id))
    .returning();
  return row!;
}

/** An admin's rejection with its reason; a verified credential stops being verified. */
export async function setRejection(tx: DbOrTx, id: string, reason: string, now: Date) {
  const [row] = await tx
    .update(facilitatorCredentials)
    .set({ ...NO_VERIFICATION, rejectedAt: now, rejectionReason: reason, updatedAt: now })
    .where(eq(facilitatorCredentials.id, id))
    .returning();
  return row!;
}

/** Notes when an admin asked the facilitator for evidence. */
export async function setEvidenceRequested(tx: DbOrTx, id: string, now: Date) {
  const [row] = await tx
    .update(facilitatorCredentials)
    .set({ evidenceRequestedAt: now, updatedAt: now })
    .where(eq(facilitatorCredentials.id, id))
    .returning();
  return row!;
}

/** facilitators.verified_credentials becomes the count of the facilitator's verified credentials. */
export async function refreshVerifiedCount(tx: DbOrTx, facilitatorId: string) {
  await tx
    .update(facilitators)
    .set({
      verifiedCredentials: sql`(select count(*)::int from ${facilitatorCredentials} where ${facilitatorCredentials.facilitatorId} = ${facilitatorId} and ${facilitatorCredentials.verifiedAt} is not null)`,
    })
    .where(eq(facilitators.id, facilitatorId));
}

const FACILITATOR_NAME = sql<string>`trim(${facilitators.firstName} || ' ' || ${facilitators.lastName})`;

/**
 * The admin's list: unverified (and not rejected) oldest first (the queue), verified newest verification
 * first, rejected newest rejection first, all newest first; each with the facilitator's name.
 */
export async function listCredentialsForAdmin(
  db: DbOrTx,
  query: z.output<typeof AdminCredentialQuerySchema>,
) {
  const where: SQL | undefined = {
    unverified: and(isNull(facilitatorCredentials.verifiedAt), isNull(facilitatorCredentials.rejectedAt)),
    verified: isNotNull(facilitatorCredentials.verifiedAt),
    rejected: isNotNull(facilitatorCredentials.rejectedAt),
    all: undefined,
  }[query.status];
  const order = {
    unverified: [asc(facilitatorCredentials.createdAt), asc(facilitatorCredentials.id)],
    verified: [desc(facilitatorCredentials.verifiedAt), desc(facilitatorCredentials.id)],
    rejected: [desc(facilitatorCredentials.rejectedAt), desc(facilitatorCredentials.id)],
    all: [desc(facilitatorCredentials.createdAt), desc(facilitatorCredentials.id)],
  }[query.status];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ credential: facilitatorCredentials, facilitatorName: FACILITATOR_NAME })
      .from(facilitatorCredentials)
      .innerJoin(facilitators, eq(facilitators.id, facilitatorCredentials.facilitatorId))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(pageOffset(query.page, query.pageSize)),
    db.select({ total: count() }).from(facilitatorCredentials).where(where),
  ]);
  return { rows, total };
}

/** One credential with its facilitator's name, for the admin's answers. */
export async function findCredentialForAdmin(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ credential: facilitatorCredentials, facilitatorName: FACILITATOR_NAME })
    .from(facilitatorCredentials)
    .innerJoin(facilitators, eq(facilitators.id, facilitatorCredentials.facilitatorId))
    .where(eq(facilitatorCredentials.id, id));
  return row;
}

/** The stored evidence file names of a facilitator's credentials (to remove with the account). */
export async function evidenceFilesOf(db: DbOrTx, facilitatorId: string): Promise<string[]> {
  const rows = await db
    .select({ path: facilitatorCredentials.evidencePath })
    .from(facilitatorCredentials)
    .where(
      and(
        eq(facilitatorCredentials.facilitatorId, facilitatorId),
        isNotNull(facilitatorCredentials.evidencePath),
      ),
    );
  return rows.map((row) => row.path!);
}
