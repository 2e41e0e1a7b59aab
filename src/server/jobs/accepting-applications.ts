import { isPubliclyVisible } from '../../shared/job-options';
import { and, gte, isNull, or, type Placeholder, type SQL } from 'drizzle-orm';
import { earliestTodayIso } from '../../shared/jobs';
import { jobs } from '../db/schema';
import { publiclyVisibleWhere } from './job-visibility';

/**
 * "Accepting applications": published, and the deadline (if any) not yet behind us anywhere on Earth.
 * One rule in two forms, a predicate for a job in hand and a condition for a query; a test holds them
 * to the same answers.
 */
export const isAcceptingApplications = (
  job: Pick<typeof jobs.$inferSelect, 'status' | 'applicationDeadline'>,
  now: Date,
): boolean =>
  isPubliclyVisible(job) && (!job.applicationDeadline || job.applicationDeadline >= earliestTodayIso(now));

/**
 * The jobs accepting applications on the day `earliestToday` (earliestTodayIso's, or a placeholder for it in
 * a prepared statement), as a condition on the jobs table.
 */
export const acceptingApplicationsFrom = (earliestToday: string | Placeholder): SQL =>
  and(
    publiclyVisibleWhere(),
    or(isNull(jobs.applicationDeadline), gte(jobs.applicationDeadline, earliestToday)),
  )!;

/** The jobs `isAcceptingApplications` accepts, as a condition on the jobs table. */
export const acceptingApplicationsWhere = (now: Date): SQL =>
  acceptingApplicationsFrom(earliestTodayIso(now));
