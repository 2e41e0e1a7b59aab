import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTO_COMPLETE_AFTER_DAYS } from '../../shared/engagements';
import { DAY_MS } from '../clock';
import { engagements } from '../db/schema';
import { addDays } from '../profiles/days';
import {
  OFFER_TIME_ZONE,
  bellTypes,
  confirmedEngagement,
  offerToday,
  validTerms,
} from '../test/engagement-factories';
import { buildTestApp } from '../test/helpers';
import { startWorker } from '../workers';
import { sweepEngagements } from './engagement-sweep';
import { startOfDayIn } from './zoned-days';

const ctx = await buildTestApp();

const rowOf = async (id: string) =>
  (await ctx.db.select().from(engagements).where(eq(engagements.id, id)))[0]!;
/** Noon of `day` in the offers' time zone: a daylight-saving change never moves it to another day. */
const noonOf = (day: string) => new Date(startOfDayIn(OFFER_TIME_ZONE, day).getTime() + 12 * 60 * 60 * 1000);
const sweep = (day: string) => sweepEngagements(ctx.workerDeps, noonOf(day));

describe('the business clock (engagements.tick)', () => {
  it('reminds before the start once, delivers 2 days after the last day, reminds and completes 14 days later', async () => {
    const today = offerToday(ctx);
    // Sessions on days 5 and 6 from today.
    const { owner, facilitator, engagement } = await confirmedEngagement(
      ctx,
      validTerms(ctx, { startInDays: 5 }),
    );
    const first = addDays(today, 5);
    const last = addDays(today, 6);

    await sweep(today);
    expect(await bellTypes(ctx, facilitator, engagement.id)).toEqual(['engagement.offer']);
    // 3 days before the first day: both sides are reminded, once however often the clock ticks.
    await sweep(addDays(first, -3));
    await sweep(addDays(first, -3));
    await sweep(addDays(first, -1));
    expect(await bellTypes(ctx, facilitator, engagement.id)).toEqual([
      'engagement.offer',
      'engagement.reminder',
    ]);
    expect(await bellTypes(ctx, owner, engagement.id)).toEqual([
      'engagement.accepted',
      'engagement.reminder',
    ]);
    expect((await rowOf(engagement.id)).startRemindedAt).not.toBeNull();

    // One day after the last day it is not delivered yet; two days after, it is, and the company is asked to confirm.
    await sweep(addDays(last, 1));
    expect((await rowOf(engagement.id)).status).toBe('confirmed');
    const deliveredOn = addDays(last, 2);
    expect(await sweep(deliveredOn)).toMatchObject({ delivered: 1 });
    const delivered = await rowOf(engagement.id);
    expect(delivered.status).toBe('delivered');
    expect(delivered.deliveredAt).toEqual(noonOf(deliveredOn));
    expect(delivered.deliveryRemindedAt).not.toBeNull();
    expect(await bellTypes(ctx, owner, engagement.id)).toEqual([
      'engagement.accepted',
      'engagement.reminder',
      'engagement.delivered',
      'engagement.reminder',
    ]);
    await sweep(deliveredOn);
    expect((await bellTypes(ctx, owner, engagement.id)).length).toBe(4);

    // 3 days before it completes on its own, the company is reminded once; 14 days after delivery it completes.
    await sweep(addDays(deliveredOn, AUTO_COMPLETE_AFTER_DAYS - 4));
    expect((await rowOf(engagement.id)).completionRemindedAt).toBeNull();
    await sweep(addDays(deliveredOn, AUTO_COMPLETE_AFTER_DAYS - 3));
    await sweep(addDays(deliveredOn, AUTO_COMPLETE_AFTER_DAYS - 2));
    expect((await rowOf(engagement.id)).completionRemindedAt).not.toBeNull();
    expect((await bellTypes(ctx, owner, engagement.id)).length).toBe(5);
    // It completes 14 days after the delivery instant, not a second earlier.
    const completesAt = delivered.deliveredAt!.getTime() + AUTO_COMPLETE_AFTER_DAYS * DAY_MS;
    await sweepEngagements(ctx.workerDeps, new Date(completesAt - 1000));
    expect((await rowOf(engagement.id)).status).toBe('delivered');
    expect(await sweepEngagements(ctx.workerDeps, new Date(completesAt))).toMatchObject({ completed: 1 });
    expect((await rowOf(engagement.id)).status).toBe('completed');
    expect(await bellTypes(ctx, facilitator, engagement.id)).toContain('engagement.completed');
    // A tick with nothing due changes nothing.
    expect(await sweep(addDays(deliveredOn, AUTO_COMPLETE_AFTER_DAYS + 1))).toEqual({
      expired: 0,
      delivered: 0,
      completed: 0,
      reminded: 0,
    });
  });

  it('does the same step once when two instances sweep at the same instant', async () => {
    const today = offerToday(ctx);
    const { engagement } = await confirmedEngagement(ctx, validTerms(ctx, { startInDays: 1, days: 1 }));
    const at = addDays(today, 3);
    const results = await Promise.all([sweep(at), sweep(at)]);
    expect(results.reduce((sum, result) => sum + result.delivered, 0)).toBe(1);
    expect((await rowOf(engagement.id)).status).toBe('delivered');
  });

  it('sweeps at once when an instance starts, not at the next minute of the cron', async () => {
    const today = offerToday(ctx);
    const { engagement } = await confirmedEngagement(ctx, validTerms(ctx, { startInDays: 1, days: 1 }));
    // The instance starts three days later (after a downtime): its worker's first tick delivers the engagement.
    const later = noonOf(addDays(today, 3));
    await startWorker('engagements.tick', { ...ctx.workerDeps, clock: { now: () => later } });
    await ctx.queue.drain();
    expect((await rowOf(engagement.id)).status).toBe('delivered');
  });
});
