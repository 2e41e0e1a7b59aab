import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import type { Config } from '../config';
import {
  hasEmbeddedCluster,
  runningEmbeddedPostgresUrl,
  startEmbeddedPostgres,
} from '../db/embedded-postgres';
import { QUEUE_SCHEMA } from '../queue/job-queue';
import {
  APP_SCHEMA,
  appliedMigrations,
  listSequences,
  listTables,
  qualified,
  quoteIdent,
  schemaExists,
  type CatalogTable,
} from './catalog';
import {
  AUTH_SECRET_FILE,
  BACKUP_FORMAT_VERSION,
  BackupError,
  DB_FOLDER,
  MANIFEST_FILE,
  UPLOADS_FOLDER,
  type Manifest,
  type ManifestTable,
} from './manifest';
import { mirrorFileTree } from './file-tree';
import type { ProgressLogger } from '../logger';

export interface BackupOptions {
  /** The database to back up. */
  url: string;
  uploadsDir: string;
  /** DATA_DIR/auth-secret, when the server generated its session secret there. */
  authSecretFile?: string;
  /** The archive to write (.tar.gz); written beside it first and renamed when complete. */
  file: string;
  now: Date;
  log: ProgressLogger;
}

/**
 * Writes a consistent backup of a database and the uploads folder while the site keeps running: one
 * REPEATABLE READ, READ ONLY transaction gives a snapshot of every table (writes go on meanwhile), and the
 * uploads are linked into the archive's staging folder right after the snapshot was taken, so a picture
 * replaced later is still there. See docs/decisions/028-backups.md.
 */
