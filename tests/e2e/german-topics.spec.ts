import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';

/** The text of every script the page downloads, as they arrive. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      void response.text().then((text) => scripts.push(text));
  });
  return scripts;
}

/** Words of the German team building guide's text (not of its summary). */
const GERMAN_GUIDE_TEXT = 'Escape Rooms und Teamtage';

test.describe('the topic guides in German', () => {
  test('a guide under /de is German, its links stay German, and it is accessible', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/de/topics/team-building');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle(/Teamentwicklung/);
    await expect(page.getByRole('heading', { level: 1, name: 'Teamentwicklung' })).toBeVisible();
    const overview = page.getByRole('region', { name: 'Überblick' });
    await expect(overview.getByRole('link', { name: 'Konfliktlösung' })).toHaveAttribute(
      'href',
      '/de/topics/conflict-resolution',
    );
    await expect.poll(() => scripts.some((text) => text.includes(GERMAN_GUIDE_TEXT))).toBe(true);
    await expectNoA11yViolations(page);
  });

  test('an English guide does not download the German text', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/topics/team-building');
    await expect(page.getByRole('heading', { level: 1, name: 'Team Building' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((text) => text.includes(GERMAN_GUIDE_TEXT))).toBe(false);
  });
});
