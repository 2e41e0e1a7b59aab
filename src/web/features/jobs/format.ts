import type { Locale } from '../../../shared/i18n/locales';
import { dayNumber } from '../../lib/dates';
import { jobText } from './messages';
import { formatDate } from '../../../shared/dates';

/**
 * "Posted today", "Posted yesterday", "Posted 3 days ago", "Posted 2 weeks ago", … (calendar days, in the
 * browser's time zone or in UTC), in the page's language.
 */
export function postedText(
  postedAt: string | null,
  now = new Date(),
  timeZone?: 'UTC',
  locale: Locale = 'en',
): string {
  if (!postedAt) return jobText(locale, 'posted.notPublished');
  const posted = new Date(postedAt);
  if (Number.isNaN(posted.getTime())) return jobText(locale, 'posted.recently');
  const days = dayNumber(now, timeZone) - dayNumber(posted, timeZone);
  if (days <= 0) return jobText(locale, 'posted.today');
  if (days === 1) return jobText(locale, 'posted.yesterday');
  if (days < 7) return jobText(locale, 'posted.days', { count: days });
  if (days < 30) return jobText(locale, 'posted.weeks', { count: Math.floor(days / 7) });
  if (days < 365) return jobText(locale, 'posted.months', { count: Math.max(1, Math.floor(days / 30)) });
  return jobText(locale, 'posted.years', { count: Math.floor(days / 365) });
}

/** The application deadline as the job page states it. */
export const deadlineText = (deadline: string | null, locale: Locale = 'en') =>
  deadline ? formatDate(deadline, { locale }) : jobText(locale, 'deadline.open');
