import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SITE_NAME } from '../../shared/constants';
import { topicBySlug } from '../../shared/topics/topics';
import type { HeadResolver, PageHead } from '../spa/spa';
import { focusAreaCountsRoutes } from './focus-area-counts';

/** sitemap.xml and other crawler-facing routes, and the public focus-area job counts. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(focusAreaCountsRoutes);
};

const titled = (title: string) => `${title} | ${SITE_NAME}`;

/** The <head> of the public content pages, the same as their <PageMeta> renders in the browser. */
const PUBLIC_PAGES: Record<string, PageHead> = {
  '/focus-areas': {
    title: titled('Facilitation Focus Areas'),
    description:
      'Explore twelve facilitation focus areas, from design thinking to digital transformation, and find open jobs and expert facilitators in each.',
  },
  '/request-access': {
    title: titled('Request Access'),
    description: `Request access to ${SITE_NAME} as a facilitator or as a company posting jobs. Requests are reviewed within 1-2 business days.`,
  },
};

const TOPIC_PATH = /^\/topics\/([^/]+)\/?$/;

export function topicHead(pathname: string): PageHead | undefined {
  const match = TOPIC_PATH.exec(pathname);
  if (!match) return undefined;
  const topic = topicBySlug(match[1]);
  if (!topic) return { title: titled('Topic Not Found'), status: 404 };
  return { title: titled(topic.title), description: topic.description };
}

/** Server-rendered <head> (title, description, JSON-LD) for pages crawlers load directly. */
export function seoHeadResolvers(_app: FastifyInstance): HeadResolver[] {
  return [async (pathname) => PUBLIC_PAGES[pathname.replace(/\/$/, '')] ?? topicHead(pathname)];
}
