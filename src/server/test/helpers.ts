import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, inject, vi } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import { clockFromConfig, type Clock } from '../clock';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Db } from '../db/client';
import type { Mailer, MailMessage } from '../mail/mailer';
import { createQueuedMailer } from '../mail/queued-mailer';
import { startWorker, type WorkerDeps } from '../workers';
import { createJobQueue, type JobQueue, type JobQueueOptions, type PayloadMap } from '../queue/job-queue';
import { createLogger } from '../logger';
import { QUEUES } from '../queue/queues';
import { withDatabase } from './global-setup';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: AppDeps['db'];
  pool: pg.Pool;
  sessionClientConfig: pg.ClientConfig;
  config: Config;
  /** The app's clock: moved by CLOCK_OFFSET_DAYS when the run sets it, so expectations follow it. */
  clock: Clock;
  /**
   * Every mail the app sent (handed to the mail queue), newest last: the moment it asked, or, for a mail queued
   * inside a transaction, the moment that transaction committed (one rolled back sends nothing).
   */
  mails: MailMessage[];
  /** Every mail the queue's worker has delivered, newest last. `await ctx.queue.drain()` waits for the queue. */
  delivered: MailMessage[];
  /** The app's job queue, started, with its mail worker. */
  queue: JobQueue;
  /** What the app's workers run on, for a test that starts one more (`startWorker(name, ctx.workerDeps)`). */
  workerDeps: WorkerDeps;
}

/** Test workers look for jobs often; `drain()` wakes them at once anyway. */
export const TEST_QUEUE_POLLING_SECONDS = 0.5;
/** How long a test app's queue waits for running jobs when the file's tests end. */
const TEST_QUEUE_STOP_MS = 1_000;

