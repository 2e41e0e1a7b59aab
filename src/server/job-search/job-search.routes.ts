import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** External job search proxy (JSearch) with a fallback over our own jobs. */
export const jobSearchRoutes: FastifyPluginAsyncZod = async () => {};
