import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminReportsQuerySchema,
  ReportedTargetsPageSchema,
  ReportReceivedSchema,
  ReportSchema,
  ReportsResolvedSchema,
  ReportTargetParams,
  SuspendSchema,
  type ReportTargetType,
} from '../../shared/reports';
import { principalId, requireRole, signedInUser } from '../auth/session';
import { noStore } from '../http/no-store';
import { dismissReports, hideTarget, suspendOwner } from './report-actions.service';
import { createReport, listReportedTargets } from './reports.service';

/** Reports: any signed-in user reports a job, a profile or a message written to them; admins settle them on the Reports page. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app.deps;
  const admin = { preValidation: requireRole('admin') };
  noStore(app);

  app.post(
    '/api/reports',
    {
      preValidation: requireRole('any'),
      schema: { body: ReportSchema, response: { 201: ReportReceivedSchema } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await createReport(db, user.id, request.body, clock.now(), principalId(user) ?? user.id);
      request.log.info(
        { targetType: request.body.targetType, targetId: request.body.targetId },
        'report received',
      );
      return reply.status(201).send({ received: true });
    },
  );

  app.get(
    '/api/admin/reports',
    {
      ...admin,
      schema: { querystring: AdminReportsQuerySchema, response: { 200: ReportedTargetsPageSchema } },
    },
    async (request) => listReportedTargets(db, config, request.query.page, request.query.pageSize),
  );

  const target = (params: { targetType: ReportTargetType; targetId: string }) => ({
    type: params.targetType,
    id: params.targetId,
  });

  app.post(
    '/api/admin/reports/:targetType/:targetId/dismiss',
    { ...admin, schema: { params: ReportTargetParams, response: { 200: ReportsResolvedSchema } } },
    async (request) => ({
      resolved: await dismissReports(db, signedInUser(request), target(request.params), clock.now()),
    }),
  );

  app.post(
    '/api/admin/reports/:targetType/:targetId/hide',
    { ...admin, schema: { params: ReportTargetParams, response: { 200: ReportsResolvedSchema } } },
    async (request) => ({
      resolved: await hideTarget(db, signedInUser(request), target(request.params), clock.now()),
    }),
  );

  app.post(
    '/api/admin/reports/:targetType/:targetId/suspend-owner',
    {
      ...admin,
      schema: { params: ReportTargetParams, body: SuspendSchema, response: { 200: ReportsResolvedSchema } },
    },
    async (request) => ({
      resolved: await suspendOwner(
        db,
        app.deps,
        signedInUser(request),
        target(request.params),
        request.body.reason,
        clock.now(),
      ),
    }),
  );
};
