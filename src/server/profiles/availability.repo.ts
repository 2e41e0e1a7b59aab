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
 * The blocked days in [from, to], one row per day: a day blocked by a hire shows as that (it cannot be
 * unblocked by hand), with the hired job; else as blocked by hand.
 */
export function listBlockedDays(db: DbOrTx, facilitatorId: string, from: string, to: string) {
  return db
    .selectDistinctOn([facilitatorUnavailableDates.day], {
      day: facilitatorUnavailableDates.day,
      applicationId: facilitatorUnavailableDates.applicationId,
      jobId: jobs.id,
      jobTitle: jobs.title,
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
      sql`${facilitatorUnavailableDates.applicationId} nulls last`,
    );
}

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

/** Unblocks a day blocked by hand; a hire's block of the same day stays. */
export async function unblockDay(tx: DbOrTx, facilitatorId: string, day: string) {
  await tx
    .delete(facilitatorUnavailableDates)
    .where(
      and(
        eq(facilitatorUnavailableDates.facilitatorId, facilitatorId),
        eq(facilitatorUnavailableDates.day, day),
        isNull(facilitatorUnavailableDates.applicationId),
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
