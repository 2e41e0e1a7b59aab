import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CALENDAR_DAYS } from '../../shared/facilitation';
import { facilitatorCredentials, facilitators, facilitatorUnavailableDates } from '../db/schema';
import { LISTING_DETAILS } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { addDays, utcDay } from './days';

const ctx = await buildTestApp();
const today = utcDay(ctx.clock.now());

const basics = {
  firstName: 'Greta',
  lastName: 'Holm',
  headline: 'LEGO Serious Play facilitator',
  bio: 'Greta runs strategy workshops with LEGO Serious Play and Liberating Structures for leadership teams.',
  location: 'Hamburg, Germany',
  focusAreas: ['strategic-planning'],
  ...LISTING_DETAILS,
};

const facilitation = {
  rateCurrency: 'EUR',
  dayRateMin: 900,
  dayRateMax: 1300,
  hourlyRateMin: 120,
  hourlyRateMax: 180,
  languages: ['de', 'en', 'de'],
  methods: ['lego-serious-play', 'liberating-structures'],
  virtualTools: ['Miro', 'Zoom breakout rooms'],
  travel: 'international',
  travelRadiusKm: 800,
  sessionFormats: ['workshop', 'strategy-retreat'],
  groupSizes: ['11-25', '26-50'],
};

const put = (who: TestUser, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/profile/facilitator', headers: as(who), payload });

describe('facilitation details of a profile', () => {
  it('saves the new fields, returns them on the own and the public profile, and keeps absent ones', async () => {
    const who = await signUp(ctx, 'facilitator');
    const saved = await put(who, { ...basics, ...facilitation });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { ...facilitation, languages: ['de', 'en'] };
    expect(saved.json()).toMatchObject(expected);

    // Absent = unchanged; null clears.
    const again = await put(who, { ...basics, travel: null, travelRadiusKm: null });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ ...expected, travel: null, travelRadiusKm: null });

    const now = { ...expected, travel: null, travelRadiusKm: null };
    const own = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: as(who) });
    expect(own.json().facilitator).toMatchObject({ ...now, credentials: [], unavailableDates: [] });
    const pub = await ctx.app.inject({ method: 'GET', url: `/api/facilitators/${who.id}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({
      ...now,
      availability: { status: 'available', availableFrom: null },
      verifiedCredentials: 0,
    });
  });

  it('checks the rates merged with the stored ones', async () => {
    const who = await signUp(ctx, 'facilitator');
    expect((await put(who, { ...basics, ...facilitation })).statusCode).toBe(200);
    // The body alone is fine; with the stored maximum of 1300 it is not.
    const above = await put(who, { ...basics, dayRateMin: 1500 });
    expect(above.statusCode).toBe(400);
    expect(above.json().error.fieldErrors).toEqual({
      dayRateMax: ['The minimum must not be above the maximum'],
    });
    const noCurrency = await put(who, { ...basics, rateCurrency: null });
    expect(noCurrency.statusCode).toBe(400);
    expect(Object.keys(noCurrency.json().error.fieldErrors)).toEqual(['rateCurrency']);
    const [row] = await ctx.db.select().from(facilitators).where(eq(facilitators.id, who.id));
    expect(row).toMatchObject({ dayRateMin: 900, rateCurrency: 'EUR' });
  });

  it('refuses unknown methods, languages, currencies and a minimum above its maximum with 400', async () => {
    const who = await signUp(ctx, 'facilitator');
    for (const [extra, field] of [
      [{ methods: ['underwater-basket-weaving'] }, 'methods.0'],
      [{ languages: ['xx'] }, 'languages.0'],
      [{ rateCurrency: 'XYZ' }, 'rateCurrency'],
      [{ rateCurrency: 'EUR', dayRateMin: 900, dayRateMax: 800 }, 'dayRateMax'],
      [{ rateCurrency: null, dayRateMin: 900 }, 'rateCurrency'],
      [{ virtualTools: ['carrier-pigeon'] }, 'virtualTools.0'],
      [{ travelRadiusKm: -1 }, 'travelRadiusKm'],
    ] as const) {
      const res = await put(who, { ...basics, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(Object.keys(res.json().error.fieldErrors ?? {}), JSON.stringify(extra)).toContain(field);
    }
  });

  it('shows the credentials as claimed or verified and the blocked days of the next window', async () => {
    const who = await signUp(ctx, 'facilitator');
    expect((await put(who, basics)).statusCode).toBe(200);
    const at = ctx.clock.now();
    await ctx.db.insert(facilitatorCredentials).values([
      { facilitatorId: who.id, kind: 'iaf-cpf', year: 2019, createdAt: at },
      {
        facilitatorId: who.id,
        kind: 'lego-serious-play',
        detail: 'Association of Master Trainers',
        year: 2021,
        evidenceUrl: 'https://evidence.example/lsp',
        verifiedAt: at,
        verifiedByName: 'Ada Admin',
        createdAt: new Date(at.getTime() + 1000),
      },
    ]);
    await ctx.db.insert(facilitatorUnavailableDates).values(
      [-1, 0, 3, PUBLIC_CALENDAR_DAYS - 1, PUBLIC_CALENDAR_DAYS].map((offset) => ({
        facilitatorId: who.id,
        day: addDays(today, offset),
      })),
    );
    const pub = (await ctx.app.inject({ method: 'GET', url: `/api/facilitators/${who.id}` })).json();
    expect(pub.credentials).toEqual([
      {
        id: expect.any(String),
        kind: 'iaf-cpf',
        detail: null,
        year: 2019,
        expiresOn: null,
        verification: null,
      },
      {
        id: expect.any(String),
        kind: 'lego-serious-play',
        detail: 'Association of Master Trainers',
        year: 2021,
        expiresOn: null,
        verification: { at: at.toISOString(), byName: 'Ada Admin' },
      },
    ]);
    // Public: no evidence.
    expect(JSON.stringify(pub)).not.toContain('evidence.example');
    expect(pub.unavailableDates).toEqual([
      today,
      addDays(today, 3),
      addDays(today, PUBLIC_CALENDAR_DAYS - 1),
    ]);
  });
});
