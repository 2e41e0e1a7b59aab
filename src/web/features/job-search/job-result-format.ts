import type { JobSearchResult } from '../../../shared/job-search';

/** City (or 'Location N/A'), then state, then country, plus ' (Remote)' for remote jobs. */
export function formatJobLocation(
  job: Pick<JobSearchResult, 'job_city' | 'job_state' | 'job_country' | 'job_is_remote'>,
): string {
  const place = [job.job_city || 'Location N/A', job.job_state, job.job_country].filter(Boolean).join(', ');
  // Our own postings may already say so ("Remote (Europe)"); do not print it twice.
  const saysRemote = /\bremote\b/i.test(place);
  return `${place}${job.job_is_remote && !saysRemote ? ' (Remote)' : ''}`;
}

/**
 * The posting date in the reader's locale (or in `locale` and `timeZone`, as the server renders it);
 * 'N/A' when missing and 'Invalid Date' when unparsable.
 */
export function formatPostedDate(
  value: string | null | undefined,
  locale?: string,
  timeZone?: 'UTC',
): string {
  return value ? new Date(value).toLocaleDateString(locale, timeZone ? { timeZone } : undefined) : 'N/A';
}
