import type { Page } from '@playwright/test';
import { expect, mailsTo, newContext, postJob, signedInContext, test } from './fixtures';

/** Screenshots of saved jobs, saved facilitators, job alerts and the unsubscribe page, for a person to look at. */
test('saved items, job alerts and unsubscribe look deliberate at 1440 and 390 px', async ({
  browser,
  baseURL,
}) => {
  test.skip(!process.env.SHOTS_DIR, 'set SHOTS_DIR to write screenshots');
  test.setTimeout(180_000);
  const dir = process.env.SHOTS_DIR!;
  const shoot = async (target: Page, name: string, fullPage = false) => {
    for (const width of [1440, 390]) {
      await target.setViewportSize({ width, height: 900 });
      await target.waitForTimeout(400);
      await target.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
    }
    await target.setViewportSize({ width: 1440, height: 900 });
  };

  const company = await signedInContext(browser, baseURL!, 'company', { companyName: 'Northwind Labs' });
  const facilitator = await signedInContext(browser, baseURL!, 'facilitator', {
    firstName: 'Amara',
    lastName: 'Okafor',
  });
  const profile = await facilitator.page.request.put('/api/profile/facilitator', {
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
  expect(profile.ok()).toBeTruthy();

  const fp = facilitator.page;
  await fp.goto('/jobs?q=offsite&remote=hybrid');
  await fp.getByRole('button', { name: 'Save this search' }).click();
  await fp
    .getByRole('dialog', { name: 'Save this search' })
    .getByLabel('Alert frequency')
    .selectOption('instant');
  await shoot(fp, 'save-search-dialog');
  await fp.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(fp.getByText('Search saved')).toBeVisible();

  const job = await postJob(company.page, { title: 'Leadership offsite facilitator' });
  await fp.goto('/jobs?q=offsite');
  await fp
    .getByRole('button', { name: /^Save job: / })
    .first()
    .click();
  await shoot(fp, 'jobs-with-save');
  await fp.goto(`/jobs/${job.id}`);
  await shoot(fp, 'job-page-saved');
  await fp.goto('/facilitator/saved');
  await expect(fp.getByRole('heading', { level: 1, name: 'Saved jobs' })).toBeVisible();
  await shoot(fp, 'saved-jobs');
  await fp.goto('/facilitator/alerts');
  await expect(fp.getByRole('heading', { level: 1, name: 'Job alerts' })).toBeVisible();
  await shoot(fp, 'job-alerts', true);

  await expect.poll(() => mailsTo(facilitator.email, /./).length, { timeout: 30_000 }).toBeGreaterThan(1);
  const alertMail = mailsTo(facilitator.email, /New.jobs?.for/)[0];
  const url = alertMail?.match(/^List-Unsubscribe:\s+<([^>]+)>/m)?.[1];
  if (url) {
    const visitor = await newContext(browser, { baseURL });
    const vp = await visitor.newPage();
    await vp.goto(url);
    await expect(vp.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(vp, 'unsubscribe');
    await visitor.close();
  }

  const cp = company.page;
  await cp.goto('/facilitators?q=Okafor');
  await cp
    .getByRole('button', { name: /^Save facilitator: / })
    .first()
    .click();
  await shoot(cp, 'directory-with-save');
  await cp.goto('/company/saved');
  await expect(cp.getByRole('heading', { level: 1, name: 'Saved facilitators' })).toBeVisible();
  await shoot(cp, 'saved-facilitators');
  await cp.goto('/account/settings#notifications');
  await shoot(cp, 'settings-notifications', true);

  await facilitator.context.close();
  await company.context.close();
});
