import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../db/free-port';
import { waitForOk } from './wait-for-ok';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  stderr: () => string;
}

/** Starts the real server (`src/server/main.ts`) as its own process and waits until /api/health says ok. */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  // A fixed PORT in `env` (a restart behind a load balancer that knows the address), else a free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // The server's database is its own embedded one unless `env` says otherwise, whatever this process uses.
  const { DATABASE_POOLING: _pooling, DATABASE_DIRECT_URL: _direct, ...inherited } = process.env;
  // One process (node with tsx's loader), so that a signal reaches the server itself and not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_SCALE: '1000',
      RATE_LIMIT_MAX: '1000000',
      ACCESS_REQUESTS_PER_HOUR: '1000000',
      // Test clients send forms at once.
      FORM_MIN_FILL_MS: '0',
      PASSWORD_HASH_COST: 'test',
      // Load tests open hundreds of connections from one address.
      MAX_CONNECTIONS_PER_IP: '0',
      // Tests reach no outside server.
      ECB_RATES_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  // The last 20 kB of the server's output (pino logs to stdout), for failure messages.
  const keep = (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${base}/api/health`, {
      gaveUp: () => (child.exitCode !== null ? `server exited early (${child.exitCode})` : undefined),
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}:\n${stderr}`);
  }
  return { child, base, stderr: () => stderr };
}

export function waitForExit(child: ChildProcess): Promise<number | null> {
  // A process killed by a signal has signalCode set and exitCode null.
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** A direct connection to the embedded PostgreSQL of a DATA_DIR (port from postmaster.pid, password from pg-password). */
export async function connectEmbedded(dataDir: string) {
  const lines = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(lines[3]),
    user: 'postgres',
    password,
    database: 'facilitatorhub',
  });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

export function postmasterPid(dataDir: string): number {
  return Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/**
 * Server processes over one fresh data folder (`prefix` names it): `start()` starts one,
 * `killAll()` kills with SIGKILL those still running.
 */
export function serverProcesses(prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const started: ServerProcess[] = [];
  const killAll = () => {
    for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
  };
  return {
    dataDir,
    start: async () => {
      const server = await startServerProcess(dataDir);
      started.push(server);
      return server;
    },
    /**
     * For `afterAll(cleanUp, 120_000)`: kills what is left and leaves no PostgreSQL behind (a clean start
     * and stop handles one left by a kill -9; a server that stopped cleanly took its PostgreSQL with it, no
     * postmaster.pid, and another start would only cost seconds), then removes the data. A whole start
     * (migrations included) and a clean stop take more than the default 10 s on a busy machine.
     */
    cleanUp: async () => {
      killAll();
      const leftover = fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'));
      const last = leftover ? await startServerProcess(dataDir).catch(() => undefined) : undefined;
      if (last) {
        last.child.kill('SIGTERM');
        await waitForExit(last.child);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
