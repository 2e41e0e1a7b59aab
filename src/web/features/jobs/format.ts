import { formatDate } from '../../../shared/dates';
import { dayNumber } from '../../lib/dates';

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

/** The application deadline as the job page states it. */
export const deadlineText = (deadline: string | null) =>
  deadline ? formatDate(deadline) : 'Open until filled';
