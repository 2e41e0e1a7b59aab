import { locationLabel } from './places';
import { formatDate } from './dates';
import {
  BUDGET_TYPE_LABELS,
  DELIVERY_LABELS,
  formatMoneyRange,
  GROUP_SIZE_LABELS,
  LANGUAGES,
  SESSION_FORMAT_LABELS,
} from './facilitation-options';
import { focusAreaById } from './focus-areas';
import { EMPLOYMENT_TYPE_LABELS, EXPERIENCE_LEVEL_LABELS } from './job-options';
import type { SearchFilters } from './saved';
import { jobsSearchPath, type SearchFilterValues } from './saved-options';

/**
 * The RSS feed of a /jobs search: its address and its title, in one place for the feed itself
 * (src/server/feeds), the server-written head of a direct load and the pages' <PageMeta>. Without Zod,
 * like job-options.ts, so that the pages linking a feed do not load the schemas.
 */

export const JOBS_FEED_PATH = '/jobs/feed.xml';

/** /jobs/feed.xml with the search's filters in its query string; the same query string as the /jobs page. */
export const jobsFeedPath = (filters: SearchFilters): string => jobsSearchPath(filters, JOBS_FEED_PATH);

/** A saved search's filters as stored: plain values (an old value may have left the lists since). */
export type StoredSearchFilters = SearchFilterValues;

const labelOf = (labels: Record<string, string>, value: string | number | undefined) =>
  value === undefined || value === ''
    ? undefined
    : Object.hasOwn(labels, String(value))
      ? labels[String(value)]
      : String(value);

const dayOf = (value: string | number | undefined) =>
  value === undefined || value === '' ? undefined : formatDate(String(value));

/** "from 1 May 2027", "until 30 June 2027", "1 May 2027 to 30 June 2027". */
function sessionRangeLabel(from: string | undefined, to: string | undefined): string | undefined {
  if (from && to) return `${from} to ${to}`;
  if (from) return `from ${from}`;
  if (to) return `until ${to}`;
  return undefined;
}

/** "budget ≥ €1,000", "budget ≤ €2,000", "budget €1,000–€2,000", in the search's currency (EUR unless given). */
function budgetLabel(filters: StoredSearchFilters): string | undefined {
  const amount = (value: string | number | undefined) =>
    value === undefined || value === '' || !Number.isFinite(Number(value)) ? null : Number(value);
  const min = amount(filters.budgetMin);
  const max = amount(filters.budgetMax);
  if (min === null && max === null) return undefined;
  const currency = typeof filters.currency === 'string' && filters.currency ? filters.currency : 'EUR';
  const money = (value: number) => formatMoneyRange({ min: value, max: value, currency }, 'en-GB');
  if (min !== null && max !== null) return `budget ${formatMoneyRange({ min, max, currency }, 'en-GB')}`;
  return min !== null ? `budget ≥ ${money(min)}` : `budget ≤ ${money(max!)}`;
}

/** The labels of a search's filters besides its keyword, in the order /jobs shows its filters. */
export function searchFilterLabels(filters: StoredSearchFilters): string[] {
  const focusArea = filters.focusArea === undefined ? undefined : String(filters.focusArea);
  return [
    focusArea ? (focusAreaById(focusArea)?.label ?? focusArea) : undefined,
    labelOf(DELIVERY_LABELS, filters.remote),
    labelOf(EMPLOYMENT_TYPE_LABELS, filters.employmentType),
    labelOf(EXPERIENCE_LEVEL_LABELS, filters.experience),
    labelOf(SESSION_FORMAT_LABELS, filters.format),
    labelOf(GROUP_SIZE_LABELS, filters.groupSize),
    labelOf(LANGUAGES, filters.language),
    sessionRangeLabel(dayOf(filters.sessionFrom), dayOf(filters.sessionTo)),
    budgetLabel(filters),
    labelOf(BUDGET_TYPE_LABELS, filters.budgetType),
    filters.location === undefined
      ? undefined
      : locationLabel(
          String(filters.location),
          filters.radius === undefined ? undefined : Number(filters.radius),
        ),
  ].filter((part): part is string => !!part);
}

/** What a search narrows the jobs down to, "Agile & Scrum · workshop · Virtual"; '' for all jobs. */
export function jobSearchSummary(filters: StoredSearchFilters): string {
  // The focus area leads (a topic's feed), then the keyword, then the other filters.
  const [focusArea] = searchFilterLabels({ focusArea: filters.focusArea });
  return [
    focusArea,
    filters.q === undefined ? undefined : String(filters.q),
    ...searchFilterLabels({ ...filters, focusArea: undefined }),
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
