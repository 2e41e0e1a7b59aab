import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Request Access form submissions and the admin list. */
export const accessRequestsRoutes: FastifyPluginAsyncZod = async () => {};
