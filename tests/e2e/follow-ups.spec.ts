// The six-week follow-up needs an engagement confirmed, completed and then 42 days old: on a server of the
// spec's own, restarted days ahead (as reviews.spec does), one journey walks the question, the answers by
// mouse and keyboard, the second answer refused and what the facilitator reads.
import type { Browser, Page } from '@playwright/test';
import { FOLLOW_UP_AFTER_DAYS } from '../../src/shared/review-options';
import {
  allowConsoleErrors,
  CLOCK_OFFSET_DAYS,
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsWithoutToasts,
  latestMail,
  PHONE,
  test,
  unique,
  useServer,
} from './fixtures';
import { completeEngagement, confirmedEngagement, signedInAgain } from './engagement-fixtures';
import { startOwnServer } from './own-server';

/** The days after the run's on which the session has passed: the engagement is delivered and completed then. */
const AFTER_SESSION = 3;
/** The days after the run's on which the follow-up is due: completion plus FOLLOW_UP_AFTER_DAYS. */
const FOLLOW_UP_DUE = AFTER_SESSION + FOLLOW_UP_AFTER_DAYS;

/** Three outcomes, so that one answer to each makes the FOLLOW_UP_MIN_ANSWERS the profile's figure needs. */
const OUTCOMES = [
  'A strategy the board stands behind',
  'Owners for each of the five priorities',
  'A quarterly review rhythm the team keeps',
];
const outcomeLabel = (index: number) => `Outcome ${index + 1}: ${OUTCOMES[index]}`;

/** The follow-up's engagement: a company, a listed facilitator, an accepted offer of one session day tomorrow. */
async function followedEngagement(browser: Browser, baseURL: string) {
  const engagement = await confirmedEngagement(browser, baseURL, {
    companyName: `Harbourline ${unique()}`,
    firstName: 'Amara',
    outcomes: OUTCOMES,
  });
  return { ...engagement, profile: `/facilitators/${engagement.facilitatorId}` };
}

/** The radio button `answer` ("Partly") of the outcome at `index`, found by the fieldset's legend. */
const radio = (page: Page, index: number, answer: string) =>
  page.getByRole('group', { name: outcomeLabel(index) }).getByRole('radio', { name: answer, exact: true });