/** A fresh database cloned from the migrated, seeded template; dropped when the file's tests end. */
export async function createTestDatabase() {
  const adminUrl = inject('pgAdminUrl');
  const name = `fh_test_${process.ppid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${inject('templateDb')}`);
      break;
    } catch (error) {
      // Two files cloning at the same instant: "source database is being accessed by other users".
      if ((error as { code?: string }).code !== '55006' || attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
  // A throwaway database on a durable server (DATABASE_URL mode): a commit need not wait for the disk.
  await admin.query(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
  const pooledUrl = inject('pgPooledUrl');
  const database = pooledUrl
    ? openDatabase(withDatabase(pooledUrl, name), {
        max: 10,
        pooling: 'transaction',
        directUrl: withDatabase(adminUrl, name),
      })
    : openDatabase(withDatabase(adminUrl, name), { max: 10 });
  return {
    ...database,
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await client.end();
    },
  };
}

/**
 * Builds the real app over a fresh database; call once per test file (at top level or in beforeAll).
 * Mail goes through the app's queue to `mailTransport` (default: nowhere), recorded in `mails` when sent and
 * in `delivered` when delivered.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  { mailTransport, ...overrides }: Partial<AppDeps> & { mailTransport?: Mailer } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fh-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://localhost:3000',
    ADMIN_EMAILS: 'admin@facilitatorhub.example',
    // Test requests send forms at once; form-guard tests set a minimum fill time of their own.
    FORM_MIN_FILL_MS: '0',
    // Hundreds of sign-ups: argon2id at full cost would spend minutes of the run hashing.
    PASSWORD_HASH_COST: 'test',
    // Tests reach no outside server; the ECB's rates come from a local fake where a test needs them.
    ECB_RATES_URL: '',
    ...testClockEnv(),
    ...env,
  });
  const clock = overrides.clock ?? clockFromConfig(config);
  const mails: MailMessage[] = [];
  const delivered: MailMessage[] = [];
  const queue = await startTestQueue(database.sessionClientConfig, { queues: QUEUES });
  const queuedMailer = createQueuedMailer(queue);
  const { db, pendingMail } = recordingCommits(database.db, mails);
  const app = await buildApp({
    config,
    db,
    pool: database.pool,
    sessionClientConfig: database.sessionClientConfig,
    dbMode: 'external',
    mailer: {
      send: (message, options) => {
        // Work started inside a transaction may outlive it (a background task): that one no longer waits.
        const pending = options?.tx && pendingMail.getStore();
        if (pending?.open) pending.mails.push(message);
        else mails.push(message);
        return queuedMailer.send(message, options);
      },
    },
    queue,
    webDir: path.join(dataDir, 'no-web-build'),
    logger: false,
    ...overrides,
    clock,
  });
  const workerDeps: WorkerDeps = {
    ...app.deps,
    log: app.log,
    mailTransport: {
      send: async (message) => {
        await mailTransport?.send(message);
        delivered.push(message);
      },
    },
  };
  // Only the mail worker: the other queues' jobs run when a test starts their worker or calls the service.
  await startWorker('mail.send', workerDeps);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await queue.stop(TEST_QUEUE_STOP_MS);
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    app,
    db,
    pool: database.pool,
    sessionClientConfig: database.sessionClientConfig,
    config,
    clock,
    mails,
    delivered,
    queue,
    workerDeps,
  };
}

/**
 * The database with its top-level transactions watched: a mail queued inside one (`mailer.send(…, { tx })`,
 * in it or in a nested one) joins `mails` once it commits, and is dropped when it rolls back, as the queue
 * itself does with the mail's job.
 */
function recordingCommits(database: Db, mails: MailMessage[]) {
  const pendingMail = new AsyncLocalStorage<{ mails: MailMessage[]; open: boolean }>();
  const db: Db = Object.create(database);
  db.transaction = async (work, config) => {
    const pending = { mails: [] as MailMessage[], open: true };
    try {
      const result = await pendingMail.run(pending, () => database.transaction(work, config));
      mails.push(...pending.mails);
      return result;
    } finally {
      pending.open = false;
    }
  };
  return { db, pendingMail };
}

/**
 * A started job queue over a test database (the app's queues, or `queues`), as an instance of the app
 * starts it; the caller stops it. The template database already holds the queue's schema.
 */
export async function startTestQueue<P extends PayloadMap<P>>(
  connection: pg.ClientConfig,
  options: Pick<JobQueueOptions<P>, 'queues' | 'boss' | 'pollingIntervalSeconds'>,
): Promise<JobQueue<P>> {
  const queue = createJobQueue<P>({
    connection,
    queues: options.queues,
    log: createLogger('silent', false),
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? TEST_QUEUE_POLLING_SECONDS,
    // No maintenance or cron passes unless a test asks for them.
    boss: { supervise: false, schedule: false, registerInstance: false, ...options.boss },
  });
  await queue.start();
  return queue;
}

/** The run's clock switch (CLOCK_OFFSET_DAYS), for a config the tests build themselves. */
export const testClockEnv = (): Record<string, string> =>
  process.env.CLOCK_OFFSET_DAYS ? { CLOCK_OFFSET_DAYS: process.env.CLOCK_OFFSET_DAYS } : {};

/** The clock the tests of this run use (the seed of the template database ran on it too). */
export const testClock = () => clockFromConfig(loadConfig(testClockEnv()));

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * Puts the web app's page renderer, from its source (src/web/entry-server.tsx), where the web build puts
 * it in `webDir`: the server then draws the public pages, and their heads and statuses, as in production.
 */
export function addPageRenderer(webDir: string) {
  const source = pathToFileURL(path.resolve(import.meta.dirname, '../../web/entry-server.tsx')).href;
  fs.mkdirSync(path.join(webDir, '.ssr'), { recursive: true });
  fs.writeFileSync(path.join(webDir, '.ssr', 'entry-server.js'), `export { renderer } from '${source}';\n`);
}
let userCounter = 0;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
  userType: 'company' | 'facilitator';
}

