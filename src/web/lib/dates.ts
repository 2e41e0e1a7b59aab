import { translate } from '../../shared/i18n/catalogue';
import type { Locale } from '../../shared/i18n/locales';
import { lazy } from '../../shared/lazy';
import { commonMessages } from './common-messages';
/** Times as lists and notifications show them: "3 hours ago", "vor 3 Stunden". */
const RELATIVE: Record<Locale, () => Intl.RelativeTimeFormat> = {
  en: lazy(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' })),
  de: lazy(() => new Intl.RelativeTimeFormat('de', { numeric: 'auto' })),
};

const DAY_MS = 24 * 3600 * 1000;

/** The calendar day of an instant, as days since 1970-01-01: in the browser's time zone, or in UTC. */
export function dayNumber(date: Date, timeZone?: 'UTC'): number {
  const midnight =
    timeZone === 'UTC'
      ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
      : Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round(midnight / DAY_MS);
}

/** The calendar year of an instant: in the browser's time zone, or in UTC. */
export const yearOf = (date: Date, timeZone?: 'UTC') =>
  timeZone === 'UTC' ? date.getUTCFullYear() : date.getFullYear();

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "just now"; in German (`locale` 'de') "vor 5 Minuten", "gestern", "gerade eben". */
export function timeAgo(iso: string, now = Date.now(), locale: Locale = 'en'): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return RELATIVE[locale]().format(Math.round(seconds / size), unit);
  }
  return translate(locale, commonMessages, 'justNow');
}
