import type { Page } from '@playwright/test';
import { applyTo, listProfile, newContext, postJob, signInAsAdmin, signedInContext, test } from './fixtures';

/** The widths a person looks at: a phone, a small laptop and a desktop. */
const WIDTHS = [390, 1024, 1440];

/** SHOTS_LOCALE=de shoots the German pages (under /de) instead of the English ones. */
const PREFIX = process.env.SHOTS_LOCALE === 'de' ? '/de' : '';

async function shoot(page: Page, dir: string, url: string, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${PREFIX}${url}`.replace(/\/$/, '') || '/');
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.screenshot({ path: `${dir}/${name}${PREFIX.replace('/', '-')}-${width}.png`, fullPage: true });
  }
}

/** Screenshots of the pages a new company, facilitator and operator meet first, for a person to look at. */
test('the first-week pages, at 390, 1024 and 1440 px', async ({ page, browser, baseURL }) => {
  test.skip(!process.env.SHOTS_DIR, 'set SHOTS_DIR to write screenshots');
  test.setTimeout(240_000);
  const dir = process.env.SHOTS_DIR!;
  const consent = [{ name: 'CookieConsent', value: 'true', url: baseURL! }];

  const facilitator = await signedInContext(browser, baseURL!, 'facilitator', {
    firstName: 'Jana',
    lastName: 'Krüger',
  });
  const facilitatorId = await listProfile(facilitator.page, baseURL!, {
    firstName: 'Jana',
    lastName: 'Krüger',
    location: 'Hamburg, Germany',
  });
  const company = await signedInContext(browser, baseURL!, 'company', { companyName: 'Elbe Werft' });
  await company.context.addCookies(consent);
  const job = await postJob(company.page, { location: 'Hamburg, Germany', remote: 'no' });
  await applyTo(facilitator.page, job.id, {
    coverLetter: 'I run strategy offsites in German and English, ten minutes from your office.',
    portfolioLinks: [],
  });

  await page.context().addCookies(consent);
  await shoot(page, dir, '/', 'home');
  await shoot(page, dir, '/jobs', 'jobs');
  await shoot(page, dir, `/jobs/${job.id}`, 'job');
  await shoot(page, dir, '/facilitators', 'facilitators');
  await shoot(page, dir, `/facilitators/${facilitatorId}`, 'facilitator');
  await shoot(company.page, dir, '/company/dashboard', 'company-dashboard');
  await shoot(company.page, dir, `/company/jobs/${job.id}/applicants`, 'applicants');
  await shoot(company.page, dir, '/post-job', 'post-job');
  await shoot(facilitator.page, dir, '/account/settings', 'account-settings');

  const adminContext = await newContext(browser, { baseURL });
  await adminContext.addCookies(consent);
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await shoot(admin, dir, '/admin', 'admin');
  await shoot(admin, dir, '/admin/credentials', 'admin-credentials');
  await shoot(admin, dir, '/admin/users', 'admin-users');
  await Promise.all([adminContext.close(), company.context.close(), facilitator.context.close()]);
});
