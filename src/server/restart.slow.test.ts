import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverProcesses, waitForExit } from './test/server-process';

const { dataDir, start, killAll } = serverProcesses('fh-restart-');

afterAll(async () => {
  killAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('durability across kill -9', () => {
  it('keeps every acknowledged write and restarts cleanly, then shuts down gracefully on SIGTERM', async () => {
    const first = await start();
    const emails: string[] = [];
    for (let i = 0; i < 8; i++) {
      const email = `durable-${i}@test.example`;
      const res = await fetch(`${first.base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: first.base },
        body: JSON.stringify({
          email,
          password: 'durable password',
          confirmPassword: 'durable password',
          userType: 'company',
          companyName: `Durable ${i}`,
        }),
      });
      expect(res.status).toBe(200);
      emails.push(email);
    }
    first.child.kill('SIGKILL');
    await waitForExit(first.child);

    const second = await start();
    for (const email of emails) {
      const res = await fetch(`${second.base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: second.base },
        body: JSON.stringify({ email, password: 'durable password' }),
      });
      // The account and its password are there: only an unconfirmed address stands between it and a session.
      expect(res.status, email).toBe(403);
      expect((await res.json()).error.code, email).toBe('EMAIL_NOT_VERIFIED');
    }
    expect(await (await fetch(`${second.base}/api/health`)).json()).toEqual({ status: 'ok', db: 'embedded' });

    second.child.kill('SIGTERM');
    expect(await waitForExit(second.child)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 180_000);
});
