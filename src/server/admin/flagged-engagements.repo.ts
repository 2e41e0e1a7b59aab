import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AdminEngagementFilter } from '../../shared/admin-engagements';
import type { DbOrTx } from '../db/client';
import { pageOffset } from '../db/paging';
import { isCurrentVersion, withParties } from '../engagements/engagements.repo';
import {
  companies,
  engagementEvents,
  engagements,
  engagementVersions,
  facilitators,
  jobs,
} from '../db/schema';

/** The columns of a row of the console's list; `toAdminEngagementSummary` maps them. */
const summaryColumns = {
  id: engagements.id,
  status: engagements.status,
  organisationId: engagements.organisationId,
  organisationName: companies.name,
  facilitatorId: engagements.facilitatorId,
  facilitatorFirstName: facilitators.firstName,
  facilitatorLastName: facilitators.lastName,
  jobTitle: jobs.title,
  firstDay: engagements.firstDay,
  lastDay: engagements.lastDay,
  currency: engagements.currency,
  netTotalMinor: engagements.netTotalMinor,
  version: engagements.version,
  flaggedAt: engagements.flaggedAt,
  flagReason: engagements.flagReason,
  updatedAt: engagements.updatedAt,
};

const summaries = (db: DbOrTx) => withParties(db, summaryColumns);

export type AdminEngagementRow = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];

/**
 * A page of engagements: the flagged ones, newest flag first, read in order from engagements_flagged_idx;
 * or all of them, the flagged ones first, then the newest.
 */
export async function listAdminEngagements(
  db: DbOrTx,
  filter: AdminEngagementFilter,
  page: number,
  pageSize: number,
) {
  const where = filter === 'flagged' ? isNotNull(engagements.flaggedAt) : undefined;
  const order =
    filter === 'flagged'
      ? [desc(engagements.flaggedAt), desc(engagements.id)]
      : [sql`${engagements.flaggedAt} desc nulls last`, desc(engagements.createdAt), desc(engagements.id)];
  const [rows, [totalRow]] = await Promise.all([
    summaries(db)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ total: count() }).from(engagements).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** One engagement with its parties and its current version's terms; undefined when there is none. */
export async function findAdminEngagement(db: DbOrTx, id: string) {
  const [row] = await withParties(db, { ...summaryColumns, terms: engagementVersions.terms })
    .innerJoin(engagementVersions, isCurrentVersion)
    .where(eq(engagements.id, id));
  return row;
}

/**
 * Clears the flag of a flagged engagement, in one conditional UPDATE so that two operators resolving it at
 * once resolve it once. Undefined when it is not (or no longer) flagged.
 */
export async function clearFlag(tx: DbOrTx, id: string, now: Date) {
  const [row] = await tx
    .update(engagements)
    .set({ flaggedAt: null, updatedAt: now })
    .where(and(eq(engagements.id, id), isNotNull(engagements.flaggedAt)))
    .returning({ id: engagements.id });
  return row;
}

/** The operator's entry in the engagement's history: the flag resolved. */
export async function recordFlagResolved(tx: DbOrTx, id: string, operatorId: string, now: Date) {
  await tx.insert(engagementEvents).values({
    engagementId: id,
    kind: 'flagged',
    actorSide: 'operator',
    actorId: operatorId,
    detail: { resolved: 'true' },
    createdAt: now,
  });
}
