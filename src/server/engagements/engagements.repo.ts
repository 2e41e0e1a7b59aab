// Long on purpose: every query of offers and engagements (their sources, the locked row, versions, history,
// booked days, both sides' lists and the business clock's sweeps) reads the same few tables, kept together.
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type {
  EngagementFilter,
  EngagementSide,
  EngagementStatus,
  OfferTerms,
} from '../../shared/engagements';
import { oncePerDatabase, type DbOrTx, type Tx } from '../db/client';
import { pageOffset } from '../db/paging';
import {
  applications,
  companies,
  conversations,
  engagementEvents,
  engagements,
  engagementVersions,
  facilitatorUnavailableDates,
  facilitators,
  jobs,
  user,
} from '../db/schema';

export type EngagementRow = typeof engagements.$inferSelect;
export type EngagementEventKindValue = (typeof engagementEvents.$inferInsert)['kind'];
export type EngagementActorSide = (typeof engagementEvents.$inferInsert)['actorSide'];

// ---------------------------------------------------------------- where an offer comes from

/** An application to one of the organisation's jobs, with its job's session details; undefined for any other. */
export async function findApplicationSource(tx: DbOrTx, organisationId: string, applicationId: string) {
  const [row] = await tx
    .select({
      applicationId: applications.id,
      applicationStatus: applications.status,
      facilitatorId: applications.facilitatorId,
      jobId: jobs.id,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, applicationId), eq(jobs.companyId, organisationId)));
  return row;
}

/** A thread of the organisation, with the job it was last about; undefined for any other. */
export async function findConversationSource(tx: DbOrTx, organisationId: string, conversationId: string) {
  const [row] = await tx
    .select({
      conversationId: conversations.id,
      facilitatorId: conversations.facilitatorId,
      jobId: conversations.jobId,
    })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.companyId, organisationId)));
  return row;
}

/** One of the organisation's jobs with what prefills an offer; undefined for another organisation's job. */
export async function findOrganisationJob(tx: DbOrTx, organisationId: string, jobId: string) {
  const [row] = await tx
    .select({
      id: jobs.id,
      title: jobs.title,
      sessionFormat: jobs.sessionFormat,
      sessionDates: jobs.sessionDates,
      sessionTimeZone: jobs.sessionTimeZone,
      remote: jobs.remote,
      location: jobs.location,
      budgetCurrency: jobs.budgetCurrency,
    })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, organisationId)));
  return row;
}

/**
 * A facilitator an offer may go to, with what decides whether it may (hidden, suspended, blocked either way
 * with the organisation) and what prefills it (rates, default cancellation tiers); undefined without a profile.
 */
export async function findOfferFacilitator(tx: DbOrTx, facilitatorId: string, organisationId: string) {
  const [row] = await tx
    .select({
      id: facilitators.id,
      firstName: facilitators.firstName,
      lastName: facilitators.lastName,
      hidden: sql<boolean>`${facilitators.hiddenAt} is not null`,
      suspended: sql<boolean>`${user.suspendedAt} is not null`,
      blocked: sql<boolean>`exists (select 1 from user_blocks b where (b.blocker_id = ${facilitators.id} and b.blocked_id = ${organisationId}) or (b.blocker_id = ${organisationId} and b.blocked_id = ${facilitators.id}))`,
      rateCurrency: facilitators.rateCurrency,
      dayRateMin: facilitators.dayRateMin,
      cancellationTiers: facilitators.cancellationTiers,
    })
    .from(facilitators)
    .innerJoin(user, eq(user.id, facilitators.id))
    .where(eq(facilitators.id, facilitatorId));
  return row;
}

/**
 * Holds the organisation's pair (facilitator, job) until the transaction ends, so that two offers it sends at
 * once for the same facilitator and job see each other. Another organisation's offers are none of its business.
 */
