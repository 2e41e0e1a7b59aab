import { expect, expectNoA11yViolations, test } from './fixtures';

test.describe('two languages', () => {
  test('a German page is German, names its English twin, and switches to it keeping the page', async ({
    page,
  }) => {
    await page.goto('/de/jobs?q=workshop');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    for (const [hreflang, path] of [
      ['en', '/jobs'],
      ['de', '/de/jobs'],
      ['x-default', '/jobs'],
    ]) {
      await expect(page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
        'href',
        new RegExp(`${path.replace('/', '\\/')}$`),
      );
    }
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Facilitators', exact: true })).toHaveAttribute(
      'href',
      '/de/facilitators',
    );
    const footer = page.getByRole('navigation', { name: 'Fußzeile' });
    await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/de/legal');
    await expectNoA11yViolations(page);

    await footer.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/jobs\?q=workshop$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Facilitators' }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Deutsch' }),
    ).toHaveAttribute('href', '/de/jobs?q=workshop');
  });

  test('a page the browser draws keeps its language, and its links stay in it', async ({ page }) => {
    await page.goto('/de/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('banner').getByRole('link', { name: 'FacilitatorHub Startseite' }).click();
    await expect(page).toHaveURL(/\/de$/);
  });
});

test.describe('a visitor whose browser prefers German', () => {
  test.use({ locale: 'de-DE' });

  test('is offered the German page once, and is never redirected', async ({ page }) => {
    await page.goto('/jobs');
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const suggestion = page.getByRole('complementary', { name: 'Deutsch' });
    await expect(suggestion).toContainText('Diese Seite gibt es auch auf Deutsch.');
    await expect(suggestion.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/jobs');
    await suggestion.getByRole('button', { name: 'Hinweis schließen' }).click();
    await expect(suggestion).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Deutsch' })).toHaveCount(0);
  });
});
