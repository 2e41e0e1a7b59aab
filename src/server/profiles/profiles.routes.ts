import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../shared/pagination';
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
import { HttpError, notFound } from '../http/errors';
import { IdParams, isUuid } from '../http/params';
import { contactMail } from '../mail/templates';
import {
  getFacilitatorContact,
  getOwnCompany,
  getOwnFacilitator,
  getPublicCompany,
  getPublicFacilitator,
  listIndustries,
  searchCompanies,
  searchFacilitators,
  updateCompanyProfile,
  updateFacilitatorProfile,
} from './profiles.repo';

/** Company and facilitator profiles, onboarding, directories. */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, config, clock } = app.deps;

  // ------------------------------------------------------------ own profile

  app.get(
    '/api/profile',
    { preValidation: requireRole('any'), schema: { response: { 200: OwnProfileResponseSchema } } },
    async (request, reply) => {
      const current = signedInUser(request);
      reply.header('cache-control', 'no-store');
      if (current.userType === 'company') {
        const own = await getOwnCompany(db, current.id);
        if (!own) throw notFound('Profile not found.');
        return { userType: 'company' as const, profileComplete: own.complete, company: own.profile };
      }
      const own = await getOwnFacilitator(db, current.id);
      if (!own) throw notFound('Profile not found.');
      return { userType: 'facilitator' as const, profileComplete: own.complete, facilitator: own.profile };
    },
  );

  app.put(
    '/api/profile/company',
    {
      preValidation: requireRole('company'),
      schema: { body: CompanyProfileSchema, response: { 200: OwnCompanyProfileSchema } },
    },
    async (request) => {
      const current = signedInUser(request);
      // Only ever the session's own row: the body carries no id.
      const profile = await updateCompanyProfile(db, current.id, request.body, clock.now());
      if (!profile) throw notFound('Profile not found.');
      return profile;
    },
  );

  app.put(
    '/api/profile/facilitator',
    {
      preValidation: requireRole('facilitator'),
      schema: { body: FacilitatorProfileUpdateSchema, response: { 200: OwnFacilitatorProfileSchema } },
    },
    async (request) => {
      const current = signedInUser(request);
      const profile = await updateFacilitatorProfile(db, current.id, request.body, clock.now());
      if (!profile) throw notFound('Profile not found.');
      return profile;
    },
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
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await searchFacilitators(db, request.query);
      return toPage(items, total, page, pageSize);
    },
  );

  app.get(
    '/api/facilitators/:id',
    { schema: { params: IdParams, response: { 200: FacilitatorPublicProfileSchema } } },
    async (request) => {
      const profile = isUuid(request.params.id)
        ? await getPublicFacilitator(db, request.params.id)
        : undefined;
      if (!profile) throw notFound('Facilitator not found.');
      return profile;
    },
  );

  app.post(
    '/api/facilitators/:id/contact',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      preValidation: requireRole('company'),
      schema: { params: IdParams, body: ContactFacilitatorSchema, response: { 202: ContactSentSchema } },
    },
    async (request, reply) => {
      const current = signedInUser(request);
      const facilitator = isUuid(request.params.id)
        ? await getFacilitatorContact(db, request.params.id)
        : undefined;
      if (!facilitator) throw notFound('Facilitator not found.');
      const company = await getOwnCompany(db, current.id);
      const companyName = company?.profile.name || current.name;
      try {
        await mailer.send(
          contactMail({
            kind: request.body.kind,
            facilitatorFirstName: facilitator.firstName,
            to: facilitator.email,
            companyName,
            companyEmail: current.email,
            message: request.body.message,
            siteUrl: config.SITE_URL,
          }),
        );
      } catch (error) {
        request.log.error({ err: error, facilitatorId: request.params.id }, 'contact mail failed');
        throw new HttpError(
          503,
          'MAIL_UNAVAILABLE',
          'Your message could not be sent right now. Please try again in a few minutes.',
        );
      }
      request.log.info(
        { facilitatorId: request.params.id, companyId: current.id, kind: request.body.kind },
        'facilitator contacted',
      );
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
    async (request) => {
      const { page, pageSize } = request.query;
      const [{ items, total }, industries] = await Promise.all([
        searchCompanies(db, request.query),
        listIndustries(db),
      ]);
      return { ...toPage(items, total, page, pageSize), industries };
    },
  );

  app.get(
    '/api/companies/:id',
    { schema: { params: IdParams, response: { 200: CompanyPublicProfileSchema } } },
    async (request) => {
      const company = isUuid(request.params.id) ? await getPublicCompany(db, request.params.id) : undefined;
      if (!company) throw notFound('Company not found.');
      return company;
    },
  );
};
