import { DEFAULT_LOCALE } from '../../shared/i18n/locales';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { WITHDRAWABLE_STATUSES } from '../../shared/application-options';
import type { Tx } from '../db/client';
import { applications, facilitators, jobs, user } from '../db/schema';
import { publiclyVisibleWhere } from './job-visibility';
import { mailContactColumns } from '../users/users.repo';
import { companyJob } from './jobs.repo';

/**
 * Published jobs whose expiry has passed, at most `limit` of them, moved to `expired` in one statement.
 * `for update skip locked`: two sweeps running at once share the work instead of waiting on each other.
 * Served by jobs_published_expires_idx.
 */
export async function expireDueJobs(tx: Tx, now: Date, limit: number) {
  const due = tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(publiclyVisibleWhere(), lte(jobs.expiresAt, now)))
    .orderBy(asc(jobs.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(jobs)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(jobs.id, due), publiclyVisibleWhere()))
    .returning({ id: jobs.id, title: jobs.title, companyId: jobs.companyId });
}

/** The applicants of these jobs still waiting for a decision (their application can still be withdrawn). */
export async function pendingApplicants(tx: Tx, jobIds: string[]) {
  if (jobIds.length === 0) return [];
  return tx
    .select({
      jobId: applications.jobId,
      facilitatorId: applications.facilitatorId,
      firstName: facilitators.firstName,
      ...mailContactColumns,
    })
    .from(applications)
    .innerJoin(user, eq(user.id, applications.facilitatorId))
    .leftJoin(facilitators, eq(facilitators.id, applications.facilitatorId))
    .where(
      and(inArray(applications.jobId, jobIds), inArray(applications.status, [...WITHDRAWABLE_STATUSES])),
    );
}

/**
 * Published jobs that expire by `remindBy` and whose owner was not reminded in this expiry period, at most
 * `limit`: marked as reminded in the same statement, so that each is reminded once across sweeps and
 * instances. With the owner's address for the mail.
 */
export async function claimDueReminders(tx: Tx, now: Date, remindBy: Date, limit: number) {
  const due = tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        publiclyVisibleWhere(),
        lte(jobs.expiresAt, remindBy),
        gt(jobs.expiresAt, now),
        isNull(jobs.expiryRemindedAt),
      ),
    )
    .orderBy(asc(jobs.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await tx
    .update(jobs)
    .set({ expiryRemindedAt: now })
    .where(and(inArray(jobs.id, due), isNull(jobs.expiryRemindedAt)))
    .returning({
      id: jobs.id,
      title: jobs.title,
      companyId: jobs.companyId,
      expiresAt: jobs.expiresAt,
      extendedAt: jobs.extendedAt,
    });
  const owners = claimed.flatMap((job) => (job.companyId ? [job.companyId] : []));
  const emails = owners.length
    ? await tx
        .select({ id: user.id, ...mailContactColumns })
        .from(user)
        .where(inArray(user.id, owners))
    : [];
  const ownerOf = new Map(emails.map((row) => [row.id, row]));
  return claimed.map((job) => {
    const owner = job.companyId ? ownerOf.get(job.companyId) : undefined;
    return { ...job, ownerEmail: owner?.email, ownerLocale: owner?.locale ?? DEFAULT_LOCALE };
  });
}

/**
 * Moves the owner's published job's expiry by `days` unless it was extended in this period already: one
 * conditional UPDATE, so that two clicks on the link cannot both extend it. Undefined otherwise.
 * Its application deadline, if any, moves by as many days: the job stays open for applications while it
 * stays listed, as the extend page promises. The expiry is the deadline's (`jobExpiresAt`), so the moved
 * deadline ends exactly at the new expiry, never past it. The expiry moves by whole hours: an interval of
 * days would follow the session's time zone across a change of summer time, an hour off the deadline's.
 */
export async function extendJobOnce(tx: Tx, id: string, companyId: string, days: number, now: Date) {
  const [row] = await tx
    .update(jobs)
    .set({
      expiresAt: sql`${jobs.expiresAt} + make_interval(hours => ${days * 24}::int)`,
      applicationDeadline: sql`${jobs.applicationDeadline} + ${days}::int`,
      extendedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        companyJob(companyId, id),
        publiclyVisibleWhere(),
        isNull(jobs.extendedAt),
        sql`${jobs.expiresAt} is not null`,
      ),
    )
    .returning({ id: jobs.id, expiresAt: jobs.expiresAt });
  return row;
}
