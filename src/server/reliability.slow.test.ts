import fs from 'node:fs';
import autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import {
  connectEmbedded,
  postmasterPid,
  startServerProcess,
  waitForExit,
  serverProcesses,
} from './test/server-process';
import { QUEUE_SCHEMA } from './queue/job-queue';

/**
 * Slow reliability checks (`npm run test:slow`, run by CI): repeated kill -9
 * of the server and of its embedded PostgreSQL under write load (no acknowledged
 * write is lost, nor the mail it queued), a long mixed load with 200 clients,
 * and SIGTERM during load.
 */
const { dataDir, start, killAll } = serverProcesses('fh-reliability-');
const CYCLES = Number(process.env.DURABILITY_CYCLES ?? 20);

afterAll(async () => {
  killAll();
  // Leave no PostgreSQL behind: a clean start and stop handles one left by a kill -9.
  const last = await startServerProcess(dataDir).catch(() => undefined);
  if (last) {
    last.child.kill('SIGTERM');
    await waitForExit(last.child);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  // A whole start (migrations included) and a clean stop: more than the default 10 s on a busy machine.
}, 120_000);

/** Writes access requests from 8 parallel clients until stopped; returns the acknowledged emails. */
function writeLoad(base: string, tag: string) {
  const acknowledged: string[] = [];
  let running = true;
  let n = 0;
  const worker = async () => {
    while (running) {
      const email = `${tag}-${n++}@durable.example`;
      try {
        const res = await fetch(`${base}/api/access-requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base },
          body: JSON.stringify({ name: 'Durable Writer', email, role: 'company', message: `write ${tag}` }),
        });
        if (res.status === 201) acknowledged.push(email);
      } catch {
        // The server is being killed: requests without an answer were never acknowledged.
      }
    }
  };
  const workers = Array.from({ length: 8 }, worker);
  return {
    acknowledged,
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

describe('durability under kill -9', () => {
  it(
    `keeps every acknowledged write across ${CYCLES} kills of the server and of PostgreSQL`,
    { timeout: 900_000 },
    async () => {
      let server = await start();
      for (let cycle = 0; cycle < CYCLES; cycle++) {
        const killDatabase = cycle % 2 === 1;
        const load = writeLoad(server.base, `c${cycle}`);
        await new Promise((resolve) => setTimeout(resolve, 1200));
        if (killDatabase) {
          // The embedded PostgreSQL dies mid-load; then the server process goes too (as a supervisor would restart both).
          process.kill(postmasterPid(dataDir), 'SIGKILL');
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        server.child.kill('SIGKILL');
        await load.stop();
        await waitForExit(server.child);
        expect(load.acknowledged.length, `cycle ${cycle} acknowledged writes`).toBeGreaterThan(0);

        server = await start();
        const { missing, unmailed, orphans } = await missingRows(load.acknowledged);
        console.log(
          `cycle ${cycle + 1}/${CYCLES} (${killDatabase ? 'PostgreSQL and server' : 'server'} killed): ${load.acknowledged.length} acknowledged writes, ${missing.length} missing, ${unmailed.length} without their mail`,
        );
        expect(missing, `cycle ${cycle}: acknowledged but missing`).toEqual([]);
        expect(unmailed, `cycle ${cycle}: acknowledged but without its mail`).toEqual([]);
        expect(orphans).toBe(0);
      }
      server.child.kill('SIGTERM');
      expect(await waitForExit(server.child)).toBe(0);
    },
  );
});

describe('load and shutdown', () => {
  it(
    'serves 200 concurrent clients of mixed reads and writes without errors, with flat memory',
    { timeout: 300_000 },
    async () => {
      const server = await start();
      const rss = () =>
        Number(fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
      // tsx runs the server in a child of this pid; measure the whole process tree's busiest member.
      const duration = Number(process.env.LOAD_SECONDS ?? 60);
      const samples: number[] = [];
      const sampler = setInterval(() => samples.push(rss()), 1000);
      let counter = 0;
      const result = await autocannon({
        url: server.base,
        connections: 200,
        duration,
        requests: [
          { method: 'GET', path: '/api/jobs?q=workshop&page=1' },
          { method: 'GET', path: '/api/focus-areas/counts' },
          {
            method: 'POST',
            path: '/api/access-requests',
            headers: { 'content-type': 'application/json', origin: server.base },
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                name: 'Load Tester',
                email: `load-${counter++}@load.example`,
                role: 'facilitator',
              }),
            }),
          },
          { method: 'GET', path: '/api/facilitators?q=workshop' },
        ],
      });
      clearInterval(sampler);
      expect(result.errors).toBe(0);
      expect(result.timeouts).toBe(0);
      expect(
        result.non2xx,
        `status codes ${JSON.stringify(result.statusCodeStats)}; server log:\n${server
          .stderr()
          .split('\n')
          .filter((line) => !line.includes('"level":30'))
          .slice(-15)
          .join('\n')}`,
      ).toBe(0);
      expect(result.requests.total).toBeGreaterThan(1000);
      // Memory is flat: the second half of the run does not grow beyond the first half's peak by more than 30 %.
      const half = Math.floor(samples.length / 2);
      const firstPeak = Math.max(...samples.slice(0, half));
      const secondPeak = Math.max(...samples.slice(half));
      expect(secondPeak).toBeLessThan(firstPeak * 1.3);
      server.child.kill('SIGTERM');
      expect(await waitForExit(server.child)).toBe(0);
    },
  );

  it('finishes every in-flight request on SIGTERM and exits within 10 s', { timeout: 120_000 }, async () => {
    const server = await start();
    const inflight = Array.from({ length: 100 }, (_, i) =>
      fetch(`${server.base}/api/jobs?q=${i % 2 ? 'workshop' : 'facilitator'}&page=${1 + (i % 5)}`).then(
        (res) => res.status,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(
      inflight.map((p) => p.catch((error: Error) => `${error.message}: ${String(error.cause)}`)),
    );
    const code = await waitForExit(server.child);
    const log = `after ${Date.now() - stoppedAt} ms; server log:\n${server.stderr().slice(-3000)}`;
    expect(Date.now() - stoppedAt, log).toBeLessThan(10_000);
    expect(code, log).toBe(0);
    expect(
      statuses.filter((status) => status !== 200),
      log,
    ).toEqual([]);
  });
});
