// Long on purpose: the whole life of an offer over real HTTP and a real database (sending, countering,
// accepting, delivering, completing, declining, withdrawing, expiring, cancelling), with its access rules.
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Engagement } from '../../shared/engagements';
import {
  applications,
  companies,
  engagements,
  facilitators,
  facilitatorUnavailableDates,
  organisationAuditLog,
  notifications,
  user,
  userBlocks,
} from '../db/schema';
import { addDays } from '../profiles/days';
import { makeConversation, makeJob, memberOf } from '../test/factories';
import {
  act,
  bellTypes,
  bookedDays,
  confirmedEngagement,
  movableClock,
  OFFER_TIME_ZONE,
  offerFromApplication,
  offerToday,
  sendOfferRequest,
  sessionDays,
  validTerms,
} from '../test/engagement-factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { sweepEngagements } from './engagement-sweep';
import { endOfDayIn } from './zoned-days';

const time = movableClock();
const ctx = await buildTestApp({}, { clock: time.clock });
afterEach(() => time.reset());

/** GET `url` as `who`. */
const get = (who: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: as(who) });
const read = (who: TestUser, id: string) => get(who, `/api/engagements/${id}`);
const rowOf = async (id: string) =>
  (await ctx.db.select().from(engagements).where(eq(engagements.id, id)))[0]!;

/** The expiry sweep expires the offer, and both sides are told: the company once, the facilitator after its offer. */
async function expectExpiredBySweep(owner: TestUser, facilitator: TestUser, id: string) {
  expect(await sweepEngagements(ctx.workerDeps, ctx.clock.now())).toMatchObject({ expired: 1 });
  expect((await rowOf(id)).status).toBe('expired');
  expect(await bellTypes(ctx, owner, id)).toEqual(['engagement.expired']);
  expect(await bellTypes(ctx, facilitator, id)).toEqual(['engagement.offer', 'engagement.expired']);
}

