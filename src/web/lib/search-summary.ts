import type { StoredSearchFilters } from '../../shared/job-feeds';
import type { Locale } from '../../shared/i18n/locales';
import { SAVED_SEARCH_NAME_MAX } from '../../shared/saved-options';
import { allJobsLabel, quotedKeyword, searchFilterLabels } from '../../shared/search-filter-labels';

/** A saved search's filters as stored: plain strings (an old value may have left the lists since). */
export type StoredFilters = StoredSearchFilters;

/**
 * How the alerts page describes a search, every filter in words: `“agile coach” · Virtual · Workshop ·
 * 11–25 people · German · from 1 May 2027 · budget ≥ €1,000`, or "All jobs"; in German `„agile coach“ ·
 * Online · …`.
 */
export function searchSummary(filters: StoredFilters, locale: Locale = 'en'): string {
  const parts = [
    filters.q ? quotedKeyword(String(filters.q), locale) : undefined,
    ...searchFilterLabels(filters, locale),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : allJobsLabel(locale);
}

/** The name "Save this search" suggests: `Agile coach · Virtual`, within the name's limit. */
export function suggestedSearchName(filters: StoredFilters, locale: Locale = 'en'): string {
  const keyword = filters.q === undefined ? undefined : String(filters.q).trim();
  const parts = [
    keyword ? keyword[0]!.toUpperCase() + keyword.slice(1) : undefined,
    ...searchFilterLabels(filters, locale),
  ];
  const name = parts.filter(Boolean).join(' · ') || allJobsLabel(locale);
  return name.length > SAVED_SEARCH_NAME_MAX ? name.slice(0, SAVED_SEARCH_NAME_MAX).trim() : name;
}
