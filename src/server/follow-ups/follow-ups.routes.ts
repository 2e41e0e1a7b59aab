import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FollowUpInputSchema, FollowUpStateSchema } from '../../shared/reviews';
import { requireRole, signedInMember } from '../auth/session';
import { noStore } from '../http/no-store';
import { IdParams } from '../http/params';
import { partyOf } from '../engagements/engagements.service';
import { answerFollowUp, followUpFor } from './follow-ups.service';

/**
 * The six-week outcome follow-up of an engagement (docs/decisions/042): its parties read it (the facilitator
 * their own answers, never anyone else's); a member of the organisation with `hire` answers it once.
 */
export const followUpsRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  const { db, clock } = app.deps;
  const member = requireRole('member');

  app.get(
    '/api/engagements/:id/follow-up',
    { preValidation: member, schema: { params: IdParams, response: { 200: FollowUpStateSchema } } },
    async (request) => followUpFor(db, partyOf(signedInMember(request)), request.params.id),
  );

  app.post(
    '/api/engagements/:id/follow-up',
    {
      preValidation: member,
      schema: { params: IdParams, body: FollowUpInputSchema, response: { 200: FollowUpStateSchema } },
    },
    async (request) =>
      answerFollowUp(
        app.deps,
        partyOf(signedInMember(request)),
        request.params.id,
        request.body.answers,
        clock.now(),
      ),
  );
};