describe('an offer from an application, through to completion', () => {
  it('is sent, countered, accepted, delivered and completed, keeping every version and booking the days', async () => {
    const { owner, facilitator, application, engagement: sent, terms } = await offerFromApplication(ctx);
    expect(sent).toMatchObject({
      status: 'offered',
      turn: 'facilitator',
      viewerSide: 'company',
      applicationId: application.id,
    });
    expect(sent.company.name).toBe('Northwind Offsites');
    expect(sent.facilitator.name).toBe('Ada Lovelace');
    expect(sent.current.netTotalMinor).toBe(300_000);
    expect(sent.actions).toEqual(['withdraw', 'flag']);
    expect(await bellTypes(ctx, facilitator, sent.id)).toEqual(['engagement.offer']);
    expect(
      ctx.mails.some(
        (mail) => mail.to === facilitator.email && mail.subject === 'New offer from Northwind Offsites',
      ),
    ).toBe(true);

    // The facilitator reads it with their buttons, then counters with a higher day rate.
    const seen = (await read(facilitator, sent.id)).json().engagement as Engagement;
    expect(seen.viewerSide).toBe('facilitator');
    expect(seen.actions).toEqual(['accept', 'decline', 'counter', 'flag']);
    const changed = {
      ...terms,
      lines: [{ kind: 'facilitation_day' as const, description: '', quantity: 2, unitPriceMinor: 150_000 }],
    };
    const countered = await act(ctx, facilitator, sent.id, 'counter', {
      version: 1,
      terms: changed,
      message: 'My day rate',
    });
    expect(countered.statusCode, countered.body).toBe(200);
    expect(countered.json().engagement).toMatchObject({ status: 'offered', turn: 'company' });
    expect(await bellTypes(ctx, owner, sent.id)).toEqual(['engagement.countered']);
    const row = await rowOf(sent.id);
    expect(row).toMatchObject({ version: 2, netTotalMinor: 300_000, sequence: 1 });

    // Nothing is booked while it is an offer; the company accepts the version it read.
    expect(await bookedDays(ctx, sent.id)).toEqual([]);
    const accepted = await act(ctx, owner, sent.id, 'accept', { version: 2 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const confirmed = accepted.json().engagement as Engagement;
    expect(confirmed).toMatchObject({ status: 'confirmed', turn: null, conflicts: [] });
    expect(confirmed.versions.map((v) => [v.version, v.authorSide, v.netTotalMinor])).toEqual([
      [1, 'company', 300_000],
      [2, 'facilitator', 300_000],
    ]);
    expect(confirmed.events.map((event) => event.kind)).toEqual(['offered', 'countered', 'accepted']);
    expect(confirmed.cancellationQuote).toEqual({ daysBefore: 30, percent: 50, feeMinor: 150_000 });
    expect(await bookedDays(ctx, sent.id)).toEqual(sessionDays(terms));
    expect(await bellTypes(ctx, facilitator, sent.id)).toEqual(['engagement.offer', 'engagement.accepted']);

    // The application is hired by the member who accepted, without the job's own session dates blocked again.
    const [hired] = await ctx.db.select().from(applications).where(eq(applications.id, application.id));
    expect(hired).toMatchObject({ status: 'hired', statusChangedBy: owner.id });
    const applicationBlocks = await ctx.db
      .select()
      .from(facilitatorUnavailableDates)
      .where(eq(facilitatorUnavailableDates.applicationId, application.id));
    expect(applicationBlocks).toEqual([]);
    // The hire is a pipeline move in the organisation's audit log, by the member who accepted.
    const moves = await ctx.db
      .select()
      .from(organisationAuditLog)
      .where(eq(organisationAuditLog.subjectId, application.id));
    expect(moves).toMatchObject([{ action: 'applicant_moved', actorId: owner.id, detail: { to: 'hired' } }]);

    // Delivered only after the last day; then the company confirms completion.
    expect((await act(ctx, facilitator, sent.id, 'deliver')).statusCode).toBe(409);
    time.move(32);
    const delivered = await act(ctx, facilitator, sent.id, 'deliver');
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().engagement.autoCompleteAt).not.toBeNull();
    expect((await act(ctx, facilitator, sent.id, 'complete')).statusCode).toBe(403);
    const completed = await act(ctx, owner, sent.id, 'complete');
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().engagement).toMatchObject({ status: 'completed', actions: ['flag'] });
    expect(await bookedDays(ctx, sent.id)).toEqual(sessionDays(terms));
    expect(await bellTypes(ctx, facilitator, sent.id)).toContain('engagement.completed');
  });

  it('lists each side’s offers and engagements by filter', async () => {
    const { owner, facilitator, engagement } = await confirmedEngagement(ctx);
    for (const who of [owner, facilitator]) {
      const confirmed = await get(who, '/api/engagements?filter=confirmed');
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().items.map((item: { id: string }) => item.id)).toEqual([engagement.id]);
      expect(confirmed.json().items[0]).toMatchObject({
        sessionCount: 2,
        netTotalMinor: 300_000,
        currency: 'EUR',
      });
      expect((await get(who, '/api/engagements?filter=offers')).json().items).toEqual([]);
    }
    const mine = await get(facilitator, '/api/engagements');
    expect(mine.json().items[0].counterpartName).toBe('Northwind Offsites');
    expect((await get(owner, '/api/engagements?filter=nope')).statusCode).toBe(400);
  });

  it('pages a side’s records newest first, each page with its rows’ names and days', async () => {
    const { owner, facilitator, engagement } = await confirmedEngagement(ctx);
    const row = await rowOf(engagement.id);
    // 21 more of the same, a minute apart, all older than the first: 22 rows, two pages of twenty.
    const { id: _id, ...copy } = row;
    const older = await ctx.db
      .insert(engagements)
      .values(
        Array.from({ length: 21 }, (_, index) => ({
          ...copy,
          createdAt: new Date(row.createdAt.getTime() - (index + 1) * 60_000),
        })),
      )
      .returning({ id: engagements.id });
    const newestFirst = [engagement.id, ...older.map(({ id }) => id)];
    for (const who of [owner, facilitator]) {
      const first = (await get(who, '/api/engagements')).json();
      const second = (await get(who, '/api/engagements?page=2')).json();
      expect(first).toMatchObject({ total: 22, totalPages: 2, page: 1 });
      expect([...first.items, ...second.items].map((item: { id: string }) => item.id)).toEqual(newestFirst);
      expect(second.items[1]).toMatchObject({
        counterpartName: who === owner ? 'Ada Lovelace' : 'Northwind Offsites',
        netTotalMinor: 300_000,
      });
    }
  });
});

