import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabasePooling } from './pooling';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either a Db or a Tx. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** A runaway query must not hold a connection forever. */
export const STATEMENT_TIMEOUT_MS = 15_000;

export interface Database {
  db: Db;
  pool: pg.Pool;
  pooling: DatabasePooling;
  /** Settings for a dedicated connection that needs a real session (LISTEN): the direct URL, never a pooler. */
  sessionClientConfig: pg.ClientConfig;
  close(): Promise<void>;
}

/**
 * A client that runs every statement unnamed. Behind a transaction-mode pooler, a statement prepared
 * under a name on one server connection is missing on the next (or already exists there), so the names
 * that Drizzle's `.prepare(name)` gives are dropped: PostgreSQL parses the SQL again each time, but Drizzle
 * still builds it only once.
 */
class UnnamedStatementsClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    if (
      config !== null &&
      typeof config === 'object' &&
      'name' in config &&
      typeof (config as { submit?: unknown }).submit !== 'function'
    ) {
      const { name: _name, ...unnamed } = config;
      args[0] = unnamed;
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

export function openDatabase(
  url: string,
  options: { max?: number; pooling?: DatabasePooling; directUrl?: string } = {},
): Database {
  const pooling = options.pooling ?? 'session';
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 20,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    // PgBouncer refuses this startup parameter: behind it, the timeout is the role's or database's
    // setting (ALTER ROLE … SET statement_timeout; see docs/deployment.md).
    ...(pooling === 'session' && { statement_timeout: STATEMENT_TIMEOUT_MS }),
    application_name: 'facilitatorhub',
    ...(pooling === 'transaction' && { Client: UnnamedStatementsClient }),
  });
  // A client losing its connection (the database or the pooler restarted) must not crash the process. The
  // pool listens only on idle clients; a checked-out one (between two statements of a transaction) needs its
  // own listener: its next statement then fails, and the pool discards it on release.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema, casing: undefined });
  return {
    db,
    pool,
    pooling,
    sessionClientConfig: options.directUrl
      ? { connectionString: options.directUrl, statement_timeout: STATEMENT_TIMEOUT_MS }
      : pool.options,
    close: () => pool.end(),
  };
}

/** The statement timeout that pooled connections get from the server's settings, in ms (0: none). */
export async function serverStatementTimeoutMs(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ ms: string }>(
    `select setting as ms from pg_settings where name = 'statement_timeout'`,
  );
  return Number(rows[0].ms);
}

/**
 * Applies committed migrations (those of `migrationsFolder`, by default the app's own); drizzle takes a
 * transaction-scoped lock, so concurrent instances are safe.
 */
export async function runMigrations(db: Db, migrationsFolder = MIGRATIONS_DIR) {
  await migrate(db, { migrationsFolder });
}

/**
 * `build(db)`, built once per database handle and then reused: for prepared statements, whose SQL
 * Drizzle would otherwise rebuild on every call. Held weakly, so a closed handle takes its copy along.
 * Their names reach PostgreSQL only on session connections (see UnnamedStatementsClient).
 */
export function oncePerDatabase<D extends DbOrTx, T>(build: (db: D) => T): (db: D) => T {
  const built = new WeakMap<D, T>();
  return (db) => {
    if (!built.has(db)) built.set(db, build(db));
    return built.get(db)!;
  };
}
