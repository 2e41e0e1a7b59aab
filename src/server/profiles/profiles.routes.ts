import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMPANY_SIZES } from '../../shared/constants';
import { FOCUS_AREA_IDS } from '../../shared/focus-areas';
import {
  CompanyProfileSchema,
  CompanySearchQuerySchema,
  ContactFacilitatorSchema,
  FacilitatorProfileUpdateSchema,
  FacilitatorSearchQuerySchema,
} from '../../shared/profiles';
import { requireUser } from '../auth/session';
import { HttpError, notFound } from '../http/errors';
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

// ---------------------------------------------------------------- response shapes (the serializer drops anything else, e.g. emails)

const FocusAreas = z.array(z.enum(FOCUS_AREA_IDS));
const Testimonials = z.array(z.object({ text: z.string(), author: z.string() }));

const OwnCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  description: z.string(),
  industry: z.string(),
  size: z.enum(COMPANY_SIZES),
  logoUrl: z.string().nullable(),
});

const OwnFacilitatorSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  headline: z.string(),
  bio: z.string(),
  location: z.string(),
  focusAreas: FocusAreas,
  yearsExperience: z.number().nullable(),
  rate: z.string().nullable(),
  education: z.array(z.string()),
  certifications: z.array(z.string()),
  pastClients: z.array(z.string()),
  testimonials: Testimonials,
  avatarUrl: z.string().nullable(),
});

const OwnProfileSchema = z.discriminatedUnion('userType', [
  z.object({ userType: z.literal('company'), profileComplete: z.boolean(), company: OwnCompanySchema }),
  z.object({
    userType: z.literal('facilitator'),
    profileComplete: z.boolean(),
    facilitator: OwnFacilitatorSchema,
  }),
]);

const FacilitatorSummarySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  headline: z.string(),
  location: z.string(),
  yearsExperience: z.number().nullable(),
  focusAreas: FocusAreas,
  avatarUrl: z.string().nullable(),
});

const FacilitatorPublicSchema = FacilitatorSummarySchema.extend({
  bio: z.string(),
  rate: z.string().nullable(),
  education: z.array(z.string()),
  certifications: z.array(z.string()),
  pastClients: z.array(z.string()),
  testimonials: Testimonials,
});

const CompanySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.string(),
  size: z.enum(COMPANY_SIZES),
  logoUrl: z.string().nullable(),
  openJobs: z.number(),
});

const CompanyPublicSchema = CompanySummarySchema.extend({
  website: z.string().nullable(),
  description: z.string(),
  jobs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      location: z.string(),
      remote: z.enum(['yes', 'no', 'hybrid']),
      employmentType: z.enum(['full-time', 'part-time', 'contract', 'one-time']),
      salary: z.string().nullable(),
      focusAreas: FocusAreas,
      postedAt: z.string().nullable(),
    }),
  ),
});

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number(),
    pageSize: z.number(),
    total: z.number(),
    totalPages: z.number(),
  });

/** Any string: a malformed id is simply not found (404), not a validation error. */
const IdParams = z.object({ id: z.string() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Company and facilitator profiles, onboarding, directories. */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, config, clock } = app.deps;

  // ------------------------------------------------------------ own profile

  app.get('/api/profile', { schema: { response: { 200: OwnProfileSchema } } }, async (request, reply) => {
    const current = await requireUser(request);
    reply.header('cache-control', 'no-store');
    if (current.userType === 'company') {
      const own = await getOwnCompany(db, current.id);
      if (!own) throw notFound('Profile not found.');
      return { userType: 'company' as const, profileComplete: own.complete, company: own.profile };
    }
    const own = await getOwnFacilitator(db, current.id);
    if (!own) throw notFound('Profile not found.');
    return { userType: 'facilitator' as const, profileComplete: own.complete, facilitator: own.profile };
  });

  app.put(
    '/api/profile/company',
    { schema: { body: CompanyProfileSchema, response: { 200: OwnCompanySchema } } },
    async (request) => {
      const current = await requireUser(request, 'company');
      // Only ever the session's own row: the body carries no id.
      const profile = await updateCompanyProfile(db, current.id, request.body, clock.now());
      if (!profile) throw notFound('Profile not found.');
      return profile;
    },
  );

  app.put(
    '/api/profile/facilitator',
    { schema: { body: FacilitatorProfileUpdateSchema, response: { 200: OwnFacilitatorSchema } } },
    async (request) => {
      const current = await requireUser(request, 'facilitator');
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
        response: { 200: pageOf(FacilitatorSummarySchema) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await searchFacilitators(db, request.query);
      return { items, page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
    },
  );

  app.get(
    '/api/facilitators/:id',
    { schema: { params: IdParams, response: { 200: FacilitatorPublicSchema } } },
    async (request) => {
      const profile = UUID.test(request.params.id)
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
      schema: {
        params: IdParams,
        body: ContactFacilitatorSchema,
        response: { 202: z.object({ status: z.literal('sent') }) },
      },
    },
    async (request, reply) => {
      const current = await requireUser(request, 'company');
      const facilitator = UUID.test(request.params.id)
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
        response: { 200: pageOf(CompanySummarySchema).extend({ industries: z.array(z.string()) }) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const [{ items, total }, industries] = await Promise.all([
        searchCompanies(db, request.query),
        listIndustries(db),
      ]);
      return {
        items,
        page,
        pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
        industries,
      };
    },
  );

  app.get(
    '/api/companies/:id',
    { schema: { params: IdParams, response: { 200: CompanyPublicSchema } } },
    async (request) => {
      const company = UUID.test(request.params.id)
        ? await getPublicCompany(db, request.params.id)
        : undefined;
      if (!company) throw notFound('Company not found.');
      return company;
    },
  );
};
