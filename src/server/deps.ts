import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { BaseLogger } from 'pino';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Lifecycle } from './health/health.routes';
import type { QueuedMailer } from './mail/queued-mailer';
import type { Metrics } from './metrics/metrics';
import type { JobQueue } from './queue/job-queue';
import type { SignedLinks } from './signed-links/signed-links';

/**
 * Everything the app runs on, built once at start-up (main.ts, the test helpers) and handed to `buildApp`.
 * A service takes the part it uses as `Pick<AppDeps, …>`: plain values, never the Fastify instance, so that a
 * route, a queue worker and a test call it alike.
 */
export interface AppDeps {
  config: Config;
  db: Db;
  pool: pg.Pool;
  /** Settings for a connection that needs a real session (LISTEN), when the pool goes through a pooler. */
  sessionClientConfig?: pg.ClientConfig;
  dbMode: 'embedded' | 'external';
  /** Sends mail through the queue (mail/queued-mailer.ts); whoever runs the queue delivers it. */
  mailer: QueuedMailer;
  /** The durable job queue, started and stopped by whoever built it (main.ts, the test helpers). */
  queue: JobQueue;
  /** Business time (see clock.ts). */
  clock: Clock;
  /** Signs and checks the links mail carries (signed-links/signed-links.ts); made by buildApp unless given. */
  signedLinks: SignedLinks;
  lifecycle?: Lifecycle;
  /** Where the built SPA lives; tests that do not need it point elsewhere. */
  webDir?: string;
  /** A pino logger to use, or false for silence (tests); default: a new one at LOG_LEVEL. */
  logger?: FastifyBaseLogger | false;
  /** This instance's Prometheus metrics (metrics/metrics.ts); made by buildApp unless given. */
  metrics: Metrics;
}

/** What buildApp is given: the deps, its metrics and signed links optional (buildApp makes them). */
export type AppInput = Omit<AppDeps, 'metrics' | 'signedLinks'> & {
  metrics?: Metrics;
  signedLinks?: SignedLinks;
};

/** The log lines a service writes (a request's log, or the app's). */
export type Log = Pick<BaseLogger, 'info' | 'warn' | 'error'>;
