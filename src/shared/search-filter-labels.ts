import { defineMessages, translate } from './i18n/catalogue';
import { INTL_LOCALES, type Locale } from './i18n/locales';
import { formatDate } from './dates';
import { formatMoneyRange, LANGUAGES } from './facilitation-options';
import { focusAreaName } from './focus-areas';
import { locationFilterOf, placeName } from './places';
import type { SearchFilterValues } from './saved-options';
import en from './i18n/messages/en/search-filters.json' with { type: 'json' };
import de from './i18n/messages/de/search-filters.json' with { type: 'json' };

/**
 * A /jobs search in words, in any language: the alerts page's summary, the name "Save this search"
 * suggests, a feed's title. Shared, because the feeds (server) and the pages (web) describe a search alike;
 * without Zod, so that a page linking a feed does not load the schemas.
 */
export const searchFilterMessages = defineMessages('search-filters', { en, de });

type SearchFilterKey = keyof typeof en;

const text = (locale: Locale, key: SearchFilterKey, values?: Record<string, string | number>) =>
  translate(locale, searchFilterMessages, key, values);

/** The message of each option of the filters that take one from a list, by filter and option. */
const OPTION_KEYS = {
  remote: { no: 'delivery.no', yes: 'delivery.yes', hybrid: 'delivery.hybrid' },
  employmentType: {
    'full-time': 'employmentType.full-time',
    'part-time': 'employmentType.part-time',
    contract: 'employmentType.contract',
    'one-time': 'employmentType.one-time',
  },
  experience: {
    entry: 'experience.entry',
    intermediate: 'experience.intermediate',
    senior: 'experience.senior',
    executive: 'experience.executive',
  },
  format: {
    workshop: 'format.workshop',
    'strategy-retreat': 'format.strategy-retreat',
    training: 'format.training',
    'team-event': 'format.team-event',
    'leadership-meeting': 'format.leadership-meeting',
    'conference-session': 'format.conference-session',
    'community-consultation': 'format.community-consultation',
    other: 'format.other',
  },
  groupSize: {
    '1-10': 'groupSize.1-10',
    '11-25': 'groupSize.11-25',
    '26-50': 'groupSize.26-50',
    '51-100': 'groupSize.51-100',
    '101-250': 'groupSize.101-250',
    '250+': 'groupSize.250+',
  },
  budgetType: {
    'fixed-fee': 'budgetType.fixed-fee',
    'day-rate': 'budgetType.day-rate',
    'hourly-rate': 'budgetType.hourly-rate',
    salary: 'budgetType.salary',
  },
} as const satisfies Record<string, Record<string, SearchFilterKey>>;

type Value = string | number | undefined;
const isSet = (value: Value): value is string | number => value !== undefined && value !== '';

/** An option's name; a value that has left the list since it was saved, as it is. */
function optionLabel(filter: keyof typeof OPTION_KEYS, value: Value, locale: Locale): string | undefined {
  if (!isSet(value)) return undefined;
  const keys: Record<string, SearchFilterKey> = OPTION_KEYS[filter];
  return Object.hasOwn(keys, String(value)) ? text(locale, keys[String(value)]!) : String(value);
}

/** A session language's name: "German" in English, "Deutsch" in German. */
function languageLabel(value: Value, locale: Locale): string | undefined {
  if (!isSet(value)) return undefined;
  const code = String(value);
  if (locale === 'en')
    return Object.hasOwn(LANGUAGES, code) ? LANGUAGES[code as keyof typeof LANGUAGES] : code;
  return new Intl.DisplayNames([INTL_LOCALES[locale]], { type: 'language' }).of(code) ?? code;
}

/** "from 1 May 2027", "until 30 June 2027", "1 May 2027 to 30 June 2027". */
function sessionRangeLabel(filters: SearchFilterValues, locale: Locale): string | undefined {
  const day = (value: Value) => (isSet(value) ? formatDate(String(value), { locale }) : undefined);
  const from = day(filters.sessionFrom);
  const to = day(filters.sessionTo);
  if (from && to) return text(locale, 'sessions.between', { from, to });
  if (from) return text(locale, 'sessions.from', { date: from });
  if (to) return text(locale, 'sessions.until', { date: to });
  return undefined;
}

/** "budget ≥ €1,000", "budget ≤ €2,000", "budget €1,000–€2,000", in the search's currency (EUR unless given). */
function budgetLabel(filters: SearchFilterValues, locale: Locale): string | undefined {
  const amount = (value: Value) => (!isSet(value) || !Number.isFinite(Number(value)) ? null : Number(value));
  const min = amount(filters.budgetMin);
  const max = amount(filters.budgetMax);
  if (min === null && max === null) return undefined;
  const currency = typeof filters.currency === 'string' && filters.currency ? filters.currency : 'EUR';
  const money = (from: number, to: number) =>
    formatMoneyRange({ min: from, max: to, currency }, INTL_LOCALES[locale]);
  if (min !== null && max !== null) return text(locale, 'budget.between', { amount: money(min, max) });
  return min !== null
    ? text(locale, 'budget.min', { amount: money(min, min) })
    : text(locale, 'budget.max', { amount: money(max!, max!) });
}

/** "Within 50 km of Munich", "In Germany" ("Land: Deutschland"), "Remote", "Location: Bavaria". */
export function locationLabel(location: string, radius?: number, locale: Locale = 'en'): string {
  const filter = locationFilterOf(location, radius);
  switch (filter?.kind) {
    case 'near':
      return text(locale, 'location.near', { km: String(filter.radiusKm), place: filter.place.name });
    case 'country':
      return text(locale, 'location.country', { place: placeName(filter.place, locale) });
    case 'remote':
      return text(locale, 'location.remote');
    default:
      return text(locale, 'location.text', { location });
  }
}

/** The labels of a search's filters besides its keyword, in the order /jobs shows its filters. */
export function searchFilterLabels(filters: SearchFilterValues, locale: Locale = 'en'): string[] {
  const { focusArea, location, radius } = filters;
  return [
    isSet(focusArea) ? focusAreaName(String(focusArea), locale) : undefined,
    optionLabel('remote', filters.remote, locale),
    optionLabel('employmentType', filters.employmentType, locale),
    optionLabel('experience', filters.experience, locale),
    optionLabel('format', filters.format, locale),
    optionLabel('groupSize', filters.groupSize, locale),
    languageLabel(filters.language, locale),
    sessionRangeLabel(filters, locale),
    budgetLabel(filters, locale),
    optionLabel('budgetType', filters.budgetType, locale),
    location === undefined
      ? undefined
      : locationLabel(String(location), radius === undefined ? undefined : Number(radius), locale),
  ].filter((part): part is string => !!part);
}

/** A search's keyword in the language's quotes: “agile coach”, „agile coach“. */
export const quotedKeyword = (q: string, locale: Locale) => text(locale, 'keyword', { q });

/** What a search without any filter is called: "All jobs". */
export const allJobsLabel = (locale: Locale) => text(locale, 'allJobs');
