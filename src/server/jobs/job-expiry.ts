import { DAY_MS } from '../clock';
import { JOB_EXPIRY_REMINDER_DAYS, isPubliclyVisible } from '../../shared/job-options';
import type { JobStatus } from '../../shared/job-options';

const HOUR_MS = 60 * 60 * 1000;

/**
 * When a job published at `publishedAt` expires: at the end of its deadline's day where that day ends
 * last (12:00 UTC the next day, the moment "accepting applications" stops reading the deadline as today
 * anywhere, see `earliestTodayIso`), or `ttlDays` (JOB_TTL_DAYS) after publication without a deadline.
 * Migration 0009 wrote the same rule in SQL for the jobs published before it. Every path that publishes a
 * job (posting, publishing a draft, reopening, relisting, approval) and an edit of a published job's
 * deadline set `expiresAt` from here; all but posting (a new row has no reminder or extension yet) write
 * it with `newExpiryPeriod`.
 */
export function jobExpiresAt(
  job: { applicationDeadline?: string | null },
  publishedAt: Date,
  ttlDays: number,
): Date {
  if (job.applicationDeadline) {
    const dayStart = Date.parse(`${job.applicationDeadline}T00:00:00Z`);
    return new Date(dayStart + DAY_MS + 12 * HOUR_MS);
  }
  return new Date(publishedAt.getTime() + ttlDays * DAY_MS);
}

/**
 * The columns that start an expiry period: its expiry, and neither a reminder nor an extension in it yet.
 * Every write of a new `expiresAt` (a publication, an approval, a new deadline) sets them together: a
 * reminder or extension of an earlier period would keep the sweep from reminding the owner before this
 * expiry, and `canExtendJob` from offering Extend in it.
 */
export const newExpiryPeriod = (expiresAt: Date) => ({
  expiresAt,
  expiryRemindedAt: null,
  extendedAt: null,
});
export type ExpiryPeriod = ReturnType<typeof newExpiryPeriod>;

/** From this moment on the owner is reminded, and may extend the job. */
export const reminderDueAt = (expiresAt: Date) =>
  new Date(expiresAt.getTime() - JOB_EXPIRY_REMINDER_DAYS * DAY_MS);

/**
 * Whether the owner may extend the job now: it is published, expires within the reminder's window, and
 * was not extended in this expiry period (`newExpiryPeriod`). One rule for the mailed link and the button
 * on the owner's pages.
 */
export function canExtendJob(
  job: { status: JobStatus; expiresAt: Date | null; extendedAt: Date | null },
  now: Date,
): boolean {
  return (
    isPubliclyVisible(job) &&
    job.expiresAt !== null &&
    job.extendedAt === null &&
    reminderDueAt(job.expiresAt).getTime() <= now.getTime()
  );
}
