import { formatDate } from './dates';
import type { MatchReason, SessionFormat } from './facilitation-options';
import type { FocusAreaId } from './focus-areas';
import { languageName } from './i18n/language-names';
import type { Locale } from './i18n/locales';
import { methodName } from './methods';
import { placeKey, placeName, PLACES } from './places';

/** The message of each focus area a reason names. */
const FOCUS_AREA_KEYS = {
  'design-thinking': 'focusArea.design-thinking',
  'team-building': 'focusArea.team-building',
  'strategic-planning': 'focusArea.strategic-planning',
  leadership: 'focusArea.leadership',
  innovation: 'focusArea.innovation',
  'conflict-resolution': 'focusArea.conflict-resolution',
  'change-management': 'focusArea.change-management',
  'diversity-inclusion': 'focusArea.diversity-inclusion',
  training: 'focusArea.training',
  performance: 'focusArea.performance',
  agile: 'focusArea.agile',
  'digital-transformation': 'focusArea.digital-transformation',
} as const satisfies Record<FocusAreaId, string>;

/** The message of each session format a reason names. */
const FORMAT_KEYS = {
  workshop: 'format.workshop',
  'strategy-retreat': 'format.strategy-retreat',
  training: 'format.training',
  'team-event': 'format.team-event',
  'leadership-meeting': 'format.leadership-meeting',
  'conference-session': 'format.conference-session',
  'community-consultation': 'format.community-consultation',
  other: 'format.other',
} as const satisfies Record<SessionFormat, string>;

/** A key of the 'match-reasons' catalogue (src/web/components/match-reasons-messages.ts). */
export type MatchReasonKey =
  | 'name'
  | 'language'
  | 'location'
  | 'available'
  | 'rate'
  | (typeof FOCUS_AREA_KEYS)[FocusAreaId]
  | (typeof FORMAT_KEYS)[SessionFormat];

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
 * (a method, a language, dates) come in `locale`.
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
      return Object.hasOwn(FOCUS_AREA_KEYS, reason.focusArea)
        ? { key: FOCUS_AREA_KEYS[reason.focusArea as FocusAreaId] }
        : { key: 'name', values: { name: reason.focusArea } };
    case 'format':
      return { key: FORMAT_KEYS[reason.format] };
  }
}
