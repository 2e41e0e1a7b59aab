import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import { clockFromConfig, type Clock } from '../clock';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import type { MailMessage } from '../mail/mailer';
import { withDatabase } from './global-setup';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: AppDeps['db'];
  pool: pg.Pool;
  config: Config;
  /** The app's clock: moved by CLOCK_OFFSET_DAYS when the run sets it, so expectations follow it. */
  clock: Clock;
  /** Every mail the app "sent", newest last. */
  mails: MailMessage[];
}

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
  await admin.end();
  const database = openDatabase(withDatabase(adminUrl, name), { max: 10 });
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

/** Builds the real app over a fresh database; call once per test file (at top level or in beforeAll). */
export async function buildTestApp(
  env: Record<string, string> = {},
  overrides: Partial<AppDeps> = {},
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
    ...testClockEnv(),
    ...env,
  });
  const clock = overrides.clock ?? clockFromConfig(config);
  const mails: MailMessage[] = [];
  const app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    dbMode: 'external',
    mailer: { send: async (message) => void mails.push(message) },
    webDir: path.join(dataDir, 'no-web-build'),
    logger: false,
    ...overrides,
    clock,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, db: database.db, pool: database.pool, config, clock, mails };
}

/** The run's clock switch (CLOCK_OFFSET_DAYS), for a config the tests build themselves. */
export const testClockEnv = (): Record<string, string> =>
  process.env.CLOCK_OFFSET_DAYS ? { CLOCK_OFFSET_DAYS: process.env.CLOCK_OFFSET_DAYS } : {};

/** The clock the tests of this run use (the seed of the template database ran on it too). */
export const testClock = () => clockFromConfig(loadConfig(testClockEnv()));

export const TEST_ORIGIN = 'http://localhost:3000';
let userCounter = 0;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
  userType: 'company' | 'facilitator';
}

/** Signs a new user up through the real auth endpoint and returns its session cookie. */
export async function signUp(
  ctx: Pick<TestContext, 'app'>,
  userType: 'company' | 'facilitator',
  overrides: Partial<{
    email: string;
    password: string;
    companyName: string;
    firstName: string;
    lastName: string;
  }> = {},
): Promise<TestUser> {
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
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    // Each test user signs up from its own address, so the per-IP sign-up limit does not interfere.
    remoteAddress: `10.250.${Math.floor(userCounter / 250) % 250}.${(userCounter % 250) + 1}`,
    payload: { email, password, confirmPassword: password, userType, ...profile },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return {
    id: res.json().user.id,
    email,
    password,
    cookie: sessionCookie(res.headers['set-cookie']),
    userType,
  };
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
