// Long on purpose: starting, finding and stopping the one embedded server all read the same data
// directory's layout (postmaster.pid, pg-password, the copied install); apart, each would restate it.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port';
import {
  canRunInPlace,
  describeChanges,
  grantTraverse,
  pruneRuntimeCopies,
  runtimeCopy,
  type UserIds,
} from './embedded-postgres-access';
import { identifyPostmaster, readPostmasterPid } from './postmaster-pid';
import type { ProgressLogger } from '../logger';

const execFileAsync = promisify(execFile);

export interface EmbeddedPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

/** A PostgreSQL install: the folder holding `bin/`, `lib/` and `share/`, and the version that names its copies. */
export interface PostgresInstall {
  nativeDir: string;
  version: string;
}

export interface EmbeddedPostgresOptions {
  /** Default: the binaries of the `@embedded-postgres/<platform>` package. */
  install?: PostgresInstall;
  /**
   * `false` for a throwaway database (the tests'): no fsync, no synchronous commit, no full-page writes. A
   * crash of the machine may then lose or corrupt it; the queries and their answers are the same. Default true.
   */
  durable?: boolean;
}

/** The settings that make every commit survive a crash of the machine, or (throwaway) skip its disk flushes. */
const durabilitySettings = (durable: boolean) =>
  durable
    ? ['fsync=on', 'synchronous_commit=on']
    : ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

const DATABASE_NAME = 'facilitatorhub';
const SUPERUSER = 'postgres';

/**
 * Runs a private PostgreSQL server from the binaries shipped in the
 * `@embedded-postgres/<platform>` package. We drive the binaries ourselves
 * rather than through the `embedded-postgres` wrapper because the wrapper
 * installs process-wide SIGINT/SIGTERM handlers that exit before in-flight
 * requests drain. The server runs in its own process group, so Ctrl-C reaches
 * only Node, which then shuts PostgreSQL down after the HTTP server.
 */
export async function startEmbeddedPostgres(
  dataDirInput: string,
  log: ProgressLogger,
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  const install = options.install ?? (await packagedInstall());
  const dataDir = path.resolve(dataDirInput);
  const pgDir = path.join(dataDir, 'pg');
  if (!fs.existsSync(dataDir)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.chmodSync(dataDir, 0o711);
  }
  const owner = await resolveOwner();
  let runtimeDir: string | undefined;
  let bins = binariesIn(install.nativeDir);
  if (owner) {
    const changes = grantTraverse(dataDir, owner);
    if (changes.length) {
      log.warn(
        `The embedded PostgreSQL runs as the "postgres" user, which could not reach ${dataDir}; added the traverse bit to: ${describeChanges(changes)}`,
      );
    }
    if (!canRunInPlace(install.nativeDir, owner)) {
      const copy = runtimeCopy(install.nativeDir, install.version, dataDir);
      if (copy.copied) {
        log.info(
          `copied the PostgreSQL binaries to ${copy.dir}: the "postgres" user cannot reach them in ${install.nativeDir}`,
        );
      }
      runtimeDir = copy.dir;
      bins = binariesIn(copy.dir);
    }
  }
  const password = readOrCreatePassword(dataDir);

  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    await initCluster(bins, dataDir, pgDir, password, owner, log);
  }
  await stopLeftoverServer(pgDir, log);

  const port = await freePort();
  const logFile = path.join(dataDir, 'postgres.log');
  const logFd = fs.openSync(logFile, 'a', 0o600);
  fs.fchmodSync(logFd, 0o600);
  if (owner) fs.fchownSync(logFd, owner.uid, owner.gid);
  const child = spawn(
    bins.postgres,
    [
      '-D',
      pgDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=256MB',
      ...durabilitySettings(options.durable ?? true).flatMap((setting) => ['-c', setting]),
    ],
    {
      detached: true,
      // Not our working directory: the postgres user may be unable to enter it (a project under /root).
      cwd: dataDir,
      stdio: ['ignore', logFd, logFd],
      ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
      env: { ...process.env, LC_ALL: 'C' },
    },
  );
  fs.closeSync(logFd);
  child.unref();
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });

  const adminUrl = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  await waitUntilReady(adminUrl, () => exited, logFile);
  await ensureDatabase(adminUrl);
  if (owner) pruneRuntimeCopies(dataDir, runtimeDir);
  log.info(`embedded PostgreSQL ready on 127.0.0.1:${port} (data in ${pgDir})`);

  return {
    port,
    url: `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`,
    async stop() {
      if (exited || child.pid === undefined) return;
      await stopProcess(child.pid, 30_000);
    },
  };
}

/**
 * The URL of the embedded PostgreSQL that a running server started under `dataDirInput`, or undefined when
 * none runs there: its port from `postmaster.pid` (line 4), its password from `pg-password`. Only a live
 * process shown to be that data directory's `postgres` counts.
 */
