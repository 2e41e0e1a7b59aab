import { formatDate } from './dates';
import type { MatchReason } from './facilitation-options';
import { focusAreaName } from './focus-areas';
import { languageName } from './i18n/language-names';
import { optionText } from './i18n/options';
import type { Locale } from './i18n/locales';
import { methodName } from './methods';
import { placeKey, placeName, PLACES } from './places';

/** A key of the 'match-reasons' catalogue (src/web/components/match-reasons-messages.ts). */
export type MatchReasonKey = 'name' | 'language' | 'location' | 'available' | 'rate';

/** A reason as a message for the page to show: its key and the values it interpolates. */
export interface MatchReasonMessage {
  key: MatchReasonKey;
  values?: Record<string, string | number>;
}

/**
 * The place a location reason names, as a reader in `locale` calls it: the matcher names a country in
 * English ("Germany"), which a German page shows as "Deutschland". A city keeps the name the job gave it.
 */
function placeIn(place: string, locale: Locale): string {
  const known = PLACES.get(placeKey(place));
  return known?.kind === 'country' && locale !== 'en' ? placeName(known, locale) : place;
}

/**
 * One reason as a suggestion shows it, as a message of the 'match-reasons' catalogue: "Speaks German",
 * "Based in Hamburg", "LEGO Serious Play", "available 12 March". Names that are not words of the catalogue
 * (a method, a focus area, a format, a language, dates) come in `locale`.
 */
export function matchReasonMessage(reason: MatchReason, locale: Locale): MatchReasonMessage {
  switch (reason.kind) {
    case 'method':
      return { key: 'name', values: { name: methodName(reason.method, locale) } };
    case 'language':
      return { key: 'language', values: { language: languageName(reason.language, locale) } };
    case 'location':
      return { key: 'location', values: { place: placeIn(reason.place, locale) } };
    case 'available': {
      const shown = reason.dates.slice(0, 2).map((date) => formatDate(date, { year: false, locale }));
      return {
        key: 'available',
        values: { dates: shown.join(', '), more: Math.max(0, reason.dates.length - 2) },
      };
    }
    case 'rate':
      return { key: 'rate' };
    case 'focusArea':
      return { key: 'name', values: { name: focusAreaName(reason.focusArea, locale) } };
    case 'format':
      return { key: 'name', values: { name: optionText(locale, `format.${reason.format}`) } };
  }
}
