import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyJobListQuerySchema,
  CompanyJobListResponseSchema,
  earliestTodayIso,
  JOB_LIFECYCLE_ACTIONS,
  JobDetailSchema,
  JobListQuerySchema,
  JobListResponseSchema,
  makePostJobSchema,
  UpdateJobSchema,
  type JobLifecycleAction,
} from '../../shared/jobs';
import { getCurrentUser, principalId, requireRole, signedInCompany } from '../auth/session';
import { countImpressions } from '../insights/insight-visit';
import { IdParams } from '../http/params';
import { TtlCache } from '../cache/ttl-cache';
import {
  changeJobStatus,
  companyJobsPage,
  createJob,
  duplicateJob,
  editJob,
  getVisibleJob,
  listJobBoard,
} from './jobs.service';

/** Job postings: create, list, search, detail, lifecycle. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config, metrics } = app.deps;
  const rules = { moderation: config.MODERATION, ttlDays: config.JOB_TTL_DAYS };
  /** The server does not know the poster's time zone: "today" is the earliest date that is today somewhere. */
  const CreateJobSchema = makePostJobSchema({ today: () => earliestTodayIso(clock.now()) });
  // The board's size decides how lists are counted; a minute-old estimate is good enough for that.
  const boardSize = new TtlCache<number>({ maxEntries: 1, ttlMs: 60_000 });

  app.post(
    '/api/jobs',
    {
      preValidation: requireRole('company', { permission: 'jobs' }),
      schema: { body: CreateJobSchema, response: { 201: JobDetailSchema } },
    },
    async (request, reply) => {
      const job = await createJob(db, signedInCompany(request), request.body, clock.now(), rules, metrics);
      request.log.info({ jobId: job.id, status: job.status }, 'job created');
      return reply.status(201).send(job);
    },
  );

  app.patch(
    '/api/jobs/:id',
    {
      preValidation: requireRole('company', { permission: 'jobs' }),
      schema: { params: IdParams, body: UpdateJobSchema, response: { 200: JobDetailSchema } },
    },
    async (request) => {
      const { companyId } = signedInCompany(request);
      return editJob(db, request.params.id, companyId, request.body, clock.now(), rules);
    },
  );

  /** A new draft with the fields of one of the company's own jobs; the client opens its edit form. */
  app.post(
    '/api/jobs/:id/duplicate',
    {
      preValidation: requireRole('company', { permission: 'jobs' }),
      schema: { params: IdParams, response: { 201: JobDetailSchema } },
    },
    async (request, reply) => {
      const job = await duplicateJob(db, request.params.id, signedInCompany(request), clock.now());
      request.log.info({ jobId: job.id, from: request.params.id }, 'job duplicated');
      return reply.status(201).send(job);
    },
  );

  for (const action of JOB_LIFECYCLE_ACTIONS) {
    app.post(
      `/api/jobs/:id/${action}`,
      {
        preValidation: requireRole('company', { permission: 'jobs' }),
        schema: { params: IdParams, response: { 200: JobDetailSchema } },
      },
      async (request) => {
        const { companyId, user } = signedInCompany(request);
        const job = await changeJobStatus(
          db,
          request.params.id,
          companyId,
          action as JobLifecycleAction,
          clock.now(),
          rules,
          metrics,
          { mail: app.deps, member: { id: user.id, name: user.name } },
        );
        request.log.info({ jobId: job.id, action }, 'job status changed');
        return job;
      },
    );
  }

  app.get(
    '/api/jobs',
    { schema: { querystring: JobListQuerySchema, response: { 200: JobListResponseSchema } } },
    async (request) => {
      const board = await listJobBoard(db, request.query, boardSize);
      countImpressions(
        app.insights.counter,
        request,
        'job',
        board.items.map((item) => item.id),
        'search',
      );
      return board;
    },
  );

  app.get(
    '/api/jobs/:id',
    { schema: { params: IdParams, response: { 200: JobDetailSchema } } },
    async (request, reply) => {
      const viewer = await getCurrentUser(request);
      const job = await getVisibleJob(db, request.params.id, principalId(viewer), clock.now(), {
        admin: viewer?.role === 'admin',
      });
      // The answer depends on who asks (isOwner, drafts), so shared caches must not keep it.
      reply.header('cache-control', 'private, no-cache');
      return job;
    },
  );

  app.get(
    '/api/company/jobs',
    {
      preValidation: requireRole('company'),
      schema: { querystring: CompanyJobListQuerySchema, response: { 200: CompanyJobListResponseSchema } },
    },
    async (request, reply) => {
      const { companyId } = signedInCompany(request);
      const { page, pageSize } = request.query;
      const jobsPage = await companyJobsPage(db, companyId, page, pageSize, clock.now());
      reply.header('cache-control', 'no-store');
      return jobsPage;
    },
  );
};
