import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ModerationDecisionSchema,
  ModerationQueueQuerySchema,
  ModerationQueueSchema,
  RejectJobSchema,
} from '../../shared/moderation';
import { requireRole, signedInUser } from '../auth/session';
import { noStore } from '../http/no-store';
import { IdParams } from '../http/params';
import { approveJob, moderationQueue, rejectJob, type ModerationDeps } from './moderation.service';

/** The admin console's moderation: the jobs waiting for review, approve, reject with a reason. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config, mailer, metrics } = app.deps;
  const admin = { preValidation: requireRole('admin') };
  noStore(app);

  const decisionDeps = (request: Parameters<typeof signedInUser>[0]): ModerationDeps => {
    const user = signedInUser(request);
    return {
      admin: { id: user.id, email: user.email },
      mailer,
      siteUrl: config.SITE_URL,
      ttlDays: config.JOB_TTL_DAYS,
      now: clock.now(),
      jobsPublished: metrics.jobsPublished,
    };
  };

  app.get(
    '/api/admin/moderation',
    {
      ...admin,
      schema: { querystring: ModerationQueueQuerySchema, response: { 200: ModerationQueueSchema } },
    },
    (request) => moderationQueue(db, request.query.page, request.query.pageSize),
  );

  app.post(
    '/api/admin/jobs/:id/approve',
    { ...admin, schema: { params: IdParams, response: { 200: ModerationDecisionSchema } } },
    async (request) => {
      const decision = await approveJob(db, decisionDeps(request), request.params.id);
      request.log.info({ jobId: decision.id }, 'job approved');
      return decision;
    },
  );

  app.post(
    '/api/admin/jobs/:id/reject',
    {
      ...admin,
      schema: { params: IdParams, body: RejectJobSchema, response: { 200: ModerationDecisionSchema } },
    },
    async (request) => {
      const decision = await rejectJob(db, decisionDeps(request), request.params.id, request.body.reason);
      request.log.info({ jobId: decision.id }, 'job rejected');
      return decision;
    },
  );
};
