import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Applications: apply, review, status changes, withdrawals. */
export const applicationsRoutes: FastifyPluginAsyncZod = async () => {};
