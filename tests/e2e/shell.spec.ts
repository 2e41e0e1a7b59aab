import type { Locator } from '@playwright/test';
import { expect, expectNoA11yViolations, signUpVerified, test } from './fixtures';

test.describe('site shell', () => {
  test('header navigation, footer and titles', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of [
      'Home',
      'Jobs',
      'Job Search',
      'Find Facilitators',
      'Find Companies',
      'Focus Areas',
      'About',
    ]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    // A visitor sees both ways in: Request Access opens the sign-up form, Sign in the sign-in form.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Request Access' })).toHaveAttribute(
      'href',
      '/auth?mode=sign-up',
    );
    await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link', { name: 'Ask us to set up your account' })).toHaveAttribute(
      'href',
      '/request-access',
    );
    await expect(footer.getByRole('link', { name: 'Legal Notice' })).toHaveAttribute('href', '/legal');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle('About | FacilitatorHub');
  });

  test('static pages render their content and pass axe', async ({ page }) => {
    const pages: [string, RegExp][] = [
      ['/terms', /Terms of Service/],
      ['/privacy', /Privacy Policy/],
      ['/legal', /Site Notice/],
      ['/about', /Expert facilitators/],
      ['/resources/effective-job-posting', /Effective Facilitation Job Posting/],
    ];
    for (const [url, heading] of pages) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // This server has a public address and no operator details: the legal pages say so, inventing none.
      if (['/terms', '/privacy', '/legal'].includes(url))
        await expect(page.getByRole('alert')).toContainText('Operator details not configured');
      await expectNoA11yViolations(page);
    }
    await page.goto('/terms');
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${n}\\.`) })).toBeVisible();
    }
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Find a Facilitator' })).toHaveAttribute(
      'href',
      '/facilitators',
    );
    await expect(page.getByRole('link', { name: 'Join as a Facilitator' })).toHaveAttribute('href', '/auth');
  });

  test('not-found page: Return to Home and Go Back', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(
      page.getByText('The page you are looking for might have been removed or is temporarily unavailable.'),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goto('/still/missing');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('unknown API path is JSON, not the SPA', async ({ request }) => {
    const res = await request.get('/api/definitely-not-here');
    expect(res.status()).toBe(404);
    expect((await res.json()).error.code).toBe('NOT_FOUND');
    const health = await request.get('/api/health');
    expect(await health.json()).toEqual({ status: 'ok', db: 'embedded' });
  });

  test('mobile menu toggles and closes on a choice', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    await expect(mobileNav.getByRole('link', { name: 'Request Access' })).toHaveAttribute(
      'href',
      '/auth?mode=sign-up',
    );
    await expectNoA11yViolations(page);
    await mobileNav.getByRole('link', { name: 'Focus Areas' }).click();
    await expect(page).toHaveURL(/\/focus-areas$/);
    await expect(mobileNav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    // Signing in from a page comes back to it.
    await expect(mobileNav.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?returnTo=%2Ffocus-areas',
    );
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(mobileNav).toBeHidden();
  });
});

// The banner tests start without the consent cookie.
test.describe('cookie banner', () => {
  test.use({ consentGiven: false });
  for (const [choice, value] of [
    ['Accept', 'true'],
    ['Decline', 'false'],
  ] as const) {
    test(`${choice} stores CookieConsent=${value} for 150 days and hides the banner`, async ({
      page,
      context,
    }) => {
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await expect(banner).toContainText(
        'This website uses cookies to enhance the user experience. By clicking "Accept", you consent to the use of cookies for analytics and personalized content.',
      );
      await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
      await banner.getByRole('button', { name: choice }).click();
      await expect(banner).toBeHidden();
      const cookie = (await context.cookies()).find((c) => c.name === 'CookieConsent');
      expect(cookie?.value).toBe(value);
      const days = (cookie!.expires - Date.now() / 1000) / 86400;
      // Set by the browser a moment ago: 150 days from its clock, which may run a hair ahead of ours.
      expect(days).toBeGreaterThan(149.99);
      expect(days).toBeLessThanOrEqual(150 + 1 / 86_400);
      await page.reload();
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    });
  }

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} × ${viewport.height} the banner hides no part of the sign-up form's Create account button`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/auth?mode=sign-up');
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
      const button = page.getByRole('button', { name: 'Create account' });
      await expect(button).toBeVisible();
      // Where the page opens, then scrolled until the button just shows at the foot of the screen.
      expect(await coveredParts(button), 'as the page opens').toEqual([]);
      await button.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      expect(await coveredParts(button), 'at the foot of the screen').toEqual([]);
      await expectNoA11yViolations(page);
    });
  }
});

/**
 * The points of the element (its centre and two near its lower edge, clear of its rounded corners) that
 * show on the screen with something else on top of them, each with what covers it.
 */
const coveredParts = (element: Locator) =>
  element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const points: [number, number][] = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + box.width / 4, box.bottom - 3],
      [box.right - box.width / 4, box.bottom - 3],
    ];
    return points.flatMap(([x, y]) => {
      if (y < 0 || y > window.innerHeight) return [];
      const top = document.elementFromPoint(x, y);
      if (top && target.contains(top)) return [];
      const cover = top?.closest('[aria-label]')?.getAttribute('aria-label') ?? top?.tagName;
      return [`(${Math.round(x)}, ${Math.round(y)}) under ${cover}`];
    });
  });

test.describe('toasts', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px they show at the foot of the screen, clear of the header, and a repeated one shows once`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signUpVerified(page, 'facilitator');
      await page.goto('/facilitator/availability');
      // Next month: four free days whatever today's date (the last days of a month leave fewer than four).
      const month = page.getByRole('main').getByRole('heading', { level: 2 }).first();
      const thisMonth = (await month.textContent())!;
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect(month).not.toHaveText(thisMonth);
      // Four days blocked one after the other: four times the same news.
      const free = page.getByRole('grid').getByRole('button', { name: /, available$/ });
      for (let day = 0; day < 4; day++) {
        await Promise.all([
          page.waitForResponse(
            (response) =>
              response.request().method() === 'PUT' &&
              response.url().includes('/api/profile/availability/dates/'),
          ),
          free.first().click(),
        ]);
      }
      await expect(page.getByRole('grid').getByRole('button', { name: /, blocked$/ })).toHaveCount(4);
      const toast = page.locator('[data-sonner-toast]');
      await expect(toast).toContainText('Day blocked');
      await expect(toast).toHaveCount(1);

      // Once it has slid in: below the header, in the lower half of the screen and whole on it.
      const header = (await page.getByRole('banner').boundingBox())!;
      await expect
        .poll(async () => {
          const box = (await toast.boundingBox())!;
          return (
            box.y >= header.y + header.height &&
            box.y > viewport.height / 2 &&
            box.y + box.height <= viewport.height
          );
        })
        .toBe(true);
      await expectNoA11yViolations(page);
    });
  }
});
