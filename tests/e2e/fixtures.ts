// Long on purpose: the one set of fixtures and helpers every e2e spec imports (contexts on the run's clock,
// the console watch, axe, users, jobs, mail), so that a spec never makes these its own way.
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import type { ApplyInput } from '../../src/shared/applications';
import type { JobDetail, PostJobFormValues } from '../../src/shared/jobs';
import { DAY_MS } from '../../src/server/clock';
import { loadConfig } from '../../src/server/config';
import { buildSeedJobs } from '../../src/server/db/seed/data/job-generator';
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

/**
 * Moves the context's clock by the run's offset (or by `offsetDays`, for a spec whose own server runs on
 * another day: own-server.ts); its time keeps flowing from there.
 */
async function installClock(context: BrowserContext, offsetDays = CLOCK_OFFSET_DAYS) {
  if (offsetDays !== 0) await context.clock.install({ time: new Date(Date.now() + offsetDays * DAY_MS) });
}

/** Something a page of the running test reported as broken: a console error or an uncaught page error. */
interface ConsoleProblem {
  /** What the browser said, with the resource it was about (if any) and the page's address. */
  text: string;
  /** The HTTP status of a "Failed to load resource" message. */
  status?: number;
  /** The path of the resource that failed to load. */
  resource?: string;
  /** The path of the page that logged it. */
  page?: string;
}

/**
 * What the browsers of the running test reported as broken (React's hydration mismatches, #418 and its
 * kin, arrive as page errors in the production build). Each test fails on any of them that is not
 * allowed (EXPECTED_CONSOLE_ERRORS, allowConsoleErrors); one in a context made in a beforeAll counts
 * against the test running at the time.
 */
const consoleProblems: ConsoleProblem[] = [];

/** The extra allowances of the running test (allowConsoleErrors). */
let testAllowances: RegExp[] = [];

const MISSING = new Set([404, 410]);

/**
 * Console errors every test may meet. Chromium logs "Failed to load resource" for every response of
 * 400 or more, also when the app expects it and shows the outcome; these are the expected ones.
 */
const EXPECTED_CONSOLE_ERRORS: ((problem: ConsoleProblem) => boolean)[] = [
  // A missing or withdrawn page a test opens on purpose (an unknown job, topic or path) answers 404 or
  // 410 to the document itself, as search engines should see it.
  (problem) => MISSING.has(problem.status ?? 0) && problem.resource === problem.page,
  // Such a detail page, once running, asks the API for the thing in its address (/jobs/x asks
  // /api/jobs/x), which answers the same 404 or 410; the page shows Not Found or no longer available.
  (problem) => MISSING.has(problem.status ?? 0) && problem.resource === `/api${problem.page}`,
];

/**
 * Allows the running test console errors whose text matches: each a browser's note about a response
 * the test provokes on purpose (a wrong password's 401); say why beside the call.
 */
export function allowConsoleErrors(...patterns: RegExp[]): void {
  testAllowances.push(...patterns);
}

const pathOf = (url: string | undefined) => (url ? url.replace(/^https?:\/\/[^/]+/, '') : undefined);

/** Notes the console errors and page errors of every page in the context. */
function watchConsole(context: BrowserContext) {
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const resource = message.location().url;
    const page = message.page()?.url();
    const status = Number(message.text().match(/status of (\d{3})/)?.[1]) || undefined;
    consoleProblems.push({
      text: `console error: ${message.text()}${resource ? ` [${resource}]` : ''} on ${page}`,
      status,
      resource: pathOf(resource),
      page: pathOf(page),
    });
  });
  context.on('weberror', (error) => {
    consoleProblems.push({ text: `page error: ${error.error().message} on ${error.page()?.url()}` });
  });
}

/** Fails the test on a console or page error that is not allowed, and starts the next one afresh. */
function expectNoConsoleProblems() {
  const allowances = testAllowances;
  testAllowances = [];
  const problems = consoleProblems
    .splice(0)
    .filter(
      (problem) =>
        !EXPECTED_CONSOLE_ERRORS.some((expected) => expected(problem)) &&
        !allowances.some((re) => re.test(problem.text)),
    )
    .map((problem) => problem.text);
  expect(problems, 'console errors and page errors (hydration mismatches among them)').toEqual([]);
}

/**
 * Waits until the app runs the page it loaded (`<html data-interactive>`, set by MarkInteractive): a
 * button on a page the server drew does nothing until then. A response without the app (a feed, JSON)
 * passes at once.
 */
async function untilInteractive(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('root') || 'interactive' in document.documentElement.dataset,
    undefined,
    { timeout: 15_000 },
  );
}

