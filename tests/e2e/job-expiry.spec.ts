import { DAY_MS } from '../../src/server/clock';
import { createSignedLinks } from '../../src/server/signed-links/signed-links';
import { E2E_AUTH_SECRET } from '../../playwright.config';
import {
  clockNow,
  expect,
  expectNoA11yViolations,
  newContext,
  postJob,
  signUpVerified,
  test,
} from './fixtures';

/** The Extend link the reminder mail carries, signed as the server signs it. */
const extendLink = (jobId: string, expiresAt: string) => {
  const token = createSignedLinks(E2E_AUTH_SECRET).sign({
    purpose: 'job.extend',
    subject: jobId,
    expiresAt: new Date(new Date(expiresAt).getTime() + DAY_MS),
  });
  return `/jobs/${jobId}/extend?token=${encodeURIComponent(token)}`;
};

test.describe('job expiry', () => {
  test('the Extend link asks for sign-in, then extends the job once for its owner', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const owner = await signUpVerified(page, 'company', { companyName: 'Tidewater Retreats' });
    // A deadline two days away: the job expires within the reminder's five days, so it may be extended.
    const deadline = new Date(clockNow().getTime() + 2 * DAY_MS).toISOString().slice(0, 10);
    const job = await postJob(page, { title: 'Expiring retreat facilitator', applicationDeadline: deadline });
    expect(job.canExtend).toBe(true);
    const link = extendLink(job.id, job.expiresAt!);

    // Signed out, the link leads to sign-in and back.
    const visitor = await newContext(browser);
    const anonymous = await visitor.newPage();
    await anonymous.goto(link);
    await expect(anonymous).toHaveURL(/\/auth/);
    await anonymous.getByLabel('Email').fill(owner.email);
    await anonymous.getByLabel('Password', { exact: true }).fill(owner.password);
    await anonymous.getByRole('button', { name: 'Sign in' }).click();
    await expect(anonymous).toHaveURL(new RegExp(`/jobs/${job.id}/extend\\?token=`));
    await visitor.close();

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Extend your job by 30 days' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Extend 30 days' }).click();
    await expect(page.getByText('Job extended')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
    await expect(page.getByRole('button', { name: 'Extend 30 days' })).toHaveCount(0);

    // A second use is refused, and the page says why.
    await page.goto(link);
    await expect(page.getByText(/cannot be extended now/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Extend 30 days' })).toBeDisabled();
  });
});
