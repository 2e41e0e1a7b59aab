import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HeadResolver } from '../spa/spa';
import { focusAreaCountsRoutes } from './focus-area-counts';
import { pageHeadResolvers } from './page-heads';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

export { topicHead } from './page-heads';

/** Crawler-facing routes (sitemap.xml, robots.txt) and the public focus-area job counts. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(focusAreaCountsRoutes);
  const origin = app.deps.config.SITE_URL;

  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = sitemapXml(await sitemapEntries(app.deps.db), origin);
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(xml);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin)),
  );
};

/** Server-rendered <head> (title, description, canonical, Open Graph, JSON-LD) for pages crawlers load directly. */
export function seoHeadResolvers(app: FastifyInstance): HeadResolver[] {
  return pageHeadResolvers(app);
}
