import { toPage } from '../../shared/pagination';
import {
  ALERT_FREQUENCIES,
  SAVED_SEARCHES_MAX,
  type AlertFrequency,
  type CreateSavedSearchInput,
  type SavedSearch,
  type SavedSearchPage,
  type SearchFilters,
  type TimeZoneBody,
  readStoredFilters,
} from '../../shared/saved';
import { nextDigestAt } from '../alerts/digest-schedule';
import type { Db } from '../db/client';
import { conflict, notFound } from '../http/errors';
import { isUuid } from '../http/params';
import { lockSavedList } from './saved-items.repo';
import {
  accountTimeZone,
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  rescheduleDigests,
  storeTimeZone,
  updateSavedSearch,
  type SavedSearchView,
} from './saved-searches.repo';
import { em } from '../http/error-messages';

export const SAVED_SEARCH_NOT_FOUND = em('saved.searchNotFound');
export const SAVED_SEARCHES_FULL = em('saved.searchesFull', { max: SAVED_SEARCHES_MAX });
/** The digests of an account that never told its time zone go out at 07:00 UTC. */
export const FALLBACK_TIME_ZONE = 'UTC';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The filters as stored: those not set are absent (an empty keyword is none). */
const storedFilters = (filters: SearchFilters): SearchFilters =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

/** A saved search as its owner sees it; the matcher's derived columns stay inside. */
export function toSavedSearch(row: SavedSearchView): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: readStoredFilters(row.filters),
    frequency: row.frequency,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: iso(row.lastSentAt),
    nextDigestAt: iso(row.nextDigestAt),
  };
}

/** A page of the user's saved searches, newest first, with the time zone their digests follow. */
export async function savedSearchesPage(
  db: Db,
  userId: string,
  page: number,
  pageSize: number,
): Promise<SavedSearchPage> {
  const [{ rows, total }, timeZone] = await Promise.all([
    listSavedSearches(db, userId, page, pageSize),
    accountTimeZone(db, userId),
  ]);
  return { ...toPage(rows.map(toSavedSearch), total, page, pageSize), timeZone };
}

/**
 * Stores a search with every filter of its /jobs search (as parsed, so as /jobs reads them), at most
 * SAVED_SEARCHES_MAX per account. The browser's time zone becomes the account's unless one is stored;
 * a daily or weekly search gets its first digest at 07:00 there.
 */
export async function createSavedSearch(
  db: Db,
  userId: string,
  input: CreateSavedSearchInput,
  now: Date,
): Promise<SavedSearch> {
  const row = await db.transaction(async (tx) => {
    await lockSavedList(tx, 'searches', userId);
    if ((await countSavedSearches(tx, userId)) >= SAVED_SEARCHES_MAX) throw conflict(SAVED_SEARCHES_FULL);
    let timeZone = await accountTimeZone(tx, userId);
    if (!timeZone && input.timeZone) {
      timeZone = input.timeZone;
      await storeTimeZone(tx, userId, timeZone, now);
    }
    return insertSavedSearch(
      tx,
      {
        userId,
        name: input.name,
        filters: storedFilters(input.filters),
        frequency: input.frequency,
        nextDigestAt: nextDigestAt(now, timeZone ?? FALLBACK_TIME_ZONE, input.frequency),
      },
      now,
    );
  });
  return toSavedSearch(row);
}

/**
 * Renames a search or changes how often it is sent. A new frequency starts a new schedule (the next
 * digest at 07:00 in the account's time zone, none for instant and off); a rename keeps the one running.
 */
export async function editSavedSearch(
  db: Db,
  userId: string,
  id: string,
  input: { name?: string; frequency?: AlertFrequency },
  now: Date,
): Promise<SavedSearch> {
  if (!isUuid(id)) throw notFound(SAVED_SEARCH_NOT_FOUND);
  const row = await db.transaction(async (tx) => {
    const current = await findSavedSearch(tx, userId, id);
    if (!current) throw notFound(SAVED_SEARCH_NOT_FOUND);
    const changes: { name?: string; frequency?: AlertFrequency; nextDigestAt?: Date | null } = { ...input };
    if (input.frequency !== undefined && input.frequency !== current.frequency) {
      const timeZone = (await accountTimeZone(tx, userId)) ?? FALLBACK_TIME_ZONE;
      changes.nextDigestAt = nextDigestAt(now, timeZone, input.frequency);
    }
    return updateSavedSearch(tx, userId, id, changes, now);
  });
  if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return toSavedSearch(row);
}

/** Deletes the user's search; another account's, or one already gone, is not found. */
export async function removeSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await db.transaction((tx) => deleteSavedSearch(tx, userId, id))))
    throw notFound(SAVED_SEARCH_NOT_FOUND);
}

/** Stores the account's time zone and moves the next digest of each of its daily and weekly searches there. */
export async function setAccountTimeZone(
  db: Db,
  userId: string,
  timeZone: string,
  now: Date,
): Promise<TimeZoneBody> {
  await db.transaction(async (tx) => {
    await storeTimeZone(tx, userId, timeZone, now);
    for (const frequency of ALERT_FREQUENCIES) {
      const next = nextDigestAt(now, timeZone, frequency);
      if (next) await rescheduleDigests(tx, userId, frequency, next, now);
    }
  });
  return { timeZone };
}
