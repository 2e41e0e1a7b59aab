import type { Page } from '@playwright/test';
import { TOPIC_SLUGS } from '../../src/shared/focus-areas';
import type { JobDetail, JobListResponse } from '../../src/shared/jobs';
import { expect, expectNoA11yViolations, test } from './fixtures';

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The head tags in raw HTML, as a crawler without JavaScript sees them. */
function rawHead(html: string) {
  const all = (re: RegExp) => [...html.matchAll(re)].map((m) => decode(m[1]));
  return {
    titles: all(/<title[^>]*>([^<]*)<\/title>/g),
    descriptions: all(/<meta name="description" content="([^"]*)"/g),
    canonicals: all(/<link rel="canonical" href="([^"]*)"/g),
    ogTitles: all(/<meta property="og:title" content="([^"]*)"/g),
    ogUrls: all(/<meta property="og:url" content="([^"]*)"/g),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1],
    ),
  };
}

/** The rendered head holds exactly one of each tag, and none of the server's are left. */
async function expectOneOfEach(page: Page) {
  await expect(page.locator('head [data-server-head]')).toHaveCount(0);
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:description"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:type"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:site_name"]')).toHaveCount(1);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(1);
}

/** A job of the sample data (the last of the newest 50): the newest could be one a test alongside hides. */
async function sampleJob(request: import('@playwright/test').APIRequestContext): Promise<JobDetail> {
  const list = (await (await request.get('/api/jobs?pageSize=50')).json()) as JobListResponse;
  return (await (await request.get(`/api/jobs/${list.items.at(-1)!.id}`)).json()) as JobDetail;
}

test.describe('search engines and link previews', () => {
  test('a job page carries its title, description and JSON-LD in the raw HTML', async ({
    page,
    request,
    baseURL,
  }) => {
    const job = await sampleJob(request);
    const res = await request.get(`/jobs/${job.id}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    const head = rawHead(await res.text());
    expect(head.titles).toEqual([`${job.title} at ${job.companyName} | FacilitatorHub`]);
    expect(head.descriptions).toHaveLength(1);
    expect(job.description.replace(/\s+/g, ' ')).toContain(head.descriptions[0].replace(/…$/, ''));
    expect(head.ogTitles).toEqual(head.titles);
    expect(head.canonicals).toEqual([`${baseURL}/jobs/${job.id}`]);
    expect(head.ogUrls).toEqual(head.canonicals);
    expect(head.jsonLd).toHaveLength(1);
    const data = JSON.parse(head.jsonLd[0]);
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: job.title,
      datePosted: job.postedAt,
      url: `${baseURL}/jobs/${job.id}`,
    });

    // In the browser the page takes over: one set of tags, one JobPosting.
    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(page).toHaveTitle(`${job.title} at ${job.companyName} | FacilitatorHub`);
    await expectOneOfEach(page);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await expectNoA11yViolations(page);
  });

  test('an unknown job is a 404 with Job Not Found and no structured data', async ({ page, request }) => {
    const res = await request.get('/jobs/00000000-0000-4000-8000-000000000000');
    expect(res.status()).toBe(404);
    const head = rawHead(await res.text());
    expect(head.titles).toEqual(['Job Not Found | FacilitatorHub']);
    expect(head.jsonLd).toEqual([]);
    const malformed = await request.get('/jobs/not-a-job');
    expect(malformed.status()).toBe(404);

    await page.goto('/jobs/not-a-job');
    await expect(page.getByRole('heading', { level: 1, name: 'Job Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Job Not Found | FacilitatorHub');
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expectNoA11yViolations(page);
  });

  test('the sitemap is valid XML listing static pages, topics and jobs; robots.txt points to it', async ({
    page,
    request,
    baseURL,
  }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/xml');
    const xml = await res.text();
    const job = await sampleJob(request);

    await page.goto('/');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: doc.documentElement.localName,
        ns: doc.documentElement.namespaceURI,
        locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
      };
    }, xml);
    expect(parsed.error).toBe(false);
    expect(parsed.root).toBe('urlset');
    expect(parsed.ns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    for (const slug of TOPIC_SLUGS) expect(parsed.locs).toContain(`${baseURL}/topics/${slug}`);
    for (const path of ['/', '/jobs', '/focus-areas', '/facilitators', '/companies', '/about'])
      expect(parsed.locs).toContain(`${baseURL}${path}`);
    expect(parsed.locs).toContain(`${baseURL}/jobs/${job.id}`);
    expect(parsed.locs.filter((loc) => loc.includes('/jobs/')).length).toBeGreaterThanOrEqual(428);
    await expectNoA11yViolations(page);

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text.split('\n')).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(text).toContain('Disallow: /api/');
  });

  test('navigating in the browser changes the title per route and keeps one description', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('FacilitatorHub — hire expert facilitators');
    await expectOneOfEach(page);
    await expectNoA11yViolations(page);

    const nav = page.getByRole('navigation', { name: 'Main' });
    const titles = new Set<string>([await page.title()]);
    const steps: [string, RegExp, string][] = [
      ['Job Search', /\/job-search$/, 'Find Facilitation Jobs | FacilitatorHub'],
      ['Find Facilitators', /\/facilitators$/, 'Find Facilitators | FacilitatorHub'],
      ['Find Companies', /\/companies$/, 'Find Companies | FacilitatorHub'],
      ['Focus Areas', /\/focus-areas$/, 'Facilitation Focus Areas | FacilitatorHub'],
      ['About', /\/about$/, 'About | FacilitatorHub'],
    ];
    for (const [label, url, title] of steps) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page).toHaveTitle(title);
      await expectOneOfEach(page);
      const path = new URL(page.url()).pathname;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      titles.add(await page.title());
    }
    expect(titles.size).toBe(steps.length + 1);
    await expectNoA11yViolations(page);

    // A job opened from the list brings its JobPosting; leaving it takes the JobPosting away.
    await page.goto('/jobs');
    const details = page.getByRole('link', { name: /^View Details for / }).first();
    const jobTitle = ((await details.textContent()) ?? '').replace(/^View Details for /, '').trim();
    await details.click();
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
    await expect(page).toHaveTitle(
      new RegExp(`^${jobTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} at .+ \\| FacilitatorHub$`),
    );
    await expectOneOfEach(page);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await page.getByRole('link', { name: 'Back to Jobs' }).click();
    await expect(page).toHaveTitle('Facilitation Jobs | FacilitatorHub');
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await expectOneOfEach(page);
  });
});

/** The server's head for a direct load and the page's own <PageMeta> say the same thing. */
test.describe('server head matches the page', () => {
  const paths = [
    '/',
    '/jobs',
    '/job-search',
    '/facilitators',
    '/companies',
    '/focus-areas',
    '/about',
    '/terms',
    '/privacy',
    '/legal',
    '/request-access',
    '/resources/effective-job-posting',
    '/auth',
    '/topics/design-thinking',
  ];
  for (const path of paths) {
    test(path, async ({ page, request }) => {
      const head = rawHead(await (await request.get(path)).text());
      expect(head.titles).toHaveLength(1);
      expect(head.descriptions).toHaveLength(1);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectOneOfEach(page);
      await expect(page).toHaveTitle(head.titles[0]);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', head.descriptions[0]);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', head.canonicals[0]);
      await expectNoA11yViolations(page);
    });
  }
});
