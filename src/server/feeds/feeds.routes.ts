import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOCALES, localizedPath } from '../../shared/i18n/locales';
import { JOBS_FEED_PATH } from '../../shared/job-feeds';
import { ratesForBudgetFilter } from '../exchange-rates/exchange-rates.service';
import { isBotRequest } from '../insights/insight-visit';
import { buildJobsFeed, JobsFeedQuerySchema, type JobsFeed } from './jobs-feed';

/** Feed readers poll; a few minutes of reuse spare the database without keeping a closed job around long. */
const FEED_CACHE_CONTROL = 'public, max-age=300';

/**
 * GET /jobs/feed.xml (and /de/jobs/feed.xml, in German): any /jobs search as RSS 2.0 (jobs-feed.ts).
 * Conditional requests get 304. A static route, so neither the web app's catch-all nor the /jobs/:id page
 * head ever answers this address.
 */
export const feedsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  for (const locale of LOCALES)
    app.get(
      localizedPath(locale, JOBS_FEED_PATH),
      // Bad filter values get the API's 400 (the shared error shape, with each field's message).
      { schema: { querystring: JobsFeedQuerySchema } },
      async (request, reply) => {
        const rates = await ratesForBudgetFilter(db, request.query);
        const feed = await buildJobsFeed(db, request.query, config.SITE_URL, rates, locale);
        reply.header('cache-control', FEED_CACHE_CONTROL).header('etag', feed.etag);
        if (feed.lastModified) reply.header('last-modified', feed.lastModified.toUTCString());
        if (isNotModified(request, feed)) return reply.status(304).send();
        // An appearance in a feed a reader fetched anew (a crawler's fetch is not one).
        if (!isBotRequest(request))
          for (const id of feed.jobIds) app.insights.counter.count('job', id, 'impression', 'rss');
        return reply.type('application/rss+xml; charset=utf-8').send(feed.xml);
      },
    );
};

/**
 * RFC 9110 §13.1: If-None-Match decides when sent (any listed tag, weak or strong, or *); otherwise
 * If-Modified-Since, to the second. An edit shows in both; a job leaving the list only in the ETag,
 * which readers send along.
 */
function isNotModified(request: FastifyRequest, feed: JobsFeed): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(feed.etag);
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (!ifModifiedSince || !feed.lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(feed.lastModified.getTime() / 1000) * 1000 <= since;
}
