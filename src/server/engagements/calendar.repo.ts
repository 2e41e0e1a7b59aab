import {
  and,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { alias, unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { oncePerDatabase, type DbOrTx } from '../db/client';
import {
  calendarFeeds,
  companies,
  engagements,
  engagementVersions,
  facilitators,
  organisationMembers,
  user,
} from '../db/schema';
import {
  CLOSED_OFFER_STATUSES,
  type EngagementSide,
  type EngagementStatus,
  type OfferTerms,
  type Session,
} from '../../shared/engagements';
import type { Locale } from '../../shared/i18n/locales';
import { can, ORG_ROLES } from '../../shared/organisation-roles';

/** The roles that may read their organisation's engagements (every role today; the table decides). */
const READING_ROLES = ORG_ROLES.filter((role) => can(role, 'read'));

/**
 * What a calendar's cache key needs of one offer or engagement: its row's light columns and both parties'
 * names, not its terms (calendar.ts reads those, with listCalendarDetails, only to build a calendar).
 */
export interface CalendarRow {
  id: string;
  status: EngagementStatus;
  /** The iCalendar SEQUENCE (one more at every change a calendar shows, a new version's terms included). */
  sequence: number;
  createdAt: Date;
  updatedAt: Date;
  /** Null once the organisation was deleted. */
  organisationName: string | null;
  /** Null once the facilitator deleted their account. */
  facilitatorName: string | null;
  /** The reader's side of it. */
  side: EngagementSide;
}

/** A session day that an earlier version had and the current one no longer has: calendars must drop it. */
export interface RetiredSession {
  /** Its day index (1-based): the UID it had. */
  n: number;
  session: Session;
  timeZone: string;
}

/** What a calendar shows of one row beyond its key: the current terms and the days earlier versions had. */
export interface CalendarDetails {
  /** The row's SEQUENCE when these were read, to tell whether they still belong to a key read before. */
  sequence: number;
  /** The current version's terms (the agreed ones once confirmed). */
  terms: OfferTerms;
  /** The days past the current version's last one, each from the latest version that had it, by day. */
  retired: RetiredSession[];
}

/** The organisations whose engagements `userId` may read: theirs with a reading role, not suspended. */
const readableOrganisations = (userId: string | Placeholder) =>
  sql`(select ${organisationMembers.organisationId} from ${organisationMembers}
        join ${companies} on ${companies.id} = ${organisationMembers.organisationId}
        where ${organisationMembers.userId} = ${userId}
          and ${inArray(organisationMembers.role, READING_ROLES)}
          and ${isNull(companies.suspendedAt)})`;

/**
 * The rows `userId` may read: as the facilitator, or as a member of the organisation with `read`. The
 * organisations are an array computed once (`= any(array(…))`), so that PostgreSQL reads both sides' indexes
 * and joins them (a BitmapOr); with `in (…)` beside the OR it scans every engagement instead.
 */
const readableBy = (userId: string): SQL =>
  or(
    eq(engagements.facilitatorId, userId),
    sql`${engagements.organisationId} = any(array${readableOrganisations(userId)})`,
  )!;

/** A CalendarRow's columns, from `engagements` or from a subquery of its columns, both parties joined. */
const calendarColumns = <
  Row extends Record<'id' | 'status' | 'sequence' | 'createdAt' | 'updatedAt' | 'facilitatorId', AnyPgColumn>,
>(
  row: Row,
  userId: string | Placeholder,
) => ({
  id: row.id,
  status: row.status,
  sequence: row.sequence,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  organisationName: companies.name,
  facilitatorName: sql<
    string | null
  >`nullif(trim(${facilitators.firstName} || ' ' || ${facilitators.lastName}), '')`,
  side: sql<EngagementSide>`case when ${row.facilitatorId} = ${userId} then 'facilitator' else 'company' end`,
});

const calendarRows = (db: DbOrTx, userId: string) =>
  db
    .select(calendarColumns(engagements, userId))
    .from(engagements)
    .leftJoin(companies, eq(companies.id, engagements.organisationId))
    .leftJoin(facilitators, eq(facilitators.id, engagements.facilitatorId));

/** One offer or engagement, if `userId` is its facilitator or a member of its organisation with `read`. */
export async function findCalendarRow(
  db: DbOrTx,
  id: string,
  userId: string,
): Promise<CalendarRow | undefined> {
  const [row] = await calendarRows(db, userId).where(and(eq(engagements.id, id), readableBy(userId)));
  return row;
}

/**
 * The rows of a person's feed, latest first day first: every offer and engagement they may read whose last
 * day is `since` or later, except offers that closed (declined, withdrawn, expired) before `closedSince`;
 * those that closed since then stay, so that calendars which showed them drop them.
 *
 * Each side is its own branch, each in order and limited, then the two are merged: with readableBy's OR
 * PostgreSQL cannot tell how many rows the organisations' array stands for, guesses thousands, and starts a
 * parallel worker (a Gather, about 10 ms) for a facilitator's hundred rows; a branch reads one side's
 * index alone. A row of both sides (its facilitator in its organisation) is the facilitator's branch's.
 * A named prepared statement: planning the two branches took as long as running them.
 */
const calendarRowsStatement = oncePerDatabase((db: DbOrTx) => {
  const userId = sql.placeholder('userId');
  const limit = sql.placeholder('limit');
  const inFeed = and(
    gte(engagements.lastDay, sql.placeholder('since')),
    or(
      notInArray(engagements.status, [...CLOSED_OFFER_STATUSES]),
      gte(engagements.updatedAt, sql.placeholder('closedSince')),
    ),
  );
  const branch = (side: SQL) =>
    db
      .select({
        id: engagements.id,
        status: engagements.status,
        sequence: engagements.sequence,
        createdAt: engagements.createdAt,
        updatedAt: engagements.updatedAt,
        organisationId: engagements.organisationId,
        facilitatorId: engagements.facilitatorId,
        firstDay: engagements.firstDay,
      })
      .from(engagements)
      .where(and(side, inFeed))
      .orderBy(desc(engagements.firstDay), desc(engagements.id))
      .limit(limit);
  const readable = unionAll(
    branch(eq(engagements.facilitatorId, userId)),
    branch(
      sql`${engagements.organisationId} in ${readableOrganisations(userId)} and ${engagements.facilitatorId} is distinct from ${userId}`,
    ),
  ).as('readable');
  return db
    .select(calendarColumns(readable, userId))
    .from(readable)
    .leftJoin(companies, eq(companies.id, readable.organisationId))
    .leftJoin(facilitators, eq(facilitators.id, readable.facilitatorId))
    .orderBy(desc(readable.firstDay), desc(readable.id))
    .limit(limit)
    .prepare('calendar_feed_rows');
});

export async function listCalendarRows(
  db: DbOrTx,
  userId: string,
  { since, closedSince, limit }: { since: string; closedSince: Date; limit: number },
): Promise<CalendarRow[]> {
  return calendarRowsStatement(db).execute({
    userId,
    since,
    closedSince: closedSince.toISOString(),
    limit,
  });
}

/** The current version of a row, beside the earlier ones the retired days are read from. */
const current = alias(engagementVersions, 'current');

/**
 * The current terms of these engagements and the session days that earlier versions had past the current
 * version's last one (a counter-offer with fewer days), each day index with the latest version that had it;
 * one statement, so that the terms and the days come from the same moment. Keyed by engagement id; an id
 * that no longer exists is missing.
 */
export async function listCalendarDetails(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, CalendarDetails>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: engagements.id,
      sequence: engagements.sequence,
      terms: current.terms,
      // The current version has no day past its own last one, so only the earlier versions are unfolded.
      retired: sql<RetiredSession[]>`coalesce((
        select jsonb_agg(jsonb_build_object('n', d.n, 'session', d.session, 'timeZone', d.time_zone) order by d.n)
        from (
          select distinct on (s.n) s.n, s.session, v.terms ->> 'timeZone' as time_zone
          from ${engagementVersions} v
          cross join lateral jsonb_array_elements(v.terms -> 'sessions') with ordinality as s(session, n)
          where v.engagement_id = ${engagements.id}
            and v.version <> ${engagements.version}
            and s.n > jsonb_array_length(${current.terms} -> 'sessions')
          order by s.n, v.version desc
        ) d
      ), '[]'::jsonb)`,
    })
    .from(engagements)
    .innerJoin(
      current,
      and(eq(current.engagementId, engagements.id), eq(current.version, engagements.version)),
    )
    .where(inArray(engagements.id, [...ids]));
  return new Map(rows.map(({ id, ...details }) => [id, details]));
}

/** A person's calendar feed: their language and the current version of their feed's address. */
export async function findFeedOwner(
  db: DbOrTx,
  userId: string,
): Promise<{ id: string; locale: Locale; version: number } | undefined> {
  const [row] = await db
    .select({ id: user.id, locale: user.locale, version: calendarFeeds.version })
    .from(calendarFeeds)
    .innerJoin(user, eq(user.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.userId, userId), isNull(user.suspendedAt)));
  return row;
}

/** The version of a person's feed address, made on first use. */
export async function feedVersion(db: DbOrTx, userId: string): Promise<number> {
  const current = () =>
    db.select({ version: calendarFeeds.version }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  const [found] = await current();
  if (found) return found.version;
  const [made] = await db
    .insert(calendarFeeds)
    .values({ userId })
    .onConflictDoNothing()
    .returning({ version: calendarFeeds.version });
  // Two first reads at once: the other one made it.
  return made?.version ?? (await current())[0]!.version;
}

/** A new version of a person's feed address: the previous address stops working. */
export async function bumpFeedVersion(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, version: 2 })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { version: sql`${calendarFeeds.version} + 1` } })
    .returning({ version: calendarFeeds.version });
  return row!.version;
}
