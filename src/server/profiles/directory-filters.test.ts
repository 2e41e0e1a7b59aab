import { randomBytes } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates, facilitators, facilitatorUnavailableDates, user } from '../db/schema';
import { buildTestApp } from '../test/helpers';
import { listedFacilitatorValues } from '../test/factories';
import { addDays, utcDay } from './days';

const ctx = await buildTestApp();
const today = utcDay(ctx.clock.now());

/** A listed facilitator written straight into the database (the sign-up trigger makes the profile row). */
async function listedFacilitator(lastName: string, values: Partial<typeof facilitators.$inferInsert> = {}) {
  const [account] = await ctx.db
    .insert(user)
    .values({
      name: `Filter ${lastName}`,
      email: `filter-${randomBytes(6).toString('hex')}@test.example`,
      emailVerified: true,
      userType: 'facilitator',
      firstName: 'Filter',
      lastName,
    })
    .returning({ id: user.id });
  await ctx.db
    .update(facilitators)
    .set({ ...listedFacilitatorValues(ctx.clock.now()), ...values })
    .where(eq(facilitators.id, account!.id));
  return account!.id;
}

/** The last names the directory lists for a query string, in its order. */
async function names(query: string): Promise<string[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/facilitators?pageSize=50&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json();
  expect(page.total).toBe(page.items.length);
  return page.items.map((item: { lastName: string }) => item.lastName).sort();
}

beforeAll(async () => {
  // Only this file's profiles are listed: the sample profiles leave the directory.
  await ctx.db.update(facilitators).set({ hiddenAt: ctx.clock.now() }).where(isNull(facilitators.hiddenAt));
  // Rates of the test, whatever the migration seeded: 1 EUR = 1.25 USD = 0.8 GBP.
  for (const [currency, perEur] of [
    ['EUR', 1],
    ['USD', 1.25],
    ['GBP', 0.8],
  ] as const)
    await ctx.db.update(exchangeRates).set({ perEur }).where(eq(exchangeRates.currency, currency));

  await listedFacilitator('Ahn', {
    methods: ['lego-serious-play', 'liberating-structures'],
    languages: ['de', 'en'],
    rateCurrency: 'EUR',
    dayRateMin: 1000,
    dayRateMax: 1400,
    sessionFormats: ['workshop'],
    groupSizes: ['11-25'],
    verifiedCredentials: 1,
  });
  await listedFacilitator('Berg', {
    methods: ['lego-serious-play'],
    languages: ['en'],
    rateCurrency: 'USD',
    dayRateMin: 1200,
    hourlyRateMin: 150,
    sessionFormats: ['strategy-retreat'],
    groupSizes: ['26-50'],
  });
  await listedFacilitator('Cruz', {
    methods: ['world-cafe'],
    languages: ['de'],
    rateCurrency: 'GBP',
    dayRateMin: 900,
    sessionFormats: ['workshop', 'training'],
    groupSizes: ['11-25'],
    verifiedCredentials: 2,
  });
  await listedFacilitator('Diaz', {
    methods: ['lego-serious-play'],
    languages: ['de'],
    availabilityStatus: 'unavailable',
  });
  await listedFacilitator('Eng', {
    methods: ['lego-serious-play'],
    languages: ['de'],
    availabilityStatus: 'available-from',
    availableFrom: addDays(today, 10),
  });
  // An hourly rate only, and a high one: listed, and outside every rate filter.
  const blocked = await listedFacilitator('Fox', {
    methods: ['lego-serious-play'],
    languages: ['de'],
    dayRateMin: null,
    hourlyRateMin: 500,
  });
  await ctx.db.insert(facilitatorUnavailableDates).values({ facilitatorId: blocked, day: addDays(today, 5) });
});

