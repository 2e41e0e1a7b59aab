import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QueueOverviewSchema } from '../../shared/admin';
import { requireRole } from '../auth/session';

/** The admin's view of the background jobs: how many wait, run and fail, and the latest failures. */
export const queueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { queue } = app.deps;

  app.get(
    '/api/admin/queue',
    {
      preValidation: requireRole('admin'),
      schema: { response: { 200: QueueOverviewSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return queue.overview();
    },
  );
};
