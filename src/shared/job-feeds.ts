import { focusAreaLabel } from './focus-areas';
import { EMPLOYMENT_TYPE_LABELS, EXPERIENCE_LEVEL_LABELS, REMOTE_SHORT_LABELS } from './job-options';
import type { SearchFilters } from './saved';

/**
 * The RSS feed of a /jobs search: its address and its title, in one place for the feed itself
 * (src/server/feeds), the server-written head of a direct load and the pages' <PageMeta>. Without Zod,
 * like job-options.ts, so that the pages linking a feed do not load the schemas.
 */

export const JOBS_FEED_PATH = '/jobs/feed.xml';

/** The filters in the order jobsSearchPath (saved.ts) writes them, so that a feed's address is its search's. */
const FEED_FILTER_KEYS = ['q', 'focusArea', 'remote', 'employmentType', 'experience'] as const;

/** /jobs/feed.xml with the search's filters in its query string; the same query string as the /jobs page. */
export function jobsFeedPath(filters: SearchFilters): string {
  const params = new URLSearchParams();
  for (const key of FEED_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${JOBS_FEED_PATH}?${query}` : JOBS_FEED_PATH;
}

/** What a search narrows the jobs down to, "Agile & Scrum · workshop · Remote"; '' for all jobs. */
export function jobSearchSummary(filters: SearchFilters): string {
  return [
    filters.focusArea ? focusAreaLabel(filters.focusArea) : undefined,
    filters.q,
    filters.remote ? REMOTE_SHORT_LABELS[filters.remote] : undefined,
    filters.employmentType ? EMPLOYMENT_TYPE_LABELS[filters.employmentType] : undefined,
    filters.experience ? EXPERIENCE_LEVEL_LABELS[filters.experience] : undefined,
  ]
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
