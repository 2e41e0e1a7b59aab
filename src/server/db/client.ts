import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either a Db or a Tx. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function openDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 20,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    // A runaway query must not hold a connection forever.
    statement_timeout: 15_000,
    application_name: 'facilitatorhub',
  });
  // An idle client losing its connection (e.g. the database restarted) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema, casing: undefined });
  return { db, pool, close: () => pool.end() };
}

/** Applies committed migrations; drizzle takes a transaction-scoped lock, so concurrent instances are safe. */
export async function runMigrations(db: Db) {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}

/**
 * `build(db)`, built once per database handle and then reused: for prepared statements, whose SQL
 * Drizzle would otherwise rebuild on every call. Held weakly, so a closed handle takes its copy along.
 */
export function oncePerDatabase<D extends DbOrTx, T>(build: (db: D) => T): (db: D) => T {
  const built = new WeakMap<D, T>();
  return (db) => {
    if (!built.has(db)) built.set(db, build(db));
    return built.get(db)!;
  };
}
