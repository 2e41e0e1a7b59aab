import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, PHONE, test } from './fixtures';

const LISTS = [
  { path: '/jobs', filter: 'Delivery', option: 'hybrid', count: /^(Showing|No jobs)/ },
  { path: '/facilitators', filter: 'Language', option: 'de', count: /facilitators? found$/ },
] as const;

/** The Filters disclosure of a search page (a native summary has no ARIA role to find it by). */
const filtersButton = (page: Page) => page.locator('summary', { hasText: 'Filters' });

/** Whether the element shows whole on the screen, below the sticky header. */
async function expectOnScreen(page: Page, element: Locator) {
  const headerBottom = (await page.locator('header').first().boundingBox())!.height;
  await expect
    .poll(async () => {
      const box = await element.boundingBox();
      return box !== null && box.y >= headerBottom && box.y + box.height <= page.viewportSize()!.height;
    })
    .toBe(true);
}

/**
 * The choices of each visible select that its box cuts short: the width the select would take to show the
 * choice whole (`field-sizing: content`, padding and arrow included) against the width it has.
 */
const cutChoices = (page: Page) =>
  page.locator('select:visible').evaluateAll((selects: HTMLSelectElement[]) =>
    selects.flatMap((select) => {
      const probe = select.cloneNode(true) as HTMLSelectElement;
      Object.assign(probe.style, { fieldSizing: 'content', width: 'auto', display: 'inline-block' });
      select.after(probe);
      const cut = [...select.options].flatMap((option) => {
        probe.value = option.value;
        return probe.getBoundingClientRect().width > select.getBoundingClientRect().width + 0.5
          ? [option.text]
          : [];
      });
      probe.remove();
      return cut;
    }),
  );

test.describe('search pages on a phone', () => {
  test.use(PHONE);

  for (const { path, filter, option, count } of LISTS) {
    test(`${path} shows its first result on the first screen, with the filters behind a Filters button`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('searchbox').first()).toBeInViewport();
      const first = page.getByRole('main').getByRole('listitem').first();
      await expect(first).toBeVisible();
      expect((await first.boundingBox())!.y).toBeLessThan(844);
      await expect(page.getByRole('combobox', { name: filter })).toBeHidden();

      // By keyboard: the button opens the panel, and the filters follow it in the tab order.
      await filtersButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('combobox', { name: filter })).toBeVisible();
      expect(await cutChoices(page), 'select choices cut short').toEqual([]);
      await expectNoA11yViolations(page);

      // A change far above the results brings them into view, and the button counts it.
      await page.getByRole('combobox', { name: filter }).selectOption(option);
      await expect(page).toHaveURL(
        new RegExp(`[?&]${filter === 'Delivery' ? 'remote' : 'language'}=${option}`),
      );
      await expectOnScreen(page, page.getByText(count));
      await expect(filtersButton(page)).toHaveText(/Filters \(1/);
    });

    test(`${path}: Next page shows the next results from their top`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expectOnScreen(page, page.getByText(count));
    });
  }

  test('the Filters button counts the filters in the address', async ({ page }) => {
    await page.goto('/jobs?remote=hybrid&language=de&currency=USD');
    await expect(filtersButton(page)).toHaveText('Filters (2 active)');
    await page.goto('/facilitators?method=open-space&focusArea=leadership&verified=true&q=lena');
    await expect(filtersButton(page)).toHaveText('Filters (3 active)');
  });
});

test.describe('search pages on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const { path, filter } of LISTS) {
    test(`${path} shows its filters open, without a Filters button`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('combobox', { name: filter })).toBeVisible();
      await expect(filtersButton(page)).toBeHidden();
    });
  }
});

/**
 * Links and buttons a finger can hit (WCAG 2.5.8): at least 24 × 24 px, or the card a stretched link
 * covers (its ::after spans the card). Inline links inside a sentence are the criterion's exception;
 * none shows on these pages.
 */
test.describe('tap targets on a phone', () => {
  test.use(PHONE);

  for (const path of ['/', '/jobs', '/facilitators']) {
    test(`${path}: every visible link and button is at least 24 × 24 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
      const small = await page
        .locator('a, button, summary, [role="button"], [role="link"]')
        .evaluateAll((elements: HTMLElement[]) =>
          elements.flatMap((element) => {
            const own = element.getBoundingClientRect();
            // Visually hidden (sr-only, the skip link until focused) or not drawn.
            if (own.width <= 1 || own.height <= 1 || !element.checkVisibility({ visibilityProperty: true }))
              return [];
            const after = getComputedStyle(element, '::after');
            const stretched = after.content !== 'none' && after.position === 'absolute';
            const target =
              stretched && element.offsetParent ? element.offsetParent.getBoundingClientRect() : own;
            if (target.width >= 24 && target.height >= 24) return [];
            const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
            return [`${name} (${Math.round(target.width)}×${Math.round(target.height)})`];
          }),
        );
      expect(small, 'targets under 24 × 24 px').toEqual([]);
    });
  }
});