type SignUpOverrides = Partial<{
  email: string;
  password: string;
  companyName: string;
  firstName: string;
  lastName: string;
  /** The language of the page the sign-up comes from (sent as Accept-Language, as the web app does). */
  locale: 'en' | 'de';
}>;

/**
 * Signs a new user up through the real auth endpoint without confirming the address: the account
 * exists, unverified. Most tests want `signUp`.
 */
export async function signUpUnverified(
  ctx: Pick<TestContext, 'app' | 'mails'>,
  userType: 'company' | 'facilitator',
  overrides: SignUpOverrides = {},
) {
  userCounter += 1;
  const email =
    overrides.email ?? `${userType}-${userCounter}-${randomBytes(4).toString('hex')}@test.example`;
  const password = overrides.password ?? 'correct horse battery';
  const profile =
    userType === 'company'
      ? { companyName: overrides.companyName ?? `Test Company ${userCounter}` }
      : {
          firstName: overrides.firstName ?? 'Test',
          lastName: overrides.lastName ?? `Facilitator${userCounter}`,
        };
  const mailsTo = () => ctx.mails.filter((m) => m.to.toLowerCase() === email.toLowerCase()).length;
  const mailsBefore = mailsTo();
  // Each test user signs up from its own address, so the per-IP sign-up limit does not interfere.
  const remoteAddress = `10.250.${Math.floor(userCounter / 250) % 250}.${(userCounter % 250) + 1}`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN, ...(overrides.locale ? { 'accept-language': overrides.locale } : {}) },
    remoteAddress,
    // Sent the way a person sends the form: some seconds after it appeared.
    payload: { email, password, confirmPassword: password, userType, ...profile, formFillMs: 10_000 },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  // Every sign-up mails the address (a confirmation link, or word of the attempt), after the answer.
  await vi.waitFor(
    () => {
      if (mailsTo() === mailsBefore) throw new Error(`no mail to ${email} after its sign-up`);
    },
    { timeout: 10_000, interval: 20 },
  );
  return { email, password, userType, remoteAddress, response: res };
}

/** The newest verification link mailed to `email`, as a path on our server. */
export function verificationLink(ctx: Pick<TestContext, 'mails'>, email: string): string {
  const mail = ctx.mails.findLast((m) => m.to === email && /\/verify-email\?token=/.test(m.text));
  if (!mail) throw new Error(`no verification mail to ${email}`);
  const url = new URL(mail.text.match(/https?:\/\/\S+\/verify-email\?\S+/)![0]);
  return url.pathname + url.search;
}

/** Opens the mailed verification link as the user's browser would; answers the session cookie it sets. */
export async function followVerificationLink(
  ctx: Pick<TestContext, 'app' | 'mails'>,
  email: string,
  remoteAddress?: string,
): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: verificationLink(ctx, email), remoteAddress });
  if (res.statusCode !== 302) throw new Error(`verification failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res.headers['set-cookie']);
}

/**
 * A verified, signed-in user of the given type: signs up through the real auth endpoint and follows
 * the link of the verification mail, as a new user does. Use this for every test user.
 */
export async function signUp(
  ctx: Pick<TestContext, 'app' | 'mails'>,
  userType: 'company' | 'facilitator',
  overrides: SignUpOverrides = {},
): Promise<TestUser> {
  const { email, password, remoteAddress } = await signUpUnverified(ctx, userType, overrides);
  const cookie = await followVerificationLink(ctx, email, remoteAddress);
  const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const id = (me.json() as { user?: { id: string } } | null)?.user?.id;
  if (!id) throw new Error(`the verification link did not sign ${email} in`);
  return { id, email, password, cookie, userType };
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** Headers for an authenticated request from our own origin. */
export const as = (u: TestUser | undefined) =>
  u ? { cookie: u.cookie, origin: TEST_ORIGIN } : { origin: TEST_ORIGIN };
