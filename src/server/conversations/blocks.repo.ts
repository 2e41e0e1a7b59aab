/** Blocks between two accounts: who blocked whom, which stops messages and mail both ways. */
import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { ownRowsNewestFirst } from '../db/paging';
import { companies, facilitators, userBlocks } from '../db/schema';

/** Whether one of the two users blocked the other. */
export async function blockedEitherWay(tx: Tx, a: string, b: string): Promise<boolean> {
  const [row] = await tx
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertBlock(tx: DbOrTx, blockerId: string, blockedId: string, now: Date) {
  await tx.insert(userBlocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
}

export async function deleteBlock(tx: DbOrTx, blockerId: string, blockedId: string) {
  await tx
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

/** The accounts the user blocked (never those that blocked them), newest first, by name. */
export function exportedBlocks(db: DbOrTx, blockerId: string) {
  const rows = db
    .select({
      blockedUserId: userBlocks.blockedId,
      company: companies.name,
      facilitator: sql<string | null>`trim(${facilitators.firstName} || ' ' || ${facilitators.lastName})`,
      createdAt: userBlocks.createdAt,
    })
    .from(userBlocks)
    .leftJoin(companies, eq(companies.id, userBlocks.blockedId))
    .leftJoin(facilitators, eq(facilitators.id, userBlocks.blockedId))
    .$dynamic();
  return ownRowsNewestFirst(rows, userBlocks.blockerId, blockerId, userBlocks.createdAt);
}
