import { randomBytes } from 'node:crypto';
import { expect, expectNoA11yViolations, newContext, signUpVerified, test } from './fixtures';

/** A word the full-text search keeps as it is (letters only, unique per run). */
const uniqueWord = (prefix: string) =>
  prefix + Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('');

const NOTICE = 'Not listed yet: your profile is listed once you add your years of experience and a rate.';

test('an onboarded facilitator is listed once the profile meets the rule; until then only its owner sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  const firstName = uniqueWord('Ilse');
  const lastName = uniqueWord('Marr');
  await signUpVerified(page, 'facilitator', { firstName, lastName });
  const onboarding = {
    firstName,
    lastName,
    headline: 'Retrospective and offsite facilitator',
    bio: 'Runs offsites and retrospectives for distributed software teams, with honest conversations and clear decisions.',
    location: 'Ghent, Belgium',
    focusAreas: ['agile'],
  };
  const saved = await page.request.put('/api/profile/facilitator', {
    headers: { origin: baseURL! },
    data: onboarding,
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const { id } = (await saved.json()) as { id: string };

  // The dashboard states what listing still needs.
  await page.goto('/facilitator/dashboard');
  const card = page.getByRole('region', { name: 'Profile completeness' });
  await expect(card.getByRole('status')).toHaveText(NOTICE);
  await expectNoA11yViolations(page);

  // Its owner sees the page, with the notice; anyone else gets the normal 404.
  await page.goto(`/facilitators/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${firstName} ${lastName}` })).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expectNoA11yViolations(page);

  const visitorContext = await newContext(browser, { baseURL });
  const visitor = await visitorContext.newPage();
  const missing = await visitor.goto(`/facilitators/${id}`);
  expect(missing?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Facilitator Not Found' })).toBeVisible();
  expect((await (await visitor.request.get(`/api/facilitators?q=${lastName}`)).json()).total).toBe(0);

  // Years of experience and a rate list it: in the directory, on its page for everyone, without a notice.
  const completed = await page.request.put('/api/profile/facilitator', {
    headers: { origin: baseURL! },
    data: { ...onboarding, yearsExperience: 7, rateCurrency: 'EUR', dayRateMin: 850 },
  });
  expect(completed.ok(), await completed.text()).toBeTruthy();
  await visitor.goto(`/facilitators?q=${lastName}`);
  await expect(visitor.getByRole('link', { name: `${firstName} ${lastName}` })).toBeVisible();
  await visitor.goto(`/facilitators/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: `${firstName} ${lastName}` })).toBeVisible();
  await expect(visitor.getByText(/Not listed yet/)).toHaveCount(0);
  await expectNoA11yViolations(visitor);
  await visitorContext.close();

  await page.goto('/facilitator/dashboard');
  await expect(
    page.getByRole('region', { name: 'Profile completeness' }).getByText(/Not listed yet/),
  ).toHaveCount(0);
});
