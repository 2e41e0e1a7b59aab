import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../db/free-port';
import { findBinary } from './find-binary';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const HAPROXY_SAMPLE = path.join(ROOT, 'deploy/haproxy.cfg');

/** The haproxy binary, when installed (Debian: apt-get install haproxy). */
export const findHaproxy = () =>
  findBinary('haproxy', ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy']);

export interface Haproxy {
  base: string;
  pid(): number | undefined;
  stop(): Promise<void>;
  log(): string;
}

/** Runs deploy/haproxy.cfg as it is, on a loopback port (a free one unless given), in front of the three given `host:port`s. */
export async function startHaproxy(apps: [string, string, string], port?: number): Promise<Haproxy> {
  const binary = findHaproxy();
  if (!binary) throw new Error('haproxy is not installed');
  port ??= await freePort();
  const env = {
    ...process.env,
    FH_LISTEN: `127.0.0.1:${port}`,
    FH_APP1: apps[0],
    FH_APP2: apps[1],
    FH_APP3: apps[2],
  };
  const check = spawnSync(binary, ['-c', '-q', '-f', HAPROXY_SAMPLE], { env, encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`deploy/haproxy.cfg is not valid:\n${check.stdout}${check.stderr}`);
  // -db: stay in the foreground, so that the pid is HAProxy's own.
  const child = spawn(binary, ['-db', '-f', HAPROXY_SAMPLE], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}):\n${output}`);
    // Ready once it answers and has seen an instance pass its health check.
    const res = await fetch(`${base}/api/health`).catch(() => undefined);
    if (res?.ok) break;
    if (Date.now() > deadline)
      throw new Error(`haproxy did not route to an instance within 10 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    pid: () => child.pid,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
    log: () => output,
  };
}
