import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_AFTER_DAYS } from '../../shared/review-options';
import { DAY_MS } from '../clock';
import { engagements, facilitators, notifications, outcomeFollowUps } from '../db/schema';
import { makeEngagement } from '../test/engagement-factories';
import { memberOf } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { outcomesHeldOf } from './outcomes-held';
import { sweepFollowUps } from './follow-ups.service';

const ctx = await buildTestApp();

/** A completed engagement of a new organisation (its owner) and a facilitator, completed at `completedAt`. */
async function completed(completedAt: Date, facilitator?: TestUser) {
  const owner = await signUp(ctx, 'company', { companyName: 'Northwind Offsites' });
  const who = facilitator ?? (await signUp(ctx, 'facilitator', { firstName: 'Ada', lastName: 'Lovelace' }));
  const row = await makeEngagement(ctx, {
    organisationId: owner.id,
    facilitatorId: who.id,
    status: 'completed',
  });
  await ctx.db.update(engagements).set({ completedAt }).where(eq(engagements.id, row.id));
  return { owner, facilitator: who, id: row.id };
}

const at = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);
const followUp = (who: TestUser, id: string) =>
  ctx.app.inject({ url: `/api/engagements/${id}/follow-up`, headers: as(who) });
const answer = (who: TestUser, id: string, answers: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/engagements/${id}/follow-up`,
    headers: as(who),
    payload: { answers },
  });
const columns = async (id: string) =>
  (
    await ctx.db
      .select({
        outcomesHeld: facilitators.outcomesHeld,
        outcomesFollowedUp: facilitators.outcomesFollowedUp,
      })
      .from(facilitators)
      .where(eq(facilitators.id, id))
  )[0]!;

describe('the six-week outcome follow-up (follow-ups.tick)', () => {
  it('is not asked at 41 days, is asked once at 42, by a notice and mail to those who may answer', async () => {
    const completedAt = ctx.clock.now();
    const { owner, id } = await completed(completedAt);
    const recruiter = await memberOf(ctx, owner.id, 'recruiter');
    const manager = await memberOf(ctx, owner.id, 'hiring_manager');

    await sweepFollowUps(ctx.workerDeps, at(completedAt, FOLLOW_UP_AFTER_DAYS - 1));
    expect(await ctx.db.select().from(outcomeFollowUps).where(eq(outcomeFollowUps.engagementId, id))).toEqual(
      [],
    );
    const before = await followUp(owner, id);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ canAnswer: false, answeredAt: null });
    expect((await answer(owner, id, ['yes', 'yes'])).statusCode).toBe(404);

    const mailsBefore = ctx.mails.length;
    expect(await sweepFollowUps(ctx.workerDeps, at(completedAt, FOLLOW_UP_AFTER_DAYS))).toEqual({ asked: 1 });
    expect(await sweepFollowUps(ctx.workerDeps, at(completedAt, FOLLOW_UP_AFTER_DAYS + 1))).toEqual({
      asked: 0,
    });
    const rows = await ctx.db.select().from(outcomeFollowUps).where(eq(outcomeFollowUps.engagementId, id));
    expect(rows).toHaveLength(1);
    const bell = await ctx.db.select().from(notifications).where(eq(notifications.organisationId, owner.id));
    expect(bell.filter((n) => n.type === 'engagement.followUp')).toHaveLength(1);
    expect(bell.find((n) => n.type === 'engagement.followUp')!.title).toBe('Did the effect last?');
    const sent = ctx.mails.slice(mailsBefore).map((mail) => mail.to);
    expect(sent.sort()).toEqual([owner.email, manager.email].sort());
    expect(sent).not.toContain(recruiter.email);

    expect((await followUp(owner, id)).json()).toMatchObject({ canAnswer: true });
    expect((await followUp(recruiter, id)).json()).toMatchObject({ canAnswer: false });
  });

  it('takes one answer per outcome, once, from a member with hire; the facilitator reads it, no one else', async () => {
    const completedAt = new Date(ctx.clock.now().getTime() - 50 * DAY_MS);
    const { owner, facilitator, id } = await completed(completedAt);
    const recruiter = await memberOf(ctx, owner.id, 'recruiter');
    const stranger = await signUp(ctx, 'company');
    await sweepFollowUps(ctx.workerDeps, ctx.clock.now());

    expect((await answer(recruiter, id, ['yes', 'no'])).statusCode).toBe(403);
    expect((await answer(facilitator, id, ['yes', 'no'])).statusCode).toBe(403);
    expect((await answer(stranger, id, ['yes', 'no'])).statusCode).toBe(404);
    expect((await followUp(stranger, id)).statusCode).toBe(404);
    expect((await answer(owner, id, ['yes'])).statusCode).toBe(400);
    expect((await answer(owner, id, ['yes', 'maybe'])).statusCode).toBe(400);

    const res = await answer(owner, id, ['yes', 'too_early']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().outcomes.map((o: { answer: string }) => o.answer)).toEqual(['yes', 'too_early']);
    expect((await answer(owner, id, ['no', 'no'])).statusCode).toBe(409);

    const theirs = await followUp(facilitator, id);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toMatchObject({ canAnswer: false, answeredAt: expect.any(String) });
    expect(theirs.json().outcomes.map((o: { answer: string }) => o.answer)).toEqual(['yes', 'too_early']);
    // The profile never carries the single answers.
    const profile = await ctx.app.inject({ url: `/api/facilitators/${facilitator.id}` });
    expect(profile.body).not.toContain('too_early');
  });

  it('counts answers in the facilitator’s columns; the public figure shows from 3 answers, too early excluded', async () => {
    const facilitator = await signUp(ctx, 'facilitator', { firstName: 'Grace', lastName: 'Hopper' });
    const completedAt = new Date(ctx.clock.now().getTime() - 43 * DAY_MS);
    const first = await completed(completedAt, facilitator);
    const second = await completed(completedAt, facilitator);
    await sweepFollowUps(ctx.workerDeps, ctx.clock.now());

    expect((await answer(first.owner, first.id, ['yes', 'too_early'])).statusCode).toBe(200);
    expect(await columns(facilitator.id)).toEqual({ outcomesHeld: 1, outcomesFollowedUp: 1 });
    expect(outcomesHeldOf(await columns(facilitator.id))).toBeNull();

    expect((await answer(second.owner, second.id, ['partly', 'yes'])).statusCode).toBe(200);
    expect(await columns(facilitator.id)).toEqual({ outcomesHeld: 2, outcomesFollowedUp: 3 });
    expect(outcomesHeldOf(await columns(facilitator.id))).toEqual({ held: 2, total: 3 });
  });
});
