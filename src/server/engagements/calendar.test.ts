import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CANCELLATION_TIERS,
  offerTotals,
  type EngagementStatus,
  type OfferTerms,
  type Session,
} from '../../shared/engagements';
import { DAY_MS } from '../clock';
import { engagements, engagementVersions } from '../db/schema';
import { memberOf } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { eventUid } from './calendar';

const ctx = await buildTestApp();
const company = await signUp(ctx, 'company', { companyName: 'Acme GmbH' });
const viewer = await memberOf(ctx, company.id, 'viewer');
const otherCompany = await signUp(ctx, 'company');
const facilitator = await signUp(ctx, 'facilitator', { firstName: 'Jana', lastName: 'Berger' });
const germanFacilitator = await signUp(ctx, 'facilitator', { locale: 'de' });
const stranger = await signUp(ctx, 'facilitator');

/** A 15 January ahead of the business clock, whatever day the run is on: winter in Berlin (UTC+1). */
const WINTER_DAY = `${new Date(ctx.clock.now().getTime() + 60 * DAY_MS).getUTCFullYear() + 1}-01-15`;
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(ctx.clock.now().getTime() - days * DAY_MS);

const termsOf = (sessions: Session[], timeZone = 'Europe/Berlin'): OfferTerms => ({
  sessions,
  timeZone,
  format: 'workshop',
  delivery: 'in_person',
  location: 'Speicherstadt, Hamburg',
  currency: 'EUR',
  lines: [{ kind: 'facilitation_day', description: '', quantity: sessions.length, unitPriceMinor: 120_000 }],
  vat: { mode: 'rate', rateBp: 1900 },
  paymentTermsDays: 14,
  cancellationTiers: [...DEFAULT_CANCELLATION_TIERS],
  outcomes: ['A shared picture of the next quarter', 'Three owners for the open decisions'],
});

/** An offer or engagement between organisation `company` and `facilitator`, written as the service would. */
async function insertEngagement({
  status = 'confirmed',
  sessions = [{ date: WINTER_DAY, start: '09:00', end: '17:00' }],
  timeZone = 'Europe/Berlin',
  between = [company, facilitator],
  // As the service writes it: the business clock's time of the last change.
  updatedAt = ctx.clock.now(),
}: {
  status?: EngagementStatus;
  sessions?: Session[];
  timeZone?: string;
  between?: [TestUser, TestUser];
  updatedAt?: Date;
} = {}): Promise<string> {
  const terms = termsOf(sessions, timeZone);
  const expiresAt = new Date(ctx.clock.now().getTime() + 7 * DAY_MS);
  const { net } = offerTotals(terms);
  const [row] = await ctx.db
    .insert(engagements)
    .values({
      organisationId: between[0].id,
      facilitatorId: between[1].id,
      ownerId: between[0].id,
      status,
      turn: status === 'offered' ? 'facilitator' : null,
      expiresAt: status === 'offered' ? expiresAt : null,
      firstDay: sessions[0]!.date,
      lastDay: sessions.at(-1)!.date,
      timeZone,
      currency: 'EUR',
      netTotalMinor: net,
      updatedAt,
    })
    .returning({ id: engagements.id });
  await ctx.db.insert(engagementVersions).values({
    engagementId: row!.id,
    version: 1,
    authorSide: 'company',
    authorId: between[0].id,
    terms,
    expiresAt,
    netTotalMinor: net,
  });
  return row!.id;
}

