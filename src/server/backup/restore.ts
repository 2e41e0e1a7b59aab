import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import * as tar from 'tar';
import type { Config } from '../config';
import { secureDataDir } from '../data-dir';
import { MIGRATIONS_DIR, openDatabase, runMigrations } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { createLogger, type ProgressLogger } from '../logger';
import { createJobQueue, QUEUE_SCHEMA } from '../queue/job-queue';
import { QUEUES } from '../queue/queues';
import { APP_SCHEMA, listTables, qualified, quoteIdent, userRelations } from './catalog';
import {
  AUTH_SECRET_FILE,
  BACKUP_FORMAT_VERSION,
  BackupError,
  MANIFEST_FILE,
  ManifestSchema,
  UPLOADS_FOLDER,
  type Manifest,
  type ManifestTable,
} from './manifest';
import { mirrorFileTree } from './file-tree';

export interface RestoreDatabaseOptions {
  /** An empty database (created when it does not exist yet). */
  url: string;
  manifest: Manifest;
  /** The folder the archive was extracted into. */
  staging: string;
  log: ProgressLogger;
  /** The app's migrations folder; tests give a longer or shorter one. */
  migrationsDir?: string;
}

/** Extracts an archive into `staging` and reads its manifest, refusing what this code cannot restore. */
export async function extractBackup(file: string, staging: string): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new BackupError(`No backup at ${path.resolve(file)}.`);
  try {
    // tar strips absolute paths and `..` from entry names: nothing lands outside `staging`.
    await tar.extract({ file, cwd: staging });
  } catch (error) {
    throw new BackupError(`${file} is not a FacilitatorHub backup (.tar.gz): ${(error as Error).message}`);
  }
  const manifestFile = path.join(staging, MANIFEST_FILE);
  if (!fs.existsSync(manifestFile))
    throw new BackupError(`${file} is not a FacilitatorHub backup: no manifest.`);
  const parsed = ManifestSchema.safeParse(JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
  if (!parsed.success) throw new BackupError(`${file} has a manifest this version cannot read.`);
  if (parsed.data.version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${file} is in backup format ${parsed.data.version}; this version of FacilitatorHub reads up to ${BACKUP_FORMAT_VERSION}. Restore it with newer code.`,
    );
  }
  return parsed.data;
}

/**
 * How many of the code's migrations the backup's database had: its list must be the first migrations of
 * the code's, in order. A backup from newer code (or another branch) is refused.
 */
export function matchMigrations(manifest: Manifest, migrationsDir = MIGRATIONS_DIR): number {
  const code = readMigrationFiles({ migrationsFolder: migrationsDir });
  manifest.migrations.forEach((applied, index) => {
    const ours = code[index];
    if (!ours || ours.folderMillis !== applied.createdAt) {
      throw new BackupError(
        `The backup comes from a newer version of FacilitatorHub: its migration ${index + 1} (of ${new Date(applied.createdAt).toISOString()}) is not in this code, which has ${code.length}. Restore it with that version or a later one.`,
      );
    }
    if (ours.hash !== applied.hash) {
      throw new BackupError(
        `The backup's migration ${index + 1} differs from this code's: it was made by another version of FacilitatorHub.`,
      );
    }
  });
  return manifest.migrations.length;
}

/**
 * Loads a backup into an empty database: the schema of the backup's own migrations, its rows in one
 * transaction (user triggers off, so that e.g. a restored user does not get a second, empty profile),
 * its sequences, then the code's later migrations, then the job queue's jobs.
 */
export async function restoreDatabase(options: RestoreDatabaseOptions) {
  const { manifest, staging, log } = options;
  const migrationsDir = options.migrationsDir ?? MIGRATIONS_DIR;
  const level = matchMigrations(manifest, migrationsDir);
  await ensureDatabase(options.url);
  const client = new pg.Client({ connectionString: options.url, application_name: 'facilitatorhub-restore' });
  await client.connect();
  try {
    const found = await userRelations(client);
    if (found.length) {
      throw new BackupError(
        `The database ${databaseName(options.url)} is not empty (it has ${found.join(', ')}${found.length === 5 ? ', …' : ''}): restore needs an empty database.`,
      );
    }
    const database = openDatabase(options.url, { max: 2 });
    try {
      await runMigrations(database.db, migrationsUpTo(migrationsDir, level, staging));
      await loadTables(client, manifest, staging);
      // Migrations newer than the backup change its data as they changed the live site's.
      await runMigrations(database.db, migrationsDir);
    } finally {
      await database.close();
    }
    await loadQueue(client, options.url, manifest, staging, log);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function loadTables(client: pg.Client, manifest: Manifest, staging: string) {
  const tables = await listTables(client, APP_SCHEMA);
  const backedUp = new Map(manifest.tables.map((table) => [table.name, table]));
  const missing = manifest.tables.filter((table) => !tables.some((t) => t.name === table.name));
  if (missing.length) {
    throw new BackupError(
      `The backup has tables its migrations do not create: ${missing.map((t) => t.name).join(', ')}.`,
    );
  }
  const names = tables.map((table) => qualified(table.schema, table.name));
  await client.query('begin');
  try {
    for (const name of names) await client.query(`alter table ${name} disable trigger user`);
    // Rows the migrations inserted (lookup tables, counters) are in the backup as they were.
    if (names.length) await client.query(`truncate ${names.join(', ')}`);
    // Parents before children: foreign keys are checked as each table is loaded.
    for (const table of tables) {
      const stored = backedUp.get(table.name);
      if (stored) await copyIn(client, table.schema, stored, staging);
    }
    for (const name of names) await client.query(`alter table ${name} enable trigger user`);
    for (const sequence of manifest.sequences) {
      if (sequence.lastValue === null) continue;
      await client.query(`select setval($1, $2::bigint, true)`, [
        qualified(sequence.schema, sequence.name),
        sequence.lastValue,
      ]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

async function copyIn(
  client: pg.Client,
  schema: string,
  table: ManifestTable,
  staging: string,
  into?: string,
) {
  const columns = table.columns.map(quoteIdent).join(', ');
  const stream = client.query(
    copyFrom(`copy ${into ?? qualified(schema, table.name)} (${columns}) from stdin`),
  );
  await pipeline(fs.createReadStream(path.join(staging, table.file)), stream);
  if (stream.rowCount !== table.rows) {
    throw new BackupError(
      `The backup's ${table.name} holds ${stream.rowCount} rows, its manifest says ${table.rows}.`,
    );
  }
}

