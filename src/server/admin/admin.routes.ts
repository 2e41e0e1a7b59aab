import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminOverviewSchema } from '../../shared/admin';
import { requireRole } from '../auth/session';
import { adminOverview } from './overview.service';

/** The admin console's overview. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/api/admin/overview',
    {
      preValidation: requireRole('admin'),
      schema: { response: { 200: AdminOverviewSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminOverview(db, clock.now());
    },
  );
};
