import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectEmbedded, startServerProcess, waitForExit, type ServerProcess } from '../test/server-process';
import { QUEUE_SCHEMA } from './job-queue';

/**
 * Mail a request queued outlives the server: kill -9 while the SMTP server is stuck, start again (this
 * time writing to the outbox), and every queued message goes out.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fh-mail-restart-'));
const started: ServerProcess[] = [];
/** An SMTP server that takes connections and never answers: a delivery under way hangs. */
const sockets = new Set<net.Socket>();
const stuckSmtp = net.createServer((socket) => {
  sockets.add(socket);
  socket.on('error', () => undefined);
  socket.on('close', () => sockets.delete(socket));
});
await new Promise<void>((resolve) => stuckSmtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (stuckSmtp.address() as net.AddressInfo).port;

afterAll(async () => {
  for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => stuckSmtp.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

async function requestAccess(base: string, email: string) {
  const res = await fetch(`${base}/api/access-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Patient Reader', email, role: 'company' }),
  });
  expect(res.status, email).toBe(201);
}

/** Resolves once `check` holds, polling; rejects with `what` after `timeoutMs`. */
async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const outboxRecipients = () => {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((file) =>
    fs
      .readFileSync(path.join(dir, file), 'utf8')
      .match(/^To: (.+)$/m)?.[1]
      ?.trim(),
  );
};

describe('queued mail across kill -9', () => {
  it('is delivered after a restart', { timeout: 300_000 }, async () => {
    // No sample data: its people's mails (a review reminder at the first tick) would take the worker first.
    const first = await startServerProcess(dataDir, {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SAMPLE_DATA: 'off',
    });
    started.push(first);
    // The first mail takes the only worker, which then waits for the SMTP server's greeting.
    await requestAccess(first.base, 'stuck@restart.example');
    await until(() => sockets.size > 0, 'the worker to reach the SMTP server');
    const queued = Array.from({ length: 5 }, (_, i) => `queued-${i}@restart.example`);
    for (const email of queued) await requestAccess(first.base, email);
    first.child.kill('SIGKILL');
    await waitForExit(first.child);

    const second = await startServerProcess(dataDir, { SMTP_URL: '', SAMPLE_DATA: 'off' });
    started.push(second);
    await until(
      () => queued.every((email) => outboxRecipients().includes(email)),
      'the queued mail in the outbox',
    );
    expect(
      outboxRecipients().filter((to) => to?.endsWith('@restart.example') && to !== 'stuck@restart.example'),
    ).toHaveLength(queued.length);
    // The mail that was being delivered when the server died is kept too: it is tried again once its
    // attempt has expired.
    const db = await connectEmbedded(dataDir);
    try {
      const { rows } = await db.query(
        `select state::text from ${QUEUE_SCHEMA}.job where name = 'mail.send' and data->>'to' = 'stuck@restart.example'`,
      );
      expect(rows).toEqual([{ state: 'active' }]);
    } finally {
      await db.end();
    }
    second.child.kill('SIGTERM');
    expect(await waitForExit(second.child)).toBe(0);
  });
});
