import {
  AUTO_COMPLETE_AFTER_DAYS,
  AUTO_DELIVER_AFTER_DAYS,
  COMPLETION_REMINDER_DAYS_BEFORE,
  START_REMINDER_DAYS_BEFORE,
  decide,
  type EngagementAction,
} from '../../shared/engagements';
import type { AppDeps, Log } from '../deps';
import type { Tx } from '../db/client';
import { addDays, utcDay } from '../profiles/days';
import type { EngagementMailKind } from '../mail/templates';
import { recomputeReputations } from '../reviews/reputation.repo';
import { tellBoth, tellParty } from './engagement-notices';
import {
  claimReminder,
  findEngagementView,
  insertEvent,
  lockCompletionRemindersDue,
  lockConfirmedEndedBy,
  lockDeliveredBy,
  lockDeliveryRemindersDue,
  lockOffersToExpire,
  lockStartRemindersDue,
  updateEngagementGuarded,
  type EngagementRow,
} from './engagements.repo';
import { namesOf, stateOf } from './engagements.service';
import { daysAfter, todayIn } from './zoned-days';

/** Rows one transaction of a sweep step handles: a transaction stays short, a failure redoes little. */
const ROWS_PER_TRANSACTION = 100;
/** Rows one step handles per pass at most; the next pass, a minute later, goes on. */
export const ROWS_PER_PASS = 1000;
/** How far a time zone's date can be behind UTC's (UTC−12): a candidate window one day wider. */
const ZONE_SLACK_DAYS = 1;

export type SweepDeps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

/**
 * One step of the sweep: batches of rows locked by `lock` (skipped by any other instance's sweep),
 * each handled by `handle`, which answers whether it changed it. Counts the changed rows.
 */
async function step(
  deps: SweepDeps,
  lock: (tx: Tx, limit: number) => Promise<EngagementRow[]>,
  handle: (tx: Tx, row: EngagementRow) => Promise<boolean>,
): Promise<number> {
  let changed = 0;
  for (let seen = 0; seen < ROWS_PER_PASS;) {
    const batch = await deps.db.transaction(async (tx) => {
      const rows = await lock(tx, Math.min(ROWS_PER_TRANSACTION, ROWS_PER_PASS - seen));
      let done = 0;
      for (const row of rows) if (await handle(tx, row)) done += 1;
      return { rows: rows.length, done };
    });
    seen += batch.rows;
    changed += batch.done;
    // A batch whose rows all stay as they were (too early in their own time zone) would come back: stop.
    if (batch.rows < ROWS_PER_TRANSACTION || batch.done === 0) break;
  }
  return changed;
}

/**
 * The business clock's automatic step on a locked row, through `decide()` as 'system' and a guarded write:
 * the new status, its event and both parties told. False when the machine says not yet.
 */
async function automatic(
  deps: SweepDeps,
  tx: Tx,
  row: EngagementRow,
  action: Extract<EngagementAction, 'expire' | 'deliver' | 'complete'>,
  now: Date,
): Promise<boolean> {
  const decision = decide(stateOf(row), action, 'system', now, todayIn(row.timeZone, now));
  if (!decision.ok) return false;
  const set =
    action === 'expire'
      ? { status: 'expired' as const, turn: null }
      : action === 'deliver'
        ? { status: 'delivered' as const, deliveredAt: now }
        : { status: 'completed' as const, completedAt: now };
  const updated = await updateEngagementGuarded(tx, row.id, { from: row.status }, set, now);
  if (!updated) return false;
  const kind = ({ expire: 'expired', deliver: 'delivered', complete: 'completed' } as const)[action];
  await insertEvent(tx, {
    engagementId: row.id,
    kind,
    actorSide: 'system',
    actorId: null,
    detail: null,
    createdAt: now,
  });
  // A completed engagement counts in both parties' reputations from now on.
  if (action === 'complete') await recomputeReputations(tx, updated);
  const view = await findEngagementView(tx, row.id);
  if (view) await tellBoth(tx, deps, updated, kind, namesOf(view), now);
  return true;
}

