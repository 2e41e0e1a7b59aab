import { expect, expectNoA11yViolationsWithoutToasts, signedInContext, test } from './fixtures';

/** A word the full-text search keeps as it is (letters only), unique to this test. */
const uniqueWord = (prefix: string) =>
  prefix + Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test.describe('saved search filters', () => {
  test('a search saved from /jobs keeps every filter, and the alerts page lists them in words', async ({
    browser,
    baseURL,
  }) => {
    const keyword = uniqueWord('charrette');
    const facilitator = await signedInContext(browser, baseURL!, 'facilitator', {
      firstName: 'Mia',
      lastName: uniqueWord('Weber'),
    });
    const page = facilitator.page;
    const filters = `format=workshop&language=de&groupSize=11-25&sessionFrom=2027-05-01&budgetMin=1000`;

    await page.goto(`/jobs?q=${keyword}&${filters}&page=2`);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByLabel('Name').fill(`German workshops ${keyword}`);
    await expectNoA11yViolationsWithoutToasts(page);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Search saved')).toBeVisible();

    await page.goto('/facilitator/alerts');
    await expect(page.getByRole('heading', { level: 1, name: 'Job alerts' })).toBeVisible();
    const search = page.getByRole('region', { name: `German workshops ${keyword}` });
    await expect(
      search.getByText(
        `“${keyword}” · Workshop · 11–25 people · German · from 1 May 2027 · budget ≥ €1,000`,
        { exact: true },
      ),
    ).toBeVisible();
    await expect(search.getByRole('link', { name: /^View jobs/ })).toHaveAttribute(
      'href',
      `/jobs?q=${keyword}&${filters}`,
    );
    await expectNoA11yViolationsWithoutToasts(page);
  });
});
