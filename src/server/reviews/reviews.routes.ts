import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HideReviewInputSchema,
  PublicReviewSchema,
  ReplyInputSchema,
  ReviewInputSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewStateSchema,
  type ReviewSubject,
} from '../../shared/reviews';
import {
  getCurrentUser,
  principalId,
  requireRole,
  signedInMember,
  signedInUser,
  type CurrentUser,
} from '../auth/session';
import { partyOf, type EngagementParty } from '../engagements/engagements.service';
import { noStore } from '../http/no-store';
import { IdParams } from '../http/params';
import { hideReview, publishedReviews, replyToReview, reviewState, submitReview } from './reviews.service';

const ReviewResponseSchema = z.object({ review: PublicReviewSchema });

/** The signed-in member's party, or null (anonymous, staff, a company-side person without an organisation). */
function partyOfViewer(user: CurrentUser | null): EngagementParty | null {
  if (!user || (user.userType !== 'company' && user.userType !== 'facilitator')) return null;
  if (user.userType === 'company' && !user.organisation) return null;
  return partyOf({ ...user, userType: user.userType });
}

/**
 * Double-blind reviews (docs/decisions/042): the two parties of a completed engagement each review the other
 * once; the reviewed party replies once; anyone reads the published reviews of a profile; the operator hides
 * a review or a reply.
 */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  const { db, clock } = app.deps;
  const member = requireRole('member');

  app.get(
    '/api/engagements/:id/review',
    { preValidation: member, schema: { params: IdParams, response: { 200: ReviewStateSchema } } },
    async (request) => reviewState(db, partyOf(signedInMember(request)), request.params.id, clock.now()),
  );

  app.post(
    '/api/engagements/:id/review',
    {
      preValidation: member,
      schema: { params: IdParams, body: ReviewInputSchema, response: { 201: ReviewStateSchema } },
    },
    async (request, reply) => {
      const state = await submitReview(
        db,
        app.deps,
        partyOf(signedInMember(request)),
        request.params.id,
        request.body,
        clock.now(),
      );
      return reply.status(201).send(state);
    },
  );

  app.post(
    '/api/reviews/:id/reply',
    {
      preValidation: member,
      schema: { params: IdParams, body: ReplyInputSchema, response: { 200: ReviewResponseSchema } },
    },
    async (request) => ({
      review: await replyToReview(
        db,
        partyOf(signedInMember(request)),
        request.params.id,
        request.body.text,
        clock.now(),
      ),
    }),
  );

  const listRoute = (path: string, subject: ReviewSubject) =>
    app.get(
      path,
      {
        schema: { params: IdParams, querystring: ReviewListQuerySchema, response: { 200: ReviewListSchema } },
      },
      async (request) => {
        const viewer = await getCurrentUser(request);
        return publishedReviews(db, subject, request.params.id, request.query, {
          caller: partyOfViewer(viewer),
          principalId: principalId(viewer),
        });
      },
    );
  listRoute('/api/facilitators/:id/reviews', 'facilitator');
  listRoute('/api/companies/:id/reviews', 'organisation');

  app.post(
    '/api/admin/reviews/:id/hide',
    {
      preValidation: requireRole('admin'),
      schema: { params: IdParams, body: HideReviewInputSchema, response: { 200: ReviewResponseSchema } },
    },
    async (request) => ({
      review: await hideReview(db, signedInUser(request), request.params.id, request.body, clock.now()),
    }),
  );
};
