import { E2E_ADMIN, E2E_BASE_URL, expect, expectNoA11yViolations, signInAsAdmin, test } from './fixtures';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test.describe('admin console', () => {
  test('signed out, /admin sends the visitor to sign in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('overview, then an access request handled and found in the audit log', async ({ page }) => {
    const name = `Morgan ${unique()}`;
    const email = `e2e-audit-${unique()}@example.com`;
    const submitted = await page.request.post('/api/access-requests', {
      data: { name, email, role: 'company', message: 'We run quarterly offsites.' },
      headers: { origin: E2E_BASE_URL },
    });
    expect(submitted.status()).toBe(201);
    await signInAsAdmin(page);

    // The header's account menu leads to the console.
    await page.goto('/');
    await page.getByRole('button', { name: 'Staff' }).click();
    await page.getByRole('menuitem', { name: 'Admin console' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // Overview: the console's frame, the totals and the chart.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    const totals = page.getByRole('region', { name: 'Totals' });
    for (const label of ['Companies', 'Facilitators', 'Jobs', 'Applications'])
      await expect(totals.getByText(label, { exact: true })).toBeVisible();
    await expect(totals.getByText(/^[\d,]+ Published$/)).toBeVisible();
    const chart = page.getByRole('img', { name: /Daily sign-ups, jobs posted and applications/ });
    await expect(chart.locator('canvas')).toBeVisible();
    await page.getByText('Show the numbers per day').click();
    await expect(
      page.getByRole('table', { name: 'Sign-ups, jobs posted and applications per day' }).getByRole('row'),
    ).toHaveCount(31);
    await expectNoA11yViolations(page);

    // The console's navigation works from the keyboard.
    await nav.getByRole('link', { name: 'Access requests' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/access-requests$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Requests');
    await expect(nav.getByRole('link', { name: 'Access requests' })).toHaveAttribute('aria-current', 'page');
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: /Mark handled/ }).click();
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Marked as handled' });
    await toast.getByRole('button', { name: /close/i }).click();
    await expect(toast).toHaveCount(0);

    // The audit log has the entry, found by the requester's address.
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/admin\/audit-log$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit Log');
    await page.getByLabel('Search by admin or target').fill(email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=e2e-audit-/);
    const entry = page.getByRole('row').filter({ hasText: email });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Access request handled');
    await expect(entry).toContainText(`${name} (${email})`);
    await expect(entry).toContainText(E2E_ADMIN.email);
    await expect(page.getByText('1 entry')).toBeVisible();

    // The action filter keeps the search, and its choice is in the address.
    await page.getByLabel('Action').selectOption('access_request.handled');
    await expect(page).toHaveURL(/action=access_request\.handled/);
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
    await expectNoA11yViolations(page);

    // A search that matches nothing says so, and the filters can be cleared.
    await page.getByLabel('Search by admin or target').fill(`nobody-${unique()}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No entries match')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin\/audit-log$/);
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  });
});
