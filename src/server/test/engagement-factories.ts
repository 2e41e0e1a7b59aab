import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  DEFAULT_CANCELLATION_TIERS,
  HOLDING_STATUSES,
  offerTotals,
  type Engagement,
  type EngagementStatus,
  type OfferTerms,
  type OfferTermsInput,
} from '../../shared/engagements';
import { type Clock, DAY_MS } from '../clock';
import {
  engagementEvents,
  engagements,
  engagementVersions,
  facilitatorUnavailableDates,
  notifications,
} from '../db/schema';
import { addDays, utcDay } from '../profiles/days';
import { todayIn } from '../engagements/zoned-days';
import { makeApplication, makeJob } from './factories';
import { signUp, testClock, type TestContext, type TestUser } from './helpers';
import { sendAs } from './inject';

/**
 * What the engagement tests share: a clock a test can move (the run's clock, offset by CLOCK_OFFSET_DAYS,
 * plus whatever the test adds), valid terms dated from the clock's today, an offer sent from an application
 * through the API, and an offer or engagement in any status written straight into the database.
 */

export const OFFER_TIME_ZONE = 'Europe/Berlin';

/** The run's clock, moved on by `move(days)` and back by `reset()`. */
export function movableClock() {
  const base = testClock();
  let shiftMs = 0;
  const clock: Clock = { now: () => new Date(base.now().getTime() + shiftMs) };
  return {
    clock,
    move: (days: number) => {
      shiftMs += days * DAY_MS;
    },
    reset: () => {
      shiftMs = 0;
    },
  };
}

/** The business clock's today where the test offers' sessions are. */
export const offerToday = (ctx: Pick<TestContext, 'clock'>) => todayIn(OFFER_TIME_ZONE, ctx.clock.now());

/** Terms that pass OfferTermsSchema: one session on each of `days` (in Europe/Berlin), two lines, default tiers. */
export const termsOn = (days: string[]): OfferTerms => ({
  sessions: days.map((date) => ({ date, start: '09:00', end: '17:00' })),
  timeZone: OFFER_TIME_ZONE,
  format: null,
  delivery: 'in_person',
  location: 'Berlin',
  currency: 'EUR',
  lines: [
    { kind: 'facilitation_day', description: '', quantity: days.length, unitPriceMinor: 120_000 },
    { kind: 'preparation_day', description: '', quantity: 0.5, unitPriceMinor: 120_000 },
  ],
  vat: { mode: 'rate', rateBp: 1900 },
  paymentTermsDays: 14,
  cancellationTiers: DEFAULT_CANCELLATION_TIERS.map((tier) => ({ ...tier })),
  outcomes: ['A strategy the leadership team agrees on', 'Owners and dates for the next steps'],
});

/** Valid terms: `days` session days from `startInDays` days on (in Europe/Berlin), two lines, default tiers. */
export function validTerms(
  ctx: Pick<TestContext, 'clock'>,
  { startInDays = 30, days = 2 }: { startInDays?: number; days?: number } = {},
  overrides: Partial<OfferTermsInput> = {},
): OfferTermsInput {
  const first = addDays(offerToday(ctx), startInDays);
  return { ...termsOn(Array.from({ length: days }, (_, i) => addDays(first, i))), ...overrides };
}

/** The session days of terms. */
export const sessionDays = (terms: OfferTermsInput) => terms.sessions.map((session) => session.date);

/** POST /api/engagements as `who`. */
export const sendOfferRequest = (ctx: Pick<TestContext, 'app'>, who: TestUser, payload: object) =>
  sendAs(ctx, who, 'POST', '/api/engagements', payload);

/** POST /api/engagements/:id/<action> as `who`. */
export const act = (
  ctx: Pick<TestContext, 'app'>,
  who: TestUser,
  id: string,
  action: string,
  payload: object = {},
) => sendAs(ctx, who, 'POST', `/api/engagements/${id}/${action}`, payload);

/**
 * An organisation (its owner), a facilitator, a job with session dates and an application to it, and an
 * offer from that application with `terms` (default `validTerms`), sent by the owner through the API.
 */
