import { and, asc, count, eq, gt, gte, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_OFFERS_SHOWN,
  type DashboardEngagement,
  type DashboardEngagements,
} from '../../shared/dashboard-engagements';
import type { DbOrTx } from '../db/client';
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
 * The next engagement and the open offers of one side. Each read is an equality on the side's column and
 * the status, then the first day or the expiry: engagements_facilitator_idx or engagements_organisation_idx
 * (side, status, first_day) bounds the next engagement by that side's rows of one status, and
 * engagements_facilitator_offers_idx or engagements_organisation_offers_idx (side, expiry, open offers only)
 * hands the open offers over in order, never the whole table.
 */
export async function readDashboardEngagements(
  db: DbOrTx,
  side: DashboardSide,
  today: string,
  now: Date,
): Promise<DashboardEngagements> {
  const sideIs: SQL =
    'facilitatorId' in side
      ? eq(engagements.facilitatorId, side.facilitatorId)
      : eq(engagements.organisationId, side.organisationId);
  // Past its expiry, an offer the clock has not swept yet is no longer open.
  const open = and(sideIs, eq(engagements.status, 'offered'), gt(engagements.expiresAt, now));
  const select = () => withParties(db, columns);
  const [[next], offers, [{ offerCount }]] = await Promise.all([
    select()
      .where(and(sideIs, eq(engagements.status, 'confirmed'), gte(engagements.lastDay, today)))
      .orderBy(asc(engagements.firstDay), asc(engagements.id))
      .limit(1),
    select()
      .where(open)
      .orderBy(asc(engagements.expiresAt), asc(engagements.id))
      .limit(DASHBOARD_OFFERS_SHOWN),
    db.select({ offerCount: count() }).from(engagements).where(open),
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
