import { formatDate } from '../../../shared/dates';
import type { Locale } from '../../../shared/i18n/locales';
import type { JobSearchResult } from '../../../shared/job-search';
import { jobSearchText } from './messages';

/** City (or 'Location N/A'), then state, then country, plus ' (Remote)' for remote jobs. */
export function formatJobLocation(
  job: Pick<JobSearchResult, 'job_city' | 'job_state' | 'job_country' | 'job_is_remote'>,
  locale: Locale = 'en',
): string {
  const t = jobSearchText(locale);
  const place = [job.job_city || t('format.unknownLocation'), job.job_state, job.job_country]
    .filter(Boolean)
    .join(', ');
  // Our own postings may already say so ("Remote (Europe)"); do not print it twice.
  const saysRemote = /\bremote\b/i.test(place);
  return job.job_is_remote && !saysRemote ? t('format.remote', { place }) : place;
}

/**
 * The posting date as every date is written, on the reader's day (or in `timeZone`, as the server renders
 * it); 'N/A' when missing and 'Invalid Date' when unparsable.
 */
export function formatPostedDate(
  value: string | null | undefined,
  timeZone?: 'UTC',
  locale: Locale = 'en',
): string {
  const t = jobSearchText(locale);
  if (!value) return t('format.noDate');
  return Number.isNaN(new Date(value).getTime())
    ? t('format.invalidDate')
    : formatDate(value, { timeZone, locale });
}
