import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminOverviewSchema, QueueOverviewSchema } from '../../shared/admin';
import { requireRole } from '../auth/session';
import { noStore } from '../http/no-store';
import { adminOverview } from './overview.service';

/** The admin console's read-only views: the overview, and the background jobs (waiting, running, failed). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, queue } = app.deps;
  const admin = { preValidation: requireRole('admin') };

  noStore(app);

  app.get('/api/admin/overview', { ...admin, schema: { response: { 200: AdminOverviewSchema } } }, () =>
    adminOverview(db, clock.now()),
  );

  app.get('/api/admin/queue', { ...admin, schema: { response: { 200: QueueOverviewSchema } } }, () =>
    queue.overview(),
  );
};
