import type { BrowserContext, Page } from '@playwright/test';
import {
  allowConsoleErrors,
  applyTo,
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsWithoutToasts,
  latestMail,
  newContext,
  PHONE,
  postJob,
  signedInContext,
  test,
  throttle,
  unique,
  uniqueEmail,
  E2E_PASSWORD,
} from './fixtures';

/** The invitation mail's one link, as a path: /join/{token}. */
async function invitationPath(email: string): Promise<string> {
  const mail = await latestMail(email, /invites you to join/);
  const links = mail.match(/https?:\/\/\S+\/join\/[^\s"<>]+/g) ?? [];
  expect(new Set(links).size, 'the invitation mail has one join link').toBe(1);
  return new URL(links[0]!).pathname;
}

const untilInteractive = (page: Page) =>
  page.waitForFunction(() => 'interactive' in document.documentElement.dataset, undefined, {
    timeout: 30_000,
  });

/**
 * Does what changes something on the page and waits for the server's yes (a toast would say so too, but it
 * may be gone again before a slow run looks).
 */
async function expectSaved(page: Page, method: string, path: string, act: () => Promise<unknown>) {
  const saved = page.waitForResponse(
    (response) => response.request().method() === method && response.url().includes(path),
  );
  await act();
  expect((await saved).status(), `${method} ${path}`).toBeLessThan(300);
}

/** The phone at full speed again, once the part of the journey that is about the phone is done. */
async function unthrottle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

test.describe('organisations', () => {
  test('an owner invites a recruiter who joins, moves but cannot hire, is raised to hire, and is removed; the audit log tells it', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const orgName = `Harbourline ${unique()}`;
    const owner = await signedInContext(browser, baseURL!, 'company', { companyName: orgName });
    const op = owner.page;

    // 1. The owner finds the organisation in the account menu and invites a recruiter.
    await op.goto('/company/dashboard');
    await op.getByRole('button', { name: 'Company Account' }).click();
    await op.getByRole('menuitem', { name: 'Organisation', exact: true }).click();
    await expect(op).toHaveURL(/\/company\/organisation$/);
    await expect(op.getByRole('heading', { level: 1, name: orgName })).toBeVisible();
    await expect(op.getByText('Your role: Owner.')).toBeVisible();
    const inviteeEmail = uniqueEmail('recruiter');
    const invite = op.getByRole('form', { name: 'Invite member' });
    await invite.getByLabel('Email address').fill(inviteeEmail);
    await invite.getByLabel('Role').selectOption({ label: 'Recruiter' });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(op.getByText(`${inviteeEmail} gets a link to join as Recruiter.`)).toBeVisible();
    const pending = op.getByRole('region', { name: 'Pending invitations' });
    await expect(pending.getByText(inviteeEmail)).toBeVisible();
    await expect(invite.getByLabel('Email address')).toHaveValue('');
    await expectNoA11yViolationsWithoutToasts(op);

    // 2. The invitee opens the mailed link on a slow phone and signs up there as soon as the form shows (the
    // page reads the invitation in the browser: the server draws "Checking your invitation" only).
    const joinPath = await invitationPath(inviteeEmail);
    const recruiter = await newContext(browser, { baseURL, ...PHONE }, { appRuns: false });
    await recruiter.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL! }]);
    const rp = await recruiter.newPage();
    await throttle(recruiter, rp);
    await rp.goto(joinPath, { waitUntil: 'commit' });
    const signUp = rp.getByRole('form', { name: 'Create your account' });
    await expect(rp.getByText(`You are invited to join ${orgName} as Recruiter.`)).toBeVisible({
      timeout: 20_000,
    });
    await expectNoA11yViolationsWithoutToasts(rp);
    await expect(signUp.getByLabel('Email', { exact: true })).toHaveValue(inviteeEmail);
    await signUp.getByLabel('First name').fill('Rosa');
    await signUp.getByLabel('Last name').fill('Quintero');
    await signUp.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await signUp.getByLabel('Confirm password').fill(E2E_PASSWORD);
    await signUp.getByRole('button', { name: 'Create account and join' }).tap();
    await expect(rp).toHaveURL(/\/company\/dashboard$/, { timeout: 20_000 });
    await expect(rp.getByRole('heading', { level: 1, name: 'Company Dashboard' })).toBeVisible();
    await unthrottle(recruiter, rp);
    await rp.setViewportSize({ width: 1280, height: 900 });
    await rp.reload();
    await untilInteractive(rp);
    await rp.getByRole('button', { name: 'Company Account' }).click();
    await expect(rp.getByRole('menu')).toContainText(orgName);
    await rp.keyboard.press('Escape');

    // 3. The recruiter posts a job for the organisation; a facilitator applies.
    const job = await postJob(rp, { title: `Team retreat facilitator ${unique()}` });
    const facilitator = await signedInContext(browser, baseURL!, 'facilitator', {
      firstName: 'Amara',
      lastName: 'Okafor',
    });
    const application = await applyTo(facilitator.page, job.id, {
      coverLetter:
        'I have facilitated more than forty team retreats across Europe and would design yours around the questions your team is facing right now.',
      portfolioLinks: [],
    });
    // The owner sees the recruiter's job among the organisation's.
    await op.goto('/company/jobs');
    await expect(op.getByRole('link', { name: job.title }).first()).toBeVisible();

    // The recruiter shortlists the applicant, and is not offered the hire, which the server refuses too.
    await rp.goto(`/company/jobs/${job.id}/applicants`);
    await untilInteractive(rp);
    const card = rp.getByRole('listitem').filter({ has: rp.getByRole('heading', { name: 'Amara Okafor' }) });
    const status = card.getByLabel('Status');
    await expect(status).toBeVisible();
    await expect(status.locator('option')).not.toHaveText([/Hired/]);
    await expect(status.locator('option', { hasText: 'Hired' })).toHaveCount(0);
    await expectSaved(rp, 'PATCH', '/status', () => status.selectOption({ label: 'Shortlisted' }));
    const refused = await rp.request.patch(`/api/applications/${application.id}/status`, {
      headers: { origin: baseURL! },
      data: { status: 'hired' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Only owners, admins and hiring managers can hire, or change a hire.',
    );

    // 4. The owner makes the recruiter a hiring manager; after a reload, they hire.
    await op.goto('/company/organisation');
    const members = op.getByRole('region', { name: 'Members' });
    await expect(members.getByText('2 members')).toBeVisible();
    const roleOf = members.getByLabel('Role of Rosa Quintero');
    await expectSaved(op, 'PATCH', '/api/organisation/members/', () =>
      roleOf.selectOption({ label: 'Hiring manager' }),
    );
    await expect(roleOf).toHaveValue('hiring_manager');
    await rp.reload();
    await untilInteractive(rp);
    await expect(status.locator('option', { hasText: 'Hired' })).toHaveCount(1);
    await expectSaved(rp, 'PATCH', '/status', () => status.selectOption({ label: 'Hired' }));
    await rp.reload();
    await untilInteractive(rp);
    await expect(status).toHaveValue('hired');

    // 5. The owner removes them, taking over their work; their next request is refused.
    // The toasts go first: closing one with the dialog open would be a click outside it, which closes it.
    await expectNoA11yViolationsWithoutToasts(op);
    await members.getByRole('button', { name: 'Remove Rosa Quintero' }).click();
    const dialog = op.getByRole('dialog', { name: 'Remove Rosa Quintero?' });
    const takeover = dialog.getByLabel('Who takes over the jobs and threads of Rosa Quintero');
    await expect(takeover.locator('option')).toHaveCount(1);
    await takeover.selectOption({ index: 0 });
    await expectNoA11yViolations(op);
    await expectSaved(op, 'DELETE', '/api/organisation/members/', () =>
      dialog.getByRole('button', { name: 'Remove member' }).click(),
    );
    await expect(dialog).toBeHidden();
    await expect(members.getByText('1 member', { exact: true })).toBeVisible();

    // The dashboard's own calls answer 403 now, which the page shows.
    allowConsoleErrors(/status of 403/);
    await rp.goto('/company/dashboard');
    await untilInteractive(rp);
    await expect(rp.getByText('You are not a member of any organisation.', { exact: false })).toBeVisible();
    const gone = await rp.request.get(`/api/company/jobs/${job.id}/applications`);
    expect(gone.status()).toBe(403);
    expect(((await gone.json()) as { error: { message: string } }).error.message).toMatch(
      /^You are not a member of any organisation\./,
    );

    // 6. The owner's audit log tells each step, newest first.
    await op.reload();
    const audit = op.getByRole('region', { name: 'Audit log' });
    await expect(audit.getByRole('listitem')).toHaveText([
      new RegExp(`${orgName} removed Rosa Quintero; ${orgName} takes over their jobs and threads\\.$`),
      /Rosa Quintero moved the applicant Amara Okafor from Shortlisted to Hired\.$/,
      new RegExp(`${orgName} changed the role of Rosa Quintero from Recruiter to Hiring manager\\.$`),
      /Rosa Quintero moved the applicant Amara Okafor from Submitted to Shortlisted\.$/,
      new RegExp(`Rosa Quintero posted the job “${job.title}”\\.$`),
      /Rosa Quintero joined the organisation as Recruiter\.$/,
      new RegExp(`${orgName} invited ${inviteeEmail.replace(/[.+]/g, '\\$&')} as Recruiter\\.$`),
    ]);
    await expectNoA11yViolationsWithoutToasts(op);

    // In German, the page's headings are German.
    await op.goto('/de/company/organisation');
    await expect(op.getByRole('heading', { level: 2, name: 'Mitglieder' })).toBeVisible();
    await expect(op.getByRole('heading', { level: 2, name: 'Mitglied einladen' })).toBeVisible();
    await expect(op.getByRole('heading', { level: 2, name: 'Protokoll' })).toBeVisible();

    for (const c of [owner.context, recruiter, facilitator.context]) await c.close();
  });
});
