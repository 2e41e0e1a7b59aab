import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BulkDeclineSchema,
  DeclineResponseSchema,
  DeclineSchema,
  DeclineSettingsSchema,
  DeclineTemplateInputSchema,
  DeclineTemplateSchema,
  DeclineTemplatesSchema,
} from '../../shared/declines';
import { requireRole, signedInCompany } from '../auth/session';
import { noStore } from '../http/no-store';
import { IdParams, JobIdParams } from '../http/params';
import { requestLocale } from '../i18n';
import { bulkDecline, cancelDeclineMessage, declineApplication } from './declines.service';
import {
  changeDeclineSettings,
  createTemplate,
  editTemplate,
  listTemplates,
  removeTemplate,
} from './decline-templates.service';

/**
 * Declining applicants politely (docs/decisions/043): one or several at once with a private reason and a
 * templated message, its cancellation, and the organisation's templates and setting. Members who move
 * applicants (the `pipeline` permission) decline and edit; every member reads the templates.
 */
export const declinesRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  const { db, clock } = app.deps;
  const pipeline = { preValidation: requireRole('company', { permission: 'pipeline' }) };
  const noContent = { 204: z.null() };

  app.post(
    '/api/applications/:id/decline',
    {
      ...pipeline,
      schema: { params: IdParams, body: DeclineSchema, response: { 200: DeclineResponseSchema } },
    },
    async (request) =>
      declineApplication(
        db,
        app.deps,
        signedInCompany(request),
        request.params.id,
        request.body,
        clock.now(),
      ),
  );

  app.post(
    '/api/applications/:id/decline/cancel-message',
    { ...pipeline, schema: { params: IdParams, response: noContent } },
    async (request, reply) => {
      await cancelDeclineMessage(db, signedInCompany(request), request.params.id, clock.now());
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/company/jobs/:jobId/applications/decline',
    {
      ...pipeline,
      schema: { params: JobIdParams, body: BulkDeclineSchema, response: { 200: DeclineResponseSchema } },
    },
    async (request) =>
      bulkDecline(db, app.deps, signedInCompany(request), request.params.jobId, request.body, clock.now()),
  );

  app.get(
    '/api/organisation/decline-templates',
    { preValidation: requireRole('company'), schema: { response: { 200: DeclineTemplatesSchema } } },
    async (request) => listTemplates(db, signedInCompany(request).companyId, requestLocale(request)),
  );

  app.post(
    '/api/organisation/decline-templates',
    { ...pipeline, schema: { body: DeclineTemplateInputSchema, response: { 201: DeclineTemplateSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createTemplate(db, signedInCompany(request), request.body, clock.now())),
  );

  app.patch(
    '/api/organisation/decline-templates/:id',
    {
      ...pipeline,
      schema: {
        params: IdParams,
        body: DeclineTemplateInputSchema,
        response: { 200: DeclineTemplateSchema },
      },
    },
    async (request) =>
      editTemplate(db, signedInCompany(request), request.params.id, request.body, clock.now()),
  );

  app.delete(
    '/api/organisation/decline-templates/:id',
    { ...pipeline, schema: { params: IdParams, response: noContent } },
    async (request, reply) => {
      await removeTemplate(db, signedInCompany(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/organisation/decline-settings',
    { ...pipeline, schema: { body: DeclineSettingsSchema, response: { 200: DeclineSettingsSchema } } },
    async (request) =>
      changeDeclineSettings(db, signedInCompany(request), request.body.tellRemainingApplicants),
  );
};
