import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CompanyDashboard, FacilitatorDashboard } from '../../shared/applications';
import { engagements } from '../db/schema';
import { addDays, utcDay } from '../profiles/days';
import { makeEngagement } from '../test/engagement-factories';
import { makeJob, memberOf } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';

const ctx = await buildTestApp();
const today = utcDay(ctx.clock.now());

const dashboard = async <T>(url: string, who: TestUser): Promise<T> => {
  const res = await ctx.app.inject({ url, headers: as(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the engagements on the dashboards', () => {
  it('are empty at first', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const empty = { next: null, openOffers: { count: 0, items: [] } };
    expect((await dashboard<CompanyDashboard>('/api/company/dashboard', company)).engagements).toEqual(empty);
    expect(
      (await dashboard<FacilitatorDashboard>('/api/facilitator/dashboard', facilitator)).engagements,
    ).toEqual(empty);
  });

  it('show the next engagement not over yet and the open offers that expire first, to each side', async () => {
    const company = await signUp(ctx, 'company', { companyName: 'Dashboard Works' });
    const viewer = await memberOf(ctx, company.id, 'viewer');
    const facilitator = await signUp(ctx, 'facilitator', { firstName: 'Dana', lastName: 'Board' });
    const other = await signUp(ctx, 'facilitator');
    const stranger = await signUp(ctx, 'company');
    const job = await makeJob(ctx, company, { title: 'Team day facilitator' });
    const engage = (
      who: TestUser,
      status: 'offered' | 'confirmed' | 'completed' | 'cancelled',
      days: string[],
      organisation: TestUser = company,
    ) =>
      makeEngagement(ctx, {
        organisationId: organisation.id,
        facilitatorId: who.id,
        jobId: organisation === company ? job.id : null,
        status,
        days,
      });

    // Over, cancelled, and later than the next one: none of them is next.
    await engage(facilitator, 'confirmed', [addDays(today, -5)]);
    await engage(facilitator, 'cancelled', [addDays(today, 2)]);
    await engage(facilitator, 'confirmed', [addDays(today, 30)]);
    const next = await engage(facilitator, 'confirmed', [addDays(today, -1), addDays(today, 1)]);
    // Four offers of the company, one past its expiry that the clock has not swept yet.
    const offers = [];
    for (const n of [1, 2, 3, 4])
      offers.push(await engage(n % 2 ? facilitator : other, 'offered', [addDays(today, 10 + n)]));
    for (const [index, offer] of offers.entries())
      await ctx.db
        .update(engagements)
        .set({
          expiresAt: new Date(ctx.clock.now().getTime() + (index === 3 ? -60_000 : (3 - index) * 3_600_000)),
        })
        .where(eq(engagements.id, offer.id));
    // Another company's offer to the same facilitator.
    await engage(facilitator, 'offered', [addDays(today, 20)], stranger);

    const ofCompany = (await dashboard<CompanyDashboard>('/api/company/dashboard', viewer)).engagements;
    expect(ofCompany.next).toMatchObject({
      id: next.id,
      status: 'confirmed',
      counterpartName: 'Dana Board',
      jobTitle: 'Team day facilitator',
      firstDay: addDays(today, -1),
      lastDay: addDays(today, 1),
    });
    expect(ofCompany.openOffers.count).toBe(3);
    // Soonest expiry first.
    expect(ofCompany.openOffers.items.map((item) => item.id)).toEqual([
      offers[2]!.id,
      offers[1]!.id,
      offers[0]!.id,
    ]);
    expect(ofCompany.openOffers.items[0]).toMatchObject({ turn: 'facilitator', status: 'offered' });

    const ofFacilitator = (await dashboard<FacilitatorDashboard>('/api/facilitator/dashboard', facilitator))
      .engagements;
    expect(ofFacilitator.next).toMatchObject({ id: next.id, counterpartName: 'Dashboard Works' });
    // Their own: offers 1 and 3 of the company, and the other company's.
    expect(ofFacilitator.openOffers.count).toBe(3);
    expect(ofFacilitator.openOffers.items.map((item) => item.id)).toEqual(
      expect.arrayContaining([offers[0]!.id, offers[2]!.id]),
    );
    expect(
      (await dashboard<CompanyDashboard>('/api/company/dashboard', stranger)).engagements.next,
    ).toBeNull();
  });
});
