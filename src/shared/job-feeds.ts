import { DELIVERY_LABELS } from './facilitation-options';
import { focusAreaById } from './focus-areas';
import { EMPLOYMENT_TYPE_LABELS, EXPERIENCE_LEVEL_LABELS } from './job-options';
import type { SearchFilters } from './saved';
import { jobsSearchPath } from './saved-options';

/**
 * The RSS feed of a /jobs search: its address and its title, in one place for the feed itself
 * (src/server/feeds), the server-written head of a direct load and the pages' <PageMeta>. Without Zod,
 * like job-options.ts, so that the pages linking a feed do not load the schemas.
 */

export const JOBS_FEED_PATH = '/jobs/feed.xml';

/** /jobs/feed.xml with the search's filters in its query string; the same query string as the /jobs page. */
export const jobsFeedPath = (filters: SearchFilters): string => jobsSearchPath(filters, JOBS_FEED_PATH);

/** A saved search's filters as stored: plain strings (an old value may have left the lists since). */
export type StoredSearchFilters = Partial<Record<keyof SearchFilters, string>>;

const labelOf = (labels: Record<string, string>, value: string | undefined) =>
  value ? (Object.hasOwn(labels, value) ? labels[value] : value) : undefined;

/** The labels of a search's filters besides its keyword, in the order /jobs shows its filters. */
export function searchFilterLabels(filters: StoredSearchFilters): string[] {
  return [
    filters.focusArea ? (focusAreaById(filters.focusArea)?.label ?? filters.focusArea) : undefined,
    labelOf(DELIVERY_LABELS, filters.remote),
    labelOf(EMPLOYMENT_TYPE_LABELS, filters.employmentType),
    labelOf(EXPERIENCE_LEVEL_LABELS, filters.experience),
  ].filter((part): part is string => !!part);
}

/** What a search narrows the jobs down to, "Agile & Scrum · workshop · Virtual"; '' for all jobs. */
export function jobSearchSummary(filters: StoredSearchFilters): string {
  // The focus area leads (a topic's feed), then the keyword, then the other filters.
  const [focusArea] = searchFilterLabels({ focusArea: filters.focusArea });
  return [focusArea, filters.q, ...searchFilterLabels({ ...filters, focusArea: undefined })]
    .filter(Boolean)
    .join(' · ');
}

/** "Facilitation jobs", then what the search narrows down to: "Facilitation jobs: Agile & Scrum · workshop". */
export function jobsFeedTitle(filters: SearchFilters): string {
  const summary = jobSearchSummary(filters);
  return summary ? `Facilitation jobs: ${summary}` : 'Facilitation jobs';
}

/** What a page's head links as its feed (<link rel="alternate" type="application/rss+xml">). */
export interface FeedLink {
  title: string;
  /** Site-relative; made absolute against the site's address where it is written. */
  path: string;
}

export const jobsFeedLink = (filters: SearchFilters): FeedLink => ({
  title: jobsFeedTitle(filters),
  path: jobsFeedPath(filters),
});
