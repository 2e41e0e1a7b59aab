import { expect, expectNoA11yViolations, postJob, signUpVerified, test } from './fixtures';

test.describe('one field for one fact', () => {
  test('a job page names its budget by its unit, with its note, and calls nothing a salary', async ({
    page,
  }) => {
    await signUpVerified(page, 'company', { companyName: 'Unit Label Events' });
    const job = await postJob(page, {
      title: 'Retrospective facilitator for a product group',
      budget: { type: 'day-rate', min: 900, max: 1200, currency: 'EUR' },
      budgetNote: 'plus travel expenses',
    });
    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    const session = page.getByRole('region', { name: 'Session details' });
    const fact = (term: string) =>
      session.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(fact('Day rate')).toHaveText('€900–€1,200 per day');
    await expect(fact('Budget note')).toHaveText('plus travel expenses');
    await expect(page.getByText(/salary/i)).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test('a profile lists its IAF certificate once, as a credential', async ({ page }) => {
    await page.goto('/facilitators?q=Lena');
    await page.getByRole('link', { name: 'Lena Fischer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lena Fischer' })).toBeVisible();
    const credentials = page.getByRole('region', { name: 'Credentials' });
    await expect(credentials.getByText('IAF Certified Professional Facilitator (CPF)')).toBeVisible();
    await expect(page.getByText('IAF Certified Professional Facilitator (CPF)')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Certifications' })).toHaveCount(0);
    await expect(page.getByText('Typical Rate')).toHaveCount(0);
    await expectNoA11yViolations(page);
  });
});