/**
 * The queue's schema as a server's first start installs it (no workers), then the backed-up jobs of the
 * queues this code knows. Jobs of a pg-boss schema of another version are left out, with a warning.
 */
async function loadQueue(
  client: pg.Client,
  url: string,
  manifest: Manifest,
  staging: string,
  log: ProgressLogger,
) {
  const queue = createJobQueue({
    connection: { connectionString: url },
    queues: QUEUES,
    log: createLogger('silent', false),
    boss: { supervise: false, schedule: false, registerInstance: false },
  });
  await queue.start();
  await queue.stop(1_000);
  const jobs = manifest.queue;
  if (!jobs || jobs.rows === 0) return;
  const { rows } = await client.query<{ version: number }>(`select version from ${QUEUE_SCHEMA}.version`);
  if (Number(rows[0]?.version) !== jobs.schemaVersion) {
    log.warn(
      `the backup's ${jobs.rows} queued jobs are left out: they are of job queue schema ${jobs.schemaVersion}, this code's is ${rows[0]?.version}`,
    );
    return;
  }
  const columns = jobs.columns.map(quoteIdent).join(', ');
  const known = `(select name from ${QUEUE_SCHEMA}.queue)`;
  await client.query('begin');
  try {
    await client.query(`create temp table restored_job (like ${QUEUE_SCHEMA}.job) on commit drop`);
    await copyIn(client, QUEUE_SCHEMA, jobs, staging, 'restored_job');
    const { rowCount } = await client.query(
      `insert into ${QUEUE_SCHEMA}.job (${columns}) select ${columns} from restored_job
        where name in ${known} and (dead_letter is null or dead_letter in ${known})`,
    );
    await client.query('commit');
    if (rowCount !== jobs.rows) {
      log.warn(`${jobs.rows - (rowCount ?? 0)} queued jobs of queues this code no longer has were left out`);
    }
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** A copy of the migrations folder that stops after the first `count` migrations. */
function migrationsUpTo(migrationsDir: string, count: number, staging: string): string {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  if (count === journal.entries.length) return migrationsDir;
  const dir = path.join(staging, 'migrations');
  fs.mkdirSync(path.join(dir, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, count);
  for (const entry of entries)
    fs.copyFileSync(path.join(migrationsDir, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';

/** Creates the URL's database when the server does not have it yet. */
async function ensureDatabase(url: string) {
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
  } finally {
    await probe.end().catch(() => undefined);
  }
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`create database ${quoteIdent(databaseName(url))}`);
  } finally {
    await client.end();
  }
}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/** Moves the archive's uploads into `uploadsDir` (created owner-only: folders 700, files 600, as the server writes them). */
export function restoreUploads(staging: string, uploadsDir: string) {
  const from = path.join(staging, UPLOADS_FOLDER);
  fs.mkdirSync(uploadsDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(uploadsDir, 0o700);
  if (!fs.existsSync(from)) return;
  mirrorFileTree(from, uploadsDir, (source, target) => {
    try {
      fs.renameSync(source, target);
    } catch {
      fs.copyFileSync(source, target);
    }
    fs.chmodSync(target, 0o600);
  });
}

/**
 * `npm run restore -- <file>`: restores a backup into the site the environment configures, which must be
 * new: an empty (or missing) DATA_DIR for the embedded database, an empty database with DATABASE_URL, and
 * an empty UPLOADS_DIR either way.
 */
export async function restoreSite(config: Config, file: string, log: ProgressLogger) {
  const embedded = !config.DATABASE_URL;
  if (embedded && !isEmptyDir(config.DATA_DIR)) {
    throw new BackupError(`DATA_DIR ${config.DATA_DIR} is not empty: restore needs an empty or new folder.`);
  }
  if (!isEmptyDir(config.UPLOADS_DIR)) {
    throw new BackupError(
      `UPLOADS_DIR ${config.UPLOADS_DIR} is not empty: restore needs an empty or new folder.`,
    );
  }
  const createdDataDir = !fs.existsSync(config.DATA_DIR);
  secureDataDir(config, log);
  const staging = fs.mkdtempSync(path.join(config.DATA_DIR, '.restore-'));
  let manifest: Manifest;
  try {
    manifest = await extractBackup(file, staging);
    matchMigrations(manifest);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    if (createdDataDir) fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
    throw error;
  }
  const server = embedded ? await startEmbeddedPostgres(config.DATA_DIR, log) : undefined;
  try {
    const url = server?.url ?? config.DATABASE_DIRECT_URL ?? config.DATABASE_URL!;
    await restoreDatabase({ url, manifest, staging, log });
    restoreUploads(staging, config.UPLOADS_DIR);
    restoreAuthSecret(config, manifest, staging, log);
    log.info(
      `restored the backup of ${manifest.createdAt}: ${manifest.tables.reduce((n, t) => n + t.rows, 0)} rows, ${manifest.uploads.files} uploaded files`,
    );
  } finally {
    await server?.stop();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** The generated session secret, so that sessions and signed links go on working; BETTER_AUTH_SECRET wins. */
function restoreAuthSecret(config: Config, manifest: Manifest, staging: string, log: ProgressLogger) {
  if (!manifest.authSecret || config.BETTER_AUTH_SECRET) return;
  const target = path.join(config.DATA_DIR, AUTH_SECRET_FILE);
  const secret = fs.readFileSync(path.join(staging, AUTH_SECRET_FILE), 'utf8');
  if (fs.existsSync(target)) {
    if (fs.readFileSync(target, 'utf8').trim() !== secret.trim()) {
      log.warn(
        `${target} differs from the backup's session secret and was kept: restored sessions and links will not work`,
      );
    }
    return;
  }
  fs.writeFileSync(target, secret, { mode: 0o600 });
}
