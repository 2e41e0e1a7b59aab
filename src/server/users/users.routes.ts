import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../shared/pagination';
import {
  AdminUserResponseSchema,
  AdminUsersPageSchema,
  AdminUsersQuerySchema,
  SuspendSchema,
} from '../../shared/reports';
import { requireRole, signedInUser } from '../auth/session';
import { IdParams } from '../http/params';
import { noStore } from '../http/no-store';
import { suspendAccount, toAdminUser, unsuspendAccount } from './suspension.service';
import { listUsers } from './users.repo';

/** The admin console's Users page: find accounts, suspend and unsuspend them. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app.deps;
  const admin = { preValidation: requireRole('admin') };
  noStore(app);

  app.get(
    '/api/admin/users',
    { ...admin, schema: { querystring: AdminUsersQuerySchema, response: { 200: AdminUsersPageSchema } } },
    async (request) => {
      const params = request.query;
      const { rows, total } = await listUsers(db, params);
      return toPage(
        rows.map((row) => toAdminUser(config, row)),
        total,
        params.page,
        params.pageSize,
      );
    },
  );

  app.post(
    '/api/admin/users/:id/suspend',
    {
      ...admin,
      schema: { params: IdParams, body: SuspendSchema, response: { 200: AdminUserResponseSchema } },
    },
    async (request) => {
      const actor = signedInUser(request);
      const user = await db.transaction((tx) =>
        suspendAccount(tx, config, actor, request.params.id, request.body.reason, clock.now()),
      );
      request.log.info({ userId: user.id }, 'user suspended');
      return { user };
    },
  );

  app.post(
    '/api/admin/users/:id/unsuspend',
    { ...admin, schema: { params: IdParams, response: { 200: AdminUserResponseSchema } } },
    async (request) => {
      const actor = signedInUser(request);
      const user = await db.transaction((tx) =>
        unsuspendAccount(tx, config, actor, request.params.id, clock.now()),
      );
      request.log.info({ userId: user.id }, 'user unsuspended');
      return { user };
    },
  );
};
