import type { Browser, Page } from '@playwright/test';
import { expect, listProfile, newContext, postJob, signUpVerified, test, unique } from './fixtures';

const AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
];

async function browserOf(browser: Browser, baseURL: string, userAgent: string): Promise<Page> {
  const context = await newContext(browser, { baseURL, userAgent, viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL }]);
  return context.newPage();
}

/** Screenshots of a job's insights and a facilitator's insights, for a person to look at. */
test('the insights pages look deliberate at 390, 1024 and 1440 px', async ({ browser, baseURL }) => {
  test.skip(!process.env.SHOTS_DIR, 'set SHOTS_DIR to write screenshots');
  test.setTimeout(180_000);
  const dir = process.env.SHOTS_DIR!;
  const shoot = async (target: Page, name: string) => {
    for (const width of [390, 1024, 1440]) {
      await target.setViewportSize({ width, height: 900 });
      await target.waitForTimeout(600);
      await target.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    }
    await target.setViewportSize({ width: 1440, height: 900 });
  };

  const company = await browserOf(browser, baseURL!, AGENTS[3]!);
  await signUpVerified(company, 'company', { companyName: `Northwind Facilitation Partners ${unique()}` });
  const job = await postJob(company, { title: 'Facilitator for a two-day leadership offsite in Lisbon' });
  const facilitator = await browserOf(browser, baseURL!, AGENTS[3]!);
  await signUpVerified(facilitator, 'facilitator', { firstName: 'Jean-Baptiste', lastName: 'Delacroix' });
  const facilitatorId = await listProfile(facilitator, baseURL!, {
    firstName: 'Jean-Baptiste',
    lastName: 'Delacroix',
    location: 'Lyon, France',
  });

  // A few visitors from a few places, to both pages.
  const referrers = [undefined, `${baseURL}/jobs?q=offsite`, undefined, 'https://example.org/'];
  for (const [index, agent] of AGENTS.slice(0, 3).entries()) {
    const visitor = await browserOf(browser, baseURL!, agent);
    const referer = referrers[index];
    await visitor.goto(
      `/jobs/${job.id}${index === 2 ? '?src=alert' : ''}`,
      referer ? { referer } : undefined,
    );
    await visitor.goto('/jobs?q=leadership');
    await visitor.goto('/facilitators?q=Delacroix');
    await visitor.goto(`/facilitators/${facilitatorId}`, { referer: `${baseURL}/facilitators` });
    await visitor.context().close();
  }
  await expect
    .poll(
      async () =>
        (
          (await (await company.request.get(`/api/jobs/${job.id}/insights`)).json()) as {
            totals: { views: number };
          }
        ).totals.views,
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(3);

  await company.goto(`/company/jobs/${job.id}/insights`);
  await expect(company.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await company.getByText('Show the days as a table').click();
  await expect(company.locator('.animate-pulse')).toHaveCount(0);
  await shoot(company, 'job-insights');

  await company.goto('/company/dashboard');
  await expect(company.getByRole('heading', { name: 'Insights across your jobs' })).toBeVisible();
  await expect(company.locator('.animate-pulse')).toHaveCount(0);
  await shoot(company, 'company-dashboard-insights');

  await facilitator.goto('/facilitator/insights');
  await expect(facilitator.getByRole('heading', { level: 1, name: 'Your insights' })).toBeVisible();
  await expect(facilitator.getByRole('heading', { name: 'Response time' })).toBeVisible();
  await expect(facilitator.locator('.animate-pulse, .animate-spin')).toHaveCount(0);
  await shoot(facilitator, 'facilitator-insights');
});
