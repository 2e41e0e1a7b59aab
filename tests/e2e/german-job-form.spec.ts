import { expect, expectNoA11yViolations, signUpVerified, test } from './fixtures';

/** The English form's own words, which the German page must not show. */
const ENGLISH_UI = [
  'Job title',
  'Application deadline',
  'Focus areas',
  'Session format',
  'Session dates',
  'Not specified',
  'Add a',
  'Dates are flexible',
  'Facilitators needed',
  'Budget type',
  'No budget given',
  'Posting Tips',
  'View Posting Guide',
  'Save as draft',
  'Post Job',
  'Leadership',
];
const ENGLISH_WORDS = /\b(the|and|with|your|you|we|our|of|per)\b/;
/** Names that stay as they are in German: a method's ("Art of Hosting") and the time zones ("America/Port of Spain"). */
const PROPER_NAME = /^(Art of Hosting|\w+\/.*)$/;

test.describe('the German job form', () => {
  test('/de/post-job is German throughout, and posting it says so in German', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpVerified(page, 'company', { companyName: 'Hafenlicht Events' });
    await page.goto('/de/post-job');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Facilitation-Job ausschreiben' }),
    ).toBeVisible();
    await expect(page.getByLabel('Unternehmen', { exact: true })).toHaveValue('Hafenlicht Events');
    const tips = page.getByRole('complementary', { name: 'Tipps zur Ausschreibung' });
    await expect(tips.getByRole('link', { name: /Leitfaden/ })).toHaveAttribute(
      'href',
      '/de/resources/effective-job-posting',
    );

    const main = page.locator('main#main');
    // The selects' options and the placeholders count too.
    const text = [
      await main.innerText(),
      ...(await main.locator('option').allTextContents()),
      ...(await main
        .locator('[placeholder]')
        .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('placeholder') ?? ''))),
    ].join('\n');
    for (const words of ENGLISH_UI) expect(text, `"${words}"`).not.toContain(words);
    for (const line of text.split('\n').filter((line) => !PROPER_NAME.test(line.trim())))
      expect(line).not.toMatch(ENGLISH_WORDS);
    await expectNoA11yViolations(page);

    // The schema's messages arrive in German.
    await page.getByRole('button', { name: 'Job veröffentlichen', exact: true }).click();
    await expect(
      page.getByText('Der Jobtitel muss mindestens 5 Zeichen lang sein', { exact: true }),
    ).toBeVisible();

    await page.getByLabel('Jobtitel').fill('Facilitator für eine Strategieklausur');
    await page.getByLabel('Ort', { exact: true }).fill('Hamburg, Deutschland');
    await page
      .getByLabel('Jobbeschreibung')
      .fill('Zwei Tage Strategieklausur für 30 Führungskräfte, von der Vorbereitung bis zur Durchführung.');
    await page.getByLabel('Anforderungen').fill('- Sieben Jahre Erfahrung\n- Fließend Deutsch');
    await main.getByRole('checkbox').first().click();
    await page.getByRole('button', { name: 'Job veröffentlichen', exact: true }).click();
    await expect(page.getByText('Ihr Job wurde veröffentlicht.')).toBeVisible();
    await expect(page).toHaveURL(/\/de\/jobs$/, { timeout: 15_000 });
  });
});