/** Has page loads in the context (goto, reload, back and forward) return once the app runs the page. */
function awaitAppOnLoads(context: BrowserContext, javaScriptEnabled = true) {
  if (!javaScriptEnabled) return;
  context.on('page', (page) => {
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await load(...args);
          await untilInteractive(page);
          return response;
        },
      });
    }
  });
}

/**
 * A browser context of a test's own, on the run's clock (never call browser.newContext directly).
 * `appRuns: false` for a context that keeps the app's scripts from running: its page loads do not wait
 * for the app. `clockOffsetDays` puts it on another day than the run's, that of a spec's own server.
 */
export async function newContext(
  browser: Browser,
  options?: BrowserContextOptions,
  {
    appRuns = options?.javaScriptEnabled !== false,
    clockOffsetDays = CLOCK_OFFSET_DAYS,
  }: { appRuns?: boolean; clockOffsetDays?: number } = {},
) {
  const context = await browser.newContext(options);
  await installClock(context, clockOffsetDays);
  watchConsole(context);
  awaitAppOnLoads(context, appRuns);
  return context;
}

/** The server under test (playwright.config.ts starts it on E2E_PORT and sets PUBLIC_URL to this). */
export const E2E_BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** A server the helpers below talk to: its address, and its DATA_DIR (where its outbox is). */
export interface E2EServer {
  baseURL: string;
  dataDir: string;
}
const RUN_SERVER: E2EServer = { baseURL: E2E_BASE_URL, dataDir: process.env.E2E_DATA_DIR! };
let server = RUN_SERVER;

/**
 * Points the helpers (sign-up, mail, posting) at a server a spec started of its own, with other settings;
 * without an argument, back at the run's server. Such a spec runs serially, in one worker.
 */
export function useServer(other?: E2EServer): void {
  server = other ?? RUN_SERVER;
}

/** Runs axe-core on the current page and fails on any violation. */
export async function expectNoA11yViolations(page: Page) {
  // A German page wears the same classes, and so the same colours, as its English twin, whose checks measure
  // the contrast: its own check leaves out that rule, axe's costliest (half of a check's CPU on a list page).
  const german = (await page.locator('html').getAttribute('lang')) === 'de';
  await expectNoViolationsOf(page, (axe) => axe.disableRules(german ? ['color-contrast'] : []));
}

/**
 * The axe rules whose findings can differ between a page and its translation: the language attributes, the
 * title, and every name or text alternative a translation supplies (a missing or empty one), alone or
 * compared with others (two landmarks named alike, an alt text that repeats its link's text). The rest
 * (roles, ARIA attributes, structure, landmarks, colours) reads markup and classes that both languages share.
 */
const LANGUAGE_BOUND_RULES = [
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'valid-lang',
  'document-title',
  'area-alt',
  'aria-command-name',
  'aria-dialog-name',
  'aria-input-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-tab-name',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'aria-treeitem-name',
  'button-name',
  'empty-heading',
  'empty-table-header',
  'frame-title',
  'frame-title-unique',
  'image-alt',
  'image-redundant-alt',
  'input-button-name',
  'input-image-alt',
  'label',
  'label-title-only',
  'landmark-unique',
  'link-name',
  'object-alt',
  'role-img-alt',
  'select-name',
  'summary-name',
  'svg-img-alt',
  'table-duplicate-name',
  // Longer German words can make a box overflow, and so scroll, where the English fits.
  'scrollable-region-focusable',
];

/**
 * Runs only axe's language-bound rules (LANGUAGE_BOUND_RULES) and fails on any violation: for the walk over
 * every German page, whose English twins the other specs check with all the rules. The rules it leaves out
 * would find on a German page what they find on its twin, at two to three times the CPU of these.
 */
export async function expectNoLanguageBoundA11yViolations(page: Page) {
  await expectNoViolationsOf(page, (axe) => axe.withRules(LANGUAGE_BOUND_RULES));
}

/** Runs axe-core, set up by `configure`, on the current page and fails on any violation. */
async function expectNoViolationsOf(page: Page, configure: (axe: AxeBuilder) => AxeBuilder) {
  // Analyse the rendered page, not the moment before its lazily loaded chunk arrived.
  await expect(page.locator('main#main h1').first()).toBeVisible();
  // In the page itself: the default mode opens a second page per check to merge the frames' results, which
  // costs a check two to three times the CPU, and our pages have no frames from another origin to merge.
  const results = await configure(
    new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }),
  ).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(summary, 'axe-core violations').toEqual([]);
}

