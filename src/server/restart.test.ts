import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fh-restart-'));
const children: ChildProcess[] = [];

async function freePort() {
  return new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the real server process (`src/server/main.ts`) on the shared DATA_DIR and waits for /api/health. */
async function startServer() {
  const port = await freePort();
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_SCALE: '10', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${stderr}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.status === 200) return { child, base };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  // Stop a PostgreSQL left running by the last kill -9 (a clean start/stop handles it).
  const { child } = await startServer().catch(() => ({ child: undefined }));
  if (child) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('durability across kill -9', () => {
  it('keeps every acknowledged write and restarts cleanly, then shuts down gracefully on SIGTERM', async () => {
    const first = await startServer();
    const emails: string[] = [];
    for (let i = 0; i < 8; i++) {
      const email = `durable-${i}@test.example`;
      const res = await fetch(`${first.base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: first.base },
        body: JSON.stringify({ email, password: 'durable password', confirmPassword: 'durable password', userType: 'company', companyName: `Durable ${i}` }),
      });
      expect(res.status).toBe(200);
      emails.push(email);
    }
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    const second = await startServer();
    for (const email of emails) {
      const res = await fetch(`${second.base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: second.base },
        body: JSON.stringify({ email, password: 'durable password' }),
      });
      expect(res.status, email).toBe(200);
    }
    expect(await (await fetch(`${second.base}/api/health`)).json()).toEqual({ status: 'ok', db: 'embedded' });

    second.child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => second.child.once('exit', resolve));
    expect(code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 180_000);
});