/** A counter-offer's new version of the terms, as the service writes it: one more version and SEQUENCE. */
async function newVersion(id: string, sessions: Session[]) {
  const [row] = await ctx.db.select().from(engagements).where(eq(engagements.id, id));
  const terms = termsOf(sessions);
  await ctx.db.insert(engagementVersions).values({
    engagementId: id,
    version: row!.version + 1,
    authorSide: 'facilitator',
    authorId: facilitator.id,
    terms,
    expiresAt: row!.expiresAt ?? ctx.clock.now(),
    netTotalMinor: offerTotals(terms).net,
  });
  await ctx.db
    .update(engagements)
    .set({
      version: row!.version + 1,
      sequence: row!.sequence + 1,
      firstDay: sessions[0]!.date,
      lastDay: sessions.at(-1)!.date,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(engagements.id, id));
}

/** The calendar's events, read by ical.js with the calendar's own VTIMEZONEs. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zones = calendar.getAllSubcomponents('vtimezone').map((zone) => new ICAL.Timezone(zone));
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: component.getFirstPropertyValue('status'),
      summary: event.summary,
      location: event.location,
      description: event.description,
      tzid: event.startDate.zone?.tzid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
    };
  });
  return { calendar, zones: zones.map((zone) => zone.tzid), events };
}

async function download(user: TestUser | undefined, id: string) {
  return ctx.app.inject({ method: 'GET', url: `/engagements/${id}/calendar.ics`, headers: as(user) });
}

async function downloaded(user: TestUser, id: string) {
  const res = await download(user, id);
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.body);
}

describe('GET /engagements/:id/calendar.ics', () => {
  it('gives each session day in the terms’ time zone, with its VTIMEZONE', async () => {
    const secondDay = dayAfter(WINTER_DAY, 1);
    const id = await insertEngagement({
      sessions: [
        { date: WINTER_DAY, start: '09:00', end: '17:00' },
        { date: secondDay, start: '09:30', end: '12:00' },
      ],
    });
    const res = await download(facilitator, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="engagement-${id}.ics"`);
    const { calendar, zones, events } = parse(res.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(zones).toEqual(['Europe/Berlin']);
    expect(events).toEqual([
      {
        uid: eventUid(id, 1),
        sequence: 0,
        status: 'CONFIRMED',
        summary: 'Workshop with Acme GmbH (day 1 of 2)',
        location: 'Speicherstadt, Hamburg',
        description: expect.stringContaining('A shared picture of the next quarter'),
        tzid: 'Europe/Berlin',
        // 09:00 in Berlin in winter (UTC+1).
        start: `${WINTER_DAY}T08:00:00.000Z`,
        end: `${WINTER_DAY}T16:00:00.000Z`,
      },
      expect.objectContaining({
        uid: eventUid(id, 2),
        start: `${secondDay}T08:30:00.000Z`,
        end: `${secondDay}T11:00:00.000Z`,
      }),
    ]);
    expect(events[0]!.description).toContain(`${ctx.config.SITE_URL}/engagements/${id}`);
  });

  it('keeps each day’s UID across versions, raises SEQUENCE and cancels a day a version dropped', async () => {
    const secondDay = dayAfter(WINTER_DAY, 7);
    const id = await insertEngagement({
      status: 'offered',
      sessions: [
        { date: WINTER_DAY, start: '09:00', end: '17:00' },
        { date: secondDay, start: '09:00', end: '17:00' },
      ],
    });
    const before = await downloaded(facilitator, id);
    expect(before.events.map((event) => [event.uid, event.status])).toEqual([
      [eventUid(id, 1), 'TENTATIVE'],
      [eventUid(id, 2), 'TENTATIVE'],
    ]);

    await newVersion(id, [{ date: WINTER_DAY, start: '13:00', end: '18:00' }]);
    const after = await downloaded(facilitator, id);
    expect(after.events).toEqual([
      expect.objectContaining({
        uid: eventUid(id, 1),
        status: 'TENTATIVE',
        start: `${WINTER_DAY}T12:00:00.000Z`,
      }),
      expect.objectContaining({ uid: eventUid(id, 2), status: 'CANCELLED' }),
    ]);
    expect(after.events[0]!.sequence).toBeGreaterThan(before.events[0]!.sequence);
  });

  it('says CANCELLED, with a higher SEQUENCE, once the engagement is cancelled', async () => {
    const id = await insertEngagement();
    const before = await downloaded(company, id);
    expect(before.events.map((event) => event.status)).toEqual(['CONFIRMED']);
    await ctx.db
      .update(engagements)
      .set({
        status: 'cancelled',
        sequence: before.events[0]!.sequence + 1,
        cancelledAt: ctx.clock.now(),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(engagements.id, id));
    const after = await downloaded(company, id);
    expect(after.events).toEqual([expect.objectContaining({ uid: eventUid(id, 1), status: 'CANCELLED' })]);
    expect(after.events[0]!.sequence).toBeGreaterThan(before.events[0]!.sequence);
  });

  it('is for the parties only: a viewer of the organisation may download it, others get 404', async () => {
    const id = await insertEngagement();
    const forViewer = await downloaded(viewer, id);
    expect(forViewer.events[0]!.summary).toBe('Workshop with Jana Berger');
    for (const outsider of [otherCompany, stranger]) {
      const res = await download(outsider, id);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.message).toBe('Engagement not found.');
    }
    expect((await download(undefined, id)).statusCode).toBe(401);
  });
});

describe('the personal calendar feed', () => {
  const feedUrl = async (user: TestUser, method: 'GET' | 'POST' = 'GET') => {
    const res = await ctx.app.inject({ method, url: '/api/me/calendar-feed', headers: as(user) });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url.startsWith(`${ctx.config.SITE_URL}/calendar/`), url).toBe(true);
    return url;
  };
  const read = (url: string) => ctx.app.inject({ method: 'GET', url: url.slice(ctx.config.SITE_URL.length) });

  it('holds the person’s engagements and open offers, and a recently closed offer as cancelled', async () => {
    const confirmed = await insertEngagement({ between: [company, germanFacilitator] });
    const offered = await insertEngagement({ status: 'offered', between: [company, germanFacilitator] });
    const withdrawn = await insertEngagement({ status: 'withdrawn', between: [company, germanFacilitator] });
    const longClosed = await insertEngagement({
      status: 'expired',
      between: [company, germanFacilitator],
      updatedAt: daysAgo(60),
    });
    const lastYear = daysAgo(400).toISOString().slice(0, 10);
    const old = await insertEngagement({
      between: [company, germanFacilitator],
      sessions: [{ date: lastYear, start: '09:00', end: '17:00' }],
    });
    const others = await insertEngagement({ between: [otherCompany, stranger] });

    const url = await feedUrl(germanFacilitator);
    expect(await feedUrl(germanFacilitator), 'the same address until it is renewed').toBe(url);
    const res = await read(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const again = await ctx.app.inject({
      method: 'GET',
      url: url.slice(ctx.config.SITE_URL.length),
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode, 'unchanged since the last poll').toBe(304);
    const { events } = parse(res.body);
    const statusOf = Object.fromEntries(events.map((event) => [event.uid, event.status]));
    expect(statusOf).toEqual({
      [eventUid(confirmed, 1)]: 'CONFIRMED',
      [eventUid(offered, 1)]: 'TENTATIVE',
      [eventUid(withdrawn, 1)]: 'CANCELLED',
    });
    for (const left of [longClosed, old, others]) expect(statusOf[eventUid(left, 1)]).toBeUndefined();
    // In the person's language.
    expect(events.find((event) => event.uid === eventUid(confirmed, 1))!.summary).toBe(
      'Workshop mit Acme GmbH',
    );
  });

  it('gives a company-side member their organisation’s engagements', async () => {
    const id = await insertEngagement();
    const { events } = parse((await read(await feedUrl(viewer))).body);
    expect(events.map((event) => event.uid)).toContain(eventUid(id, 1));
    expect(events.find((event) => event.uid === eventUid(id, 1))!.summary).toBe('Workshop with Jana Berger');
  });

  it('is built again after a counter-offer, with the new terms and the dropped day cancelled', async () => {
    const reader = await signUp(ctx, 'facilitator');
    const secondDay = dayAfter(WINTER_DAY, 7);
    const id = await insertEngagement({
      status: 'offered',
      between: [company, reader],
      sessions: [
        { date: WINTER_DAY, start: '09:00', end: '17:00' },
        { date: secondDay, start: '09:00', end: '17:00' },
      ],
    });
    const url = await feedUrl(reader);
    const before = await read(url);
    expect(before.statusCode, before.body).toBe(200);
    // A second poll is served from the feed built for the first, byte for byte.
    expect((await read(url)).body).toBe(before.body);

    // Only the terms and SEQUENCE change (the last change's time stays): the key must still see it.
    const [{ updatedAt }] = await ctx.db
      .select({ updatedAt: engagements.updatedAt })
      .from(engagements)
      .where(eq(engagements.id, id));
    await newVersion(id, [{ date: WINTER_DAY, start: '13:00', end: '18:00' }]);
    await ctx.db.update(engagements).set({ updatedAt }).where(eq(engagements.id, id));
    const after = await read(url);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const { events } = parse(after.body);
    expect(events).toEqual([
      expect.objectContaining({
        uid: eventUid(id, 1),
        status: 'TENTATIVE',
        start: `${WINTER_DAY}T12:00:00.000Z`,
      }),
      expect.objectContaining({
        uid: eventUid(id, 2),
        status: 'CANCELLED',
        start: `${secondDay}T08:00:00.000Z`,
      }),
    ]);
    expect(events[0]!.sequence).toBe(parse(before.body).events[0]!.sequence + 1);
  });

  it('stops answering an address once a new one is made', async () => {
    const old = await feedUrl(facilitator);
    expect((await read(old)).statusCode).toBe(200);
    const renewed = await feedUrl(facilitator, 'POST');
    expect(renewed).not.toBe(old);
    const refused = await read(old);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(
      'This calendar address is no longer valid. Copy the current one from your Engagements page.',
    );
    expect((await read(renewed)).statusCode).toBe(200);
    expect(await feedUrl(facilitator)).toBe(renewed);
  });

  it('answers a forged or malformed token with 404', async () => {
    const url = await feedUrl(stranger);
    const token = url.split('/calendar/')[1]!;
    for (const forged of [`${token.slice(0, -2)}xx`, 'forged.token', 'nothing']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/calendar/${forged}` });
      expect(res.statusCode, forged).toBe(404);
    }
  });
});
