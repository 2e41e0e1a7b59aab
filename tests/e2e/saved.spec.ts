import { request as playwrightRequest } from '@playwright/test';
import {
  expect,
  expectNoA11yViolationsWithoutToasts,
  listProfile,
  mailsTo,
  newContext,
  postJob,
  signedInContext,
  test,
} from './fixtures';

/** A word the full-text search keeps as it is (letters only), unique to this test. */
const uniqueWord = (prefix: string) =>
  prefix + Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** The alert mails sent to `to` (newest first); the subject is MIME-encoded, its spaces as underscores. */
const alertMails = (to: string) => mailsTo(to, /New.jobs?.for/);

/** The URL of a mail's List-Unsubscribe header. */
function listUnsubscribeUrl(mail: string): string {
  const header = mail.match(/^List-Unsubscribe:\s+<([^>]+)>/m);
  expect(header, 'List-Unsubscribe header').not.toBeNull();
  return header![1]!;
}

test.describe('saved searches and job alerts', () => {
  test('a saved keyword search alerts instantly by mail; a job that does not match sends nothing; one-click unsubscribe stops it', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const keyword = uniqueWord('sociocracy');
    const facilitator = await signedInContext(browser, baseURL!, 'facilitator', {
      firstName: 'Lena',
      lastName: uniqueWord('Park'),
    });
    const company = await signedInContext(browser, baseURL!, 'company', { companyName: uniqueWord('Acme') });

    // The facilitator searches /jobs for the keyword and saves the search with instant alerts.
    const fp = facilitator.page;
    await fp.goto(`/jobs?q=${keyword}`);
    await fp.getByRole('button', { name: 'Save this search' }).click();
    const dialog = fp.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByLabel('Name')).toHaveValue(new RegExp(keyword, 'i'));
    const searchName = await dialog.getByLabel('Name').inputValue();
    await dialog.getByLabel('Alert frequency').selectOption({ label: 'Instant' });
    await expectNoA11yViolationsWithoutToasts(fp);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(fp.getByText('Search saved')).toBeVisible();

    // It is listed on the alerts page, with its frequency.
    await fp.goto('/facilitator/alerts');
    await expect(fp.getByRole('heading', { level: 1, name: 'Job alerts' })).toBeVisible();
    const alert = fp.getByRole('region', { name: new RegExp(keyword, 'i') });
    await expect(alert.getByLabel(/^Frequency of alerts for/)).toHaveValue('instant');
    await expectNoA11yViolationsWithoutToasts(fp);

    // A company publishes a job that does not match, then one that does.
    const other = await postJob(company.page, { title: `Team retrospective facilitator ${uniqueWord('x')}` });
    const matching = await postJob(company.page, { title: `Facilitator for ${keyword} circles` });

    // The instant alert lands in the outbox within a few matcher intervals, about the matching job only.
    await expect.poll(() => alertMails(facilitator.email).length, { timeout: 30_000 }).toBe(1);
    const mail = alertMails(facilitator.email)[0]!;
    expect(mail).toContain(matching.title);
    expect(mail).toContain(`/jobs/${matching.id}`);
    expect(mail).not.toContain(other.title);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // Each alert is also a bell notification.
    await fp.goto('/notifications');
    await expect(fp.getByText(new RegExp(keyword)).first()).toBeVisible();

    // The unsubscribe link's page, opened without signing in, asks before it unsubscribes.
    const url = listUnsubscribeUrl(mail);
    const visitor = await newContext(browser, { baseURL });
    const vp = await visitor.newPage();
    await vp.goto(url);
    await expect(vp.getByRole('heading', { level: 1, name: 'Unsubscribe from job alerts' })).toBeVisible();
    await expect(vp.getByText(keyword)).toBeVisible();
    await expectNoA11yViolationsWithoutToasts(vp);

    // A mail client's one-click POST (RFC 8058), without cookies, unsubscribes.
    const client = await playwrightRequest.newContext();
    const res = await client.post(url, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    await client.dispose();
    await vp.reload();
    await expect(vp.getByText(/already unsubscribed|unsubscribed/i).first()).toBeVisible();
    await visitor.close();

    // Another matching job: no further alert from the unsubscribed search. To know when the matcher has had
    // its chance, the facilitator saves a second instant search the job matches as well: a user gets one
    // alert per job, through the oldest instant search that matches, so the job's alert comes through this
    // one only because the first search is off (were it still on, the alert would come through it).
    const controlWord = uniqueWord('holacracy');
    const controlName = `Control ${controlWord}`;
    const saved = await fp.request.post('/api/saved-searches', {
      headers: { origin: baseURL! },
      data: { name: controlName, filters: { q: controlWord }, frequency: 'instant' },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const second = await postJob(company.page, { title: `Second ${keyword} facilitator for ${controlWord}` });
    await expect.poll(() => alertMails(facilitator.email).length, { timeout: 30_000 }).toBe(2);
    const [controlMail] = alertMails(facilitator.email);
    expect(controlMail).toContain(second.title);
    expect(controlMail).toContain(`saved search "${controlName}"`);
    const fromUnsubscribed = alertMails(facilitator.email).filter((m) =>
      m.includes(`saved search "${searchName}"`),
    );
    expect(fromUnsubscribed).toHaveLength(1);
    expect(fromUnsubscribed[0]).not.toContain(second.title);
    await fp.goto('/facilitator/alerts');
    await expect(
      fp.getByRole('region', { name: new RegExp(keyword, 'i') }).getByLabel(/^Frequency of alerts for/),
    ).toHaveValue('off');

    await facilitator.context.close();
    await company.context.close();
  });
});

test.describe('saved jobs and saved facilitators', () => {
  test('a facilitator saves a job from its card and its page; a company saves a facilitator with a note', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const word = uniqueWord('liberating');
    const company = await signedInContext(browser, baseURL!, 'company', {
      companyName: uniqueWord('Globex'),
    });
    const firstName = uniqueWord('Rui');
    const lastName = uniqueWord('Costa');
    const facilitator = await signedInContext(browser, baseURL!, 'facilitator', { firstName, lastName });
    await listProfile(facilitator.page, baseURL!, { firstName, lastName, location: 'Porto, Portugal' });
    const job = await postJob(company.page, { title: `Liberating structures lead ${word}` });

    // From the card on /jobs.
    const fp = facilitator.page;
    await fp.goto(`/jobs?q=${word}`);
    const card = fp.getByRole('listitem').filter({ hasText: job.title });
    const save = card.getByRole('button', { name: /^Saved? job: / });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    // The job's page shows it saved; unsaving and saving again there works too.
    await fp.goto(`/jobs/${job.id}`);
    const pageToggle = fp.getByRole('main').getByRole('button', { name: /^Saved? job$/ });
    await expect(pageToggle).toHaveAttribute('aria-pressed', 'true');
    await pageToggle.click();
    await expect(pageToggle).toHaveAttribute('aria-pressed', 'false');
    await pageToggle.click();
    await expect(pageToggle).toHaveAttribute('aria-pressed', 'true');

    // Listed on /facilitator/saved as open; once the company closes it, marked closed.
    await fp.goto('/facilitator/saved');
    await expect(fp.getByRole('heading', { level: 1, name: 'Saved jobs' })).toBeVisible();
    const saved = fp.getByRole('listitem').filter({ hasText: job.title });
    await expect(saved.getByText('Open', { exact: true })).toBeVisible();
    await expectNoA11yViolationsWithoutToasts(fp);
    const closed = await company.page.request.post(`/api/jobs/${job.id}/close`, {
      headers: { origin: baseURL! },
    });
    expect(closed.ok(), await closed.text()).toBeTruthy();
    await fp.reload();
    await expect(saved.getByText('Closed', { exact: true })).toBeVisible();

    // The company saves the facilitator from the directory card, and sees it saved on the profile page.
    const cp = company.page;
    await cp.goto(`/facilitators?q=${lastName}`);
    const facilitatorCard = cp
      .getByRole('list', { name: 'Facilitators' })
      .getByRole('listitem')
      .filter({ hasText: `${firstName} ${lastName}` });
    const saveFacilitator = facilitatorCard.getByRole('button', { name: /^Saved? facilitator: / });
    await saveFacilitator.click();
    await expect(saveFacilitator).toHaveAttribute('aria-pressed', 'true');
    await facilitatorCard
      .getByRole('link', { name: new RegExp(`${firstName} ${lastName}`) })
      .first()
      .click();
    await expect(cp.getByRole('main').getByRole('button', { name: /^Saved? facilitator$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // /company/saved lists them; a private note is kept.
    await cp.goto('/company/saved');
    await expect(cp.getByRole('heading', { level: 1, name: 'Saved facilitators' })).toBeVisible();
    const entry = cp.getByRole('listitem').filter({ hasText: `${firstName} ${lastName}` });
    await entry.getByLabel(/^Private note about/).fill('Great fit for the Q3 innovation sprint.');
    await entry.getByRole('button', { name: /^Save note about/ }).click();
    await expect(cp.getByText('Note saved')).toBeVisible();
    await cp.reload();
    await expect(entry.getByLabel(/^Private note about/)).toHaveValue(
      'Great fit for the Q3 innovation sprint.',
    );
    await expectNoA11yViolationsWithoutToasts(cp);

    await facilitator.context.close();
    await company.context.close();
  });
});
