/**
 * A job's listing period summed from its daily totals, and the sums of settled periods kept in each instance
 * (decision 046). insights.service.ts reads the rows and answers with these.
 */
import {
  funnelOf,
  INSIGHT_SOURCES,
  type InsightPeriod,
  type JobInsightDay,
  type JobInsightSource,
  type JobInsightTotals,
} from '../../shared/insights';
import { TtlCache } from '../cache/ttl-cache';
import { DAY_MS } from '../clock';
import { oncePerDatabase, type DbOrTx } from '../db/client';
import { insightDay } from './insight-counter';
import type { PeriodCountRow } from './insights.repo';

/** The day `n` days after `day` (before, when negative), `YYYY-MM-DD`. */
export const dayAfter = (day: string, n: number) =>
  insightDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = dayAfter(day, 1)) days.push(day);
  return days;
}

export const zeroTotals = (): JobInsightTotals => ({
  views: 0,
  visitors: 0,
  impressions: 0,
  applyClicks: 0,
  applications: 0,
});

const TOTAL_OF = {
  view: 'views',
  visitor: 'visitors',
  impression: 'impressions',
  apply_click: 'applyClicks',
} as const;

/** A period's sums of its daily totals (applications zero: they are read on every request). */
export type PeriodSums = {
  period: InsightPeriod;
  totals: JobInsightTotals;
  byDay: JobInsightDay[];
  bySource: JobInsightSource[];
};

/** How many closed periods' sums an instance keeps, and for how long. */
const CLOSED_PERIODS_KEPT = 256;
const CLOSED_PERIOD_TTL_MS = 60 * 60_000;

/**
 * The sums of closed listing periods, by job and period number. A day's totals change only on that day (the
 * counter adds to today's rows, and its buffer flushes within seconds), so a period whose last day ended a
 * whole day ago never changes: a job's year-long first period was the slowest read of the insights (1,460
 * daily rows). Each instance keeps its own. The job is still read: its deletion, and its organisation's
 * (which deletes its counts), are seen there.
 */
export const closedPeriodSums = oncePerDatabase(
  (_db: DbOrTx) => new TtlCache<PeriodSums>({ maxEntries: CLOSED_PERIODS_KEPT, ttlMs: CLOSED_PERIOD_TTL_MS }),
);

/** Whether a period's sums can no longer change on `today`: it ended before yesterday. */
export const isSettled = (period: InsightPeriod, today: string) =>
  period.end !== null && period.end < dayAfter(today, -1);

/** Sums the daily totals' rows of a period from its first day to `to`, every day listed. */
export function sumPeriod(rows: PeriodCountRow[], period: InsightPeriod, to: string): PeriodSums {
  const totals = zeroTotals();
  const byDay = new Map<string, JobInsightDay>(
    daysBetween(period.start, to).map((day) => [day, { day, ...zeroTotals() }]),
  );
  const bySource = new Map<string, JobInsightSource>(
    INSIGHT_SOURCES.map((source) => [
      source,
      { source, views: 0, visitors: 0, impressions: 0, applyClicks: 0 },
    ]),
  );
  for (const row of rows) {
    const key = TOTAL_OF[row.metric as keyof typeof TOTAL_OF];
    if (row.kind === 'applications' || !key) continue;
    if (row.kind === 'day') {
      totals[key] += row.count;
      const dayRow = byDay.get(row.key);
      if (dayRow) dayRow[key] += row.count;
    } else {
      const sourceRow = bySource.get(row.key);
      if (sourceRow) sourceRow[key] += row.count;
    }
  }
  return { period, totals, byDay: [...byDay.values()], bySource: [...bySource.values()] };
}

/** The sums with the period's applications added (new objects where they differ: sums may be kept). */
export function withApplications(sums: PeriodSums, rows: PeriodCountRow[]) {
  const perDay = new Map<string, number>();
  for (const row of rows) if (row.kind === 'applications') perDay.set(row.key, row.count);
  const applications = [...perDay.values()].reduce((sum, n) => sum + n, 0);
  const totals = { ...sums.totals, applications };
  const byDay = sums.byDay.map((day) => {
    const count = perDay.get(day.day);
    return count ? { ...day, applications: count } : day;
  });
  return { totals, funnel: funnelOf(totals), byDay, bySource: sums.bySource };
}
