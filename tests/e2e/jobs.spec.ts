import type { Page } from '@playwright/test';
import {
  allowConsoleErrors,
  clockNow,
  expect,
  expectNoA11yViolations,
  longDate,
  newContext,
  postJob,
  signUpVerified,
  seededDeadline,
  test,
} from './fixtures';

/** A seeded flagship job (published, with budget, deadline and company profile), and the deadline the seed gave it. */
async function flagshipJob(page: Page) {
  const res = await page.request.get('/api/jobs', { params: { q: '"Route Planning Product"' } });
  const job = (await res.json()).items[0] as { id: string; title: string; postedAt: string };
  expect(job.title).toBe('Lead Design Sprint Facilitator – Route Planning Product');
  return { ...job, deadline: seededDeadline('flagship-1', job.postedAt)! };
}

const word = () => `Zephyrquill${Math.random().toString(36).slice(2, 8)}`;

async function fillJobForm(page: Page, title: string) {
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Location').fill('Lisbon, Portugal');
  await page.getByLabel('Budget note').fill('plus travel expenses');
  await page.getByLabel('Delivery', { exact: true }).selectOption('hybrid');
  await page
    .getByLabel('Job description')
    .fill(
      'We host a two-day leadership retreat for 40 managers and need a facilitator to design and run it end to end.',
    );
  await page.getByLabel('Requirements').fill('- Seven years of facilitation\n- Fluent English');
  await page.getByLabel('Responsibilities').fill('- Co-design the agenda\n- Facilitate both days');
  await page.getByRole('checkbox', { name: 'Change Management' }).click();
}

