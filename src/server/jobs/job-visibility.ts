import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isOwnerOnly, type JobStatus } from '../../shared/job-options';
import { jobs } from '../db/schema';

/** The jobs `isPubliclyVisible` accepts, as a condition on the jobs table (or a subquery over it). */
export const publiclyVisibleWhere = (status: AnyPgColumn | SQL = jobs.status): SQL =>
  sql`${status} = 'published'`;

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
