import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, organisationMembers, reviews } from '../db/schema';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { deleteAccountRequest } from '../test/inject';
import { readDataExport } from '../test/unzip';
import { recomputeOrganisationReputation } from './reputation.repo';
import {
  completedEngagement,
  facilitatorReview,
  keptColumns,
  organisationReview,
  postReview,
} from './review-test-helpers';

/**
 * Reviews when people take their data along or leave: the export holds what they wrote (with their own
 * private notes) and, once published, what was written of them; a deletion keeps the review, anonymised.
 */
const ctx = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });

const get = (who: TestUser | undefined, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: as(who) });
const exportOf = async (who: TestUser) => {
  const res = await get(who, '/api/account/export');
  expect(res.statusCode, res.body).toBe(200);
  return (await readDataExport(res.rawPayload)).data;
};

describe('reviews in the data export and account deletion', () => {
  it('exports the reviews written with their notes, and the received ones once published only', async () => {
    const { owner, facilitator, engagement } = await completedEngagement(ctx);
    await postReview(ctx, owner, engagement.id, facilitatorReview());
    const sealed = await exportOf(facilitator);
    expect(sealed.reviewsReceived).toEqual([]);
    expect(JSON.stringify(sealed)).not.toContain('thoughtful');
    const written = await exportOf(owner);
    expect(written.reviewsWritten).toEqual([
      expect.objectContaining({
        subject: 'facilitator',
        privateNote: 'Invoice came late.',
        publishedAt: null,
      }),
    ]);

    await postReview(ctx, facilitator, engagement.id, organisationReview());
    const published = await exportOf(facilitator);
    expect(published.reviewsReceived).toEqual([expect.objectContaining({ rating: 5, reply: null })]);
    expect(published.reviewsWritten).toEqual([
      expect.objectContaining({ subject: 'organisation', privateNote: 'The venue was cold.' }),
    ]);
    // Never the other side's private note, never an email.
    expect(JSON.stringify(published.reviewsReceived)).not.toMatch(/Invoice|@test\.example/);
  });

  it("keeps a deleted author's review, anonymised, and still counted", async () => {
    const { owner, facilitator, engagement } = await completedEngagement(ctx);
    // A hiring manager of the organisation writes its review, then leaves.
    const manager = await signUp(ctx, 'company');
    await ctx.db.delete(companies).where(eq(companies.id, manager.id));
    await ctx.db
      .insert(organisationMembers)
      .values({ organisationId: owner.id, userId: manager.id, role: 'hiring_manager' });
    await postReview(ctx, manager, engagement.id, facilitatorReview({ rating: 4 }));
    await postReview(ctx, facilitator, engagement.id, organisationReview({ rating: 3 }));
    expect((await deleteAccountRequest(ctx, manager)).statusCode).toBe(204);

    const [kept] = await ctx.db
      .select()
      .from(reviews)
      .where(eq(reviews.engagementId, engagement.id))
      .orderBy(reviews.subject);
    expect(kept).toMatchObject({ subject: 'facilitator', authorId: null, rating: 4 });
    const list = (await get(undefined, `/api/facilitators/${facilitator.id}/reviews`)).json();
    expect(list.items).toEqual([expect.objectContaining({ rating: 4, authorName: 'Northwind Offsites' })]);
    expect((await keptColumns(ctx, facilitator.id, owner.id)).facilitator).toMatchObject({
      reviewCount: 1,
      ratingAverage: 4,
    });

    // The facilitator leaves: their review of the organisation stays and counts; its author shows as gone.
    expect((await deleteAccountRequest(ctx, facilitator)).statusCode).toBe(204);
    const ofCompany = (await get(undefined, `/api/companies/${owner.id}/reviews`)).json();
    expect(ofCompany.items).toEqual([expect.objectContaining({ rating: 3, authorName: null })]);
    expect((await keptColumns(ctx, facilitator.id, owner.id)).company).toMatchObject({
      reviewCount: 1,
      ratingAverage: 3,
    });
    // The organisation's kept figures are what a recompute gives: the facilitator who left is not engaged any more.
    const kept2 = (await keptColumns(ctx, facilitator.id, owner.id)).company;
    await recomputeOrganisationReputation(ctx.db, owner.id);
    expect((await keptColumns(ctx, facilitator.id, owner.id)).company).toEqual(kept2);
  });
});
