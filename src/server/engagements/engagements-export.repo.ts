import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { isCurrentVersion } from './engagements.repo';
import {
  calendarFeeds,
  companies,
  engagementEvents,
  engagements,
  engagementVersions,
  facilitators,
  jobs,
} from '../db/schema';

/**
 * The offers and engagements the person is a party to, newest first: as their facilitator, or as the member
 * responsible for one or who wrote a version or caused an event of one; each with its current terms.
 */
export function exportedEngagements(db: DbOrTx, userId: string) {
  const authored = db
    .select({ id: engagementVersions.engagementId })
    .from(engagementVersions)
    .where(eq(engagementVersions.authorId, userId));
  const acted = db
    .select({ id: engagementEvents.engagementId })
    .from(engagementEvents)
    .where(eq(engagementEvents.actorId, userId));
  return db
    .select({
      id: engagements.id,
      side: sql<'facilitator' | 'company'>`case when ${engagements.facilitatorId} = ${userId}
        then 'facilitator' else 'company' end`,
      organisation: companies.name,
      facilitator: sql<
        string | null
      >`nullif(trim(concat_ws(' ', ${facilitators.firstName}, ${facilitators.lastName})), '')`,
      jobTitle: jobs.title,
      status: engagements.status,
      version: engagements.version,
      terms: engagementVersions.terms,
      firstDay: engagements.firstDay,
      lastDay: engagements.lastDay,
      timeZone: engagements.timeZone,
      currency: engagements.currency,
      netTotalMinor: engagements.netTotalMinor,
      expiresAt: engagements.expiresAt,
      declineReason: engagements.declineReason,
      acceptedAt: engagements.acceptedAt,
      deliveredAt: engagements.deliveredAt,
      completedAt: engagements.completedAt,
      cancelledAt: engagements.cancelledAt,
      cancelledBySide: engagements.cancelledBySide,
      cancelReason: engagements.cancelReason,
      cancellationPercent: engagements.cancellationPercent,
      cancellationFeeMinor: engagements.cancellationFeeMinor,
      // Not the reason of a request for the operator's help: the other side may have written it (the
      // person's own request is among the events they caused, with its reason).
      flaggedAt: engagements.flaggedAt,
      createdAt: engagements.createdAt,
      updatedAt: engagements.updatedAt,
    })
    .from(engagements)
    .innerJoin(engagementVersions, isCurrentVersion)
    .leftJoin(companies, eq(companies.id, engagements.organisationId))
    .leftJoin(facilitators, eq(facilitators.id, engagements.facilitatorId))
    .leftJoin(jobs, eq(jobs.id, engagements.jobId))
    .where(
      or(
        eq(engagements.facilitatorId, userId),
        eq(engagements.ownerId, userId),
        inArray(engagements.id, authored),
        inArray(engagements.id, acted),
      ),
    )
    .orderBy(desc(engagements.createdAt), desc(engagements.id));
}

/** The versions of offers the person wrote, newest first. */
export function exportedVersionsWritten(db: DbOrTx, userId: string) {
  return db
    .select({
      engagementId: engagementVersions.engagementId,
      version: engagementVersions.version,
      side: engagementVersions.authorSide,
      terms: engagementVersions.terms,
      message: engagementVersions.message,
      expiresAt: engagementVersions.expiresAt,
      netTotalMinor: engagementVersions.netTotalMinor,
      createdAt: engagementVersions.createdAt,
    })
    .from(engagementVersions)
    .where(eq(engagementVersions.authorId, userId))
    .orderBy(desc(engagementVersions.createdAt), desc(engagementVersions.version));
}

/** The events of offers and engagements the person caused, newest first. */
export function exportedEventsCaused(db: DbOrTx, userId: string) {
  return db
    .select({
      engagementId: engagementEvents.engagementId,
      kind: engagementEvents.kind,
      side: engagementEvents.actorSide,
      detail: engagementEvents.detail,
      createdAt: engagementEvents.createdAt,
    })
    .from(engagementEvents)
    .where(eq(engagementEvents.actorId, userId))
    .orderBy(desc(engagementEvents.createdAt), desc(engagementEvents.id));
}

/** The person's calendar feed: when it was made and its address's version; never the address. */
export async function exportedCalendarFeed(db: DbOrTx, userId: string) {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt, version: calendarFeeds.version })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return feed;
}

/** A facilitator's own cancellation tiers (null: the platform's); undefined without a profile. */
export async function exportedCancellationTiers(db: DbOrTx, facilitatorId: string) {
  const [profile] = await db
    .select({ tiers: facilitators.cancellationTiers })
    .from(facilitators)
    .where(eq(facilitators.id, facilitatorId));
  return profile;
}
