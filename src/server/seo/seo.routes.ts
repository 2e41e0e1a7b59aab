import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HeadResolver } from '../spa/spa';

/** sitemap.xml and other crawler-facing routes. */
export const seoRoutes: FastifyPluginAsyncZod = async () => {};

/** Server-rendered <head> (title, description, JSON-LD) for pages crawlers load directly. */
export function seoHeadResolvers(_app: FastifyInstance): HeadResolver[] {
  return [];
}
