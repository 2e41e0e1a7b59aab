import { DAY_MS } from '../../clock';

/*
 * The sample data's dates, relative to the day the seed runs. The seed stores them by these rules, and
 * tests compute what they expect by the same rules: no test depends on the date it runs.
 */

/** The day the sample data was written on: a written deadline is that many days after this day. */
const SAMPLE_DATA_DAY = '2026-11-22';

/** A written sample deadline moved to keep its distance from `now` (a 'YYYY-MM-DD' date, UTC). */
export function sampleDeadline(written: string, now: Date): string;
export function sampleDeadline(written: string | null, now: Date): string | null;
export function sampleDeadline(written: string | null, now: Date): string | null {
  if (!written) return null;
  const offset = Date.parse(`${written}T00:00:00Z`) - Date.parse(`${SAMPLE_DATA_DAY}T00:00:00Z`);
  return new Date(now.getTime() + offset).toISOString().slice(0, 10);
}

/**
 * When the `index`-th sample job was posted: `postedDaysAgo` before `now`, and a few minutes apart within a
 * day, so that "newest first" is a stable order.
 */
export const samplePostedAt = (now: Date, postedDaysAgo: number, index: number) =>
  new Date(now.getTime() - postedDaysAgo * DAY_MS - (index % 97) * 60_000);

/** The moment the seed ran, read back from a sample job's posting time (the inverse of samplePostedAt). */
export const seededAt = (postedAt: Date, postedDaysAgo: number, index: number) =>
  new Date(postedAt.getTime() + postedDaysAgo * DAY_MS + (index % 97) * 60_000);
