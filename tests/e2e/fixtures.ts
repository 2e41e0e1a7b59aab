import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { DAY_MS } from '../../src/server/clock';
import { loadConfig } from '../../src/server/config';
import { buildSeedJobs } from '../../src/server/db/seed/data/jobs';
import { sampleDeadline, seededAt } from '../../src/server/db/seed/sample-dates';

/**
 * The run's clock switch (CLOCK_OFFSET_DAYS, read as the server reads it): playwright.config passes it to
 * the server, and every browser context gets the same offset, so that the whole product runs on another day.
 */
export const CLOCK_OFFSET_DAYS = loadConfig({
  CLOCK_OFFSET_DAYS: process.env.CLOCK_OFFSET_DAYS,
}).CLOCK_OFFSET_DAYS;

/** Now, on the clock the server and the browsers of this run use. */
export const clockNow = () => new Date(Date.now() + CLOCK_OFFSET_DAYS * DAY_MS);

/** Moves the context's clock by the run's offset; its time keeps flowing from there. */
async function installClock(context: BrowserContext) {
  if (CLOCK_OFFSET_DAYS !== 0) await context.clock.install({ time: clockNow() });
}

/** A browser context of a test's own, on the run's clock (never call browser.newContext directly). */
export async function newContext(browser: Browser, options?: BrowserContextOptions) {
  const context = await browser.newContext(options);
  await installClock(context);
  return context;
}

/** Runs axe-core on the current page and fails on any violation. */
export async function expectNoA11yViolations(page: Page) {
  // Analyse the rendered page, not the moment before its lazily loaded chunk arrived.
  await expect(page.locator('main#main h1').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(summary, 'axe-core violations').toEqual([]);
}

export const test = base.extend<{ consentGiven: boolean; consent: void }>({
  context: async ({ context }, use) => {
    await installClock(context);
    await use(context);
  },
  /** Most tests start with the cookie choice made, so the banner does not cover the page. */
  consentGiven: [true, { option: true }],
  consent: [
    async ({ context, baseURL, consentGiven }, use) => {
      if (consentGiven) await context.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL! }]);
      await use();
    },
    { auto: true },
  ],
});

/**
 * The application deadline the seed stored for a sample job, by the seed's own rules (sample-dates.ts),
 * from the moment it ran: read back from the job's posting time, so that a run across midnight agrees too.
 */
export function seededDeadline(seedKey: string, postedAt: string): string | null {
  const seedJobs = buildSeedJobs();
  const index = seedJobs.findIndex((job) => job.key === seedKey);
  const job = seedJobs[index];
  if (!job) throw new Error(`no sample job ${seedKey}`);
  return sampleDeadline(job.applicationDeadline, seededAt(new Date(postedAt), job.postedDaysAgo, index));
}

/** A 'YYYY-MM-DD' date as the job page writes it: "15 January 2027". */
export const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

export { expect };

import fs from 'node:fs';
import path from 'node:path';

/** Reads the newest outbox mail (DATA_DIR/mail/*.eml) sent to `to` whose subject matches, waiting for it briefly. */
export async function latestMail(to: string, subject: RegExp, timeoutMs = 10_000): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const file of files) {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      const decoded = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const subjectLine = decoded.match(/^Subject: (.*)$/m)?.[1] ?? '';
      if (decoded.includes(`To: ${to}`) && subject.test(subjectLine)) return decoded;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let counter = 0;
/** A unique address for a test user. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${++counter}-${Math.floor(Math.random() * 1e6)}@e2e.example`;
