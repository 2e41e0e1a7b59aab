import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './db/free-port';
import { findHaproxy, startHaproxy, type Haproxy } from './test/haproxy';
import { findPgBouncer, startPgBouncer, type PgBouncer } from './test/pgbouncer';
import { startServerProcess, waitForExit, type ServerProcess } from './test/server-process';
import { validJobInput } from './test/factories';
import { sessionCookie } from './test/helpers';
import { withDatabase } from './test/global-setup';

/**
 * The production topology on loopback (`npm run test:slow`, run by CI): HAProxy (deploy/haproxy.cfg) in
 * front of three instances, which reach a fresh database through PgBouncer in transaction mode
 * (deploy/pgbouncer.ini) and PostgreSQL directly for migrations and LISTEN. Every process is this test's
 * child and is stopped by its pid at the end.
 */
const POSTGRES_URL = process.env.TOPOLOGY_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECRET = 'topology-secret-topology-secret-0123456789';
/** Longer than HAProxy needs to see a 503 from the health check (fall 2 x fastinter 250 ms) and stop routing. */
const DRAIN_MS = 2_000;
/** After PgBouncer is back: HAProxy's rise (2 x 500 ms) and the pools' new connections. */
const RECOVERY_MS = 5_000;

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const missing = [
  findPgBouncer() ? undefined : 'pgbouncer (apt-get install pgbouncer)',
  findHaproxy() ? undefined : 'haproxy (apt-get install haproxy)',
  (await postgresAnswers()) ? undefined : `PostgreSQL at ${POSTGRES_URL}`,
].filter(Boolean);
if (missing.length) console.log(`Topology test skipped: ${missing.join(', ')} not available.`);

const dbName = `fh_topology_${process.pid}`;
const directUrl = withDatabase(POSTGRES_URL, dbName);
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fh-topology-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Instance {
  port: number;
  dataDir: string;
  server?: ServerProcess;
}
const instances: Instance[] = [];
const every: ServerProcess[] = [];
let bouncer: PgBouncer | undefined;
let balancer: Haproxy | undefined;
let lb = '';
let admin: pg.Client;
let db: pg.Client;

async function startInstance(instance: Instance) {
  const server = await startServerProcess(instance.dataDir, {
    PORT: String(instance.port),
    DATABASE_URL: bouncer!.url(dbName),
    DATABASE_POOLING: 'transaction',
    DATABASE_DIRECT_URL: directUrl,
    // The reads under load search the sample jobs; the first instance loads them, the others find them loaded.
    SAMPLE_DATA: 'on',
    BETTER_AUTH_SECRET: SECRET,
    TRUST_PROXY: 'true',
    PUBLIC_URL: lb,
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  });
  every.push(server);
  instance.server = server;
  return server;
}

function logs() {
  return [
    ...instances.map((instance, i) => `--- app${i + 1}:\n${instance.server?.stderr().slice(-2_000)}`),
    `--- haproxy:\n${balancer?.log().slice(-2_000)}`,
    `--- pgbouncer:\n${bouncer?.log().slice(-2_000)}`,
  ].join('\n');
}

beforeAll(async () => {
  if (missing.length) return;
  admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  // Behind the pooler the statement timeout is the database's (or role's) setting, as docs/deployment.md says.
  await admin.query(`alter database ${dbName} set statement_timeout = '15s'`);
  bouncer = await startPgBouncer(POSTGRES_URL);
  lb = `http://127.0.0.1:${await freePort()}`;
  for (let i = 0; i < 3; i++)
    instances.push({ port: await freePort(), dataDir: fs.mkdtempSync(path.join(root, `app${i + 1}-`)) });
  // The first one migrates and seeds the fresh database; then the other two.
  await startInstance(instances[0]);
  await Promise.all(instances.slice(1).map(startInstance));
  balancer = await startHaproxy(
    instances.map((instance) => `127.0.0.1:${instance.port}`) as [string, string, string],
    Number(new URL(lb).port),
  );
  db = new pg.Client({ connectionString: directUrl });
  db.on('error', () => undefined);
  await db.connect();
}, 180_000);

