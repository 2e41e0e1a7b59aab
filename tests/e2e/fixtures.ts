import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Runs axe-core on the current page and fails on any violation. */
export async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(summary, 'axe-core violations').toEqual([]);
}

export const test = base.extend<{ consent: void }>({
  // Most tests start with the cookie choice made, so the banner does not cover the page.
  consent: [
    async ({ context, baseURL }, use) => {
      await context.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL! }]);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
