import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, facilitators, user } from '../db/schema';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import {
  completedEngagement,
  facilitatorReview,
  organisationReview,
  postReview,
} from './review-test-helpers';

const ctx = await buildTestApp();
let admin: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });
  stranger = await signUp(ctx, 'facilitator');
});

/** An engagement reviewed by both sides: each profile has one published review. */
async function reviewedParties() {
  const { owner, facilitator, engagement } = await completedEngagement(ctx);
  await postReview(ctx, owner, engagement.id, facilitatorReview());
  await postReview(ctx, facilitator, engagement.id, organisationReview());
  return { owner, facilitator };
}

/**
 * What the profile at `profileUrl` and its reviews answer each viewer: the reviews' status must be the
 * profile's own, whatever it is.
 */
async function statusesOf(profileUrl: string, viewers: Record<string, TestUser | undefined>) {
  const statuses: Record<string, number> = {};
  for (const [name, who] of Object.entries(viewers)) {
    const profile = await ctx.app.inject({ url: profileUrl, headers: as(who) });
    const reviews = await ctx.app.inject({ url: `${profileUrl}/reviews`, headers: as(who) });
    expect(reviews.statusCode, `${name}: ${reviews.body}`).toBe(profile.statusCode);
    statuses[name] = reviews.statusCode;
  }
  return statuses;
}

describe("a profile's reviews are shown only where the profile is", () => {
  it('an unlisted facilitator: only their own eyes; hidden or suspended: nobody’s', async () => {
    const { facilitator } = await reviewedParties();
    const url = `/api/facilitators/${facilitator.id}`;
    const viewers = { anonymous: undefined, stranger, owner: facilitator, admin };
    expect(await statusesOf(url, viewers)).toEqual({ anonymous: 200, stranger: 200, owner: 200, admin: 200 });
    const reviews = await ctx.app.inject({ url: `${url}/reviews` });
    expect(reviews.json().items).toHaveLength(1);

    // Not listed (the listing rule asks for years of experience): its owner still sees it.
    await ctx.db
      .update(facilitators)
      .set({ yearsExperience: null })
      .where(eq(facilitators.id, facilitator.id));
    expect(await statusesOf(url, viewers)).toEqual({ anonymous: 404, stranger: 404, owner: 200, admin: 404 });
    const own = await ctx.app.inject({ url: `${url}/reviews`, headers: as(facilitator) });
    expect(own.json().items).toHaveLength(1);
    expect((await ctx.app.inject({ url: `${url}/reviews` })).json().error.message).toBe(
      (await ctx.app.inject({ url })).json().error.message,
    );

    await ctx.db
      .update(facilitators)
      .set({ yearsExperience: 8, hiddenAt: ctx.clock.now() })
      .where(eq(facilitators.id, facilitator.id));
    expect(await statusesOf(url, viewers)).toEqual({ anonymous: 404, stranger: 404, owner: 404, admin: 404 });

    await ctx.db.update(facilitators).set({ hiddenAt: null }).where(eq(facilitators.id, facilitator.id));
    await ctx.db.update(user).set({ suspendedAt: ctx.clock.now() }).where(eq(user.id, facilitator.id));
    expect(await statusesOf(url, { anonymous: undefined, stranger, admin })).toEqual({
      anonymous: 404,
      stranger: 404,
      admin: 404,
    });
  });

  it('a hidden or suspended company: nobody’s, its own members’ neither', async () => {
    const { owner } = await reviewedParties();
    const url = `/api/companies/${owner.id}`;
    const viewers = { anonymous: undefined, stranger, owner, admin };
    expect(await statusesOf(url, viewers)).toEqual({ anonymous: 200, stranger: 200, owner: 200, admin: 200 });

    await ctx.db.update(companies).set({ hiddenAt: ctx.clock.now() }).where(eq(companies.id, owner.id));
    expect(await statusesOf(url, viewers)).toEqual({ anonymous: 404, stranger: 404, owner: 404, admin: 404 });

    await ctx.db
      .update(companies)
      .set({ hiddenAt: null, suspendedAt: ctx.clock.now() })
      .where(eq(companies.id, owner.id));
    expect(await statusesOf(url, { anonymous: undefined, stranger, admin })).toEqual({
      anonymous: 404,
      stranger: 404,
      admin: 404,
    });
  });

  it('an unknown or malformed id: 404, as the profile', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect(await statusesOf(`/api/facilitators/${id}`, { anonymous: undefined })).toEqual({
        anonymous: 404,
      });
      expect(await statusesOf(`/api/companies/${id}`, { anonymous: undefined })).toEqual({ anonymous: 404 });
    }
  });
});
