import { dayNumber } from '../../lib/dates';
import { lazy } from '../../../shared/lazy';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * "Posted today", "Posted yesterday", "Posted 3 days ago", "Posted 2 weeks ago", … (calendar days, in the
 * browser's time zone or in UTC).
 */
export function postedText(postedAt: string | null, now = new Date(), timeZone?: 'UTC'): string {
  if (!postedAt) return 'Not published yet';
  const posted = new Date(postedAt);
  if (Number.isNaN(posted.getTime())) return 'Posted recently';
  const days = dayNumber(now, timeZone) - dayNumber(posted, timeZone);
  if (days <= 0) return 'Posted today';
  if (days === 1) return 'Posted yesterday';
  if (days < 7) return `Posted ${days} days ago`;
  if (days < 30) return `Posted ${plural(Math.floor(days / 7), 'week')} ago`;
  if (days < 365) return `Posted ${plural(Math.max(1, Math.floor(days / 30)), 'month')} ago`;
  return `Posted ${plural(Math.floor(days / 365), 'year')} ago`;
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const DATE_FORMAT = lazy(() => new Intl.DateTimeFormat('en-GB', DATE_OPTIONS));
const UTC_DATE_FORMAT = lazy(() => new Intl.DateTimeFormat('en-GB', { ...DATE_OPTIONS, timeZone: 'UTC' }));

/**
 * "15 January 2027" for a timestamp (its day in the browser's time zone, or in UTC) or a 'YYYY-MM-DD'
 * date (read as a calendar date, not UTC midnight).
 */
export function formatDate(value: string, timeZone?: 'UTC'): string {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return (timeZone === 'UTC' && !dateOnly ? UTC_DATE_FORMAT : DATE_FORMAT)().format(date);
}

/** The application deadline as the job page states it. */
export const deadlineText = (deadline: string | null) =>
  deadline ? formatDate(deadline) : 'Open until filled';
