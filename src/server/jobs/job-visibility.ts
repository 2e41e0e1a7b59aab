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
