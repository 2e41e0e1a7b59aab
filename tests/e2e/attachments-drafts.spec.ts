import fs from 'node:fs/promises';
import {
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsWithoutToasts,
  postJob,
  signedInContext,
  test,
  unique,
} from './fixtures';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

test.describe('attachments and job drafts', () => {
  test('a facilitator applies with a PDF and the company downloads it', async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const company = await signedInContext(browser, baseURL!, 'company', { companyName: `Kite ${unique()}` });
    const facilitator = await signedInContext(browser, baseURL!, 'facilitator', {
      firstName: 'Noor',
      lastName: 'Haddad',
    });
    const job = await postJob(company.page, { title: `Design sprint facilitator ${unique()}` });

    const fp = facilitator.page;
    await fp.goto(`/jobs/${job.id}`);
    await fp.getByRole('button', { name: 'Apply Now' }).first().click();
    const dialog = fp.getByRole('dialog', { name: `Apply for ${job.title}` });
    await dialog
      .getByLabel('Cover letter')
      .fill('I have run more than forty design sprints for product teams and would love to run yours.');
    await dialog.getByLabel('CV or proposal').setInputFiles({
      name: 'noor-haddad-cv.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expectNoA11yViolations(fp);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog).toBeHidden();

    // The facilitator sees the file with the application.
    await fp.goto('/facilitator/applications');
    await expect(fp.getByRole('link', { name: /noor-haddad-cv\.pdf/ })).toBeVisible();
    await expectNoA11yViolationsWithoutToasts(fp);

    // The company sees it on the applicants page and downloads it.
    const cp = company.page;
    await cp.goto(`/company/jobs/${job.id}/applicants`);
    const file = cp.getByRole('link', { name: /noor-haddad-cv\.pdf/ });
    await expect(file).toBeVisible();
    await expectNoA11yViolations(cp);
    const download = cp.waitForEvent('download');
    await file.click();
    const downloaded = await download;
    expect(downloaded.suggestedFilename()).toBe('noor-haddad-cv.pdf');
    expect((await fs.readFile(await downloaded.path())).equals(PDF)).toBe(true);

    await company.context.close();
    await facilitator.context.close();
  });

  test('a company previews a draft and duplicates a job', async ({ browser, baseURL }) => {
    const company = await signedInContext(browser, baseURL!, 'company', { companyName: `Kite ${unique()}` });
    const page = company.page;
    const draft = await postJob(page, { title: `Team retreat facilitator ${unique()}`, status: 'draft' });

    // The draft's preview: the job page as visitors will see it, marked as a preview.
    await page.goto('/company/jobs');
    await page.getByRole('link', { name: `Preview ${draft.title}` }).click();
    await expect(page).toHaveURL(`/jobs/${draft.id}/preview`);
    await expect(page.getByText('Preview — not published')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: draft.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
    await expectNoA11yViolations(page);

    // Duplicate opens the copy's edit form: a new draft with the same fields.
    await page.goto(`/jobs/${draft.id}`);
    await page.getByRole('button', { name: `Duplicate ${draft.title}` }).click();
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}\/edit$/);
    expect(page.url()).not.toContain(draft.id);
    await expect(page.getByLabel('Job title')).toHaveValue(`${draft.title} (copy)`);
    await expectNoA11yViolationsWithoutToasts(page);

    await company.context.close();
  });
});
