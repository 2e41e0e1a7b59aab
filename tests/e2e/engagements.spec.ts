// The two engagement journeys (offer, counter, accept, delivery and completion across
// restarts of a server of the spec's own on later days; cancellation on a slow phone) are each one story,
// with axe on every state of the pages they pass, in English and in German.
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import {
  applyTo,
  CLOCK_OFFSET_DAYS,
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsWithoutToasts,
  listProfile,
  newContext,
  PHONE,
  postJob,
  signedInContext,
  test,
  throttle,
  unique,
  useServer,
} from './fixtures';
import { confirmedOffer, signedInAgain, ZONE, zoneDay } from './engagement-fixtures';
import { startOwnServer } from './own-server';

const COVER_LETTER =
  'I have facilitated more than forty leadership offsites across Europe and would design yours around the questions your team faces now.';

/** The engagement's status badge, as both sides read it under the title. */
const statusBadge = (page: Page, status: string) =>
  page.locator('main#main h1').locator('..').getByText(status, { exact: true });

/** The engagement's events, read by ical.js with the calendar's own VTIMEZONEs. */
function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      status: component.getFirstPropertyValue('status'),
      zone: event.startDate.zone?.tzid,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
    };
  });
}

/** The days the facilitator signed in in the page's context has blocked or booked from `from` to `to`. */
async function unavailableDays(page: Page, from: string, to: string) {
  const res = await page.request.get('/api/profile/availability', { params: { from, to } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { days: { date: string; source: string }[] }).days;
}

test.describe('engagements', () => {
  test('an offer from an application is countered, accepted, delivered and completed by the business clock', async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    // The journey moves the clock: it runs on a server of its own, started again on the same data on later
    // days (CLOCK_OFFSET_DAYS on top of the run's own), with browser contexts on the same days.
    const NAME = `engagements-${unique()}`;
    // The journey makes its own people and job: no sample data to load into the server's new database.
    let server = await startOwnServer(NAME, {
      CLOCK_OFFSET_DAYS: String(CLOCK_OFFSET_DAYS),
      SAMPLE_DATA: 'off',
    });
    const restart = async (days: number) => {
      await server.stop();
      server = await startOwnServer(
        NAME,
        { CLOCK_OFFSET_DAYS: String(CLOCK_OFFSET_DAYS + days), SAMPLE_DATA: 'off' },
        { port: server.port },
      );
      useServer(server);
    };
    useServer(server);
    try {
      const baseURL = server.baseURL;
      const jobTitle = `Strategy offsite facilitator ${unique()}`;
      const sessionDays = [zoneDay(20), zoneDay(21)];
      const company = await signedInContext(browser, baseURL, 'company', {
        companyName: `Harbourline ${unique()}`,
      });
      const facilitator = await signedInContext(browser, baseURL, 'facilitator', {
        firstName: 'Amara',
        lastName: `Okafor${unique()}`,
      });
      await listProfile(facilitator.page, baseURL, {
        firstName: 'Amara',
        lastName: facilitator.name.split(' ')[1]!,
        location: 'Lisbon, Portugal',
      });
      const job = await postJob(company.page, {
        title: jobTitle,
        sessionDates: sessionDays,
        sessionTimeZone: ZONE,
      });
      await applyTo(facilitator.page, job.id, { coverLetter: COVER_LETTER, portfolioLinks: [] });

      // 1. The company opens the applicant and sends an offer, prefilled from the job's session details.
      const cp = company.page;
      await cp.goto(`/company/jobs/${job.id}/applicants`);
      const card = cp
        .getByRole('listitem')
        .filter({ has: cp.getByRole('heading', { name: facilitator.name }) });
      await card.getByRole('button', { name: 'Send offer' }).click();
      const offerForm = cp.getByRole('dialog', { name: 'Send offer' });
      await expect(offerForm.getByLabel('Date')).toHaveCount(2);
      await expect(offerForm.getByLabel('Date').nth(0)).toHaveValue(sessionDays[0]!);
      await expect(offerForm.getByLabel('Date').nth(1)).toHaveValue(sessionDays[1]!);
      await expect(offerForm.getByLabel('Start').first()).toHaveValue('09:00');
      await expect(offerForm.getByLabel('Time zone')).toHaveValue(ZONE);
      await offerForm
        .getByLabel('Outcome 1')
        .fill('A strategy for the next three years the board stands behind');
      await offerForm.getByLabel('Outcome 2').fill('Owners and first steps for each of the five priorities');
      await expectNoA11yViolations(cp);
      await offerForm.getByRole('button', { name: 'Send offer' }).click();
      await expect(cp).toHaveURL(/\/engagements\/[0-9a-f-]{36}$/);
      const id = new URL(cp.url()).pathname.split('/').pop()!;
      await expect(statusBadge(cp, 'Offer')).toBeVisible();

      // 2. The facilitator finds it on /engagements, opens it and counters with a preparation day.
      const fp = facilitator.page;
      await fp.goto('/engagements');
      const row = fp.getByRole('listitem').filter({ has: fp.getByRole('link', { name: jobTitle }) });
      await expect(row.getByText('Your turn')).toBeVisible();
      await expectNoA11yViolations(fp);
      await row.getByRole('link', { name: jobTitle }).click();
      await expect(fp).toHaveURL(new RegExp(`/engagements/${id}$`));
      await expect(fp.getByText(/It is your turn: accept, decline or send a counter-offer/)).toBeVisible();
      await expect(fp.getByRole('button', { name: 'Accept offer' })).toBeVisible();
      await expect(fp.getByRole('button', { name: 'Decline' })).toBeVisible();
      await expectNoA11yViolations(fp);
      await fp.getByRole('button', { name: 'Counter-offer' }).click();
      const counter = fp.getByRole('dialog', { name: 'Counter-offer' });
      await counter.getByRole('button', { name: 'Add a fee line' }).click();
      const line = counter.getByRole('group', { name: 'Fee line 2' });
      await line.getByLabel('What for').selectOption({ label: 'Preparation day' });
      await line.getByLabel('Quantity').fill('1');
      await line.getByLabel('Unit price (EUR)').fill('800');
      await expectNoA11yViolations(fp);
      await counter.getByRole('button', { name: 'Send counter-offer' }).click();
      await expect(counter).toBeHidden();
      await expect(fp.getByText(/Waiting for .* to answer by/)).toBeVisible();

      // 3. The company sees the counter in the version history and accepts it.
      await cp.reload();
      const versions = cp.getByRole('region', { name: 'Version history' });
      await expect(versions.getByText(`Version 2 by ${facilitator.name} (facilitator)`)).toBeVisible();
      await expect(versions.getByText(/total €2,000\.00 → €2,800\.00/)).toBeVisible();
      await cp.getByRole('button', { name: 'Accept offer' }).click();
      await expect(statusBadge(cp, 'Confirmed')).toBeVisible();
      await expect(cp.getByText('Booked. The sessions are in both calendars.')).toBeVisible();
      await expectNoA11yViolationsWithoutToasts(cp);
      await fp.reload();
      await expect(statusBadge(fp, 'Confirmed')).toBeVisible();

      // The days are booked in the facilitator's availability, and the application says hired.
      expect(await unavailableDays(fp, sessionDays[0]!, sessionDays[1]!)).toEqual(
        sessionDays.map((date) => expect.objectContaining({ date, source: 'engagement' })),
      );
      await fp.goto('/facilitator/availability');
      // The calendar opens on this month: Next month up to the sessions' month (one at a time, each click
      // seen in the month's heading before the next, so that none is lost or one too many).
      const sessionsMonth = new Date(`${sessionDays[0]}T12:00:00Z`).toLocaleString('en-GB', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const monthHeading = fp.getByRole('main').getByRole('heading', { level: 2, name: sessionsMonth });
      await expect(async () => {
        if (!(await monthHeading.isVisible())) await fp.getByRole('button', { name: 'Next month' }).click();
        await expect(monthHeading).toBeVisible({ timeout: 2_000 });
      }).toPass();
      await expect(
        fp.getByRole('button', { name: new RegExp(`booked for ${jobTitle}`) }).first(),
      ).toBeVisible();
      await fp.goto('/facilitator/applications');
      // The facilitator's one application.
      await expect(fp.getByRole('main').getByText('Hired', { exact: true })).toBeVisible();

      // The .ics of the engagement: each session day at its hours in the offer's time zone, confirmed.
      const ics = await fp.request.get(`/engagements/${id}/calendar.ics`);
      expect(ics.status()).toBe(200);
      expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
      const events = parseCalendar(await ics.text());
      expect(events.map(({ zone, start, end, status }) => ({ zone, start, end, status }))).toEqual(
        sessionDays.map((day) => ({
          zone: ZONE,
          start: `${day}T09:00:00`,
          end: `${day}T17:00:00`,
          status: 'CONFIRMED',
        })),
      );
      await company.context.close();
      await facilitator.context.close();

      // 4. The day after the last session day, the facilitator marks it delivered.
      await restart(22);
      const afterSessions = await signedInAgain(browser, baseURL, facilitator, CLOCK_OFFSET_DAYS + 22);
      await afterSessions.page.goto(`/engagements/${id}`);
      await afterSessions.page.getByRole('button', { name: 'Mark as delivered' }).click();
      await expect(statusBadge(afterSessions.page, 'Delivered')).toBeVisible();
      await afterSessions.context.close();

      // 5. Fourteen days later the business clock completes it, as both sides see.
      await restart(36);
      for (const user of [facilitator, company]) {
        const later = await signedInAgain(browser, baseURL, user, CLOCK_OFFSET_DAYS + 36);
        await later.page.goto(`/engagements/${id}`);
        await expect(async () => {
          await later.page.reload();
          await expect(statusBadge(later.page, 'Completed')).toBeVisible({ timeout: 1_000 });
        }).toPass({ timeout: 60_000 });
        await expect(later.page.getByText('It completed on its own (14 days after delivery)')).toBeVisible();
        await expectNoA11yViolations(later.page);
        if (user === facilitator) {
          await later.page.goto(`/de/engagements/${id}`);
          await expect(statusBadge(later.page, 'Abgeschlossen')).toBeVisible();
          await expectNoA11yViolations(later.page);
        }
        await later.context.close();
      }
    } finally {
      useServer();
      await server.stop();
    }
  });

  test('on a slow phone, the company cancels a confirmed engagement inside the 2–6 week tier and pays half', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const origin = { origin: baseURL! };
    const jobTitle = `Team retreat facilitator ${unique()}`;
    const sessionDays = [zoneDay(21), zoneDay(22)];
    const company = await signedInContext(browser, baseURL!, 'company', {
      companyName: `Northwind ${unique()}`,
    });
    const facilitator = await signedInContext(browser, baseURL!, 'facilitator', {
      firstName: 'Noor',
      lastName: `Haddad${unique()}`,
    });
    await listProfile(facilitator.page, baseURL!, {
      firstName: 'Noor',
      lastName: facilitator.name.split(' ')[1]!,
      location: 'Hamburg, Germany',
    });
    const job = await postJob(company.page, {
      title: jobTitle,
      sessionDates: sessionDays,
      sessionTimeZone: ZONE,
    });
    const application = await applyTo(facilitator.page, job.id, {
      coverLetter: COVER_LETTER,
      portfolioLinks: [],
    });

    // Confirmed through the API: an offer of two days at €1,200.00 (net €2,400.00), accepted.
    const engagement = await confirmedOffer(company.page, facilitator.page, baseURL!, application.id, {
      sessions: sessionDays.map((date) => ({ date, start: '09:00', end: '17:00' })),
      location: 'Hamburg, Germany',
      lines: [{ kind: 'facilitation_day', description: '', quantity: 2, unitPriceMinor: 120_000 }],
      cancellationTiers: [
        { minDaysBefore: 42, percent: 0 },
        { minDaysBefore: 14, percent: 50 },
        { minDaysBefore: 0, percent: 100 },
      ],
      outcomes: ['A shared picture of the year ahead', 'Three agreements on how the team works'],
    });
    expect((await unavailableDays(facilitator.page, sessionDays[0]!, sessionDays[1]!)).length).toBe(2);

    // The company's hiring manager on a slow phone, tapping as soon as the controls show.
    const phone = await newContext(browser, { baseURL, ...PHONE }, { appRuns: false });
    await phone.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL! }]);
    const signIn = await phone.request.post('/api/auth/sign-in/email', {
      data: { email: company.email, password: company.password },
      headers: origin,
    });
    expect(signIn.status()).toBe(200);
    const pp = await phone.newPage();
    await throttle(phone, pp);
    await pp.goto(`/engagements/${engagement.id}`, { waitUntil: 'commit' });
    await expect(statusBadge(pp, 'Confirmed')).toBeVisible({ timeout: 30_000 });
    await pp.getByRole('button', { name: 'Cancel engagement' }).tap();
    const dialog = pp.getByRole('dialog', { name: 'Cancel this engagement?' });
    await expect(
      dialog.getByText(
        'Cancelling today, 21 days before the first session day, 50 % of the net total is due under the agreed tiers: €1,200.00.',
      ),
    ).toBeVisible({ timeout: 20_000 });
    await expectNoA11yViolations(pp);
    // A reason is required.
    await dialog.getByRole('button', { name: 'Cancel engagement' }).tap();
    await expect(dialog.getByText('Please give a reason.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('The offsite moves to next spring after a change of leadership.');
    await dialog.getByRole('button', { name: 'Cancel engagement' }).tap();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    const fee = 'Fee due under the agreed tiers: €1,200.00 (50 % of the net total).';
    await expect(statusBadge(pp, 'Cancelled')).toBeVisible();
    await expect(pp.getByText(fee)).toBeVisible();
    await expect(pp.getByText('Cancelled by the company')).toBeVisible();

    // The facilitator sees it cancelled with the fee, and the days are free again.
    const fp = facilitator.page;
    await fp.goto(`/engagements/${engagement.id}`);
    await expect(statusBadge(fp, 'Cancelled')).toBeVisible();
    await expect(fp.getByText(fee)).toBeVisible();
    await expect(fp.getByText(/The offsite moves to next spring/)).toBeVisible();
    expect(await unavailableDays(fp, sessionDays[0]!, sessionDays[1]!)).toEqual([]);
    await expectNoA11yViolations(fp);
    await fp.goto(`/de/engagements/${engagement.id}`);
    await expect(statusBadge(fp, 'Storniert')).toBeVisible();
    await expectNoA11yViolations(fp);

    for (const context of [phone, company.context, facilitator.context]) await context.close();
  });
});
