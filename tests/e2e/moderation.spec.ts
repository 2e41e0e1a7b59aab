import type { Browser, Page } from '@playwright/test';
import {
  E2E_ADMIN,
  expect,
  expectNoA11yViolations,
  latestMail,
  newContext,
  postJob,
  signInAsAdmin,
  signUpVerified,
  test as base,
  type E2EServer,
  unique,
  useServer,
} from './fixtures';
import { startOwnServer } from './own-server';

/**
 * Moderation needs MODERATION=first-job, which would hold every other spec's new companies in review:
 * this spec runs against a server of its own with that setting (started once per worker), and the
 * helpers talk to it while its tests run.
 */
const test = base.extend<{ moderated: void }, { moderationServer: E2EServer }>({
  moderationServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startOwnServer('moderation-server', { MODERATION: 'first-job' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ moderationServer }, use) => use(moderationServer.baseURL),
  moderated: [
    async ({ moderationServer }, use) => {
      useServer(moderationServer);
      await use();
      useServer();
    },
    { auto: true },
  ],
});
test.describe.configure({ mode: 'serial' });

/** A page in a browser context of its own (its own session), on the moderation server. */
async function openPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await newContext(browser, { baseURL });
  await context.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL }]);
  return context.newPage();
}

/** What a visitor's search of the job board finds for `word`: the titles. */
async function publicSearch(page: Page, word: string): Promise<string[]> {
  const res = await page.request.get(`/api/jobs?q=${word}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: { title: string }[] }).items.map((item) => item.title);
}

test('a new company’s job waits for review; the admin approves one and rejects another, with a reason', async ({
  page: admin,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const visitor = await openPage(browser, baseURL!);
  const word = `Moderated${unique()}`;
  const firstTitle = `Offsite facilitator ${word}`;
  const secondTitle = `Retreat host ${word}`;

  // The admin's queue starts empty, and the page passes axe.
  await signInAsAdmin(admin);
  await admin.goto('/admin/moderation');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Moderation');
  await expect(admin.getByText('Nothing waiting for review')).toBeVisible();
  await expectNoA11yViolations(admin);

  // A new company posts a job: it waits in review, out of the public search and off its public URL.
  const company = await openPage(browser, baseURL!);
  const poster = await signUpVerified(company, 'company', { companyName: `Moderated Co ${unique()}` });
  const first = await postJob(company, { title: firstTitle });
  expect(first.status).toBe('pending_review');
  expect(await publicSearch(visitor, word)).toEqual([]);
  await visitor.goto(`/jobs?q=${word}`);
  await expect(visitor.getByText('No jobs match your search')).toBeVisible();
  await visitor.goto(`/jobs/${first.id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Job Not Found');

  // Its owner sees it In review, with what that means.
  await company.goto('/company/jobs');
  await expect(company.getByRole('heading', { name: firstTitle })).toBeVisible();
  await expect(company.getByText('In review', { exact: true })).toBeVisible();
  await company.goto(`/jobs/${first.id}`);
  await expect(company.getByRole('heading', { level: 1 })).toHaveText(firstTitle);
  await expect(company.getByText(/waits for an admin’s review before it is listed/)).toBeVisible();
  await expectNoA11yViolations(company);

  // The admin approves it: it is published, and the public search finds it.
  await admin.reload();
  const queued = admin.getByRole('row').filter({ hasText: firstTitle });
  await expect(queued).toContainText(poster.name);
  await queued.getByRole('button', { name: `Approve ${firstTitle}` }).click();
  await expect(admin.locator('[data-sonner-toast]').filter({ hasText: 'Job approved' })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: firstTitle })).toHaveCount(0);
  await expect.poll(() => publicSearch(visitor, word)).toEqual([firstTitle]);
  await visitor.goto(`/jobs?q=${word}`);
  await expect(visitor.getByRole('link', { name: firstTitle })).toBeVisible();
  expect(await latestMail(poster.email, /is published/)).toContain(firstTitle);

  // The company now has an approved job: its next one is listed at once.
  const next = await postJob(company, { title: `Follow-up workshop ${word}` });
  expect(next.status).toBe('published');

  // Another new company's job: the admin rejects it with a reason, in the dialog.
  const other = await openPage(browser, baseURL!);
  const otherPoster = await signUpVerified(other, 'company', { companyName: `Second Co ${unique()}` });
  // This one through the form: it warns about links as one types, and says the job is in review.
  await other.goto('/post-job');
  await other.getByLabel('Job title').fill(secondTitle);
  await other.getByLabel('Location').fill('Lisbon, Portugal');
  await other
    .getByLabel('Job description')
    .fill('Two-day retreat for 40 managers. See https://a.example, https://b.example and www.c.example.');
  await other.getByLabel('Requirements').fill('- Seven years of facilitation, as on https://d.example');
  await expect(
    other.getByText(/This job has 4 links\. New companies can include at most 3 links/),
  ).toBeVisible();
  await other.getByLabel('Requirements').fill('- Seven years of facilitation\n- Fluent English');
  await expect(other.getByText(/New companies can include at most 3 links/)).toHaveCount(0);
  await other.getByRole('checkbox', { name: 'Change Management' }).click();
  await other.getByRole('button', { name: 'Post Job', exact: true }).click();
  await expect(other.getByText('Job submitted for review')).toBeVisible();
  await expect(other).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/, { timeout: 5_000 });
  const second = { id: other.url().split('/jobs/')[1]! };
  await expect(other.getByText('In review', { exact: true }).first()).toBeVisible();
  await admin.reload();
  await admin
    .getByRole('row')
    .filter({ hasText: secondTitle })
    .getByRole('button', { name: `Reject ${secondTitle}` })
    .click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject job' }).click();
  await expect(dialog.getByText('Please give the reason for the rejection')).toBeVisible();
  const reason = 'Please describe the engagement itself rather than linking to another board.';
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject job' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(admin.locator('[data-sonner-toast]').filter({ hasText: 'Job rejected' })).toBeVisible();
  await expect(admin.getByText('Nothing waiting for review')).toBeVisible();

  // The poster reads the reason on the job and in My Job Postings, and can resubmit the job.
  await other.goto('/company/jobs');
  await expect(other.getByText(reason)).toBeVisible();
  await other.goto(`/jobs/${second.id}`);
  await expect(other.getByText(reason)).toBeVisible();
  await expectNoA11yViolations(other);
  expect(await latestMail(otherPoster.email, /was not approved/)).toContain(reason);
  await other.getByRole('button', { name: 'Resubmit' }).click();
  await expect(other.locator('[data-sonner-toast]').filter({ hasText: 'Job resubmitted' })).toBeVisible();
  await expect(other.getByText(/waits for an admin’s review before it is listed/)).toBeVisible();

  // The audit log lists both decisions.
  await admin.goto('/admin/audit-log');
  await admin.getByLabel('Search by admin or target').fill(word);
  await admin.getByRole('button', { name: 'Search' }).click();
  const approved = admin.getByRole('row').filter({ hasText: firstTitle });
  await expect(approved).toContainText('Job approved');
  await expect(approved).toContainText(E2E_ADMIN.email);
  await expect(admin.getByRole('row').filter({ hasText: secondTitle })).toContainText('Job rejected');
});