/** A reminder, sent once (the row's column claims it), to `sides`; `day` is the date it names. */
async function remind(
  deps: SweepDeps,
  tx: Tx,
  row: EngagementRow,
  reminder: 'startRemindedAt' | 'deliveryRemindedAt' | 'completionRemindedAt',
  kind: Extract<EngagementMailKind, 'reminderStart' | 'reminderDelivery' | 'reminderCompletion'>,
  sides: ('company' | 'facilitator')[],
  day: string,
  now: Date,
): Promise<boolean> {
  if (!(await claimReminder(tx, row.id, reminder, row.status, now))) return false;
  await insertEvent(tx, {
    engagementId: row.id,
    kind: 'reminded',
    actorSide: 'system',
    actorId: null,
    detail: { reminder: kind },
    createdAt: now,
  });
  const view = await findEngagementView(tx, row.id);
  if (!view) return true;
  for (const side of sides) await tellParty(tx, deps, row, side, kind, namesOf(view), now, day);
  return true;
}

/**
 * One pass of the business clock at `now` (docs/decisions/040): offers past their expiry expire; a
 * confirmed engagement counts as delivered AUTO_DELIVER_AFTER_DAYS after its last day, a delivered one
 * completes AUTO_COMPLETE_AFTER_DAYS after delivery; reminders go out START_REMINDER_DAYS_BEFORE the first
 * day (both sides), on delivery (the company, to confirm completion) and COMPLETION_REMINDER_DAYS_BEFORE
 * automatic completion (the company), each once. Every row is locked `SKIP LOCKED` and written with a
 * guard, so that instances sweeping at once never do a step twice.
 */
export async function sweepEngagements(deps: SweepDeps, now: Date) {
  const utcToday = utcDay(now);
  const expired = await step(
    deps,
    (tx, limit) => lockOffersToExpire(tx, now, limit),
    (tx, row) => automatic(deps, tx, row, 'expire', now),
  );
  const delivered = await step(
    deps,
    (tx, limit) =>
      lockConfirmedEndedBy(tx, addDays(utcToday, -AUTO_DELIVER_AFTER_DAYS + ZONE_SLACK_DAYS), limit),
    (tx, row) => automatic(deps, tx, row, 'deliver', now),
  );
  const completed = await step(
    deps,
    (tx, limit) => lockDeliveredBy(tx, daysAfter(now, -AUTO_COMPLETE_AFTER_DAYS), limit),
    (tx, row) => automatic(deps, tx, row, 'complete', now),
  );
  let reminded = await step(
    deps,
    (tx, limit) =>
      lockStartRemindersDue(
        tx,
        addDays(utcToday, -ZONE_SLACK_DAYS),
        addDays(utcToday, START_REMINDER_DAYS_BEFORE + ZONE_SLACK_DAYS),
        limit,
      ),
    async (tx, row) => {
      const today = todayIn(row.timeZone, now);
      if (row.firstDay < today || row.firstDay > addDays(today, START_REMINDER_DAYS_BEFORE)) return false;
      return remind(
        deps,
        tx,
        row,
        'startRemindedAt',
        'reminderStart',
        ['facilitator', 'company'],
        row.firstDay,
        now,
      );
    },
  );
  reminded += await step(
    deps,
    (tx, limit) => lockDeliveryRemindersDue(tx, limit),
    (tx, row) =>
      remind(deps, tx, row, 'deliveryRemindedAt', 'reminderDelivery', ['company'], row.lastDay, now),
  );
  reminded += await step(
    deps,
    (tx, limit) =>
      lockCompletionRemindersDue(
        tx,
        daysAfter(now, COMPLETION_REMINDER_DAYS_BEFORE - AUTO_COMPLETE_AFTER_DAYS),
        limit,
      ),
    (tx, row) => {
      const completesAt = daysAfter(row.deliveredAt!, AUTO_COMPLETE_AFTER_DAYS);
      return remind(
        deps,
        tx,
        row,
        'completionRemindedAt',
        'reminderCompletion',
        ['company'],
        todayIn(row.timeZone, completesAt),
        now,
      );
    },
  );
  return { expired, delivered, completed, reminded };
}

/** One tick of the `engagements.tick` queue (workers.ts): one run a minute across all instances (queues.ts). */
export async function engagementsTick(deps: SweepDeps & Pick<AppDeps, 'clock'>, log: Log): Promise<void> {
  const result = await sweepEngagements(deps, deps.clock.now());
  if (result.expired || result.delivered || result.completed || result.reminded)
    log.info(result, 'engagements sweep');
}
