import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { e2eServerEnv } from '../../playwright.config';
import type { E2EServer } from './fixtures';

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts a production server of its own for a spec that needs other settings than the run's server
 * (`settings`, e.g. MODERATION), with its own DATA_DIR (database, outbox) under the run's, and the run's
 * web build. Resolves once it answers its health check; `stop()` shuts it down as the run's server is
 * (SIGTERM: it drains and stops its embedded PostgreSQL). Started again with the same `name` after a stop,
 * it runs on the same data (e.g. with another CLOCK_OFFSET_DAYS, days later); `port` keeps its address too,
 * so that the browser contexts' base URL and cookies still fit.
 */
export async function startOwnServer(
  name: string,
  settings: Record<string, string>,
  { port: wantedPort }: { port?: number } = {},
): Promise<E2EServer & { port: number; stop(): Promise<void> }> {
  const port = wantedPort ?? (await freePort());
  const dataDir = path.join(process.env.E2E_DATA_DIR!, name);
  fs.mkdirSync(dataDir, { recursive: true });
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
    env: { ...process.env, ...e2eServerEnv(port, dataDir), ...settings },
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group, so that a signal reaches the server behind npx and tsx.
    detached: true,
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${name} server exited: ${stderr}`);
    const healthy = await fetch(`${baseURL}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      signal('SIGTERM');
      throw new Error(`the ${name} server did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  return {
    baseURL,
    dataDir,
    port,
    async stop() {
      if (child.exitCode !== null) return;
      signal('SIGTERM');
      const timeout = setTimeout(() => signal('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timeout);
    },
  };
}
