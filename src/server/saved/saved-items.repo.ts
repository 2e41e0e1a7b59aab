import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { ownRowsNewestFirst, pageOffset } from '../db/paging';
import { companies, facilitators, jobs, savedFacilitators, savedJobs } from '../db/schema';
import { companyLogoColumn, summaryColumns } from '../jobs/jobs.repo';
import { isListed } from '../profiles/profile-sql';
import { facilitatorSummaryColumns } from '../profiles/facilitator-profiles.repo';

/**
 * Holds every save of one account on one list until the transaction ends: the count against the list's
 * limit and the insert that follows it then cannot interleave with a second save (a double click).
 */
export async function lockSavedList(tx: Tx, list: 'jobs' | 'facilitators' | 'searches', userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-${list}:${userId}`}))`);
}

// ---------------------------------------------------------------- saved jobs

/** The order of a user's saved jobs, newest saved first (saved_jobs_user_idx): the page and the ids agree. */
const newestSavedJobsFirst = [desc(savedJobs.createdAt), desc(savedJobs.jobId)];

/** What decides whether a job may be saved and how a saved one stands. */
export async function findJobState(db: DbOrTx, jobId: string) {
  const [row] = await db
    .select({ id: jobs.id, status: jobs.status, hiddenAt: jobs.hiddenAt })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row;
}

export async function findSavedJob(db: DbOrTx, userId: string, jobId: string) {
  const [row] = await db
    .select()
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
  return row;
}

export async function countSavedJobs(db: DbOrTx, userId: string): Promise<number> {
  return db.$count(savedJobs, eq(savedJobs.userId, userId));
}

export async function insertSavedJob(tx: DbOrTx, userId: string, jobId: string, now: Date) {
  const [row] = await tx
    .insert(savedJobs)
    .values({ userId, jobId, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function deleteSavedJob(db: DbOrTx, userId: string, jobId: string) {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}

/**
 * A page of the user's saved jobs, newest saved first (saved_jobs_user_idx), each with its card and what
 * decides its state; the jobs are read by primary key, so the cost follows the page, not the board.
 */
export async function listSavedJobs(db: DbOrTx, userId: string, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db
      .select({
        ...summaryColumns,
        ...companyLogoColumn,
        hiddenAt: jobs.hiddenAt,
        savedAt: savedJobs.createdAt,
      })
      .from(savedJobs)
      .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
      .leftJoin(companies, eq(companies.id, jobs.companyId))
      .where(eq(savedJobs.userId, userId))
      .orderBy(...newestSavedJobsFirst)
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    countSavedJobs(db, userId),
  ]);
  return { rows, total };
}

/** The ids of the user's saved jobs, newest first, at most `limit` (the list's own bound). */
export async function savedJobIds(db: DbOrTx, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .where(eq(savedJobs.userId, userId))
    .orderBy(...newestSavedJobsFirst)
    .limit(limit);
  return rows.map((row) => row.jobId);
}

// ---------------------------------------------------------------- saved facilitators

/**
 * A company's saved facilitators whose profile is listed, over `saved_facilitators` joined with `facilitators`:
 * a profile that is hidden, unfinished or whose owner is suspended is left out of the page, its count and the ids.
 */
const listedSavedFacilitatorsOf = (companyId: string) =>
  and(eq(savedFacilitators.companyId, companyId), isListed(facilitators));

/** Newest saved first (saved_facilitators_company_idx): the page and the ids agree. */
const newestSavedFacilitatorsFirst = [
  desc(savedFacilitators.createdAt),
  desc(savedFacilitators.facilitatorId),
];

/** Whether the facilitator's profile is listed (publicly visible), as the directory decides it. */
export async function isListedFacilitator(db: DbOrTx, facilitatorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: facilitators.id })
    .from(facilitators)
    .where(and(eq(facilitators.id, facilitatorId), isListed(facilitators)));
  return !!row;
}

export async function findSavedFacilitator(db: DbOrTx, companyId: string, facilitatorId: string) {
  const [row] = await db
    .select()
    .from(savedFacilitators)
    .where(
      and(eq(savedFacilitators.companyId, companyId), eq(savedFacilitators.facilitatorId, facilitatorId)),
    );
  return row;
}