export function runningEmbeddedPostgresUrl(dataDirInput: string): string | undefined {
  const dataDir = path.resolve(dataDirInput);
  const pgDir = path.join(dataDir, 'pg');
  const file = readPostmasterPid(pgDir);
  if (!file?.port || !isAlive(file.pid)) return undefined;
  if (identifyPostmaster(file, pgDir).kind !== 'ours') return undefined;
  const passwordFile = path.join(dataDir, 'pg-password');
  if (!fs.existsSync(passwordFile)) return undefined;
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${file.port}/${DATABASE_NAME}`;
}

/** True when `dataDirInput` holds an embedded PostgreSQL cluster (made by a first start). */
export function hasEmbeddedCluster(dataDirInput: string): boolean {
  return fs.existsSync(path.join(path.resolve(dataDirInput), 'pg', 'PG_VERSION'));
}

/** The binaries shipped in the `@embedded-postgres/<platform>` package. */
export async function packagedInstall(): Promise<PostgresInstall> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let postgres: string;
  try {
    ({ postgres } = (await import(name)) as Binaries);
  } catch {
    throw new Error(
      `No embedded PostgreSQL binaries for ${os.platform()}-${os.arch()} (package ${name}). Set DATABASE_URL to use an external PostgreSQL server.`,
    );
  }
  const nativeDir = path.dirname(path.dirname(postgres));
  const manifest = JSON.parse(fs.readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return { nativeDir, version: manifest.version };
}

function binariesIn(nativeDir: string): Binaries {
  const exe = os.platform() === 'win32' ? '.exe' : '';
  return {
    postgres: path.join(nativeDir, 'bin', `postgres${exe}`),
    initdb: path.join(nativeDir, 'bin', `initdb${exe}`),
  };
}

/** PostgreSQL refuses to run as root; as root we run it as the `postgres` system user. */
async function resolveOwner(): Promise<UserIds | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  let ids = await lookupUser(SUPERUSER);
  if (!ids) {
    try {
      await execFileAsync('groupadd', ['--system', SUPERUSER]).catch(() => undefined);
      await execFileAsync('useradd', ['--system', '-g', SUPERUSER, '--no-create-home', SUPERUSER]);
    } catch (error) {
      throw new Error(
        `Running as root, the embedded PostgreSQL needs a "postgres" system user and it could not be created: ${String(error)}`,
      );
    }
    ids = await lookupUser(SUPERUSER);
    if (!ids) throw new Error('Could not find the "postgres" system user after creating it.');
  }
  return ids;
}

async function lookupUser(name: string): Promise<UserIds | undefined> {
  try {
    const [{ stdout: uid }, { stdout: gid }, { stdout: groups }] = await Promise.all([
      execFileAsync('id', ['-u', name]),
      execFileAsync('id', ['-g', name]),
      execFileAsync('id', ['-G', name]),
    ]);
    return {
      uid: Number(uid.trim()),
      gid: Number(gid.trim()),
      groups: groups.trim().split(/\s+/).map(Number),
    };
  } catch {
    return undefined;
  }
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'pg-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('hex');
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

async function initCluster(
  bins: Binaries,
  dataDir: string,
  pgDir: string,
  password: string,
  owner: UserIds | undefined,
  log: ProgressLogger,
) {
  // initdb into a scratch folder and rename, so an interrupted initdb never leaves a half-made cluster behind.
  const scratch = `${pgDir}.init`;
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(scratch, { mode: 0o700 });
  const pwFile = path.join(dataDir, '.pg-init-pw');
  fs.writeFileSync(pwFile, password, { mode: 0o600 });
  if (owner) {
    fs.chownSync(scratch, owner.uid, owner.gid);
    fs.chownSync(pwFile, owner.uid, owner.gid);
  }
  log.info(`initialising embedded PostgreSQL cluster in ${pgDir}`);
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        bins.initdb,
        [
          '-D',
          scratch,
          '-U',
          SUPERUSER,
          '-A',
          'scram-sha-256',
          `--pwfile=${pwFile}`,
          '-E',
          'UTF8',
          '--locale=C',
          '--no-instructions',
        ],
        {
          cwd: dataDir,
          stdio: ['ignore', 'pipe', 'pipe'],
          ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
          env: { ...process.env, LC_ALL: 'C' },
        },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`initdb failed (exit ${code}):\n${output.slice(-2000)}`)),
      );
    });
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
  fs.renameSync(scratch, pgDir);
}

/**
 * A Node process killed with SIGKILL leaves its PostgreSQL running (it is in its own process group). Stop
 * that server cleanly before starting our own, but only once the pid is shown to be that server: after a
 * reboot or a container restart the pid in a stale file may belong to anything.
 */
async function stopLeftoverServer(pgDir: string, log: ProgressLogger) {
  const file = readPostmasterPid(pgDir);
  if (!file || !isAlive(file.pid)) return;
  const identity = identifyPostmaster(file, pgDir);
  if (identity.kind === 'ours') {
    log.warn(`stopping PostgreSQL (pid ${file.pid}) left running by an earlier process`);
    await stopProcess(file.pid, 60_000);
  } else if (identity.kind === 'other') {
    // Stale. PostgreSQL itself would refuse to start while that pid is alive and its user may signal it.
    log.warn(`postmaster.pid names pid ${file.pid}, which is ${identity.what}: removing the stale file`);
    fs.rmSync(path.join(pgDir, 'postmaster.pid'), { force: true });
  } else {
    // Never signal what we cannot identify; PostgreSQL's own lock-file check decides.
    log.warn(`postmaster.pid names pid ${file.pid}, which is left alone: ${identity.why}`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** SIGINT is PostgreSQL's "fast shutdown": it rolls back open transactions and checkpoints. */
async function stopProcess(pid: number, timeoutMs: number) {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT');
      break;
    }
    await sleep(100);
  }
}

async function waitUntilReady(url: string, hasExited: () => boolean, logFile: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
    }
    if (hasExited() || Date.now() > deadline) {
      const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(`The embedded PostgreSQL did not start. Last log lines:\n${tail}`);
    }
    await sleep(150);
  }
}

async function ensureDatabase(adminUrl: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (!rowCount) await client.query(`create database ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
