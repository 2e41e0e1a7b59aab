import type { Page } from '@playwright/test';
import { DAY_MS } from '../../src/server/clock';
import {
  clockNow,
  expect,
  expectServerHtmlAccessible,
  expectNoA11yViolations,
  newContext,
  postJob,
  signUpVerified,
  test,
  unique,
} from './fixtures';

/**
 * A word of the jobs' own, in every title: the sample jobs are on the board too. Drawn afresh with each
 * set of jobs: a worker that runs both tests runs the beforeAll hook once for each.
 */
let WORD = '';
const day = (days: number) => new Date(clockNow().getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** The titles of the job cards, in the order shown. */
/** The result titles in order; a locator, so that an assertion waits for the list to settle after its count. */
const titles = (page: Page) => page.getByRole('main').locator('ul li h2');

test.describe('the job board filters', () => {
  test.beforeAll(async ({ browser }) => {
    WORD = `cartographer${unique()}`;
    const context = await newContext(browser);
    const page = await context.newPage();
    await signUpVerified(page, 'company', { companyName: 'Atlas Offsites' });
    const session = (days: number) => ({
      sessionDates: [day(days)],
      sessionTimeZone: 'Europe/Berlin',
      sessionDatesFlexible: false,
    });
    await postJob(page, { title: `${WORD} Berlin offsite`, location: 'Berlin, Germany', ...session(40) });
    await postJob(page, { title: `${WORD} Potsdam retreat`, location: 'Potsdam', ...session(20) });
    await postJob(page, {
      title: `${WORD} Munich workshop`,
      location: 'München, Germany',
      budget: { type: 'day-rate', min: 900, max: 1500, currency: 'EUR' },
    });
    await postJob(page, {
      title: `${WORD} Munich design sprint`,
      location: 'Munich',
      budget: { type: 'day-rate', min: 900, max: 2500, currency: 'EUR' },
    });
    await context.close();
  });

  test('filter by a city within a radius, sort by session date, and clear the location chip', async ({
    page,
  }) => {
    await page.goto(`/jobs?q=${WORD}`);
    await expect(page.getByText(/Showing 1–4 of 4 jobs/)).toBeVisible();

    await page.getByRole('textbox', { name: 'Location' }).fill('Berlin');
    await page.getByRole('textbox', { name: 'Location' }).press('Tab');
    await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${WORD}&location=Berlin$`));
    await page.getByRole('combobox', { name: 'Distance' }).selectOption('25');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Soonest session date' });
    await expect(page).toHaveURL(new RegExp(`location=Berlin&radius=25&sort=session$`));
    // Potsdam is about 27 km from Berlin's centre.
    await expect(page.getByText(/Showing 1–1 of 1 job$/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Distance' }).selectOption('50');
    await expect(page.getByText(/Showing 1–2 of 2 jobs/)).toBeVisible();
    // Potsdam's session comes first.
    await expect(titles(page)).toHaveText([`${WORD} Potsdam retreat`, `${WORD} Berlin offsite`]);
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByRole('link', { name: 'Remove filter: Within 50 km of Berlin' })).toBeVisible();
    await expectNoA11yViolations(page);

    await chips.getByRole('link', { name: 'Remove filter: Within 50 km of Berlin' }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${WORD}&sort=session$`));
    await expect(page.getByText(/Showing 1–4 of 4 jobs/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Distance' })).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test('without JavaScript, the form filters by a country and sorts by budget, and a chip clears it', async ({
    browser,
  }) => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/jobs?q=${WORD}`);
    await page.getByRole('textbox', { name: 'Location' }).fill('Germany');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Highest budget' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]location=Germany&sort=budget/);
    await expect(page.getByText(/Showing 1–4 of 4 jobs/)).toBeVisible();
    await expect
      .poll(async () => (await titles(page).allTextContents()).slice(0, 2))
      .toEqual([`${WORD} Munich design sprint`, `${WORD} Munich workshop`]);
    await expect(page.getByText('Jobs in Germany.')).toBeVisible();
    await expectServerHtmlAccessible(browser, page.url());

    // A city brings its distance, Berlin within it.
    await page.getByRole('textbox', { name: 'Location' }).fill('Potsdam');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Distance' })).toHaveValue('50');
    await expect(page.getByText(/Showing 1–2 of 2 jobs/)).toBeVisible();

    await page
      .getByRole('list', { name: 'Active filters' })
      .getByRole('link', { name: 'Remove filter: Within 50 km of Potsdam' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${WORD}&sort=budget$`));
    await expect(page.getByText(/Showing 1–4 of 4 jobs/)).toBeVisible();
    await context.close();
  });
});