export const test = base.extend<{
  consentGiven: boolean;
  awaitInteractive: boolean;
  consent: void;
  consoleChecked: void;
}>({
  /**
   * Whether page loads return only once the app runs the page (untilInteractive). A test of what a person
   * can do before that (tapping as soon as a button shows) turns it off.
   */
  awaitInteractive: [true, { option: true }],
  context: async ({ context, javaScriptEnabled, awaitInteractive }, use) => {
    await installClock(context);
    watchConsole(context);
    awaitAppOnLoads(context, javaScriptEnabled && awaitInteractive);
    await use(context);
  },
  consoleChecked: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use();
      expectNoConsoleProblems();
    },
    { auto: true },
  ],
  /** Most tests start with the cookie choice made, so the banner takes no room on the page. */
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

/** Quoted-printable text, its escapes turned into the bytes they stand for (one character per byte). */
const unescapeBytes = (text: string) =>
  text.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * An outbox mail as a person reads it: headers unfolded, the subject's encoded words (RFC 2047, which a
 * German subject uses) and the quoted-printable body decoded as the UTF-8 they carry.
 */
function decodeMail(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  const head = raw
    .slice(0, end)
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('latin1')
        : unescapeBytes(text.replace(/_/g, ' ')),
    );
  const body = unescapeBytes(raw.slice(end).replace(/=\r?\n/g, ''));
  return Buffer.from(head + body, 'latin1').toString('utf8');
}

/** The outbox mails (DATA_DIR/mail/*.eml) sent to `to` whose subject matches, newest first, decoded. */
export function mailsTo(to: string, subject: RegExp): string[] {
  const dir = path.join(server.dataDir, 'mail');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
  return files
    .map((file) => decodeMail(fs.readFileSync(path.join(dir, file), 'latin1')))
    .filter((mail) => mail.includes(`To: ${to}`) && subject.test(mail.match(/^Subject: (.*)$/m)?.[1] ?? ''));
}

/** Reads the newest outbox mail sent to `to` whose subject matches, waiting for it briefly. */
export async function latestMail(to: string, subject: RegExp, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [newest] = mailsTo(to, subject);
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let counter = 0;
/** A word no other test or worker uses (workers start in the same millisecond): for titles and searches. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A unique address for a test user. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${++counter}-${Math.floor(Math.random() * 1e6)}@e2e.example`;

/** The subject of the mail that confirms a new address, in either language. */
export const VERIFICATION_SUBJECT = /^(Confirm your email|Bestätigen Sie Ihre E-Mail-Adresse)/;

/** The link of the newest verification mail sent to `email`. */
export async function verificationLink(email: string): Promise<string> {
  const mail = await latestMail(email, VERIFICATION_SUBJECT);
  return mail.match(/https?:\/\/\S+verify-email\S+/)![0];
}

export const E2E_PASSWORD = 'correct horse battery staple';

export interface NewUser {
  userType: 'company' | 'facilitator';
  email: string;
  password: string;
  /** The company name, or the facilitator's "first last". */
  name: string;
}

/**
 * A verified, signed-in user of the given type in the page's browser context: signs up through the
 * API, then opens the mailed verification link, which signs the new user in (as it does for a person).
 * Use this for every test user.
 */
export async function signUpVerified(
  page: Page,
  userType: 'company' | 'facilitator',
  options: Partial<{
    email: string;
    password: string;
    companyName: string;
    firstName: string;
    lastName: string;
  }> = {},
): Promise<NewUser> {
  const email = options.email ?? uniqueEmail(userType);
  const password = options.password ?? E2E_PASSWORD;
  const names: { companyName: string } | { firstName: string; lastName: string } =
    userType === 'company'
      ? { companyName: options.companyName ?? `E2E Company ${++counter}` }
      : { firstName: options.firstName ?? 'Erin', lastName: options.lastName ?? `Tester${++counter}` };
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, confirmPassword: password, userType, ...names },
    headers: { origin: server.baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
  const verified = await page.request.get(await verificationLink(email), { maxRedirects: 0 });
  expect(verified.status(), 'the verification link redirects').toBe(302);
  expect(verified.headers()['set-cookie'] ?? '', 'the verification link signs in').toMatch(
    /better-auth\.session_token=[^;]/,
  );
  return {
    userType,
    email,
    password,
    name: 'companyName' in names ? names.companyName : `${names.firstName} ${names.lastName}`,
  };
}

/** A body of POST /api/jobs that passes the schema: a published job unless overridden. */
export const validJobInput = (overrides: Partial<PostJobFormValues> = {}): PostJobFormValues => ({
  title: 'Leadership offsite facilitator',
  location: 'Berlin, Germany',
  remote: 'hybrid',
  experience: 'senior',
  employmentType: 'contract',
  description:
    'We are looking for an experienced facilitator to run a two-day strategy offsite for our leadership team of twelve.',
  requirements: 'Five or more years facilitating executive teams; fluent English.',
  focusAreas: ['strategic-planning', 'leadership'],
  status: 'published',
  ...overrides,
});

/** Posts a valid job through the API as the company signed in in the page's context; answers the job. */
export async function postJob(page: Page, overrides: Partial<PostJobFormValues> = {}): Promise<JobDetail> {
  const res = await page.request.post('/api/jobs', {
    headers: { origin: server.baseURL },
    data: validJobInput(overrides),
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as JobDetail;
}

/** Applies through the API as the facilitator signed in in the page's context; answers the application. */
export async function applyTo(page: Page, jobId: string, input: ApplyInput): Promise<{ id: string }> {
  const res = await page.request.post(`/api/jobs/${jobId}/applications`, {
    headers: { origin: server.baseURL },
    data: input,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { application: { id: string } }).application;
}

/** The administrator of the e2e server (its ADMIN_EMAILS, see playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@facilitatorhub.example', password: 'e2e admin password 42' };

/**
 * Signs the administrator in in the page's browser context, signing the account up first when this run's
 * database does not have it yet (whichever test needs it first, in whichever worker, creates it).
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const signIn = () =>
    page.request.post('/api/auth/sign-in/email', {
      data: E2E_ADMIN,
      headers: { origin: server.baseURL },
    });
  if ((await signIn()).ok()) return;
  try {
    await signUpVerified(page, 'company', { ...E2E_ADMIN, companyName: 'FacilitatorHub Admin' });
  } catch {
    // Another worker signed the administrator up at the same moment: wait until its confirmation is done.
    await expect.poll(async () => (await signIn()).status(), { timeout: 20_000 }).toBe(200);
  }
}

/**
 * A browser context of its own, on the run's clock and with the cookie choice made, holding a verified,
 * signed-in user (the session cookie lands in the context): for tests with two people side by side.
 */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  userType: 'company' | 'facilitator',
  names: Record<string, string>,
  viewport = { width: 1280, height: 900 },
) {
  const context = await newContext(browser, { baseURL, viewport });
  await context.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL }]);
  const page = await context.newPage();
  const user = await signUpVerified(page, userType, names);
  return { context, page, ...user };
}

