import fs from 'node:fs';
import pino from 'pino';
import { buildApp } from './app';
import { clockFromConfig } from './clock';
import { ConfigError, loadConfig } from './config';
import { openDatabase, runMigrations } from './db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres';
import { seedDatabase } from './db/seed/seed';
import type { Lifecycle } from './health/health.routes';
import { createMailer } from './mail/mailer';

/** After SIGTERM, health answers 503 but requests are still served for this long, so a load balancer can stop routing here. */
const DRAIN_DELAY_MS = Number(process.env.SHUTDOWN_DRAIN_MS ?? 1000);
/** In-flight requests get this long to finish before remaining connections are cut. */
const SHUTDOWN_GRACE_MS = 6_000;
/** The listener closes once no request has been in flight for this long. */
const QUIET_MS = 200;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino({ level: config.LOG_LEVEL });
  const clock = clockFromConfig(config);
  if (config.CLOCK_OFFSET_DAYS !== 0)
    log.warn({ days: config.CLOCK_OFFSET_DAYS }, 'CLOCK_OFFSET_DAYS moves the clock (a test switch)');
  fs.mkdirSync(config.DATA_DIR, { recursive: true });

  let embedded: EmbeddedPostgres | undefined;
  const databaseUrl =
    config.DATABASE_URL ??
    (embedded = await startEmbeddedPostgres(config.DATA_DIR, {
      info: (msg) => log.info(msg),
      warn: (msg) => log.warn(msg),
    })).url;
  const database = openDatabase(databaseUrl);
  const lifecycle: Lifecycle = { state: 'starting' };
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: config.MAIL_DIR,
    log,
  });

  const app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    dbMode: embedded ? 'embedded' : 'external',
    mailer,
    clock,
    lifecycle,
    logger: log,
  });

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
      DRAIN_DELAY_MS + SHUTDOWN_GRACE_MS + 2_500,
    );
    force.unref();
    try {
      await new Promise((resolve) => setTimeout(resolve, DRAIN_DELAY_MS));
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
    await runMigrations(database.db);
    await seedDatabase(database.db, clock.now(), log);
    lifecycle.state = 'ready';
    log.info(
      `FacilitatorHub is ready at http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${(app.server.address() as { port: number }).port}`,
    );
  } catch (error) {
    log.error({ err: error }, 'start-up failed');
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await embedded?.stop();
    process.exit(1);
  }
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
