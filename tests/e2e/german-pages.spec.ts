import { expect, expectNoA11yViolations, test } from './fixtures';

/** Words of the English pages' own text that a German page's main content must not show. */
const ENGLISH_UI = [
  'Find facilitators',
  'Find a Facilitator',
  'Join as',
  'Post a Job',
  'Get Started',
  'Last updated',
  'Terms of Service',
  'Privacy Policy',
  'Site Notice',
  'Information pursuant',
  'Liability for',
  'Your rights',
  'Why choose',
  'How to Write',
];
/** Common English words, for pages with no English data in them (the home page shows the focus areas' own). */
const ENGLISH_WORDS = /\b(the|and|with|your|you|we|our)\b/;

const PAGES = [
  { path: '/de', h1: 'Erfahrene Facilitators für die Termine, auf die es ankommt', prose: false },
  { path: '/de/about', h1: 'Erfahrene Facilitators für die Momente, auf die es ankommt', prose: true },
  { path: '/de/legal', h1: 'Impressum', prose: true },
  { path: '/de/terms', h1: 'Nutzungsbedingungen', prose: true },
  { path: '/de/privacy', h1: 'Datenschutzerklärung', prose: true },
  { path: '/de/methods', h1: 'Facilitation-Methoden', prose: true },
];

test.describe('the German content pages', () => {
  for (const { path, h1, prose } of PAGES) {
    test(`${path} is German throughout`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      const main = page.locator('main#main');
      const text = await main.innerText();
      for (const words of ENGLISH_UI) expect(text, `${path}: "${words}"`).not.toContain(words);
      if (prose) expect(text, path).not.toMatch(ENGLISH_WORDS);
      await expectNoA11yViolations(page);
    });
  }

  test('their head is German, and their links stay German', async ({ page }) => {
    await page.goto('/de/about');
    await expect(page).toHaveTitle('Über uns | FacilitatorHub');
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      /^FacilitatorHub bringt Organisationen/,
    );
    await page.goto('/de/terms');
    const main = page.locator('main#main');
    await expect(main.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/de/privacy',
    );
    await expect(main.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/de/legal');
    await page.goto('/de/methods');
    await expect(main.getByRole('link', { name: 'Facilitators finden' }).first()).toHaveAttribute(
      'href',
      /^\/de\/facilitators\?method=/,
    );
  });
});
