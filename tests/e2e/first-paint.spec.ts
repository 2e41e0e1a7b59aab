import type { BrowserContext, Page } from '@playwright/test';
import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME } from '../../src/shared/constants';
import type { JobSearchResponse } from '../../src/shared/job-search';
import type { JobListResponse } from '../../src/shared/jobs';
import type { FacilitatorDirectoryPage } from '../../src/shared/profiles';
import { expect, expectNoA11yViolations, PHONE, test, throttle } from './fixtures';

/*
 * What a person does on a phone as soon as a public page shows its controls, before its scripts have made
 * it interactive (and with no scripts at all): every tap and keystroke must count, with the result it has
 * once the page runs.
 *
 * The phone: PHONE, throttled (a CPU four times slower and a 1.6 Mbit/s line with 150 ms round trips).
 * The page's scripts are also held back until the test's first action is done, so that the action lands
 * before hydration on every run however fast the machine is; then they load.
 */

const JOB_WORD = 'retreat';
const FACILITATOR_WORD = 'retrospectives';

/**
 * Holds the page's scripts until `release()`: what the test does first happens on the page as the server
 * drew it. Requests of a page left meanwhile (a native submit) are dropped.
 */
async function holdScripts(context: BrowserContext) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/[^?]+\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Waits until the app runs the page (MarkInteractive). */
const untilInteractive = (page: Page) =>
  page.waitForFunction(() => 'interactive' in document.documentElement.dataset, undefined, {
    timeout: 30_000,
  });

/** On a phone the filters fold behind a Filters button (a native disclosure, which opens without scripts). */
const openFilters = (page: Page) => page.locator('summary', { hasText: 'Filters' }).tap();

/** The page's address, without waiting for anything but the response's start. */
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'commit' });

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/** The count /jobs shows for a list, e.g. "Showing 1–24 of 31 jobs". */
const jobsShown = (list: JobListResponse) =>
  new RegExp(`Showing 1–${list.items.length} of ${list.total}${list.totalIsExact ? '' : '\\+'} jobs?$`);

const facilitatorsShown = (list: FacilitatorDirectoryPage) =>
  list.total === 1 ? '1 facilitator found' : `${list.total.toLocaleString('en-US')} facilitators found`;

/** /job-search shows `expected`, the API's answer for `word`, with the form filled from its URL. */
async function expectJobSearchResults(page: Page, word: string, expected: JobSearchResponse) {
  await expect(page.getByLabel('Keywords')).toHaveValue(word);
  const results = page.getByRole('region', { name: 'Search results' });
  const count = expected.data.length;
  await expect(results.getByRole('status')).toContainText(`${count} ${count === 1 ? 'job' : 'jobs'} found`);
  await expect(results.getByRole('article')).toHaveCount(count);
  const first = expected.data[0];
  if (first) await expect(results.getByRole('article').first()).toContainText(first.job_title ?? '');
}

async function expectConsentStored(context: BrowserContext, value: 'true' | 'false') {
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === COOKIE_CONSENT_NAME)?.value)
    .toBe(value);
  const cookie = (await context.cookies()).find((c) => c.name === COOKIE_CONSENT_NAME)!;
  const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(COOKIE_CONSENT_DAYS - 1);
  expect(days).toBeLessThanOrEqual(COOKIE_CONSENT_DAYS);
  expect(cookie.path).toBe('/');
  expect(cookie.sameSite).toBe('Lax');
}

