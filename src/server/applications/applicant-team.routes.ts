import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicantNoteSchema,
  ApplicantTeamSchema,
  CreateApplicantNoteSchema,
  RateApplicantSchema,
} from '../../shared/organisations';
import { requireRole, signedInCompany } from '../auth/session';
import { IdParams } from '../http/params';
import { noStore } from '../http/no-store';
import {
  addApplicantNote,
  applicantTeam,
  deleteApplicantNote,
  rateApplicant,
} from './applicant-team.service';

/**
 * The team's private notes and scorecard on an applicant: members of the organisation whose job it is
 * read them; members whose role has `notes` write them. Facilitators never see them.
 */
export const applicantTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  const { db, clock } = app.deps;
  const noting = { preValidation: requireRole('company', { permission: 'notes' }) };

  app.get(
    '/api/applications/:id/team',
    {
      preValidation: requireRole('company'),
      schema: { params: IdParams, response: { 200: ApplicantTeamSchema } },
    },
    async (request) => applicantTeam(db, signedInCompany(request), request.params.id),
  );

  app.post(
    '/api/applications/:id/notes',
    {
      ...noting,
      schema: { params: IdParams, body: CreateApplicantNoteSchema, response: { 201: ApplicantNoteSchema } },
    },
    async (request, reply) => {
      const note = await addApplicantNote(
        db,
        signedInCompany(request),
        request.params.id,
        request.body.body,
        clock.now(),
      );
      return reply.status(201).send(note);
    },
  );

  app.delete(
    '/api/applicant-notes/:id',
    { ...noting, schema: { params: IdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteApplicantNote(db, signedInCompany(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/applications/:id/rating',
    {
      ...noting,
      schema: { params: IdParams, body: RateApplicantSchema, response: { 200: ApplicantTeamSchema } },
    },
    async (request) =>
      rateApplicant(db, signedInCompany(request), request.params.id, request.body.score, clock.now()),
  );
};
