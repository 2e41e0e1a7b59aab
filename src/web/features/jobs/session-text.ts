import type { DurationUnit } from '../../../shared/facilitation-options';
import type { SessionRole } from '../../../shared/facilitation';
import type { Locale } from '../../../shared/i18n/locales';
import { jobText } from './messages';
import { optionText } from '../../../shared/i18n/options';
import { formatDate } from '../../../shared/dates';

/**
 * How cards and the job page word a job's session facts, in the page's language. Plain values only (no
 * Zod): the pages that show jobs stay light.
 */

/** "12 March 2027", "12 March 2027 +2 more", "Flexible dates", or null when the job names no dates. */
export function firstSessionText(
  job: {
    sessionDates: readonly string[];
    sessionDatesFlexible: boolean;
  },
  locale: Locale = 'en',
): string | null {
  const [first] = job.sessionDates;
  if (!first) return job.sessionDatesFlexible ? jobText(locale, 'session.flexible') : null;
  const more = job.sessionDates.length - 1;
  const date = formatDate(first, { locale });
  return more > 0 ? jobText(locale, 'session.more', { date, count: more }) : date;
}

/** "3 hours", "1.5 days" */
export const durationText = (value: number, unit: DurationUnit, locale: Locale = 'en') =>
  jobText(locale, unit === 'hours' ? 'duration.hours' : 'duration.days', { count: value });

/** "2 design days · 1 delivery day" from the days the job counts (null = not said). */
export function workDaysText(
  designDays: number | null,
  deliveryDays: number | null,
  locale: Locale = 'en',
): string | null {
  const parts = [
    designDays === null ? null : jobText(locale, 'workDays.design', { count: designDays }),
    deliveryDays === null ? null : jobText(locale, 'workDays.delivery', { count: deliveryDays }),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** "Lead facilitator, 2 × Co-facilitator" */
export const rolesText = (roles: readonly SessionRole[], locale: Locale = 'en') =>
  roles
    .map(({ role, count }) => {
      const name = optionText(locale, `role.${role}`);
      return count === 1 ? name : jobText(locale, 'role.count', { count, role: name });
    })
    .join(', ');
