import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import type { Engagement } from '../../src/shared/engagements';
import {
  applyTo,
  clockNow,
  expect,
  listProfile,
  newContext,
  postJob,
  signedInContext,
  unique,
  type NewUser,
} from './fixtures';

/*
 * What the engagement journeys and the review journeys share: the business day of their sessions, a person
 * signed in again on a later day, and an engagement brought through the API to confirmed and to completed,
 * so that a spec walks in the browser only the part it is about.
 */

/** Where the offers of these specs take place: the job's, and so the offer's, time zone. */
export const ZONE = 'Europe/Berlin';

/** The business day in ZONE, `days` after today on a clock `offsetDays` away from the run's ('YYYY-MM-DD'). */
export function zoneDay(days: number, offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(clockNow().getTime() + offsetDays * 86_400_000),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A browser context on a clock `offsetDays` from real time, signed in as `user` (already signed up), at a
 * desktop's size unless `device` (a phone) says otherwise. With `appRuns: false` its page loads do not wait
 * for the app: the person acts as soon as a control shows.
 */
export async function signedInAgain(
  browser: Browser,
  baseURL: string,
  user: NewUser,
  offsetDays: number,
  {
    appRuns,
    device = { viewport: { width: 1280, height: 900 } },
  }: { appRuns?: boolean; device?: BrowserContextOptions } = {},
) {
  const context = await newContext(
    browser,
    { baseURL, ...device },
    { clockOffsetDays: offsetDays, ...(appRuns === undefined ? {} : { appRuns }) },
  );
  await context.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL }]);
  const page = await context.newPage();
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { context, page };
}

/** The terms an offer of these specs varies; the rest is the same in each (ZONE, in person, EUR, 19 % VAT). */
export interface OfferTerms {
  sessions: { date: string; start: string; end: string }[];
  location: string;
  lines: { kind: string; description: string; quantity: number; unitPriceMinor: number }[];
  cancellationTiers: { minDaysBefore: number; percent: number }[];
  outcomes: string[];
}

/**
 * The company (signed in on `company`) offers the facilitator (on `facilitator`) an engagement on their
 * application, and the facilitator accepts it: the engagement as sent, now confirmed.
 */
export async function confirmedOffer(
  company: Page,
  facilitator: Page,
  baseURL: string,
  applicationId: string,
  terms: OfferTerms,
): Promise<Engagement> {
  const origin = { origin: baseURL };
  const sent = await company.request.post('/api/engagements', {
    headers: origin,
    data: {
      source: { applicationId },
      terms: {
        sessions: terms.sessions,
        timeZone: ZONE,
        format: null,
        delivery: 'in_person',
        location: terms.location,
        currency: 'EUR',
        lines: terms.lines,
        vat: { mode: 'rate', rateBp: 1900 },
        paymentTermsDays: 30,
        cancellationTiers: terms.cancellationTiers,
        outcomes: terms.outcomes,
      },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { engagement } = (await sent.json()) as { engagement: Engagement };
  const accepted = await facilitator.request.post(`/api/engagements/${engagement.id}/accept`, {
    headers: origin,
    data: { version: engagement.current.version },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return engagement;
}

/**
 * Completes the engagement: the facilitator marks it delivered unless the business clock already has (it
 * does AUTO_DELIVER_AFTER_DAYS after the last session day), then the company confirms its completion.
 */
export async function completeEngagement(facilitator: Page, company: Page, id: string, baseURL: string) {
  const origin = { origin: baseURL };
  const read = await facilitator.request.get(`/api/engagements/${id}`);
  const { engagement } = (await read.json()) as { engagement: Engagement };
  if (engagement.status === 'confirmed') {
    const delivered = await facilitator.request.post(`/api/engagements/${id}/deliver`, {
      headers: origin,
      data: {},
    });
    expect(delivered.status(), await delivered.text()).toBe(200);
  }
  const completed = await company.request.post(`/api/engagements/${id}/complete`, {
    headers: origin,
    data: {},
  });
  expect(completed.status(), await completed.text()).toBe(200);
}

/**
 * A company and a listed facilitator (`firstName` Okafor), a job of one session day tomorrow in ZONE, the
 * facilitator's application and the company's offer, accepted: where the review and follow-up journeys start.
 * `beforeJob` runs on the company's page before it posts (a spec that needs the company listed completes its
 * profile there). Both contexts are closed; the spec signs the people in again on its later days.
 */
export async function confirmedEngagement(
  browser: Browser,
  baseURL: string,
  {
    companyName,
    firstName,
    outcomes,
    beforeJob,
  }: {
    companyName: string;
    firstName: string;
    outcomes: string[];
    beforeJob?: (company: Page) => Promise<void>;
  },
) {
  const company = await signedInContext(browser, baseURL, 'company', { companyName });
  const facilitator = await signedInContext(browser, baseURL, 'facilitator', {
    firstName,
    lastName: `Okafor${unique()}`,
  });
  const facilitatorId = await listProfile(facilitator.page, baseURL, {
    firstName,
    lastName: facilitator.name.split(' ')[1]!,
    location: 'Lisbon, Portugal',
  });
  await beforeJob?.(company.page);
  const session = zoneDay(1);
  const job = await postJob(company.page, {
    title: `Strategy offsite facilitator ${unique()}`,
    sessionDates: [session],
    sessionTimeZone: ZONE,
  });
  const application = await applyTo(facilitator.page, job.id, {
    coverLetter:
      'I have facilitated more than forty leadership offsites across Europe and would design yours around your questions.',
    portfolioLinks: [],
  });
  const engagement = await confirmedOffer(company.page, facilitator.page, baseURL, application.id, {
    sessions: [{ date: session, start: '09:00', end: '17:00' }],
    location: 'Lisbon, Portugal',
    lines: [{ kind: 'facilitation_day', description: '', quantity: 1, unitPriceMinor: 150_000 }],
    cancellationTiers: [
      { minDaysBefore: 14, percent: 0 },
      { minDaysBefore: 0, percent: 100 },
    ],
    outcomes,
  });
  await company.context.close();
  await facilitator.context.close();
  return { id: engagement.id, company, facilitator, facilitatorId, companyId: job.companyId };
}
