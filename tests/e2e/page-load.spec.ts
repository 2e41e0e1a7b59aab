import type { JobListResponse } from '../../src/shared/jobs';
import { expect, test } from './fixtures';

const UNUSED_PRELOAD = /preloaded using link preload but not used/;

test.describe('page load', () => {
  test("a job page's preloaded code and data are the ones it uses, each fetched once", async ({
    page,
    request,
  }) => {
    const list = (await (await request.get('/api/jobs?pageSize=1')).json()) as JobListResponse;
    const job = list.items[0];
    const html = await (await request.get(`/jobs/${job.id}`)).text();
    const modules = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(modules.some((file) => /\/assets\/job-detail-page-[\w-]+\.js$/.test(file))).toBe(true);
    expect(html).toContain(`<link rel="preload" href="/api/jobs/${job.id}" as="fetch" crossorigin>`);
    expect(html).toContain('<link rel="preload" href="/api/me" as="fetch" crossorigin />');

    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const apiRequests: string[] = [];
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.startsWith('/api/')) apiRequests.push(pathname);
    });

    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    // Chromium reports a preload nobody used a few seconds after the load event.
    await page.waitForTimeout(3_500);
    expect(warnings.filter((text) => UNUSED_PRELOAD.test(text))).toEqual([]);
    expect(apiRequests.filter((pathname) => pathname === '/api/me')).toHaveLength(1);
    expect(apiRequests.filter((pathname) => pathname === `/api/jobs/${job.id}`)).toHaveLength(1);
  });

  test('a topic page preloads the guide it shows, and no other', async ({ page, request }) => {
    const html = await (await request.get('/topics/team-building')).text();
    const modules = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    const guide = modules.filter((file) => /\/assets\/team-building-[\w-]+\.js$/.test(file));
    expect(guide).toHaveLength(1);
    expect(modules.some((file) => /\/assets\/topic-page-[\w-]+\.js$/.test(file))).toBe(true);
    expect(modules.filter((file) => /design-thinking|strategic-planning/.test(file))).toEqual([]);

    const guideRequests: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === guide[0]) guideRequests.push(req.url());
    });
    await page.goto('/topics/team-building');
    await expect(page.getByRole('heading', { level: 1, name: /Team Building/ })).toBeVisible();
    expect(guideRequests).toHaveLength(1);
  });

  test('no page leaves a preload unused', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (UNUSED_PRELOAD.test(message.text())) warnings.push(`${page.url()}: ${message.text()}`);
    });
    for (const url of ['/', '/jobs', '/topics/design-thinking', '/about']) {
      await page.goto(url);
      await expect(page.locator('main#main h1').first()).toBeVisible();
      await page.waitForTimeout(3_500);
    }
    expect(warnings).toEqual([]);
  });

  test('breaks no rule of the Content-Security-Policy', async ({ page, request }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
      );
    });
    const list = (await (await request.get('/api/jobs?pageSize=1')).json()) as JobListResponse;
    for (const url of ['/', '/jobs', `/jobs/${list.items[0].id}`, '/post-job', '/auth']) {
      await page.goto(url);
      await expect(page.locator('main#main h1').first()).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
    }
  });
});
