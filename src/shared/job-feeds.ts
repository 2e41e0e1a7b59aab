import { defineMessages, translate } from './i18n/catalogue';
import { DEFAULT_LOCALE, localizedPath, type Locale } from './i18n/locales';
import type { SearchFilters } from './saved';
import { jobsSearchPath, type SearchFilterValues } from './saved-options';
import { searchFilterLabels } from './search-filter-labels';
import en from './i18n/messages/en/feeds.json' with { type: 'json' };
import de from './i18n/messages/de/feeds.json' with { type: 'json' };

/**
 * The RSS feed of a /jobs search: its address and its title, in one place for the feed itself
 * (src/server/feeds), the server-written head of a direct load and the pages' <PageMeta>. Without Zod,
 * like job-options.ts, so that the pages linking a feed do not load the schemas.
 */

/** The jobs feeds' own words (their title and description, "Apply by …"), per language. */
export const feedMessages = defineMessages('feeds', { en, de });

export const JOBS_FEED_PATH = '/jobs/feed.xml';

/** /jobs/feed.xml with the search's filters in its query string; the same query string as the /jobs page. */
export const jobsFeedPath = (filters: SearchFilters): string => jobsSearchPath(filters, JOBS_FEED_PATH);

/** A saved search's filters as stored: plain values (an old value may have left the lists since). */
export type StoredSearchFilters = SearchFilterValues;

/** What a search narrows the jobs down to, "Agile & Scrum · workshop · Virtual"; '' for all jobs. */
export function jobSearchSummary(filters: StoredSearchFilters, locale: Locale = DEFAULT_LOCALE): string {
  // The focus area leads (a topic's feed), then the keyword, then the other filters.
  const [focusArea] = searchFilterLabels({ focusArea: filters.focusArea }, locale);
  return [
    focusArea,
    filters.q === undefined ? undefined : String(filters.q),
    ...searchFilterLabels({ ...filters, focusArea: undefined }, locale),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "Facilitation jobs", then what the search narrows down to: "Facilitation jobs: Agile & Scrum · workshop". */
export function jobsFeedTitle(filters: SearchFilters, locale: Locale = DEFAULT_LOCALE): string {
  const summary = jobSearchSummary(filters, locale);
  return summary
    ? translate(locale, feedMessages, 'titleFor', { summary })
    : translate(locale, feedMessages, 'title');
}

/** What a page's head links as its feed (<link rel="alternate" type="application/rss+xml">). */
export interface FeedLink {
  title: string;
  /** Site-relative; made absolute against the site's address where it is written. */
  path: string;
}

/** The feed of a search in the page's language: /de/jobs/feed.xml for a German page. */
export const jobsFeedLink = (filters: SearchFilters, locale: Locale = DEFAULT_LOCALE): FeedLink => ({
  title: jobsFeedTitle(filters, locale),
  path: localizedPath(locale, jobsFeedPath(filters)),
});
