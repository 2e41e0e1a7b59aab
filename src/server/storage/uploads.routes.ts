import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Logo and avatar uploads, and serving them. */
export const uploadsRoutes: FastifyPluginAsyncZod = async () => {};
