import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminOverviewSchema, QueueOverviewSchema } from '../../shared/admin';
import {
  AdminEngagementDetailSchema,
  AdminEngagementParams,
  AdminEngagementsPageSchema,
  AdminEngagementsQuerySchema,
} from '../../shared/admin-engagements';
import { requireRole, signedInUser } from '../auth/session';
import { noStore } from '../http/no-store';
import { adminEngagement, adminEngagementsPage, resolveEngagementFlag } from './flagged-engagements.service';
import { adminOverview } from './overview.service';

/**
 * The admin console's overview, its background jobs (waiting, running, failed), and the engagements a
 * party flagged for the operator's help, which the operator resolves.
 */
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

  app.get(
    '/api/admin/engagements',
    {
      ...admin,
      schema: { querystring: AdminEngagementsQuerySchema, response: { 200: AdminEngagementsPageSchema } },
    },
    async (request) =>
      adminEngagementsPage(db, request.query.filter, request.query.page, request.query.pageSize),
  );

  app.get(
    '/api/admin/engagements/:id',
    { ...admin, schema: { params: AdminEngagementParams, response: { 200: AdminEngagementDetailSchema } } },
    async (request) => adminEngagement(db, request.params.id),
  );

  app.post(
    '/api/admin/engagements/:id/resolve',
    { ...admin, schema: { params: AdminEngagementParams, response: { 200: AdminEngagementDetailSchema } } },
    async (request) => resolveEngagementFlag(db, signedInUser(request), request.params.id, clock.now()),
  );
};