/** A toast's close button, in either language. */
const TOAST_CLOSE = /^(Close toast|Hinweis schließen)$/;

/**
 * axe on a page that may show toasts: the shared toaster's success colours (sonner richColors) measure
 * 4.25:1, under axe's 4.5:1 (known), so the toasts are dismissed before axe looks at our page.
 */
export async function expectNoA11yViolationsWithoutToasts(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  // Until none is left: a live update can bring a toast while the others close.
  await expect(async () => {
    for (const close of await page.getByRole('button', { name: TOAST_CLOSE }).all())
      await close.click({ force: true, timeout: 1_000 }).catch(() => undefined);
    // A pointer left over the toasts would keep the next one on screen (sonner pauses them while hovered).
    await page.mouse.move(0, 0);
    await expect(toasts).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expectNoA11yViolations(page);
}

/** Completes the profile of the facilitator signed in in the page's context, so that it is listed; answers its id. */
export async function listProfile(
  page: Page,
  baseURL: string,
  names: { firstName: string; lastName: string; location: string },
): Promise<string> {
  const res = await page.request.put('/api/profile/facilitator', {
    headers: { origin: baseURL },
    data: {
      ...names,
      headline: 'Strategy offsites and retrospectives',
      bio: 'Designs and runs strategy offsites and retrospectives for leadership teams, in English and French.',
      focusAreas: ['strategic-planning', 'leadership'],
      // What the listing rule asks for beyond onboarding (docs/decisions/035).
      yearsExperience: 10,
      rateCurrency: 'EUR',
      dayRateMin: 1000,
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { id: string }).id;
}

/**
 * axe on the HTML the server sends, styled but with no app script run: the page's scripts answer empty
 * (axe itself needs JavaScript, so this context has it).
 */
export async function expectServerHtmlAccessible(browser: Browser, path: string) {
  const context = await newContext(
    browser,
    { baseURL: E2E_BASE_URL, javaScriptEnabled: true },
    { appRuns: false },
  );
  await context.addCookies([{ name: 'CookieConsent', value: 'true', url: E2E_BASE_URL }]);
  await context.route(/\/assets\/[^?]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  const page = await context.newPage();
  await page.goto(path);
  await expectNoA11yViolations(page);
  await context.close();
}

/** A phone held upright (an iPhone 12 to 15's screen): 390 × 844, touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Throttles the page's CPU and network as a mid-range phone on a slow mobile line. */
export async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}
