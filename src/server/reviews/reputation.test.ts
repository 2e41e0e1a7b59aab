import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, facilitators, reviews } from '../db/schema';
import { addDays, utcDay } from '../profiles/days';
import { makeEngagement } from '../test/engagement-factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { sendAs } from '../test/inject';
import { recomputeFacilitatorReputation, recomputeOrganisationReputation } from './reputation.repo';
import { facilitatorReputation, organisationReputation } from './reputation';
import {
  completeAs,
  completedEngagement,
  facilitatorReview,
  keptColumns,
  organisationReview,
  postReview,
} from './review-test-helpers';

const ctx = await buildTestApp();
let dayOffset = 40;

/** Another engagement between the pair, completed through the API (on days of its own). */
async function completeAnother(owner: TestUser, facilitatorId: string) {
  const today = utcDay(ctx.clock.now());
  dayOffset += 3;
  const row = await makeEngagement(ctx, {
    organisationId: owner.id,
    facilitatorId,
    ownerId: owner.id,
    status: 'confirmed',
    days: [addDays(today, dayOffset)],
  });
  await completeAs(ctx, owner, row.id);
  return row;
}

/** A review written straight into the database (for the rules of sealed and hidden ones). */
async function writeReview(
  engagementId: string,
  facilitatorId: string,
  organisationId: string,
  values: Partial<typeof reviews.$inferInsert>,
) {
  await ctx.db.insert(reviews).values({
    engagementId,
    subject: 'facilitator',
    facilitatorId,
    organisationId,
    rating: 5,
    criteria: {},
    body: 'x'.repeat(30),
    submittedAt: ctx.clock.now(),
    publishedAt: ctx.clock.now(),
    ...values,
  });
}

const recompute = async (facilitatorId: string, organisationId: string) => {
  await recomputeFacilitatorReputation(ctx.db, facilitatorId);
  await recomputeOrganisationReputation(ctx.db, organisationId);
  return keptColumns(ctx, facilitatorId, organisationId);
};