describe('answers that end an offer', () => {
  it('declines with a reason, which the company reads', async () => {
    const { owner, facilitator, engagement } = await offerFromApplication(ctx);
    const declined = await act(ctx, facilitator, engagement.id, 'decline', { reason: 'Booked that week' });
    expect(declined.statusCode, declined.body).toBe(200);
    const read1 = (await read(owner, engagement.id)).json().engagement as Engagement;
    expect(read1).toMatchObject({ status: 'declined', declineReason: 'Booked that week', actions: ['flag'] });
    expect(await bellTypes(ctx, owner, engagement.id)).toEqual(['engagement.declined']);
    expect((await act(ctx, facilitator, engagement.id, 'accept', { version: 1 })).statusCode).toBe(409);
  });

  it('is withdrawn by its sender, and can no longer be accepted', async () => {
    const { owner, facilitator, engagement } = await offerFromApplication(ctx);
    expect((await act(ctx, facilitator, engagement.id, 'withdraw')).statusCode).toBe(403);
    expect((await act(ctx, owner, engagement.id, 'withdraw')).statusCode).toBe(200);
    const late = await act(ctx, facilitator, engagement.id, 'accept', { version: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This offer was withdrawn and can no longer be accepted.');
    expect(await bellTypes(ctx, facilitator, engagement.id)).toEqual([
      'engagement.offer',
      'engagement.withdrawn',
    ]);
  });

  it('expires at the end of its last day by the business clock, then cannot be accepted', async () => {
    const expiresOn = addDays(offerToday(ctx), 1);
    const { owner, facilitator, engagement } = await offerFromApplication(ctx, validTerms(ctx), {
      expiresOn,
    });
    time.move(2);
    const late = await act(ctx, facilitator, engagement.id, 'accept', { version: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This offer has expired and can no longer be accepted.');
    expect((await rowOf(engagement.id)).status).toBe('offered');
    // The sweep makes it so, and both sides hear of it.
    await expectExpiredBySweep(owner, facilitator, engagement.id);
    expect((await act(ctx, facilitator, engagement.id, 'accept', { version: 1 })).statusCode).toBe(409);
  });

  it('expires when its first session day begins, whatever expiry it was sent with, and is refused from then on', async () => {
    // A workshop in 2 days, offered with the default expiry of 7 days: it lasts until the evening before.
    const terms = validTerms(ctx, { startInDays: 2 });
    const { owner, facilitator, engagement } = await offerFromApplication(ctx, terms);
    const dayBefore = endOfDayIn(OFFER_TIME_ZONE, addDays(terms.sessions[0]!.date, -1));
    expect(engagement.current.expiresAt).toBe(dayBefore.toISOString());
    expect((await rowOf(engagement.id)).expiresAt).toEqual(dayBefore);
    expect((await read(facilitator, engagement.id)).json().engagement.actions).toContain('accept');

    // On the first session day the facilitator has no button left, and answering is refused.
    time.move(2);
    expect((await read(facilitator, engagement.id)).json().engagement.actions).toEqual(['flag']);
    const late = await act(ctx, facilitator, engagement.id, 'accept', { version: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This offer has expired and can no longer be accepted.');
    const counter = { version: 1, terms: validTerms(ctx, { startInDays: 5 }) };
    expect((await act(ctx, facilitator, engagement.id, 'counter', counter)).statusCode).toBe(409);
    expect(await bookedDays(ctx, engagement.id)).toEqual([]);
    // The sweep expires it, and both sides hear of it as of any expired offer.
    await expectExpiredBySweep(owner, facilitator, engagement.id);
  });

  it('caps a counter’s expiry at the day before its first session day, and refuses a first session day of today', async () => {
    const { facilitator, engagement } = await offerFromApplication(ctx);
    const today = offerToday(ctx);
    const sameDay = await act(ctx, facilitator, engagement.id, 'counter', {
      version: 1,
      terms: validTerms(ctx, { startInDays: 0 }),
    });
    expect(sameDay.statusCode).toBe(400);
    expect(sameDay.json().error.message).toBe(
      'The first session day must be tomorrow or later: an offer can be accepted only before its first session day.',
    );
    const soon = validTerms(ctx, { startInDays: 3 });
    const countered = await act(ctx, facilitator, engagement.id, 'counter', {
      version: 1,
      terms: soon,
      expiresOn: addDays(today, 10),
    });
    expect(countered.statusCode, countered.body).toBe(200);
    const dayBefore = endOfDayIn(OFFER_TIME_ZONE, addDays(today, 2)).toISOString();
    expect(countered.json().engagement.current).toMatchObject({ version: 2, expiresAt: dayBefore });
    expect((await rowOf(engagement.id)).expiresAt?.toISOString()).toBe(dayBefore);
  });

  it('refuses to accept a version the facilitator has not read', async () => {
    const { owner, facilitator, engagement, terms } = await offerFromApplication(ctx);
    expect((await act(ctx, facilitator, engagement.id, 'counter', { version: 1, terms })).statusCode).toBe(
      200,
    );
    const stale = await act(ctx, owner, engagement.id, 'accept', { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(
      'The offer changed since you opened it. Please read the new version first.',
    );
  });
});

describe('cancellation', () => {
  it('records the fee under the agreed tiers on the day of cancellation and frees the booked days', async () => {
    const { owner, facilitator, engagement, terms } = await confirmedEngagement(ctx);
    expect(await bookedDays(ctx, engagement.id)).toEqual(sessionDays(terms));
    expect((await act(ctx, facilitator, engagement.id, 'cancel', { reason: '' })).statusCode).toBe(400);
    // 30 days before the first day: 14 to 41 days before is the 50 % tier; 17 days later it is 13 days, 100 %.
    time.move(17);
    const cancelled = await act(ctx, facilitator, engagement.id, 'cancel', { reason: 'Illness' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().engagement.cancellation).toMatchObject({
      side: 'facilitator',
      reason: 'Illness',
      percent: 100,
      feeMinor: 300_000,
    });
    expect(await bookedDays(ctx, engagement.id)).toEqual([]);
    expect(await bellTypes(ctx, owner, engagement.id)).toEqual([
      'engagement.accepted',
      'engagement.cancelled',
    ]);
    expect((await act(ctx, owner, engagement.id, 'cancel', { reason: 'Again' })).statusCode).toBe(409);
  });

  it('charges the middle tier 30 days before', async () => {
    const { owner, engagement } = await confirmedEngagement(ctx);
    const cancelled = await act(ctx, owner, engagement.id, 'cancel', { reason: 'Budget cut' });
    expect(cancelled.json().engagement.cancellation).toMatchObject({
      side: 'company',
      percent: 50,
      feeMinor: 150_000,
    });
  });
});

describe('who may do what', () => {
  it('lets only members with the hire permission send and answer offers', async () => {
    const { owner, facilitator, application, engagement, terms } = await offerFromApplication(ctx);
    const recruiter = await memberOf(ctx, owner.id, 'recruiter');
    const viewer = await memberOf(ctx, owner.id, 'viewer');
    for (const who of [recruiter, viewer]) {
      const refused = await sendOfferRequest(ctx, who, { source: { applicationId: application.id }, terms });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(
        'Your role in this organisation does not allow this. Ask an owner or admin.',
      );
    }
    expect((await act(ctx, facilitator, engagement.id, 'counter', { version: 1, terms })).statusCode).toBe(
      200,
    );
    for (const who of [recruiter, viewer]) {
      expect((await act(ctx, who, engagement.id, 'accept', { version: 2 })).statusCode).toBe(403);
      // Every member reads it, without buttons.
      const seen = await read(who, engagement.id);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().engagement.actions).toEqual([]);
    }
    const manager = await memberOf(ctx, owner.id, 'hiring_manager');
    expect((await act(ctx, manager, engagement.id, 'accept', { version: 2 })).statusCode).toBe(200);
  });

  it('answers 404 to another organisation and another facilitator', async () => {
    const { engagement } = await offerFromApplication(ctx);
    const stranger = await signUp(ctx, 'company');
    const otherFacilitator = await signUp(ctx, 'facilitator');
    for (const who of [stranger, otherFacilitator]) {
      expect((await read(who, engagement.id)).statusCode).toBe(404);
      expect((await act(ctx, who, engagement.id, 'accept', { version: 1 })).statusCode).toBe(404);
    }
    expect((await read(stranger, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('refuses a second pending offer for the same facilitator and job, and an application of another organisation', async () => {
    const { owner, application, terms } = await offerFromApplication(ctx);
    const again = await sendOfferRequest(ctx, owner, { source: { applicationId: application.id }, terms });
    expect(again.statusCode).toBe(409);
    const stranger = await signUp(ctx, 'company');
    const foreign = await sendOfferRequest(ctx, stranger, {
      source: { applicationId: application.id },
      terms,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('tells the facilitator what the organisation did, not which member, nor what it asked the operator', async () => {
    const { owner, facilitator, engagement } = await confirmedEngagement(ctx);
    const flagged = await act(ctx, owner, engagement.id, 'flag', { reason: 'Their invoice looks odd to us' });
    expect(flagged.statusCode, flagged.body).toBe(200);
    const flagOf = (view: Engagement) => view.events.find((event) => event.kind === 'flagged')!;
    const ownView = (await read(owner, engagement.id)).json().engagement as Engagement;
    expect(flagOf(ownView).detail).toEqual({ reason: 'Their invoice looks odd to us' });
    const theirs = (await read(facilitator, engagement.id)).json().engagement as Engagement;
    expect(flagOf(theirs)).toMatchObject({
      actorSide: 'company',
      actorName: 'Northwind Offsites',
      detail: null,
    });
    const offered = theirs.events.find((event) => event.kind === 'offered')!;
    expect(offered.actorName).toBe('Northwind Offsites');
  });

  it('lets two organisations each offer the same facilitator, neither learning of the other’s offer', async () => {
    const { facilitator, terms } = await offerFromApplication(ctx);
    const [first, second] = [await signUp(ctx, 'company'), await signUp(ctx, 'company')];
    const offer = (who: TestUser) =>
      sendOfferRequest(ctx, who, { source: { facilitatorId: facilitator.id }, terms });
    expect((await offer(first)).statusCode).toBe(201);
    const other = await offer(second);
    expect(other.statusCode, other.body).toBe(201);
    expect((await offer(first)).statusCode).toBe(409);
  });
});

describe('bad input', () => {
  it('answers 400 with a readable message, never 500', async () => {
    const { owner, application } = await offerFromApplication(ctx);
    const send = (terms: object, extra: object = {}) =>
      sendOfferRequest(ctx, owner, { source: { applicationId: application.id }, terms, ...extra });
    const past = await send(validTerms(ctx, { startInDays: -1 }));
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('Session days cannot be in the past.');
    const sameDay = await send(validTerms(ctx, { startInDays: 0 }));
    expect(sameDay.statusCode).toBe(400);
    expect(sameDay.json().error).toMatchObject({
      message:
        'The first session day must be tomorrow or later: an offer can be accepted only before its first session day.',
      fieldErrors: { 'terms.sessions': [expect.any(String)] },
    });
    const far = await send(validTerms(ctx), { expiresOn: addDays(offerToday(ctx), 61) });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.message).toBe('The offer must expire between tomorrow and 60 days from today.');
    const line = { kind: 'materials' as const, description: '', quantity: 1, unitPriceMinor: 100 };
    for (const terms of [
      validTerms(ctx, {}, { lines: [{ ...line, quantity: -1 }] }),
      validTerms(ctx, {}, { lines: [{ ...line, unitPriceMinor: 0 }] }),
      validTerms(ctx, {}, { lines: [{ ...line, unitPriceMinor: 10 ** 12 }] }),
      validTerms(ctx, {}, { lines: Array.from({ length: 51 }, () => line) }),
      { ...validTerms(ctx), currency: 'XYZ' },
    ]) {
      expect((await send(terms)).statusCode).toBe(400);
    }
  });
});

describe('a party that left', () => {
  it('still reads the engagement, the other side named as a deleted user', async () => {
    const { owner, facilitator, engagement } = await confirmedEngagement(ctx);
    await ctx.db.delete(user).where(eq(user.id, facilitator.id));
    const seen = await read(owner, engagement.id);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().engagement.facilitator).toMatchObject({ id: null, name: 'Deleted user' });
    const list = await get(owner, '/api/engagements');
    expect(list.json().items[0].counterpartName).toBe('Deleted user');
  });
});

describe('where an offer comes from', () => {
  it('prefills the form from the job’s session days and the facilitator’s own cancellation tiers', async () => {
    const owner = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator', { firstName: 'Grace', lastName: 'Hopper' });
    const tiers = [
      { minDaysBefore: 30, percent: 0 },
      { minDaysBefore: 0, percent: 80 },
    ];
    await ctx.db
      .update(facilitators)
      .set({ cancellationTiers: tiers, rateCurrency: 'EUR', dayRateMin: 1100 })
      .where(eq(facilitators.id, facilitator.id));
    const today = offerToday(ctx);
    const job = await makeJob(ctx, owner, {
      // Today's session day is left out with the past one: an offer is answered before its first day.
      sessionDates: [addDays(today, -3), today, addDays(today, 20), addDays(today, 21)],
      sessionTimeZone: OFFER_TIME_ZONE,
      remote: 'yes',
    });
    await ctx.db
      .insert(facilitatorUnavailableDates)
      .values({ facilitatorId: facilitator.id, day: addDays(today, 21) });
    const draft = await get(owner, `/api/engagements/draft?facilitatorId=${facilitator.id}&jobId=${job.id}`);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({
      facilitator: { id: facilitator.id, name: 'Grace Hopper' },
      job: { id: job.id },
      expiresOn: addDays(today, 7),
      conflicts: [addDays(today, 21)],
      terms: {
        sessions: [
          { date: addDays(today, 20), start: '09:00', end: '17:00' },
          { date: addDays(today, 21), start: '09:00', end: '17:00' },
        ],
        timeZone: OFFER_TIME_ZONE,
        delivery: 'remote',
        currency: 'EUR',
        lines: [{ kind: 'facilitation_day', quantity: 2, unitPriceMinor: 110_000 }],
        cancellationTiers: tiers,
        outcomes: [],
      },
    });
    // Sent from the profile with the job: the days the facilitator blocked show as a warning to both sides.
    const terms = validTerms(ctx, { startInDays: 20 });
    const sent = await sendOfferRequest(ctx, owner, {
      source: { facilitatorId: facilitator.id, jobId: job.id },
      terms,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().engagement).toMatchObject({ job: { id: job.id }, conflicts: [addDays(today, 21)] });
    const seen = await read(facilitator, sent.json().engagement.id);
    expect(seen.json().engagement.conflicts).toEqual([addDays(today, 21)]);
  });

  it('sends from a thread of the organisation, and refuses another organisation’s job or a blocked facilitator', async () => {
    const owner = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const thread = await makeConversation(ctx, owner, facilitator);
    const terms = validTerms(ctx);
    const sent = await sendOfferRequest(ctx, owner, { source: { conversationId: thread.id }, terms });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().engagement).toMatchObject({ conversationId: thread.id, job: null });

    const stranger = await signUp(ctx, 'company');
    const foreignJob = await makeJob(ctx, stranger);
    const refused = await sendOfferRequest(ctx, owner, {
      source: { facilitatorId: facilitator.id, jobId: foreignJob.id },
      terms,
    });
    expect(refused.statusCode).toBe(404);
    expect(
      (await sendOfferRequest(ctx, stranger, { source: { conversationId: thread.id }, terms })).statusCode,
    ).toBe(404);

    await ctx.db
      .insert(userBlocks)
      .values({ blockerId: facilitator.id, blockedId: stranger.id, createdAt: ctx.clock.now() });
    const blocked = await sendOfferRequest(ctx, stranger, {
      source: { facilitatorId: facilitator.id },
      terms,
    });
    expect(blocked.statusCode).toBe(403);
  });

  it('lets the facilitator read an engagement whose organisation was deleted', async () => {
    const { facilitator, engagement } = await confirmedEngagement(ctx);
    const { company } = (await read(facilitator, engagement.id)).json().engagement as Engagement;
    await ctx.db.delete(companies).where(eq(companies.id, company.id!));
    const seen = await read(facilitator, engagement.id);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().engagement.company).toMatchObject({ id: null, name: 'Deleted user' });
  });
});

describe('what each side hears', () => {
  it('tells a German facilitator in German, and mails the members of the organisation who want it', async () => {
    const owner = await signUp(ctx, 'company', { companyName: 'Kontor GmbH' });
    const facilitator = await signUp(ctx, 'facilitator', {
      locale: 'de',
      firstName: 'Lena',
      lastName: 'Wolf',
    });
    const sent = await sendOfferRequest(ctx, owner, {
      source: { facilitatorId: facilitator.id },
      terms: validTerms(ctx),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().engagement.id as string;
    const [notice] = await ctx.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, facilitator.id), eq(notifications.link, `/engagements/${id}`)));
    expect(notice?.title).toBe('Neues Angebot');
    expect(notice?.body).toContain('Kontor GmbH hat Ihnen ein Angebot gesendet');
    expect(
      ctx.mails.some(
        (mail) => mail.to === facilitator.email && mail.subject === 'Neues Angebot von Kontor GmbH',
      ),
    ).toBe(true);
    expect((await act(ctx, facilitator, id, 'decline', { reason: '' })).statusCode).toBe(200);
    expect(
      ctx.mails.some((mail) => mail.to === owner.email && mail.subject === 'Lena Wolf declined the offer'),
    ).toBe(true);
  });
});
