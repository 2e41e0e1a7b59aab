import { DEFAULT_CANCELLATION_TIERS, type OfferTerms } from '../../../shared/engagements';
import { offerTotals } from '../../../shared/engagement-money';
import {
  FOLLOW_UP_AFTER_DAYS,
  REVIEW_REMINDER_DAYS,
  REVIEW_WINDOW_DAYS,
} from '../../../shared/review-options';
import { DAY_MS } from '../../clock';
import { recomputeReputations } from '../../reviews/reputation.repo';
import type { DbOrTx } from '../client';
import { engagementEvents, engagements, engagementVersions, outcomeFollowUps, reviews } from '../schema';
import { SEED_ENGAGEMENTS, type SeedEngagement } from './data/engagement-reviews';
import { seedUuid } from './seed-ids';

const TIME_ZONE = 'Europe/Berlin';

const at = (now: Date, daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
const day = (instant: Date) => instant.toISOString().slice(0, 10);

/** The agreed terms of a sample engagement: its session days up to the day before completion. */
function termsOf(engagement: SeedEngagement, now: Date): OfferTerms {
  const sessions = Array.from({ length: engagement.sessionDays }, (_, i) => ({
    date: day(at(now, engagement.completedDaysAgo + engagement.sessionDays - i)),
    start: '09:00',
    end: '17:00',
  }));
  return {
    sessions,
    timeZone: TIME_ZONE,
    format: 'workshop',
    delivery: engagement.location === 'Remote' ? 'remote' : 'in_person',
    location: engagement.location === 'Remote' ? '' : engagement.location,
    currency: 'EUR',
    lines: [
      {
        kind: 'facilitation_day',
        description: '',
        quantity: engagement.sessionDays,
        unitPriceMinor: engagement.dayRateMinor,
      },
      { kind: 'preparation_day', description: '', quantity: 1, unitPriceMinor: engagement.dayRateMinor },
    ],
    vat: { mode: 'rate', rateBp: 1900 },
    paymentTermsDays: 14,
    cancellationTiers: DEFAULT_CANCELLATION_TIERS.map((tier) => ({ ...tier })),
    outcomes: engagement.outcomes,
  };
}

/**
 * The sample completed engagements with their reviews in both directions and the six-week follow-ups
 * (data/engagement-reviews.ts), dated by `now`; then every party's reputation columns recomputed. Stable ids
 * and ON CONFLICT DO NOTHING: a second run adds nothing and recomputes the same figures.
 */
export async function seedEngagementReviews(tx: DbOrTx, now: Date) {
  for (const engagement of SEED_ENGAGEMENTS) {
    const id = seedUuid(`engagement:${engagement.key}`);
    const facilitatorId = seedUuid(`facilitator:${engagement.facilitatorKey}`);
    const organisationId = seedUuid(`company:${engagement.companyKey}`);
    const terms = termsOf(engagement, now);
    const { net } = offerTotals(terms);
    const completedAt = at(now, engagement.completedDaysAgo);
    const offeredAt = at(now, engagement.completedDaysAgo + 40);
    const acceptedAt = at(now, engagement.completedDaysAgo + 37);
    const windowClosesAt = new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
    const inserted = await tx
      .insert(engagements)
      .values({
        id,
        organisationId,
        facilitatorId,
        ownerId: organisationId,
        status: 'completed',
        version: 1,
        firstDay: terms.sessions[0]!.date,
        lastDay: terms.sessions.at(-1)!.date,
        timeZone: TIME_ZONE,
        currency: 'EUR',
        netTotalMinor: net,
        acceptedAt,
        deliveredAt: at(now, engagement.completedDaysAgo + 1),
        completedAt,
        reviewRemindersSent: REVIEW_REMINDER_DAYS.length,
        reviewsClosedAt: windowClosesAt,
        sequence: 2,
        createdAt: offeredAt,
        updatedAt: completedAt,
      })
      .onConflictDoNothing()
      .returning({ id: engagements.id });
    // A sample engagement seeded before stays as it is (its reviews and follow-up with it).
    if (!inserted.length) continue;
    await tx.insert(engagementVersions).values({
      engagementId: id,
      version: 1,
      authorSide: 'company',
      authorId: organisationId,
      terms,
      expiresAt: at(now, engagement.completedDaysAgo + 33),
      netTotalMinor: net,
      createdAt: offeredAt,
    });
    await tx.insert(engagementEvents).values([
      {
        engagementId: id,
        kind: 'offered',
        actorSide: 'company',
        actorId: organisationId,
        createdAt: offeredAt,
      },
      {
        engagementId: id,
        kind: 'accepted',
        actorSide: 'facilitator',
        actorId: facilitatorId,
        createdAt: acceptedAt,
      },
      {
        engagementId: id,
        kind: 'completed',
        actorSide: 'company',
        actorId: organisationId,
        createdAt: completedAt,
      },
    ]);
    await seedReviewsOf(tx, engagement, { id, facilitatorId, organisationId, completedAt, windowClosesAt });
    if (engagement.followUp) {
      const askedAt = new Date(completedAt.getTime() + FOLLOW_UP_AFTER_DAYS * DAY_MS);
      await tx.insert(outcomeFollowUps).values({
        engagementId: id,
        facilitatorId,
        organisationId,
        askedAt,
        answers: engagement.followUp,
        answeredAt: new Date(askedAt.getTime() + 2 * DAY_MS),
        answeredBy: organisationId,
      });
    }
  }
  const parties = new Set(SEED_ENGAGEMENTS.map((e) => `${e.facilitatorKey}|${e.companyKey}`));
  for (const pair of parties) {
    const [facilitatorKey, companyKey] = pair.split('|');
    await recomputeReputations(tx, {
      facilitatorId: seedUuid(`facilitator:${facilitatorKey}`),
      organisationId: seedUuid(`company:${companyKey}`),
    });
  }
}

/**
 * The two reviews of one engagement: written a few days after completion; both published together when the
 * second came in, a lone one when the window closed.
 */
async function seedReviewsOf(
  tx: DbOrTx,
  engagement: SeedEngagement,
  ids: { id: string; facilitatorId: string; organisationId: string; completedAt: Date; windowClosesAt: Date },
) {
  const { ofFacilitator, ofOrganisation } = engagement;
  const writtenAt = (days: number) => new Date(ids.completedAt.getTime() + days * DAY_MS);
  const byClient = writtenAt(2);
  const byFacilitator = writtenAt(4);
  const publishedAt = ofFacilitator && ofOrganisation ? byFacilitator : ids.windowClosesAt;
  if (ofFacilitator)
    await tx.insert(reviews).values({
      id: seedUuid(`review:${engagement.key}:facilitator`),
      engagementId: ids.id,
      subject: 'facilitator',
      facilitatorId: ids.facilitatorId,
      organisationId: ids.organisationId,
      authorId: ids.organisationId,
      rating: ofFacilitator.rating,
      criteria: ofFacilitator.criteria,
      outcomes: ofFacilitator.outcomes,
      wouldHireAgain: ofFacilitator.wouldHireAgain,
      body: ofFacilitator.body,
      submittedAt: byClient,
      publishedAt,
      ...(ofFacilitator.reply
        ? { replyBody: ofFacilitator.reply, replyAt: writtenAt(6), replyAuthorId: ids.facilitatorId }
        : {}),
      ...(ofFacilitator.hiddenReason
        ? { hiddenAt: writtenAt(REVIEW_WINDOW_DAYS + 1), hiddenReason: ofFacilitator.hiddenReason }
        : {}),
    });
  if (ofOrganisation)
    await tx.insert(reviews).values({
      id: seedUuid(`review:${engagement.key}:organisation`),
      engagementId: ids.id,
      subject: 'organisation',
      facilitatorId: ids.facilitatorId,
      organisationId: ids.organisationId,
      authorId: ids.facilitatorId,
      rating: ofOrganisation.rating,
      criteria: ofOrganisation.criteria,
      body: ofOrganisation.body,
      submittedAt: byFacilitator,
      publishedAt,
    });
}
