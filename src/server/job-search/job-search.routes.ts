import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JobSearchQuerySchema, JobSearchResponseSchema, type JobSearchParams } from '../../shared/job-search';
import { searchJSearch, type JSearchSettings, type ProviderResults } from './jsearch-client';
import { searchPublishedJobs } from './local-search';
import { TtlCache } from '../cache/ttl-cache';

const JOB_SEARCH_CACHE_ENTRIES = 200;
const JOB_SEARCH_CACHE_TTL_MS = 10 * 60_000;
/** Per client IP: each provider call costs money, and the fallback runs a full-text query. */
const JOB_SEARCH_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

/** Identical searches differ only in case and spacing; the schema has already trimmed and collapsed spaces. */
const cacheKey = (params: JobSearchParams) =>
  JSON.stringify([params.query.toLowerCase(), params.location.toLowerCase(), params.remote]);

/** External job search proxy (JSearch) with a fallback over our own jobs. */
export const jobSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;
  const baseUrl = config.SITE_URL;
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

  app.get(
    '/api/job-search',
    {
      // The global limiter lets GETs through; this route opts back in with its own, stricter budget.
      config: { rateLimit: { ...JOB_SEARCH_RATE_LIMIT, allowList: () => false } },
      schema: { querystring: JobSearchQuerySchema, response: { 200: JobSearchResponseSchema } },
    },
    async (request) => {
      const params = request.query;
      if (!provider) {
        return { source: 'facilitatorhub' as const, data: await searchPublishedJobs(db, params, baseUrl) };
      }
      const { data } = await cache.getOrLoad(
        cacheKey(params),
        () => searchJSearch(provider, params, request.log),
        (results) => results.complete,
      );
      return { source: 'jsearch' as const, data };
    },
  );
};
