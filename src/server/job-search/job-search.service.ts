import type { JobSearchParams, JobSearchResponse } from '../../shared/job-search';
import type { AppDeps } from '../deps';
import { TtlCache } from '../cache/ttl-cache';
import { searchJSearch, type JSearchSettings, type ProviderResults } from './jsearch-client';
import { searchPublishedJobs } from './local-search';

const JOB_SEARCH_CACHE_ENTRIES = 200;
const JOB_SEARCH_CACHE_TTL_MS = 10 * 60_000;

/** The API route whose per-client budget every job search counts against. */
export const JOB_SEARCH_ROUTE = { method: 'GET', url: '/api/job-search' } as const;
/**
 * Per client IP: each provider call costs money, and the fallback runs a full-text query. The global
 * limiter lets GETs through; the route, and a server-rendered /job-search, opt back in with this budget.
 */
export const JOB_SEARCH_RATE_LIMIT = { max: 30, timeWindow: 60_000, allowList: () => false } as const;

/** Identical searches differ only in case and spacing; the schema has already trimmed and collapsed spaces. */
const cacheKey = (params: JobSearchParams) =>
  JSON.stringify([params.query.toLowerCase(), params.location.toLowerCase(), params.remote]);

/** The logger a search writes its provider's failures to (the request's). */
type Log = Parameters<typeof searchJSearch>[2];

export type JobSearch = (params: JobSearchParams, log: Log) => Promise<JobSearchResponse>;

const searches = new WeakMap<AppDeps, JobSearch>();

/**
 * The job search (JSearch, with a cache of its answers), or our own published jobs without a provider
 * key. One per app, so the API route and the server-rendered page share the cache.
 */
export function jobSearchOf(deps: AppDeps): JobSearch {
  const known = searches.get(deps);
  if (known) return known;
  const { config, db } = deps;
  const provider: JSearchSettings | undefined = config.JSEARCH_API_KEY
    ? {
        apiKey: config.JSEARCH_API_KEY,
        baseUrl: config.JSEARCH_BASE_URL,
        host: config.JSEARCH_HOST,
        timeoutMs: config.JSEARCH_TIMEOUT_MS,
      }
    : undefined;
  const cache = new TtlCache<ProviderResults>({
    maxEntries: JOB_SEARCH_CACHE_ENTRIES,
    ttlMs: JOB_SEARCH_CACHE_TTL_MS,
  });
  const search: JobSearch = async (params, log) => {
    if (!provider) {
      return { source: 'facilitatorhub', data: await searchPublishedJobs(db, params, config.SITE_URL) };
    }
    const { data } = await cache.getOrLoad(
      cacheKey(params),
      () => searchJSearch(provider, params, log),
      (results) => results.complete,
    );
    return { source: 'jsearch', data };
  };
  searches.set(deps, search);
  return search;
}