export async function offerFromApplication(
  ctx: Pick<TestContext, 'app' | 'db' | 'clock' | 'mails'>,
  terms: OfferTermsInput = validTerms(ctx),
  extra: object = {},
) {
  const owner = await signUp(ctx, 'company', { companyName: 'Northwind Offsites' });
  const facilitator = await signUp(ctx, 'facilitator', { firstName: 'Ada', lastName: 'Lovelace' });
  const job = await makeJob(ctx, owner, {
    sessionDates: [addDays(offerToday(ctx), 60)],
    sessionTimeZone: OFFER_TIME_ZONE,
  });
  const application = await makeApplication(ctx, job, facilitator);
  const res = await sendOfferRequest(ctx, owner, {
    source: { applicationId: application.id },
    terms,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const engagement = res.json().engagement as Engagement;
  return { owner, facilitator, job, application, engagement, terms };
}

/** An offer the facilitator accepted: a confirmed engagement. */
export async function confirmedEngagement(
  ctx: Pick<TestContext, 'app' | 'db' | 'clock' | 'mails'>,
  terms: OfferTermsInput = validTerms(ctx),
) {
  const offer = await offerFromApplication(ctx, terms);
  const res = await act(ctx, offer.facilitator, offer.engagement.id, 'accept', { version: 1 });
  expect(res.statusCode, res.body).toBe(200);
  return { ...offer, engagement: res.json().engagement as Engagement };
}

/** The days booked for the engagement in its facilitator's availability, ascending. */
export async function bookedDays(ctx: Pick<TestContext, 'db'>, engagementId: string) {
  const rows = await ctx.db
    .select({ day: facilitatorUnavailableDates.day })
    .from(facilitatorUnavailableDates)
    .where(eq(facilitatorUnavailableDates.engagementId, engagementId))
    .orderBy(facilitatorUnavailableDates.day);
  return rows.map((row) => row.day);
}

/** The notification types in a party's bell (a company's is its organisation's) linking to the engagement. */
export async function bellTypes(ctx: Pick<TestContext, 'db'>, who: TestUser, engagementId: string) {
  const rows = await ctx.db
    .select({ type: notifications.type })
    .from(notifications)
    .where(
      and(
        eq(who.userType === 'company' ? notifications.organisationId : notifications.userId, who.id),
        eq(notifications.link, `/engagements/${engagementId}`),
      ),
    )
    .orderBy(notifications.createdAt);
  return rows.map((row) => row.type);
}

/**
 * An offer or engagement written straight into the database, with its first version and its "offered"
 * event, in `status`. Its days are `days` (default: 30 and 31 days after the app's today); while it holds
 * them (confirmed, delivered, completed) they are booked in the facilitator's calendar, as accepting does.
 */
export async function makeEngagement(
  ctx: Pick<TestContext, 'db' | 'clock'>,
  values: {
    organisationId: string;
    facilitatorId: string;
    ownerId?: string;
    jobId?: string | null;
    status?: EngagementStatus;
    days?: string[];
    flaggedAt?: Date | null;
    flagReason?: string | null;
  },
) {
  const now = ctx.clock.now();
  const today = utcDay(now);
  const days = values.days ?? [addDays(today, 30), addDays(today, 31)];
  const status = values.status ?? 'offered';
  const terms = termsOn(days);
  const { net } = offerTotals(terms);
  const expiresAt = new Date(now.getTime() + 7 * 86_400_000);
  const [row] = await ctx.db
    .insert(engagements)
    .values({
      organisationId: values.organisationId,
      facilitatorId: values.facilitatorId,
      ownerId: values.ownerId ?? values.organisationId,
      jobId: values.jobId ?? null,
      status,
      turn: status === 'offered' ? 'facilitator' : null,
      expiresAt: status === 'offered' ? expiresAt : null,
      firstDay: days[0]!,
      lastDay: days.at(-1)!,
      timeZone: terms.timeZone,
      currency: terms.currency,
      netTotalMinor: net,
      acceptedAt: status === 'offered' ? null : now,
      flaggedAt: values.flaggedAt ?? null,
      flagReason: values.flagReason ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await ctx.db.insert(engagementVersions).values({
    engagementId: row!.id,
    version: 1,
    authorSide: 'company',
    authorId: values.ownerId ?? values.organisationId,
    terms,
    expiresAt,
    netTotalMinor: net,
    createdAt: now,
  });
  await ctx.db.insert(engagementEvents).values({
    engagementId: row!.id,
    kind: 'offered',
    actorSide: 'company',
    actorId: values.ownerId ?? values.organisationId,
    createdAt: now,
  });
  if ((HOLDING_STATUSES as readonly string[]).includes(status))
    await ctx.db.insert(facilitatorUnavailableDates).values(
      days.map((day) => ({
        facilitatorId: values.facilitatorId,
        day,
        engagementId: row!.id,
        createdAt: now,
      })),
    );
  return row!;
}
