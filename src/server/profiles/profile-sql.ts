import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { companies, facilitators, user } from '../db/schema';

type ProfileTable = typeof companies | typeof facilitators;

/**
 * Shown to its owner on its page: completed (onboarded), and neither hidden by an admin nor of a
 * suspended owner (docs/decisions/020), nor, for a company, of an organisation suspended as a whole.
 */
export const isShownToOwner = (table: ProfileTable) =>
  and(
    isNotNull(table.profileCompletedAt),
    isNull(table.hiddenAt),
    sql`not exists (select 1 from "user" u where u.id = ${table.id} and u.suspended_at is not null)`,
    table === companies ? isNull(companies.suspendedAt) : undefined,
  )!;

/**
 * Publicly visible (docs/decisions/020): a profile shows in the directories, on its page and in the
 * sitemap once completed, unless an admin hid it or suspended its owner; a facilitator's, once it also
 * meets the listing rule (`listable`, docs/decisions/035).
 */
export const isListed = (table: ProfileTable) =>
  table === facilitators ? and(isShownToOwner(table), sql`${facilitators.listable}`)! : isShownToOwner(table);

/** `isListed` as a column of a left-joined profile: false where there is none (a deleted account). */
export const isListedColumn = (table: ProfileTable) => sql<boolean>`coalesce(${isListed(table)}, false)`;

/** The completion time to store when a profile is saved as complete at `at`: an earlier one stays. */
export const firstCompletion = (table: ProfileTable, at: Date) =>
  sql`coalesce(${table.profileCompletedAt}, ${at})`;

export { searchQuery as tsQuery } from '../db/search-query';

/** Sets the account's display name (and, for a facilitator, its name parts). */
export async function setAccountName(
  tx: DbOrTx,
  id: string,
  names: { name: string; firstName?: string; lastName?: string },
  now: Date,
) {
  await tx
    .update(user)
    .set({ ...names, updatedAt: now })
    .where(eq(user.id, id));
}
