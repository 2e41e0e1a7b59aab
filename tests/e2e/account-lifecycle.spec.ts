import {
  clockNow,
  E2E_PASSWORD,
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsWithoutToasts,
  latestMail,
  postJob,
  signedInContext,
  applyTo,
  test,
  uniqueEmail,
} from './fixtures';

/** The run's day plus `days`, 'YYYY-MM-DD' (UTC). */
const dayFromNow = (days: number) =>
  new Date(clockNow().getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** A word unique to this test. */
const uniqueWord = (prefix: string) =>
  prefix + Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test.describe('when an account changes or leaves', () => {
  test('a company that hired a facilitator leaves: the facilitator sees it left, has no Message button, and gets the days back or keeps them', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const companyName = uniqueWord('Leaving');
    const company = await signedInContext(browser, baseURL!, 'company', { companyName });
    const facilitator = await signedInContext(browser, baseURL!, 'facilitator', {
      firstName: 'Noor',
      lastName: uniqueWord('Haddad'),
    });
    const sessionDates = [dayFromNow(10), dayFromNow(11)];
    const job = await postJob(company.page, {
      title: `Offsite facilitator ${uniqueWord('job')}`,
      sessionDates,
      sessionTimeZone: 'Europe/Berlin',
    });
    const application = await applyTo(facilitator.page, job.id, {
      coverLetter: 'I have facilitated many leadership offsites and would be glad to run this one for you.',
      portfolioLinks: [],
      availability: 'Free on both days',
    });
    const origin = { origin: baseURL! };
    const hired = await company.page.request.patch(`/api/applications/${application.id}/status`, {
      headers: origin,
      data: { status: 'hired' },
    });
    expect(hired.status()).toBe(200);
    const blockedDays = async () => {
      const res = await facilitator.page.request.get('/api/profile/availability', {
        params: { from: sessionDates[0]!, to: sessionDates[1]! },
      });
      return ((await res.json()) as { days: { date: string; source: string }[] }).days;
    };
    expect((await blockedDays()).map((day) => day.source)).toEqual(['hire', 'hire']);

    const deleted = await company.page.request.delete('/api/account', {
      headers: origin,
      data: { confirmEmail: company.email, password: company.password },
    });
    expect(deleted.status()).toBe(204);
    expect(await blockedDays()).toEqual([]);

    const fp = facilitator.page;
    await fp.goto('/facilitator/applications');
    // The facilitator's only application.
    const row = fp.getByRole('main');
    await expect(row.getByText('This company has left FacilitatorHub.')).toBeVisible();
    await expect(row.getByText('The 2 days you were booked for are released.')).toBeVisible();
    await expect(fp.getByRole('button', { name: /Message company/ })).toHaveCount(0);
    await expectNoA11yViolations(fp);

    await row.getByRole('button', { name: /^Keep them blocked/ }).click();
    await expect(fp.getByText('Days kept blocked')).toBeVisible();
    await expect(row.getByText('The 2 days you were booked for are released.')).toHaveCount(0);
    await expectNoA11yViolationsWithoutToasts(fp);
    expect((await blockedDays()).map((day) => [day.date, day.source])).toEqual(
      sessionDates.map((date) => [date, 'manual']),
    );

    // The job's page says the company left.
    await fp.goto(`/jobs/${job.id}`);
    await expect(fp.getByText(/This company has left FacilitatorHub\./)).toBeVisible();
    await expectNoA11yViolations(fp);
    await company.context.close();
    await facilitator.context.close();
  });

  test('a facilitator blocks a range of days in one go', async ({ browser, baseURL }) => {
    const facilitator = await signedInContext(browser, baseURL!, 'facilitator', {
      firstName: 'Ines',
      lastName: uniqueWord('Range'),
    });
    const fp = facilitator.page;
    const from = dayFromNow(3);
    const to = dayFromNow(6);
    await fp.goto('/facilitator/availability');
    await fp.getByLabel('First day').fill(from);
    await fp.getByLabel('Last day').fill(to);
    await expectNoA11yViolations(fp);
    await fp.getByRole('button', { name: 'Block these days' }).click();
    await expect(fp.locator('[data-sonner-toast]')).toContainText('4 days blocked');
    await expect(fp.locator('[data-sonner-toast]')).toHaveCount(1);
    await expectNoA11yViolationsWithoutToasts(fp);
    const res = await fp.request.get('/api/profile/availability', { params: { from, to } });
    expect(((await res.json()) as { days: unknown[] }).days).toHaveLength(4);
    await facilitator.context.close();
  });

  test('a user changes their email address through the link mailed to the new one', async ({
    browser,
    baseURL,
  }) => {
    const user = await signedInContext(browser, baseURL!, 'company', { companyName: uniqueWord('Moving') });
    const page = user.page;
    const newEmail = uniqueEmail('moved');
    await page.goto('/account/settings');
    const form = page.getByRole('form', { name: 'Change email address' });
    await form.getByLabel('New email address').fill(newEmail);
    await form.getByLabel('Current password').fill(E2E_PASSWORD);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByText(`A confirmation link is on its way to ${newEmail}.`)).toBeVisible();
    await expectNoA11yViolationsWithoutToasts(page);

    const mail = await latestMail(newEmail, /Confirm.your.new.email.address/);
    const link = mail.match(/https?:\/\/\S+\/account\/email\/confirm\/[\w.-]+/)![0];
    await latestMail(user.email, /email.address.is.about.to.change/);
    await page.goto(new URL(link).pathname);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm your new email address' }),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Confirm new email address' }).click();
    await expect(page.getByText(`Your account now uses ${newEmail}.`)).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'Back to Account Settings' }).click();
    await expect(page.getByText(`Signed in as ${newEmail}`)).toBeVisible();
    await user.context.close();
  });
});
