import { formatDate } from '../../../shared/dates';
import { focusAreaById } from '../../../shared/focus-areas';
import type { Locale } from '../../../shared/i18n/locales';
import type { AvailabilityStatus } from '../../../shared/facilitation-options';
import type { CompanySize } from '../../../shared/constants';
import type { RatingSummary } from '../../../shared/reviews';
import type { ProfileT } from './messages';

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

/** "Available", "Available from 12 March 2027", "Unavailable". */
export function availabilityText(
  t: ProfileT,
  locale: Locale,
  availability: { status: AvailabilityStatus; availableFrom: string | null },
): string {
  if (availability.status === 'unavailable') return t('availability.unavailable');
  if (availability.status === 'available-from' && availability.availableFrom)
    return t('availability.from', { date: formatDate(availability.availableFrom, { locale }) });
  return t('availability.available');
}

/** The host name of a website, for display ("www.acme.example"). */
export function websiteHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

const ONE_DECIMAL = new Map<Locale, Intl.NumberFormat>();

/**
 * "4.8 (12 reviews)", "5.0 (1 review)" ("4,8 (12 Bewertungen)" in German): a card's rating, the average to
 * one decimal; null without a published review (the card then says nothing about ratings).
 */
export function ratingText(t: ProfileT, locale: Locale, rating: RatingSummary): string | null {
  if (rating.reviewCount === 0 || rating.averageRating === null) return null;
  let format = ONE_DECIMAL.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    ONE_DECIMAL.set(locale, format);
  }
  return t('card.rating', { average: format.format(rating.averageRating), count: rating.reviewCount });
}
