import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminOverviewSchema, QueueOverviewSchema } from '../../shared/admin';
import { requireRole } from '../auth/session';
import { adminOverview } from './overview.service';

/** The admin console's read-only views: the overview, and the background jobs (waiting, running, failed). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, queue } = app.deps;
  const admin = { preValidation: requireRole('admin') };

  // Both change all the time: never cached.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/overview', { ...admin, schema: { response: { 200: AdminOverviewSchema } } }, () =>
    adminOverview(db, clock.now()),
  );

  app.get('/api/admin/queue', { ...admin, schema: { response: { 200: QueueOverviewSchema } } }, () =>
    queue.overview(),
  );
};
