import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { fromDrizzle, PgBoss, type ConstructorOptions, type Job, type JobResult } from 'pg-boss';
import type { QueueOverview } from '../../shared/admin';
import type { Tx } from '../db/client';
import { queueBacklog, queueOverview, unfinishedJobs, type QueueBacklogRow } from './queue.repo';
import type { JobPayloads, QueueSettings } from './queues';

/** pg-boss keeps its tables in a schema of its own, next to ours in the same database. */
export const QUEUE_SCHEMA = 'pgboss';
/** Connections of the queue's own pool, per instance. */
const QUEUE_POOL_MAX = 4;
/** How often an idle worker looks for new jobs; a job enqueued here wakes it at once. */
const DEFAULT_POLLING_INTERVAL_SECONDS = 2;

export interface EnqueueOptions {
  /** Enqueue inside this transaction: the job exists if and only if the transaction commits. */
  tx?: Tx;
  /** Not before this time. */
  startAfter?: Date;
}

export interface JobContext {
  id: string;
  /** 1 for the first attempt, 2 for the first retry, … */
  attempt: number;
  /** Aborted when the attempt has run longer than the queue allows, or the instance stops for good. */
  signal: AbortSignal;
}

/** One queue's waiting and failed jobs (queue.repo.ts), read for the metrics. */
export type QueueBacklog = QueueBacklogRow;

export type JobHandler<T> = (payload: T, job: JobContext) => Promise<void>;

/**
 * The app's durable job queue (pg-boss over our PostgreSQL). A job survives restarts; a failed one is
 * retried with backoff; a scheduled queue gets one job per tick whatever the number of instances.
 */
/** A map from queue name to the payload of its jobs (a JSON object). */
export type PayloadMap<P> = { [N in keyof P]: object };

export interface JobQueue<P extends PayloadMap<P> = JobPayloads> {
  /** Installs or upgrades the queue's schema, creates the queues and starts the maintenance and cron passes. */
  start(): Promise<void>;
  /** Stores a job; with `tx`, as part of that transaction. Resolves with the job's id. */
  enqueue<N extends keyof P & string>(name: N, payload: P[N], options?: EnqueueOptions): Promise<string>;
  /**
   * Stores a job in a queue that keeps one job waiting (policy 'stately'): resolves with its id, or with null
   * when the queue refused it because one is already waiting, which then does the work.
   */
  enqueueOnce<N extends keyof P & string>(
    name: N,
    payload: P[N],
    options?: EnqueueOptions,
  ): Promise<string | null>;
  /** Runs the queue's jobs on this instance (several instances share them out). */
  work<N extends keyof P & string>(name: N, handler: JobHandler<P[N]>): Promise<void>;
  /** Puts the queue on its cron (from its settings) and runs its jobs here: one run per tick across instances. */
  schedule<N extends keyof P & string>(name: N, handler: JobHandler<P[N]>): Promise<void>;
  /** Depth of every queue and the latest failures, for the admin. */
  overview(): Promise<QueueOverview>;
  /** Every queue's waiting jobs, the age of its oldest due one and its failed jobs: one query, for the metrics. */
  backlog(): Promise<QueueBacklog[]>;
  /**
   * Wakes this instance's workers and resolves once no job of the queues it works is waiting, running or
   * due for a retry (a retry's backoff included); rejects after `timeoutMs`. For tests, and scripts that
   * must see the work done.
   */
  drain(options?: { timeoutMs?: number }): Promise<void>;
  /** Stops taking new jobs; those under way go on. The first step of a shutdown. */
  quiesce(): Promise<void>;
  /** Lets running jobs finish for up to `timeoutMs` (the rest are failed, to be retried), then closes. */
  stop(timeoutMs: number): Promise<void>;
}

export interface JobQueueOptions<P extends PayloadMap<P>> {
  /** A direct connection to PostgreSQL (never a transaction-mode pooler): see docs/decisions/019. */
  connection: pg.ClientConfig;
  queues: Record<keyof P & string, QueueSettings>;
  log: FastifyBaseLogger;
  pollingIntervalSeconds?: number;
  /** pg-boss settings beyond ours, e.g. a test clock or shorter cron passes in tests. */
  boss?: Partial<ConstructorOptions>;
}

