import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyDirectoryPageSchema,
  CompanyProfileSchema,
  CompanyPublicProfileSchema,
  CompanySearchQuerySchema,
  FacilitatorDirectoryPageSchema,
  FacilitatorProfileUpdateSchema,
  FacilitatorPublicProfileSchema,
  FacilitatorSearchQuerySchema,
  OwnCompanyProfileSchema,
  OwnFacilitatorProfileSchema,
  OwnProfileResponseSchema,
} from '../../shared/profiles';
import {
  getCurrentUser,
  principalId,
  profileOf,
  requireRole,
  signedInCompany,
  signedInMember,
  signedInUser,
} from '../auth/session';
import { countDirectoryPage } from '../insights/insight-visit';
import { IdParams } from '../http/params';
import {
  companyDirectory,
  facilitatorDirectory,
  getOwnProfile,
  getPublicCompany,
  getPublicFacilitator,
  saveCompanyProfile,
  saveFacilitatorProfile,
} from './profiles.service';

/** Company and facilitator profiles, onboarding, directories. */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  // ------------------------------------------------------------ own profile

  app.get(
    '/api/profile',
    { preValidation: requireRole('member'), schema: { response: { 200: OwnProfileResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getOwnProfile(db, profileOf(signedInMember(request)), clock.now());
    },
  );

  app.put(
    '/api/profile/company',
    {
      preValidation: requireRole('company', { permission: 'profile' }),
      schema: { body: CompanyProfileSchema, response: { 200: OwnCompanyProfileSchema } },
    },
    async (request) => saveCompanyProfile(db, signedInCompany(request).companyId, request.body, clock.now()),
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
    async (request) => {
      const page = await facilitatorDirectory(db, request.query, clock.now());
      countDirectoryPage(
        app.insights.counter,
        request,
        page.items.map((item) => item.id),
        request.query,
      );
      return page;
    },
  );

  app.get(
    '/api/facilitators/:id',
    { schema: { params: IdParams, response: { 200: FacilitatorPublicProfileSchema } } },
    async (request, reply) => {
      const viewer = await getCurrentUser(request);
      // Its owner also sees a profile that is not listed yet, so shared caches must not keep the answer.
      reply.header('cache-control', 'private, no-cache');
      return getPublicFacilitator(db, request.params.id, clock.now(), principalId(viewer));
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
