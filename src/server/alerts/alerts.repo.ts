import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AlertFrequency } from '../../shared/saved-options';
import type { Db, DbOrTx, Tx } from '../db/client';
import { facilitators, notificationSettings, savedSearches, user } from '../db/schema';
import { publiclyVisibleWhere } from '../jobs/job-visibility';
import type { AlertJob } from '../mail/templates';
import { savedSearchColumns } from '../saved/saved-searches.repo';
import { mailContactColumns } from '../users/users.repo';

/**
 * Instant searches that have unsent matches, after `after` in id order, at most `limit`. Read from the
 * unsent matches' partial index (alert_matches_unsent_idx): the work follows the matches waiting to be
 * sent, not the number of searches.
 */
export async function instantSearchesToSend(db: Db, after: string | null, limit: number) {
  const result = await db.execute<{ id: string }>(sql`
    select p.id from (
      select distinct m.saved_search_id as id from alert_matches m
      where m.sent_at is null and m.saved_search_id is not null
        ${after ? sql`and m.saved_search_id > ${after}::uuid` : sql``}
    ) p
    where exists (select 1 from saved_searches s where s.id = p.id and s.frequency = 'instant')
    order by p.id
    limit ${limit}
  `);
  return result.rows.map((row) => row.id);
}

/** Daily and weekly searches whose digest is due at `now`, oldest due first, after the keyset `after` (saved_searches_due_idx). */
export async function dueDigestSearches(
  db: Db,
  now: Date,
  after: { nextDigestAt: Date; id: string } | null,
  limit: number,
) {
  return db
    .select({ id: savedSearches.id, nextDigestAt: savedSearches.nextDigestAt })
    .from(savedSearches)
    .where(
      and(
        inArray(savedSearches.frequency, ['daily', 'weekly']),
        lte(savedSearches.nextDigestAt, now),
        after
          ? sql`(${savedSearches.nextDigestAt}, ${savedSearches.id}) > (${after.nextDigestAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(savedSearches.nextDigestAt), asc(savedSearches.id))
    .limit(limit);
}

export type AlertSearch = NonNullable<Awaited<ReturnType<typeof lockSearch>>>;

/**
 * A saved search of one of `frequencies`, with what its alert needs of its user, locked for the rest of
 * the transaction; undefined when it is gone, of another frequency, or locked by another run.
 */
export async function lockSearch(tx: Tx, id: string, frequencies: AlertFrequency[]) {
  const [row] = await tx
    .select({
      ...savedSearchColumns,
      ...mailContactColumns,
      firstName: facilitators.firstName,
      timeZone: notificationSettings.timeZone,
    })
    .from(savedSearches)
    .innerJoin(user, eq(user.id, savedSearches.userId))
    .leftJoin(facilitators, eq(facilitators.id, savedSearches.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, savedSearches.userId))
    .where(and(eq(savedSearches.id, id), inArray(savedSearches.frequency, frequencies)))
    .for('update', { of: savedSearches, skipLocked: true });
  return row;
}

/**
 * Takes a search's unsent matches: those whose job is no longer publicly visible are dropped (should the
 * job come back, the matcher finds it again), the others are marked sent at `now`. Answers the newest
 * `limit` of the sent ones, newest first, and how many were sent. One statement, so that no match is
 * marked without being counted.
 */
export async function takeUnsentMatches(
  tx: Tx,
  searchId: string,
  now: Date,
  limit: number,
): Promise<{ jobs: AlertJob[]; total: number }> {
  const at = now.toISOString();
  const result = await tx.execute<{
    id: string;
    title: string;
    companyName: string;
    location: string;
    total: number;
  }>(sql`
    with dropped as (
      delete from alert_matches m using jobs j
      where m.saved_search_id = ${searchId} and m.sent_at is null and j.id = m.job_id
        and not (${publiclyVisibleWhere(sql`j.status`)})
    ),
    sent as (
      update alert_matches m set sent_at = ${at}::timestamptz
      from jobs j
      where m.saved_search_id = ${searchId} and m.sent_at is null and j.id = m.job_id
        and ${publiclyVisibleWhere(sql`j.status`)}
      returning j.id, j.title, j.company_name, j.location, j.posted_at
    )
    select id, title, company_name as "companyName", location, (count(*) over ())::int as total
    from sent
    order by posted_at desc nulls last, id desc
    limit ${limit}
  `);
  const rows = result.rows;
  return {
    jobs: rows.map(({ id, title, companyName, location }) => ({ id, title, companyName, location })),
    total: rows[0]?.total ?? 0,
  };
}

/** Records a search's alert: when it was sent, and (daily, weekly) when the next digest is due. */
export async function recordAlertRun(
  tx: Tx,
  id: string,
  values: { lastSentAt?: Date; nextDigestAt?: Date | null },
) {
  await tx.update(savedSearches).set(values).where(eq(savedSearches.id, id));
}

/** A saved search's name and frequency, for its unsubscribe page; undefined once deleted. */
export async function findSearchForUnsubscribe(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ name: savedSearches.name, frequency: savedSearches.frequency })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  return row;
}

/** Turns a saved search's alerts off (it stays saved); its name, or undefined once deleted. */
export async function turnSearchOff(db: DbOrTx, id: string, now: Date) {
  const [row] = await db
    .update(savedSearches)
    .set({ frequency: 'off', nextDigestAt: null, updatedAt: now })
    .where(eq(savedSearches.id, id))
    .returning({ name: savedSearches.name });
  return row;
}
