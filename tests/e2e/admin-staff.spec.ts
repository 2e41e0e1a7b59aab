import {
  E2E_BASE_URL,
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsWithoutToasts,
  newContext,
  signedInContext,
  signInAsAdmin,
  test,
} from './fixtures';

const uniqueWord = (base: string) => `${base}${Math.floor(Math.random() * 1e6)}`;

test.describe('the operator’s staff', () => {
  test('an admin is staff: the console and the staff menu, no onboarding, no Post a Job', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    // The confirmation link leads to onboarding: a staff account has none, and goes to the console.
    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
    await expect(page.getByText('Complete Your Company Profile')).toHaveCount(0);

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Post a Job' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Company Account' })).toHaveCount(0);
    await header.getByRole('button', { name: 'Staff' }).click();
    const menu = page.getByRole('menu', { name: 'Staff' });
    for (const item of ['Admin console', 'Moderation', 'Users', 'Credentials', 'Audit log', 'Logout'])
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'My Job Postings' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await menu.getByRole('menuitem', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
    // Suspend is a quiet row action: no solid red button.
    const suspend = page.getByRole('button', { name: /^Suspend / }).first();
    await expect(suspend).toBeVisible();
    await expect(suspend).not.toHaveClass(/bg-red-600/);
    await expectNoA11yViolations(page);
  });

  test('an admin rejects a credential with a reason and asks for evidence of another', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const facilitator = await signedInContext(browser, baseURL!, 'facilitator', {
      firstName: 'Noor',
      lastName: uniqueWord('Haddad'),
    });
    const fp = facilitator.page;
    for (const data of [
      { kind: 'iaf-cpf', year: 2019, evidenceUrl: 'https://www.iaf-world.org/certificates/cpf-9' },
      { kind: 'icf', detail: 'PCC', year: 2022 },
    ]) {
      const res = await fp.request.post('/api/profile/credentials', {
        data,
        headers: { origin: E2E_BASE_URL },
      });
      expect(res.status(), await res.text()).toBe(201);
    }

    const adminContext = await newContext(browser, { baseURL });
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.goto('/admin/credentials?status=all');
    await expect(admin.getByRole('heading', { level: 1, name: 'Credentials' })).toBeVisible();

    const cpf = `IAF Certified Professional Facilitator (CPF) of ${facilitator.name}`;
    await admin.getByRole('button', { name: `Reject ${cpf}` }).click();
    let dialog = admin.getByRole('dialog', { name: `Reject ${cpf}` });
    await dialog.getByRole('button', { name: 'Reject credential' }).click();
    await expect(dialog.getByText('Please give the reason for the rejection')).toBeVisible();
    await dialog.getByLabel('Reason').fill('The certificate number is not in the IAF register.');
    await expectNoA11yViolations(admin);
    await dialog.getByRole('button', { name: 'Reject credential' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(admin.getByText('Credential rejected')).toBeVisible();

    const icf = `International Coaching Federation (ICF) credential — PCC of ${facilitator.name}`;
    // No evidence: Verify asks first, and Escape leaves it unverified.
    await admin.getByRole('button', { name: `Verify ${icf}` }).click();
    dialog = admin.getByRole('dialog', { name: `Verify ${icf} without evidence?` });
    await expect(dialog.getByRole('button', { name: 'Verify without evidence' })).toBeVisible();
    await expectNoA11yViolations(admin);
    await admin.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await admin.getByRole('button', { name: `Ask for evidence: ${icf}` }).click();
    dialog = admin.getByRole('dialog', { name: `Ask for evidence: ${icf}` });
    await dialog.getByLabel('Message to the facilitator').fill('Please upload your ICF certificate.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(admin.getByText('Evidence requested', { exact: true }).first()).toBeVisible();
    await adminContext.close();

    // The facilitator reads both beside the credentials.
    await fp.goto('/facilitator/profile');
    await expect(
      fp.getByText(
        'Not verified: The certificate number is not in the IAF register. Edit it or add evidence to have it checked again.',
      ),
    ).toBeVisible();
    await expect(fp.getByText(/An admin asked for evidence on .+: add a link or a file\./)).toBeVisible();
    await expectNoA11yViolationsWithoutToasts(fp);
    const bell = await fp.request.get('/api/notifications');
    expect(JSON.stringify(await bell.json())).toContain('Please upload your ICF certificate.');
    await facilitator.context.close();
  });
});