/** The journeys, run with the scripts (held back until the first action) and without them. */
function journeys(withScripts: boolean) {
  /** Sets up the phone and, with scripts, holds them back; answers what lets them load. */
  const start = async (context: BrowserContext, page: Page) => {
    await throttle(context, page);
    return withScripts ? await holdScripts(context) : () => {};
  };
  /** Once the action is done: with scripts, they load and the page becomes interactive. */
  const afterwards = async (page: Page, release: () => void) => {
    release();
    if (withScripts) await untilInteractive(page);
  };

  test('a tap on Accept as soon as the cookie banner shows stores the choice and hides the banner', async ({
    context,
    page,
  }) => {
    const release = await start(context, page);
    await open(page, '/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Accept' }).tap();
    await expectConsentStored(context, 'true');
    await expect(page).toHaveURL(/\/$/);
    await expect(banner).toBeHidden();
    await afterwards(page, release);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('a tap on Decline stores false and returns to the same page', async ({ context, page }) => {
    const release = await start(context, page);
    await open(page, '/jobs?remote=hybrid');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Decline' }).tap();
    await expectConsentStored(context, 'false');
    await expect(page).toHaveURL(/\/jobs\?remote=hybrid$/);
    await expect(banner).toBeHidden();
    await afterwards(page, release);
    await expect(banner).toBeHidden();
  });

  test('words typed into the /jobs search and sent with Enter at once give their results', async ({
    context,
    page,
  }) => {
    const expected = await getJson<JobListResponse>(page, `/api/jobs?q=${JOB_WORD}&pageSize=24`);
    expect(expected.total).toBeGreaterThan(0);
    const release = await start(context, page);
    await open(page, '/jobs');
    const box = page.getByRole('searchbox', { name: 'Search jobs' });
    await box.fill(JOB_WORD);
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(JOB_WORD);
    await expect(page.getByText(jobsShown(expected))).toBeVisible();
    await afterwards(page, release);
    await expect(box).toHaveValue(JOB_WORD);
    await expect(page.getByText(jobsShown(expected))).toBeVisible();
  });

  test('words typed into the /facilitators search and sent with Enter at once give their results', async ({
    context,
    page,
  }) => {
    const all = await getJson<FacilitatorDirectoryPage>(page, '/api/facilitators');
    const expected = await getJson<FacilitatorDirectoryPage>(page, `/api/facilitators?q=${FACILITATOR_WORD}`);
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(all.total);
    const release = await start(context, page);
    await open(page, '/facilitators');
    const box = page.getByRole('searchbox', { name: 'Search by name or skills' });
    await box.fill(FACILITATOR_WORD);
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(FACILITATOR_WORD);
    await expect(page.getByText(facilitatorsShown(expected))).toBeVisible();
    await afterwards(page, release);
    await expect(box).toHaveValue(FACILITATOR_WORD);
    await expect(page.getByText(facilitatorsShown(expected))).toBeVisible();
  });

  test('a filter changed on /jobs before the page runs applies', async ({ context, page }) => {
    const expected = await getJson<JobListResponse>(page, '/api/jobs?remote=hybrid&pageSize=24');
    expect(expected.total).toBeGreaterThan(0);
    const release = await start(context, page);
    await open(page, '/jobs');
    await openFilters(page);
    await page.getByRole('combobox', { name: 'Delivery' }).selectOption('hybrid');
    if (withScripts) {
      // As the page comes to life, the change it missed applies, as it does once the page runs.
      await afterwards(page, release);
    } else {
      await page.getByRole('button', { name: 'Apply filters' }).tap();
    }
    await expect.poll(() => new URL(page.url()).searchParams.get('remote')).toBe('hybrid');
    await expect(page.getByText(jobsShown(expected))).toBeVisible();
    // Folded again on the page the form led to, where no script has unfolded it.
    await expect(page.getByRole('combobox', { name: 'Delivery', includeHidden: true })).toHaveValue('hybrid');
  });

  test('a filter changed on /facilitators before the page runs applies', async ({ context, page }) => {
    const expected = await getJson<FacilitatorDirectoryPage>(page, '/api/facilitators?language=de');
    expect(expected.total).toBeGreaterThan(0);
    const release = await start(context, page);
    await open(page, '/facilitators');
    await openFilters(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    if (withScripts) await afterwards(page, release);
    else await page.getByRole('button', { name: 'Apply filters' }).tap();
    await expect.poll(() => new URL(page.url()).searchParams.get('language')).toBe('de');
    await expect(page.getByText(facilitatorsShown(expected))).toBeVisible();
    // Folded again on the page the form led to, where no script has unfolded it.
    await expect(page.getByRole('combobox', { name: 'Language', includeHidden: true })).toHaveValue('de');
  });

  test('text typed before the page runs stays in its field', async ({ context, page }) => {
    test.skip(!withScripts, 'without scripts nothing could clear it');
    const release = await start(context, page);
    await open(page, '/jobs');
    const box = page.getByRole('searchbox', { name: 'Search jobs' });
    await box.fill('offsite in Berl');
    await afterwards(page, release);
    await expect(box).toHaveValue('offsite in Berl');
    // The page runs now: Enter searches through the app, for the words that stayed.
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('offsite in Berl');
  });
}

test.describe('before the scripts run, on a phone', () => {
  test.use({ ...PHONE, consentGiven: false, awaitInteractive: false });
  journeys(true);
});

test.describe('without JavaScript, on a phone', () => {
  test.use({ ...PHONE, consentGiven: false, awaitInteractive: false, javaScriptEnabled: false });
  journeys(false);

  test("the home search's words land on /jobs, with the results for them", async ({ page }) => {
    const expected = await getJson<JobListResponse>(page, `/api/jobs?q=${JOB_WORD}&pageSize=24`);
    expect(expected.total).toBeGreaterThan(0);
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Keyword' }).fill(JOB_WORD);
    await page.getByRole('textbox', { name: 'Keyword' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${JOB_WORD}&location=$`));
    await expect(page.getByText(jobsShown(expected))).toBeVisible();
  });

  test("/job-search's own form searches, and Remote only with it", async ({ page }) => {
    await page.goto('/job-search');
    const word = 'workshop';
    const expected = await getJson<JobSearchResponse>(page, `/api/job-search?query=${word}&remote=true`);
    await page.getByLabel('Keywords').fill(word);
    await page.getByRole('switch', { name: 'Remote only' }).check();
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    await expect(page).toHaveURL(new RegExp(`/job-search\\?q=${word}&loc=&remote=1$`));
    await expect(page.getByRole('switch', { name: 'Remote only' })).toBeChecked();
    await expectJobSearchResults(page, word, expected);
  });

  test('the search forms are accessible and say how to apply the filters', async ({ page }) => {
    await page.goto('/jobs');
    await openFilters(page);
    await expect(page.getByRole('button', { name: 'Apply filters' })).toBeVisible();
    await page.goto('/facilitators');
    await openFilters(page);
    await expect(page.getByRole('button', { name: 'Apply filters' })).toBeVisible();
  });
});

test.describe('once the scripts run', () => {
  test('filters apply as they change, without an Apply filters button', async ({ page }) => {
    await page.goto('/jobs');
    await expect(page.getByRole('button', { name: 'Apply filters' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Delivery' }).selectOption('hybrid');
    await expect(page).toHaveURL(/\/jobs\?remote=hybrid$/);
    await expectNoA11yViolations(page);
  });
});