export async function writeBackup(options: BackupOptions): Promise<Manifest> {
  const target = path.resolve(options.file);
  if (fs.existsSync(target)) throw new BackupError(`${target} already exists: choose a new file name.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const staging = fs.mkdtempSync(path.join(path.dirname(target), `.${path.basename(target)}-`));
  const partial = `${target}.partial`;
  const client = new pg.Client({ connectionString: options.url, application_name: 'facilitatorhub-backup' });
  try {
    await client.connect();
    fs.mkdirSync(path.join(staging, DB_FOLDER), { mode: 0o700 });
    await client.query('begin isolation level repeatable read, read only');
    // The snapshot is taken by the first query of the transaction.
    const migrations = await appliedMigrations(client);
    if (!migrations.length) {
      throw new BackupError(
        'The database has no applied migrations: there is nothing of FacilitatorHub to back up.',
      );
    }
    const uploads = copyUploads(options.uploadsDir, path.join(staging, UPLOADS_FOLDER));
    const tables: ManifestTable[] = [];
    for (const table of await listTables(client, APP_SCHEMA)) {
      tables.push(await copyTable(client, table, staging));
    }
    const sequences = await listSequences(client, APP_SCHEMA);
    const queue = (await schemaExists(client, QUEUE_SCHEMA)) ? await copyQueue(client, staging) : null;
    await client.query('commit');

    const authSecret = Boolean(options.authSecretFile && fs.existsSync(options.authSecretFile));
    if (authSecret) fs.copyFileSync(options.authSecretFile!, path.join(staging, AUTH_SECRET_FILE));
    const manifest: Manifest = {
      format: 'facilitatorhub-backup',
      version: BACKUP_FORMAT_VERSION,
      createdAt: options.now.toISOString(),
      migrations,
      tables,
      sequences,
      queue,
      uploads,
      authSecret,
    };
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    // The manifest first, so that a restore reads what it is about to load before the data.
    const entries = [MANIFEST_FILE, DB_FOLDER, UPLOADS_FOLDER, ...(authSecret ? [AUTH_SECRET_FILE] : [])];
    // The archive holds password hashes, sessions and the session secret: owner only.
    const out = fs.createWriteStream(partial, { mode: 0o600 });
    await pipeline(tar.create({ gzip: true, cwd: staging, portable: true }, entries), out);
    fs.renameSync(partial, target);
    options.log.info(
      `backup written to ${target}: ${tables.length} tables, ${tables.reduce((n, t) => n + t.rows, 0)} rows, ${queue?.rows ?? 0} queued jobs, ${uploads.files} uploaded files`,
    );
    return manifest;
  } finally {
    await client.end().catch(() => undefined);
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

async function copyTable(client: pg.Client, table: CatalogTable, staging: string): Promise<ManifestTable> {
  const file = `${DB_FOLDER}/${table.schema}.${table.name}.copy`;
  const columns = table.columns.map(quoteIdent).join(', ');
  const stream = client.query(
    copyTo(`copy (select ${columns} from ${qualified(table.schema, table.name)}) to stdout`),
  );
  await pipeline(stream, fs.createWriteStream(path.join(staging, file), { mode: 0o600 }));
  return { schema: table.schema, name: table.name, columns: table.columns, rows: stream.rowCount, file };
}

/** The queue's jobs: waiting mail, reminders and the rest, as of the same snapshot. */
async function copyQueue(client: pg.Client, staging: string): Promise<Manifest['queue']> {
  const { rows } = await client.query<{ version: number }>(`select version from ${QUEUE_SCHEMA}.version`);
  const [job] = (await listTables(client, QUEUE_SCHEMA)).filter((table) => table.name === 'job');
  if (!rows[0] || !job) return null;
  return { ...(await copyTable(client, job, staging)), schemaVersion: Number(rows[0].version) };
}

/** Hard links (a copy across file systems) of every file under `from`, folders 700 and files 600. */
function copyUploads(from: string, to: string): Manifest['uploads'] {
  const totals = { files: 0, bytes: 0 };
  fs.mkdirSync(to, { mode: 0o700 });
  if (!fs.existsSync(from)) return totals;
  mirrorFileTree(from, to, (source, copy) => {
    try {
      fs.linkSync(source, copy);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Removed since it was listed (a replaced picture whose row the snapshot no longer shows).
      if (code === 'ENOENT') return;
      fs.copyFileSync(source, copy);
    }
    totals.files += 1;
    totals.bytes += fs.statSync(copy).size;
  });
  return totals;
}

/**
 * The database of the configured site: DATABASE_URL, else the embedded PostgreSQL of a server running under
 * DATA_DIR, else that embedded PostgreSQL started here for the backup (and stopped by `stop`).
 */
export async function openSiteDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  log: ProgressLogger,
): Promise<{ url: string; stop(): Promise<void> }> {
  const none = { stop: async () => undefined };
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, ...none };
  const running = runningEmbeddedPostgresUrl(config.DATA_DIR);
  if (running) {
    log.info(`backing up the embedded PostgreSQL of the server running under ${config.DATA_DIR}`);
    return { url: running, ...none };
  }
  if (!hasEmbeddedCluster(config.DATA_DIR)) {
    throw new BackupError(
      `No database under ${path.join(config.DATA_DIR, 'pg')}: set DATA_DIR to the site's data folder, or DATABASE_URL.`,
    );
  }
  log.info(`no server runs under ${config.DATA_DIR}: starting its embedded PostgreSQL for the backup`);
  const embedded = await startEmbeddedPostgres(config.DATA_DIR, log);
  return { url: embedded.url, stop: () => embedded.stop() };
}

/** `npm run backup -- <file>`: backs up the site that the environment configures. */
export async function backupSite(
  config: Config,
  file: string,
  now: Date,
  log: ProgressLogger,
): Promise<Manifest> {
  const database = await openSiteDatabase(config, log);
  try {
    return await writeBackup({
      url: database.url,
      uploadsDir: config.UPLOADS_DIR,
      authSecretFile: config.BETTER_AUTH_SECRET ? undefined : path.join(config.DATA_DIR, AUTH_SECRET_FILE),
      file,
      now,
      log,
    });
  } finally {
    await database.stop();
  }
}
