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

/**
 * A written sample session date moved by whole weeks, so that it keeps its weekday (a workshop written on a
 * Tuesday stays on a Tuesday): at least as far from `now` as it was from the sample data's day, and at most
 * six days further, so it stays after a deadline that `sampleDeadline` moved.
 */
export function sampleSessionDate(written: string, now: Date): string {
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const weeks = Math.ceil((today - Date.parse(`${SAMPLE_DATA_DAY}T00:00:00Z`)) / (7 * DAY_MS));
  return new Date(Date.parse(`${written}T00:00:00Z`) + weeks * 7 * DAY_MS).toISOString().slice(0, 10);
}

/** The day `days` after the day the seed runs (UTC), 'YYYY-MM-DD': blocked days, "available from". */
export const daysAfterSeed = (now: Date, days: number): string =>
  new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** The sample data's day plus `days`, 'YYYY-MM-DD': where generated session dates are written. */
export const sampleDataDay = (days: number): string =>
  new Date(Date.parse(`${SAMPLE_DATA_DAY}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
