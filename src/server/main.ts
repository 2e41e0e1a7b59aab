import path from 'node:path';
import { buildApp } from './app';
import { clockFromConfig } from './clock';
import { loadConfigOrExit } from './config';
import { secureDataDir } from './data-dir';
import { openDatabase, runMigrations, serverStatementTimeoutMs } from './db/client';
import { startConfiguredDatabase } from './db/configured-database';
import { loadSampleDataOnStart, type SampleDataStatus } from './db/seed/sample-data.service';
import type { Lifecycle } from './health/health.routes';
import { createLogger, wantsPrettyLogs } from './logger';
import { createMailer } from './mail/mailer';
import { createQueuedMailer } from './mail/queued-mailer';
import { createJobQueue } from './queue/job-queue';
import { QUEUES } from './queue/queues';
import { startWorker, WORKER_QUEUES } from './workers';
import { startBanner } from './start-banner';
import { startMetricsServer, type MetricsServer } from './metrics/metrics-server';

/** In-flight requests get this long to finish before remaining connections are cut. */
const SHUTDOWN_GRACE_MS = 6_000;
/** The listener closes once no request has been in flight for this long. */
const QUIET_MS = 200;
/** Jobs under way get at least this long after the last request (pg-boss's own minimum). */
const QUEUE_STOP_MIN_MS = 1_000;

async function main() {
  const config = loadConfigOrExit();
  const log = createLogger(config.LOG_LEVEL, wantsPrettyLogs(process.stdout, process.env));
  secureDataDir(config, log);
  const clock = clockFromConfig(config);
  if (config.CLOCK_OFFSET_DAYS !== 0)
    log.warn({ days: config.CLOCK_OFFSET_DAYS }, 'CLOCK_OFFSET_DAYS moves the clock (a test switch)');
  if (!config.OPERATOR)
    log.warn(
      'operator details are not configured: the site notice, privacy policy and terms say so (set OPERATOR_* or OPERATOR_FILE)',
    );
  else if (config.OPERATOR.demo)
    log.warn(
      'the legal pages show the fictional demo operator of the sample data (set OPERATOR_* or OPERATOR_FILE)',
    );

  const { url: databaseUrl, embedded } = await startConfiguredDatabase(config, {
    info: (msg) => log.info(msg),
    warn: (msg) => log.warn(msg),
  });
  const database = openDatabase(databaseUrl, {
    pooling: config.DATABASE_POOLING,
    directUrl: config.DATABASE_DIRECT_URL,
  });
  const lifecycle: Lifecycle = { state: 'starting' };
  const mailTransport = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: config.MAIL_DIR,
    log,
  });
  // The queue's own connections go straight to PostgreSQL, also behind a transaction-mode pooler.
  const queue = createJobQueue({ connection: database.sessionClientConfig, queues: QUEUES, log });
  const queueStopMs = Math.max(QUEUE_STOP_MIN_MS, config.SHUTDOWN_DRAIN_MS);

  const app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    sessionClientConfig: database.sessionClientConfig,
    dbMode: embedded ? 'embedded' : 'external',
    mailer: createQueuedMailer(queue),
    queue,
    clock,
    lifecycle,
    logger: log,
  });

  let metricsServer: MetricsServer | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.state = 'stopping';
    log.info({ signal }, 'shutting down: draining in-flight requests');
    const force = setTimeout(
      () => {
        log.error('shutdown took too long; exiting');
        process.exit(1);
      },
      config.SHUTDOWN_DRAIN_MS + SHUTDOWN_GRACE_MS + queueStopMs + 2_500,
    );
    force.unref();
    try {
      // Jobs under way finish while the last requests are served; new ones wait for the next instance.
      await queue.quiesce();
      await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
      const graceEnds = Date.now() + SHUTDOWN_GRACE_MS;
      // Closing the listener drops every connection without a request under way, so first let the
      // requests already sent (read or not) be answered: wait for a quiet moment.
      if (!(await app.drain.untilQuiet(QUIET_MS, SHUTDOWN_GRACE_MS))) {
        log.warn({ inFlight: app.drain.inFlight }, 'still serving requests after the grace period');
      }
      // close() stops accepting connections and waits for in-flight requests.
      const closed = await Promise.race([
        app.close().then(() => true),
        new Promise<false>((resolve) =>
          setTimeout(() => resolve(false), Math.max(0, graceEnds - Date.now())),
        ),
      ]);
      if (!closed) {
        log.warn('connections still open after the grace period; closing them');
        app.server.closeAllConnections();
      }
      // Scraped until the app has closed, so the last requests are counted.
      await metricsServer?.close();
      // After the app: mail queued by the last requests is stored. A job still running is failed, to be retried.
      await queue.stop(queueStopMs);
      await database.close();
      await embedded?.stop();
      log.info('stopped');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
    if (config.METRICS_PORT !== undefined) {
      metricsServer = await startMetricsServer(app.deps.metrics.registry, {
        host: config.METRICS_HOST,
        port: config.METRICS_PORT,
        onError: (error) => log.error({ err: error }, 'metrics could not be collected'),
      });
      log.info(
        { host: config.METRICS_HOST, port: metricsServer.port },
        `metrics at http://${config.METRICS_HOST}:${metricsServer.port}/metrics`,
      );
    }
    // Migrations take locks and the seed runs long transactions: both go straight to PostgreSQL.
    const direct = config.DATABASE_DIRECT_URL
      ? openDatabase(config.DATABASE_DIRECT_URL, { max: 2 })
      : database;
    let samples: SampleDataStatus;
    try {
      await runMigrations(direct.db);
      samples = await loadSampleDataOnStart({ db: direct.db, config, clock, log });
    } finally {
      if (direct !== database) await direct.close();
    }
    await queue.start();
    // Every queue's worker (workers.ts): mail delivery, the schedulers, the message mail, the alerts.
    for (const name of WORKER_QUEUES) await startWorker(name, { ...app.deps, log: app.log, mailTransport });
    if (database.pooling === 'transaction' && (await serverStatementTimeoutMs(database.pool)) === 0)
      log.warn(
        'no statement_timeout behind the pooler: set one for the role (ALTER ROLE … SET statement_timeout), see docs/deployment.md',
      );
    lifecycle.state = 'ready';
    const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${(app.server.address() as { port: number }).port}`;
    log.info(
      startBanner({
        url,
        publicUrl: config.PUBLIC_URL,
        dataDir: config.DATA_DIR,
        database: embedded
          ? { mode: 'embedded', port: embedded.port, pgDir: path.join(config.DATA_DIR, 'pg') }
          : { mode: 'external', url: databaseUrl },
        mail: { smtpUrl: config.SMTP_URL, outboxDir: config.MAIL_DIR },
        samples: { status: samples, setting: config.SAMPLE_DATA },
      }),
    );
  } catch (error) {
    log.error({ err: error }, 'start-up failed');
    await metricsServer?.close().catch(() => undefined);
    await app.close().catch(() => undefined);
    await queue.stop(QUEUE_STOP_MIN_MS).catch(() => undefined);
    await database.close().catch(() => undefined);
    await embedded?.stop();
    process.exit(1);
  }
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
