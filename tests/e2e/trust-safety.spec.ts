import {
  allowConsoleErrors,
  E2E_BASE_URL,
  E2E_PASSWORD,
  expect,
  expectNoA11yViolations,
  newContext,
  postJob,
  signInAsAdmin,
  signUpVerified,
  test,
} from './fixtures';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test.describe('trust and safety', () => {
  test('a facilitator reports a job, the admin hides it, then suspends its company', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // The company, signed in in a browser context of its own.
    const companyContext = await newContext(browser, { baseURL });
    await companyContext.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL! }]);
    const companyPage = await companyContext.newPage();
    const tag = unique();
    const company = await signUpVerified(companyPage, 'company', { companyName: `Shady Co ${tag}` });
    const reported = await postJob(companyPage, { title: `Too good to be true ${tag}` });
    const other = await postJob(companyPage, { title: `Another posting ${tag}` });

    // A facilitator reports the first job from its page.
    await signUpVerified(page, 'facilitator');
    await page.goto(`/jobs/${reported.id}`);
    await page.getByRole('button', { name: 'Report this job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this job' });
    await dialog.getByLabel('Reason').selectOption('spam');
    await dialog.getByLabel('Note').fill('Asks for a fee before the first call.');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Thanks — our team will review this report.')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // The admin sees it on the Reports page and hides the job.
    const adminContext = await newContext(browser, { baseURL });
    await adminContext.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL! }]);
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.goto('/admin/reports');
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Reports');
    const card = admin
      .getByRole('listitem')
      .filter({ has: admin.getByRole('heading', { name: reported.title }) });
    await expect(card).toContainText('Asks for a fee before the first call.');
    await expect(card).toContainText('Spam or scam');
    await expectNoA11yViolations(admin);
    await card.getByRole('button', { name: `Hide: ${reported.title}` }).click();
    await expect(admin.getByRole('heading', { name: reported.title })).toHaveCount(0);

    await page.goto(`/jobs/${reported.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This job is no longer available');

    // The admin suspends the company on the Users page.
    await admin.goto(`/admin/users?q=${encodeURIComponent(company.email)}`);
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Users');
    await expectNoA11yViolations(admin);
    await admin
      .getByRole('button', { name: `Suspend ${company.email}` })
      .first()
      .click();
    const suspend = admin.getByRole('dialog', { name: `Suspend ${company.email}` });
    await suspend.getByLabel('Reason').fill('Fee scams');
    await expectNoA11yViolations(admin);
    await suspend.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(suspend).toHaveCount(0);
    await expect(admin.getByRole('button', { name: `Unsuspend ${company.email}` }).first()).toBeVisible();

    // The company's other context is signed out on its next request.
    await companyPage.goto('/company/jobs');
    await expect(companyPage).toHaveURL(/\/auth$/);
    const me = await companyPage.request.get('/api/me');
    expect(await me.json()).toBeNull();

    // Sign-in says the account is suspended (a 403).
    allowConsoleErrors(/status of 403 .*\/api\/auth\/sign-in\/email/);
    await companyPage.getByLabel('Email').fill(company.email);
    await companyPage.getByLabel('Password').fill(E2E_PASSWORD);
    await companyPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      companyPage.getByRole('alert').filter({ hasText: 'This account is suspended' }),
    ).toBeVisible();

    // Its jobs are gone from the board.
    const list = await page.request.get(`/api/jobs?q=${encodeURIComponent(tag)}`, {
      headers: { origin: E2E_BASE_URL },
    });
    expect((await list.json()).items).toEqual([]);
    await page.goto(`/jobs?q=${encodeURIComponent(tag)}`);
    await expect(page.getByRole('link', { name: other.title })).toHaveCount(0);
    await page.goto(`/jobs/${other.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This job is no longer available');

    // The audit log lists both actions.
    await admin.goto(`/admin/audit-log?q=${encodeURIComponent(tag)}`);
    await expect(admin.getByRole('row').filter({ hasText: 'Job hidden' })).toHaveCount(1);
    await admin.goto(`/admin/audit-log?q=${encodeURIComponent(company.email)}`);
    await expect(admin.getByRole('row').filter({ hasText: 'User suspended' })).toHaveCount(1);

    await companyContext.close();
    await adminContext.close();
  });
});