afterAll(async () => {
  for (const { child } of every)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(every.map(({ child }) => waitForExit(child)));
  await balancer?.stop();
  await bouncer?.dispose();
  await db?.end().catch(() => undefined);
  if (admin) {
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    await admin.end();
  }
  fs.rmSync(root, { recursive: true, force: true });
});

const json = (base: string, cookie?: string) => ({
  'content-type': 'application/json',
  origin: lb,
  ...(cookie && { cookie }),
});

/** A verified account with a session: sign up, mark the address verified, sign in (all through `base`). */
async function account(base: string, userType: 'company' | 'facilitator', email: string) {
  const password = 'topology password 1';
  const profile =
    userType === 'company'
      ? { companyName: 'Topology Company' }
      : { firstName: 'Tess', lastName: 'Topology' };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: json(base),
    body: JSON.stringify({ email, password, confirmPassword: password, userType, ...profile }),
  });
  expect(signUp.status, await signUp.text()).toBe(200);
  await db.query('update "user" set email_verified = true where email = $1', [email]);
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: json(base),
    body: JSON.stringify({ email, password }),
  });
  expect(signIn.status, await signIn.text()).toBe(200);
  return sessionCookie(signIn.headers.getSetCookie());
}

/** An open live-notification stream; `next()` resolves with the next notification's data. */
async function openStream(url: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { cookie }, signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  let buffer = '';
  return {
    async next(timeoutMs = 10_000): Promise<{ title: string; body: string }> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = /event: notification\ndata: (.*)\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return JSON.parse(match[1]);
        }
        if (Date.now() > deadline) throw new Error(`no notification on ${url} within ${timeoutMs} ms`);
        const chunk = await Promise.race([reader.read(), sleep(deadline - Date.now()).then(() => undefined)]);
        if (chunk?.done) throw new Error(`stream ${url} ended`);
        if (chunk?.value) buffer += new TextDecoder().decode(chunk.value);
      }
    },
    close: () => controller.abort(),
  };
}

interface Outcome {
  at: number;
  ok: boolean;
  what: string;
}

/** Readers and writers through the balancer until stopped; every outcome and every acknowledged write. */
function load(tag: string, reads: string[], workers = 6) {
  const outcomes: Outcome[] = [];
  const acknowledged: string[] = [];
  let running = true;
  let n = 0;
  const worker = async (w: number) => {
    for (let i = 0; running; i++) {
      const at = Date.now();
      const write = (i + w) % 2 === 0;
      const email = `${tag}-${n++}@topology.example`;
      let what: string;
      try {
        const res = write
          ? await fetch(`${lb}/api/access-requests`, {
              method: 'POST',
              headers: json(lb),
              body: JSON.stringify({ name: 'Topology Writer', email, role: 'company' }),
            })
          : await fetch(`${lb}${reads[i % reads.length]}`);
        await res.arrayBuffer();
        what = `${write ? 'POST' : 'GET'} ${res.status}`;
        if (write && res.status === 201) acknowledged.push(email);
        outcomes.push({ at, ok: res.status === (write ? 201 : 200), what });
      } catch (error) {
        what = `${write ? 'POST' : 'GET'} ${(error as Error).message}: ${String((error as Error).cause)}`;
        outcomes.push({ at, ok: false, what });
      }
      // No busy loop while everything fails fast (e.g. the balancer has no instance left).
      if (!outcomes.at(-1)!.ok) await sleep(50);
    }
  };
  const running_ = Array.from({ length: workers }, (_, w) => worker(w));
  return {
    outcomes,
    acknowledged,
    stop: async () => {
      running = false;
      await Promise.all(running_);
    },
  };
}

async function present(emails: string[]) {
  const { rows } = await db.query<{ email: string }>(
    'select email from access_requests where email = any($1)',
    [emails],
  );
  const found = new Set(rows.map((row) => row.email));
  return { present: found.size, missing: emails.filter((email) => !found.has(email)) };
}

