import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { focusAreaCountsRoutes } from './focus-area-counts';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

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
