import type { Page } from '@playwright/test';
import { TOPIC_SLUGS } from '../../src/shared/focus-areas';
import { textBlocks } from '../../src/shared/job-options';
import type { JobDetail, JobListResponse } from '../../src/shared/jobs';
import type {
  CompanyDirectoryPage,
  CompanyPublicProfile,
  FacilitatorDirectoryPage,
  FacilitatorPublicProfile,
} from '../../src/shared/profiles';
import {
  E2E_BASE_URL,
  expect,
  expectServerHtmlAccessible,
  expectNoA11yViolations,
  newContext,
  postJob,
  signInAsAdmin,
  signUpVerified,
  signedInContext,
  test,
} from './fixtures';

/** White space collapsed, as a reader sees the text. */
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of the page's main region, white space collapsed. */
const mainText = async (page: Page) => collapse(await page.locator('main#main').innerText());

/** Every paragraph and list item of a multi-line text (a posting, a bio) is in the page's main region. */
async function expectWholeText(page: Page, text: string) {
  const shown = await mainText(page);
  for (const block of textBlocks(text))
    for (const part of block.type === 'paragraph' ? [block.text] : block.items)
      expect(shown).toContain(collapse(part));
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/**
 * A job of the sample data: the last of the newest 50. The newest job could be one that a test running
 * alongside posts and then hides (410).
 */
async function sampleJob(page: Page) {
  const list = await getJson<JobListResponse>(page, '/api/jobs?pageSize=50');
  return list.items.at(-1)!;
}

test.describe('public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, focus areas, a topic guide and the methods', async ({ page, browser }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Expert facilitators for the sessions that matter',
    );
    await expect(page.getByRole('link', { name: 'Explore All Focus Areas' })).toHaveAttribute(
      'href',
      '/focus-areas',
    );
    await expectServerHtmlAccessible(browser, '/');

    await page.goto('/focus-areas');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const slug of TOPIC_SLUGS)
      await expect(page.locator(`main a[href="/topics/${slug}"]`)).not.toHaveCount(0);

    await page.locator('main a[href="/topics/design-thinking"]').first().click();
    await expect(page).toHaveURL(/\/topics\/design-thinking$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design Thinking');
    for (const section of ['Overview', 'Key Benefits', 'The Facilitation Process', 'Case Studies'])
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expectServerHtmlAccessible(browser, '/topics/design-thinking');

    await page.goto('/methods');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Facilitation methods');
    expect(await mainText(page)).toContain('LEGO Serious Play');
  });

  test('/jobs lists the jobs as links, with filters from the address and a second page by link', async ({
    page,
    browser,
  }) => {
    const first = await getJson<JobListResponse>(page, '/api/jobs?pageSize=24');
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Facilitation Jobs' })).toBeVisible();
    await expect(page.getByText(`Showing 1–${first.items.length} of ${first.total} jobs`)).toBeVisible();
    const card = page.getByRole('link', { name: `View Details for ${first.items[0].title}` }).first();
    await expect(card).toHaveAttribute('href', `/jobs/${first.items[0].id}`);
    await expectServerHtmlAccessible(browser, '/jobs');

    // The next page is a plain link: following it loads page 2 from the server.
    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' });
    await expect(next).toHaveAttribute('href', '/jobs?page=2');
    await next.click();
    await expect(page).toHaveURL(/\/jobs\?page=2$/);
    const second = await getJson<JobListResponse>(page, '/api/jobs?pageSize=24&page=2');
    await expect(page.getByText(`Page 2 of ${second.totalPages}`)).toBeVisible();
    await expect(
      page.getByRole('link', { name: `View Details for ${second.items[0].title}` }).first(),
    ).toHaveAttribute('href', `/jobs/${second.items[0].id}`);

    // A search and a filter in the address.
    const search = 'q=facilitator&remote=hybrid';
    const found = await getJson<JobListResponse>(page, `/api/jobs?${search}`);
    expect(found.total).toBeGreaterThan(0);
    await page.goto(`/jobs?${search}`);
    await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('facilitator');
    await expect(page.getByText(new RegExp(`Showing 1–\\d+ of ${found.total} jobs?`))).toBeVisible();
    await expect(
      page.getByRole('link', { name: `View Details for ${found.items[0].title}` }).first(),
    ).toHaveAttribute('href', `/jobs/${found.items[0].id}`);
    await expectServerHtmlAccessible(browser, `/jobs?${search}`);
  });

  test('a job page shows the whole posting', async ({ page, browser }) => {
    const job = await getJson<JobDetail>(page, `/api/jobs/${(await sampleJob(page)).id}`);
    const res = await page.goto(`/jobs/${job.id}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'About the Role' })).toBeVisible();
    await expectWholeText(page, job.description);
    await expectWholeText(page, job.requirements);
    await expect(page.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/jobs');
    await expectServerHtmlAccessible(browser, `/jobs/${job.id}`);
  });

  test('the facilitator directory links each card, pages by link, and a profile shows the bio', async ({
    page,
    browser,
  }) => {
    const first = await getJson<FacilitatorDirectoryPage>(page, '/api/facilitators');
    await page.goto('/facilitators');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Facilitators' })).toBeVisible();
    const person = first.items[0];
    const name = `${person.firstName} ${person.lastName}`;
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      `/facilitators/${person.id}`,
    );
    await expectServerHtmlAccessible(browser, '/facilitators');

    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' });
    await expect(next).toHaveAttribute('href', '/facilitators?page=2');
    await next.click();
    const second = await getJson<FacilitatorDirectoryPage>(page, '/api/facilitators?page=2');
    const other = second.items[0];
    await expect(page.getByText(`Page 2 of ${second.totalPages}`)).toBeVisible();
    await expect(
      page.getByRole('link', { name: `${other.firstName} ${other.lastName}`, exact: true }),
    ).toHaveAttribute('href', `/facilitators/${other.id}`);

    await page.goto('/facilitators');
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/facilitators/${person.id}$`));
    const profile = await getJson<FacilitatorPublicProfile>(page, `/api/facilitators/${person.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectWholeText(page, profile.bio);
    await expectServerHtmlAccessible(browser, `/facilitators/${person.id}`);
  });

  test('the company directory links each company, and a company page shows its description', async ({
    page,
    browser,
  }) => {
    const list = await getJson<CompanyDirectoryPage>(page, '/api/companies');
    await page.goto('/companies');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Companies' })).toBeVisible();
    const company = list.items[0];
    await expect(page.getByRole('link', { name: company.name, exact: true })).toHaveAttribute(
      'href',
      `/companies/${company.id}`,
    );
    await expectServerHtmlAccessible(browser, '/companies');

    await page.getByRole('link', { name: company.name, exact: true }).click();
    const profile = await getJson<CompanyPublicProfile>(page, `/api/companies/${company.id}`);
    await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
    await expectWholeText(page, profile.description);
    await expectServerHtmlAccessible(browser, `/companies/${company.id}`);
  });

  const staticPages: [string, string][] = [
    ['/about', 'Expert facilitators for the moments that matter'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/legal', 'Site Notice'],
    ['/resources/effective-job-posting', 'How to Write an Effective Facilitation Job Posting'],
  ];
  for (const [path, heading] of staticPages) {
    test(`${path} shows its text`, async ({ page, browser }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('main#main h2').first()).toBeVisible();
      expect((await mainText(page)).length).toBeGreaterThan(1000);
      await expectServerHtmlAccessible(browser, path);
    });
  }

  const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
  const missing: [string, string][] = [
    [`/jobs/${UNKNOWN_ID}`, 'Job Not Found'],
    ['/jobs/not-a-job', 'Job Not Found'],
    [`/facilitators/${UNKNOWN_ID}`, 'Facilitator Not Found'],
    ['/facilitators/not-a-facilitator', 'Facilitator Not Found'],
    [`/companies/${UNKNOWN_ID}`, 'Company Not Found'],
    ['/companies/not-a-company', 'Company Not Found'],
    ['/topics/underwater-basket-weaving', 'Topic Not Found'],
    ['/no/such/page', 'Page Not Found'],
  ];
  test('unknown and malformed ids, and an unknown path, answer 404 with the not-found page', async ({
    page,
    browser,
  }) => {
    for (const [path, title] of missing) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | FacilitatorHub`);
    }
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expectServerHtmlAccessible(browser, '/no/such/page');
  });

  test('a job an admin hid answers 410 with its notice', async ({ page, browser }) => {
    const company = await newContext(browser, { baseURL: E2E_BASE_URL });
    const companyPage = await company.newPage();
    await signUpVerified(companyPage, 'company');
    const job = await postJob(companyPage, { title: `Hidden offsite ${Date.now()}` });
    const admin = await newContext(browser, { baseURL: E2E_BASE_URL });
    const adminPage = await admin.newPage();
    await signInAsAdmin(adminPage);
    const hide = await adminPage.request.post(`/api/admin/reports/job/${job.id}/hide`, {
      headers: { origin: E2E_BASE_URL },
    });
    expect(hide.status(), await hide.text()).toBe(200);

    const res = await page.goto(`/jobs/${job.id}`);
    expect(res?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This job is no longer available');
    await company.close();
    await admin.close();
  });
});

