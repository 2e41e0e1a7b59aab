import {
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsWithoutToasts,
  latestMail,
  listProfile,
  newContext,
  signedInContext,
  test,
  uniqueEmail,
} from './fixtures';

const REFERENCE_SUBJECT = /asks.you.for.a.reference/;
const TEXT =
  'Ada ran our leadership offsite with great care. Months later the team still decides with her canvas.';

/**
 * Outside references (docs/decisions/042): a facilitator asks a past client by email; the client opens the
 * mailed link without an account and gives the reference; the public profile shows it apart from reviews,
 * marked as from outside FacilitatorHub; the link then answers as used.
 */
test('a facilitator asks an outside client for a reference, the client gives it by the mailed link, the profile shows it', async ({
  browser,
  baseURL,
}) => {
  // Two people's pages, each checked by axe, on a machine shared with other runs.
  test.setTimeout(240_000);
  const facilitator = await signedInContext(browser, baseURL!, 'facilitator', {
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  const id = await listProfile(facilitator.page, baseURL!, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    location: 'Lisbon',
  });
  const fp = facilitator.page;
  const client = uniqueEmail('outside-client');

  await fp.goto('/facilitator/profile');
  const card = fp.locator('#references');
  await expect(card.getByRole('heading', { name: 'References', exact: true })).toBeVisible();
  await card.getByLabel("Client's name").fill('Grace Hopper');
  await card.getByLabel("Client's email").fill(client);
  await card.getByLabel('Organisation').fill('Acme Robotics');
  await card.getByLabel('Personal message').fill('It was a pleasure working with your team.');
  await card.getByRole('button', { name: 'Send the request' }).click();
  await expect(fp.getByText('Request sent')).toBeVisible();
  await expect(card.getByText('Waiting')).toBeVisible();
  await expect(card.getByText('You can ask 4 more clients.')).toBeVisible();
  await expectNoA11yViolationsWithoutToasts(fp);

  // The mailed link, read from the outbox.
  const mail = await latestMail(client, REFERENCE_SUBJECT);
  const link = mail.match(/https?:\/\/[^\s"<>]+\/references\/[\w.-]+/)?.[0];
  expect(link, mail).toBeTruthy();
  const path = new URL(link!).pathname;

  const outside = await newContext(browser, { baseURL, viewport: { width: 390, height: 844 } });
  await outside.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL! }]);
  const page = await outside.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Write a reference' })).toBeVisible();
  await expect(page.getByText('Ada Lovelace asks you, at Acme Robotics, for a reference.')).toBeVisible();
  await expectNoA11yViolations(page);
  const shots = process.env.SHOTS_DIR;
  for (const width of [390, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    if (shots) await page.screenshot({ path: `${shots}/reference-page-${width}.png`, fullPage: true });
  }
  await page.getByLabel('Your reference').fill(TEXT);
  await page.getByLabel(/Your role/).fill('Head of People');
  await page.getByRole('button', { name: 'Give the reference' }).click();
  await expect(page.getByText('Thank you!').first()).toBeVisible();
  await expectNoA11yViolationsWithoutToasts(page);

  // The link now answers as used.
  await page.goto(path);
  await expect(page.getByText('Thank you!').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Give the reference' })).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/reference-page-used.png`, fullPage: true });

  // The public profile: apart, marked as from outside FacilitatorHub, beside the self-provided testimonials.
  await page.goto(`/facilitators/${id}`);
  const section = page.getByRole('region', { name: 'References from outside FacilitatorHub' });
  await expect(section).toBeVisible();
  await expect(section.getByText('From outside FacilitatorHub', { exact: true })).toBeVisible();
  await expect(section.getByText(TEXT)).toBeVisible();
  await expect(section.getByText(/Grace Hopper/)).toBeVisible();
  await expectNoA11yViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/profile-references.png`, fullPage: true });

  // The facilitator's list says it was given.
  await fp.reload();
  await expect(fp.locator('#references').getByText('Given', { exact: true })).toBeVisible();
  await outside.close();
  await facilitator.context.close();
});

test('the reference page works before its script runs', async ({ browser, baseURL }) => {
  const facilitator = await signedInContext(browser, baseURL!, 'facilitator', {
    firstName: 'Grace',
    lastName: 'Hopper',
  });
  const client = uniqueEmail('no-script-client');
  const res = await facilitator.page.request.post('/api/facilitator/references', {
    headers: { origin: baseURL! },
    data: { clientName: 'Ada Client', clientEmail: client },
  });
  expect(res.status(), await res.text()).toBe(201);
  const mail = await latestMail(client, REFERENCE_SUBJECT);
  const path = new URL(mail.match(/https?:\/\/[^\s"<>]+\/references\/[\w.-]+/)![0]).pathname;

  const context = await newContext(browser, { baseURL, javaScriptEnabled: false }, { appRuns: false });
  const page = await context.newPage();
  await page.goto(path);
  await page.getByLabel('Your reference').fill(TEXT);
  await page.getByRole('button', { name: 'Give the reference' }).click();
  await expect(page).toHaveURL(/\?given=1$/);
  await expect(page.getByText('Thank you!').first()).toBeVisible();
  await context.close();
  await facilitator.context.close();
});
