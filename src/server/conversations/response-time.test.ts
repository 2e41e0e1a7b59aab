import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY_MS, fixedClock } from '../clock';
import { facilitatorUnavailableDates, facilitators, messages } from '../db/schema';
import { listedFacilitatorValues, makeConversation } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { awayOverlapMs, facilitatorResponseTime, median } from './response-time.service';

const NOW = new Date('2026-06-15T12:00:00Z');
const ctx = await buildTestApp({}, { clock: fixedClock(NOW) });
const HOUR_MS = 60 * 60_000;

const ago = (ms: number) => new Date(NOW.getTime() - ms);

async function listedFacilitator() {
  const who = await signUp(ctx, 'facilitator');
  await ctx.db.update(facilitators).set(listedFacilitatorValues(NOW)).where(eq(facilitators.id, who.id));
  return who;
}

/** Companies enough for the threads of a test (one thread per company and facilitator). */
const companies = await Promise.all(Array.from({ length: 6 }, () => signUp(ctx, 'company')));

/** A thread `company` started at `startedAt`, answered by the facilitator `waitMs` later (never: null). */
async function thread(company: TestUser, facilitator: TestUser, startedAt: Date, waitMs: number | null) {
  const conversation = await makeConversation(ctx, company, facilitator, {
    createdAt: startedAt,
    lastMessageAt: startedAt,
  });
  await ctx.db.insert(messages).values({
    conversationId: conversation.id,
    senderId: company.id,
    side: 'company',
    body: 'Are you free in June?',
    createdAt: startedAt,
  });
  if (waitMs === null) return;
  for (const extra of [0, HOUR_MS]) {
    // The first reply counts; a later one does not.
    await ctx.db.insert(messages).values({
      conversationId: conversation.id,
      senderId: facilitator.id,
      side: 'facilitator',
      body: 'Yes, I am.',
      createdAt: new Date(startedAt.getTime() + waitMs + extra),
    });
  }
}

const publicMinutes = async (id: string): Promise<number | null> => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/facilitators/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().responseMinutes;
};

describe('response time', () => {
  it('is shown publicly only from 5 threads, as the median time to a first reply', async () => {
    const facilitator = await listedFacilitator();
    expect(await publicMinutes(facilitator.id)).toBeNull();
    const waits = [30, 600, 60, 180]; // minutes
    for (const [index, minutes] of waits.entries()) {
      await thread(companies[index]!, facilitator, ago((index + 1) * DAY_MS), minutes * 60_000);
    }
    // Four threads: the facilitator sees a median, the public nothing yet.
    expect(await facilitatorResponseTime(ctx.db, facilitator.id, NOW)).toEqual({
      medianMinutes: 120,
      threads: 4,
      publicFromThreads: 5,
    });
    expect(await publicMinutes(facilitator.id)).toBeNull();

    await thread(companies[4]!, facilitator, ago(6 * DAY_MS), 120 * 60_000);
    expect(await publicMinutes(facilitator.id)).toBe(120);
    // The facilitator's own insights show the same.
    const own = await ctx.app.inject({ method: 'GET', url: '/api/me/insights', headers: as(facilitator) });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().responseTime).toEqual({ medianMinutes: 120, threads: 5, publicFromThreads: 5 });
  });

  it('counts an unanswered thread with its wait so far, and has no median without an answer', async () => {
    const facilitator = await listedFacilitator();
    await thread(companies[0]!, facilitator, ago(3 * HOUR_MS), null);
    expect(await facilitatorResponseTime(ctx.db, facilitator.id, NOW)).toMatchObject({
      medianMinutes: null,
      threads: 1,
    });
    await thread(companies[1]!, facilitator, ago(DAY_MS), HOUR_MS);
    await thread(companies[2]!, facilitator, ago(2 * DAY_MS), 2 * HOUR_MS);
    // 60, 120 and the unanswered 180 minutes so far.
    expect(await facilitatorResponseTime(ctx.db, facilitator.id, NOW)).toMatchObject({
      medianMinutes: 120,
      threads: 3,
    });
  });

  it('pauses the wait on the days the facilitator set as away', async () => {
    const facilitator = await listedFacilitator();
    // Started at noon on 1 June, answered at noon on 3 June: 48 hours, of which 2 June (24 hours) away.
    await thread(companies[0]!, facilitator, new Date('2026-06-01T12:00:00Z'), 48 * HOUR_MS);
    expect((await facilitatorResponseTime(ctx.db, facilitator.id, NOW)).medianMinutes).toBe(48 * 60);
    await ctx.db
      .insert(facilitatorUnavailableDates)
      .values({ facilitatorId: facilitator.id, day: '2026-06-02', applicationId: null, createdAt: NOW });
    expect((await facilitatorResponseTime(ctx.db, facilitator.id, NOW)).medianMinutes).toBe(24 * 60);
  });

  it('leaves out the threads started more than 90 days ago', async () => {
    const facilitator = await listedFacilitator();
    for (const company of companies.slice(0, 5)) {
      await thread(company, facilitator, ago(91 * DAY_MS), 10 * DAY_MS);
    }
    expect(await facilitatorResponseTime(ctx.db, facilitator.id, NOW)).toMatchObject({
      medianMinutes: null,
      threads: 0,
    });
    await thread(companies[5]!, facilitator, ago(89 * DAY_MS), 30 * 60_000);
    expect(await facilitatorResponseTime(ctx.db, facilitator.id, NOW)).toMatchObject({
      medianMinutes: 30,
      threads: 1,
    });
    expect(await publicMinutes(facilitator.id)).toBeNull();
  });
});

describe('its arithmetic', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('counts only the part of a wait that falls on an away day', () => {
    const away = new Set(['2026-06-02']);
    const at = (iso: string) => new Date(iso);
    expect(awayOverlapMs(at('2026-06-01T20:00:00Z'), at('2026-06-02T06:00:00Z'), away)).toBe(6 * HOUR_MS);
    expect(awayOverlapMs(at('2026-06-02T20:00:00Z'), at('2026-06-03T06:00:00Z'), away)).toBe(4 * HOUR_MS);
    expect(awayOverlapMs(at('2026-06-03T01:00:00Z'), at('2026-06-04T06:00:00Z'), away)).toBe(0);
  });
});
