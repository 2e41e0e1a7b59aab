import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock';
import { auditLog, engagements, notifications, reviews } from '../db/schema';
import { movableClock } from '../test/engagement-factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { sendAs } from '../test/inject';
import {
  completedEngagement,
  facilitatorReview,
  keptColumns,
  organisationReview,
  postReview,
} from './review-test-helpers';
import { sweepReviews } from './review-sweep';

const time = movableClock();
const ctx = await buildTestApp({}, { clock: time.clock });
afterEach(() => time.reset());
let admin: TestUser;
beforeAll(async () => {
  admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });
});

const get = (who: TestUser | undefined, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: as(who) });
const stateOf = async (who: TestUser, id: string) => {
  const res = await get(who, `/api/engagements/${id}/review`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** The review notices in a party's bell (a company's is its organisation's) about the engagement. */
const bell = async (who: TestUser, engagementId: string) =>
  (
    await ctx.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(
        and(
          eq(who.userType === 'company' ? notifications.organisationId : notifications.userId, who.id),
          eq(notifications.link, `/engagements/${engagementId}/review`),
        ),
      )
      .orderBy(notifications.createdAt)
  ).map((row) => row.type);

describe('double-blind reviews', () => {
  it('keeps a review sealed until both wrote, then publishes both at once and tells each side', async () => {
    const { owner, facilitator, engagement } = await completedEngagement(ctx);
    await postReview(ctx, owner, engagement.id, facilitatorReview());

    const mine = await stateOf(owner, engagement.id);
    expect(mine).toMatchObject({
      subject: 'facilitator',
      canWrite: false,
      reason: 'written',
      published: false,
    });
    expect(mine.mine.privateNote).toBe('Invoice came late.');
    expect(mine.mine.outcomes).toEqual([
      { outcome: 'A strategy the leadership team agrees on', met: 'yes' },
      { outcome: 'Owners and dates for the next steps', met: 'partly' },
    ]);
    const theirs = await stateOf(facilitator, engagement.id);
    expect(theirs).toMatchObject({ canWrite: true, otherSubmitted: true, theirs: null, published: false });
    expect(JSON.stringify(theirs)).not.toContain('thoughtful');
    // Nothing public, nothing told, no figure moved.
    expect((await get(undefined, `/api/facilitators/${facilitator.id}/reviews`)).json().items).toEqual([]);
    expect(await bell(facilitator, engagement.id)).toEqual([]);
    expect((await keptColumns(ctx, facilitator.id, owner.id)).facilitator.reviewCount).toBe(0);

    await postReview(ctx, facilitator, engagement.id, organisationReview());
    const rows = await ctx.db.select().from(reviews).where(eq(reviews.engagementId, engagement.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.publishedAt).not.toBeNull();
    expect(rows[0]!.publishedAt!.getTime()).toBe(rows[1]!.publishedAt!.getTime());
    const after = await stateOf(facilitator, engagement.id);
    expect(after.published).toBe(true);
    expect(after.theirs).toMatchObject({
      rating: 5,
      authorName: 'Northwind Offsites',
      hidden: false,
      canReply: true,
    });
    expect(JSON.stringify(after.theirs)).not.toContain('Invoice');
    expect(await bell(facilitator, engagement.id)).toEqual(['review.published']);
    expect(await bell(owner, engagement.id)).toEqual(['review.published']);
    const kept = await keptColumns(ctx, facilitator.id, owner.id);
    expect(kept.facilitator).toMatchObject({
      reviewCount: 1,
      ratingAverage: 5,
      outcomesMet: 1,
      outcomesRated: 2,
    });
    expect(kept.company).toMatchObject({ reviewCount: 1, ratingAverage: 4 });

    // Once only; no edit.
    await postReview(ctx, owner, engagement.id, facilitatorReview(), 409);
    const list = (await get(undefined, `/api/facilitators/${facilitator.id}/reviews`)).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ rating: 5, authorName: 'Northwind Offsites', canReply: false });
    expect(JSON.stringify(list)).not.toMatch(/Invoice|@test\.example/);
    // A page past the end still says how many there are (its count read on its own).
    const pastEnd = (await get(undefined, `/api/facilitators/${facilitator.id}/reviews?page=3`)).json();
    expect(pastEnd).toMatchObject({ items: [], total: 1 });
    const companyList = (await get(undefined, `/api/companies/${owner.id}/reviews`)).json();
    expect(companyList.items[0]).toMatchObject({ rating: 4, authorName: 'Ada Lovelace' });
  });

  it('refuses the wrong subject, a wrong count of outcomes, an unfinished engagement and a stranger', async () => {
    const { owner, facilitator, engagement } = await completedEngagement(ctx);
    await postReview(ctx, owner, engagement.id, organisationReview(), 403);
    await postReview(ctx, facilitator, engagement.id, facilitatorReview(), 403);
    const res = await postReview(ctx, owner, engagement.id, facilitatorReview({ outcomes: ['yes'] }), 400);
    expect(res.json().error.message).toBe('Say for each agreed outcome whether it was met.');
    await postReview(ctx, owner, engagement.id, facilitatorReview({ rating: 6 }), 400);
    await postReview(ctx, owner, engagement.id, facilitatorReview({ text: 'Too short.' }), 400);
    const stranger = await signUp(ctx, 'facilitator');
    await postReview(ctx, stranger, engagement.id, organisationReview(), 404);
    expect((await get(stranger, `/api/engagements/${engagement.id}/review`)).statusCode).toBe(404);
    await ctx.db.update(engagements).set({ status: 'confirmed' }).where(eq(engagements.id, engagement.id));
    await postReview(ctx, owner, engagement.id, facilitatorReview(), 409);
    expect((await stateOf(owner, engagement.id)).reason).toBe('not_completed');
  });

  it('publishes a lone review when the window closes, and refuses a review after it', async () => {
    const { owner, facilitator, engagement } = await completedEngagement(ctx);
    await postReview(ctx, facilitator, engagement.id, organisationReview());
    const completedAt = ctx.clock.now();
    await sweepReviews(ctx.workerDeps, new Date(completedAt.getTime() + 13 * DAY_MS));
    expect((await stateOf(owner, engagement.id)).theirs).toBeNull();
    time.move(15);
    await postReview(ctx, owner, engagement.id, facilitatorReview(), 409);
    expect((await stateOf(owner, engagement.id)).reason).toBe('window_closed');
    await sweepReviews(ctx.workerDeps, ctx.clock.now());
    const state = await stateOf(owner, engagement.id);
    expect(state.theirs).toMatchObject({ rating: 4, authorName: 'Ada Lovelace' });
    expect(await bell(owner, engagement.id)).toContain('review.published');
    expect(await bell(facilitator, engagement.id)).not.toContain('review.published');
    const [row] = await ctx.db.select().from(engagements).where(eq(engagements.id, engagement.id));
    expect(row!.reviewsClosedAt).not.toBeNull();
    expect((await keptColumns(ctx, facilitator.id, owner.id)).company.reviewCount).toBe(1);
  });

  it('reminds each side without a review on day 0, 7 and 12, each once', async () => {
    const { owner, facilitator, engagement } = await completedEngagement(ctx);
    const start = ctx.clock.now().getTime();
    const at = (days: number) => new Date(start + days * DAY_MS + 60_000);
    const reminders = async (who: TestUser) =>
      (await bell(who, engagement.id)).filter((type) => type === 'review.reminder').length;
    await sweepReviews(ctx.workerDeps, at(0));
    await sweepReviews(ctx.workerDeps, at(0));
    expect(await reminders(owner)).toBe(1);
    expect(await reminders(facilitator)).toBe(1);
    await postReview(ctx, owner, engagement.id, facilitatorReview());
    await sweepReviews(ctx.workerDeps, at(6));
    expect(await reminders(facilitator)).toBe(1);
    await sweepReviews(ctx.workerDeps, at(7));
    await sweepReviews(ctx.workerDeps, at(8));
    expect(await reminders(facilitator)).toBe(2);
    expect(await reminders(owner)).toBe(1);
    await sweepReviews(ctx.workerDeps, at(12));
    await sweepReviews(ctx.workerDeps, at(13));
    expect(await reminders(facilitator)).toBe(3);
    const [row] = await ctx.db.select().from(engagements).where(eq(engagements.id, engagement.id));
    expect(row!.reviewRemindersSent).toBe(3);
    expect(
      ctx.mails.some((mail) => mail.subject === 'Please review your engagement with Northwind Offsites'),
    ).toBe(true);
  });

  it('lets the reviewed side reply once, and an admin hide a review that then leaves the averages', async () => {
    const { owner, facilitator, engagement } = await completedEngagement(ctx);
    await postReview(ctx, owner, engagement.id, facilitatorReview({ rating: 2 }));
    await postReview(ctx, facilitator, engagement.id, organisationReview());
    const reviewId = (await stateOf(facilitator, engagement.id)).theirs.id;
    const reply = (who: TestUser, text: string) =>
      sendAs(ctx, who, 'POST', `/api/reviews/${reviewId}/reply`, { text });
    expect((await reply(owner, 'Thank you.')).statusCode).toBe(403);
    expect((await reply(facilitator, '')).statusCode).toBe(400);
    expect((await reply(facilitator, 'x'.repeat(2001))).statusCode).toBe(400);
    const first = await reply(facilitator, 'Thank you for the honest words.');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().review.reply).toMatchObject({
      text: 'Thank you for the honest words.',
      hidden: false,
      authorName: 'Ada Lovelace',
    });
    expect((await reply(facilitator, 'Again.')).statusCode).toBe(409);

    expect((await keptColumns(ctx, facilitator.id, owner.id)).facilitator.reviewCount).toBe(1);
    const hide = (who: TestUser, payload: object) =>
      sendAs(ctx, who, 'POST', `/api/admin/reviews/${reviewId}/hide`, payload);
    expect((await hide(owner, { reason: 'Abusive' })).statusCode).toBe(403);
    expect((await hide(admin, { reason: '' })).statusCode).toBe(400);
    const hidden = await hide(admin, { reason: 'Breaks the guidelines' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const list = (await get(undefined, `/api/facilitators/${facilitator.id}/reviews`)).json();
    expect(list.items[0]).toMatchObject({ hidden: true, rating: null, text: null });
    const kept = await keptColumns(ctx, facilitator.id, owner.id);
    expect(kept.facilitator).toMatchObject({ reviewCount: 0, ratingAverage: null, outcomesRated: 0 });
    expect(kept.company.reviewCount).toBe(1);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, reviewId));
    expect(audit.map((entry) => [entry.action, entry.reason])).toEqual([
      ['review.hidden', 'Breaks the guidelines'],
    ]);
    expect((await hide(admin, { reason: 'Again' })).statusCode).toBe(409);
  });
  it('takes a report of a published review (never of a sealed one) and hides it from the Reports page', async () => {
    const { owner, facilitator, engagement } = await completedEngagement(ctx);
    await postReview(ctx, owner, engagement.id, facilitatorReview());
    const [sealed] = await ctx.db.select().from(reviews).where(eq(reviews.engagementId, engagement.id));
    const stranger = await signUp(ctx, 'facilitator');
    const report = (id: string) =>
      sendAs(ctx, stranger, 'POST', '/api/reports', { targetType: 'review', targetId: id, category: 'spam' });
    expect((await report(sealed!.id)).statusCode).toBe(404);
    await postReview(ctx, facilitator, engagement.id, organisationReview());
    expect((await report(sealed!.id)).statusCode).toBe(201);
    const console = (await get(admin, '/api/admin/reports')).json();
    expect(console.items).toContainEqual(
      expect.objectContaining({ targetType: 'review', targetId: sealed!.id, hidden: false }),
    );
    const hidden = await sendAs(ctx, admin, 'POST', `/api/admin/reports/review/${sealed!.id}/hide`, {});
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await keptColumns(ctx, facilitator.id, owner.id)).facilitator.reviewCount).toBe(0);
    const list = (await get(undefined, `/api/facilitators/${facilitator.id}/reviews`)).json();
    expect(list.items[0]).toMatchObject({ hidden: true, text: null });
  });
});
