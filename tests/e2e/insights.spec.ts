import type { Browser, Page } from '@playwright/test';
import type { JobInsights } from '../../src/shared/insights';
import {
  expect,
  expectNoA11yViolations,
  newContext,
  postJob,
  signUpVerified,
  test,
  unique,
} from './fixtures';

/** Three people's browsers: a visitor is an address and a user agent, and every context here is on 127.0.0.1. */
const AGENTS = {
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  // The owner's own browser: a person's agent, so that only being the owner keeps their view out.
  owner:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  bot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
} as const;

/** A page in a browser context of its own with `userAgent`. */
async function browserOf(browser: Browser, baseURL: string, userAgent: string): Promise<Page> {
  const context = await newContext(browser, { baseURL, userAgent });
  await context.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL }]);
  return context.newPage();
}

test("a job's insights count three unique visitors with their sources, and neither its owner nor a bot", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await browserOf(browser, baseURL!, AGENTS.owner);
  await signUpVerified(owner, 'company', { companyName: `Insightful Events ${unique()}` });
  const job = await postJob(owner, { title: `Offsite facilitator ${unique()}` });
  const jobPath = `/jobs/${job.id}`;

  const open = async (page: Page, path: string, referer?: string) => {
    const res = await page.goto(path, referer ? { referer } : undefined);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  };
  // Firefox comes straight in, twice in the day: two views, one visitor.
  const firefox = await browserOf(browser, baseURL!, AGENTS.firefox);
  await open(firefox, jobPath);
  await open(firefox, jobPath);
  // Safari from the site's job search.
  const safari = await browserOf(browser, baseURL!, AGENTS.safari);
  await open(safari, jobPath, `${baseURL}/jobs?q=offsite`);
  // Edge from an alert mail's link.
  const edge = await browserOf(browser, baseURL!, AGENTS.edge);
  await open(edge, `${jobPath}?src=alert`);
  // Neither the owner nor a crawler counts.
  await open(owner, jobPath);
  const bot = await browserOf(browser, baseURL!, AGENTS.bot);
  await open(bot, jobPath);

  // Counts are written every two seconds.
  const insights = async () =>
    (await (await owner.request.get(`/api/jobs/${job.id}/insights`)).json()) as JobInsights;
  await expect
    .poll(async () => (await insights()).totals, { timeout: 20_000 })
    .toMatchObject({ views: 4, visitors: 3 });

  await owner.goto(`/company/jobs/${job.id}/insights`);
  await expect(owner.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  const totals = owner.getByRole('region', { name: 'Totals' });
  await expect(totals.getByText('Unique visitors', { exact: true })).toBeVisible();
  await expect(totals.locator('dd').nth(1)).toHaveText('3');
  await expect(totals.locator('dd').nth(0)).toHaveText('4');

  const sources = owner.getByRole('region', { name: 'Where visitors came from' });
  // Views, unique visitors, impressions and apply clicks of each source (impressions come from the lists
  // other tests may draw meanwhile).
  const cells = (source: string) =>
    sources
      .getByRole('row')
      .filter({ has: owner.getByRole('rowheader', { name: source, exact: true }) })
      .getByRole('cell');
  await expect(cells('Direct')).toHaveText(['2', '1', /^\d+$/, '0']);
  await expect(cells('Job search')).toHaveText(['1', '1', /^\d+$/, '0']);
  await expect(cells('Alert mail')).toHaveText(['1', '1', /^\d+$/, '0']);
  await expect(cells('RSS feed')).toHaveText(['0', '0', /^\d+$/, '0']);

  await expect(owner.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    new RegExp(`/api/jobs/${job.id}/insights\\.csv`),
  );
  const csv = await owner.request.get(`/api/jobs/${job.id}/insights.csv`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain('day,source,views,visitors,impressions,apply_clicks');

  await expectNoA11yViolations(owner);
});

test('a visitor who finds the job in the search and taps Apply counts a view from the search and an apply click', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = await browserOf(browser, baseURL!, AGENTS.owner);
  await signUpVerified(owner, 'company', { companyName: `Counted Events ${unique()}` });
  const word = `funnel${unique()}`;
  const job = await postJob(owner, { title: `Facilitator for the ${word} offsite` });

  // The board, loaded from the server (its impressions), then the job drawn by the app after a tap.
  const visitor = await browserOf(browser, baseURL!, AGENTS.firefox);
  await visitor.goto(`/jobs?q=${word}`);
  await visitor.getByRole('link', { name: `View Details for ${job.title}` }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  // A visitor's Apply leads to signing in, and counts the click on its way.
  await visitor
    .getByRole('link', { name: /Apply Now/ })
    .first()
    .click();
  await expect(visitor).toHaveURL(/\/auth\?/);

  const insights = async () =>
    (await (await owner.request.get(`/api/jobs/${job.id}/insights`)).json()) as JobInsights;
  await expect
    .poll(async () => (await insights()).totals, { timeout: 20_000 })
    .toMatchObject({ views: 1, visitors: 1, applyClicks: 1 });
  const result = await insights();
  expect(result.bySource.find((row) => row.source === 'search')).toMatchObject({ views: 1, visitors: 1 });
  expect(result.bySource.find((row) => row.source === 'direct')).toMatchObject({ views: 0, applyClicks: 1 });
});
