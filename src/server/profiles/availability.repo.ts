import { and, asc, between, eq, isNull, sql } from 'drizzle-orm';
import type { AvailabilityInput } from '../../shared/facilitation';
import type { DbOrTx } from '../db/client';
import { applications, facilitatorUnavailableDates, facilitators, jobs } from '../db/schema';

/** The facilitator's status; undefined without a profile. */
export async function findAvailability(db: DbOrTx, facilitatorId: string) {
  const [row] = await db
    .select({ status: facilitators.availabilityStatus, availableFrom: facilitators.availableFrom })
    .from(facilitators)
    .where(eq(facilitators.id, facilitatorId));
  return row;
}

export async function updateAvailability(
  tx: DbOrTx,
  facilitatorId: string,
  input: AvailabilityInput,
  now: Date,
) {
  const [row] = await tx
    .update(facilitators)
    .set({ availabilityStatus: input.status, availableFrom: input.availableFrom, updatedAt: now })
    .where(eq(facilitators.id, facilitatorId))
    .returning({ id: facilitators.id });
  return row;
}

/**
 * The blocked days in [from, to], one row per day: a day booked by an engagement shows as that, else a day
 * blocked by a hire (with the hired job), else as blocked by hand; neither booking can be unblocked by hand.
 */
export function listBlockedDays(db: DbOrTx, facilitatorId: string, from: string, to: string) {
  return db
    .selectDistinctOn([facilitatorUnavailableDates.day], {
      day: facilitatorUnavailableDates.day,
      applicationId: facilitatorUnavailableDates.applicationId,
      jobId: jobs.id,
      jobTitle: jobs.title,
      engagementId: facilitatorUnavailableDates.engagementId,
      // What the facilitator knows the engagement by: its job's title, else the organisation's name.
      engagementTitle: sql<string | null>`(
        select coalesce(ej.title, c.name) from engagements e
        left join jobs ej on ej.id = e.job_id
        left join companies c on c.id = e.organisation_id
        where e.id = ${facilitatorUnavailableDates.engagementId}
      )`,
    })
    .from(facilitatorUnavailableDates)
    .leftJoin(applications, eq(applications.id, facilitatorUnavailableDates.applicationId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(facilitatorUnavailableDates.facilitatorId, facilitatorId),
        between(facilitatorUnavailableDates.day, from, to),
      ),
    )
    .orderBy(
      asc(facilitatorUnavailableDates.day),
      sql`${facilitatorUnavailableDates.engagementId} nulls last`,
      sql`${facilitatorUnavailableDates.applicationId} nulls last`,
    );
}

/** A day blocked by hand: neither a hire nor an engagement is its source. */
const blockedByHand = and(
  isNull(facilitatorUnavailableDates.applicationId),
  isNull(facilitatorUnavailableDates.engagementId),
);

