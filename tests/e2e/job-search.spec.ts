import type { Page, Request, Route } from '@playwright/test';
import { bareJobSearchResult } from '../../src/shared/test/job-search-examples';
import { allowConsoleErrors, expect, expectNoA11yViolations, test } from './fixtures';

/*
 * The e2e server runs without JSEARCH_API_KEY, so real searches go over our own
 * published jobs. States that need the provider (errors, odd results) are
 * produced by answering /api/job-search in the browser with crafted JSON.
 */

const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
const cards = (page: Page) => results(page).getByRole('article');
const keywords = (page: Page) => page.getByLabel('Keywords');
const locationField = (page: Page) => page.getByLabel('Location');
const remoteSwitch = (page: Page) => page.getByRole('switch', { name: 'Remote only' });
const searchButton = (page: Page) => page.getByRole('button', { name: 'Search Jobs' });

/**
 * /job-search reached from another page, so that its first search runs in the browser (where a test can
 * answer it); a direct load of /job-search is drawn by the server with its results.
 */
async function openJobSearch(page: Page) {
  await page.goto('/about');
  await page.getByRole('link', { name: 'Job Search' }).first().click();
  await expect(page).toHaveURL(/\/job-search$/);
}

const fulfilJson = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

test.describe('job search', () => {
  test('searches our own jobs: load, keyword, remote only, empty state; the URL follows the form', async ({
    page,
  }) => {
    await page.goto('/job-search');
    await expect(page).toHaveTitle('Find Facilitation Jobs | FacilitatorHub');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Facilitation Jobs');
    await expect(keywords(page)).toHaveValue('facilitator');
    await expect(keywords(page)).toHaveAttribute('placeholder', 'Facilitator, trainer...');
    await expect(locationField(page)).toHaveValue('');
    await expect(locationField(page)).toHaveAttribute('placeholder', 'City, state, or country');
    await expect(remoteSwitch(page)).not.toBeChecked();

    // The search runs on load.
    await expect(results(page).getByText('Showing jobs posted on FacilitatorHub')).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const firstApply = cards(page)
      .first()
      .getByRole('link', { name: /View & Apply/ });
    await expect(firstApply).toHaveAttribute('href', /\/jobs\/[0-9a-f-]{36}$/);
    await expect(firstApply).toHaveAttribute('target', '_blank');
    await expect(firstApply).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoA11yViolations(page);

    await keywords(page).fill('workshop');
    await searchButton(page).click();
    await expect(page).toHaveURL(/\/job-search\?q=workshop$/);
    await expect(cards(page).first()).toBeVisible();
    const workshopCount = await cards(page).count();
    expect(workshopCount).toBeGreaterThan(0);
    expect(workshopCount).toBeLessThanOrEqual(20);

    // Toggling the switch searches at once.
    await remoteSwitch(page).click();
    await expect(page).toHaveURL(/\/job-search\?q=workshop&remote=1$/);
    await expect(remoteSwitch(page)).toBeChecked();
    await expect(cards(page).first()).toBeVisible();
    const remoteCount = await cards(page).count();
    expect(remoteCount).toBeGreaterThan(0);
    await expect(
      results(page)
        .getByTestId('job-location')
        .filter({ hasText: /remote/i }),
    ).toHaveCount(remoteCount);
    await expectNoA11yViolations(page);

    // Our own jobs, first results only: the same search on the full board, with its filters and pages.
    await results(page)
      .getByRole('link', { name: 'See every match on the job board, with filters and pages' })
      .click();
    await expect(page).toHaveURL(/\/jobs\?q=workshop&remote=yes$/);
    await expect(page.getByPlaceholder('Search by title, company or keyword')).toHaveValue('workshop');
    await page.goBack();

    await keywords(page).fill('xylophonezzqq');
    await keywords(page).press('Enter');
    await expect(page).toHaveURL(/q=xylophonezzqq/);
    await expect(results(page).getByText('No jobs found for your criteria.')).toBeVisible();
    await expect(results(page).getByText('Try adjusting your search terms or filters.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test('q, loc and remote from the URL fill the form and run that search', async ({ page }) => {
    await page.goto('/job-search?q=facilitator&loc=Berlin');
    await expect(keywords(page)).toHaveValue('facilitator');
    await expect(locationField(page)).toHaveValue('Berlin');
    await expect(remoteSwitch(page)).not.toBeChecked();
    await expect(cards(page).first()).toBeVisible();
    const count = await cards(page).count();
    await expect(
      results(page)
        .getByTestId('job-location')
        .filter({ hasText: /Berlin/ }),
    ).toHaveCount(count);
    await expectNoA11yViolations(page);

    await page.goto('/job-search?q=workshop&remote=1');
    await expect(keywords(page)).toHaveValue('workshop');
    await expect(remoteSwitch(page)).toBeChecked();
    await expect(cards(page).first()).toBeVisible();
  });

  test('shows a spinner while loading, with the button disabled', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/job-search**', async (route) => {
      await released;
      await fulfilJson(route, 200, { source: 'facilitatorhub', data: [] });
    });
    await openJobSearch(page);
    await expect(results(page).getByRole('status')).toHaveText('Loading jobs...');
    await expect(searchButton(page)).toBeDisabled();
    await expectNoA11yViolations(page);
    release();
    await expect(results(page).getByText('No jobs found for your criteria.')).toBeVisible();
    await expect(searchButton(page)).toBeEnabled();
  });

  test('shows the error alert, and clears it when a new search starts', async ({ page }) => {
    // The provider's failure this test plays answers 502, which the alert shows.
    allowConsoleErrors(/status of 502 .*\/api\/job-search/);
    await page.route('**/api/job-search**', (route) =>
      fulfilJson(route, 502, {
        error: { code: 'PROVIDER_ERROR', message: 'You are not subscribed to this API.' },
      }),
    );
    await openJobSearch(page);
    const alert = results(page).getByRole('alert');
    await expect(alert).toContainText('Error');
    await expect(alert).toContainText('You are not subscribed to this API.');
    await expect(cards(page)).toHaveCount(0);
    await expectNoA11yViolations(page);

    await page.unrouteAll();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/job-search**', async (route) => {
      await released;
      await fulfilJson(route, 200, { source: 'jsearch', data: [] });
    });
    // The same search again is fetched again, and the old error is gone while it loads.
    await searchButton(page).click();
    await expect(results(page).getByText('Loading jobs...')).toBeVisible();
    await expect(alert).toHaveCount(0);
    release();
    await expect(results(page).getByText('No jobs found for your criteria.')).toBeVisible();
  });

  test('result cards show every fallback', async ({ page }) => {
    const logo = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="#4f46e5"/></svg>')}`;
    await page.route('**/api/job-search**', (route) =>
      fulfilJson(route, 200, {
        source: 'jsearch',
        data: [
          {
            job_id: 'full',
            job_title: 'Senior Workshop Facilitator',
            employer_name: 'Acme Learning',
            employer_logo: logo,
            job_city: 'Austin',
            job_state: 'TX',
            job_country: 'US',
            job_is_remote: true,
            job_description: 'Design and run workshops for product teams. '.repeat(20),
            job_apply_link: 'https://jobs.example/apply/full',
            job_posted_at_datetime_utc: '2026-03-04T10:00:00.000Z',
          },
          bareJobSearchResult({ job_id: 'bare', job_title: 'Trainer Without Details' }),
          {
            job_id: 'bad-date',
            job_title: 'Facilitator With Odd Date',
            employer_name: 'Odd Co',
            employer_logo: null,
            job_city: null,
            job_state: null,
            job_country: 'DE',
            job_is_remote: false,
            job_description: 'Short.',
            job_apply_link: 'https://jobs.example/apply/odd',
            job_posted_at_datetime_utc: 'sometime last week',
          },
        ],
      }),
    );
    await openJobSearch(page);
    await expect(results(page).getByText('Results from JSearch')).toBeVisible();
    await expect(results(page).getByText('3 jobs found')).toBeVisible();

    const full = cards(page).filter({ hasText: 'Senior Workshop Facilitator' });
    const title = full.getByRole('link', { name: 'Senior Workshop Facilitator', exact: true });
    await expect(title).toHaveAttribute('href', 'https://jobs.example/apply/full');
    await expect(title).toHaveAttribute('target', '_blank');
    await expect(title).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(full.getByText('Acme Learning')).toBeVisible();
    await expect(full.getByText('Austin, TX, US (Remote)')).toBeVisible();
    await expect(full.locator('img')).toHaveAttribute('src', logo);
    const description = full.getByText(/Design and run workshops/);
    await expect(description).toHaveClass(/line-clamp-2/);
    const { height, lineHeight } = await description.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(el).lineHeight),
    }));
    expect(Math.round(height / lineHeight)).toBe(2);
    await expect(full.getByText('Posted: 4 March 2026')).toBeVisible();
    const apply = full.getByRole('link', { name: /View & Apply/ });
    await expect(apply).toHaveAttribute('href', 'https://jobs.example/apply/full');
    await expect(apply).toHaveAttribute('target', '_blank');

    const bare = cards(page).filter({ hasText: 'Trainer Without Details' });
    await expect(bare.getByRole('heading', { name: 'Trainer Without Details' })).toBeVisible();
    await expect(bare.getByRole('link')).toHaveCount(0);
    await expect(bare.getByText('Unknown Employer')).toBeVisible();
    await expect(bare.getByText('Location N/A', { exact: true })).toBeVisible();
    await expect(bare.getByText('No description available.')).toBeVisible();
    await expect(bare.getByText('Posted: N/A')).toBeVisible();
    await expect(bare.getByRole('button', { name: 'Apply Link Unavailable' })).toBeDisabled();
    await expect(bare.getByTestId('employer-logo-placeholder')).toBeVisible();
    await expect(bare.locator('img')).toHaveCount(0);

    const odd = cards(page).filter({ hasText: 'Facilitator With Odd Date' });
    await expect(odd.getByText('Location N/A, DE', { exact: true })).toBeVisible();
    await expect(odd.getByText('Posted: Invalid Date')).toBeVisible();

    await expectNoA11yViolations(page);
  });

  test('a slower earlier search never overwrites a newer one', async ({ page }) => {
    let slowRequested!: (request: Request) => void;
    const slowRequest = new Promise<Request>((resolve) => (slowRequested = resolve));
    await page.route('**/api/job-search**', async (route) => {
      const params = new URL(route.request().url()).searchParams;
      const query = params.get('query');
      const job = (title: string) => ({
        job_id: title,
        job_title: title,
        employer_name: 'Acme',
        employer_logo: null,
        job_city: 'Remote',
        job_state: null,
        job_country: null,
        job_is_remote: true,
        job_description: null,
        job_apply_link: null,
        job_posted_at_datetime_utc: null,
      });
      if (query === 'slow' && params.get('remote') !== 'true') {
        slowRequested(route.request());
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        return fulfilJson(route, 200, { source: 'jsearch', data: [job('Old slow result')] }).catch(
          () => undefined,
        );
      }
      return fulfilJson(route, 200, { source: 'jsearch', data: [job(`New result for ${query}`)] });
    });
    await openJobSearch(page);
    await expect(cards(page)).toHaveCount(1);
    await keywords(page).fill('slow');
    await keywords(page).press('Enter');
    await expect(results(page).getByText('Loading jobs...')).toBeVisible();
    // The newer search starts only once the earlier one is on its way (on a busy machine the request can
    // leave a moment after the page shows that it is loading).
    const slow = await slowRequest;
    await remoteSwitch(page).click();
    await expect(results(page).getByText('New result for slow')).toBeVisible();
    // The slow answer reaches the browser in full (or never, when the app cancelled its request), and the
    // page runs what it does with it (its pending tasks, then a frame).
    const slowResponse = await slow.response();
    await slowResponse?.finished();
    await page.evaluate(
      () => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve)))),
    );
    await expect(results(page).getByText('Old slow result')).toHaveCount(0);
    await expect(results(page).getByText('New result for slow')).toBeVisible();
  });

  test('no provider key or header name reaches the browser', async ({ page }) => {
    const bodies: { url: string; type: string; text: string }[] = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!/javascript|json|html|css/.test(type)) return;
      bodies.push({ url: response.url(), type, text: await response.text().catch(() => '') });
    });
    // The page drawn by the server with its results, then a search of the browser's own.
    await page.goto('/job-search');
    await expect(cards(page).first()).toBeVisible();
    await keywords(page).fill('trainer');
    await keywords(page).press('Enter');
    await expect(page).toHaveURL(/q=trainer/);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => bodies.some((b) => b.url.includes('/api/job-search'))).toBe(true);
    expect(bodies.some((b) => b.type.includes('html') && b.text.includes('Search results'))).toBe(true);
    expect(bodies.some((b) => b.type.includes('javascript'))).toBe(true);
    for (const body of bodies) {
      expect(body.text.toLowerCase(), body.url).not.toContain('x-rapidapi-key');
      expect(body.text.toLowerCase(), body.url).not.toContain('rapidapi');
      if (body.type.includes('javascript')) expect(body.text, body.url).not.toContain('JSEARCH');
    }
  });
});
