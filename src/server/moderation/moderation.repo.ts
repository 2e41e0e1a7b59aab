import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { pageOffset } from '../db/paging';
import { companies, jobs, user } from '../db/schema';
import type { ExpiryPeriod } from '../jobs/job-expiry';

const queueColumns = {
  id: jobs.id,
  title: jobs.title,
  companyId: jobs.companyId,
  companyName: jobs.companyName,
  location: jobs.location,
  submittedAt: jobs.submittedAt,
};

/**
 * The account whose id the job's organisation carries (its founder, for organisations made from a company
 * account) is not suspended; an organisation whose founder's account is gone has nothing to check here.
 */
const founderActive = sql`not exists (select 1 from ${user} where ${user.id} = ${jobs.companyId} and ${user.suspendedAt} is not null)`;

/** The job's organisation is not suspended as a whole. */
const organisationActive = sql`not exists (select 1 from ${companies} c where c.id = ${jobs.companyId} and c.suspended_at is not null)`;

/**
 * The jobs waiting for review, oldest submission first (jobs_pending_review_idx). A suspended company's
 * jobs wait out of the queue: there is nothing to decide while the account or organisation is suspended.
 */
const pendingWhere = and(
  eq(jobs.status, 'pending_review'),
  isNotNull(jobs.companyId),
  founderActive,
  organisationActive,
);

export async function listPendingJobs(db: DbOrTx, page: number, pageSize: number) {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(queueColumns)
      .from(jobs)
      .where(pendingWhere)
      .orderBy(asc(jobs.submittedAt), asc(jobs.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ total: count() }).from(jobs).where(pendingWhere),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

const returned = { id: jobs.id, title: jobs.title, status: jobs.status };

/** Waiting for review, and its company not suspended: a decision is taken on these only. */
const decidable = (id: string) =>
  and(eq(jobs.id, id), eq(jobs.status, 'pending_review'), founderActive, organisationActive);

/**
 * Publishes a job waiting for review, in a new expiry period (`newExpiryPeriod`). Conditional on the
 * status, so that of two admins (or two clicks) only one approves, and on its company not being suspended
 * (a page opened before the suspension); undefined otherwise.
 */
export async function approvePendingJob(db: DbOrTx, id: string, period: ExpiryPeriod, now: Date) {
  const [row] = await db
    .update(jobs)
    .set({
      status: 'published',
      postedAt: now,
      approvedAt: now,
      ...period,
      rejectionReason: null,
      updatedAt: now,
    })
    .where(decidable(id))
    .returning(returned);
  return row;
}

/**
 * Rejects a job waiting for review, with the reason its owner reads; undefined when it no longer waits or
 * its company is suspended.
 */
export async function rejectPendingJob(db: DbOrTx, id: string, reason: string, now: Date) {
  const [row] = await db
    .update(jobs)
    .set({ status: 'rejected', rejectionReason: reason, updatedAt: now })
    .where(decidable(id))
    .returning(returned);
  return row;
}
