import { and, asc, count, eq, gt, gte, sql } from 'drizzle-orm';
import {
  DASHBOARD_OFFERS_SHOWN,
  type DashboardEngagement,
  type DashboardEngagements,
} from '../../shared/dashboard-engagements';
import { oncePerDatabase, type DbOrTx } from '../db/client';
import { companies, engagements, facilitators, jobs } from '../db/schema';
import { withParties } from '../engagements/engagements.repo';

/** Whose dashboard: a facilitator's (the other party is the organisation) or an organisation's. */
export type DashboardSide = { facilitatorId: string } | { organisationId: string };

const columns = {
  id: engagements.id,
  status: engagements.status,
  turn: engagements.turn,
  firstDay: engagements.firstDay,
  lastDay: engagements.lastDay,
  expiresAt: engagements.expiresAt,
  jobTitle: jobs.title,
  organisationName: companies.name,
  facilitatorFirstName: facilitators.firstName,
  facilitatorLastName: facilitators.lastName,
};

/**
 * The next engagement and the open offers of one side, and their count: named prepared statements, one set per
 * side, built once per database handle (building their SQL per request cost more than running it). Each read
 * is an equality on the side's column and the status, then the first day or the expiry:
 * engagements_facilitator_idx or engagements_organisation_idx (side, status, first_day) bounds the next
 * engagement by that side's rows of one status, and engagements_facilitator_offers_idx or
 * engagements_organisation_offers_idx (side, expiry, open offers only) hands the open offers over in order,
 * never the whole table. The statuses stay literals in the SQL, so a generic plan still matches the partial
 * indexes' `status = 'offered'`.
 */
const dashboardEngagementStatements = oncePerDatabase((db: DbOrTx) => {
  const prepareSide = (side: 'facilitator' | 'organisation') => {
    const sideIs = eq(
      side === 'facilitator' ? engagements.facilitatorId : engagements.organisationId,
      sql.placeholder('partyId'),
    );
    // Past its expiry, an offer the clock has not swept yet is no longer open.
    const open = and(
      sideIs,
      sql`${engagements.status} = 'offered'`,
      gt(engagements.expiresAt, sql.placeholder('now')),
    );
    return {
      next: withParties(db, columns)
        .where(
          and(
            sideIs,
            sql`${engagements.status} = 'confirmed'`,
            gte(engagements.lastDay, sql.placeholder('today')),
          ),
        )
        .orderBy(asc(engagements.firstDay), asc(engagements.id))
        .limit(1)
        .prepare(`dashboard_next_engagement_${side}`),
      offers: withParties(db, columns)
        .where(open)
        .orderBy(asc(engagements.expiresAt), asc(engagements.id))
        .limit(DASHBOARD_OFFERS_SHOWN)
        .prepare(`dashboard_open_offers_${side}`),
      count: db
        .select({ offerCount: count() })
        .from(engagements)
        .where(open)
        .prepare(`dashboard_open_offer_count_${side}`),
    };
  };
  return { facilitator: prepareSide('facilitator'), organisation: prepareSide('organisation') };
});

export async function readDashboardEngagements(
  db: DbOrTx,
  side: DashboardSide,
  today: string,
  now: Date,
): Promise<DashboardEngagements> {
  const statements = dashboardEngagementStatements(db);
  const [ofSide, partyId] =
    'facilitatorId' in side
      ? [statements.facilitator, side.facilitatorId]
      : [statements.organisation, side.organisationId];
  // The instant as Drizzle would have bound it for the column (an ISO string), not node-postgres' local time.
  const open = { partyId, now: now.toISOString() };
  const [[next], offers, [{ offerCount }]] = await Promise.all([
    ofSide.next.execute({ partyId, today }),
    ofSide.offers.execute(open),
    ofSide.count.execute(open),
  ]);
  const toItem = (row: NonNullable<typeof next>): DashboardEngagement => ({
    id: row.id,
    status: row.status,
    turn: row.turn,
    counterpartName:
      'facilitatorId' in side
        ? (row.organisationName ?? '')
        : [row.facilitatorFirstName, row.facilitatorLastName].filter(Boolean).join(' '),
    jobTitle: row.jobTitle,
    firstDay: row.firstDay,
    lastDay: row.lastDay,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  });
  return {
    next: next ? toItem(next) : null,
    openOffers: { count: offerCount, items: offers.map(toItem) },
  };
}
