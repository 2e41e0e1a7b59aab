/**
 * The writes of counts: each batch into the daily rows per source (insight_counts), the daily totals and the
 * whole-life totals, in one transaction, by the counter's flush and by the alert mails' impressions.
 */
import { sql } from 'drizzle-orm';
import {
  INSIGHT_SOURCES,
  type InsightMetric,
  type InsightSource,
  type InsightSubject,
} from '../../shared/insights';
import type { Tx } from '../db/client';
import { insightCounts, insightDayTotals, insightTotals } from '../db/schema';

/** Rows per INSERT: well under PostgreSQL's 65535 parameters. */
export const ROWS_PER_STATEMENT = 1_000;

/** One count to add. */
export interface CountRow {
  subject: InsightSubject;
  subjectId: string;
  day: string;
  metric: InsightMetric;
  source: InsightSource;
  count: number;
}

/** A day's count of a metric of an item, in total and per source: a row of insight_day_totals. */
type DayTotalRow = Omit<CountRow, 'source'> & Record<InsightSource, number>;

const NO_SOURCES = Object.fromEntries(INSIGHT_SOURCES.map((source) => [source, 0]));

/**
 * The rows summed per item, day and metric, in total and per source, in the order of their keys (every
 * instance's upserts lock rows in one order); the whole-life totals are summed from them in the same order.
 */
function summedDays(rows: CountRow[]): DayTotalRow[] {
  const sums = new Map<string, DayTotalRow>();
  for (const row of rows) {
    const key = `${row.subject}|${row.subjectId}|${row.day}|${row.metric}`;
    let sum = sums.get(key);
    if (!sum) {
      const { subject, subjectId, day, metric } = row;
      sums.set(key, (sum = { subject, subjectId, day, metric, count: 0, ...NO_SOURCES } as DayTotalRow));
    }
    sum.count += row.count;
    sum[row.source] += row.count;
  }
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
}

/** An upsert's additions to a day's total and to each of its sources'. */
const DAY_TOTALS_ADDED = Object.fromEntries(
  (['count', ...INSIGHT_SOURCES] as const).map((column) => [
    column,
    sql`${insightDayTotals[column]} + excluded.${sql.identifier(column)}`,
  ]),
);

/**
 * Adds the rows to the daily counts in batched upserts (`count = count + excluded.count`), and to each item's
 * whole-life and daily totals, in the caller's transaction: a total never holds counts its rows do not.
 */
export async function addCounts(tx: Tx, rows: CountRow[]): Promise<void> {
  const dayRows = summedDays(rows);
  const totals = new Map<string, Omit<CountRow, 'day' | 'source'>>();
  for (const { subject, subjectId, metric, count } of dayRows) {
    const key = `${subject}|${subjectId}|${metric}`;
    const total = totals.get(key);
    if (total) total.count += count;
    else totals.set(key, { subject, subjectId, metric, count });
  }
  const totalRows = [...totals.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
  for (let i = 0; i < totalRows.length; i += ROWS_PER_STATEMENT) {
    await tx
      .insert(insightTotals)
      .values(totalRows.slice(i, i + ROWS_PER_STATEMENT))
      .onConflictDoUpdate({
        target: [insightTotals.subject, insightTotals.subjectId, insightTotals.metric],
        set: { count: sql`${insightTotals.count} + excluded.count` },
      });
  }
  for (let i = 0; i < dayRows.length; i += ROWS_PER_STATEMENT) {
    await tx
      .insert(insightDayTotals)
      .values(dayRows.slice(i, i + ROWS_PER_STATEMENT))
      .onConflictDoUpdate({
        target: [
          insightDayTotals.subject,
          insightDayTotals.subjectId,
          insightDayTotals.day,
          insightDayTotals.metric,
        ],
        set: DAY_TOTALS_ADDED,
      });
  }
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await tx
      .insert(insightCounts)
      .values(rows.slice(i, i + ROWS_PER_STATEMENT))
      .onConflictDoUpdate({
        target: [
          insightCounts.subject,
          insightCounts.subjectId,
          insightCounts.day,
          insightCounts.metric,
          insightCounts.source,
        ],
        set: { count: sql`${insightCounts.count} + excluded.count` },
      });
  }
}
