import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectEmbedded, postmasterPid, waitForExit, serverProcesses } from './test/server-process';
import { QUEUE_SCHEMA } from './queue/job-queue';

/**
 * Durability (`npm run test:slow`, run by CI): repeated kill -9 of the server and of its embedded PostgreSQL
 * under write load loses no acknowledged write (an access request, the mail it queued, a sign-up and its
 * password), and the server then stops cleanly on SIGTERM, its PostgreSQL with it. It counts writes, not
 * failed requests or seconds, so it runs beside the other files of the slow suite (vitest.config.ts).
 */
const { dataDir, start, cleanUp } = serverProcesses('fh-durability-');
const CYCLES = Number(process.env.DURABILITY_CYCLES ?? 20);
const PASSWORD = 'durable password';

afterAll(cleanUp, 120_000);

/**
 * Writes until stopped: access requests from 8 parallel clients and sign-ups from a ninth; returns the
 * acknowledged emails of each.
 */
function writeLoad(base: string, tag: string) {
  const acknowledged: string[] = [];
  const signedUp: string[] = [];
  let running = true;
  let n = 0;
  const write = async (path: string, body: object, ok: number) => {
    try {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify(body),
      });
      return res.status === ok;
    } catch {
      // The server is being killed: requests without an answer were never acknowledged.
      return false;
    }
  };
  const requester = async () => {
    while (running) {
      const email = `${tag}-${n++}@durable.example`;
      const body = { name: 'Durable Writer', email, role: 'company', message: `write ${tag}` };
      if (await write('/api/access-requests', body, 201)) acknowledged.push(email);
    }
  };
  const signer = async () => {
    while (running) {
      const email = `${tag}-account-${n++}@durable.example`;
      const body = {
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        userType: 'company',
        companyName: `Durable ${tag}`,
      };
      if (await write('/api/auth/sign-up/email', body, 200)) signedUp.push(email);
    }
  };
  const workers = [...Array.from({ length: 8 }, requester), signer()];
  return {
    acknowledged,
    signedUp,
    stop: async () => {
      running = false;
      await Promise.allSettled(workers);
    },
  };
}

async function missingRows(emails: string[]) {
  const client = await connectEmbedded(dataDir);
  try {
    const { rows } = await client.query<{ email: string }>(
      'select email from access_requests where email = any($1)',
      [emails],
    );
    const present = new Set(rows.map((row) => row.email));
    // Each new request queued its confirmation in the same transaction: queued or sent, never lost.
    const { rows: mails } = await client.query<{ to: string }>(
      `select data->>'to' as to from ${QUEUE_SCHEMA}.job where name = 'mail.send' and data->>'to' = any($1)`,
      [emails],
    );
    const mailed = new Set(mails.map((row) => row.to));
    // Half-written sign-ups would show up as users without their profile row or credentials.
    const { rows: orphans } = await client.query(
      `select u.id from "user" u
       where not exists (select 1 from account a where a.user_id = u.id and a.provider_id = 'credential')
         and u.email not like '%.example' is false and u.email like '%@durable.example'`,
    );
    return {
      missing: emails.filter((email) => !present.has(email)),
      unmailed: emails.filter((email) => !mailed.has(email)),
      orphans: orphans.length,
    };
  } finally {
    await client.end();
  }
}

/** The acknowledged sign-ups whose account does not answer its password (a 403 for the unconfirmed address). */
async function accountsLost(base: string, emails: string[]) {
  const lost: string[] = [];
  for (const email of emails) {
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    // The account and its password are there: only an unconfirmed address stands between it and a session.
    const code = res.status === 403 ? ((await res.json()) as { error: { code: string } }).error.code : '';
    if (code !== 'EMAIL_NOT_VERIFIED') lost.push(`${email}: ${res.status} ${code}`);
  }
  return lost;
}

describe('durability under kill -9', () => {
  it(
    `keeps every acknowledged write across ${CYCLES} kills of the server and of PostgreSQL, then stops cleanly on SIGTERM`,
    { timeout: 900_000 },
    async () => {
      let server = await start();
      for (let cycle = 0; cycle < CYCLES; cycle++) {
        // Alternately both processes and the server alone, ending with the server alone: the last start then
        // stops the PostgreSQL the killed server left running before starting its own.
        const killDatabase = (CYCLES - cycle) % 2 === 0;
        const load = writeLoad(server.base, `c${cycle}`);
        await new Promise((resolve) => setTimeout(resolve, 1200));
        // A busy machine may not have answered a sign-up yet (one client makes them, each hashes a password).
        while (!load.signedUp.length || !load.acknowledged.length)
          await new Promise((resolve) => setTimeout(resolve, 50));
        if (killDatabase) {
          // The embedded PostgreSQL dies mid-load; then the server process goes too (as a supervisor would restart both).
          process.kill(postmasterPid(dataDir), 'SIGKILL');
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        server.child.kill('SIGKILL');
        await load.stop();
        await waitForExit(server.child);
        expect(load.acknowledged.length, `cycle ${cycle} acknowledged writes`).toBeGreaterThan(0);
        expect(load.signedUp.length, `cycle ${cycle} acknowledged sign-ups`).toBeGreaterThan(0);

        server = await start();
        expect(await (await fetch(`${server.base}/api/health`)).json()).toEqual({
          status: 'ok',
          db: 'embedded',
        });
        const { missing, unmailed, orphans } = await missingRows(load.acknowledged);
        const lost = await accountsLost(server.base, load.signedUp);
        console.log(
          `cycle ${cycle + 1}/${CYCLES} (${killDatabase ? 'PostgreSQL and server' : 'server'} killed): ${load.acknowledged.length} acknowledged writes, ${missing.length} missing, ${unmailed.length} without their mail; ${load.signedUp.length} sign-ups, ${lost.length} lost`,
        );
        expect(missing, `cycle ${cycle}: acknowledged but missing`).toEqual([]);
        expect(unmailed, `cycle ${cycle}: acknowledged but without its mail`).toEqual([]);
        expect(lost, `cycle ${cycle}: signed up but without its account`).toEqual([]);
        expect(orphans).toBe(0);
      }
      server.child.kill('SIGTERM');
      expect(await waitForExit(server.child)).toBe(0);
      // Its own PostgreSQL stops with it: nothing is left for the next start to clean up.
      expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    },
  );
});
