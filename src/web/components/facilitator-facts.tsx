import { BadgeCheck, Briefcase, CalendarCheck, Languages, MapPin, Wallet } from 'lucide-react';
import { formatDate } from '../../shared/dates';
import { formatMoneyRange, type AvailabilityStatus } from '../../shared/facilitation-options';
import type { Translate } from '../../shared/i18n/catalogue';
import { languageName } from '../../shared/i18n/language-names';
import { INTL_LOCALES, type Locale } from '../../shared/i18n/locales';
import type { FacilitatorSummary } from '../../shared/profiles';
import { cn } from '../lib/cn';
import { useLocale, useT } from '../lib/i18n';
import { MetaItem } from './meta-item';
import { componentMessages, type ComponentKey } from './messages';

/** What a company compares facilitators by; the availability where the card has it. */
export type FacilitatorFactsData = Pick<
  FacilitatorSummary,
  | 'location'
  | 'yearsExperience'
  | 'languages'
  | 'rateCurrency'
  | 'dayRateMin'
  | 'dayRateMax'
  | 'hourlyRateMin'
  | 'hourlyRateMax'
  | 'verifiedCredentials'
> & { availability?: { status: AvailabilityStatus; availableFrom: string | null } };

type T = Translate<ComponentKey>;

/** "€900–€1,200 per day", "900 €–1.200 € pro Tag", or null without that rate. */
function rateText(
  t: T,
  locale: Locale,
  rate: { currency: string | null; min: number | null; max: number | null },
  unit: 'facts.perDay' | 'facts.perHour',
): string | null {
  const { currency, min, max } = rate;
  if (!currency || (min === null && max === null)) return null;
  // English amounts follow the reader's own number format, as the rest of the site writes them.
  const intl = locale === 'en' ? undefined : INTL_LOCALES[locale];
  const one = (amount: number) => formatMoneyRange({ min: amount, max: amount, currency }, intl);
  const amount =
    max === null
      ? t('facts.from', { amount: one(min!) })
      : min === null
        ? t('facts.upTo', { amount: one(max) })
        : formatMoneyRange({ min, max, currency }, intl);
  return t(unit, { amount });
}

/** "Available", "Available from 12 March 2027", "Unavailable", in the page's language. */
function availabilityText(
  t: T,
  locale: Locale,
  { status, availableFrom }: { status: AvailabilityStatus; availableFrom: string | null },
): string {
  if (status === 'unavailable') return t('facts.unavailable');
  if (status === 'available-from' && availableFrom)
    return t('facts.availableFrom', { date: formatDate(availableFrom, { locale }) });
  return t('facts.available');
}

/**
 * The facts of a facilitator's profile that a company compares them by, the same on an applicant's card
 * and a suggested facilitator's: where they are based, experience, availability, rates, languages and
 * verified credentials. A fact the profile does not give is left out.
 */
export function FacilitatorFacts({
  facilitator,
  className,
}: {
  facilitator: FacilitatorFactsData;
  className?: string;
}) {
  const t = useT(componentMessages);
  const locale = useLocale();
  const { rateCurrency: currency, yearsExperience: years, verifiedCredentials: verified } = facilitator;
  const dayRate = rateText(
    t,
    locale,
    { currency, min: facilitator.dayRateMin, max: facilitator.dayRateMax },
    'facts.perDay',
  );
  const hourlyRate = rateText(
    t,
    locale,
    { currency, min: facilitator.hourlyRateMin, max: facilitator.hourlyRateMax },
    'facts.perHour',
  );
  return (
    <dl className={cn('space-y-1 text-sm text-slate-700', className)}>
      {facilitator.location ? (
        <MetaItem label={t('facts.location')} icon={MapPin} variant="card">
          {facilitator.location}
        </MetaItem>
      ) : null}
      {years !== null ? (
        <MetaItem label={t('facts.experience')} icon={Briefcase} variant="card" truncate={false}>
          {t('facts.years', { count: years })}
        </MetaItem>
      ) : null}
      {facilitator.availability ? (
        <MetaItem label={t('facts.availability')} icon={CalendarCheck} variant="card" truncate={false}>
          {availabilityText(t, locale, facilitator.availability)}
        </MetaItem>
      ) : null}
      {dayRate || hourlyRate ? (
        <MetaItem label={t('facts.rate')} icon={Wallet} variant="card" truncate={false}>
          {[dayRate, hourlyRate].filter(Boolean).join(' · ')}
        </MetaItem>
      ) : null}
      {facilitator.languages.length ? (
        <MetaItem label={t('facts.languages')} icon={Languages} variant="card" truncate={false}>
          {facilitator.languages.map((code) => languageName(code, locale)).join(', ')}
        </MetaItem>
      ) : null}
      {verified > 0 ? (
        <MetaItem label={t('facts.credentials')} icon={BadgeCheck} variant="card" truncate={false}>
          {t('facts.verified', { count: verified })}
        </MetaItem>
      ) : null}
    </dl>
  );
}
