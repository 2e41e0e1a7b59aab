import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** A LIKE pattern that matches `value` anywhere, its wildcards taken literally ("100%" is not "100 and more"). */
export const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, '\\$&')}%`;

/** Where page `page` (from 1) of a list of `pageSize` rows starts. */
export const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

/**
 * One page of the rows of `table` that match `where`, in `orderBy` order, and how many match in all:
 * the two queries run side by side.
 */
export async function selectPage<T extends PgTable>(
  db: DbOrTx,
  table: T,
  list: { where: SQL | undefined; orderBy: SQL[] },
  page: number,
  pageSize: number,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(list.where)
      .orderBy(...list.orderBy)
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(list.where),
  ]);
  return { rows: rows as T['$inferSelect'][], total };
}

/**
 * The rows of `query` that belong to one account (`owner` is `ownerId`), newest first by `newest`: how the
 * data export lists each kind of row a user has.
 */
export const ownRowsNewestFirst = <T extends PgSelect>(
  query: T,
  owner: AnyPgColumn,
  ownerId: string,
  newest: AnyPgColumn,
) => query.where(eq(owner, ownerId)).orderBy(desc(newest));
