import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  packagedInstall,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
  type EmbeddedPostgresOptions,
} from './embedded-postgres';
import { identifyPostmaster, readPostmasterPid } from './postmaster-pid';

const isRoot = process.getuid?.() === 0;
const cleanup: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

function tempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function start(dataDir: string, options: EmbeddedPostgresOptions = {}) {
  const logs: { level: 'info' | 'warn'; msg: string }[] = [];
  const server = await startEmbeddedPostgres(
    dataDir,
    { info: (msg) => logs.push({ level: 'info', msg }), warn: (msg) => logs.push({ level: 'warn', msg }) },
    options,
  );
  cleanup.push(() => server.stop());
  return {
    server,
    logs,
    warnings: () => logs.filter((line) => line.level === 'warn').map((line) => line.msg),
  };
}

async function selectOne(server: EmbeddedPostgres) {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('select 1 as one')).rows[0]?.one;
  } finally {
    await client.end();
  }
}

const mode = (file: string) => (fs.statSync(file).mode & 0o7777).toString(8);

// As root, PostgreSQL runs as the "postgres" user: these layouts only matter (and can only be set up) as root.
describe.skipIf(!isRoot)(
  'as root, the postgres user reaches what it needs (skipped: not running as root)',
  () => {
    it('runs binaries it cannot reach (a project in a mode-700 folder) from a copy under DATA_DIR, made once', async () => {
      const packaged = await packagedInstall();
      const home = tempDir('fh-home-'); // mkdtemp: mode 700, like /root
      const nativeDir = path.join(home, 'app', 'native');
      fs.cpSync(packaged.nativeDir, nativeDir, { recursive: true, verbatimSymlinks: true });
      const install = { nativeDir, version: `${packaged.version}-test` };
      const dataDir = path.join(tempDir('fh-volume-'), 'data');
      fs.chmodSync(path.dirname(dataDir), 0o755); // a volume the postgres user can reach

      const first = await start(dataDir, { install });
      expect(await selectOne(first.server)).toBe(1);
      const copy = path.join(dataDir, 'pg-runtime', install.version);
      expect(first.logs).toContainEqual({
        level: 'info',
        msg: `copied the PostgreSQL binaries to ${copy}: the "postgres" user cannot reach them in ${nativeDir}`,
      });
      expect(first.warnings()).toEqual([]);
      expect(mode(home)).toBe('700');
      expect(mode(dataDir)).toBe('711');
      const copied = fs.statSync(path.join(copy, 'bin', 'postgres'));
      expect(copied.mode & 0o777).toBe(0o755);
      expect(copied.uid).toBe(0); // not writable by the postgres user
      expect(fs.readdirSync(path.join(dataDir, 'pg-runtime'))).toEqual([install.version]);
      await first.server.stop();

      const second = await start(dataDir, { install });
      expect(await selectOne(second.server)).toBe(1);
      expect(second.logs.some((line) => line.msg.startsWith('copied'))).toBe(false);
      expect(fs.statSync(path.join(copy, 'bin', 'postgres')).ino).toBe(copied.ino);
      await second.server.stop();
    }, 180_000);

    it('adds only the traverse bit to folders above DATA_DIR that the postgres user cannot cross, and says so once', async () => {
      const home = tempDir('fh-home-'); // mode 700, like /root
      const dataDir = path.join(home, 'app', 'data');
      fs.mkdirSync(path.dirname(dataDir), { mode: 0o755 });
      fs.chmodSync(path.dirname(dataDir), 0o755);

      const first = await start(dataDir);
      expect(await selectOne(first.server)).toBe(1);
      expect(first.warnings()).toEqual([
        `The embedded PostgreSQL runs as the "postgres" user, which could not reach ${dataDir}; added the traverse bit to: ${home} (o+x: 700 -> 701)`,
      ]);
      expect(mode(home)).toBe('701');
      expect(mode(path.dirname(dataDir))).toBe('755');
      expect(mode(os.tmpdir())).toBe('1777');

      // The postmaster.pid check recognises a live server of this data directory, and only of this one.
      const pgDir = path.join(dataDir, 'pg');
      const pidFile = readPostmasterPid(pgDir)!;
      expect(identifyPostmaster(pidFile, pgDir)).toEqual({ kind: 'ours' });
      expect(identifyPostmaster(pidFile, home)).toEqual({ kind: 'other', what: `PostgreSQL on ${pgDir}` });
      await first.server.stop();

      const second = await start(dataDir);
      expect(second.warnings()).toEqual([]);
      await second.server.stop();
    }, 180_000);
  },
);

describe('a stale postmaster.pid', () => {
  it('naming a live process that is not PostgreSQL: that process is not signalled and start-up is quick', async () => {
    const dataDir = path.join(tempDir('fh-stale-'), 'data');
    const pgDir = path.join(dataDir, 'pg');
    await (await start(dataDir)).server.stop();
    expect(fs.existsSync(path.join(pgDir, 'postmaster.pid'))).toBe(false);
    // Others may cross DATA_DIR to nothing but what they are given; the password and the server log are private.
    expect(
      [dataDir, pgDir, 'pg-password', 'postgres.log'].map((file) => mode(path.resolve(dataDir, file))),
    ).toEqual(['711', '700', '600', '600']);

    // A process that reports SIGINT and SIGQUIT instead of dying, like one that ignores them.
    const bystander: ChildProcess = spawn(
      process.execPath,
      [
        '-e',
        `for (const s of ['SIGINT', 'SIGQUIT']) process.on(s, () => console.log(s));
         console.log('ready'); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    cleanup.push(() => void bystander.kill('SIGKILL'));
    let output = '';
    bystander.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve) => bystander.stdout!.once('data', () => resolve()));
    fs.writeFileSync(path.join(pgDir, 'postmaster.pid'), `${bystander.pid}\n${pgDir}\n`);

    const startedAt = Date.now();
    const second = await start(dataDir);
    expect(Date.now() - startedAt).toBeLessThan(15_000);
    expect(await selectOne(second.server)).toBe(1);
    expect(second.warnings()).toEqual([
      `postmaster.pid names pid ${bystander.pid}, which is a "node" process: removing the stale file`,
    ]);
    await second.server.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bystander.exitCode).toBeNull();
    expect(output).toBe('ready\n');
  }, 60_000);
});
