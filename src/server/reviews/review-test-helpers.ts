import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { companies, engagements, facilitators } from '../db/schema';
import { act, confirmedEngagement } from '../test/engagement-factories';
import { listedFacilitatorValues } from '../test/factories';
import type { TestContext, TestUser } from '../test/helpers';
import { sendAs } from '../test/inject';

/** Completes a delivered engagement as its company through the API (which recomputes the reputations). */
export async function completeAs(
  ctx: Pick<TestContext, 'app' | 'db'>,
  owner: TestUser,
  engagementId: string,
) {
  await ctx.db
    .update(engagements)
    .set({ status: 'delivered', deliveredAt: new Date(Date.now() - 1000) })
    .where(eq(engagements.id, engagementId));
  const res = await act(ctx, owner, engagementId, 'complete');
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * Lists both parties' profiles (the facilitator's meets the listing rule, the company's is complete): their
 * reviews are public only where their profiles are.
 */
export async function listParties(
  ctx: Pick<TestContext, 'db' | 'clock'>,
  facilitatorId: string,
  organisationId: string,
) {
  const now = ctx.clock.now();
  await ctx.db
    .update(facilitators)
    .set(listedFacilitatorValues(now))
    .where(eq(facilitators.id, facilitatorId));
  await ctx.db.update(companies).set({ profileCompletedAt: now }).where(eq(companies.id, organisationId));
}

/**
 * A confirmed engagement (through the API), delivered, then completed by the company at the app's now; both
 * parties' profiles listed.
 */
export async function completedEngagement(ctx: Pick<TestContext, 'app' | 'db' | 'clock' | 'mails'>) {
  const made = await confirmedEngagement(ctx);
  await listParties(ctx, made.facilitator.id, made.owner.id);
  await completeAs(ctx, made.owner, made.engagement.id);
  return made;
}

/** A valid review of the facilitator by the company (two agreed outcomes, as the factories' terms have). */
export const facilitatorReview = (overrides: object = {}) => ({
  subject: 'facilitator',
  rating: 5,
  criteria: { preparation: 5, facilitation: 4, communication: 5, outcomes: 4 },
  outcomes: ['yes', 'partly'],
  wouldHireAgain: true,
  text: 'A thoughtful, well prepared facilitator who kept the room on track.',
  privateNote: 'Invoice came late.',
  ...overrides,
});

/** A valid review of the organisation by the facilitator. */
export const organisationReview = (overrides: object = {}) => ({
  subject: 'organisation',
  rating: 4,
  criteria: { brief: 4, communication: 4, terms: 5 },
  text: 'A clear brief and a team that kept every agreed term without fuss.',
  privateNote: 'The venue was cold.',
  ...overrides,
});

/** POST /api/engagements/:id/review as `who`, expecting `status`. */
export async function postReview(
  ctx: Pick<TestContext, 'app'>,
  who: TestUser,
  engagementId: string,
  payload: object,
  status = 201,
) {
  const res = await sendAs(ctx, who, 'POST', `/api/engagements/${engagementId}/review`, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res;
}

/** The reputation columns of a facilitator and an organisation, as kept. */
export async function keptColumns(
  ctx: Pick<TestContext, 'db'>,
  facilitatorId: string,
  organisationId: string,
) {
  const [f] = await ctx.db.select().from(facilitators).where(eq(facilitators.id, facilitatorId));
  const [c] = await ctx.db.select().from(companies).where(eq(companies.id, organisationId));
  return { facilitator: f!, company: c! };
}
