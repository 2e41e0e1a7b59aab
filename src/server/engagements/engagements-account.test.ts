import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_TIERS, type Engagement } from '../../shared/engagements';
import type { OrgRole } from '../../shared/organisation-roles';
import {
  calendarFeeds,
  companies,
  engagementEvents,
  engagements,
  engagementVersions,
  facilitators,
  organisationMembers,
} from '../db/schema';
import { addDays } from '../profiles/days';
import {
  act,
  confirmedEngagement,
  offerFromApplication,
  makeEngagement,
  offerToday,
  validTerms,
} from '../test/engagement-factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { deleteAccountRequest, sendAs } from '../test/inject';
import { readDataExport } from '../test/unzip';
import { FORMER_PARTY } from './engagements.service';

/**
 * Offers and engagements when people take their data along or leave: the data export holds the person's
 * side of each, and a deletion keeps the other side's record (docs/decisions/040).
 */
const ctx = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });

const get = (who: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: as(who) });

const exportOf = async (who: TestUser) => {
  const res = await get(who, '/api/account/export');
  expect(res.statusCode, res.body).toBe(200);
  return (await readDataExport(res.rawPayload)).data;
};

const deleteAccount = async (who: TestUser) => {
  const res = await deleteAccountRequest(ctx, who);
  expect(res.statusCode, res.body).toBe(204);
};

/** A company-side person who joins `organisationId` with `role` (the organisation of their sign-up goes). */
async function joinAs(organisationId: string, role: OrgRole) {
  const member = await signUp(ctx, 'company');
  await ctx.db.delete(companies).where(eq(companies.id, member.id));
  await ctx.db.insert(organisationMembers).values({ organisationId, userId: member.id, role });
  return member;
}

const rowOf = async (id: string) => {
  const [row] = await ctx.db.select().from(engagements).where(eq(engagements.id, id));
  return row!;
};

const versionAuthors = async (id: string) =>
  (
    await ctx.db
      .select({ version: engagementVersions.version, authorId: engagementVersions.authorId })
      .from(engagementVersions)
      .where(eq(engagementVersions.engagementId, id))
      .orderBy(engagementVersions.version)
  ).map((row) => row.authorId);

describe('the data export', () => {
  it("holds a facilitator's engagements, the versions and events they wrote, their feed's existence and their tiers", async () => {
    const { owner, facilitator, engagement } = await offerFromApplication(ctx);
    const countered = await act(ctx, facilitator, engagement.id, 'counter', {
      version: 1,
      terms: validTerms(ctx, { startInDays: 40 }),
      message: 'Could we move it by ten days?',
    });
    expect(countered.statusCode, countered.body).toBe(200);
    const feed = await get(facilitator, '/api/me/calendar-feed');
    expect(feed.statusCode, feed.body).toBe(200);
    const renewed = await sendAs(ctx, facilitator, 'POST', '/api/me/calendar-feed');
    expect(renewed.statusCode, renewed.body).toBe(200);

    const data = await exportOf(facilitator);
    expect(data.engagements).toEqual([
      expect.objectContaining({
        id: engagement.id,
        side: 'facilitator',
        organisation: 'Northwind Offsites',
        facilitator: 'Ada Lovelace',
        status: 'offered',
        version: 2,
        firstDay: addDays(offerToday(ctx), 40),
        currency: 'EUR',
        terms: expect.objectContaining({ outcomes: validTerms(ctx).outcomes }),
      }),
    ]);
    expect(data.engagementVersionsWritten).toEqual([
      expect.objectContaining({
        engagementId: engagement.id,
        version: 2,
        side: 'facilitator',
        message: 'Could we move it by ten days?',
      }),
    ]);
    expect(data.engagementEvents).toEqual([
      expect.objectContaining({ engagementId: engagement.id, kind: 'countered', side: 'facilitator' }),
    ]);
    // That there is a feed, never its address: the address is the credential that opens it.
    expect(data.calendarFeed).toEqual({ createdAt: expect.any(String), renewals: 1 });
    const json = JSON.stringify(data);
    for (const url of [feed.json().url as string, renewed.json().url as string])
      expect(json).not.toContain(url.split('/').at(-1)!);
    expect(data.defaultCancellationTiers).toEqual({ tiers: DEFAULT_CANCELLATION_TIERS, own: false });

    // The company side: the owner sent version 1; nothing of the facilitator's tiers or feed.
    const company = await exportOf(owner);
    expect(company.engagements).toEqual([
      expect.objectContaining({ id: engagement.id, side: 'company', status: 'offered' }),
    ]);
    expect(company.engagementVersionsWritten.map((v: { version: number }) => v.version)).toEqual([1]);
    expect(company.engagementEvents.map((e: { kind: string }) => e.kind)).toEqual(['offered']);
    expect(company.calendarFeed).toBeNull();
    expect(company).not.toHaveProperty('defaultCancellationTiers');
  });

  it("holds a member's engagements they sent or answered, not the rest of the organisation's", async () => {
    const owner = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const manager = await joinAs(owner.id, 'hiring_manager');
    const viewer = await joinAs(owner.id, 'viewer');
    const sent = await makeEngagement(ctx, {
      organisationId: owner.id,
      facilitatorId: facilitator.id,
      ownerId: manager.id,
    });
    await makeEngagement(ctx, { organisationId: owner.id, facilitatorId: facilitator.id });

    const data = await exportOf(manager);
    expect(data.engagements.map((e: { id: string; side: string }) => [e.id, e.side])).toEqual([
      [sent.id, 'company'],
    ]);
    expect(data.engagementVersionsWritten).toHaveLength(1);
    expect((await exportOf(viewer)).engagements).toEqual([]);

    const tiers = [
      { minDaysBefore: 30, percent: 0 },
      { minDaysBefore: 0, percent: 80 },
    ];
    await ctx.db
      .update(facilitators)
      .set({ cancellationTiers: tiers })
      .where(eq(facilitators.id, facilitator.id));
    const theirs = await exportOf(facilitator);
    expect(theirs.defaultCancellationTiers).toEqual({ tiers, own: true });
    // Offered to them by the organisation: theirs too, on their side.
    expect(theirs.engagements.map((e: { side: string }) => e.side)).toEqual(['facilitator', 'facilitator']);
  });
});

