import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_DIR } from '../db/client';
import { createTestDatabase } from '../test/helpers';
import { withDatabase } from '../test/global-setup';
import { APP_SCHEMA, listTables, qualified } from './catalog';
import { writeBackup } from './backup';
import { BackupError, type Manifest } from './manifest';
import { extractBackup, matchMigrations, restoreDatabase, restoreUploads } from './restore';

const log = { info: () => undefined, warn: () => undefined };
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fh-backup-test-'));
const adminUrl = inject('pgAdminUrl');
const targetUrl = withDatabase(adminUrl, `fh_test_${process.ppid}_restore_${randomBytes(4).toString('hex')}`);
let source: Awaited<ReturnType<typeof createTestDatabase>>;
let sourceUrl: string;
let manifest: Manifest;
const avatar = randomBytes(3000);

/** Every table's rows as one digest, and its row count: equal digests mean equal contents. */
async function contents(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result: Record<string, { rows: number; digest: string | null }> = {};
    for (const table of await listTables(client, APP_SCHEMA)) {
      const { rows } = await client.query<{ rows: number; digest: string | null }>(
        `select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as digest
           from ${qualified(table.schema, table.name)} t`,
      );
      result[table.name] = rows[0]!;
    }
    return result;
  } finally {
    await client.end();
  }
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  source = await createTestDatabase();
  sourceUrl = withDatabase(adminUrl, new URL(source.sessionClientConfig.connectionString!).pathname.slice(1));
  // A waiting mail in the queue, and a picture in a subfolder as the credentials' evidence is kept.
  await query(sourceUrl, `insert into pgboss.job (name, data) values ('mail.send', $1)`, [
    { to: 'queued@backup.example' },
  ]);
  const uploads = path.join(work, 'uploads');
  fs.mkdirSync(path.join(uploads, 'evidence'), { recursive: true });
  fs.writeFileSync(path.join(uploads, 'a'.repeat(32) + '.webp'), avatar);
  fs.writeFileSync(path.join(uploads, 'evidence', 'proof.pdf'), 'evidence');
  manifest = await writeBackup({
    url: sourceUrl,
    uploadsDir: uploads,
    file: path.join(work, 'site.tar.gz'),
    now: new Date('2030-01-02T03:04:05Z'),
    log,
  });
});

afterAll(async () => {
  await query(adminUrl, `drop database if exists ${new URL(targetUrl).pathname.slice(1)} with (force)`);
  await source.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('records the migrations, every table with its rows and columns, the queue and the uploads', async () => {
    expect(manifest.createdAt).toBe('2030-01-02T03:04:05.000Z');
    expect(manifest.migrations.map((m) => m.hash)).toEqual(
      readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((m) => m.hash),
    );
    const users = manifest.tables.find((table) => table.name === 'user')!;
    const [{ count }] = await query<{ count: number }>(
      sourceUrl,
      'select count(*)::int as count from "user"',
    );
    expect(users.rows).toBe(count);
    expect(users.columns).toContain('email');
    expect(manifest.queue?.rows).toBeGreaterThanOrEqual(1);
    expect(manifest.uploads).toEqual({ files: 2, bytes: avatar.length + 'evidence'.length });
  });

  it('restores into a new database the same rows, sequences and queued jobs, without firing triggers', async () => {
    const staging = fs.mkdtempSync(path.join(work, 'staging-'));
    const read = await extractBackup(path.join(work, 'site.tar.gz'), staging);
    expect(read).toEqual(manifest);
    await restoreDatabase({ url: targetUrl, manifest: read, staging, log });

    // Equal digests: no profile row was added twice by the user trigger, no counter moved.
    expect(await contents(targetUrl)).toEqual(await contents(sourceUrl));
    const queued = await query(
      targetUrl,
      `select 1 from pgboss.job where data->>'to' = 'queued@backup.example'`,
    );
    expect(queued).toHaveLength(1);
    const applied = await query(
      targetUrl,
      'select hash from drizzle.__drizzle_migrations order by created_at',
    );
    expect(applied.map((row) => row.hash)).toEqual(manifest.migrations.map((m) => m.hash));
    // The triggers are on again: a new user gets their profile row.
    const [user] = await query<{ id: string }>(
      targetUrl,
      `insert into "user" (id, name, email, email_verified, user_type, created_at, updated_at)
       values (gen_random_uuid(), 'Ada Lovelace', 'ada@restored.example', true, 'facilitator', now(), now())
       returning id`,
    );
    expect(await query(targetUrl, `select 1 from facilitators where id = $1`, [user!.id])).toHaveLength(1);

    const uploads = path.join(work, 'restored-uploads');
    restoreUploads(staging, uploads);
    expect(fs.readFileSync(path.join(uploads, 'a'.repeat(32) + '.webp'))).toEqual(avatar);
    expect(fs.readFileSync(path.join(uploads, 'evidence', 'proof.pdf'), 'utf8')).toBe('evidence');
    expect(fs.statSync(uploads).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(uploads, 'evidence')).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(uploads, 'evidence', 'proof.pdf')).mode & 0o777).toBe(0o600);
  });

  it('refuses a database that is not empty', async () => {
    const staging = fs.mkdtempSync(path.join(work, 'staging-'));
    await extractBackup(path.join(work, 'site.tar.gz'), staging);
    const attempt = restoreDatabase({ url: sourceUrl, manifest, staging, log });
    await expect(attempt).rejects.toThrow(BackupError);
    await expect(attempt).rejects.toThrow(/is not empty \(it has drizzle\.__drizzle_migrations/);
  });

  it('refuses a backup from newer code, or from other migrations', () => {
    const newer = {
      ...manifest,
      migrations: [...manifest.migrations, { hash: 'f'.repeat(64), createdAt: Date.now() + 1 }],
    };
    expect(() => matchMigrations(newer)).toThrow(/newer version of FacilitatorHub/);
    const other = {
      ...manifest,
      migrations: manifest.migrations.map((m, i) => (i === 2 ? { ...m, hash: '0'.repeat(64) } : m)),
    };
    expect(() => matchMigrations(other)).toThrow(/migration 3 differs/);
    const older = { ...manifest, migrations: manifest.migrations.slice(0, 5) };
    expect(matchMigrations(older)).toBe(5);
  });
});
