import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { alertMatches, facilitators, jobs, savedFacilitators, savedJobs, savedSearches } from '../db/schema';
import { savedJobState } from './saved-items.service';
import { accountTimeZone } from './saved-searches.repo';

/**
 * The saved part of the data export: the jobs and facilitators the user saved (with their notes), their
 * saved searches with the digests' time zone, and the alert history (every job an alert matched for
 * them, when, whether it was sent, and by which search while it exists). Other people appear by name only.
 */
export async function savedExport(db: DbOrTx, userId: string) {
  const jobsSaved = await db
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
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.createdAt));

  const facilitatorsSaved = await db
    .select({
      facilitatorId: savedFacilitators.facilitatorId,
      name: sql<string | null>`trim(${facilitators.firstName} || ' ' || ${facilitators.lastName})`,
      note: savedFacilitators.note,
      savedAt: savedFacilitators.createdAt,
      updatedAt: savedFacilitators.updatedAt,
    })
    .from(savedFacilitators)
    .leftJoin(facilitators, eq(facilitators.id, savedFacilitators.facilitatorId))
    .where(eq(savedFacilitators.companyId, userId))
    .orderBy(desc(savedFacilitators.createdAt));

  const searches = await db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      q: savedSearches.q,
      focusArea: savedSearches.focusArea,
      remote: savedSearches.remote,
      employmentType: savedSearches.employmentType,
      experience: savedSearches.experience,
      frequency: savedSearches.frequency,
      createdAt: savedSearches.createdAt,
      updatedAt: savedSearches.updatedAt,
      lastSentAt: savedSearches.lastSentAt,
      nextDigestAt: savedSearches.nextDigestAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt));

  const alertHistory = await db
    .select({
      jobId: alertMatches.jobId,
      jobTitle: jobs.title,
      company: jobs.companyName,
      searchName: savedSearches.name,
      matchedAt: alertMatches.matchedAt,
      sentAt: alertMatches.sentAt,
    })
    .from(alertMatches)
    .innerJoin(jobs, eq(jobs.id, alertMatches.jobId))
    .leftJoin(savedSearches, eq(savedSearches.id, alertMatches.savedSearchId))
    .where(eq(alertMatches.userId, userId))
    .orderBy(desc(alertMatches.matchedAt));

  return {
    savedJobs: jobsSaved.map(({ status, hiddenAt, companyId, ...job }) => ({
      ...job,
      state: savedJobState({ status, hiddenAt, companyId }),
    })),
    savedFacilitators: facilitatorsSaved,
    savedSearches: searches.map(({ q, focusArea, remote, employmentType, experience, ...search }) => ({
      ...search,
      filters: { q, focusArea, remote, employmentType, experience },
    })),
    alertTimeZone: await accountTimeZone(db, userId),
    alertHistory,
  };
}