test.describe('jobs', () => {
  test('a company posts a job, finds it, keeps drafts hidden, edits and closes it', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(240_000);
    await signUpVerified(page, 'company', { companyName: 'Harbor Light Events' });
    await page.goto('/post-job');
    await expect(page.getByRole('heading', { level: 1, name: 'Post a Facilitation Job' })).toBeVisible();

    // The form's defaults and the tips column.
    // The company is the profile's name: shown, not typed (so a job cannot claim another company).
    await expect(page.getByLabel('Company', { exact: true })).toHaveValue('Harbor Light Events');
    await expect(page.getByLabel('Company', { exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Delivery', { exact: true })).toHaveValue('no');
    await expect(page.getByLabel('Experience level')).toHaveValue('intermediate');
    await expect(page.getByLabel('Employment type')).toHaveValue('contract');
    await expect(page.getByLabel('Job description')).toHaveAttribute('rows', '6');
    await expect(page.getByLabel('Requirements')).toHaveAttribute('rows', '4');
    const tips = page.getByRole('complementary', { name: 'Posting tips' });
    await expect(tips.getByRole('heading', { name: 'Posting Tips' })).toBeVisible();
    for (const tip of [
      'Be specific about the event',
      'Clarify expectations',
      'Specify the timeline',
      'Mention your budget',
    ]) {
      await expect(tips.getByRole('heading', { name: tip })).toBeVisible();
    }
    const guide = tips.getByRole('link', { name: /View Posting Guide/ });
    await expect(guide).toHaveAttribute('href', '/resources/effective-job-posting');
    await expect(guide).toHaveAttribute('target', '_blank');
    await expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoA11yViolations(page);

    // Empty submit: every field's message (the company name's rule is the profile's).
    await page.getByRole('button', { name: 'Post Job', exact: true }).click();
    for (const message of [
      'Job title must be at least 5 characters',
      'Location must be at least 2 characters',
      'Job description must be at least 50 characters',
      'Requirements must be at least 20 characters',
      'Select at least one focus area',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expectNoA11yViolations(page);

    // A valid post: the toast, then /jobs after about 1.5 s.
    const keyword = word();
    const title = `${keyword} Leadership Retreat Facilitator`;
    await fillJobForm(page, title);
    await page.getByRole('button', { name: 'Post Job', exact: true }).click();
    await expect(page.getByText('Success!')).toBeVisible();
    await expect(page.getByText('Your job has been posted successfully.')).toBeVisible();
    const toastAt = Date.now();
    await expect(page).toHaveURL(/\/post-job$/);
    // The move comes 1.5 s after the toast; /jobs then loads its page and results, slow on a loaded machine.
    await expect(page).toHaveURL(/\/jobs$/, { timeout: 15_000 });
    expect(Date.now() - toastAt).toBeGreaterThan(900);

    // Found by a search word.
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill(keyword);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${keyword}`));
    await expect(page.getByText('Showing 1–1 of 1 job')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Harbor Light Events');
    await page.getByRole('link', { name: `View Details for ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const jobUrl = page.url();
    const jobId = jobUrl.split('/jobs/')[1]!;
    // The owner manages the job instead of applying.
    await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit job' })).toBeVisible();
    await expect(page.getByText('Open until filled')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Co-design the agenda' })).toBeVisible();
    await expectNoA11yViolations(page);

    // My Job Postings lists it.
    await page.goto('/company/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'My Job Postings' })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row.getByText('Published')).toBeVisible();
    await expect(row.getByText('0 applications')).toBeVisible();
    await expect(row.getByRole('link', { name: /View applicants/ })).toHaveAttribute(
      'href',
      `/company/jobs/${jobId}/applicants`,
    );
    await expectNoA11yViolations(page);

    // A draft stays out of /jobs until it is published.
    const draftWord = word();
    await page.goto('/post-job');
    await fillJobForm(page, `${draftWord} Quarterly Planning Facilitator`);
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText('Draft saved')).toBeVisible();
    await expect(page).toHaveURL(/\/company\/jobs$/, { timeout: 15_000 });
    const draftRow = page
      .getByRole('listitem')
      .filter({ hasText: `${draftWord} Quarterly Planning Facilitator` });
    await expect(draftRow.getByText('Draft', { exact: true })).toBeVisible();
    await page.goto(`/jobs?q=${draftWord}`);
    await expect(page.getByText('No jobs match your search')).toBeVisible();
    await page.goto('/company/jobs');
    await draftRow.getByRole('button', { name: /Publish/ }).click();
    await expect(page.getByText('Job published')).toBeVisible();
    await expect(draftRow.getByText('Published')).toBeVisible();
    await page.goto(`/jobs?q=${draftWord}`);
    await expect(page.getByText('Showing 1–1 of 1 job')).toBeVisible();

    // Edit the job.
    await page.goto(`/jobs/${jobId}/edit`);
    await expect(page.getByLabel('Job title')).toHaveValue(title);
    await page.getByLabel('Job title').fill(`${title} (2 days)`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes saved')).toBeVisible();
    await expect(page).toHaveURL(jobUrl);
    await expect(page.getByRole('heading', { level: 1, name: `${title} (2 days)` })).toBeVisible();

    // Closing drops it from /jobs; its page still shows it, as closed.
    await page.getByRole('button', { name: 'Close job' }).click();
    await expect(page.getByText('Job closed')).toBeVisible();
    await expect(page.getByText('This job is no longer accepting applications.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
    await page.goto(`/jobs?q=${keyword}`);
    await expect(page.getByText('No jobs match your search')).toBeVisible();

    const visitorContext = await newContext(browser);
    await visitorContext.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL! }]);
    const visitor = await visitorContext.newPage();
    await visitor.goto(jobUrl);
    await expect(visitor.getByRole('heading', { level: 1, name: `${title} (2 days)` })).toBeVisible();
    await expect(visitor.getByText('This job is no longer accepting applications.')).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: 'Edit job' })).toHaveCount(0);
    await expectNoA11yViolations(visitor);
    await visitorContext.close();

    // A company that opens Apply on someone else's job is told it cannot apply.
    const other = await flagshipJob(page);
    await page.goto(`/jobs/${other.id}`);
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    await expect(page.getByRole('dialog', { name: `Apply for ${other.title}` })).toBeVisible();
    await expect(page.getByRole('dialog').getByText('Companies cannot apply to jobs.')).toBeVisible();
  });

  test('a facilitator opens the Apply dialog: focus is trapped, Escape closes, the form validates', async ({
    page,
  }) => {
    await signUpVerified(page, 'facilitator', { firstName: 'Mira', lastName: 'Jensen' });
    const job = await flagshipJob(page);
    // Whatever the applications API answers, this test sees "not applied yet" and a duplicate (a 409).
    allowConsoleErrors(/status of 409 .*\/api\/jobs\/[^/]+\/applications\]/);
    await page.route(`**/api/jobs/${job.id}/my-application`, (route) =>
      route.fulfill({ json: { application: null } }),
    );
    await page.route(`**/api/jobs/${job.id}/applications`, (route) =>
      route.fulfill({
        status: 409,
        json: { error: { code: 'CONFLICT', message: 'You have already applied to this job.' } },
      }),
    );
    await page.goto(`/jobs/${job.id}`);
    const applyTop = page.getByRole('button', { name: 'Apply Now' }).first();
    await applyTop.click();
    const dialog = page.getByRole('dialog', { name: `Apply for ${job.title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Cover letter')).toBeFocused();
    await expectNoA11yViolations(page);

    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(applyTop).toBeFocused();

    // The second Apply Now (in the Application Details card) opens the same dialog; the close button closes it.
    const details = page.getByRole('complementary', { name: 'Application Details' });
    await expect(details.getByText(longDate(job.deadline))).toBeVisible();
    await details.getByRole('button', { name: 'Apply Now' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByText('Cover letter must be at least 50 characters.')).toBeVisible();
    await dialog
      .getByLabel('Cover letter')
      .fill('I have run more than forty design sprints for B2B product teams.');
    await expect(dialog.getByText(/^6\d \/ 5,000 characters/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await dialog.getByLabel('Portfolio link 1').fill('not a link');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(
      dialog.getByText('Please enter a valid URL (starting with http:// or https://).'),
    ).toBeVisible();
    await dialog.getByLabel('Portfolio link 1').fill('https://mira.example/sprints');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByText('You have already applied to this job.')).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a facilitator submits an application and sees its status on the job page', async ({ page }) => {
    await signUpVerified(page, 'facilitator', { firstName: 'Jonas', lastName: 'Berg' });
    const job = await flagshipJob(page);
    const before = await page.request.get(`/api/jobs/${job.id}/my-application`);
    expect(await before.json()).toEqual({ application: null });

    await page.goto(`/jobs/${job.id}`);
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Apply for ${job.title}` });
    await dialog
      .getByLabel('Cover letter')
      .fill('I have run more than forty design sprints for B2B product teams, in Berlin and remotely.');
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await dialog.getByLabel('Portfolio link 1').fill('https://jonas.example/work');
    await dialog.getByLabel('Availability').fill('From January, three days a week');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Application submitted')).toBeVisible();
    await expect(page.getByText('The company will review your application.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/You applied on .+ — status Submitted/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(/You applied on .+ — status Submitted/).first()).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("a signed-out visitor's Apply Now leads to sign-in, and back to the job's Apply dialog", async ({
    page,
    context,
    baseURL,
  }) => {
    const job = await flagshipJob(page);
    const { email, password } = await signUpVerified(page, 'facilitator');
    await context.clearCookies();
    await context.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL! }]);
    await page.goto(`/jobs/${job.id}`);
    // A link, so that it works before the page runs; it names the way back.
    const apply = page.getByRole('link', { name: 'Apply Now' }).first();
    await expect(apply).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent(`/jobs/${job.id}?apply=1`)}`,
    );
    await apply.click();
    await expect(page).toHaveURL(/\/auth\?returnTo=/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog', { name: `Apply for ${job.title}` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
  });

  test('the job page: spec sections, company link and JSON-LD for Google', async ({ page }) => {
    const job = await flagshipJob(page);
    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/jobs');
    for (const section of [
      'About the Role',
      'Requirements',
      'Responsibilities',
      'About the company',
      'Application Details',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Northwind Labs' }).first()).toHaveAttribute(
      'href',
      /^\/companies\//,
    );
    await expect(page.getByText('€900–€1,200 per day').first()).toBeVisible();
    await expect(page.getByText('Hybrid').first()).toBeVisible();
    await expectNoA11yViolations(page);

    const raw = await page.locator('script[type="application/ld+json"]').textContent();
    expect(raw).not.toContain('<');
    const data = JSON.parse(raw!);
    expect(data['@context']).toBe('https://schema.org/');
    expect(data['@type']).toBe('JobPosting');
    expect(data.title).toBe(job.title);
    expect(data.description).toContain('<ul><li>');
    expect(Number.isNaN(Date.parse(data.datePosted))).toBe(false);
    expect(data.validThrough).toBe(job.deadline);
    expect(data.hiringOrganization).toMatchObject({ '@type': 'Organization', name: 'Northwind Labs' });
    expect(data.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
    });
    expect(data.employmentType).toBe('CONTRACTOR');
    expect(data.identifier).toEqual({ '@type': 'PropertyValue', name: 'FacilitatorHub', value: job.id });
    expect(data.directApply).toBe(true);
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 900, maxValue: 1200, unitText: 'DAY' },
    });
  });

  test('the server and the browser tell the same time (CLOCK_OFFSET_DAYS moves both)', async ({ page }) => {
    await signUpVerified(page, 'company', { companyName: 'Tidewater Events' });
    const job = await postJob(page, { title: 'Facilitator for a one-day team retrospective' });
    expect(Math.abs(Date.parse(job.postedAt!) - clockNow().getTime())).toBeLessThan(120_000);

    await page.goto(`/jobs/${job.id}`);
    expect(Math.abs((await page.evaluate(() => Date.now())) - clockNow().getTime())).toBeLessThan(120_000);
    await expect(page.getByText('Posted today').first()).toBeVisible();
  });

  test('an unknown job id shows Job Not Found', async ({ page }) => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-job']) {
      await page.goto(`/jobs/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Job Not Found' })).toBeVisible();
      await expect(
        page.getByText("The job you're looking for doesn't exist or has been removed"),
      ).toBeVisible();
    }
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Browse All Jobs' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Facilitation Jobs' })).toBeVisible();
  });

  test('/jobs: filters, search and pagination live in the URL', async ({ page }) => {
    // A long walk with three axe runs over the full board: more than a minute on a loaded CI machine.
    test.slow();
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Facilitation Jobs' })).toBeVisible();
    await expect(page.getByText(/Showing 1–24 of \d+ jobs/)).toBeVisible();
    const firstCard = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: 'View Details' })
      .first();
    await expect(firstCard.getByText(/Posted (today|yesterday|\d+ days? ago)/)).toBeVisible();
    await expect(firstCard.getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      /^\/jobs\/[0-9a-f-]{36}$/,
    );
    await expectNoA11yViolations(page);

    await page.getByLabel('Focus area', { exact: true }).selectOption('design-thinking');
    await expect(page).toHaveURL(/\/jobs\?focusArea=design-thinking$/);
    // 42 seeded design-thinking jobs, plus any another test may have posted meanwhile.
    const summary = page.getByText(/^Showing 1–24 of \d+ jobs$/);
    await expect(summary).toBeVisible();
    // The previous (unfiltered) page stays on screen while the filtered one loads.
    await expect
      .poll(async () => Number((await summary.textContent())?.match(/of (\d+)/)?.[1] ?? 0))
      .toBeLessThanOrEqual(48);
    const total = Number((await summary.textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThanOrEqual(42);
    expect(total).toBeLessThanOrEqual(48);
    await expect(
      page.getByRole('main').getByRole('listitem').filter({ hasText: 'View Details' }),
    ).toHaveCount(24);

    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/focusArea=design-thinking&page=2$/);
    await expect(page.getByText(`Showing 25–${total} of ${total} jobs`)).toBeVisible();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/jobs\?focusArea=design-thinking$/);
    await expect(page.getByText(`Showing 1–24 of ${total} jobs`)).toBeVisible();

    await page.getByLabel('Delivery', { exact: true }).selectOption('yes');
    await expect(page).toHaveURL(/focusArea=design-thinking&remote=yes$/);
    const virtualCards = page.getByRole('main').getByRole('listitem').filter({ hasText: 'View Details' });
    await expect(virtualCards.first().getByText('Virtual', { exact: true })).toBeVisible();
    await page.getByLabel('Employment type', { exact: true }).selectOption('full-time');
    await page.getByLabel('Experience', { exact: true }).selectOption('senior');
    await expect(page).toHaveURL(/remote=yes&employmentType=full-time&experience=senior$/);

    await page.getByRole('button', { name: 'Clear search and filters' }).first().click();
    await expect(page).toHaveURL(/\/jobs$/);
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('design sprint');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/jobs\?q=design\+sprint$/);
    // Matches come newest first; the page shows what the API found for the same search.
    const found = (await (await page.request.get('/api/jobs?q=design+sprint&pageSize=24')).json()) as {
      items: { title: string }[];
      total: number;
    };
    expect(found.total).toBeGreaterThan(0);
    await expect(page.getByText(`of ${found.total} job`)).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('listitem').filter({ hasText: 'View Details' }).first(),
    ).toContainText(found.items[0]!.title);

    // Topic pages link here with a focus area.
    await page.goto('/jobs?focusArea=team-building&page=2');
    await expect(page.getByLabel('Focus area', { exact: true })).toHaveValue('team-building');
    await expect(page.getByText(/^Showing 25–3\d of 3\d jobs$/)).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/jobs');
    await expect(page.getByText(/Showing 1–24 of/)).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('guarded pages send signed-out visitors to /auth', async ({ page }) => {
    for (const path of ['/post-job', '/company/jobs']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    }
  });
});
