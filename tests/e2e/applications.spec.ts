import type { Page } from '@playwright/test';
import {
  allowConsoleErrors,
  applyTo,
  expect,
  expectNoA11yViolationsWithoutToasts,
  postJob,
  signedInContext,
  test,
  unique,
} from './fixtures';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });

test.describe('applications, dashboards and live notifications', () => {
  test('apply, review live, shortlist live, withdraw', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const companyName = `Brightline ${unique()}`;
    const company = await signedInContext(browser, baseURL!, 'company', { companyName });
    const facilitator = await signedInContext(browser, baseURL!, 'facilitator', {
      firstName: 'Amara',
      lastName: 'Okafor',
    });
    const job = await postJob(company.page, { title: `Leadership offsite facilitator ${unique()}` });

    // The company watches its (still empty) applicants page.
    const cp = company.page;
    await cp.goto(`/company/jobs/${job.id}/applicants`);
    await expect(cp.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(cp.getByText('No applications yet')).toBeVisible();
    await expect(bell(cp)).toHaveAccessibleName('Notifications, 0 unread');
    await expectNoA11yViolationsWithoutToasts(cp);

    // The facilitator has no applications yet.
    const fp = facilitator.page;
    await fp.goto('/facilitator/applications');
    await expect(fp.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
    await expect(fp.getByText("You haven't applied to any jobs yet")).toBeVisible();
    await expect(fp.getByRole('link', { name: 'Browse Jobs' }).last()).toHaveAttribute('href', '/jobs');
    await expectNoA11yViolationsWithoutToasts(fp);

    // The facilitator applies (the job page's dialog calls this endpoint).
    await applyTo(fp, job.id, {
      coverLetter:
        'I have facilitated more than forty leadership offsites across Europe.\nI would design the two days around your strategic questions and make sure every voice in the room is heard.\nHappy to share references from similar engagements and to talk through a first agenda draft with you.\nI also bring graphic recording, so your team leaves with a visual summary of every decision.',
      portfolioLinks: ['https://portfolio.example/offsites'],
      availability: 'Available from March, Tuesdays to Thursdays',
    });

    // ...and it appears on the company's page without a reload, with a toast and the bell count.
    const card = cp.getByRole('listitem').filter({ has: cp.getByRole('heading', { name: 'Amara Okafor' }) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: 'Amara Okafor' })).toHaveAttribute(
      'href',
      /^\/facilitators\/[0-9a-f-]{36}$/,
    );
    await expect(card.getByRole('link', { name: /portfolio\.example\/offsites/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(card.getByText('Available from March, Tuesdays to Thursdays')).toBeVisible();
    await expect(cp.getByText('New application', { exact: true }).first()).toBeVisible();
    await expect(bell(cp)).toHaveAccessibleName('Notifications, 1 unread');
    const readMore = card.getByRole('button', { name: 'Read full cover letter' });
    await readMore.click();
    await expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(cp.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
    await expectNoA11yViolationsWithoutToasts(cp);

    // The facilitator sees the application.
    await fp.goto('/facilitator/applications');
    const row = fp.getByRole('listitem').filter({ has: fp.getByRole('link', { name: job.title }) });
    await expect(row.getByText('Submitted', { exact: true })).toBeVisible();
    await expect(row.getByText(companyName)).toBeVisible();
    await expect(row.getByRole('link', { name: job.title })).toHaveAttribute('href', `/jobs/${job.id}`);
    await expect(bell(fp)).toHaveAccessibleName('Notifications, 0 unread');

    // The company shortlists...
    await card.getByLabel('Status').selectOption('shortlisted');
    await expect(cp.getByText('Status updated')).toBeVisible();

    // ...and the facilitator's page follows live: status badge, toast and bell count.
    await expect(row.getByText('Shortlisted', { exact: true })).toBeVisible();
    await expect(fp.getByText('Application update', { exact: true }).first()).toBeVisible();
    await expect(bell(fp)).toHaveAccessibleName('Notifications, 1 unread');
    await expectNoA11yViolationsWithoutToasts(fp);

    // The bell lists it; mark all as read; View all leads to /notifications.
    await bell(fp).click();
    const menu = fp.getByRole('menu', { name: 'Notifications' });
    await expect(menu.getByText(`Your application for ${job.title} is now Shortlisted`)).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Mark all as read' }).click();
    await expect(bell(fp)).toHaveAccessibleName('Notifications, 0 unread');
    await menu.getByRole('menuitem', { name: 'View all' }).click();
    await expect(fp).toHaveURL(/\/notifications$/);
    await expect(fp.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(fp.getByText(`Your application for ${job.title} is now Shortlisted`)).toBeVisible();
    await expect(fp.getByText("You're all caught up.")).toBeVisible();
    await expectNoA11yViolationsWithoutToasts(fp);

    // The team's private notes and scorecard: a summary on the card, the panel on demand.
    await expect(card.getByText('No ratings yet · 0 notes')).toBeVisible();
    await card.getByRole('button', { name: 'Team notes' }).click();
    await card.getByRole('textbox', { name: 'Add a note' }).fill('Strong on remote formats.');
    await card.getByRole('button', { name: 'Add note' }).click();
    await expect(card.getByText('Strong on remote formats.')).toBeVisible();
    await card.getByText('Strong yes', { exact: true }).click();
    await expect(card.getByText('1 rating · 4.0 average · 1 note')).toBeVisible();
    await expectNoA11yViolationsWithoutToasts(cp);

    // Withdraw, with a confirmation.
    await fp.goto('/facilitator/applications');
    await row.getByRole('button', { name: `Withdraw application for ${job.title}` }).click();
    const dialog = fp.getByRole('dialog', { name: 'Withdraw this application?' });
    await expect(dialog).toContainText(job.title);
    await expectNoA11yViolationsWithoutToasts(fp);
    await dialog.getByRole('button', { name: 'Withdraw application' }).click();
    await expect(dialog).toBeHidden();
    await expect(fp.getByText('Application withdrawn', { exact: true }).first()).toBeVisible();
    await expect(row.getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);

    // The company's list drops it live; the Withdrawn filter shows it without a status control.
    await expect(card).toBeHidden();
    await expect(cp.getByText('No applications yet')).toBeVisible();
    await cp.getByRole('button', { name: /^Withdrawn/ }).click();
    await expect(cp).toHaveURL(/status=withdrawn/);
    await expect(card).toBeVisible();
    await expect(card.getByLabel('Status')).toHaveCount(0);

    // Dashboards.
    await cp.goto('/company/dashboard');
    await expect(cp.getByRole('heading', { level: 1, name: 'Company Dashboard' })).toBeVisible();
    const stats = cp.getByRole('region', { name: 'Overview' });
    await expect(stats.getByRole('listitem').filter({ hasText: 'Open jobs' })).toHaveText(/^1\s*Open jobs$/);
    // The one application was withdrawn: it no longer counts.
    await expect(stats.getByRole('listitem').filter({ hasText: 'Applications' })).toHaveText(
      /^0\s*Applications$/,
    );
    const activity = cp.getByRole('region', { name: 'Recent activity' });
    await expect(
      activity.getByRole('link', { name: new RegExp(`Amara Okafor applied to ${job.title}`) }),
    ).toHaveAttribute('href', `/company/jobs/${job.id}/applicants`);
    await expect(cp.getByRole('link', { name: 'Post a Job' }).last()).toHaveAttribute('href', '/post-job');
    await expect(cp.getByRole('main').getByRole('link', { name: 'My Job Postings' }).first()).toHaveAttribute(
      'href',
      '/company/jobs',
    );
    await expectNoA11yViolationsWithoutToasts(cp);

    await fp.goto('/facilitator/dashboard');
    await expect(fp.getByRole('heading', { level: 1, name: 'Facilitator Dashboard' })).toBeVisible();
    await expect(fp.getByRole('heading', { name: 'Recommended jobs' })).toBeVisible();
    await expect(fp.getByRole('progressbar', { name: 'Profile completeness' })).toBeVisible();
    await expect(fp.getByRole('link', { name: 'Complete my profile' })).toHaveAttribute(
      'href',
      '/facilitator/profile',
    );
    await expect(
      fp.getByRole('region', { name: 'Recent status changes' }).getByText('Withdrawn', { exact: true }),
    ).toBeVisible();
    await expectNoA11yViolationsWithoutToasts(fp);

    await company.context.close();
    await facilitator.context.close();
  });

  test('pages are guarded by account type, and other companies cannot see applicants', async ({
    browser,
    baseURL,
  }) => {
    const owner = await signedInContext(browser, baseURL!, 'company', { companyName: `Owner ${unique()}` });
    const job = await postJob(owner.page, { title: `Team retreat facilitator ${unique()}` });
    const rival = await signedInContext(browser, baseURL!, 'company', { companyName: `Rival ${unique()}` });
    // Another company's job is not found for the rival: its applicants and suggestions answer 404.
    allowConsoleErrors(
      /status of 404 .*\/api\/(company\/jobs\/[^/]+\/applications|jobs\/[^/]+\/suggested-facilitators)/,
    );
    await rival.page.goto(`/company/jobs/${job.id}/applicants`);
    await expect(rival.page.getByRole('heading', { level: 1, name: 'Job Not Found' })).toBeVisible();
    await expectNoA11yViolationsWithoutToasts(rival.page);

    const facilitator = await signedInContext(browser, baseURL!, 'facilitator', {
      firstName: 'Lena',
      lastName: 'Berg',
    });
    await facilitator.page.goto('/company/dashboard');
    await expect(facilitator.page.getByText('Access Denied')).toBeVisible();
    await expect(facilitator.page).toHaveURL(/\/$/);

    await rival.page.goto('/facilitator/applications');
    await expect(rival.page.getByText('Access Denied')).toBeVisible();
    await expect(rival.page).toHaveURL(/\/$/);
    for (const c of [owner, rival, facilitator]) await c.context.close();
  });

  test('signed out: no bell, guarded pages send to /auth', async ({ page }) => {
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByText('Authentication Required')).toBeVisible();
    await expect(bell(page)).toHaveCount(0);
  });

  test('looks deliberate at 1440 and 390 px', async ({ browser, baseURL }) => {
    test.skip(!process.env.SHOTS_DIR, 'set SHOTS_DIR to write screenshots');
    test.setTimeout(120_000);
    const dir = process.env.SHOTS_DIR!;
    const companyName = `Northwind ${unique()}`;
    const company = await signedInContext(browser, baseURL!, 'company', { companyName });
    const facilitator = await signedInContext(browser, baseURL!, 'facilitator', {
      firstName: 'Amara',
      lastName: 'Okafor',
    });
    const job = await postJob(company.page, {
      title: 'Leadership offsite facilitator for a two-day strategy retreat',
    });
    const other = await postJob(company.page, { title: 'Design sprint facilitator' });
    for (const [j, letter] of [
      [job, 'I have facilitated more than forty leadership offsites across Europe. '.repeat(6)],
      [
        other,
        'Short and sweet: I run design sprints every month and would love to run yours for your product team.',
      ],
    ] as const) {
      await applyTo(facilitator.page, j.id, {
        coverLetter: letter,
        portfolioLinks: [
          'https://portfolio.example/offsites',
          'https://www.linkedin.example/in/amara-okafor-facilitator',
        ],
        availability: 'From March, Tue–Thu',
      });
    }
    const second = await signedInContext(browser, baseURL!, 'facilitator', {
      firstName: 'Jonas',
      lastName: 'Weber',
    });
    await applyTo(second.page, job.id, {
      coverLetter:
        'Agile coach and facilitator with ten years of experience running offsites for engineering leadership teams.',
      portfolioLinks: [],
    });
    for (const width of [1440, 390]) {
      for (const [ctx, url, name] of [
        [company, `/company/jobs/${job.id}/applicants`, 'applicants'],
        [company, '/company/dashboard', 'company-dashboard'],
        [facilitator, '/facilitator/applications', 'my-applications'],
        [facilitator, '/facilitator/dashboard', 'facilitator-dashboard'],
        [company, '/notifications', 'notifications'],
      ] as const) {
        await ctx.page.setViewportSize({ width, height: 900 });
        await ctx.page.goto(url);
        await ctx.page.waitForLoadState('networkidle').catch(() => undefined);
        await ctx.page.waitForTimeout(400);
        await ctx.page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
      }
      await company.page.goto('/company/dashboard');
      await bell(company.page).click();
      await company.page.waitForTimeout(300);
      await company.page.screenshot({ path: `${dir}/bell-${width}.png` });
      await company.page.keyboard.press('Escape');
    }
  });
});