test.describe('signed-in visitors get their own header from the server', () => {
  for (const userType of ['facilitator', 'company'] as const) {
    test(`a ${userType} loads /jobs and a job page directly, and hydration keeps it`, async ({
      browser,
      baseURL,
    }) => {
      const names: Record<string, string> =
        userType === 'company'
          ? { companyName: `Header Co ${Date.now()}` }
          : { firstName: 'Ines', lastName: 'Header' };
      const signedIn = await signedInContext(browser, baseURL!, userType, names);
      const job = await sampleJob(signedIn.page);

      // The HTML as it arrives: the header is already the signed-in one.
      for (const path of ['/jobs', `/jobs/${job.id}`]) {
        const html = await (await signedIn.page.request.get(path)).text();
        const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
        expect(header, path).not.toContain('href="/auth"');
        if (userType === 'company') expect(header, path).toContain('href="/post-job"');
      }

      // In the browser, hydration takes that HTML over without a mismatch (the fixture fails on one).
      const { page } = signedIn;
      await page.goto('/jobs');
      await expect(page.getByRole('heading', { level: 1, name: 'Facilitation Jobs' })).toBeVisible();
      const menu = userType === 'company' ? 'Company Account' : 'Facilitator Account';
      await expect(page.getByRole('button', { name: menu })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.goto(`/jobs/${job.id}`);
      await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
      await expect(page.getByRole('button', { name: menu })).toBeVisible();
      await expectNoA11yViolations(page);
      await signedIn.context.close();
    });
  }
});

test.describe('readers in another time zone than the server', () => {
  test('hydration keeps the page the server dated in UTC, then the dates follow the local calendar', async ({
    browser,
    baseURL,
    page,
  }) => {
    const job = await sampleJob(page);
    const postedAt = new Date(job.postedAt!);
    // A zone where the job was posted on another calendar day than in UTC: UTC+14 from 10:00 UTC, UTC-11 before.
    const timezoneId = postedAt.getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const longDateIn = (timeZone: string) =>
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
        postedAt,
      );
    expect(longDateIn(timezoneId)).not.toBe(longDateIn('UTC'));

    const html = await (await page.request.get(`/jobs/${job.id}`)).text();
    expect(html).toContain(`>${longDateIn('UTC')}</time>`);

    const context = await newContext(browser, { baseURL, timezoneId });
    await context.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL! }]);
    const local = await context.newPage();
    await local.goto(`/jobs/${job.id}`);
    await expect(local.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    // No hydration mismatch (the fixture fails on one), and the render after hydration moved to the local day.
    await expect(local.locator(`aside time[datetime="${job.postedAt}"]`)).toHaveText(longDateIn(timezoneId));
    await context.close();
  });
});
