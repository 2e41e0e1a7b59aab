import {
  formatMoneyRange,
  LANGUAGES,
  type Currency,
  type LanguageCode,
  type TravelOption,
} from '../../../shared/facilitation-options';

interface Rates {
  rateCurrency: Currency | null;
  dayRateMin: number | null;
  dayRateMax: number | null;
  hourlyRateMin: number | null;
  hourlyRateMax: number | null;
}

const rate = (
  currency: Currency | null,
  min: number | null,
  max: number | null,
  unit: string,
  locale?: string,
) =>
  currency && (min !== null || max !== null)
    ? `${formatMoneyRange({ min, max, currency }, locale)} ${unit}`
    : null;

/** "€900–€1,200 per day" in the reader's locale, or null without a day rate. */
export const dayRateText = (rates: Rates, locale?: string) =>
  rate(rates.rateCurrency, rates.dayRateMin, rates.dayRateMax, 'per day', locale);

/** "€120–€150 per hour", or null without an hourly rate. */
export const hourlyRateText = (rates: Rates, locale?: string) =>
  rate(rates.rateCurrency, rates.hourlyRateMin, rates.hourlyRateMax, 'per hour', locale);

/** "English, German" */
export const languageNames = (codes: readonly LanguageCode[]) =>
  codes.map((code) => LANGUAGES[code]).join(', ');

/** How far the facilitator travels, as their profile says it to a buyer. */
export function travelText(travel: TravelOption | null, radiusKm: number | null): string | null {
  const radius = radiusKm !== null ? ` (up to ${radiusKm.toLocaleString('en-US')} km)` : '';
  switch (travel) {
    case 'local':
      return `Travels locally${radius}`;
    case 'national':
      return 'Travels anywhere in the country';
    case 'international':
      return 'Travels internationally';
    default:
      return null;
  }
}
