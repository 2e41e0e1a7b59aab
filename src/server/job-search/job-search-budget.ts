import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimitSpent, type HttpError } from '../http/errors';
import { JOB_SEARCH_RATE_LIMIT, JOB_SEARCH_ROUTE } from './job-search.service';

/**
 * Counts one search of the request's client against the route's own budget (the same counter, keyed by
 * the same client address): the refusal the route would answer once it is spent, else undefined.
 */
export function jobSearchBudget(
  app: FastifyInstance,
): (request: FastifyRequest) => Promise<HttpError | undefined> {
  const limit = app.createRateLimit({
    ...JOB_SEARCH_RATE_LIMIT,
    sharesLimitOf: JOB_SEARCH_ROUTE,
  } as Parameters<FastifyInstance['createRateLimit']>[0]);
  return async (request) => {
    const result = await limit(request);
    return !result.isAllowed && result.isExceeded ? rateLimitSpent(result.ttl) : undefined;
  };
}
