import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** In-app notifications and the live event stream. */
export const notificationsRoutes: FastifyPluginAsyncZod = async () => {};
