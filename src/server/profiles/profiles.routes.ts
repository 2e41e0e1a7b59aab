import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FormGuardShape } from '../../shared/form-guard';
import {
  CompanyDirectoryPageSchema,
  CompanyProfileSchema,
  CompanyPublicProfileSchema,
  CompanySearchQuerySchema,
  ContactFacilitatorSchema,
  ContactSentSchema,
  FacilitatorDirectoryPageSchema,
  FacilitatorProfileUpdateSchema,
  FacilitatorPublicProfileSchema,
  FacilitatorSearchQuerySchema,
  OwnCompanyProfileSchema,
  OwnFacilitatorProfileSchema,
  OwnProfileResponseSchema,
} from '../../shared/profiles';
import { requireRole, signedInUser } from '../auth/session';
import { checkFormGuard } from '../http/form-guard';
import { IdParams } from '../http/params';
import {
  companyDirectory,
  contactFacilitator,
  facilitatorDirectory,
  getOwnProfile,
  getPublicCompany,
  getPublicFacilitator,
  saveCompanyProfile,
  saveFacilitatorProfile,
} from './profiles.service';

/** Company and facilitator profiles, onboarding, directories. */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, config, clock } = app.deps;

  // ------------------------------------------------------------ own profile

  app.get(
    '/api/profile',
    { preValidation: requireRole('any'), schema: { response: { 200: OwnProfileResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getOwnProfile(db, signedInUser(request));
    },
  );

  app.put(
    '/api/profile/company',
    {
      preValidation: requireRole('company'),
      schema: { body: CompanyProfileSchema, response: { 200: OwnCompanyProfileSchema } },
    },
    async (request) => saveCompanyProfile(db, signedInUser(request).id, request.body, clock.now()),
  );

  app.put(
    '/api/profile/facilitator',
    {
      preValidation: requireRole('facilitator'),
      schema: { body: FacilitatorProfileUpdateSchema, response: { 200: OwnFacilitatorProfileSchema } },
    },
    async (request) => saveFacilitatorProfile(db, signedInUser(request).id, request.body, clock.now()),
  );

  // ------------------------------------------------------------ facilitator directory (public)

  app.get(
    '/api/facilitators',
    {
      schema: {
        querystring: FacilitatorSearchQuerySchema,
        response: { 200: FacilitatorDirectoryPageSchema },
      },
    },
    async (request) => facilitatorDirectory(db, request.query),
  );

  app.get(
    '/api/facilitators/:id',
    { schema: { params: IdParams, response: { 200: FacilitatorPublicProfileSchema } } },
    async (request) => getPublicFacilitator(db, request.params.id),
  );

  app.post(
    '/api/facilitators/:id/contact',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      preValidation: requireRole('company'),
      schema: {
        params: IdParams,
        body: ContactFacilitatorSchema.extend(FormGuardShape),
        response: { 202: ContactSentSchema },
      },
    },
    async (request, reply) => {
      const current = signedInUser(request);
      const facilitatorId = request.params.id;
      const { website, formFillMs, ...input } = request.body;
      checkFormGuard({ website, formFillMs }, config.FORM_MIN_FILL_MS);
      await contactFacilitator(
        { db, mailer, siteUrl: config.SITE_URL, log: request.log },
        current,
        facilitatorId,
        input,
      );
      request.log.info({ facilitatorId, companyId: current.id, kind: input.kind }, 'facilitator contacted');
      return reply.status(202).send({ status: 'sent' as const });
    },
  );

  // ------------------------------------------------------------ company directory (public)

  app.get(
    '/api/companies',
    {
      schema: {
        querystring: CompanySearchQuerySchema,
        response: { 200: CompanyDirectoryPageSchema },
      },
    },
    async (request) => companyDirectory(db, request.query),
  );

  app.get(
    '/api/companies/:id',
    { schema: { params: IdParams, response: { 200: CompanyPublicProfileSchema } } },
    async (request) => getPublicCompany(db, request.params.id),
  );
};
