/**
 * The job feeds in the bench (issue 17: the feed endpoint has p99 < 50 ms over the bench's jobs). A feed is
 * the newest FEED_SIZE matches of a /jobs search, read like the /jobs page, so it is measured like the job
 * searches: against the bare ceiling running the same SQL, with its plans shown and checked to be
 * index-backed.
 */

/** A topic page's feed (one focus area, about a twelfth of the board) and a keyword search's (about 3 %). */
export const FEED_ENDPOINTS = {
  feedFocusArea: '/jobs/feed.xml?focusArea=agile',
  feedKeyword: '/jobs/feed.xml?q=stakeholder%20mapping',
} as const;

export const FEED_P99_TARGET_MS = 50;

type Measured = Record<string, { ours: { rps: number; p99: number } }>;

/** The lines of the feeds measured in the bench's target list: p99 under FEED_P99_TARGET_MS each. */
export function feedTargets(results: Measured, jobCount: number): [string, boolean][] {
  return Object.keys(FEED_ENDPOINTS)
    .filter((name) => name in results)
    .map((name): [string, boolean] => {
      const { p99, rps } = results[name].ours;
      return [
        `${name} over ${jobCount.toLocaleString('en')} jobs: p99 ${p99} ms < ${FEED_P99_TARGET_MS} ms at ${rps.toFixed(0)} req/s`,
        p99 < FEED_P99_TARGET_MS,
      ];
    });
}