test.describe('outcome follow-up', () => {
  test('six weeks after completion the organisation answers per outcome, once; the facilitator reads it', async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const NAME = `follow-ups-${unique()}`;
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
      const engagement = await followedEngagement(browser, baseURL);
      const { id } = engagement;

      await test.step('the session has passed: the engagement is completed, no follow-up yet', async () => {
        await restart(AFTER_SESSION);
        const day = CLOCK_OFFSET_DAYS + AFTER_SESSION;
        const company = await signedInAgain(browser, baseURL, engagement.company, day);
        const facilitator = await signedInAgain(browser, baseURL, engagement.facilitator, day);
        await completeEngagement(facilitator.page, company.page, id, baseURL);
        // Before the six weeks, the page says when the question opens and offers no answers.
        await company.page.goto(`/engagements/${id}/follow-up`);
        await expect(company.page.getByText(/^The follow-up opens on /)).toBeVisible();
        await expect(company.page.getByRole('radio')).toHaveCount(0);
        await company.context.close();
        await facilitator.context.close();
      });

      // Six weeks on: the sweep that runs as the server starts asks the organisation.
      await restart(FOLLOW_UP_DUE);
      const day = CLOCK_OFFSET_DAYS + FOLLOW_UP_DUE;
      const mail = await latestMail(engagement.company.email, /^Did the effect last\?/, 90_000);
      expect(mail).toContain(`/engagements/${id}/follow-up`);
      const company = await signedInAgain(browser, baseURL, engagement.company, day);
      const cp = company.page;

      await test.step('on a phone, the answer controls fit the screen and take a tap', async () => {
        const phone = await signedInAgain(browser, baseURL, engagement.company, day, { device: PHONE });
        const pp = phone.page;
        await pp.goto(`/engagements/${id}/follow-up`);
        await expect(radio(pp, 0, 'Yes')).toBeVisible();
        for (const [index] of OUTCOMES.entries()) {
          const label = pp
            .getByRole('group', { name: outcomeLabel(index) })
            .locator('label')
            .filter({ hasText: 'Too early to tell' });
          await label.scrollIntoViewIfNeeded();
          const box = (await label.boundingBox())!;
          expect(box.x + box.width, 'the answer fits the 390 px screen').toBeLessThanOrEqual(390);
          expect(box.height, 'the answer is a target of at least 24 px').toBeGreaterThanOrEqual(24);
          await label.tap();
          await expect(radio(pp, index, 'Too early to tell')).toBeChecked();
        }
        const send = pp.getByRole('button', { name: 'Send the answers' });
        await send.scrollIntoViewIfNeeded();
        await expect(send).toBeInViewport();
        expect(await pp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        // Nothing is sent from the phone: the answers below are given once, on the desktop.
        await phone.context.close();
      });

      // A second tab, opened before the answers are sent, tries to answer too (below).
      const other = await company.context.newPage();
      await other.goto(`/engagements/${id}/follow-up`);
      await expect(radio(other, 0, 'No')).toBeVisible();

      await test.step('the company member answers each outcome by mouse and keyboard', async () => {
        // The engagement page leads to the question.
        await cp.goto(`/engagements/${id}`);
        await cp.getByRole('link', { name: 'Answer the follow-up' }).click();
        await expect(cp).toHaveURL(new RegExp(`/engagements/${id}/follow-up$`));
        await expect(cp.getByRole('heading', { level: 1, name: 'Did the effect last?' })).toBeVisible();
        await expectNoA11yViolations(cp);

        // Sent with an outcome left open, it says what is missing.
        await radio(cp, 0, 'Yes').click();
        await cp.getByRole('button', { name: 'Send the answers' }).click();
        await expect(cp.getByText('Answer the question for each agreed outcome.')).toBeVisible();
        await expectNoA11yViolations(cp);

        // The first by mouse (its label), the others by keyboard: Tab reaches the next group, Space picks the
        // focused answer and the arrow keys move the choice.
        await cp
          .getByRole('group', { name: outcomeLabel(0) })
          .getByText('Yes', { exact: true })
          .click();
        await expect(radio(cp, 0, 'Yes')).toBeChecked();
        await radio(cp, 0, 'Yes').focus();
        await cp.keyboard.press('Tab');
        await expect(radio(cp, 1, 'Yes')).toBeFocused();
        await cp.keyboard.press('Space');
        await cp.keyboard.press('ArrowRight');
        await expect(radio(cp, 1, 'Partly')).toBeChecked();
        await cp.keyboard.press('Tab');
        await expect(radio(cp, 2, 'Yes')).toBeFocused();
        await cp.keyboard.press('Space');
        await cp.keyboard.press('ArrowRight');
        await cp.keyboard.press('ArrowRight');
        await expect(radio(cp, 2, 'No')).toBeChecked();
        await cp.keyboard.press('Tab');
        await expect(cp.getByRole('button', { name: 'Send the answers' })).toBeFocused();
        await cp.keyboard.press('Enter');

        // The toast, then the answers in place of the form.
        await expect(
          cp.locator('[data-sonner-toast]').filter({ hasText: 'Thank you for your answers' }),
        ).toBeVisible();
        const main = cp.getByRole('main');
        await expect(main.getByText(/^Answered on /)).toBeVisible();
        await expect(main.getByRole('definition')).toHaveText(['Yes', 'Partly', 'No']);
        await expect(cp.getByRole('radio')).toHaveCount(0);
        await expectNoA11yViolationsWithoutToasts(cp);
      });

      await test.step('it cannot be answered twice', async () => {
        // Opened again, the page shows the answers given, not the form.
        await cp.reload();
        await expect(cp.getByRole('main').getByText(/^Answered on /)).toBeVisible();
        await expect(cp.getByRole('radio')).toHaveCount(0);
        // The tab opened before answers the form it still shows; the server refuses it, and the page says so.
        allowConsoleErrors(/status of 409 .*\/api\/engagements\/[^/]+\/follow-up/);
        for (const [index] of OUTCOMES.entries()) await radio(other, index, 'No').check();
        await other.getByRole('button', { name: 'Send the answers' }).click();
        await expect(
          other.getByRole('main').getByText('This follow-up has been answered already.'),
        ).toBeVisible();
        await expect(
          other.locator('[data-sonner-toast]').filter({ hasText: 'The answers could not be sent' }),
        ).toBeVisible();
        await other.reload();
        await expect(other.getByRole('main').getByRole('definition')).toHaveText(['Yes', 'Partly', 'No']);
        await company.context.close();
      });

      await test.step('the facilitator reads the answers; the profile shows the count', async () => {
        const facilitator = await signedInAgain(browser, baseURL, engagement.facilitator, day);
        const fp = facilitator.page;
        await fp.goto(`/engagements/${id}`);
        const answers = fp.getByRole('region', { name: 'Outcomes after six weeks' });
        await expect(answers).toBeVisible();
        await expect(answers.getByRole('term')).toHaveText(OUTCOMES.map((outcome) => `${outcome}:`));
        await expect(answers.getByRole('definition')).toHaveText(['Yes', 'Partly', 'No']);
        await fp.goto(`/engagements/${id}/follow-up`);
        await expect(fp.getByRole('main').getByRole('definition')).toHaveText(['Yes', 'Partly', 'No']);
        await expect(fp.getByRole('radio')).toHaveCount(0);
        await expectNoA11yViolations(fp);
        // Three answers make the figure: one of them "yes".
        await fp.goto(engagement.profile);
        await expect(fp.getByText('Outcomes held after six weeks: 1 of 3')).toBeVisible();
        await facilitator.context.close();
      });
    } finally {
      useServer();
      await server.stop();
    }
  });
});
