import type { DbOrTx } from '../db/client';
import { exportProfileCounts } from './insights.repo';

/**
 * The insights' part of the data export: a facilitator's own profile counts (views, visitors, search
 * appearances, clicks per day and source) and the search filters that found them. Nobody else's counts: a
 * company's job counts are its organisation's, not a person's, and no visitor is ever stored.
 */
export async function insightsExport(db: DbOrTx, userId: string, asFacilitator: boolean) {
  if (!asFacilitator) return {};
  return { profileInsights: await exportProfileCounts(db, userId) };
}
