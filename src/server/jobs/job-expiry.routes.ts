import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExtendJobByLinkSchema, JobDetailSchema } from '../../shared/jobs';
import { requireRole, signedInCompany } from '../auth/session';
import { IdParams } from '../http/params';
import { extendJobByLink, extendOwnJob } from './job-expiry.service';

/** Extending a job that expires soon: from the owner's pages, or through the mailed one-time link. */
export const jobExpiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.post(
    '/api/jobs/:id/extend',
    {
      preValidation: requireRole('company', { permission: 'jobs' }),
      schema: { params: IdParams, response: { 200: JobDetailSchema } },
    },
    async (request) => {
      const { companyId } = signedInCompany(request);
      const job = await extendOwnJob(db, request.params.id, companyId, clock.now());
      request.log.info({ jobId: job.id }, 'job extended');
      return job;
    },
  );

  app.post(
    '/api/jobs/extend',
    {
      preValidation: requireRole('company', { permission: 'jobs' }),
      schema: { body: ExtendJobByLinkSchema, response: { 200: JobDetailSchema } },
    },
    async (request) => {
      const { companyId } = signedInCompany(request);
      const job = await extendJobByLink(db, app.signedLinks, request.body.token, companyId, clock.now());
      request.log.info({ jobId: job.id }, 'job extended by link');
      return job;
    },
  );
};
