import { formatDate } from '../../../shared/dates';
import {
  FACILITATOR_ROLE_LABELS,
  LANGUAGES,
  type DurationUnit,
  type LanguageCode,
} from '../../../shared/facilitation-options';
import type { SessionRole } from '../../../shared/facilitation';

/**
 * How cards and the job page word a job's session facts. Plain values only (no Zod): the pages that show
 * jobs stay light.
 */

/** "12 March 2027", "12 March 2027 +2 more", "Flexible dates", or null when the job names no dates. */
export function firstSessionText(job: {
  sessionDates: readonly string[];
  sessionDatesFlexible: boolean;
}): string | null {
  const [first] = job.sessionDates;
  if (!first) return job.sessionDatesFlexible ? 'Flexible dates' : null;
  const more = job.sessionDates.length - 1;
  return more > 0 ? `${formatDate(first)} +${more} more` : formatDate(first);
}

/** "German, English" */
export const languagesText = (codes: readonly LanguageCode[]) =>
  codes.map((code) => LANGUAGES[code]).join(', ');

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** "3 hours", "1.5 days" */
export const durationText = (value: number, unit: DurationUnit) =>
  unit === 'hours' ? plural(value, 'hour', 'hours') : plural(value, 'day', 'days');

/** "2 design days · 1 delivery day" from the days the job counts (null = not said). */
export function workDaysText(designDays: number | null, deliveryDays: number | null): string | null {
  const parts = [
    designDays === null ? null : plural(designDays, 'design day', 'design days'),
    deliveryDays === null ? null : plural(deliveryDays, 'delivery day', 'delivery days'),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** "Lead facilitator, 2 × Co-facilitator" */
export const rolesText = (roles: readonly SessionRole[]) =>
  roles
    .map(({ role, count }) =>
      count === 1 ? FACILITATOR_ROLE_LABELS[role] : `${count} × ${FACILITATOR_ROLE_LABELS[role]}`,
    )
    .join(', ');
