import { formatDate } from '../../../shared/dates';
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
 * The posting date as every date is written, on the reader's day (or in `timeZone`, as the server renders
 * it); 'N/A' when missing and 'Invalid Date' when unparsable.
 */
export function formatPostedDate(value: string | null | undefined, timeZone?: 'UTC'): string {
  if (!value) return 'N/A';
  return Number.isNaN(new Date(value).getTime()) ? 'Invalid Date' : formatDate(value, { timeZone });
}
