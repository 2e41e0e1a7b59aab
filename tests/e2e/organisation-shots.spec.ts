import type { Page } from '@playwright/test';
import {
  applyTo,
  E2E_PASSWORD,
  expect,
  latestMail,
  newContext,
  postJob,
  signedInContext,
  test,
  unique,
  uniqueEmail,
} from './fixtures';

/** Screenshots of the organisation page, the invitation's join page and the applicants' Team notes, for a person to look at. */
test('the organisation page, the join page and the team notes look deliberate at 390, 1024 and 1440 px', async ({
  browser,
  baseURL,
}) => {
  test.skip(!process.env.SHOTS_DIR, 'set SHOTS_DIR to write screenshots');
  test.setTimeout(180_000);
  const dir = process.env.SHOTS_DIR!;
  const shoot = async (target: Page, name: string) => {
    for (const width of [390, 1024, 1440]) {
      await target.setViewportSize({ width, height: 900 });
      await target.waitForTimeout(400);
      await target.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    }
    await target.setViewportSize({ width: 1440, height: 900 });
  };

  const owner = await signedInContext(browser, baseURL!, 'company', {
    companyName: `Northwind Facilitation Partners ${unique()}`,
  });
  const op = owner.page;
  const invite = async (email: string, role: string) => {
    const res = await op.request.post('/api/organisation/invitations', {
      headers: { origin: baseURL! },
      data: { email, role },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    const mail = await latestMail(email, /invites you to join/);
    return new URL(mail.match(/https?:\/\/\S+\/join\/[^\s"<>]+/)![0]).pathname;
  };
  /** The invited address signs up through the join link's API, and is a member at once. */
  const join = async (path: string, firstName: string, lastName: string) => {
    const visitor = await newContext(browser, { baseURL });
    const res = await visitor.request.post('/api/organisation-invitations/sign-up', {
      headers: { origin: baseURL! },
      data: { token: path.split('/').pop(), firstName, lastName, password: E2E_PASSWORD },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return visitor;
  };

  const members = [
    await join(await invite(uniqueEmail('hiring'), 'hiring_manager'), 'Hannah', 'Schmidt-Oyelaran'),
    await join(await invite(uniqueEmail('recruiter'), 'recruiter'), 'Rosa', 'Quintero'),
  ];
  const pendingEmail = `jean-baptiste.delacroix-${unique()}@northwind-facilitation-partners.example`;
  const joinPath = await invite(pendingEmail, 'viewer');

  await op.goto('/company/organisation');
  await expect(op.getByRole('region', { name: 'Members' }).getByText('3 members')).toBeVisible();
  await expect(op.getByRole('region', { name: 'Pending invitations' }).getByText(pendingEmail)).toBeVisible();
  await shoot(op, 'organisation');

  const visitor = await newContext(browser, { baseURL });
  await visitor.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL! }]);
  const vp = await visitor.newPage();
  await vp.goto(joinPath);
  await expect(vp.getByRole('form', { name: 'Create your account' })).toBeVisible();
  await shoot(vp, 'join');

  const job = await postJob(op, { title: 'Leadership offsite facilitator for a two-day strategy retreat' });
  const facilitator = await signedInContext(browser, baseURL!, 'facilitator', {
    firstName: 'Amara',
    lastName: 'Okafor',
  });
  const application = await applyTo(facilitator.page, job.id, {
    coverLetter: 'I have facilitated more than forty leadership offsites across Europe. '.repeat(4),
    portfolioLinks: ['https://portfolio.example/offsites'],
    availability: 'From March, Tue–Thu',
  });
  // Two members' notes and ratings: the owner's own come in through the panel below.
  const [hiringManager] = members;
  const teamCall = async (who: typeof op.request, method: 'post' | 'put', path: string, data: object) => {
    const res = await who[method](`/api/applications/${application.id}/${path}`, {
      headers: { origin: baseURL! },
      data,
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  };
  await teamCall(hiringManager!.request, 'post', 'notes', {
    body: 'Strong on remote formats; asked good questions about the board and the two days.',
  });
  await teamCall(hiringManager!.request, 'put', 'rating', { score: 4 });
  await teamCall(op.request, 'post', 'notes', {
    body: 'Day rate is at the top of our budget, worth a call.',
  });
  await op.goto(`/company/jobs/${job.id}/applicants`);
  const card = op.getByRole('listitem').filter({ has: op.getByRole('heading', { name: 'Amara Okafor' }) });
  await card.getByRole('button', { name: 'Team notes' }).click();
  await card.getByText('Yes', { exact: true }).click();
  await expect(card.getByText('Strong on remote formats')).toBeVisible();
  await shoot(op, 'applicants-team-notes');

  for (const c of [owner.context, visitor, facilitator.context, ...members]) await c.close();
});
