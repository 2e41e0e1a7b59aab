import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { engagementEvents, engagements, notifications } from '../db/schema';
import { addDays } from '../profiles/days';
import {
  act,
  bellTypes,
  bookedDays,
  confirmedEngagement,
  makeEngagement,
  movableClock,
  offerFromApplication,
  offerToday,
  sendOfferRequest,
  validTerms,
} from '../test/engagement-factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { deleteAccountRequest, sendAs } from '../test/inject';

/**
 * What a suspension or an organisation's deletion does to the party's offers and engagements: offers are
 * withdrawn by the system, the other side told; a suspension flags booked engagements for the operator, a
 * deletion cancels those still ahead and frees their days; past ones stay (docs/decisions/040).
 */
const time = movableClock();
const ctx = await buildTestApp({ RATE_LIMIT_MAX: '1000000' }, { clock: time.clock });
let admin: TestUser;

beforeAll(async () => {
  admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });
});
afterEach(() => time.reset());

const rowOf = async (id: string) =>
  (await ctx.db.select().from(engagements).where(eq(engagements.id, id)))[0]!;

const systemEvents = async (id: string) =>
  ctx.db
    .select({ kind: engagementEvents.kind, detail: engagementEvents.detail })
    .from(engagementEvents)
    .where(and(eq(engagementEvents.engagementId, id), eq(engagementEvents.actorSide, 'system')));

const suspend = async (url: string, reason: string) => {
  const res = await sendAs(ctx, admin, 'POST', `${url}/suspend`, { reason });
  expect(res.statusCode, res.body).toBe(200);
};

const mailed = (to: string, subject: string) =>
  ctx.mails.some((mail) => mail.to === to && mail.subject === subject);

describe('the operator suspends a facilitator', () => {
  it('withdraws their offers, tells the organisation, and flags their booked engagement without cancelling it', async () => {
    const { owner, facilitator, engagement } = await confirmedEngagement(ctx);
    const pending = await sendOfferRequest(ctx, owner, {
      source: { facilitatorId: facilitator.id },
      terms: validTerms(ctx, { startInDays: 50 }),
    });
    expect(pending.statusCode, pending.body).toBe(201);
    const offerId = pending.json().engagement.id as string;

    await suspend(`/api/admin/users/${facilitator.id}`, 'Fake credentials');

    expect(await rowOf(offerId)).toMatchObject({ status: 'withdrawn', turn: null });
    expect(await systemEvents(offerId)).toEqual([
      { kind: 'withdrawn', detail: { reason: 'account_suspended' } },
    ]);
    expect(await bellTypes(ctx, owner, offerId)).toContain('engagement.withdrawn');
    expect(mailed(owner.email, 'The offer with Ada Lovelace was withdrawn')).toBe(true);
    const accept = await act(ctx, owner, offerId, 'accept', { version: 1 });
    expect(accept.statusCode).toBe(409);

    // The booked engagement stays booked, flagged for the operator with the suspension's reason.
    expect(await rowOf(engagement.id)).toMatchObject({
      status: 'confirmed',
      flagReason: 'Fake credentials',
      flaggedAt: expect.any(Date),
    });
    expect(await systemEvents(engagement.id)).toEqual([
      { kind: 'flagged', detail: { reason: 'account_suspended' } },
    ]);
    expect(await bookedDays(ctx, engagement.id)).toHaveLength(2);
    const flagged = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/engagements?filter=flagged',
      headers: as(admin),
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    expect(flagged.json().items.map((item: { id: string }) => item.id)).toContain(engagement.id);

    // Lifting the suspension brings no offer back.
    const lifted = await sendAs(ctx, admin, 'POST', `/api/admin/users/${facilitator.id}/unsuspend`);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await rowOf(offerId)).status).toBe('withdrawn');
  });
});

describe('the operator suspends an organisation', () => {
  it("withdraws its open offers and tells the facilitator in their language; others' offers stay", async () => {
    const owner = await signUp(ctx, 'company', { companyName: 'Kontor GmbH' });
    const facilitator = await signUp(ctx, 'facilitator', {
      locale: 'de',
      firstName: 'Lena',
      lastName: 'Wolf',
    });
    const other = await signUp(ctx, 'company', { companyName: 'Elsewhere Ltd' });
    const offer = await makeEngagement(ctx, { organisationId: owner.id, facilitatorId: facilitator.id });
    const untouched = await makeEngagement(ctx, { organisationId: other.id, facilitatorId: facilitator.id });

    await suspend(`/api/admin/organisations/${owner.id}`, 'Fake listings');

    expect(await rowOf(offer.id)).toMatchObject({ status: 'withdrawn', turn: null });
    expect((await rowOf(untouched.id)).status).toBe('offered');
    const [notice] = await ctx.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(
        and(eq(notifications.userId, facilitator.id), eq(notifications.link, `/engagements/${offer.id}`)),
      );
    expect(notice?.title).toBe('Angebot zurückgezogen');
    expect(notice?.body).toContain('Kontor GmbH ist auf FacilitatorHub gesperrt');
    expect(mailed(facilitator.email, 'Das Angebot mit Kontor GmbH wurde zurückgezogen')).toBe(true);
  });

  it("does the same when the operator suspends the account of an organisation's only member", async () => {
    const { owner, engagement } = await offerFromApplication(ctx);

    await suspend(`/api/admin/users/${owner.id}`, 'Spam');

    expect((await rowOf(engagement.id)).status).toBe('withdrawn');
  });
});

