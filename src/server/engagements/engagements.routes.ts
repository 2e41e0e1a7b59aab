import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcceptOfferSchema,
  CancelEngagementSchema,
  CounterOfferSchema,
  DeclineOfferSchema,
  EmptyBodySchema,
  EngagementListQuerySchema,
  EngagementListSchema,
  EngagementSchema,
  type Engagement,
  FlagEngagementSchema,
  OfferDraftQuerySchema,
  OfferDraftSchema,
  SendOfferSchema,
} from '../../shared/engagements';
import { requireRole, signedInCompany, signedInMember } from '../auth/session';
import { noStore } from '../http/no-store';
import { IdParams } from '../http/params';
import {
  acceptOffer,
  cancelEngagement,
  completeEngagement,
  counterOffer,
  declineOffer,
  deliverEngagement,
  engagementFor,
  engagementsPage,
  flagEngagement,
  offerDraft,
  partyOf,
  type EngagementParty,
  sendOffer,
  withdrawOffer,
} from './engagements.service';

const EngagementResponseSchema = z.object({ engagement: EngagementSchema });

/**
 * Offers and engagements (docs/decisions/040): a company member with `hire` sends an offer; the party whose
 * turn it is answers; either party reads, cancels and asks the operator for help. The calendars are in
 * calendar.routes.ts.
 */
export const engagementsRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  const { db, clock } = app.deps;
  const hire = requireRole('company', { permission: 'hire' });
  const member = requireRole('member');

  app.get(
    '/api/engagements/draft',
    {
      preValidation: hire,
      schema: { querystring: OfferDraftQuerySchema, response: { 200: OfferDraftSchema } },
    },
    async (request) => offerDraft(db, signedInCompany(request), request.query, clock.now()),
  );

  app.post(
    '/api/engagements',
    { preValidation: hire, schema: { body: SendOfferSchema, response: { 201: EngagementResponseSchema } } },
    async (request, reply) => {
      const engagement = await sendOffer(db, app.deps, signedInCompany(request), request.body, clock.now());
      return reply.status(201).send({ engagement });
    },
  );

  app.get(
    '/api/engagements',
    {
      preValidation: member,
      schema: { querystring: EngagementListQuerySchema, response: { 200: EngagementListSchema } },
    },
    async (request) => engagementsPage(db, partyOf(signedInMember(request)), request.query),
  );

  app.get(
    '/api/engagements/:id',
    { preValidation: member, schema: { params: IdParams, response: { 200: EngagementResponseSchema } } },
    async (request) => ({
      engagement: await engagementFor(db, partyOf(signedInMember(request)), request.params.id, clock.now()),
    }),
  );

  /**
   * A transition's route: the service call with the member's party and the body as its schema parsed it,
   * answered as the caller now reads the engagement.
   */
  function transitionRoute<Body extends z.ZodTypeAny>(
    action: Engagement['actions'][number],
    body: Body,
    run: (party: EngagementParty, id: string, input: z.output<Body>, now: Date) => Promise<Engagement>,
  ) {
    app.post(
      `/api/engagements/:id/${action}`,
      {
        preValidation: member,
        schema: { params: IdParams, body, response: { 200: EngagementResponseSchema } },
      },
      async (request) => ({
        // The type provider cannot narrow a generic schema's output; `body` parsed it as `Body`.
        engagement: await run(
          partyOf(signedInMember(request)),
          request.params.id,
          request.body as z.output<Body>,
          clock.now(),
        ),
      }),
    );
  }

  transitionRoute('accept', AcceptOfferSchema, (party, id, { version }, now) =>
    acceptOffer(db, app.deps, party, id, version, now),
  );
  transitionRoute('decline', DeclineOfferSchema, (party, id, { reason }, now) =>
    declineOffer(db, app.deps, party, id, reason, now),
  );
  transitionRoute('counter', CounterOfferSchema, (party, id, input, now) =>
    counterOffer(db, app.deps, party, id, input, now),
  );
  transitionRoute('withdraw', EmptyBodySchema, (party, id, _, now) =>
    withdrawOffer(db, app.deps, party, id, now),
  );
  transitionRoute('deliver', EmptyBodySchema, (party, id, _, now) =>
    deliverEngagement(db, app.deps, party, id, now),
  );
  transitionRoute('complete', EmptyBodySchema, (party, id, _, now) =>
    completeEngagement(db, app.deps, party, id, now),
  );
  transitionRoute('cancel', CancelEngagementSchema, (party, id, { reason }, now) =>
    cancelEngagement(db, app.deps, party, id, reason, now),
  );
  transitionRoute('flag', FlagEngagementSchema, (party, id, { reason }, now) =>
    flagEngagement(db, party, id, reason, now),
  );
};
