import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionCookie } from '../test/helpers';
import { connectEmbedded, startServerProcess, waitForExit, type ServerProcess } from '../test/server-process';

/**
 * Backups that restore (`npm run test:slow`): a real server under write load is backed up by the script,
 * the backup is restored into a new site, and every write acknowledged before the backup began is there,
 * with the uploaded picture's bytes. Once with the embedded PostgreSQL, once with DATABASE_URL.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const MACHINE_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const folders: string[] = [];
const databases: string[] = [];
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const { child } of servers)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  // A server killed above leaves its embedded PostgreSQL running: stop it by its pid file.
  for (const dir of folders) {
    const pidFile = path.join(dir, 'pg', 'postmaster.pid');
    if (fs.existsSync(pidFile)) {
      try {
        process.kill(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGINT');
      } catch {
        // already gone
      }
    }
  }
  if (databases.length) {
    const admin = new pg.Client({ connectionString: MACHINE_PG });
    await admin.connect();
    for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

function folder(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

async function freshDatabase(prefix: string) {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: MACHINE_PG });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(MACHINE_PG);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `scripts/<script>.ts <file>` as `npm run <script>` would; resolves with its exit code and output. */
function runScript(script: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const { DATABASE_POOLING: _pooling, DATABASE_DIRECT_URL: _direct, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, file], {
    cwd: ROOT,
    env: { ...inherited, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

const json = (base: string) => ({ 'content-type': 'application/json', origin: base });

/** A company account, confirmed, signed in, with an uploaded logo: its cookie and the logo's address. */
async function companyWithLogo(base: string, sql: (text: string, params: unknown[]) => Promise<unknown>) {
  const email = `backup-${randomBytes(4).toString('hex')}@company.example`;
  const password = 'backup password 1';
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: json(base),
    body: JSON.stringify({
      email,
      password,
      confirmPassword: password,
      userType: 'company',
      companyName: 'Backup Co',
    }),
  });
  expect(signUp.status, await signUp.text()).toBe(200);
  await sql('update "user" set email_verified = true where email = $1', [email]);
  const cookie = await signIn(base, email, password);
  const picture = await sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'logo.png');
  const upload = await fetch(`${base}/api/profile/avatar`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
  expect(upload.status, await upload.clone().text()).toBe(200);
  const { url } = (await upload.json()) as { url: string };
  const stored = Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer());
  expect(stored.length).toBeGreaterThan(0);
  return { email, password, logoUrl: url, logo: stored };
}

async function signIn(base: string, email: string, password: string) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: json(base),
    body: JSON.stringify({ email, password }),
  });
  expect(res.status, await res.text()).toBe(200);
  return sessionCookie(res.headers.getSetCookie());
}

/** Access requests from 4 clients until stopped; each acknowledged one with the time its answer came. */
function writeLoad(base: string) {
  const acknowledged: { email: string; at: number }[] = [];
  let running = true;
  let n = 0;
  const worker = async () => {
    while (running) {
      const email = `load-${n++}@backup.example`;
      const res = await fetch(`${base}/api/access-requests`, {
        method: 'POST',
        headers: json(base),
        body: JSON.stringify({
          name: 'Backup Writer',
          email,
          role: 'company',
          message: 'written under load',
        }),
      });
      if (res.status === 201) acknowledged.push({ email, at: Date.now() });
    }
  };
  const workers = Array.from({ length: 4 }, worker);
  return {
    acknowledged,
    until: async (count: number) => {
      while (acknowledged.length < count) await new Promise((resolve) => setImmediate(resolve));
    },
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  expect(await waitForExit(server.child)).toBe(0);
}

interface Site {
  env: Record<string, string>;
  /** Runs SQL against the site's database (the server must be running in embedded mode). */
  sql: (dataDir: string) => (text: string, params: unknown[]) => Promise<pg.QueryResult>;
}

async function drill(source: Site, target: Site) {
  const sourceDir = folder('fh-backup-src-');
  const server = await startServerProcess(sourceDir, source.env);
  servers.push(server);
  const company = await companyWithLogo(server.base, source.sql(sourceDir));

  const load = writeLoad(server.base);
  await load.until(20);
  const backupBegan = Date.now();
  const file = path.join(folder('fh-backup-file-'), 'site.tar.gz');
  const backup = await runScript('backup', file, { DATA_DIR: sourceDir, ...source.env });
  // Writes went on while the backup ran.
  const duringBackup = load.acknowledged.filter((write) => write.at > backupBegan).length;
  await load.stop();
  expect(backup.code, backup.output).toBe(0);
  expect(duringBackup).toBeGreaterThan(0);
  const before = load.acknowledged.filter((write) => write.at < backupBegan).map((write) => write.email);
  await stop(server);

  const targetDir = folder('fh-backup-dst-');
  const restore = await runScript('restore', file, { DATA_DIR: targetDir, ...target.env });
  expect(restore.code, restore.output).toBe(0);
  const again = await runScript('restore', file, { DATA_DIR: targetDir, ...target.env });
  expect(again.code).toBe(1);
  expect(again.output).toMatch(/is not empty/);

  const restored = await startServerProcess(targetDir, target.env);
  servers.push(restored);
  const { rows } = await target.sql(targetDir)('select email from access_requests where email = any($1)', [
    before,
  ]);
  expect(new Set(rows.map((row: { email: string }) => row.email))).toEqual(new Set(before));
  const logo = Buffer.from(await (await fetch(`${restored.base}${company.logoUrl}`)).arrayBuffer());
  expect(logo.equals(company.logo)).toBe(true);
  // The account signs in on the restored site with its password.
  expect(await signIn(restored.base, company.email, company.password)).toMatch(/session_token=/);
  await stop(restored);
}

/** SQL over the embedded PostgreSQL of a running server under a DATA_DIR. */
const embeddedSql = (dataDir: string) => async (text: string, params: unknown[]) => {
  const client = await connectEmbedded(dataDir);
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
};

const externalSql = (url: string) => () => async (text: string, params: unknown[]) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
};

describe('npm run backup / npm run restore', () => {
  it('restores an embedded site backed up under load into a new DATA_DIR', async () => {
    await drill({ env: {}, sql: embeddedSql }, { env: {}, sql: embeddedSql });
  }, 300_000);

  it('restores a DATABASE_URL site backed up under load into an empty database', async () => {
    const sourceUrl = await freshDatabase('fh_backup_src');
    const targetUrl = await freshDatabase('fh_backup_dst');
    await drill(
      { env: { DATABASE_URL: sourceUrl }, sql: externalSql(sourceUrl) },
      { env: { DATABASE_URL: targetUrl }, sql: externalSql(targetUrl) },
    );
  }, 300_000);
});
