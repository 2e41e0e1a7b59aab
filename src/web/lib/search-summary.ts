import { focusAreaById } from '../../shared/focus-areas';
import {
  EMPLOYMENT_TYPE_LABELS,
  EXPERIENCE_LEVEL_LABELS,
  REMOTE_SHORT_LABELS,
} from '../../shared/job-options';
import type { SearchFilters } from '../../shared/saved';
import { SAVED_SEARCH_NAME_MAX } from '../../shared/saved-options';

/** A saved search's filters as stored: plain strings (an old value may have left the lists since). */
export type StoredFilters = Partial<Record<keyof SearchFilters, string>>;

const label = (labels: Record<string, string>, value: string | undefined) =>
  value ? (Object.hasOwn(labels, value) ? labels[value] : value) : undefined;

/** The filters' labels besides the keyword, in the order /jobs shows its filters. */
function filterLabels(filters: StoredFilters): string[] {
  return [
    filters.focusArea ? (focusAreaById(filters.focusArea)?.label ?? filters.focusArea) : undefined,
    label(REMOTE_SHORT_LABELS, filters.remote),
    label(EMPLOYMENT_TYPE_LABELS, filters.employmentType),
    label(EXPERIENCE_LEVEL_LABELS, filters.experience),
  ].filter((part): part is string => !!part);
}

/** How the alerts page describes a search: `“agile coach” · Remote · Full-time`, or "All jobs". */
export function searchSummary(filters: StoredFilters): string {
  const parts = [filters.q ? `“${filters.q}”` : undefined, ...filterLabels(filters)].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'All jobs';
}

/** The name "Save this search" suggests: `Agile coach · Remote`, within the name's limit. */
export function suggestedSearchName(filters: StoredFilters): string {
  const keyword = filters.q?.trim();
  const parts = [
    keyword ? keyword[0]!.toUpperCase() + keyword.slice(1) : undefined,
    ...filterLabels(filters),
  ];
  const name = parts.filter(Boolean).join(' · ') || 'All jobs';
  return name.length > SAVED_SEARCH_NAME_MAX ? name.slice(0, SAVED_SEARCH_NAME_MAX).trim() : name;
}
