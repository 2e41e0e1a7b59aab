import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * The insights' part of the data export: a facilitator's own profile counts (views, visitors, search
 * appearances, clicks per day and source) and the search filters that found them. Nobody else's counts: a
 * company's job counts are its organisation's, not a person's, and no visitor is ever stored.
 */
export async function insightsExport(db: DbOrTx, userId: string, asFacilitator: boolean) {
  if (!asFacilitator) return {};
  const [counts, filters] = await Promise.all([
    db.execute<{ day: string; metric: string; source: string; count: number }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day, metric, source, count from insight_counts
      where subject = 'profile' and subject_id = ${userId} order by day, metric, source`),
    db.execute<{ day: string; kind: string; value: string; count: number }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day, kind, value, count from insight_filter_counts
      where facilitator_id = ${userId} order by day, kind, value`),
  ]);
  return { profileInsights: { counts: counts.rows, searchFilters: filters.rows } };
}
