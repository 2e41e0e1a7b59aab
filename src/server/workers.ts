import { alertsTick, startAlertTicks } from './alerts/alerts.service';
import { mailAboutMessage } from './conversations/message-mail.service';
import type { AppDeps, Log } from './deps';
import { engagementsTick } from './engagements/engagement-sweep';
import { reviewsTick } from './reviews/review-sweep';
import { followUpsTick } from './follow-ups/follow-ups.service';
import { referencesTick } from './references/references.service';
import { declinesTick } from './declines/decline-sweep';
import { refreshExchangeRatesFromEcb } from './exchange-rates/exchange-rates.service';
import { jobExpiryTick } from './jobs/job-expiry.service';
import type { Mailer } from './mail/mailer';
import { deliverMail } from './mail/queued-mailer';
import { QUEUES, type AppQueueName, type JobPayloads } from './queue/queues';
import { deadlineRemindersTick } from './saved/deadline-reminders';
import { sweepInsightDays } from './insights/insight-counter';

/** What a worker runs on: the app's deps, a log, and the transport that really delivers mail. */
export type WorkerDeps = AppDeps & { log: Log; mailTransport: Mailer };

/** How one queue's jobs are worked: `run` for each job, `started` once the worker is in place. */
export interface Worker<Q extends AppQueueName> {
  run(deps: WorkerDeps, payload: JobPayloads[Q]): Promise<void>;
  started?(deps: WorkerDeps): Promise<void>;
}

/**
 * Every queue's worker, keyed by queue name: a queue without a worker, or a payload a worker does not
 * take, fails the typecheck. A queue with a cron in queues.ts is put on it (one job per tick across all
 * instances); any other is worked as its jobs are enqueued.
 */
export const WORKERS: { [Q in AppQueueName]: Worker<Q> } = {
  'mail.send': {
    run: (deps, message) => deliverMail(deps.mailTransport, deps.metrics, message),
  },
  'jobs.expiry': {
    run: (deps) => jobExpiryTick(deps, deps.log),
  },
  'messages.mail': {
    run: async (deps, payload) => {
      await mailAboutMessage(deps, payload);
    },
  },
  'alerts.tick': {
    run: (deps) => alertsTick(deps),
    started: (deps) => startAlertTicks(deps),
  },
  'saved-jobs.reminders': {
    run: (deps) => deadlineRemindersTick(deps, deps.log),
  },
  'exchange-rates.refresh': {
    run: async (deps) => {
      await refreshExchangeRatesFromEcb(deps, deps.log);
    },
  },
  'engagements.tick': {
    run: (deps) => engagementsTick(deps, deps.log),
    // An instance that starts sweeps at once rather than at the next minute: after a downtime (or a test's
    // restart on a later day), offers expire and engagements move on without waiting for the cron.
    started: async (deps) => {
      await deps.queue.enqueue('engagements.tick', {});
    },
  },
  'reviews.tick': {
    run: (deps) => reviewsTick(deps, deps.log),
    // As engagements.tick: after a downtime, reminders and windows' closes do not wait for the cron.
    started: async (deps) => {
      await deps.queue.enqueue('reviews.tick', {});
    },
  },
  'follow-ups.tick': {
    run: (deps) => followUpsTick(deps, deps.log),
    // As engagements.tick: after a downtime, the questions due go out at once.
    started: async (deps) => {
      await deps.queue.enqueue('follow-ups.tick', {});
    },
  },
  'references.tick': {
    run: (deps) => referencesTick(deps, deps.log),
    started: async (deps) => {
      await deps.queue.enqueue('references.tick', {});
    },
  },
  'insights.sweep': {
    run: async (deps) => {
      const swept = await sweepInsightDays(deps.db, deps.clock.now());
      if (swept.marks || swept.salts) deps.log.info(swept, 'insight marks and salts of past days deleted');
    },
  },
  'declines.tick': {
    run: (deps) => declinesTick(deps, deps.log),
    // As engagements.tick: after a downtime, the messages due go out at once.
    started: async (deps) => {
      await deps.queue.enqueue('declines.tick', {});
    },
  },
};

/** Runs this instance's share of the queue's jobs with its worker from WORKERS. */
export async function startWorker<Q extends AppQueueName>(name: Q, deps: WorkerDeps): Promise<void> {
  const worker: Worker<Q> = WORKERS[name];
  const handler = (payload: JobPayloads[Q]) => worker.run(deps, payload);
  if (QUEUES[name].cron) await deps.queue.schedule(name, handler);
  else await deps.queue.work(name, handler);
  await worker.started?.(deps);
}

/** Every queue of WORKERS, in their order. */
export const WORKER_QUEUES = Object.keys(WORKERS) as AppQueueName[];
