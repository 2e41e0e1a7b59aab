import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { JobStatus } from '../../shared/job-options';
import { jobs } from '../db/schema';

/**
 * "Publicly visible", for a job (docs/decisions/020): published, approved, not expired, not hidden, its
 * company not suspended. Each of those states is a status of its own (`pending_review`, `rejected`,
 * `expired`, `closed` with `hiddenAt`, `suspended`), written by the transition that causes it, so the
 * whole rule is `status = 'published'`: the condition of the partial indexes that serve the lists,
 * search, the focus-area counts, the sitemap and feeds. Use these two forms, never the literal.
 */
export const isPubliclyVisible = (job: { status: JobStatus }): boolean => job.status === 'published';

/** The jobs `isPubliclyVisible` accepts, as a condition on the jobs table (or a subquery over it). */
export const publiclyVisibleWhere = (status: AnyPgColumn | SQL = jobs.status): SQL =>
  sql`${status} = 'published'`;

/**
 * A job's own page is public a little more widely than the lists: a closed job can still be opened. A job
 * that was never public (a draft, one waiting for review, a rejected one) is its owner's alone, and any
 * other visitor gets "not found", as for a job that does not exist. Admins also see the jobs that were
 * submitted for review, to review them; a draft stays private.
 */
const OWNER_ONLY_STATUSES: ReadonlySet<JobStatus> = new Set(['draft', 'pending_review', 'rejected']);

export const isOwnerOnly = (job: { status: JobStatus }): boolean => OWNER_ONLY_STATUSES.has(job.status);

export function mayOpenJobPage(
  job: { status: JobStatus; companyId: string | null },
  viewer: { id?: string; admin?: boolean },
): boolean {
  if (!isOwnerOnly(job)) return true;
  if (viewer.id && job.companyId === viewer.id) return true;
  return !!viewer.admin && job.status !== 'draft';
}

/**
 * A job an admin hid, whose company is suspended, or whose company deleted its account (its text may name
 * people of a company that asked to be forgotten): its page is gone for everyone but its owner, and says
 * so ("no longer available") instead of "not found", with nothing of the posting.
 */
export const isGoneForVisitors = (job: {
  status: JobStatus;
  hiddenAt: Date | null;
  companyId: string | null;
}): boolean => !!job.hiddenAt || job.status === 'suspended' || job.companyId === null;