describe('reputation figures (computed in SQL)', () => {
  it('average and count: the visible published overall ratings', async () => {
    const { owner, facilitator, engagement } = await completedEngagement(ctx);
    const other = await completeAnother(owner, facilitator.id);
    await writeReview(engagement.id, facilitator.id, owner.id, { rating: 4 });
    await writeReview(other.id, facilitator.id, owner.id, { rating: 5 });
    const { facilitator: f } = await recompute(facilitator.id, owner.id);
    expect(f).toMatchObject({ reviewCount: 2, ratingAverage: 4.5 });
    expect(facilitatorReputation(f)).toMatchObject({ averageRating: 4.5, reviewCount: 2, topRated: false });
  });

  it("completed engagements and repeat clients, and the organisation's rebook rate", async () => {
    const { owner, facilitator } = await completedEngagement(ctx);
    const kept = await keptColumns(ctx, facilitator.id, owner.id);
    expect(kept.facilitator).toMatchObject({ completedEngagements: 1, repeatClients: 0 });
    expect(kept.company).toMatchObject({
      completedEngagements: 1,
      facilitatorsEngaged: 1,
      facilitatorsRebooked: 0,
    });
    await completeAnother(owner, facilitator.id);
    const again = await keptColumns(ctx, facilitator.id, owner.id);
    expect(again.facilitator).toMatchObject({ completedEngagements: 2, repeatClients: 1 });
    expect(again.company).toMatchObject({
      completedEngagements: 2,
      facilitatorsEngaged: 1,
      facilitatorsRebooked: 1,
    });
    expect(organisationReputation(again.company).rebook).toEqual({ rebooked: 1, facilitators: 1 });
  });

  it('outcomes met: "yes" of all outcome answers in visible published reviews', async () => {
    const { owner, facilitator, engagement } = await completedEngagement(ctx);
    const other = await completeAnother(owner, facilitator.id);
    await writeReview(engagement.id, facilitator.id, owner.id, { outcomes: ['yes', 'no'] });
    await writeReview(other.id, facilitator.id, owner.id, { outcomes: ['yes', 'partly'] });
    const { facilitator: f } = await recompute(facilitator.id, owner.id);
    expect(facilitatorReputation(f).outcomesMet).toEqual({ met: 2, total: 4 });
  });

  it('hidden and sealed reviews count for nothing', async () => {
    const { owner, facilitator, engagement } = await completedEngagement(ctx);
    const other = await completeAnother(owner, facilitator.id);
    const third = await completeAnother(owner, facilitator.id);
    await writeReview(engagement.id, facilitator.id, owner.id, { rating: 1, hiddenAt: ctx.clock.now() });
    await writeReview(other.id, facilitator.id, owner.id, { rating: 2, publishedAt: null, outcomes: ['no'] });
    await writeReview(third.id, facilitator.id, owner.id, {
      subject: 'organisation',
      rating: 3,
      publishedAt: null,
    });
    const { facilitator: f, company: c } = await recompute(facilitator.id, owner.id);
    expect(f).toMatchObject({ reviewCount: 0, ratingAverage: null, outcomesRated: 0 });
    expect(c).toMatchObject({ reviewCount: 0, ratingAverage: null });
  });

  it('shows each figure by its rule', () => {
    const base = {
      reviewCount: 0,
      ratingAverage: null,
      completedEngagements: 0,
      repeatClients: 0,
      outcomesMet: 0,
      outcomesRated: 0,
      outcomesHeld: 0,
      outcomesFollowedUp: 0,
    };
    expect(facilitatorReputation(base)).toEqual({
      averageRating: null,
      reviewCount: 0,
      completedEngagements: 0,
      repeatClients: 0,
      outcomesMet: null,
      outcomesHeld: null,
      topRated: false,
    });
    expect(facilitatorReputation({ ...base, reviewCount: 3, ratingAverage: 4.666 }).averageRating).toBe(4.7);
    expect(
      facilitatorReputation({ ...base, outcomesHeld: 2, outcomesFollowedUp: 2 }).outcomesHeld,
    ).toBeNull();
    expect(facilitatorReputation({ ...base, outcomesHeld: 2, outcomesFollowedUp: 3 }).outcomesHeld).toEqual({
      held: 2,
      total: 3,
    });
    expect(facilitatorReputation({ ...base, reviewCount: 5, ratingAverage: 4.5 }).topRated).toBe(true);
    expect(facilitatorReputation({ ...base, reviewCount: 4, ratingAverage: 5 }).topRated).toBe(false);
    expect(facilitatorReputation({ ...base, reviewCount: 5, ratingAverage: 4.49 }).topRated).toBe(false);
    expect(
      organisationReputation({
        reviewCount: 0,
        ratingAverage: null,
        completedEngagements: 0,
        facilitatorsEngaged: 0,
        facilitatorsRebooked: 0,
      }).rebook,
    ).toBeNull();
  });

  it("recomputed from scratch, every party's columns equal the kept ones", async () => {
    // Several parties through the API: completions, reviews published together or not, a hidden one.
    const a = await completedEngagement(ctx);
    await completeAnother(a.owner, a.facilitator.id);
    await postReview(ctx, a.owner, a.engagement.id, facilitatorReview({ rating: 3 }));
    await postReview(ctx, a.facilitator, a.engagement.id, organisationReview({ rating: 5 }));
    const b = await completedEngagement(ctx);
    await postReview(ctx, b.owner, b.engagement.id, facilitatorReview({ outcomes: ['no', 'no'] }));
    const c = await completedEngagement(ctx);
    await postReview(ctx, c.owner, c.engagement.id, facilitatorReview({ rating: 1 }));
    await postReview(ctx, c.facilitator, c.engagement.id, organisationReview({ rating: 2 }));
    const admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });
    const [hideMe] = await ctx.db.select().from(reviews).where(eq(reviews.engagementId, c.engagement.id));
    const hidden = await sendAs(ctx, admin, 'POST', `/api/admin/reviews/${hideMe!.id}/hide`, {
      reason: 'Spam',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);

    const snapshot = async () => ({
      facilitators: await ctx.db.select().from(facilitators).orderBy(facilitators.id),
      companies: await ctx.db.select().from(companies).orderBy(companies.id),
    });
    const kept = await snapshot();
    await ctx.db.execute(sql`update facilitators set review_count = 0, rating_average = null,
      completed_engagements = 0, repeat_clients = 0, outcomes_met = 0, outcomes_rated = 0, outcomes_held = 0,
      outcomes_followed_up = 0`);
    await ctx.db.execute(sql`update companies set review_count = 0, rating_average = null,
      completed_engagements = 0, facilitators_engaged = 0, facilitators_rebooked = 0`);
    for (const row of kept.facilitators) await recomputeFacilitatorReputation(ctx.db, row.id);
    for (const row of kept.companies) await recomputeOrganisationReputation(ctx.db, row.id);
    const fresh = await snapshot();
    expect(fresh.facilitators.map(({ updatedAt: _, ...row }) => row)).toEqual(
      kept.facilitators.map(({ updatedAt: _, ...row }) => row),
    );
    expect(fresh.companies.map(({ updatedAt: _, ...row }) => row)).toEqual(
      kept.companies.map(({ updatedAt: _, ...row }) => row),
    );
    // And the figures moved at all.
    expect(kept.facilitators.some((row) => row.reviewCount > 0 && row.repeatClients > 0)).toBe(true);
  });
  it("shows the kept figures on the job page (the hiring organisation's) and the facilitator's profile", async () => {
    const { owner, facilitator, engagement, job } = await completedEngagement(ctx);
    await postReview(ctx, owner, engagement.id, facilitatorReview({ rating: 5, outcomes: ['yes', 'yes'] }));
    await postReview(ctx, facilitator, engagement.id, organisationReview({ rating: 4 }));
    const jobPage = await ctx.app.inject({ url: `/api/jobs/${job.id}` });
    expect(jobPage.statusCode, jobPage.body).toBe(200);
    expect(jobPage.json().reputation).toEqual({
      averageRating: 4,
      reviewCount: 1,
      completedEngagements: 1,
      rebook: { rebooked: 0, facilitators: 1 },
    });
    const own = await ctx.app.inject({ url: '/api/profile', headers: as(facilitator) });
    expect(own.json().facilitator.reputation).toEqual({
      averageRating: 5,
      reviewCount: 1,
      completedEngagements: 1,
      repeatClients: 0,
      outcomesMet: { met: 2, total: 2 },
      outcomesHeld: null,
      topRated: false,
    });
  });
});
