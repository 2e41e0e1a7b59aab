import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicantsQuerySchema,
  ApplicantsResponseSchema,
  ApplicationResponseSchema,
  ApplySchema,
  KeptDaysResponseSchema,
  MyApplicationResponseSchema,
  MyApplicationsPageSchema,
  MyApplicationsQuerySchema,
  UpdateApplicationStatusSchema,
} from '../../shared/applications';
import { requireRole, signedInCompany, signedInUser } from '../auth/session';
import { IdParams, JobIdParams } from '../http/params';
import {
  applicantsPage,
  applyToJob,
  changeApplicationStatus,
  getMyApplication,
  keepReleasedDays,
  myApplicationsPage,
  withdraw,
} from './applications.service';
import { noStore } from '../http/no-store';
import { em } from '../http/error-messages';

/** Applications: apply, review, status changes, withdrawals. */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  const { db, clock } = app.deps;

  // ------------------------------------------------------------ facilitators

  app.post(
    '/api/jobs/:id/applications',
    {
      preValidation: requireRole('facilitator', { forbidden: em('applications.facilitatorsOnly') }),
      schema: { params: IdParams, body: ApplySchema, response: { 201: ApplicationResponseSchema } },
    },
    async (request, reply) => {
      const current = signedInUser(request);
      const application = await applyToJob(
        db,
        app.deps,
        current.id,
        request.params.id,
        request.body,
        clock.now(),
        app.deps.metrics,
      );
      return reply.status(201).send({ application });
    },
  );

  app.get(
    '/api/jobs/:id/my-application',
    {
      preValidation: requireRole('facilitator'),
      schema: { params: IdParams, response: { 200: MyApplicationResponseSchema } },
    },
    async (request) => {
      const current = signedInUser(request);
      return getMyApplication(db, current.id, request.params.id);
    },
  );

  app.get(
    '/api/facilitator/applications',
    {
      preValidation: requireRole('facilitator'),
      schema: { querystring: MyApplicationsQuerySchema, response: { 200: MyApplicationsPageSchema } },
    },
    async (request) => {
      const current = signedInUser(request);
      const page = await myApplicationsPage(db, current.id, request.query.page, clock.now());
      return page;
    },
  );

  app.post(
    '/api/applications/:id/withdraw',
    {
      preValidation: requireRole('facilitator'),
      schema: { params: IdParams, response: { 200: ApplicationResponseSchema } },
    },
    async (request) => {
      const current = signedInUser(request);
      return { application: await withdraw(db, current.id, request.params.id, clock.now()) };
    },
  );

  /** A hire whose company left: keeps the days it had booked blocked, by hand. */
  app.post(
    '/api/applications/:id/keep-days',
    {
      preValidation: requireRole('facilitator'),
      schema: { params: IdParams, response: { 200: KeptDaysResponseSchema } },
    },
    async (request) => keepReleasedDays(db, signedInUser(request).id, request.params.id, clock.now()),
  );

  // ------------------------------------------------------------ companies

  app.get(
    '/api/company/jobs/:jobId/applications',
    {
      preValidation: requireRole('company'),
      schema: {
        params: JobIdParams,
        querystring: ApplicantsQuerySchema,
        response: { 200: ApplicantsResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = signedInCompany(request);
      const page = await applicantsPage(db, companyId, request.params.jobId, request.query);
      return page;
    },
  );

  app.patch(
    '/api/applications/:id/status',
    {
      preValidation: requireRole('company', { permission: 'pipeline' }),
      schema: {
        params: IdParams,
        body: UpdateApplicationStatusSchema,
        response: { 200: ApplicationResponseSchema },
      },
    },
    async (request) => {
      const application = await changeApplicationStatus(
        db,
        app.deps,
        signedInCompany(request),
        request.params.id,
        request.body.status,
        clock.now(),
      );
      return { application };
    },
  );
};
