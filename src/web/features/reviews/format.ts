import { INTL_LOCALES, type Locale } from '../../../shared/i18n/locales';
import { translate } from '../../../shared/i18n/catalogue';
import { reviewMessages } from './messages';

const averages = new Map<Locale, Intl.NumberFormat>();

/** An average rating as every page writes it: one decimal ("4.8", in German "4,8"). */
export function formatAverage(average: number, locale: Locale): string {
  let format = averages.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    averages.set(locale, format);
  }
  return format.format(average);
}

/** "4.8 (12 reviews)"; "No reviews yet" before the first published review. */
export function ratingText(
  summary: { averageRating: number | null; reviewCount: number },
  locale: Locale,
): string {
  if (summary.averageRating === null || summary.reviewCount === 0)
    return translate(locale, reviewMessages, 'rating.none');
  return translate(locale, reviewMessages, 'rating.text', {
    average: formatAverage(summary.averageRating, locale),
    count: summary.reviewCount,
  });
}
