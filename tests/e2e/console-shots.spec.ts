import { newContext, postJob, signInAsAdmin, signUpVerified, test } from './fixtures';

/** Screenshots of the operator console and the trust-and-safety screens, for a person to look at. */
test('the operator console looks deliberate at 1440 and 390 px', async ({ page, browser, baseURL }) => {
  test.skip(!process.env.SHOTS_DIR, 'set SHOTS_DIR to write screenshots');
  test.setTimeout(180_000);
  const dir = process.env.SHOTS_DIR!;
  const tag = `${Date.now()}`;
  const consent = [{ name: 'CookieConsent', value: 'true', url: baseURL! }];
  await page.context().addCookies(consent);
  const companyContext = await newContext(browser, { baseURL });
  await companyContext.addCookies(consent);
  const companyPage = await companyContext.newPage();
  await signUpVerified(companyPage, 'company', { companyName: `Brightline Workshops ${tag}` });
  const job = await postJob(companyPage, { title: 'Facilitator for a quarterly planning offsite' });

  await signUpVerified(page, 'facilitator');
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Report this job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this job' });
  await dialog.getByLabel('Reason').selectOption('wrong_information');
  await dialog.getByLabel('Note').fill('The rate in the description does not match the salary field.');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/report-dialog-${width}.png` });
  }
  await dialog.getByRole('button', { name: 'Send report' }).click();

  const adminContext = await newContext(browser, { baseURL });
  await adminContext.addCookies(consent);
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  for (const width of [1440, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    for (const [url, name] of [
      ['/admin', 'overview'],
      ['/admin/moderation', 'moderation'],
      ['/admin/reports', 'reports'],
      ['/admin/users', 'users'],
      ['/admin/credentials', 'credentials'],
      ['/admin/exchange-rates', 'exchange-rates'],
      ['/admin/audit-log', 'audit-log'],
    ] as const) {
      await admin.goto(url);
      await admin.waitForLoadState('networkidle').catch(() => undefined);
      await admin.waitForTimeout(400);
      await admin.screenshot({ path: `${dir}/admin-${name}-${width}.png`, fullPage: true });
    }
    await companyPage.setViewportSize({ width, height: 900 });
    await companyPage.goto('/company/jobs');
    await companyPage.waitForLoadState('networkidle').catch(() => undefined);
    await companyPage.screenshot({ path: `${dir}/my-jobs-${width}.png`, fullPage: true });
  }
  await companyContext.close();
  await adminContext.close();
});