function summary(name: string, outcomes: Outcome[], acknowledged: string[], presentCount: number) {
  const failed = outcomes.filter((outcome) => !outcome.ok);
  const kinds = [...new Set(failed.map((outcome) => outcome.what))].slice(0, 5).join('; ');
  console.log(
    `topology, ${name}: ${outcomes.length} requests, ${failed.length} failed${kinds ? ` (${kinds})` : ''}; ` +
      `${acknowledged.length} writes acknowledged, ${presentCount} of them present`,
  );
}

let reads: string[] = [];

describe.skipIf(missing.length > 0)(
  'topology: HAProxy, three instances, PgBouncer in transaction mode',
  () => {
    it('serves the smoke path across instances: sessions, posting, applying, live notifications', async () => {
      const apps = instances.map((instance) => instance.server!.base);
      const health = await (await fetch(`${lb}/api/health`)).json();
      expect(health).toEqual({ status: 'ok', db: 'external' });

      const companyEmail = `company-${process.pid}@topology.example`;
      const company = await account(lb, 'company', companyEmail);
      const facilitator = await account(lb, 'facilitator', `facilitator-${process.pid}@topology.example`);
      // The session made through the balancer works on every instance.
      for (const base of apps) {
        const me = await fetch(`${base}/api/me`, { headers: { cookie: company } });
        expect(me.status, base).toBe(200);
      }

      // The company listens on the third instance and through the balancer.
      const onThird = await openStream(`${apps[2]}/api/notifications/stream`, company);
      const viaBalancer = await openStream(`${lb}/api/notifications/stream`, company);

      const posted = await fetch(`${lb}/api/jobs`, {
        method: 'POST',
        headers: json(lb, company),
        body: JSON.stringify(validJobInput()),
      });
      expect(posted.status, await posted.clone().text()).toBe(201);
      const job = (await posted.json()) as { id: string; title: string };
      // The job page (a named statement on direct connections) from every instance, several times each.
      for (let i = 0; i < 6; i++) {
        const page = await fetch(`${apps[i % 3]}/api/jobs/${job.id}`);
        expect(page.status).toBe(200);
      }

      // The facilitator applies on the second instance.
      const applied = await fetch(`${apps[1]}/api/jobs/${job.id}/applications`, {
        method: 'POST',
        headers: { ...json(apps[1], facilitator) },
        body: JSON.stringify({
          coverLetter:
            'I have run more than forty strategy offsites for leadership teams and would love to run yours.',
          portfolioLinks: ['https://portfolio.example/cases'],
        }),
      });
      expect(applied.status, await applied.clone().text()).toBe(201);
      for (const stream of [onThird, viaBalancer]) {
        const notification = await stream.next();
        expect(notification.title).toBe('New application');
        expect(notification.body).toContain(job.title);
      }
      onThird.close();
      viaBalancer.close();

      reads = [
        '/api/jobs?q=workshop&page=1',
        `/api/jobs/${job.id}`,
        '/api/facilitators?q=workshop',
        '/api/focus-areas/counts',
      ];
    });

    it("keys rate limits by the client's address as the balancer saw it, never by a client's own header", async () => {
      // The client connects from 127.0.0.2 and claims another address; the balancer connects from 127.0.0.1.
      const status = await new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({
          name: 'Proxy Check',
          email: 'proxy@topology.example',
          role: 'company',
        });
        const request = http.request(
          `${lb}/api/access-requests`,
          {
            method: 'POST',
            localAddress: '127.0.0.2',
            headers: {
              ...json(lb),
              'content-length': Buffer.byteLength(body),
              'x-forwarded-for': '203.0.113.7',
              'x-forwarded-proto': 'https',
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode!));
          },
        );
        request.on('error', reject);
        request.end(body);
      });
      expect(status).toBe(201);
      // Our limiter's keys end with the client address it counted (the prefix names the limit).
      const { rows } = await db.query<{ key: string }>('select key from app_rate_limit');
      const addresses = rows.map((row) => row.key.slice(row.key.lastIndexOf('|') + 1));
      expect(addresses).toContain('127.0.0.2');
      expect(addresses.filter((address) => address.includes('203.0.113.7'))).toEqual([]);
    });

    it('takes a killed instance out (kill -9 under load) and loses no acknowledged write', async () => {
      const traffic = load('kill', reads);
      await sleep(2_000);
      const victim = instances[1];
      const killedAt = Date.now();
      victim.server!.child.kill('SIGKILL');
      await waitForExit(victim.server!.child);
      await sleep(4_000);
      await traffic.stop();
      const { present: found, missing: lost } = await present(traffic.acknowledged);
      summary('kill -9 of one instance', traffic.outcomes, traffic.acknowledged, found);
      expect(lost).toEqual([]);
      expect(balancer!.log()).toMatch(/Server app\/app2 is DOWN/);
      // Once the health checks have taken it out (well within 2 s), nothing fails.
      const late = traffic.outcomes.filter((outcome) => !outcome.ok && outcome.at > killedAt + 2_000);
      expect(late, logs()).toEqual([]);
      expect(
        traffic.outcomes.filter((outcome) => outcome.ok && outcome.at > killedAt + 2_000).length,
      ).toBeGreaterThan(20);
      await startInstance(victim);
    });

    it('restarts every instance in turn (SIGTERM, drain) under load with 0 failed requests', async () => {
      // The instance restarted last must be back in the balancer's rotation.
      await sleep(1_500);
      const drained = () =>
        balancer!.log().match(/Server app\/app\d is DOWN, reason: Layer7 wrong status, code: 503/g)?.length ??
        0;
      const drainedBefore = drained();
      const traffic = load('rolling', reads);
      await sleep(1_000);
      for (const instance of instances) {
        const { child } = instance.server!;
        child.kill('SIGTERM');
        expect(await waitForExit(child), logs()).toBe(0);
        await startInstance(instance);
        // Back in rotation (rise 2 x 500 ms) before the next one goes.
        await sleep(1_500);
      }
      await traffic.stop();
      const { present: found, missing: lost } = await present(traffic.acknowledged);
      summary('rolling restart', traffic.outcomes, traffic.acknowledged, found);
      expect(
        traffic.outcomes.filter((outcome) => !outcome.ok),
        logs(),
      ).toEqual([]);
      expect(lost).toEqual([]);
      expect(traffic.outcomes.length).toBeGreaterThan(100);
      // Each instance left the rotation because its health check answered 503 while it drained, before it
      // stopped listening (HAProxy writes each such line to stdout and to stderr).
      expect(drained() - drainedBefore, balancer!.log()).toBeGreaterThanOrEqual(3);
    });

    it('rides out a PgBouncer restart: failures only while it is down, then recovery without restarting the app', async () => {
      const traffic = load('pgbouncer', reads);
      await sleep(2_000);
      const stoppedAt = Date.now();
      await bouncer!.stop();
      await sleep(1_500);
      await bouncer!.start();
      const backAt = Date.now();
      await sleep(RECOVERY_MS + 3_000);
      await traffic.stop();
      const { present: found, missing: lost } = await present(traffic.acknowledged);
      summary('PgBouncer restart', traffic.outcomes, traffic.acknowledged, found);
      const outside = traffic.outcomes.filter(
        (outcome) => !outcome.ok && (outcome.at < stoppedAt - 200 || outcome.at > backAt + RECOVERY_MS),
      );
      expect(outside, logs()).toEqual([]);
      expect(
        traffic.outcomes.filter((outcome) => outcome.ok && outcome.at > backAt + RECOVERY_MS).length,
      ).toBeGreaterThan(20);
      expect(lost).toEqual([]);
      // The same processes as before the restart.
      for (const instance of instances) expect(instance.server!.child.exitCode, logs()).toBeNull();
    });
  },
);
