import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateSavedSearchSchema,
  SaveFacilitatorResultSchema,
  SaveFacilitatorSchema,
  SaveJobResultSchema,
  SavedFacilitatorIdsSchema,
  SavedFacilitatorPageSchema,
  SavedJobIdsSchema,
  SavedJobPageSchema,
  SavedListQuerySchema,
  SavedSearchListQuerySchema,
  SavedSearchPageSchema,
  SavedSearchSchema,
  TimeZoneBodySchema,
  UpdateSavedSearchSchema,
} from '../../shared/saved';
import { requireRole, signedInCompany, signedInUser } from '../auth/session';
import { noStore } from '../http/no-store';
import { IdParams, JobIdParams } from '../http/params';
import {
  saveFacilitator,
  savedFacilitatorIdList,
  savedFacilitatorsPage,
  savedJobIdList,
  savedJobsPage,
  saveJob,
  unsaveFacilitator,
  unsaveJob,
} from './saved-items.service';
import {
  createSavedSearch,
  editSavedSearch,
  removeSavedSearch,
  savedSearchesPage,
  setAccountTimeZone,
} from './saved-searches.service';
import { em } from '../http/error-messages';

/** `/:facilitatorId`: any string, as `IdParams`; one that is not a UUID is simply not found. */
const FacilitatorIdParams = z.object({ facilitatorId: z.string() });

/**
 * What people keep for later: facilitators save jobs, companies save facilitators (with a private note),
 * anyone signed in saves /jobs searches that alert them. Each list is its owner's alone: another account's
 * saved search is "not found", as one that does not exist.
 */
export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  noStore(app);

  // ------------------------------------------------------------ saved jobs

  const facilitator = {
    preValidation: requireRole('facilitator', { forbidden: em('saved.jobsFacilitatorsOnly') }),
  };

  app.get(
    '/api/saved-jobs',
    { ...facilitator, schema: { querystring: SavedListQuerySchema, response: { 200: SavedJobPageSchema } } },
    async (request) =>
      savedJobsPage(db, signedInUser(request).id, request.query.page, request.query.pageSize),
  );

  app.get(
    '/api/saved-jobs/ids',
    { ...facilitator, schema: { response: { 200: SavedJobIdsSchema } } },
    async (request) => savedJobIdList(db, signedInUser(request).id),
  );

  app.put(
    '/api/saved-jobs/:jobId',
    { ...facilitator, schema: { params: JobIdParams, response: { 200: SaveJobResultSchema } } },
    async (request) => saveJob(db, signedInUser(request).id, request.params.jobId, clock.now()),
  );

  app.delete(
    '/api/saved-jobs/:jobId',
    { ...facilitator, schema: { params: JobIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await unsaveJob(db, signedInUser(request).id, request.params.jobId);
      return reply.status(204).send(null);
    },
  );

  // ------------------------------------------------------------ saved facilitators

  const company = {
    preValidation: requireRole('company', { forbidden: em('saved.facilitatorsCompaniesOnly') }),
  };
  /** The shortlist is the organisation's: reading it is every member's, changing it the pipeline's. */
  const shortlisting = {
    preValidation: requireRole('company', {
      forbidden: em('saved.facilitatorsCompaniesOnly'),
      permission: 'pipeline',
    }),
  };

  app.get(
    '/api/saved-facilitators',
    {
      ...company,
      schema: { querystring: SavedListQuerySchema, response: { 200: SavedFacilitatorPageSchema } },
    },
    async (request) =>
      savedFacilitatorsPage(
        db,
        signedInCompany(request).companyId,
        request.query.page,
        request.query.pageSize,
      ),
  );

  app.get(
    '/api/saved-facilitators/ids',
    { ...company, schema: { response: { 200: SavedFacilitatorIdsSchema } } },
    async (request) => savedFacilitatorIdList(db, signedInCompany(request).companyId),
  );

  app.put(
    '/api/saved-facilitators/:facilitatorId',
    {
      ...shortlisting,
      schema: {
        params: FacilitatorIdParams,
        body: SaveFacilitatorSchema,
        response: { 200: SaveFacilitatorResultSchema },
      },
    },
    async (request) =>
      saveFacilitator(
        db,
        signedInCompany(request).companyId,
        request.params.facilitatorId,
        request.body.note,
        clock.now(),
      ),
  );

  app.delete(
    '/api/saved-facilitators/:facilitatorId',
    { ...shortlisting, schema: { params: FacilitatorIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await unsaveFacilitator(db, signedInCompany(request).companyId, request.params.facilitatorId);
      return reply.status(204).send(null);
    },
  );

  // ------------------------------------------------------------ saved searches

  const signedIn = { preValidation: requireRole('any') };

  app.get(
    '/api/saved-searches',
    {
      ...signedIn,
      schema: { querystring: SavedSearchListQuerySchema, response: { 200: SavedSearchPageSchema } },
    },
    async (request) =>
      savedSearchesPage(db, signedInUser(request).id, request.query.page, request.query.pageSize),
  );

  app.post(
    '/api/saved-searches',
    { ...signedIn, schema: { body: CreateSavedSearchSchema, response: { 201: SavedSearchSchema } } },
    async (request, reply) => {
      const search = await createSavedSearch(db, signedInUser(request).id, request.body, clock.now());
      request.log.info({ savedSearchId: search.id }, 'search saved');
      return reply.status(201).send(search);
    },
  );

  app.patch(
    '/api/saved-searches/:id',
    {
      ...signedIn,
      schema: { params: IdParams, body: UpdateSavedSearchSchema, response: { 200: SavedSearchSchema } },
    },
    async (request) =>
      editSavedSearch(db, signedInUser(request).id, request.params.id, request.body, clock.now()),
  );

  app.delete(
    '/api/saved-searches/:id',
    { ...signedIn, schema: { params: IdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeSavedSearch(db, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  /** The time zone of the account's digests (the alerts page's select); every scheduled digest moves with it. */
  app.put(
    '/api/account/time-zone',
    { ...signedIn, schema: { body: TimeZoneBodySchema, response: { 200: TimeZoneBodySchema } } },
    async (request) => setAccountTimeZone(db, signedInUser(request).id, request.body.timeZone, clock.now()),
  );
};
