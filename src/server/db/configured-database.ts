import path from 'node:path';
import type { Config } from '../config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { identifyPostmaster, readPostmasterPid } from './postmaster-pid';

interface Log {
  info(msg: string): void;
  warn(msg: string): void;
}

/**
 * The PostgreSQL the configuration names: DATABASE_URL, or else the embedded server under DATA_DIR, started
 * here (its `stop()` is then the caller's to call). The server and the scripts that work on its database
 * (`npm run db:seed`) reach it the same way.
 */
export async function startConfiguredDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'> & Partial<Pick<Config, 'EMBEDDED_DATABASE_FSYNC'>>,
  log: Log,
): Promise<{ url: string; embedded?: EmbeddedPostgres }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL };
  const embedded = await startEmbeddedPostgres(config.DATA_DIR, log, {
    durable: config.EMBEDDED_DATABASE_FSYNC !== 'off',
  });
  return { url: embedded.url, embedded };
}

/**
 * Whether the embedded PostgreSQL under DATA_DIR is running now (a server is using it): starting it again
 * would stop that one first, so a script must not.
 */
export function embeddedPostgresInUse(config: Pick<Config, 'DATA_DIR'>): boolean {
  const pgDir = path.join(config.DATA_DIR, 'pg');
  const file = readPostmasterPid(pgDir);
  return !!file && identifyPostmaster(file, pgDir).kind === 'ours';
}
