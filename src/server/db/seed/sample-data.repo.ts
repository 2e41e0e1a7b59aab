import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  applications,
  companies,
  engagements,
  jobs,
  notifications,
  reports,
  sampleData,
  user,
} from '../schema';

/** The one row of `sample_data`. */
const SAMPLES = 'samples';

export type SampleDataState = (typeof sampleData.$inferSelect)['state'];

/** Whether the samples were loaded or removed; undefined when they never were loaded. */
export async function sampleDataState(db: DbOrTx): Promise<SampleDataState | undefined> {
  const [row] = await db
    .select({ state: sampleData.state })
    .from(sampleData)
    .where(eq(sampleData.id, SAMPLES));
  return row?.state;
}

/**
 * Records that the samples are loaded, unless a row says anything already: true when this call wrote it.
 * A second caller at the same time waits on the first one's row until its transaction ends, then finds it.
 */
export async function claimSampleData(tx: DbOrTx, now: Date): Promise<boolean> {
  const claimed = await tx
    .insert(sampleData)
    .values({ id: SAMPLES, state: 'loaded', changedAt: now })
    .onConflictDoNothing()
    .returning({ id: sampleData.id });
  return claimed.length > 0;
}

export async function markSampleData(tx: DbOrTx, state: SampleDataState, now: Date) {
  await tx
    .insert(sampleData)
    .values({ id: SAMPLES, state, changedAt: now })
    .onConflictDoUpdate({ target: sampleData.id, set: { state, changedAt: now } });
}

/**
 * Deletes the sample jobs and accounts and what hangs on them. The foreign keys take the rest: a job's
 * applications (a real facilitator's too), saves, alert matches and invitations; an account's profile,
 * credentials, sessions, notifications, saved items, searches and blocks. Rows without a foreign key to
 * them are deleted here: reports of a sample job or profile, and notifications that point at a sample job.
 * A conversation a real user had with a sample account stays theirs, its other side shown as deleted (as
 * after an account deletion).
 */
export async function deleteSampleRows(
  tx: DbOrTx,
  ids: { companies: string[]; facilitators: string[]; jobs: string[] },
) {
  const users = [...ids.companies, ...ids.facilitators];
  const sampleJobs = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(or(inArray(jobs.id, ids.jobs), isNotNull(jobs.seedKey), inArray(jobs.companyId, ids.companies)));
  const jobIds = sampleJobs.map((job) => job.id);
  if (jobIds.length) {
    await tx.delete(notifications).where(
      inArray(
        notifications.link,
        jobIds.map((id) => `/jobs/${id}`),
      ),
    );
  }
  await tx.delete(reports).where(inArray(reports.targetId, [...jobIds, ...users]));
  await tx.delete(applications).where(inArray(applications.facilitatorId, ids.facilitators));
  // The sample engagements (their reviews and follow-ups go with them); a real party's own record stays.
  await tx
    .delete(engagements)
    .where(
      and(
        inArray(engagements.organisationId, ids.companies),
        inArray(engagements.facilitatorId, ids.facilitators),
      ),
    );
  const deletedJobs = jobIds.length
    ? await tx.delete(jobs).where(inArray(jobs.id, jobIds)).returning({ id: jobs.id })
    : [];
  // A sample company's organisation has its id; the user row no longer takes it along.
  if (ids.companies.length) await tx.delete(companies).where(inArray(companies.id, ids.companies));
  const deletedUsers = await tx.delete(user).where(inArray(user.id, users)).returning({ id: user.id });
  return { jobs: deletedJobs.length, users: deletedUsers.length };
}