describe('a facilitator deletes their account', () => {
  it("keeps the organisation's engagement without them, expires their pending offers and drops their feed", async () => {
    const { owner, facilitator, engagement } = await confirmedEngagement(ctx);
    const first = addDays(offerToday(ctx), 50);
    const pending = await makeEngagement(ctx, {
      organisationId: owner.id,
      facilitatorId: facilitator.id,
      days: [first, addDays(first, 1)],
    });
    expect((await get(facilitator, '/api/me/calendar-feed')).statusCode).toBe(200);

    await deleteAccount(facilitator);

    // The agreement stays the organisation's, as agreed; the facilitator is anonymised.
    const kept = await get(owner, `/api/engagements/${engagement.id}`);
    expect(kept.statusCode, kept.body).toBe(200);
    const read = kept.json().engagement as Engagement;
    expect(read).toMatchObject({ status: 'confirmed', facilitator: { id: null, name: FORMER_PARTY } });
    expect(read.versions.map((v) => v.terms)).toEqual(engagement.versions.map((v) => v.terms));
    expect((await rowOf(engagement.id)).facilitatorId).toBeNull();
    // The acceptance was the facilitator's: its event stays, without its author.
    const events = await ctx.db
      .select({ kind: engagementEvents.kind, actorId: engagementEvents.actorId })
      .from(engagementEvents)
      .where(eq(engagementEvents.engagementId, engagement.id));
    expect(events.find((event) => event.kind === 'accepted')).toEqual({ kind: 'accepted', actorId: null });

    // Nobody is left to answer the pending offer: it expired, by the system, and can no longer be accepted.
    expect(await rowOf(pending.id)).toMatchObject({ status: 'expired', turn: null, facilitatorId: null });
    const expiredEvent = await ctx.db
      .select({ kind: engagementEvents.kind, actorSide: engagementEvents.actorSide })
      .from(engagementEvents)
      .where(eq(engagementEvents.engagementId, pending.id));
    expect(expiredEvent).toContainEqual({ kind: 'expired', actorSide: 'system' });
    const listed = await get(owner, '/api/engagements?filter=closed');
    expect(listed.json().items.map((item: { id: string }) => item.id)).toContain(pending.id);

    expect(await ctx.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, facilitator.id))).toEqual(
      [],
    );
  });
});

describe('an organisation leaves', () => {
  it("withdraws its pending offers and cancels the facilitator's engagement still ahead, keeping the record", async () => {
    const { owner, facilitator, engagement } = await confirmedEngagement(ctx);
    const first = addDays(offerToday(ctx), 50);
    const pending = await makeEngagement(ctx, {
      organisationId: owner.id,
      facilitatorId: facilitator.id,
      days: [first, addDays(first, 1)],
    });

    await deleteAccount(owner);

    expect(await rowOf(pending.id)).toMatchObject({ status: 'withdrawn', turn: null, organisationId: null });
    const accept = await act(ctx, facilitator, pending.id, 'accept', { version: 1 });
    expect(accept.statusCode, accept.body).toBe(409);
    const kept = await get(facilitator, `/api/engagements/${engagement.id}`);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().engagement).toMatchObject({
      status: 'cancelled',
      company: { id: null, name: FORMER_PARTY },
    });
  });
});

describe('a member leaves', () => {
  it('hands the engagements they are responsible for to an owner when they delete their account', async () => {
    const owner = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const manager = await joinAs(owner.id, 'hiring_manager');
    const theirs = await makeEngagement(ctx, {
      organisationId: owner.id,
      facilitatorId: facilitator.id,
      ownerId: manager.id,
      status: 'confirmed',
    });

    await deleteAccount(manager);

    expect(await rowOf(theirs.id)).toMatchObject({
      ownerId: owner.id,
      status: 'confirmed',
      organisationId: owner.id,
    });
    // The version they sent stays as sent, without its author.
    expect(await versionAuthors(theirs.id)).toEqual([null]);
    const read = await get(facilitator, `/api/engagements/${theirs.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().engagement.current.authorName).toBe(read.json().engagement.company.name);
  });

  it('hands them to the member who takes over when an owner removes them', async () => {
    const owner = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const manager = await joinAs(owner.id, 'hiring_manager');
    const admin = await joinAs(owner.id, 'admin');
    const theirs = await makeEngagement(ctx, {
      organisationId: owner.id,
      facilitatorId: facilitator.id,
      ownerId: manager.id,
    });
    const others = await makeEngagement(ctx, { organisationId: owner.id, facilitatorId: facilitator.id });

    const removed = await sendAs(ctx, owner, 'DELETE', `/api/organisation/members/${manager.id}`, {
      takeoverId: admin.id,
    });
    expect(removed.statusCode, removed.body).toBe(204);

    expect((await rowOf(theirs.id)).ownerId).toBe(admin.id);
    expect((await rowOf(others.id)).ownerId).toBe(owner.id);
    // Their version keeps its author: they are still a person, only no longer a member.
    expect(await versionAuthors(theirs.id)).toEqual([manager.id]);
  });
});
