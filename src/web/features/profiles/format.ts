import { focusAreaById } from '../../../shared/focus-areas';
import type { PublicCompanyJob } from '../../../shared/profiles';
import { lazy } from '../../../shared/lazy';

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

export const yearsLabel = (years: number) =>
  years === 1 ? '1 year of experience' : `${years} years of experience`;

export const openJobsLabel = (n: number) => (n === 1 ? '1 open job' : `${n} open jobs`);

export const focusAreaColor = (id: string) => focusAreaById(id)?.color ?? 'gray';

const RELATIVE = lazy(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

/** "today", "yesterday", "3 days ago", "2 weeks ago", … */
export function relativeDate(iso: string | null, now = Date.now()): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const days = Math.round((time - now) / 86_400_000);
  if (Math.abs(days) < 7) return RELATIVE().format(days, 'day');
  if (Math.abs(days) < 31) return RELATIVE().format(Math.round(days / 7), 'week');
  if (Math.abs(days) < 365) return RELATIVE().format(Math.round(days / 30), 'month');
  return RELATIVE().format(Math.round(days / 365), 'year');
}

export const EMPLOYMENT_TYPE_LABELS: Record<PublicCompanyJob['employmentType'], string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  'one-time': 'One-time',
};

/** The host name of a website, for display ("www.acme.example"). */
export function websiteHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
