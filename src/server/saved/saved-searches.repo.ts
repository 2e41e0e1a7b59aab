import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AlertFrequency } from '../../shared/saved-options';
import type { DbOrTx, Tx } from '../db/client';
import { ownRowsNewestFirst, pageOffset } from '../db/paging';
import { alertMatches, jobs, notificationSettings, savedSearches } from '../db/schema';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * Every column a client sees; the generated `filterSet`, `focusArea`, `query` and `lexemes` are the matcher's.
 * `filters` is as stored: read it through readStoredFilters.
 */
export const savedSearchColumns = {
  id: savedSearches.id,
  userId: savedSearches.userId,
  name: savedSearches.name,
  filters: savedSearches.filters,
  frequency: savedSearches.frequency,
  nextDigestAt: savedSearches.nextDigestAt,
  lastSentAt: savedSearches.lastSentAt,
  createdAt: savedSearches.createdAt,
  updatedAt: savedSearches.updatedAt,
};
export type SavedSearchView = Omit<SavedSearchRow, 'filterSet' | 'focusArea' | 'query' | 'lexemes'>;

/** The IANA time zone of the account's digests, or null while none is stored. */
export async function accountTimeZone(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: notificationSettings.timeZone })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.timeZone ?? null;
}

/** Stores the account's time zone; the email settings of a new row keep their defaults (all on). */
export async function storeTimeZone(tx: DbOrTx, userId: string, timeZone: string, now: Date) {
  await tx
    .insert(notificationSettings)
    .values({ userId, timeZone, updatedAt: now })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { timeZone, updatedAt: now } });
}

export async function countSavedSearches(db: DbOrTx, userId: string): Promise<number> {
  return db.$count(savedSearches, eq(savedSearches.userId, userId));
}

export async function insertSavedSearch(
  tx: DbOrTx,
  values: Pick<typeof savedSearches.$inferInsert, 'userId' | 'name' | 'filters' | 'frequency'> & {
    nextDigestAt: Date | null;
  },
  now: Date,
): Promise<SavedSearchView> {
  const [row] = await tx
    .insert(savedSearches)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning(savedSearchColumns);
  return row!;
}

/** The user's saved search `id`; undefined for another user's, as for one that does not exist. */
export async function findSavedSearch(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<SavedSearchView | undefined> {
  const [row] = await db
    .select(savedSearchColumns)
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row;
}

export async function updateSavedSearch(
  tx: DbOrTx,
  userId: string,
  id: string,
  changes: { name?: string; frequency?: AlertFrequency; nextDigestAt?: Date | null },
  now: Date,
): Promise<SavedSearchView | undefined> {
  const [row] = await tx
    .update(savedSearches)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning(savedSearchColumns);
  return row;
}

/**
 * Whether the user's search went (false: none of theirs has that id). Its unsent matches go with it; the
 * sent ones stay in the alert history, their search shown as deleted.
 */
export async function deleteSavedSearch(tx: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (rows.length === 0) return false;
  await tx.delete(alertMatches).where(and(eq(alertMatches.savedSearchId, id), isNull(alertMatches.sentAt)));
  return true;
}

/** Moves the next digest of every one of the user's searches of this frequency to `nextDigestAt`. */
export async function rescheduleDigests(
  tx: DbOrTx,
  userId: string,
  frequency: AlertFrequency,
  nextDigestAt: Date | null,
  now: Date,
) {
  await tx
    .update(savedSearches)
    .set({ nextDigestAt, updatedAt: now })
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.frequency, frequency)));
}

/** A page of the user's saved searches, newest first (saved_searches_user_idx). */
export async function listSavedSearches(db: DbOrTx, userId: string, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db
      .select(savedSearchColumns)
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    countSavedSearches(db, userId),
  ]);
  return { rows, total };
}

/** The user's saved searches with their schedule, newest first (for the data export). */
export function exportedSavedSearches(db: DbOrTx, userId: string) {
  const rows = db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      filters: savedSearches.filters,
      frequency: savedSearches.frequency,
      createdAt: savedSearches.createdAt,
      updatedAt: savedSearches.updatedAt,
      lastSentAt: savedSearches.lastSentAt,
      nextDigestAt: savedSearches.nextDigestAt,
    })
    .from(savedSearches)
    .$dynamic();
  return ownRowsNewestFirst(rows, savedSearches.userId, userId, savedSearches.createdAt);
}

/** Every job an alert matched for the user, newest first, with the search while it exists (for the data export). */
export function exportedAlertHistory(db: DbOrTx, userId: string) {
  const rows = db
    .select({
      jobId: alertMatches.jobId,
      jobTitle: jobs.title,
      company: jobs.companyName,
      searchName: savedSearches.name,
      matchedAt: alertMatches.matchedAt,
      sentAt: alertMatches.sentAt,
    })
    .from(alertMatches)
    .innerJoin(jobs, eq(jobs.id, alertMatches.jobId))
    .leftJoin(savedSearches, eq(savedSearches.id, alertMatches.savedSearchId))
    .$dynamic();
  return ownRowsNewestFirst(rows, alertMatches.userId, userId, alertMatches.matchedAt);
}
