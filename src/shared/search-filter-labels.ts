import { defineMessages, hasMessage, translate } from './i18n/catalogue';
import { languageName } from './i18n/language-names';
import { optionMessages, optionText, type OptionKey } from './i18n/options';
import { INTL_LOCALES, type Locale } from './i18n/locales';
import { formatDate } from './dates';
import { formatMoneyRange, LANGUAGES, type LanguageCode } from './facilitation-options';
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

type Value = string | number | undefined;
const isSet = (value: Value): value is string | number => value !== undefined && value !== '';

/**
 * An option's words: `kind` is its catalogue's prefix (the filter `remote` is a job's `delivery`). A value
 * that has left the list since the search was saved, as it is.
 */
function optionLabel(kind: string, value: Value, locale: Locale): string | undefined {
  if (!isSet(value)) return undefined;
  const key = `${kind}.${value}`;
  return hasMessage(optionMessages, key) ? optionText(locale, key as OptionKey) : String(value);
}

/** A session language's name: "German" in English, "Deutsch" in German; an unknown code as it is. */
function languageLabel(value: Value, locale: Locale): string | undefined {
  if (!isSet(value)) return undefined;
  const code = String(value);
  return Object.hasOwn(LANGUAGES, code) ? languageName(code as LanguageCode, locale) : code;
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
    optionLabel('delivery', filters.remote, locale),
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
