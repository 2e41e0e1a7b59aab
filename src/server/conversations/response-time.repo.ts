/** What a facilitator's response time is computed from (response-time.service.ts). */
import { and, between, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { conversations, facilitatorUnavailableDates, messages } from '../db/schema';

export interface ThreadWait {
  startedAt: Date;
  /** The facilitator's first message in the thread; null while unanswered. */
  repliedAt: Date | null;
}

/**
 * The threads a company started with the facilitator from `since` to `until`, each with when it started
 * and the facilitator's first reply (the facilitator's inbox index, then each thread's messages by index).
 */
export async function listStartedThreads(
  db: DbOrTx,
  facilitatorId: string,
  since: Date,
  until: Date,
): Promise<ThreadWait[]> {
  return db
    .select({
      startedAt: conversations.createdAt,
      repliedAt: sql<Date | null>`(
        select min(m.created_at) from messages m
        where m.conversation_id = conversations.id and m.side = 'facilitator'
      )`.mapWith(messages.createdAt),
    })
    .from(conversations)
    .where(
      and(
        eq(conversations.facilitatorId, facilitatorId),
        eq(conversations.startedBy, 'company'),
        between(conversations.createdAt, since, until),
      ),
    );
}

/** The days from `from` to `to` ('YYYY-MM-DD') the facilitator blocked by hand: away, in availability. */
export async function listAwayDays(db: DbOrTx, facilitatorId: string, from: string, to: string) {
  const rows = await db
    .selectDistinct({ day: facilitatorUnavailableDates.day })
    .from(facilitatorUnavailableDates)
    .where(
      and(
        eq(facilitatorUnavailableDates.facilitatorId, facilitatorId),
        between(facilitatorUnavailableDates.day, from, to),
        isNull(facilitatorUnavailableDates.applicationId),
        isNull(facilitatorUnavailableDates.engagementId),
      ),
    );
  return rows.map((row) => row.day);
}
