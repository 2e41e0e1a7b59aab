/**
 * A facilitator's response time (issue 37): the median time to their first reply in the threads companies
 * started with them over the last RESPONSE_TIME_DAYS days. Their away periods (days blocked by hand in
 * availability, whole UTC days) pause the wait. A thread still unanswered counts with its wait so far, so
 * leaving a thread unanswered never makes the median look better; without any answered thread there is
 * no median. The profile shows it publicly from RESPONSE_TIME_PUBLIC_FROM_THREADS threads; the facilitator's
 * insights show it always, with that note.
 */
import {
  RESPONSE_TIME_DAYS,
  RESPONSE_TIME_PUBLIC_FROM_THREADS,
  type ResponseTime,
} from '../../shared/insights';
import { DAY_MS } from '../clock';
import type { DbOrTx } from '../db/client';
import { addDays, utcDay } from '../profiles/days';
import { listAwayDays, listStartedThreads, type ThreadWait } from './response-time.repo';

/** `medianMinutes`: whole minutes, rounded up; `threads`: started by a company in the span, answered or not. */
export type ResponseTimeResult = ResponseTime;

const MINUTE_MS = 60_000;

/** The part of [start, end) that falls on one of the `away` days ('YYYY-MM-DD', UTC), in milliseconds. */
export function awayOverlapMs(start: Date, end: Date, away: ReadonlySet<string>): number {
  if (!away.size || end <= start) return 0;
  let total = 0;
  for (let day = utcDay(start); day <= utcDay(end); day = addDays(day, 1)) {
    if (!away.has(day)) continue;
    const dayStart = Date.parse(`${day}T00:00:00Z`);
    const from = Math.max(dayStart, start.getTime());
    const to = Math.min(dayStart + DAY_MS, end.getTime());
    if (to > from) total += to - from;
  }
  return total;
}

/** The median of `values` (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The response time of these threads at `now`, with the `away` days paused. */
export function responseTimeOf(
  threads: readonly ThreadWait[],
  away: ReadonlySet<string>,
  now: Date,
): ResponseTimeResult {
  const answered = threads.some((thread) => thread.repliedAt !== null);
  const waits = threads.map((thread) => {
    const end = thread.repliedAt ?? now;
    return Math.max(
      0,
      end.getTime() - thread.startedAt.getTime() - awayOverlapMs(thread.startedAt, end, away),
    );
  });
  const middle = answered ? median(waits) : null;
  return {
    medianMinutes: middle === null ? null : Math.ceil(middle / MINUTE_MS),
    threads: threads.length,
    publicFromThreads: RESPONSE_TIME_PUBLIC_FROM_THREADS,
  };
}

/** The facilitator's response time at `now`, as their own insights show it. */
export async function facilitatorResponseTime(
  db: DbOrTx,
  facilitatorId: string,
  now: Date,
): Promise<ResponseTimeResult> {
  const since = new Date(now.getTime() - RESPONSE_TIME_DAYS * DAY_MS);
  const [threads, away] = await Promise.all([
    listStartedThreads(db, facilitatorId, since, now),
    listAwayDays(db, facilitatorId, utcDay(since), utcDay(now)),
  ]);
  return responseTimeOf(threads, new Set(away), now);
}

/** What the public profile shows: the median once enough threads count, else null. */
export async function publicResponseMinutes(
  db: DbOrTx,
  facilitatorId: string,
  now: Date,
): Promise<number | null> {
  const time = await facilitatorResponseTime(db, facilitatorId, now);
  return time.threads >= time.publicFromThreads ? time.medianMinutes : null;
}
