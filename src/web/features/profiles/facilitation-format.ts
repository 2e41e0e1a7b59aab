import {
  formatMoneyRange,
  LANGUAGES,
  type Currency,
  type LanguageCode,
  type TravelOption,
} from '../../../shared/facilitation-options';
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

const LANGUAGE_NAMES = new Map<Locale, Intl.DisplayNames>();

/** A language's name in the page's language: "German" in English, "Deutsch" in German. */
export function languageName(locale: Locale, code: LanguageCode): string {
  if (locale === 'en') return LANGUAGES[code];
  let names = LANGUAGE_NAMES.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([INTL_LOCALES[locale]], { type: 'language' });
    LANGUAGE_NAMES.set(locale, names);
  }
  return names.of(code) ?? LANGUAGES[code];
}

/** "English, German" */
export const languageNames = (locale: Locale, codes: readonly LanguageCode[]) =>
  codes.map((code) => languageName(locale, code)).join(', ');

/** The languages as a select offers them, in the page's language, in the order of their names. */
export const languageOptions = (locale: Locale) =>
  (Object.keys(LANGUAGES) as LanguageCode[])
    .map((value) => ({ value, label: languageName(locale, value) }))
    .sort((a, b) => (locale === 'en' ? 0 : a.label.localeCompare(b.label, INTL_LOCALES[locale])));

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
