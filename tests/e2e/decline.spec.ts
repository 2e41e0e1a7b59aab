import type { Browser } from '@playwright/test';
import {
  applyTo,
  expect,
  expectNoA11yViolationsWithoutToasts,
  latestMail,
  mailsTo,
  postJob,
  signedInContext,
  test,
  unique,
} from './fixtures';

/**
 * A company with a job, a facilitator who applied to it, and the company's page of its applicants open at
 * the facilitator's card and its Decline dialog's locators.
 */
async function applicantOf(
  browser: Browser,
  baseURL: string,
  names: { company: string; first: string; last: string; job: string; coverLetter: string },
) {
  const company = await signedInContext(browser, baseURL, 'company', {
    companyName: `${names.company} ${unique()}`,
  });
  const facilitator = await signedInContext(browser, baseURL, 'facilitator', {
    firstName: names.first,
    lastName: `${names.last}${unique()}`,
  });
  const job = await postJob(company.page, { title: `${names.job} ${unique()}` });
  await applyTo(facilitator.page, job.id, { coverLetter: names.coverLetter, portfolioLinks: [] });
  const cp = company.page;
  await cp.goto(`/company/jobs/${job.id}/applicants`);
  const card = cp.getByRole('listitem').filter({ has: cp.getByRole('heading', { name: facilitator.name }) });
  const dialog = cp.getByRole('dialog', { name: `Decline ${facilitator.name}` });
  const reasons = dialog.getByRole('radiogroup', { name: 'Reason (only your organisation sees it)' });
  return { facilitator, job, cp, card, dialog, reasons };
}

test('a company declines an applicant with a reason and a message, at once, through the dialog', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { facilitator, job, cp, card, dialog, reasons } = await applicantOf(browser, baseURL!, {
    company: 'Brightline',
    first: 'Amara',
    last: 'Okafor',
    job: 'Leadership offsite facilitator',
    coverLetter:
      'I have facilitated more than forty leadership offsites across Europe and would design yours around your questions.',
  });
  await card.getByRole('button', { name: 'Decline…' }).click();
  await expect(dialog).toBeVisible();
  await reasons.getByRole('radio', { name: 'Dates no longer fit' }).check();
  await expect(dialog.getByRole('combobox', { name: 'Message', exact: true })).toHaveValue(
    'default:dates_changed',
  );
  await expect(dialog.getByRole('combobox', { name: 'When it goes out' })).toHaveValue('2');
  await expectNoA11yViolationsWithoutToasts(cp);
  await dialog.getByRole('combobox', { name: 'When it goes out' }).selectOption({ label: 'At once' });
  await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Declined: Dates no longer fit');
  await expect(card).toContainText('Message sent');
  await expectNoA11yViolationsWithoutToasts(cp);

  // The facilitator reads the message and sees the outcome, never the reason's label.
  const mail = await latestMail(facilitator.email, new RegExp(`^Your application for ${job.title}$`));
  expect(mail).toContain('Our dates have changed');
  const fp = facilitator.page;
  await fp.goto('/facilitator/applications');
  const row = fp.getByRole('listitem').filter({ hasText: job.title });
  await expect(row).toContainText('Not selected');
  await expect(row).not.toContainText('Dates no longer fit');
  await expectNoA11yViolationsWithoutToasts(fp);
});

test('a declined applicant sees nothing while the message waits, and "Not selected" once the company cancels it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { facilitator, job, cp, card, dialog, reasons } = await applicantOf(browser, baseURL!, {
    company: 'Northwind',
    first: 'Lena',
    last: 'Brandt',
    job: 'Strategy retreat facilitator',
    coverLetter:
      'I design strategy retreats for boards and leadership teams, and I would be glad to shape yours with you.',
  });

  // The company declines with the default delay: the message waits.
  await card.getByRole('button', { name: 'Decline…' }).click();
  await reasons.getByRole('radio', { name: 'Budget' }).check();
  await expect(dialog.getByRole('combobox', { name: 'When it goes out' })).toHaveValue('2');
  await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Declined: Budget');
  await expect(card).toContainText('Message goes out');

  // While it waits, the facilitator still sees their application as submitted, and no outcome.
  const fp = facilitator.page;
  await fp.goto('/facilitator/applications');
  const row = fp.getByRole('listitem').filter({ hasText: job.title });
  await expect(row).toContainText('Submitted');
  await expect(row).not.toContainText('Not selected');
  await expect(row).not.toContainText('Budget');
  await expectNoA11yViolationsWithoutToasts(fp);

  // The company cancels the message: the decline stands, and the facilitator now sees the outcome.
  await card.getByRole('button', { name: 'Cancel message' }).click();
  await expect(card).toContainText('Message cancelled');
  await expectNoA11yViolationsWithoutToasts(cp);
  await fp.reload();
  await expect(row).toContainText('Not selected');
  await expect(row).not.toContainText('Budget');
  expect(mailsTo(facilitator.email, new RegExp(`^Your application for ${job.title}$`))).toHaveLength(0);
});
