// The two review journeys (both sides review and both reviews appear at once; one side
// reviews and the window's close publishes it) share one server of the spec's own, moved days ahead by its
// clock, with axe on each state of the pages they pass, and the screenshots of the review page and a profile.
import type { Browser, Page } from '@playwright/test';
import { REVIEW_WINDOW_DAYS } from '../../src/shared/review-options';
import {
  CLOCK_OFFSET_DAYS,
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsWithoutToasts,
  newContext,
  test,
  unique,
  useServer,
  type NewUser,
} from './fixtures';
import { completeEngagement, confirmedEngagement, signedInAgain } from './engagement-fixtures';
import { startOwnServer } from './own-server';

/** The days after the run's on which the session has passed: the engagement is delivered and completed then. */
const AFTER_SESSION = 3;

const OUTCOMES = ['A strategy the board stands behind', 'Owners for each of the five priorities'];

interface Party extends NewUser {
  /** The public profile: /facilitators/:id or /companies/:id. */
  profile: string;
}

/** A company and a facilitator, both listed, and an accepted offer of one session day tomorrow. */
async function listedEngagement(
  browser: Browser,
  baseURL: string,
  names: { company: string; first: string },
) {
  const engagement = await confirmedEngagement(browser, baseURL, {
    companyName: names.company,
    firstName: names.first,
    outcomes: OUTCOMES,
    // The company's profile is complete, so that it is listed and its reviews have a page.
    beforeJob: async (company) => {
      const saved = await company.request.put('/api/profile/company', {
        headers: { origin: baseURL },
        data: {
          name: names.company,
          website: '',
          description:
            'A harbour logistics group that brings its leadership together twice a year to set its course.',
          industry: 'Logistics',
          size: '51-200',
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    },
  });
  return {
    id: engagement.id,
    company: { ...engagement.company, profile: `/companies/${engagement.companyId}` } as Party,
    facilitator: { ...engagement.facilitator, profile: `/facilitators/${engagement.facilitatorId}` } as Party,
  };
}

/** A browser context on the server's day, signed in as `user`, acting as soon as a control shows. */
const signedIn = (browser: Browser, baseURL: string, user: NewUser, offsetDays: number) =>
  signedInAgain(browser, baseURL, user, offsetDays, { appRuns: false });

/** Picks `label` ("5 stars", "Yes") in the radio group named `group`, by its visible label. */
const choose = (page: Page, group: string, label: string) =>
  page.getByRole('group', { name: group, exact: true }).getByText(label, { exact: true }).click();

/** Fills the review form the way a person does, as soon as it shows, and sends it. */
async function writeReview(
  page: Page,
  {
    stars,
    criteria,
    outcomes,
    text,
  }: { stars: string; criteria: string[]; outcomes?: string[]; text: string },
) {
  await choose(page, 'Overall rating', stars);
  for (const criterion of criteria) await choose(page, criterion, stars);
  if (outcomes) {
    for (const outcome of outcomes) await choose(page, outcome, 'Yes');
    await choose(page, 'Would you hire them again?', 'Yes');
  }
  await page.getByLabel('Your public review').fill(text);
  await page.getByRole('button', { name: 'Publish review' }).click();
}

const FACILITATOR_CRITERIA = ['Preparation', 'Facilitation', 'Communication', 'Outcomes'];
const ORGANISATION_CRITERIA = [
  'Clarity of the brief',
  'Communication',
  'Keeping to the terms (time, cancellation, payment)',
];
const COMPANY_TEXT = 'Thorough preparation, a calm room and a strategy the whole board signed up to.';
const FACILITATOR_TEXT = 'A clear brief, quick answers and an invoice paid well before it was due.';

test.describe('reviews', () => {
  test('both sides review and appear at once; a lone review is published when the window closes', async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const NAME = `reviews-${unique()}`;
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
      const first = await listedEngagement(browser, baseURL, {
        company: `Harbourline ${unique()}`,
        first: 'Amara',
      });
      const second = await listedEngagement(browser, baseURL, {
        company: `Northwind ${unique()}`,
        first: 'Noor',
      });

      // The session day has passed: both engagements are delivered and completed.
      await restart(AFTER_SESSION);
      const day = CLOCK_OFFSET_DAYS + AFTER_SESSION;
      const company = await signedIn(browser, baseURL, first.company, day);
      const facilitator = await signedIn(browser, baseURL, first.facilitator, day);
      const cp = company.page;
      const fp = facilitator.page;
      const secondCompany = await signedIn(browser, baseURL, second.company, day);
      const secondFacilitator = await signedIn(browser, baseURL, second.facilitator, day);
      await completeEngagement(fp, cp, first.id, baseURL);
      await completeEngagement(secondFacilitator.page, secondCompany.page, second.id, baseURL);

      await test.step('journey 1: both review, and both reviews appear at once', async () => {
        // The company finds the link on the completed engagement and reviews the facilitator.
        await cp.goto(`/engagements/${first.id}`, { waitUntil: 'commit' });
        await cp.getByRole('link', { name: 'Write a review' }).click();
        await expect(cp).toHaveURL(new RegExp(`/engagements/${first.id}/review$`));
        await expect(cp.getByRole('group', { name: 'Overall rating' })).toBeVisible();
        await expect(
          cp.getByRole('main').getByRole('link', { name: 'review guidelines', exact: true }),
        ).toHaveAttribute('href', '/review-guidelines');
        await expectNoA11yViolations(cp);
        // Sent empty, it says what is missing.
        await cp.getByRole('button', { name: 'Publish review' }).click();
        await expect(cp.getByText('Say whether you would hire them again.')).toBeVisible();
        await writeReview(cp, {
          stars: '5 stars',
          criteria: FACILITATOR_CRITERIA,
          outcomes: OUTCOMES,
          text: COMPANY_TEXT,
        });
        await expect(
          cp.getByText(/^Your review is sealed until .* writes theirs or the window closes on /),
        ).toBeVisible();
        await expect(cp.getByRole('region', { name: 'Your review' })).toContainText(COMPANY_TEXT);
        await expectNoA11yViolationsWithoutToasts(cp);

        // Sealed: the facilitator's profile shows no review yet, to anyone.
        await fp.goto(first.facilitator.profile, { waitUntil: 'commit' });
        const reviews = fp.getByRole('region', { name: 'Reviews' });
        await expect(reviews.getByText('No reviews yet.')).toBeVisible();
        await expect(fp.getByText(COMPANY_TEXT)).toHaveCount(0);

        // The facilitator is told only that the other side wrote theirs, then reviews the organisation.
        await fp.goto(`/engagements/${first.id}/review`, { waitUntil: 'commit' });
        await expect(fp.getByText('The other party has written theirs.')).toBeVisible();
        await expect(fp.getByText(COMPANY_TEXT)).toHaveCount(0);
        await writeReview(fp, { stars: '5 stars', criteria: ORGANISATION_CRITERIA, text: FACILITATOR_TEXT });
        await expect(fp.getByText('Both reviews are published.')).toBeVisible();
        await expect(fp.getByRole('region', { name: /review of you$/ })).toContainText(COMPANY_TEXT);
        await expectNoA11yViolationsWithoutToasts(fp);

        // Both profiles show their review at once, with the averages.
        await fp.goto(first.facilitator.profile, { waitUntil: 'commit' });
        await expect(fp.getByRole('link', { name: '5.0 (1 review)' })).toBeVisible();
        await expect(reviews.getByText(COMPANY_TEXT)).toBeVisible();
        await expect(reviews.getByText('Would hire again')).toBeVisible();
        await expect(
          reviews.getByText(
            'Completed engagements: 1 — engagements on FacilitatorHub that both sides completed',
          ),
        ).toBeVisible();
        await cp.goto(first.company.profile, { waitUntil: 'commit' });
        await expect(cp.getByRole('link', { name: '5.0 (1 review)' })).toBeVisible();
        await expect(cp.getByRole('region', { name: 'Reviews' }).getByText(FACILITATOR_TEXT)).toBeVisible();
        await expectNoA11yViolations(cp);

        // The facilitator replies, once.
        await reviews.getByRole('button', { name: 'Reply' }).click();
        await reviews
          .getByLabel('Your public reply')
          .fill('Thank you, working with your board was a pleasure.');
        await reviews.getByRole('button', { name: 'Publish reply' }).click();
        await expect(reviews.getByText('Thank you, working with your board was a pleasure.')).toBeVisible();
        await expect(reviews.getByRole('button', { name: 'Reply' })).toHaveCount(0);
        await expectNoA11yViolationsWithoutToasts(fp);

        // In German too.
        await fp.goto(`/de${first.facilitator.profile}`, { waitUntil: 'commit' });
        await expect(fp.getByRole('link', { name: '5,0 (1 Bewertung)' })).toBeVisible();
        await expectNoA11yViolations(fp);
      });

      await test.step('journey 2: one side reviews, and the window closing publishes it', async () => {
        const sp = secondCompany.page;
        await sp.goto(`/engagements/${second.id}/review`, { waitUntil: 'commit' });
        await writeReview(sp, {
          stars: '4 stars',
          criteria: FACILITATOR_CRITERIA,
          outcomes: OUTCOMES,
          text: COMPANY_TEXT,
        });
        await expect(sp.getByText(/^Your review is sealed until/)).toBeVisible();
        await secondFacilitator.page.goto(second.facilitator.profile, { waitUntil: 'commit' });
        await expect(secondFacilitator.page.getByText('No reviews yet.')).toBeVisible();
      });

      for (const context of [company, facilitator, secondCompany, secondFacilitator])
        await context.context.close();

      await test.step('journey 2: past the window, the sweep publishes the lone review', async () => {
        const later = CLOCK_OFFSET_DAYS + AFTER_SESSION + REVIEW_WINDOW_DAYS + 1;
        await restart(AFTER_SESSION + REVIEW_WINDOW_DAYS + 1);
        const visitor = await newContext(
          browser,
          { baseURL, viewport: { width: 1280, height: 900 } },
          { clockOffsetDays: later },
        );
        await visitor.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL }]);
        const vp = await visitor.newPage();
        await expect(async () => {
          await vp.goto(second.facilitator.profile);
          await expect(vp.getByRole('link', { name: '4.0 (1 review)' })).toBeVisible({ timeout: 2_000 });
        }).toPass({ timeout: 90_000 });
        await expect(vp.getByRole('region', { name: 'Reviews' }).getByText(COMPANY_TEXT)).toBeVisible();
        await expectNoA11yViolations(vp);

        // The facilitator who wrote none now finds the window closed and the review of them.
        const lone = await signedIn(browser, baseURL, second.facilitator, later);
        await lone.page.goto(`/engagements/${second.id}/review`, { waitUntil: 'commit' });
        await expect(lone.page.getByText(/^The review window closed on /)).toBeVisible();
        await expect(lone.page.getByRole('region', { name: /review of you$/ })).toContainText(COMPANY_TEXT);
        await expectNoA11yViolations(lone.page);

        if (process.env.SHOTS_DIR) {
          const dir = process.env.SHOTS_DIR;
          const shoot = async (target: Page, name: string) => {
            for (const width of [390, 1024, 1440]) {
              await target.setViewportSize({ width, height: 900 });
              await target.waitForTimeout(400);
              await target.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
            }
          };
          await vp.goto(first.facilitator.profile);
          await vp.locator('#reviews').scrollIntoViewIfNeeded();
          await shoot(vp, 'reviews-profile');
          await lone.page.goto(`/engagements/${second.id}/review`);
          await shoot(lone.page, 'reviews-page-published');
        }
        await lone.context.close();
        await visitor.close();
      });
    } finally {
      useServer();
      await server.stop();
    }
  });
});