export async function countSavedFacilitators(db: DbOrTx, companyId: string): Promise<number> {
  return db.$count(savedFacilitators, eq(savedFacilitators.companyId, companyId));
}

export async function insertSavedFacilitator(
  tx: DbOrTx,
  values: { companyId: string; facilitatorId: string; note: string },
  now: Date,
) {
  const [row] = await tx
    .insert(savedFacilitators)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateSavedFacilitatorNote(
  tx: DbOrTx,
  companyId: string,
  facilitatorId: string,
  note: string,
  now: Date,
) {
  const [row] = await tx
    .update(savedFacilitators)
    .set({ note, updatedAt: now })
    .where(
      and(eq(savedFacilitators.companyId, companyId), eq(savedFacilitators.facilitatorId, facilitatorId)),
    )
    .returning();
  return row;
}

export async function deleteSavedFacilitator(db: DbOrTx, companyId: string, facilitatorId: string) {
  await db
    .delete(savedFacilitators)
    .where(
      and(eq(savedFacilitators.companyId, companyId), eq(savedFacilitators.facilitatorId, facilitatorId)),
    );
}

/**
 * A company's saved facilitators whose profile is listed, newest saved first (saved_facilitators_company_idx,
 * then each profile by primary key), with the card columns the directory selects. A profile that is hidden,
 * unfinished or whose owner is suspended is left out, here and in the count; its row stays and the
 * facilitator shows again once listed.
 */
export async function listSavedFacilitators(db: DbOrTx, companyId: string, page: number, pageSize: number) {
  const where = listedSavedFacilitatorsOf(companyId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        ...facilitatorSummaryColumns,
        note: savedFacilitators.note,
        savedAt: savedFacilitators.createdAt,
      })
      .from(savedFacilitators)
      .innerJoin(facilitators, eq(facilitators.id, savedFacilitators.facilitatorId))
      .where(where)
      .orderBy(...newestSavedFacilitatorsFirst)
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db
      .select({ total: count() })
      .from(savedFacilitators)
      .innerJoin(facilitators, eq(facilitators.id, savedFacilitators.facilitatorId))
      .where(where),
  ]);
  return { rows, total };
}

/** The ids of the company's saved facilitators that are listed, newest first, at most `limit`. */
export async function savedFacilitatorIds(db: DbOrTx, companyId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ facilitatorId: savedFacilitators.facilitatorId })
    .from(savedFacilitators)
    .innerJoin(facilitators, eq(facilitators.id, savedFacilitators.facilitatorId))
    .where(listedSavedFacilitatorsOf(companyId))
    .orderBy(...newestSavedFacilitatorsFirst)
    .limit(limit);
  return rows.map((row) => row.facilitatorId);
}

/** Every job the user saved, newest first, with what its saved state is read from (for the data export). */
export function exportedSavedJobs(db: DbOrTx, userId: string) {
  const rows = db
    .select({
      jobId: savedJobs.jobId,
      jobTitle: jobs.title,
      company: jobs.companyName,
      status: jobs.status,
      hiddenAt: jobs.hiddenAt,
      companyId: jobs.companyId,
      savedAt: savedJobs.createdAt,
      deadlineRemindedAt: savedJobs.deadlineRemindedAt,
    })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .$dynamic();
  return ownRowsNewestFirst(rows, savedJobs.userId, userId, savedJobs.createdAt);
}

/** Every facilitator the company saved, by name only, with its note, newest first (for the data export). */
export function exportedSavedFacilitators(db: DbOrTx, companyId: string) {
  const rows = db
    .select({
      facilitatorId: savedFacilitators.facilitatorId,
      name: sql<string | null>`trim(${facilitators.firstName} || ' ' || ${facilitators.lastName})`,
      note: savedFacilitators.note,
      savedAt: savedFacilitators.createdAt,
      updatedAt: savedFacilitators.updatedAt,
    })
    .from(savedFacilitators)
    .leftJoin(facilitators, eq(facilitators.id, savedFacilitators.facilitatorId))
    .$dynamic();
  return ownRowsNewestFirst(rows, savedFacilitators.companyId, companyId, savedFacilitators.createdAt);
}
