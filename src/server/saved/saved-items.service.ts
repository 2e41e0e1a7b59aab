import { isOwnerOnly, isPubliclyVisible } from '../../shared/job-options';
import type { JobStatus } from '../../shared/job-options';
import { toPage } from '../../shared/pagination';
import {
  SAVED_FACILITATORS_MAX,
  SAVED_JOBS_MAX,
  type SaveFacilitatorResult,
  type SavedFacilitatorPage,
  type SavedJobPage,
  type SavedJobState,
} from '../../shared/saved';
import type { Db } from '../db/client';
import { conflict, notFound } from '../http/errors';
import { isUuid } from '../http/params';
import { isGoneForVisitors } from '../jobs/job-visibility';
import { toSummary } from '../jobs/jobs.mappers';
import { JOB_NOT_FOUND } from '../jobs/jobs.service';
import { FACILITATOR_NOT_FOUND, toFacilitatorSummary } from '../profiles/profiles.service';
import {
  countSavedFacilitators,
  countSavedJobs,
  deleteSavedFacilitator,
  deleteSavedJob,
  findJobState,
  findSavedFacilitator,
  findSavedJob,
  insertSavedFacilitator,
  insertSavedJob,
  isListedFacilitator,
  listSavedFacilitators,
  listSavedJobs,
  lockSavedList,
  savedFacilitatorIds,
  savedJobIds,
  updateSavedFacilitatorNote,
} from './saved-items.repo';
import { em } from '../http/error-messages';

export const SAVED_JOBS_FULL = em('saved.jobsFull', { max: SAVED_JOBS_MAX });
export const SAVED_FACILITATORS_FULL = em('saved.facilitatorsFull', { max: SAVED_FACILITATORS_MAX });

// ---------------------------------------------------------------- saved jobs

/**
 * How a saved job stands, for /facilitator/saved: open while publicly visible; expired or closed by its
 * company as such; anything else (hidden by an admin, its company suspended, back in draft or review) is
 * "no longer available", the same that its page tells a visitor.
 */
export function savedJobState(job: {
  status: JobStatus;
  hiddenAt: Date | null;
  companyId: string | null;
}): SavedJobState {
  if (isPubliclyVisible(job)) return 'open';
  if (isGoneForVisitors(job) || isOwnerOnly(job)) return 'unavailable';
  return job.status === 'expired' ? 'expired' : 'closed';
}

/** A page of the facilitator's saved jobs, newest saved first, each marked with how it stands now. */
export async function savedJobsPage(
  db: Db,
  userId: string,
  page: number,
  pageSize: number,
): Promise<SavedJobPage> {
  const { rows, total } = await listSavedJobs(db, userId, page, pageSize);
  const items = rows.map((row) => ({
    job: toSummary(row),
    state: savedJobState(row),
    savedAt: row.savedAt.toISOString(),
  }));
  return toPage(items, total, page, pageSize);
}

/** Every saved job's id, for the Save toggles on cards and pages (one request per page, not one per card). */
export async function savedJobIdList(db: Db, userId: string) {
  return { jobIds: await savedJobIds(db, userId, SAVED_JOBS_MAX) };
}

/**
 * Saves a job for the facilitator; saving it again answers the first save. Only a publicly visible job can
 * be saved (any other is "not found", as its page would be to them); the list holds SAVED_JOBS_MAX at most.
 */
export async function saveJob(db: Db, userId: string, jobId: string, now: Date) {
  if (!isUuid(jobId)) throw notFound(JOB_NOT_FOUND);
  const row = await db.transaction(async (tx) => {
    await lockSavedList(tx, 'jobs', userId);
    const existing = await findSavedJob(tx, userId, jobId);
    if (existing) return existing;
    const job = await findJobState(tx, jobId);
    if (!job || !isPubliclyVisible(job)) throw notFound(JOB_NOT_FOUND);
    if ((await countSavedJobs(tx, userId)) >= SAVED_JOBS_MAX) throw conflict(SAVED_JOBS_FULL);
    return (await insertSavedJob(tx, userId, jobId, now))!;
  });
  return { jobId: row.jobId, savedAt: row.createdAt.toISOString() };
}

/** Removes a saved job; removing one that is not saved (or an id that cannot exist) changes nothing. */
export async function unsaveJob(db: Db, userId: string, jobId: string) {
  if (isUuid(jobId)) await deleteSavedJob(db, userId, jobId);
}

// ---------------------------------------------------------------- saved facilitators

/** A page of the company's saved facilitators, each as the directory shows them, with the company's note. */
export async function savedFacilitatorsPage(
  db: Db,
  companyId: string,
  page: number,
  pageSize: number,
): Promise<SavedFacilitatorPage> {
  const { rows, total } = await listSavedFacilitators(db, companyId, page, pageSize);
  const items = rows.map((row) => ({
    facilitator: toFacilitatorSummary(row),
    note: row.note,
    savedAt: row.savedAt.toISOString(),
  }));
  return toPage(items, total, page, pageSize);
}

/** The ids of the saved facilitators the company can see, for the Save toggles. */
export async function savedFacilitatorIdList(db: Db, companyId: string) {
  return { facilitatorIds: await savedFacilitatorIds(db, companyId, SAVED_FACILITATORS_MAX) };
}

/**
 * Saves a listed facilitator for the company, or sets the note of one it saved (an absent note keeps the
 * stored one). A profile the directory does not show is "not found", saved or not.
 */
export async function saveFacilitator(
  db: Db,
  companyId: string,
  facilitatorId: string,
  note: string | undefined,
  now: Date,
): Promise<SaveFacilitatorResult> {
  if (!isUuid(facilitatorId)) throw notFound(FACILITATOR_NOT_FOUND);
  const row = await db.transaction(async (tx) => {
    if (!(await isListedFacilitator(tx, facilitatorId))) throw notFound(FACILITATOR_NOT_FOUND);
    await lockSavedList(tx, 'facilitators', companyId);
    const existing = await findSavedFacilitator(tx, companyId, facilitatorId);
    if (existing) {
      if (note === undefined || note === existing.note) return existing;
      return (await updateSavedFacilitatorNote(tx, companyId, facilitatorId, note, now))!;
    }
    if ((await countSavedFacilitators(tx, companyId)) >= SAVED_FACILITATORS_MAX)
      throw conflict(SAVED_FACILITATORS_FULL);
    return (await insertSavedFacilitator(tx, { companyId, facilitatorId, note: note ?? '' }, now))!;
  });
  return { facilitatorId: row.facilitatorId, note: row.note, savedAt: row.createdAt.toISOString() };
}

/** Removes a saved facilitator (and the note); idempotent like `unsaveJob`. */
export async function unsaveFacilitator(db: Db, companyId: string, facilitatorId: string) {
  if (isUuid(facilitatorId)) await deleteSavedFacilitator(db, companyId, facilitatorId);
}
