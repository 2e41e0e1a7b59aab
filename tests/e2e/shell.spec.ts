import { expect, expectNoA11yViolations, test } from './fixtures';

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
});
