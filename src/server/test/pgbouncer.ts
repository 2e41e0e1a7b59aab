import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { freePort } from '../db/free-port';
import { findBinary } from './find-binary';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PGBOUNCER_SAMPLE = path.join(ROOT, 'deploy/pgbouncer.ini');

/** The pgbouncer binary, when installed (Debian: apt-get install pgbouncer). */
export const findPgBouncer = () =>
  findBinary('pgbouncer', ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer', '/usr/local/bin/pgbouncer']);

/**
 * `text` (an ini file) with the given keys' values replaced. Every key must already be set in the file,
 * so that the sample configuration and what the tests run cannot drift apart unnoticed.
 */
function overrideIni(text: string, values: Record<string, string>) {
  let result = text;
  for (const [key, value] of Object.entries(values)) {
    const line = new RegExp(`^${key.replace(/[*]/g, '\\*')}\\s*=.*$`, 'm');
    if (!line.test(result)) throw new Error(`${key} is not set in the sample configuration`);
    result = result.replace(line, `${key} = ${value}`);
  }
  return result;
}

export interface PgBouncer {
  /** postgres://… of the pooler, for `database` (DATABASE_URL with DATABASE_POOLING=transaction). */
  url(database: string): string;
  port: number;
  pid(): number | undefined;
  /** Starts it again on the same port (after stop). */
  start(): Promise<void>;
  /** SIGTERM (an immediate shutdown: open client connections are cut) and waits for the exit. */
  stop(): Promise<void>;
  log(): string;
  /** Stops it and removes its files. */
  dispose(): Promise<void>;
}

/** Runs deploy/pgbouncer.ini in transaction mode on a free loopback port, in front of `upstreamUrl`'s server. */
export async function startPgBouncer(upstreamUrl: string): Promise<PgBouncer> {
  const binary = findPgBouncer();
  if (!binary) throw new Error('pgbouncer is not installed');
  const upstream = new URL(upstreamUrl);
  const user = decodeURIComponent(upstream.username || 'postgres');
  const password = decodeURIComponent(upstream.password);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fh-pgbouncer-'));
  const port = await freePort();
  // PgBouncer refuses to run as root: it switches to the postgres user, which must read these files.
  const asUser = process.getuid?.() === 0 ? 'postgres' : undefined;
  fs.chmodSync(dir, 0o755);
  const userlist = path.join(dir, 'userlist.txt');
  fs.writeFileSync(userlist, `"${user}" ""\n`, { mode: 0o644 });
  const server = [
    `host=${upstream.hostname}`,
    `port=${upstream.port || 5432}`,
    ...(password ? [`user=${user}`, `password=${password}`] : []),
  ].join(' ');
  const ini = path.join(dir, 'pgbouncer.ini');
  fs.writeFileSync(
    ini,
    overrideIni(fs.readFileSync(PGBOUNCER_SAMPLE, 'utf8'), {
      '*': server,
      listen_addr: '127.0.0.1',
      listen_port: String(port),
      unix_socket_dir: '',
      pidfile: '',
      logfile: '',
      // Loopback only, in a test: the client side trusts the user name (which must be in auth_file).
      auth_type: 'trust',
      auth_file: userlist,
    }),
    { mode: 0o644 },
  );

  let child: ChildProcess | undefined;
  let output = '';
  const start = async () => {
    const proc = spawn(binary, [...(asUser ? ['-u', asUser] : []), ini], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
    proc.stdout!.on('data', keep);
    proc.stderr!.on('data', keep);
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`pgbouncer exited (${proc.exitCode}):\n${output}`);
      if (await accepts(port)) return;
      if (Date.now() > deadline) throw new Error(`pgbouncer did not listen within 10 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    const proc = child;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    port,
    url: (database) => `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${database}`,
    pid: () => child?.pid,
    start,
    stop: async () => {
      await stop();
    },
    log: () => output,
    dispose: async () => {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
