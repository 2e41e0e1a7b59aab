import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobQueue, QueueBacklog } from '../queue/job-queue';

/** Prefix of every metric of ours (the process and HTTP metrics keep their standard names). */
const PREFIX = 'facilitatorhub_';

/** The route label of a request no route matched: one value, whatever the address. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Request durations in seconds: from a cached page (a millisecond) to a slow search. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsSources {
  /** The app's database pool, read at scrape time. */
  pool: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  /** The job queue's backlog, read at scrape time (one query for every queue). */
  queue: Pick<JobQueue, 'backlog'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * One app instance's metrics in a registry of its own (never prom-client's global one), so that several
 * apps built in one process (tests) count apart. Served by metrics/metrics-server.ts, never on the app's port.
 */
export function createMetrics({ pool, queue, log }: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status_code'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request received to its response sent, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const errors = new Counter({
    name: `${PREFIX}http_errors_total`,
    help: 'Error responses by the code of their JSON error body ({ error: { code } })',
    labelNames: ['code'] as const,
    registers,
  });

  new Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: 'Connections the database pool holds open',
    registers,
    collect() {
      this.set(pool.totalCount);
    },
  });
  new Gauge({
    name: `${PREFIX}db_pool_idle_connections`,
    help: 'Open connections of the database pool not in use',
    registers,
    collect() {
      this.set(pool.idleCount);
    },
  });
  new Gauge({
    name: `${PREFIX}db_pool_in_use_connections`,
    help: 'Connections of the database pool checked out by a query or transaction',
    registers,
    collect() {
      this.set(pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: `${PREFIX}db_pool_waiting_requests`,
    help: 'Requests for a connection waiting because the pool is at its maximum',
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });

  // The three queue gauges are collected at the same time in one scrape: they share one query.
  let backlogRead: Promise<QueueBacklog[] | undefined> | undefined;
  const backlog = () =>
    (backlogRead ??= queue
      .backlog()
      .catch((error: unknown) => {
        log.warn({ err: error }, 'metrics: the job queue backlog could not be read');
        return undefined;
      })
      .finally(() => {
        backlogRead = undefined;
      }));
  const queueGauge = (name: string, help: string, value: (queue: QueueBacklog) => number) =>
    new Gauge({
      name: `${PREFIX}${name}`,
      help,
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        const queues = await backlog();
        this.reset();
        for (const row of queues ?? []) this.set({ queue: row.name }, value(row));
      },
    });
  queueGauge(
    'queue_waiting_jobs',
    'Jobs waiting in a queue: new, or failed and due to be retried',
    (q) => q.waiting,
  );
  queueGauge(
    'queue_oldest_waiting_job_age_seconds',
    'How long the oldest job that is due has been waiting (0 when none is)',
    (q) => q.oldestWaitingSeconds,
  );
  queueGauge(
    'queue_failed_jobs',
    'Jobs that failed for good and are still kept (see the queue settings for how long)',
    (q) => q.failed,
  );

  const counter = (name: string, help: string) => new Counter({ name: `${PREFIX}${name}`, help, registers });
  const liveStreams = new Gauge({
    name: `${PREFIX}live_streams`,
    help: 'Live notification streams (GET /api/notifications/stream) open on this instance',
    registers,
  });
  const pageCacheHits = counter(
    'page_cache_hits_total',
    'Server-rendered pages answered from the page cache (drawn from the same answers)',
  );
  const pageCacheMisses = counter(
    'page_cache_misses_total',
    'Signed-out server-rendered pages drawn anew: not cached, too old or their answers changed',
  );

  return {
    registry,
    httpRequests,
    httpDuration,
    errors,
    liveStreams,
    pageCacheHits,
    pageCacheMisses,
    mailSent: counter('mail_sent_total', 'Mails delivered by the mail worker (SMTP or the outbox)'),
    mailFailed: counter(
      'mail_failed_total',
      'Mail delivery attempts that failed (each is retried until the queue gives up)',
    ),
    signUps: counter('sign_ups_total', 'Accounts created'),
    jobsPublished: counter(
      'jobs_published_total',
      'Jobs that went public: posted, reopened, relisted, resubmitted or approved',
    ),
    applications: counter(
      'applications_total',
      'Applications sent (a re-application after a withdrawal too)',
    ),
    messages: counter('messages_total', 'Conversation messages sent'),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** A counter a service increments once its transaction committed. */
export type Tally = Pick<Counter, 'inc'>;
