import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrganisationResponseSchema,
  AdminOrganisationsPageSchema,
  AdminOrganisationsQuerySchema,
  AdminUserResponseSchema,
  AdminUsersPageSchema,
  AdminUsersQuerySchema,
  SuspendSchema,
} from '../../shared/reports';
import { requireRole, signedInUser } from '../auth/session';
import { IdParams } from '../http/params';
import { noStore } from '../http/no-store';
import {
  adminOrganisationsPage,
  adminUsersPage,
  suspendOrganisation,
  suspendUser,
  unsuspendOrganisation,
  unsuspendUser,
} from './suspension.service';

/**
 * The admin console's Users and Organisations pages: find accounts and organisations, suspend and
 * unsuspend them.
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { preValidation: requireRole('admin') };
  noStore(app);

  app.get(
    '/api/admin/users',
    { ...admin, schema: { querystring: AdminUsersQuerySchema, response: { 200: AdminUsersPageSchema } } },
    async (request) => adminUsersPage(app.deps, request.query),
  );

  app.post(
    '/api/admin/users/:id/suspend',
    {
      ...admin,
      schema: { params: IdParams, body: SuspendSchema, response: { 200: AdminUserResponseSchema } },
    },
    async (request) => {
      const actor = signedInUser(request);
      const user = await suspendUser(app.deps, actor, request.params.id, request.body.reason);
      request.log.info({ userId: user.id }, 'user suspended');
      return { user };
    },
  );

  app.post(
    '/api/admin/users/:id/unsuspend',
    { ...admin, schema: { params: IdParams, response: { 200: AdminUserResponseSchema } } },
    async (request) => {
      const actor = signedInUser(request);
      const user = await unsuspendUser(app.deps, actor, request.params.id);
      request.log.info({ userId: user.id }, 'user unsuspended');
      return { user };
    },
  );

  app.get(
    '/api/admin/organisations',
    {
      ...admin,
      schema: { querystring: AdminOrganisationsQuerySchema, response: { 200: AdminOrganisationsPageSchema } },
    },
    async (request) => adminOrganisationsPage(app.deps, request.query),
  );

  app.post(
    '/api/admin/organisations/:id/suspend',
    {
      ...admin,
      schema: { params: IdParams, body: SuspendSchema, response: { 200: AdminOrganisationResponseSchema } },
    },
    async (request) => {
      const actor = signedInUser(request);
      const organisation = await suspendOrganisation(app.deps, actor, request.params.id, request.body.reason);
      request.log.info({ organisationId: organisation.id }, 'organisation suspended');
      return { organisation };
    },
  );

  app.post(
    '/api/admin/organisations/:id/unsuspend',
    { ...admin, schema: { params: IdParams, response: { 200: AdminOrganisationResponseSchema } } },
    async (request) => {
      const actor = signedInUser(request);
      const organisation = await unsuspendOrganisation(app.deps, actor, request.params.id);
      request.log.info({ organisationId: organisation.id }, 'organisation unsuspended');
      return { organisation };
    },
  );
};
