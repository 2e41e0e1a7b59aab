import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One production server for the run, on its own port with a throwaway DATA_DIR.
// Workers load this file again; they inherit these values through the environment.
process.env.E2E_PORT ??= String(4100 + Math.floor(Math.random() * 800));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'fh-e2e-'));
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
/** The server's secret; the tests sign links (an Extend link) with it as the server would. */
export const E2E_AUTH_SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456';
// CI runs the e2e suite more than once (other clock offsets): E2E_WEB_DIST_DIR lets the runs share one build.
const webDistDir = process.env.E2E_WEB_DIST_DIR ?? path.join(process.env.E2E_DATA_DIR, 'web');

/**
 * The environment of an e2e server on `serverPort` with its data (embedded PostgreSQL, mail outbox) in
 * `dataDir`: the run's server below, and any a spec starts of its own (with other settings on top).
 */
export function e2eServerEnv(serverPort: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAILS: 'admin@facilitatorhub.example',
    PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
    BETTER_AUTH_SECRET: E2E_AUTH_SECRET,
    RATE_LIMIT_MAX: '10000',
    AUTH_RATE_LIMIT_SCALE: '100',
    // Every browser of the run connects from 127.0.0.1: two workers' contexts, each with its own connections
    // and live event streams, went past the per-address cap (64) and the server cut the next sockets, a burst
    // of ERR_CONNECTION_RESET in whichever tests were loading then. The cap has its own server tests.
    MAX_CONNECTIONS_PER_IP: '0',
    ACCESS_REQUESTS_PER_HOUR: '1000',
    // A test fills a form faster than a person; the server tests cover the minimum fill time.
    FORM_MIN_FILL_MS: '0',
    // Every spec signs people up: hashes at a test cost (allowed on loopback only).
    PASSWORD_HASH_COST: 'test',
    // An unread message is mailed after two seconds instead of ten minutes, so that a test sees the mail.
    MESSAGE_MAIL_DELAY_S: '2',
    // Saved searches are matched every two seconds instead of every minute, so that a test sees the alert.
    JOB_ALERT_INTERVAL_S: '2',
    JSEARCH_API_KEY: '',
    // No test reaches the internet: the budget filters use the stored exchange rates.
    ECB_RATES_URL: '',
    // Always the embedded PostgreSQL, also when the run itself has a DATABASE_URL (npm test's server tests).
    DATABASE_URL: '',
    DATABASE_DIRECT_URL: '',
    DATABASE_POOLING: 'session',
    // A throwaway database: its disk flushes would only cost the run time.
    EMBEDDED_DATABASE_FSYNC: 'off',
    // The specs read the sample jobs and profiles (the embedded database's default, stated here).
    SAMPLE_DATA: 'on',
    // The clock switch: the fixtures move every browser context's clock by the same number of days.
    CLOCK_OFFSET_DAYS: process.env.CLOCK_OFFSET_DAYS ?? '0',
  };
}

/**
 * The browser: Debian's Chromium in its headless shell (package chromium-headless-shell), the same engine
 * as the full browser without its windowing and compositor, which Playwright itself uses for headless runs
 * and which costs about half the CPU. Without the package, the full Chromium at /usr/bin/chromium.
 * CHROMIUM_PATH names another.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // Per run, so that parallel runs never clean up each other's artifacts.
  outputDir: path.join(process.env.E2E_DATA_DIR, 'test-results'),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx scripts/start.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // SIGTERM lets the server drain and stop its embedded PostgreSQL (a SIGKILL would leave PostgreSQL running).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: e2eServerEnv(port, process.env.E2E_DATA_DIR),
  },
});
