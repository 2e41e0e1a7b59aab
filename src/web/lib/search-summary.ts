import { searchFilterLabels, type StoredSearchFilters } from '../../shared/job-feeds';
import { SAVED_SEARCH_NAME_MAX } from '../../shared/saved-options';

/** A saved search's filters as stored: plain strings (an old value may have left the lists since). */
export type StoredFilters = StoredSearchFilters;

/**
 * How the alerts page describes a search, every filter in words: `“agile coach” · Virtual · Workshop ·
 * 11–25 people · German · from 1 May 2027 · budget ≥ €1,000`; '' for a search of all jobs (the page
 * says so in its language).
 */
export function searchSummary(filters: StoredFilters): string {
  return [filters.q ? `“${String(filters.q)}”` : undefined, ...searchFilterLabels(filters)]
    .filter(Boolean)
    .join(' · ');
}

/** The name "Save this search" suggests: `Agile coach · Virtual`, within the name's limit. */
export function suggestedSearchName(filters: StoredFilters): string {
  const keyword = filters.q === undefined ? undefined : String(filters.q).trim();
  const parts = [
    keyword ? keyword[0]!.toUpperCase() + keyword.slice(1) : undefined,
    ...searchFilterLabels(filters),
  ];
  const name = parts.filter(Boolean).join(' · ') || 'All jobs';
  return name.length > SAVED_SEARCH_NAME_MAX ? name.slice(0, SAVED_SEARCH_NAME_MAX).trim() : name;
}
