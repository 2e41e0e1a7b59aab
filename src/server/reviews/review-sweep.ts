import { REVIEW_REMINDER_DAYS, REVIEW_WINDOW_DAYS } from '../../shared/review-options';
import type { AppDeps, Log } from '../deps';
import type { Tx } from '../db/client';
import { findEngagementView, type EngagementRow } from '../engagements/engagements.repo';
import { namesOf } from '../engagements/engagements.service';
import { daysAfter } from '../engagements/zoned-days';
import { recomputeReputations } from './reputation.repo';
import { tellReviewParty } from './review-notices';
import { findEngagementReviews, lockClosingBy, lockRemindersDue, updateReviewColumns } from './reviews.repo';
import { closingDay, publishReviews, subjectFor } from './reviews.service';

/** Rows one transaction of a sweep step handles: a transaction stays short, a failure redoes little. */
const ROWS_PER_TRANSACTION = 100;
/** Rows one step handles per pass at most; the next pass, a minute later, goes on. */
const ROWS_PER_PASS = 1000;

export type ReviewSweepDeps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

/** One step: batches of rows locked by `lock` (skipped by another instance's sweep), each handled by `handle`. */
async function step(
  deps: ReviewSweepDeps,
  lock: (tx: Tx, limit: number) => Promise<EngagementRow[]>,
  handle: (tx: Tx, row: EngagementRow) => Promise<void>,
): Promise<number> {
  let done = 0;
  while (done < ROWS_PER_PASS) {
    const rows = await deps.db.transaction(async (tx) => {
      const locked = await lock(tx, Math.min(ROWS_PER_TRANSACTION, ROWS_PER_PASS - done));
      for (const row of locked) await handle(tx, row);
      return locked.length;
    });
    done += rows;
    if (rows < ROWS_PER_TRANSACTION) break;
  }
  return done;
}

/** How many of REVIEW_REMINDER_DAYS are due for an engagement completed at `completedAt`. */
const remindersDue = (completedAt: Date, now: Date) =>
  REVIEW_REMINDER_DAYS.filter((day) => daysAfter(completedAt, day).getTime() <= now.getTime()).length;

/**
 * A reminder to each party of the engagement without a review of theirs yet, once per reminder day: the row's
 * review_reminders_sent counts them (after a downtime, the missed ones count as sent with this one).
 */
async function remind(deps: ReviewSweepDeps, tx: Tx, row: EngagementRow, now: Date): Promise<void> {
  await updateReviewColumns(tx, row.id, { reviewRemindersSent: remindersDue(row.completedAt!, now) });
  const written = new Set((await findEngagementReviews(tx, row.id)).map((review) => review.subject));
  const view = await findEngagementView(tx, row.id);
  if (!view) return;
  const names = namesOf(view);
  for (const side of ['facilitator', 'company'] as const) {
    if (written.has(subjectFor(side))) continue;
    const name = side === 'company' ? names.facilitator : names.company;
    await tellReviewParty(tx, deps, row, side, 'reminder', name, closingDay(row), now);
  }
}

/** The window closed: a lone sealed review is published (its reviewed party told), and the engagement is done. */
async function close(deps: ReviewSweepDeps, tx: Tx, row: EngagementRow, now: Date): Promise<void> {
  await updateReviewColumns(tx, row.id, { reviewsClosedAt: now });
  await publishReviews(tx, deps, row, now);
  // Published or not, the completed engagement counts as it is now.
  await recomputeReputations(tx, row);
}

/**
 * One pass of the reviews' clock at `now` (docs/decisions/042): reminders on REVIEW_REMINDER_DAYS after
 * completion to each party without a review, each once; at the window's close (REVIEW_WINDOW_DAYS), a lone
 * sealed review is published. Rows are found through engagements_completed_idx and locked `SKIP LOCKED`.
 */
export async function sweepReviews(deps: ReviewSweepDeps, now: Date) {
  const closed = await step(
    deps,
    (tx, limit) => lockClosingBy(tx, daysAfter(now, -REVIEW_WINDOW_DAYS), limit),
    (tx, row) => close(deps, tx, row, now),
  );
  const reminded = await step(
    deps,
    (tx, limit) => lockRemindersDue(tx, now, daysAfter(now, -REVIEW_WINDOW_DAYS), limit),
    (tx, row) => remind(deps, tx, row, now),
  );
  return { closed, reminded };
}

/** One tick of the `reviews.tick` queue (workers.ts): one run a minute across all instances (queues.ts). */
export async function reviewsTick(deps: ReviewSweepDeps & Pick<AppDeps, 'clock'>, log: Log): Promise<void> {
  const result = await sweepReviews(deps, deps.clock.now());
  if (result.closed || result.reminded) log.info(result, 'reviews sweep');
}
