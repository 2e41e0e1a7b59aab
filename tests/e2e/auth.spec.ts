import { unzip } from '../../src/server/test/unzip';
import {
  allowConsoleErrors,
  clockNow,
  expect,
  expectNoA11yViolations,
  latestMail,
  mailsTo,
  signUpVerified,
  test,
  uniqueEmail,
  verificationLink,
} from './fixtures';

const PASSWORD = 'a long enough secret';

test.describe('accounts', () => {
  test('sign up as a company, stay signed in across reloads, log out and back in', async ({ page }) => {
    const email = uniqueEmail('company');
    await page.goto('/auth');
    await expectNoA11yViolations(page);
    await page.getByRole('tab', { name: 'Sign up' }).click();
    await page.getByText('Company', { exact: true }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Company name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByLabel('Company name').fill('Harbor Light Events');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill('something else entirely');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Registration successful')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(`We sent a confirmation link to ${email}`)).toBeVisible();
    await expectNoA11yViolations(page);

    // Not signed in until the address is confirmed.
    expect((await page.request.get('/api/me')).status()).toBe(200);
    expect(await (await page.request.get('/api/me')).json()).toBeNull();
    await page.getByRole('button', { name: 'Resend the link' }).click();
    await expect(page.getByText(`We sent a new confirmation link to ${email}.`)).toBeVisible();

    // The mailed link signs in and lands on /onboarding with a full page load.
    await page.goto(await verificationLink(email));
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('button', { name: 'Company Account' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Company Account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Post a Job' }).first()).toBeVisible();
    await expect(page.getByText('Please confirm your email address')).toBeHidden();

    await page.getByRole('button', { name: 'Company Account' }).click();
    const menu = page.getByRole('menu');
    for (const item of ['Dashboard', 'My Job Postings', 'Company Profile', 'Logout']) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    // Job alerts are the facilitators' (a company does not look for jobs).
    await expect(menu.getByRole('menuitem', { name: 'Job Alerts' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Signed out')).toBeVisible();
    await expect(page.getByText('You have been successfully logged out')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Request Access' }).first()).toBeVisible();

    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    // A wrong password is refused with 401, and the form says so.
    allowConsoleErrors(/status of 401 .*\/api\/auth\/sign-in\/email/);
    await page.getByLabel('Password').fill('the wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('[data-sonner-toast]').getByText('Login failed')).toBeVisible();
    // The form itself keeps saying why, after the toast has gone.
    const refusal = page.getByRole('form', { name: 'Sign in' }).getByRole('alert');
    await expect(refusal).toContainText('Not signed in');
    await expect(refusal).toContainText('Invalid email or password');

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/company\/dashboard$/);
  });

  test('an unconfirmed account cannot sign in: the error says a new link was sent, and that link signs in', async ({
    page,
  }) => {
    const email = uniqueEmail('facilitator');
    await page.goto('/auth?mode=sign-up');
    await page.getByLabel('First name').fill('Noor');
    await page.getByLabel('Last name').fill('Haddad');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await verificationLink(email);

    // An unconfirmed account is refused with 403, and the form says a new link was sent.
    allowConsoleErrors(/status of 403 .*\/api\/auth\/sign-in\/email/);
    await page.getByRole('tab', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('[data-sonner-toast]').getByText('Login failed')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toContainText(
      'Please confirm your email address first. We have just sent you a new link: open it to sign in.',
    );
    await expect(page).toHaveURL(/\/auth$/);

    await expect.poll(() => mailsTo(email, /Confirm your email/).length).toBe(2);
    await page.goto(await verificationLink(email));
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('button', { name: 'Facilitator Account' })).toBeVisible();
  });

  test('signing up with a known address looks the same and mails its owner', async ({ page }) => {
    const owner = await signUpVerified(page, 'company', { companyName: 'Already Here Ltd' });
    await page.context().clearCookies({ name: 'better-auth.session_token' });
    await page.goto('/auth?mode=sign-up');
    await page.getByText('Company', { exact: true }).click();
    await page.getByLabel('Company name').fill('Impostor Inc');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill('an impostor password');
    await page.getByLabel('Confirm password').fill('an impostor password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Registration successful')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(`We sent a confirmation link to ${owner.email}`)).toBeVisible();

    const mail = await latestMail(owner.email, /Someone tried to sign up/);
    expect(mail).toContain('/auth?mode=forgot');
  });

  test('an expired or broken confirmation link explains itself on the sign-in page', async ({ page }) => {
    await page.goto('/api/auth/verify-email?token=not-a-real-token&callbackURL=%2Fonboarding');
    await expect(page).toHaveURL(/\/auth\?link=invalid$/);
    await expect(page.getByRole('alert')).toContainText('This link no longer works');
    await expectNoA11yViolations(page);
  });

  test('guard: signed out → /auth and back after sign-in; facilitator → Access Denied', async ({ page }) => {
    const company = uniqueEmail('guard-company');
    await signUpVerified(page, 'company', { email: company, password: PASSWORD, companyName: 'Guarded Co' });
    await page.context().clearCookies({ name: 'better-auth.session_token' });

    // Signed out, the guarded page's own request for the profile answers 401 before the guard moves on.
    allowConsoleErrors(/status of 401 .*\/api\/profile\]/);
    await page.goto('/post-job');
    await expect(page.getByText('Authentication Required')).toBeVisible();
    await expect(page.getByText('You need to sign in to access this page.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByLabel('Email').fill(company);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/post-job$/);

    // The cookies go behind the open page's back: its live requests (unread messages, notifications)
    // answer 401 until the next page load.
    allowConsoleErrors(/status of 401 .*\/api\/(conversations\/unread|notifications)/);
    await page.context().clearCookies();
    await signUpVerified(page, 'facilitator', { firstName: 'Ana', lastName: 'Silva' });
    await page.goto('/post-job');
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByText('Only companies can access this page.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('password reset from the mailed link', async ({ page }) => {
    const { email } = await signUpVerified(page, 'facilitator', { firstName: 'Reset', lastName: 'Me' });
    await page.context().clearCookies();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

    const mail = await latestMail(email, /Reset your FacilitatorHub password/);
    const link = mail.match(/https?:\/\/\S+reset-password\/\S+/)![0];
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expectNoA11yViolations(page);
    await page.getByLabel('New password', { exact: true }).fill('my new long password');
    await page.getByLabel('Confirm new password').fill('my new long password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been changed')).toBeVisible();

    await page.goto(link);
    await expect(page.getByText('This link is not valid')).toBeVisible();

    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('my new long password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/facilitator\/dashboard$/);
  });

  test('account settings: download my data, then delete the account', async ({ page, baseURL }) => {
    const { email, password } = await signUpVerified(page, 'company', { companyName: 'Soon Gone Ltd' });
    await page.goto('/account/settings');
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    await expectNoA11yViolations(page);

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(
      `facilitatorhub-export-${clockNow().toISOString().slice(0, 10)}.zip`,
    );
    const files = await unzip(Buffer.concat(await (await download.createReadStream()).toArray()));
    const data = JSON.parse(files.get('data.json')!.toString('utf8'));
    expect(data.account.email).toBe(email);
    expect(data.companyProfile.name).toBe('Soon Gone Ltd');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Delete account' })).toBeDisabled();
    await dialog.getByLabel('Email address').fill(email);
    await expect(dialog.getByRole('button', { name: 'Delete account' })).toBeDisabled();
    // A session alone is not enough: the password is checked (a wrong one answers 400).
    allowConsoleErrors(/status of 400 .*\/api\/account\]/);
    await dialog.getByLabel('Password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(dialog.getByText('That password is not correct.')).toBeVisible();
    await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByText('Account deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Request Access' }).first()).toBeVisible();

    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password },
      headers: { origin: baseURL! },
    });
    expect(signIn.status()).toBe(401);
  });

  test('signing out in one tab signs out the other', async ({ page, context }) => {
    // The other tab's live notification stream may be (re)connecting at the moment the session ends:
    // that request is refused (401) before the tab hears of the sign-out and closes the stream.
    allowConsoleErrors(/status of 401 .*\/api\/notifications\/stream/);
    await signUpVerified(page, 'facilitator', { firstName: 'Two', lastName: 'Tabs' });
    await page.goto('/');
    const other = await context.newPage();
    await other.goto('/about');
    await expect(other.getByRole('button', { name: 'Facilitator Account' })).toBeVisible();
    await page.getByRole('button', { name: 'Facilitator Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(other.getByRole('link', { name: 'Request Access' }).first()).toBeVisible();
  });
});
