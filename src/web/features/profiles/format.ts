import { formatDate } from '../../../shared/dates';
import { focusAreaById, type FocusAreaId } from '../../../shared/focus-areas';
import type { Locale } from '../../../shared/i18n/locales';
import type { AvailabilityStatus, GroupSize, SessionFormat } from '../../../shared/facilitation-options';
import type { RemoteOption } from '../../../shared/job-options';
import type { PublicCompanyJob } from '../../../shared/profiles';
import type { CompanySize } from '../../../shared/constants';
import type { ProfileKey, ProfileT } from './messages';

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** "3 years of experience". */
export const yearsLabel = (t: ProfileT, years: number) => t('years', { count: years });

/** "1 open job", "4 open jobs". */
export const openJobsLabel = (t: ProfileT, n: number) => t('openJobs', { count: n });

/** "51-200 employees". */
export const companySizeText = (t: ProfileT, size: CompanySize) => t('companySize', { size });

export const focusAreaColor = (id: string) => focusAreaById(id)?.color ?? 'gray';

const RELATIVE = new Map<Locale, Intl.RelativeTimeFormat>();
const relative = (locale: Locale) => {
  let format = RELATIVE.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    RELATIVE.set(locale, format);
  }
  return format;
};

/** "today", "yesterday", "3 days ago", "2 weeks ago", … in `locale`. */
export function relativeDate(iso: string | null, now = Date.now(), locale: Locale = 'en'): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const days = Math.round((time - now) / 86_400_000);
  const format = relative(locale);
  if (Math.abs(days) < 7) return format.format(days, 'day');
  if (Math.abs(days) < 31) return format.format(Math.round(days / 7), 'week');
  if (Math.abs(days) < 365) return format.format(Math.round(days / 30), 'month');
  return format.format(Math.round(days / 365), 'year');
}

/** "27 April 2027" in English, "27. April 2027" in German: a 'YYYY-MM-DD' date or an instant. */
export const dateText = (locale: Locale, value: string): string => formatDate(value, { locale });

/** "Available", "Available from 12 March 2027", "Unavailable". */
export function availabilityText(
  t: ProfileT,
  locale: Locale,
  availability: { status: AvailabilityStatus; availableFrom: string | null },
): string {
  if (availability.status === 'unavailable') return t('availability.unavailable');
  if (availability.status === 'available-from' && availability.availableFrom)
    return t('availability.from', { date: dateText(locale, availability.availableFrom) });
  return t('availability.available');
}

export const EMPLOYMENT_TYPE_KEYS: Record<PublicCompanyJob['employmentType'], ProfileKey> = {
  'full-time': 'employment.fullTime',
  'part-time': 'employment.partTime',
  contract: 'employment.contract',
  'one-time': 'employment.oneTime',
};

export const DELIVERY_KEYS: Record<RemoteOption, ProfileKey> = {
  no: 'delivery.inPerson',
  yes: 'delivery.virtual',
  hybrid: 'delivery.hybrid',
};

export const FOCUS_AREA_KEYS: Record<FocusAreaId, ProfileKey> = {
  'design-thinking': 'focusArea.designThinking',
  'team-building': 'focusArea.teamBuilding',
  'strategic-planning': 'focusArea.strategicPlanning',
  leadership: 'focusArea.leadership',
  innovation: 'focusArea.innovation',
  'conflict-resolution': 'focusArea.conflictResolution',
  'change-management': 'focusArea.changeManagement',
  'diversity-inclusion': 'focusArea.diversityInclusion',
  training: 'focusArea.training',
  performance: 'focusArea.performance',
  agile: 'focusArea.agile',
  'digital-transformation': 'focusArea.digitalTransformation',
};

/** A focus area's name in the page's language; an unknown id as it came. */
export const focusAreaName = (t: ProfileT, id: string) =>
  id in FOCUS_AREA_KEYS ? t(FOCUS_AREA_KEYS[id as FocusAreaId]) : id;

export const SESSION_FORMAT_KEYS: Record<SessionFormat, ProfileKey> = {
  workshop: 'format.workshop',
  'strategy-retreat': 'format.strategyRetreat',
  training: 'format.training',
  'team-event': 'format.teamEvent',
  'leadership-meeting': 'format.leadershipMeeting',
  'conference-session': 'format.conferenceSession',
  'community-consultation': 'format.communityConsultation',
  other: 'format.other',
};

export const GROUP_SIZE_KEYS: Record<GroupSize, ProfileKey> = {
  '1-10': 'groupSize.upTo10',
  '11-25': 'groupSize.11to25',
  '26-50': 'groupSize.26to50',
  '51-100': 'groupSize.51to100',
  '101-250': 'groupSize.101to250',
  '250+': 'groupSize.over250',
};

/** A list's values with their labels in the page's language, as a select offers them. */
export const translatedOptions = <T extends string>(
  t: ProfileT,
  values: readonly T[],
  keys: Readonly<Record<T, ProfileKey>>,
) => values.map((value) => ({ value, label: t(keys[value]) }));

/** The host name of a website, for display ("www.acme.example"). */
export function websiteHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
