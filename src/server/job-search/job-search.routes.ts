import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JobSearchQuerySchema, JobSearchResponseSchema } from '../../shared/job-search';
import { JOB_SEARCH_RATE_LIMIT, JOB_SEARCH_ROUTE, jobSearchOf } from './job-search.service';

/** External job search proxy (JSearch) with a fallback over our own jobs. */
export const jobSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = jobSearchOf(app.deps);

  app.get(
    JOB_SEARCH_ROUTE.url,
    {
      // The global limiter lets GETs through; this route opts back in with its own, stricter budget.
      config: { rateLimit: JOB_SEARCH_RATE_LIMIT },
      schema: { querystring: JobSearchQuerySchema, response: { 200: JobSearchResponseSchema } },
    },
    async (request) => search(request.query, request.log),
  );
};