describe('an organisation is deleted', () => {
  it('withdraws its offers, cancels its engagements still ahead and frees their days; past ones stay', async () => {
    const {
      owner,
      facilitator,
      engagement: ahead,
    } = await confirmedEngagement(ctx, validTerms(ctx, { startInDays: 20 }));
    const today = offerToday(ctx);
    // Held earlier: its days are behind it (awaiting delivery), and one completed before.
    const ended = await makeEngagement(ctx, {
      organisationId: owner.id,
      facilitatorId: facilitator.id,
      status: 'confirmed',
      days: [addDays(today, -2), addDays(today, -1)],
    });
    const completed = await makeEngagement(ctx, {
      organisationId: owner.id,
      facilitatorId: facilitator.id,
      status: 'completed',
      days: [addDays(today, -40)],
    });
    const offer = await makeEngagement(ctx, {
      organisationId: owner.id,
      facilitatorId: facilitator.id,
      days: [addDays(today, 50)],
    });

    const res = await sendAs(ctx, owner, 'DELETE', '/api/organisation', {
      confirmName: 'Northwind Offsites',
    });
    expect(res.statusCode, res.body).toBe(204);

    expect(await rowOf(offer.id)).toMatchObject({ status: 'withdrawn', organisationId: null });
    expect(await systemEvents(offer.id)).toEqual([
      { kind: 'withdrawn', detail: { reason: 'organisation_deleted' } },
    ]);
    expect(await rowOf(ahead.id)).toMatchObject({
      status: 'cancelled',
      cancelledBySide: 'company',
      cancelReason: 'organisation_deleted',
      cancelledAt: expect.any(Date),
      organisationId: null,
    });
    expect(await bookedDays(ctx, ahead.id)).toEqual([]);
    expect(await bellTypes(ctx, facilitator, ahead.id)).toEqual(['engagement.offer', 'engagement.cancelled']);
    expect(
      mailed(facilitator.email, 'Northwind Offsites left FacilitatorHub: the engagement is cancelled'),
    ).toBe(true);
    expect(mailed(facilitator.email, 'Northwind Offsites left FacilitatorHub: the offer was withdrawn')).toBe(
      true,
    );
    // The days are free in the facilitator's availability again; the past stays as it was.
    const availability = await ctx.app.inject({
      method: 'GET',
      url: `/api/profile/availability?from=${addDays(today, -5)}&to=${addDays(today, 60)}`,
      headers: as(facilitator),
    });
    expect(availability.statusCode, availability.body).toBe(200);
    const bookings = (availability.json().days as { source: string; engagement: { id: string } | null }[])
      .filter((day) => day.source === 'engagement')
      .map((day) => day.engagement?.id);
    expect(bookings).toEqual([ended.id, ended.id]);
    expect((await rowOf(ended.id)).status).toBe('confirmed');
    expect(await bookedDays(ctx, ended.id)).toHaveLength(2);
    expect((await rowOf(completed.id)).status).toBe('completed');
  });

  it('counts by the clock: an engagement under way when its last owner deletes their account is cancelled', async () => {
    const { owner, facilitator, engagement } = await confirmedEngagement(
      ctx,
      validTerms(ctx, { startInDays: 3, days: 3 }),
    );
    // Its second day: the last one is still ahead.
    time.move(4);

    const res = await deleteAccountRequest(ctx, owner);
    expect(res.statusCode, res.body).toBe(204);

    expect((await rowOf(engagement.id)).status).toBe('cancelled');
    expect(await bookedDays(ctx, engagement.id)).toEqual([]);
    expect(await bellTypes(ctx, facilitator, engagement.id)).toContain('engagement.cancelled');
  });

  it('leaves an engagement whose days are all behind it when the organisation goes later', async () => {
    const { owner, engagement } = await confirmedEngagement(ctx, validTerms(ctx, { startInDays: 3 }));
    time.move(5);

    const res = await deleteAccountRequest(ctx, owner);
    expect(res.statusCode, res.body).toBe(204);

    expect(await rowOf(engagement.id)).toMatchObject({ status: 'confirmed', organisationId: null });
    expect(await bookedDays(ctx, engagement.id)).toHaveLength(2);
  });
});
