import { DAY_MS } from '../clock';

/** The deadline's day is over everywhere on Earth (UTC−12) 36 hours after it starts in UTC. */
const DEADLINE_DAY_OVER_MS = 36 * 60 * 60 * 1000;

/**
 * When a job published at `now` leaves the site: JOB_TTL_DAYS after publication, or once its deadline's
 * day has passed everywhere (the rule of `isAcceptingApplications`), whichever comes first.
 */
export function jobExpiresAt(job: { applicationDeadline: string | null }, now: Date, ttlDays: number): Date {
  const ttl = now.getTime() + ttlDays * DAY_MS;
  if (!job.applicationDeadline) return new Date(ttl);
  const deadlineOver = Date.parse(`${job.applicationDeadline}T00:00:00.000Z`) + DEADLINE_DAY_OVER_MS;
  return new Date(Math.min(ttl, deadlineOver));
}
