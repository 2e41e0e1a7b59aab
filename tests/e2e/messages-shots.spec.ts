import type { Page } from '@playwright/test';
import { expect, newContext, postJob, signUpVerified, test } from './fixtures';

/** Screenshots of the conversations screens, for a person to look at. */
test('messages, invitations and their entry points look deliberate at 1440 and 390 px', async ({
  page,
  browser,
  baseURL,
}) => {
  test.skip(!process.env.SHOTS_DIR, 'set SHOTS_DIR to write screenshots');
  test.setTimeout(180_000);
  const dir = process.env.SHOTS_DIR!;
  const consent = [{ name: 'CookieConsent', value: 'true', url: baseURL! }];
  const shoot = async (target: Page, name: string, fullPage = false) => {
    for (const width of [1440, 390]) {
      await target.setViewportSize({ width, height: 900 });
      await target.waitForTimeout(400);
      await target.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
    }
    await target.setViewportSize({ width: 1440, height: 900 });
  };

  await page.context().addCookies(consent);
  const facilitator = await signUpVerified(page, 'facilitator', { firstName: 'Amara', lastName: 'Okafor' });
  const profile = await page.request.put('/api/profile/facilitator', {
    headers: { origin: baseURL! },
    data: {
      firstName: 'Amara',
      lastName: 'Okafor',
      headline: 'Strategy offsites and leadership retreats',
      bio: 'Designs and runs strategy offsites and leadership retreats for teams of eight to eighty, in English and French.',
      location: 'Lisbon, Portugal',
      focusAreas: ['strategic-planning', 'leadership'],
      // What the listing rule asks for beyond onboarding (docs/decisions/035).
      yearsExperience: 12,
      rateCurrency: 'EUR',
      dayRateMin: 1100,
    },
  });
  const facilitatorId = ((await profile.json()) as { id: string }).id;

  const companyContext = await newContext(browser, { baseURL, viewport: { width: 1440, height: 900 } });
  await companyContext.addCookies(consent);
  const company = await companyContext.newPage();
  await signUpVerified(company, 'company', { companyName: 'Brightline Workshops' });
  await postJob(company, { title: 'Facilitator for a quarterly planning offsite' });

  await company.goto(`/facilitators/${facilitatorId}`);
  await company.getByRole('button', { name: 'Invite to apply' }).click();
  await expect(company.getByRole('dialog')).toBeVisible();
  await shoot(company, 'invite-dialog');
  await company.getByRole('button', { name: 'Send invitation' }).click();
  await expect(company.getByRole('dialog').getByText('Invitation sent')).toBeVisible();
  await company.keyboard.press('Escape');

  await page.goto('/messages');
  await page.getByRole('link', { name: /Brightline Workshops/ }).click();
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill('Thank you! I ran a similar offsite last spring: https://example.com/case-study');
  await composer.press('Enter');
  await company.goto('/messages');
  await company.getByRole('link', { name: /Amara Okafor/ }).click();
  await company.getByRole('textbox', { name: 'Message' }).fill('Lovely. Could we talk on Thursday?');
  await company.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByText('Could we talk on Thursday?')).toBeVisible();
  await shoot(page, 'thread-facilitator');
  await shoot(company, 'thread-company');
  await page.goto('/messages');
  await shoot(page, 'inbox');
  await company.goto('/company/dashboard');
  await shoot(company, 'company-dashboard', true);
  await page.goto('/account/settings#notifications');
  await shoot(page, 'settings', true);
  expect(facilitator.email).toBeTruthy();
  await companyContext.close();
});