export async function lockOfferPair(
  tx: Tx,
  organisationId: string,
  facilitatorId: string,
  jobId: string | null,
) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`engagement:${organisationId}:${facilitatorId}:${jobId ?? ''}`}))`,
  );
}

/**
 * Whether the organisation's offer to the facilitator for this job (or without a job) is still waiting for an
 * answer. Only its own: another organisation's pending offer neither blocks it nor is revealed to it.
 */
export async function pendingOfferExists(
  tx: DbOrTx,
  organisationId: string,
  facilitatorId: string,
  jobId: string | null,
) {
  const [row] = await tx
    .select({ id: engagements.id })
    .from(engagements)
    .where(
      and(
        eq(engagements.organisationId, organisationId),
        eq(engagements.facilitatorId, facilitatorId),
        jobId === null ? isNull(engagements.jobId) : eq(engagements.jobId, jobId),
        eq(engagements.status, 'offered'),
      ),
    )
    .limit(1);
  return !!row;
}

// ---------------------------------------------------------------- writing

/** What the engagement row copies from its current version (lists, filters and sweeps read these). */
export const currentColumns = (terms: OfferTerms, netTotalMinor: number) => ({
  firstDay: terms.sessions[0]!.date,
  lastDay: terms.sessions.at(-1)!.date,
  timeZone: terms.timeZone,
  currency: terms.currency,
  netTotalMinor,
});

export async function insertEngagement(tx: Tx, values: typeof engagements.$inferInsert) {
  const [row] = await tx.insert(engagements).values(values).returning();
  return row!;
}

export async function insertVersion(tx: Tx, values: typeof engagementVersions.$inferInsert) {
  await tx.insert(engagementVersions).values(values);
}

export async function insertEvent(tx: Tx, values: typeof engagementEvents.$inferInsert) {
  await tx.insert(engagementEvents).values(values);
}

/** The row, locked until the transaction ends (`SELECT … FOR UPDATE`); undefined when there is none. */
export async function lockEngagement(tx: Tx, id: string): Promise<EngagementRow | undefined> {
  const [row] = await tx.select().from(engagements).where(eq(engagements.id, id)).for('update');
  return row;
}

/**
 * Writes the change only while the row still has status `from` (and, given, version `version`), one more
 * in its calendar SEQUENCE; undefined when the state moved on.
 */
export async function updateEngagementGuarded(
  tx: Tx,
  id: string,
  guard: { from: EngagementStatus; version?: number },
  set: Partial<typeof engagements.$inferInsert>,
  now: Date,
): Promise<EngagementRow | undefined> {
  const [row] = await tx
    .update(engagements)
    .set({ ...set, sequence: sql`${engagements.sequence} + 1`, updatedAt: now })
    .where(
      and(
        eq(engagements.id, id),
        eq(engagements.status, guard.from),
        guard.version === undefined ? undefined : eq(engagements.version, guard.version),
      ),
    )
    .returning();
  return row;
}

/** The terms of one version of the engagement. */
export async function findVersionTerms(tx: DbOrTx, engagementId: string, version: number) {
  const [row] = await tx
    .select({
      terms: engagementVersions.terms,
      authorSide: engagementVersions.authorSide,
      authorId: engagementVersions.authorId,
    })
    .from(engagementVersions)
    .where(and(eq(engagementVersions.engagementId, engagementId), eq(engagementVersions.version, version)));
  return row;
}

/** Books the engagement's days for its facilitator (each once): they show as booked in their availability. */
export async function bookDays(
  tx: Tx,
  facilitatorId: string,
  engagementId: string,
  days: string[],
  now: Date,
) {
  if (days.length === 0) return;
  await tx
    .insert(facilitatorUnavailableDates)
    .values(days.map((day) => ({ facilitatorId, day, applicationId: null, engagementId, createdAt: now })))
    .onConflictDoNothing();
}

/** Frees the days the engagement booked. */
export async function releaseBookedDays(tx: Tx, engagementId: string) {
  await tx
    .delete(facilitatorUnavailableDates)
    .where(eq(facilitatorUnavailableDates.engagementId, engagementId));
}

/**
 * The application of an accepted offer becomes "hired", by the member who accepted or sent the accepted
 * version. Its job's session dates are not blocked again: the engagement's days are the booking.
 */
/**
 * The application becomes "hired" by `memberId` unless it is hired or withdrawn already; returns the
 * status it left, the applicant's and the member's names (for the organisation's audit log), or undefined
 * when nothing changed.
 */
export async function hireApplication(tx: Tx, applicationId: string, memberId: string | null, now: Date) {
  const [before] = await tx
    .select({
      status: applications.status,
      applicant: sql<string>`coalesce(${facilitators.firstName} || ' ' || ${facilitators.lastName}, '')`,
      memberName: sql<string | null>`(select name from "user" where id = ${memberId})`,
    })
    .from(applications)
    .leftJoin(facilitators, eq(facilitators.id, applications.facilitatorId))
    .where(eq(applications.id, applicationId))
    .for('update', { of: applications });
  if (!before || before.status === 'hired' || before.status === 'withdrawn') return undefined;
  await tx
    .update(applications)
    .set({
      status: 'hired',
      statusChangedAt: now,
      statusChangedBy: memberId,
      withdrawnFrom: null,
      updatedAt: now,
    })
    .where(eq(applications.id, applicationId));
  return { from: before.status, applicant: before.applicant.trim(), memberName: before.memberName };
}

/** Sets the flag (and its reason) while none is set; undefined when it already was. */
export async function flagEngagement(tx: Tx, id: string, reason: string, now: Date) {
  const [row] = await tx
    .update(engagements)
    .set({ flaggedAt: now, flagReason: reason, updatedAt: now })
    .where(and(eq(engagements.id, id), isNull(engagements.flaggedAt)))
    .returning();
  return row;
}

/** Marks a reminder sent, once: undefined when it already was (another instance sent it). */
export async function claimReminder(
  tx: Tx,
  id: string,
  reminder: 'startRemindedAt' | 'deliveryRemindedAt' | 'completionRemindedAt',
  status: EngagementStatus,
  now: Date,
) {
  const [row] = await tx
    .update(engagements)
    .set({ [reminder]: now })
    .where(and(eq(engagements.id, id), eq(engagements.status, status), isNull(engagements[reminder])))
    .returning({ id: engagements.id });
  return row;
}

// ---------------------------------------------------------------- reading

/**
 * Engagements selecting `columns` (and `engagementId`: a named column beside generic ones lets Drizzle type
 * the joins), with their organisation, facilitator and job beside them, each null once gone: the lists and
 * views of engagements read the parties this way.
 */
export const withParties = <Columns extends SelectedFields>(db: DbOrTx, columns: Columns) =>
  db
    .select({ engagementId: engagements.id, ...columns })
    .from(engagements)
    .leftJoin(companies, eq(companies.id, engagements.organisationId))
    .leftJoin(facilitators, eq(facilitators.id, engagements.facilitatorId))
    .leftJoin(jobs, eq(jobs.id, engagements.jobId));

/** Joins an engagement's current version. */
export const isCurrentVersion = and(
  eq(engagementVersions.engagementId, engagements.id),
  eq(engagementVersions.version, engagements.version),
);

/**
 * The engagement's page reads its row, versions, history and conflicting days as named prepared statements,
 * each built once per database handle (building their SQL per request cost more than running it). A
 * transaction's handle builds its own on first use, as the query was built before.
 */
const engagementViewStatement = oncePerDatabase((db: DbOrTx) => {
  const owner = alias(user, 'owner');
  return db
    .select({
      engagement: engagements,
      companyName: companies.name,
      companyLogoPath: companies.logoPath,
      facilitatorFirstName: facilitators.firstName,
      facilitatorLastName: facilitators.lastName,
      facilitatorAvatarPath: facilitators.avatarPath,
      ownerName: owner.name,
      jobTitle: jobs.title,
    })
    .from(engagements)
    .leftJoin(companies, eq(companies.id, engagements.organisationId))
    .leftJoin(facilitators, eq(facilitators.id, engagements.facilitatorId))
    .leftJoin(owner, eq(owner.id, engagements.ownerId))
    .leftJoin(jobs, eq(jobs.id, engagements.jobId))
    .where(eq(engagements.id, sql.placeholder('id')))
    .prepare('engagement_view');
});

/** The engagement with both parties' names and pictures, and its job's title; undefined when there is none. */
export async function findEngagementView(db: DbOrTx, id: string) {
  const [row] = await engagementViewStatement(db).execute({ id });
  return row;
}
export type EngagementView = NonNullable<Awaited<ReturnType<typeof findEngagementView>>>;

const versionsStatement = oncePerDatabase((db: DbOrTx) =>
  db
    .select({
      version: engagementVersions.version,
      authorSide: engagementVersions.authorSide,
      authorName: user.name,
      terms: engagementVersions.terms,
      message: engagementVersions.message,
      expiresAt: engagementVersions.expiresAt,
      netTotalMinor: engagementVersions.netTotalMinor,
      createdAt: engagementVersions.createdAt,
    })
    .from(engagementVersions)
    .leftJoin(user, eq(user.id, engagementVersions.authorId))
    .where(eq(engagementVersions.engagementId, sql.placeholder('engagementId')))
    .orderBy(asc(engagementVersions.version))
    .prepare('engagement_versions'),
);

/** Every version, oldest first, with its author's name (null once their account is gone). */
export function listVersions(db: DbOrTx, engagementId: string) {
  return versionsStatement(db).execute({ engagementId });
}

const eventsStatement = oncePerDatabase((db: DbOrTx) =>
  db
    .select({
      kind: engagementEvents.kind,
      actorSide: engagementEvents.actorSide,
      actorName: user.name,
      detail: engagementEvents.detail,
      createdAt: engagementEvents.createdAt,
    })
    .from(engagementEvents)
    .leftJoin(user, eq(user.id, engagementEvents.actorId))
    .where(eq(engagementEvents.engagementId, sql.placeholder('engagementId')))
    .orderBy(asc(engagementEvents.createdAt), asc(engagementEvents.id))
    .prepare('engagement_events'),
);

/** The history, oldest first, with each actor's name (null for the system, or once the account is gone). */
export function listEvents(db: DbOrTx, engagementId: string) {
  return eventsStatement(db).execute({ engagementId });
}

/**
 * Which of `days` the facilitator has blocked by hand or booked otherwise (by a hire or another
 * engagement), ascending; the engagement's own booking (`engagementId`) does not count.
 */
export async function conflictingDays(
  db: DbOrTx,
  facilitatorId: string,
  days: string[],
  engagementId: string | null,
): Promise<string[]> {
  if (days.length === 0) return [];
  const rows = await db
    .selectDistinct({ day: facilitatorUnavailableDates.day })
    .from(facilitatorUnavailableDates)
    .where(
      and(
        eq(facilitatorUnavailableDates.facilitatorId, facilitatorId),
        inArray(facilitatorUnavailableDates.day, days),
        engagementId === null
          ? undefined
          : or(
              isNull(facilitatorUnavailableDates.engagementId),
              ne(facilitatorUnavailableDates.engagementId, engagementId),
            ),
      ),
    )
    .orderBy(asc(facilitatorUnavailableDates.day));
  return rows.map((row) => row.day);
}

const conflictingVersionDaysStatement = oncePerDatabase((db: DbOrTx) => {
  const engagementId = sql.placeholder('engagementId');
  const sessionDays = sql`(select (s.session ->> 'date')::date from ${engagements} e
    join ${engagementVersions} v on v.engagement_id = e.id and v.version = e.version
    cross join jsonb_array_elements(v.terms -> 'sessions') as s(session)
    where e.id = ${engagementId})`;
  return db
    .selectDistinct({ day: facilitatorUnavailableDates.day })
    .from(facilitatorUnavailableDates)
    .where(
      and(
        sql`${facilitatorUnavailableDates.facilitatorId} = (select e.facilitator_id from ${engagements} e where e.id = ${engagementId})`,
        sql`${facilitatorUnavailableDates.day} in ${sessionDays}`,
        or(
          isNull(facilitatorUnavailableDates.engagementId),
          ne(facilitatorUnavailableDates.engagementId, engagementId),
        ),
      ),
    )
    .orderBy(asc(facilitatorUnavailableDates.day))
    .prepare('engagement_conflicting_version_days');
});

/**
 * conflictingDays() for the session days of the engagement's current version, its facilitator and version read
 * from its row in the same statement: the engagement's page asks for them beside the row itself, its versions
 * and its history, without waiting for any of them. None once the facilitator is gone.
 */
export async function conflictingVersionDays(db: DbOrTx, engagementId: string): Promise<string[]> {
  const rows = await conflictingVersionDaysStatement(db).execute({ engagementId });
  return rows.map((row) => row.day);
}

/** The emails and languages of a facilitator, for their notifications and mail; undefined once gone. */
export async function findFacilitatorContact(db: DbOrTx, facilitatorId: string) {
  const [row] = await db
    .select({ email: user.email, locale: user.locale, firstName: facilitators.firstName })
    .from(facilitators)
    .innerJoin(user, eq(user.id, facilitators.id))
    .where(and(eq(facilitators.id, facilitatorId), isNull(user.suspendedAt)));
  return row;
}

const FILTER_STATUSES: Record<EngagementFilter, EngagementStatus[]> = {
  offers: ['offered'],
  confirmed: ['confirmed'],
  delivered: ['delivered'],
  completed: ['completed'],
  cancelled: ['cancelled'],
  closed: ['declined', 'withdrawn', 'expired'],
};

/**
 * A page of one side's offers and engagements (the facilitator's, or the organisation's) for one filter,
 * newest first, with the other party's name, and their count: named prepared statements, parsed and planned
 * once per connection (planning the page took longer than running it). The page's rows are chosen first,
 * from engagements alone, and only they are joined to their parties, job and version: PostgreSQL would
 * otherwise join every row of a filter (an organisation's 162 open offers) before sorting them to keep twenty.
 */
function prepareEngagementList(db: DbOrTx, side: EngagementSide, filter: EngagementFilter | undefined) {
  const party = side === 'company' ? engagements.organisationId : engagements.facilitatorId;
  // The statuses are literals (from FILTER_STATUSES): a generic plan then still matches the open offers'
  // partial indexes, whose condition is `status = 'offered'`.
  const statuses = filter && FILTER_STATUSES[filter].map((status) => `'${status}'`).join(', ');
  const where = and(
    eq(party, sql.placeholder('partyId')),
    statuses ? sql`${engagements.status} in (${sql.raw(statuses)})` : undefined,
  );
  const pageRows = db
    .select({ id: engagements.id, createdAt: engagements.createdAt })
    .from(engagements)
    .where(where)
    .orderBy(desc(engagements.createdAt), desc(engagements.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_rows');
  const name = `engagements_${side}_${filter ?? 'all'}`;
  return {
    page: withParties(db, {
      // What a list row shows, not the whole record: a page's twenty records of thirty-odd columns, their
      // times parsed, were most of the list's own work.
      engagement: {
        id: engagements.id,
        status: engagements.status,
        turn: engagements.turn,
        firstDay: engagements.firstDay,
        lastDay: engagements.lastDay,
        currency: engagements.currency,
        netTotalMinor: engagements.netTotalMinor,
        expiresAt: engagements.expiresAt,
        updatedAt: engagements.updatedAt,
      },
      companyName: companies.name,
      facilitatorFirstName: facilitators.firstName,
      facilitatorLastName: facilitators.lastName,
      jobTitle: jobs.title,
      sessionCount: sql<number>`(select jsonb_array_length(v.terms -> 'sessions') from ${engagementVersions} v where v.engagement_id = ${engagements.id} and v.version = ${engagements.version})`,
    })
      .innerJoin(pageRows, eq(pageRows.id, engagements.id))
      .orderBy(desc(pageRows.createdAt), desc(pageRows.id))
      .prepare(`${name}_page`),
    count: db
      .select({ total: sql<number>`count(*)::int` })
      .from(engagements)
      .where(where)
      .prepare(`${name}_count`),
  };
}

/** Each database's list statements, by side and filter, prepared on first use. */
const engagementListStatements = oncePerDatabase(
  (_db: DbOrTx) => new Map<string, ReturnType<typeof prepareEngagementList>>(),
);

/** A page of one side's offers and engagements, newest first, by filter, and how many there are. */
export async function listEngagements(
  db: DbOrTx,
  side: EngagementSide,
  partyId: string,
  filter: EngagementFilter | undefined,
  page: number,
  pageSize: number,
) {
  const statements = engagementListStatements(db);
  const key = `${side}/${filter ?? ''}`;
  let list = statements.get(key);
  if (!list) statements.set(key, (list = prepareEngagementList(db, side, filter)));
  const [rows, [counted]] = await Promise.all([
    list.page.execute({ partyId, limit: pageSize, offset: pageOffset(page, pageSize) }),
    list.count.execute({ partyId }),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

// ---------------------------------------------------------------- the business clock's sweeps

/**
 * Ids of rows a sweep step may act on, oldest first, locked and skipped by any other instance's sweep
 * (`FOR UPDATE SKIP LOCKED`): the step then decides on each with `decide()`.
 */
async function lockDue(
  tx: Tx,
  where: SQL | undefined,
  orderBy: SQL,
  limit: number,
): Promise<EngagementRow[]> {
  return tx
    .select()
    .from(engagements)
    .where(where)
    .orderBy(orderBy)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * A party's rows in `status`, locked until the transaction ends (`FOR UPDATE`, waiting for a transition
 * under way): what a suspension or an organisation's deletion closes.
 */
export const lockPartyRows = (
  tx: Tx,
  party: { facilitatorId: string } | { organisationId: string },
  status: EngagementStatus,
): Promise<EngagementRow[]> =>
  tx
    .select()
    .from(engagements)
    .where(
      and(
        'facilitatorId' in party
          ? eq(engagements.facilitatorId, party.facilitatorId)
          : eq(engagements.organisationId, party.organisationId),
        eq(engagements.status, status),
      ),
    )
    .orderBy(asc(engagements.createdAt), asc(engagements.id))
    .for('update');

/** Offers past their expiry. */
export const lockOffersToExpire = (tx: Tx, now: Date, limit: number) =>
  lockDue(
    tx,
    and(eq(engagements.status, 'offered'), lte(engagements.expiresAt, now)),
    asc(engagements.expiresAt),
    limit,
  );

/**
 * Confirmed engagements whose last day is at least AUTO_DELIVER_AFTER_DAYS before `utcToday` less one
 * (the widest a time zone can be behind UTC): `decide()` then reads each one's own today.
 */
export const lockConfirmedEndedBy = (tx: Tx, lastDayBy: string, limit: number) =>
  lockDue(
    tx,
    and(eq(engagements.status, 'confirmed'), lte(engagements.lastDay, lastDayBy)),
    asc(engagements.lastDay),
    limit,
  );

/** Delivered engagements delivered at or before `deliveredBy`. */
export const lockDeliveredBy = (tx: Tx, deliveredBy: Date, limit: number) =>
  lockDue(
    tx,
    and(eq(engagements.status, 'delivered'), lte(engagements.deliveredAt, deliveredBy)),
    asc(engagements.deliveredAt),
    limit,
  );

/** Confirmed engagements starting in [from, to] whose start reminder has not gone out. */
export const lockStartRemindersDue = (tx: Tx, from: string, to: string, limit: number) =>
  lockDue(
    tx,
    and(
      eq(engagements.status, 'confirmed'),
      gte(engagements.firstDay, from),
      lte(engagements.firstDay, to),
      isNull(engagements.startRemindedAt),
    ),
    asc(engagements.firstDay),
    limit,
  );

/** Delivered engagements whose delivery reminder has not gone out. */
export const lockDeliveryRemindersDue = (tx: Tx, limit: number) =>
  lockDue(
    tx,
    and(
      eq(engagements.status, 'delivered'),
      isNotNull(engagements.deliveredAt),
      isNull(engagements.deliveryRemindedAt),
    ),
    asc(engagements.deliveredAt),
    limit,
  );

/** Delivered engagements delivered at or before `deliveredBy` whose completion reminder has not gone out. */
export const lockCompletionRemindersDue = (tx: Tx, deliveredBy: Date, limit: number) =>
  lockDue(
    tx,
    and(
      eq(engagements.status, 'delivered'),
      lte(engagements.deliveredAt, deliveredBy),
      isNull(engagements.completionRemindedAt),
    ),
    asc(engagements.deliveredAt),
    limit,
  );