describe('GET /api/facilitators filters', () => {
  it('hides unavailable facilitators by default and shows them on request', async () => {
    expect(await names('')).toEqual(['Ahn', 'Berg', 'Cruz', 'Fox']);
    expect(await names('showUnavailable=true')).toEqual(['Ahn', 'Berg', 'Cruz', 'Diaz', 'Eng', 'Fox']);
    expect(await names('showUnavailable=false')).toEqual(['Ahn', 'Berg', 'Cruz', 'Fox']);
  });

  it('lists a facilitator available from today on', async () => {
    await ctx.db.update(facilitators).set({ availableFrom: today }).where(eq(facilitators.lastName, 'Eng'));
    expect(await names('method=lego-serious-play')).toEqual(['Ahn', 'Berg', 'Eng', 'Fox']);
    await ctx.db
      .update(facilitators)
      .set({ availableFrom: addDays(today, 10) })
      .where(eq(facilitators.lastName, 'Eng'));
  });

  it('filters by method: every method asked for', async () => {
    expect(await names('method=lego-serious-play')).toEqual(['Ahn', 'Berg', 'Fox']);
    expect(await names('method=lego-serious-play&method=liberating-structures')).toEqual(['Ahn']);
    expect(await names('method=lego-serious-play,world-cafe')).toEqual([]);
  });

  it('filters by language, format, group size and verified credentials', async () => {
    expect(await names('language=de')).toEqual(['Ahn', 'Cruz', 'Fox']);
    expect(await names('format=workshop')).toEqual(['Ahn', 'Cruz']);
    expect(await names('groupSize=26-50')).toEqual(['Berg']);
    expect(await names('verified=true')).toEqual(['Ahn', 'Cruz']);
    expect(await names('verified=false')).toEqual(['Ahn', 'Berg', 'Cruz', 'Fox']);
  });

  it('filters by the day rate converted between currencies', async () => {
    // EUR 1000 = USD 1250 = GBP 800: Ahn (EUR 1000) and Berg (USD 1200) fit; Cruz (GBP 900) does not.
    expect(await names('rateMax=1000')).toEqual(['Ahn', 'Berg']);
    expect(await names('rateMax=1000&currency=EUR')).toEqual(['Ahn', 'Berg']);
    expect(await names('rateMax=999&currency=EUR')).toEqual(['Berg']);
    // GBP 900 = EUR 1125 = USD 1406.25: all three.
    expect(await names('rateMax=900&currency=GBP')).toEqual(['Ahn', 'Berg', 'Cruz']);
    expect(await names('rateMax=1199&currency=USD')).toEqual([]);
    // Hourly: only Berg gives one; USD 150 = EUR 120.
    expect(await names('rateMax=120&rateType=hour')).toEqual(['Berg']);
    expect(await names('rateMax=119&rateType=hour')).toEqual([]);
  });

  it('filters by a day: status, available-from and blocked days, whatever showUnavailable says', async () => {
    const blockedDay = addDays(today, 5);
    expect(await names(`availableOn=${blockedDay}`)).toEqual(['Ahn', 'Berg', 'Cruz']);
    expect(await names(`availableOn=${addDays(today, 6)}`)).toEqual(['Ahn', 'Berg', 'Cruz', 'Fox']);
    expect(await names(`availableOn=${addDays(today, 10)}`)).toEqual(['Ahn', 'Berg', 'Cruz', 'Eng', 'Fox']);
    expect(await names(`availableOn=${addDays(today, 10)}&showUnavailable=true`)).toEqual([
      'Ahn',
      'Berg',
      'Cruz',
      'Eng',
      'Fox',
    ]);
  });

  it('combines the filters with each other and with the search terms', async () => {
    expect(
      await names(
        `method=lego-serious-play&language=de&availableOn=${addDays(today, 5)}&rateMax=1200&currency=EUR`,
      ),
    ).toEqual(['Ahn']);
    expect(await names('verified=true&format=workshop&groupSize=11-25')).toEqual(['Ahn', 'Cruz']);
    expect(await names('q=Berg&method=lego-serious-play')).toEqual(['Berg']);
    expect(await names('q=Berg&method=world-cafe')).toEqual([]);
    expect(await names('focusArea=agile&method=lego-serious-play')).toEqual([]);
  });

  it('returns the new card fields', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/facilitators?q=Ahn' });
    expect(res.json().items[0]).toMatchObject({
      lastName: 'Ahn',
      availability: { status: 'available', availableFrom: null },
      languages: ['de', 'en'],
      methods: ['lego-serious-play', 'liberating-structures'],
      rateCurrency: 'EUR',
      dayRateMin: 1000,
      dayRateMax: 1400,
      hourlyRateMin: null,
      hourlyRateMax: null,
      verifiedCredentials: 1,
    });
  });

  it('refuses unknown methods, languages, currencies and dates with 400', async () => {
    for (const query of [
      'method=underwater-basket-weaving',
      'language=xx',
      'rateMax=100&currency=XYZ',
      'rateMax=-5',
      'rateMax=abc',
      'rateType=week',
      'availableOn=2026-02-30',
      'verified=yes',
      'format=rave',
      'groupSize=7',
      'showUnavailable=1',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/facilitators?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('VALIDATION_ERROR');
    }
  });
});