/** Every blocked day of the facilitator, ascending, with the hire that blocked it (for the data export). */
export function exportedBlockedDays(db: DbOrTx, facilitatorId: string) {
  return db
    .select({
      day: facilitatorUnavailableDates.day,
      applicationId: facilitatorUnavailableDates.applicationId,
      jobTitle: jobs.title,
      createdAt: facilitatorUnavailableDates.createdAt,
    })
    .from(facilitatorUnavailableDates)
    .leftJoin(applications, eq(applications.id, facilitatorUnavailableDates.applicationId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(facilitatorUnavailableDates.facilitatorId, facilitatorId))
    .orderBy(asc(facilitatorUnavailableDates.day));
}

/** The days in [from, to] that are blocked for any reason, ascending (what a public profile shows). */
export async function listUnavailableDays(db: DbOrTx, facilitatorId: string, from: string, to: string) {
  const rows = await db
    .selectDistinct({ day: facilitatorUnavailableDates.day })
    .from(facilitatorUnavailableDates)
    .where(
      and(
        eq(facilitatorUnavailableDates.facilitatorId, facilitatorId),
        between(facilitatorUnavailableDates.day, from, to),
      ),
    )
    .orderBy(asc(facilitatorUnavailableDates.day));
  return rows.map((row) => row.day);
}

/** Blocks a day by hand; blocking it again changes nothing. */
export async function blockDay(tx: DbOrTx, facilitatorId: string, day: string, now: Date) {
  await tx
    .insert(facilitatorUnavailableDates)
    .values({ facilitatorId, day, applicationId: null, createdAt: now })
    .onConflictDoNothing();
}

/** Unblocks a day blocked by hand; a hire's or an engagement's booking of the same day stays. */
export async function unblockDay(tx: DbOrTx, facilitatorId: string, day: string) {
  await tx
    .delete(facilitatorUnavailableDates)
    .where(
      and(
        eq(facilitatorUnavailableDates.facilitatorId, facilitatorId),
        eq(facilitatorUnavailableDates.day, day),
        blockedByHand,
      ),
    );
}

/**
 * Keeps the days a hire blocks in step with the application: while it is "hired", every session date of
 * its job is blocked for its facilitator; in any other status, none. Call it in the transaction that
 * changes the status.
 */
export async function syncHireBlocks(tx: DbOrTx, applicationId: string, status: string, now: Date) {
  if (status !== 'hired') {
    await tx
      .delete(facilitatorUnavailableDates)
      .where(eq(facilitatorUnavailableDates.applicationId, applicationId));
    return;
  }
  await tx.execute(sql`
    insert into facilitator_unavailable_dates (facilitator_id, day, application_id, created_at)
    select a.facilitator_id, d.day, a.id, ${now}
    from applications a
    join jobs j on j.id = a.job_id
    cross join lateral unnest(j.session_dates) as d(day)
    where a.id = ${applicationId} and a.facilitator_id is not null
    on conflict do nothing`);
}

/**
 * A company is leaving: frees the days its hires blocked, and answers each hire with its facilitator, the
 * job and the company's name, and how many of the freed days are from `today` on. Call it in the
 * transaction that deletes the company, before its jobs are anonymised.
 */
export async function releaseCompanyHires(tx: DbOrTx, companyId: string, today: string) {
  const result = await tx.execute<{
    facilitator_id: string;
    job_title: string;
    company_name: string;
    days: number;
  }>(sql`
    with hired as (
      select a.id, a.facilitator_id, j.title, j.company_name
      from applications a
      join jobs j on j.id = a.job_id
      where j.company_id = ${companyId} and a.status = 'hired' and a.facilitator_id is not null
    ), released as (
      delete from facilitator_unavailable_dates u
      using hired h
      where u.application_id = h.id
      returning u.application_id, u.day
    )
    select h.facilitator_id, h.title as job_title, h.company_name,
      (count(r.day) filter (where r.day >= ${today}::date))::int as days
    from hired h
    left join released r on r.application_id = h.id
    group by h.id, h.facilitator_id, h.title, h.company_name`);
  return result.rows.map((row) => ({
    facilitatorId: row.facilitator_id,
    jobTitle: row.job_title,
    companyName: row.company_name,
    days: Number(row.days),
  }));
}

/**
 * The days a hire had booked that its company released by leaving: for a hired application whose job has
 * no company any more, its session dates from `today` on that the facilitator has not blocked by hand.
 * Empty for any other application. A column expression over `applications` joined with `jobs`.
 */
export const releasedDaysColumn = (today: string) => sql<string[]>`case
  when ${jobs.companyId} is null and ${applications.status} = 'hired' then coalesce((
    select array_agg(to_char(d.day, 'YYYY-MM-DD') order by d.day)
    from unnest(${jobs.sessionDates}) as d(day)
    where d.day >= ${today}::date and not exists (
      select 1 from facilitator_unavailable_dates u
      where u.facilitator_id = ${applications.facilitatorId} and u.day = d.day and u.application_id is null)
  ), '{}'::text[])
  else '{}'::text[] end`;

/** Blocks `days` by hand for the facilitator (each at most once). */
export async function blockDays(tx: DbOrTx, facilitatorId: string, days: string[], now: Date) {
  if (days.length === 0) return;
  await tx
    .insert(facilitatorUnavailableDates)
    .values(days.map((day) => ({ facilitatorId, day, applicationId: null, createdAt: now })))
    .onConflictDoNothing();
}

/** Unblocks the days in [from, to] blocked by hand; a hire's or an engagement's bookings stay. */
export async function unblockDays(tx: DbOrTx, facilitatorId: string, from: string, to: string) {
  await tx
    .delete(facilitatorUnavailableDates)
    .where(
      and(
        eq(facilitatorUnavailableDates.facilitatorId, facilitatorId),
        between(facilitatorUnavailableDates.day, from, to),
        blockedByHand,
      ),
    );
}
