import type { Page } from '@playwright/test';
import type { Engagement } from '../../src/shared/engagements';
import { applyTo, clockNow, expect, listProfile, postJob, signedInContext, test, unique } from './fixtures';

/** The run's day plus `days`, 'YYYY-MM-DD' (UTC). */
const dayFromNow = (days: number) =>
  new Date(clockNow().getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Screenshots of the engagements list, an offer, the offer form and a confirmed engagement, for a person to look at. */
test('the engagement pages and the offer form look deliberate at 390, 1024 and 1440 px', async ({
  browser,
  baseURL,
}) => {
  test.skip(!process.env.SHOTS_DIR, 'set SHOTS_DIR to write screenshots');
  test.setTimeout(240_000);
  const dir = process.env.SHOTS_DIR!;
  const shoot = async (target: Page, name: string, { fullPage = true } = {}) => {
    for (const width of [390, 1024, 1440]) {
      await target.setViewportSize({ width, height: 900 });
      await target.waitForTimeout(400);
      await target.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
    }
    await target.setViewportSize({ width: 1440, height: 900 });
  };
  const origin = { origin: baseURL! };

  const company = await signedInContext(browser, baseURL!, 'company', {
    companyName: `Northwind Facilitation Partners ${unique()}`,
  });
  const facilitator = await signedInContext(browser, baseURL!, 'facilitator', {
    firstName: 'Jean-Baptiste',
    lastName: 'Delacroix-Oyelaran',
  });
  await listProfile(facilitator.page, baseURL!, {
    firstName: 'Jean-Baptiste',
    lastName: 'Delacroix-Oyelaran',
    location: 'Lyon, France',
  });
  const sessionDays = [dayFromNow(30), dayFromNow(31), dayFromNow(32)];
  const offerFor = async (title: string) => {
    const job = await postJob(company.page, {
      title,
      sessionDates: sessionDays,
      sessionTimeZone: 'Europe/Berlin',
    });
    const application = await applyTo(facilitator.page, job.id, {
      coverLetter: 'I have facilitated more than forty leadership offsites across Europe. '.repeat(3),
      portfolioLinks: [],
    });
    const res = await company.page.request.post('/api/engagements', {
      headers: origin,
      data: {
        source: { applicationId: application.id },
        message: 'We loved your proposal. Here is the offer with the three days we discussed on the call.',
        terms: {
          sessions: sessionDays.map((date) => ({ date, start: '09:00', end: '17:30' })),
          timeZone: 'Europe/Berlin',
          format: null,
          delivery: 'hybrid',
          location: 'Haus am Wannsee, Am Sandwerder 5, 14109 Berlin',
          currency: 'EUR',
          lines: [
            { kind: 'preparation_day', description: '', quantity: 1.5, unitPriceMinor: 95_000 },
            { kind: 'facilitation_day', description: '', quantity: 3, unitPriceMinor: 185_000 },
            {
              kind: 'co_facilitator_day',
              description: 'Graphic recording',
              quantity: 3,
              unitPriceMinor: 120_000,
            },
            {
              kind: 'travel',
              description: 'Lyon–Berlin and back, train',
              quantity: 1,
              unitPriceMinor: 42_550,
            },
            { kind: 'documentation', description: '', quantity: 1, unitPriceMinor: 90_000 },
          ],
          vat: { mode: 'rate', rateBp: 1900 },
          paymentTermsDays: 30,
          cancellationTiers: [
            { minDaysBefore: 42, percent: 0 },
            { minDaysBefore: 14, percent: 50 },
            { minDaysBefore: 0, percent: 100 },
          ],
          outcomes: [
            'A three-year strategy the whole leadership team stands behind',
            'Owners, budgets and first steps for each of the five priorities',
            'An agreed way of reviewing progress every quarter',
          ],
        },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return { job, engagement: ((await res.json()) as { engagement: Engagement }).engagement };
  };
  const offered = await offerFor('Leadership offsite facilitator for a three-day strategy retreat in Berlin');
  const confirmed = await offerFor(`Board retreat facilitator ${unique()}`);
  const accepted = await facilitator.page.request.post(`/api/engagements/${confirmed.engagement.id}/accept`, {
    headers: origin,
    data: { version: confirmed.engagement.current.version },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  const fp = facilitator.page;
  await fp.goto('/engagements');
  await expect(fp.getByRole('link', { name: offered.job.title })).toBeVisible();
  await shoot(fp, 'engagements-list');

  await fp.goto(`/engagements/${offered.engagement.id}`);
  await expect(fp.getByRole('button', { name: 'Accept offer' })).toBeVisible();
  await shoot(fp, 'engagement-offer');

  await fp.goto(`/engagements/${confirmed.engagement.id}`);
  await expect(fp.getByRole('button', { name: 'Cancel engagement' })).toBeVisible();
  await shoot(fp, 'engagement-confirmed');
  // The fee table on a phone, at full size (the whole page's shot is too tall to read it).
  await fp.setViewportSize({ width: 390, height: 900 });
  await fp
    .getByRole('table', { name: 'Fee lines in EUR' })
    .screenshot({ path: `${dir}/engagement-fees-390.png` });
  await fp.setViewportSize({ width: 1440, height: 900 });
  await fp.emulateMedia({ media: 'print' });
  await fp.setViewportSize({ width: 1024, height: 900 });
  await fp.screenshot({ path: `${dir}/engagement-confirmed-print.png`, fullPage: true });
  await fp.emulateMedia({ media: 'screen' });

  // The offer form, in its dialog (which scrolls inside the viewport: a full-page shot would not show more).
  const cp = company.page;
  const third = await postJob(cp, {
    title: `Team day facilitator ${unique()}`,
    sessionDates: sessionDays.slice(0, 2),
    sessionTimeZone: 'Europe/Berlin',
  });
  await applyTo(fp, third.id, {
    coverLetter: 'I would be glad to run your team day. '.repeat(4),
    portfolioLinks: [],
  });
  await cp.goto(`/company/jobs/${third.id}/applicants`);
  await cp.getByRole('button', { name: 'Send offer' }).click();
  const dialog = cp.getByRole('dialog', { name: 'Send offer' });
  await expect(dialog.getByLabel('Date').first()).toHaveValue(sessionDays[0]!);
  await shoot(cp, 'offer-form', { fullPage: false });
  await dialog.getByRole('group', { name: 'Fees', exact: true }).scrollIntoViewIfNeeded();
  await shoot(cp, 'offer-form-fees', { fullPage: false });

  await company.context.close();
  await facilitator.context.close();
});