export function createJobQueue<P extends PayloadMap<P> = JobPayloads>(
  options: JobQueueOptions<P>,
): JobQueue<P> {
  const { connection, queues, log } = options;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? DEFAULT_POLLING_INTERVAL_SECONDS;
  const boss = new PgBoss({
    connectionString: connection.connectionString,
    host: connection.host,
    port: connection.port,
    user: connection.user,
    password: connection.password,
    database: connection.database,
    ssl: connection.ssl,
    schema: QUEUE_SCHEMA,
    application_name: 'facilitatorhub-queue',
    max: QUEUE_POOL_MAX,
    ...options.boss,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ data: warning.data }, `job queue: ${warning.message}`));
  /** The worker id of each queue this instance works. */
  const workers = new Map<string, string>();
  const names = Object.keys(queues) as (keyof P & string)[];

  const work = async <N extends keyof P & string>(name: N, handler: JobHandler<P[N]>) => {
    if (workers.has(name)) throw new Error(`queue ${name} is already worked here`);
    const settings = queues[name];
    const run = async (job: Job<P[N]>): Promise<JobResult> => {
      const attempt = job.retryCount + 1;
      try {
        await handler(job.data, { id: job.id, attempt, signal: job.signal });
        return { id: job.id, status: 'completed' };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const last = attempt > settings.retryLimit;
        log[last ? 'error' : 'warn'](
          { err: error, queue: name, jobId: job.id, attempt },
          last ? `job failed for good: ${name}` : `job failed, to be retried: ${name}`,
        );
        return { id: job.id, status: 'failed', output: { message } };
      }
    };
    const id = await boss.work<P[N]>(
      name,
      {
        batchSize: settings.batchSize,
        pollingIntervalSeconds,
        perJobResults: true,
        burstWhenBatchFull: true,
      },
      // One job after another: a batch saves round trips, not time.
      async (jobs) => {
        const results: JobResult[] = [];
        for (const job of jobs) results.push(await run(job));
        return results;
      },
    );
    workers.set(name, id);
  };

  /** Stores a job; null when the queue's policy refused it. */
  const send = async <N extends keyof P & string>(
    name: N,
    payload: P[N],
    { tx, startAfter }: EnqueueOptions = {},
  ): Promise<string | null> => {
    const id = await boss.send(name, payload, {
      ...(tx && { db: fromDrizzle(tx, sql) }),
      ...(startAfter && { startAfter }),
    });
    // Outside a transaction the job is visible now: a local worker need not wait for its next poll.
    const worker = workers.get(name);
    if (id && !tx && worker) boss.notifyWorker(worker);
    return id;
  };

  return {
    async start() {
      await boss.start();
      for (const name of names) {
        const queue = toQueueOptions(queues[name]);
        const policy = queues[name].policy;
        // The policy is fixed when the queue is created (pg-boss cannot change it later).
        await boss.createQueue(name, { ...queue, ...(policy && { policy }) });
        // An existing queue keeps the settings it was created with unless told otherwise.
        await boss.updateQueue(name, queue);
      }
    },

    async enqueue(name, payload, options) {
      const id = await send(name, payload, options);
      if (!id) throw new Error(`queue ${name} refused the job`);
      return id;
    },

    enqueueOnce: send,

    work,

    async schedule(name, handler) {
      const cron = queues[name].cron;
      if (!cron) throw new Error(`queue ${name} has no cron in its settings`);
      await boss.schedule(name, cron, null, { tz: 'UTC' });
      await work(name, handler);
    },

    overview: () => queueOverview(boss.getDb(), QUEUE_SCHEMA, names),

    backlog: () => queueBacklog(boss.getDb(), QUEUE_SCHEMA, names),

    async drain({ timeoutMs = 15_000 } = {}) {
      const worked = [...workers.keys()];
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        for (const id of workers.values()) boss.notifyWorker(id);
        const pending = await unfinishedJobs(boss.getDb(), QUEUE_SCHEMA, worked);
        if (pending === 0) return;
        if (Date.now() > deadline)
          throw new Error(
            `the queues ${worked.join(', ')} still hold ${pending} unfinished jobs after ${timeoutMs} ms`,
          );
        await delay(25);
      }
    },

    async quiesce() {
      await Promise.all([...workers.keys()].map((name) => boss.offWork(name, { wait: false })));
    },

    async stop(timeoutMs) {
      await boss.stop({ graceful: true, timeout: timeoutMs });
      workers.clear();
    },
  };
}

function toQueueOptions(settings: QueueSettings) {
  return {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: settings.retryBackoff,
    ...(settings.retryDelayMaxSeconds !== undefined && { retryDelayMax: settings.retryDelayMaxSeconds }),
    expireInSeconds: settings.expireInSeconds,
    deleteAfterSeconds: settings.keepFinishedSeconds,
  };
}
