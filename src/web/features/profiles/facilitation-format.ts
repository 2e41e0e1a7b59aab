import { formatMoneyRange, type Currency, type TravelOption } from '../../../shared/facilitation-options';
import { INTL_LOCALES, type Locale } from '../../../shared/i18n/locales';
import type { ProfileT } from './messages';

interface Rates {
  rateCurrency: Currency | null;
  dayRateMin: number | null;
  dayRateMax: number | null;
  hourlyRateMin: number | null;
  hourlyRateMax: number | null;
}

const GERMAN_MONEY = new Map<string, Intl.NumberFormat>();

/** "€900–€1,200" (English, as the rest of the site writes it), "900–1.200 €" in German. */
function moneyRange(
  t: ProfileT,
  locale: Locale,
  range: { min: number | null; max: number | null; currency: Currency },
  intlLocale?: string,
): string {
  if (locale === 'en') return formatMoneyRange(range, intlLocale);
  let format = GERMAN_MONEY.get(range.currency);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], {
      style: 'currency',
      currency: range.currency,
      maximumFractionDigits: 0,
    });
    GERMAN_MONEY.set(range.currency, format);
  }
  const { min, max } = range;
  if (min !== null && max !== null && min !== max) return `${format.format(min)}–${format.format(max)}`;
  if (min !== null && max === null) return t('money.from', { amount: format.format(min) });
  if (min === null && max !== null) return t('money.upTo', { amount: format.format(max) });
  return format.format((min ?? max)!);
}

/** "€900–€1,200 per day" in the page's language, or null without a day rate. */
export const dayRateText = (t: ProfileT, locale: Locale, rates: Rates, intlLocale?: string) =>
  rates.rateCurrency && (rates.dayRateMin !== null || rates.dayRateMax !== null)
    ? t('rate.perDay', {
        amount: moneyRange(
          t,
          locale,
          { min: rates.dayRateMin, max: rates.dayRateMax, currency: rates.rateCurrency },
          intlLocale,
        ),
      })
    : null;

/** "€120–€150 per hour", or null without an hourly rate. */
export const hourlyRateText = (t: ProfileT, locale: Locale, rates: Rates, intlLocale?: string) =>
  rates.rateCurrency && (rates.hourlyRateMin !== null || rates.hourlyRateMax !== null)
    ? t('rate.perHour', {
        amount: moneyRange(
          t,
          locale,
          { min: rates.hourlyRateMin, max: rates.hourlyRateMax, currency: rates.rateCurrency },
          intlLocale,
        ),
      })
    : null;

/** How far the facilitator travels, as their profile says it to a buyer. */
export function travelText(t: ProfileT, travel: TravelOption | null, radiusKm: number | null): string | null {
  switch (travel) {
    case 'local':
      return radiusKm !== null ? t('travel.localRadius', { km: radiusKm }) : t('travel.local');
    case 'national':
      return t('travel.national');
    case 'international':
      return t('travel.international');
    default:
      return null;
  }
}

/**
 * The cancellation tiers in words, one line per tier, earliest first: "42 days or more before the first
 * session day: no fee", "14 to 41 days before: 50 % of the fee", "Less than 14 days before: 100 % of the fee".
 */
export function cancellationTermLines(
  t: ProfileT,
  tiers: readonly { minDaysBefore: number; percent: number }[],
): string[] {
  return tiers.map((tier, index) => {
    const fee = tier.percent === 0 ? t('details.tierNoFee') : t('details.tierFee', { percent: tier.percent });
    const earlier = tiers[index - 1];
    if (!earlier)
      return tier.minDaysBefore > 0
        ? t('details.tierFirst', { days: tier.minDaysBefore, fee })
        : t('details.tierAlways', { fee });
    if (tier.minDaysBefore === 0) return t('details.tierLast', { days: earlier.minDaysBefore, fee });
    return t('details.tierBetween', { from: tier.minDaysBefore, to: earlier.minDaysBefore - 1, fee });
  });
}
