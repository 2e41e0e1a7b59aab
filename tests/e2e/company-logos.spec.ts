import { randomBytes } from 'node:crypto';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoA11yViolations, postJob, signUpVerified, test } from './fixtures';

/** A word the full-text search keeps as it is (letters only, unique per run). */
const uniqueWord = (prefix: string) =>
  prefix + Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('');

/** The logo drawn: the uploaded file, sized by its attributes (no layout shift), decorative beside the name. */
async function expectLogo(logo: Locator, src: string, size: number) {
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', new RegExp(`${src.replace(/[.]/g, '\\.')}$`));
  await expect(logo).toHaveAttribute('alt', '');
  await expect(logo).toHaveAttribute('width', String(size));
  await expect(logo).toHaveAttribute('height', String(size));
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

test("a company's uploaded logo shows on its job card, its job page and in search results", async ({
  page,
  baseURL,
}) => {
  const word = uniqueWord('Lumen');
  const companyName = `${word} Workshops`;
  await signUpVerified(page, 'company', { companyName });
  const buffer = await sharp({
    create: { width: 200, height: 120, channels: 3, background: { r: 14, g: 116, b: 144 } },
  })
    .png()
    .toBuffer();
  const upload = await page.request.post('/api/profile/avatar', {
    headers: { origin: baseURL! },
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { url } = (await upload.json()) as { url: string };
  const job = await postJob(page, { title: `Facilitator for the ${word} leadership offsite` });

  // The job board's card, lazily loaded like every card of the list.
  await page.goto(`/jobs?q=${word}`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: job.title }) });
  const cardLogo = card.locator(`img[src$="${url}"]`);
  await expect(cardLogo).toHaveAttribute('loading', 'lazy');
  await expectLogo(cardLogo, url, 40);
  await expect(card.getByText(companyName)).toBeVisible();
  await expectNoA11yViolations(page);

  // The job page: beside the company's name in the header, and in "About the company".
  await card.getByRole('link', { name: `View Details for ${job.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  const header = page.locator('p', { has: page.getByRole('link', { name: companyName, exact: true }) });
  await expectLogo(header.locator('img').first(), url, 40);
  await expectNoA11yViolations(page);

  // /job-search's results (our own published jobs without a provider).
  await page.goto(`/job-search?q=${word}`);
  const result = page.getByRole('article').filter({ hasText: job.title });
  await expectLogo(result.locator('img'), url, 48);
  await expect(result.getByText(companyName, { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
});
