import type { Page } from '@playwright/test';
import type { JobListResponse } from '../../src/shared/jobs';
import { expect, test } from './fixtures';

const UNUSED_PRELOAD = /preloaded using link preload but not used/;

/**
 * Waits until Chromium has had its chance to report a preload nobody used: it looks once, on a timer of its
 * own 3 s after the page's load event, so this waits until the load event is 3.5 s past on the page's clock.
 */
async function pastUnusedPreloadCheck(page: Page) {
  await page.waitForFunction(
    () => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return (
        !!navigation && navigation.loadEventEnd > 0 && performance.now() > navigation.loadEventEnd + 3_500
      );
    },
    undefined,
    { polling: 100, timeout: 20_000 },
  );
}

/** The scripts a server-rendered page loads after its first paint (src/web/ssr/after-paint.ts): the entry first. */
const afterPaintModules = (html: string) =>
  /<script type="module" crossorigin src="\/assets\/after-paint-[\w-]+\.js" data-modules="([^"]+)"><\/script>/
    .exec(html)?.[1]
    .split(' ') ?? [];

test.describe('page load', () => {
  test('a job page loads its code once it is painted, and fetches none of the data it came with', async ({
    page,
    request,
  }) => {
    const list = (await (await request.get('/api/jobs?pageSize=1')).json()) as JobListResponse;
    const job = list.items[0];
    const html = await (await request.get(`/jobs/${job.id}`)).text();
    // The server rendered the page: the after-paint script stands in for the entry; no code or data is preloaded.
    const modules = afterPaintModules(html);
    expect(modules[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(modules[1]).toMatch(/^\/assets\/react-dom-[\w-]+\.js$/);
    const pageChunk = modules.find((file) => /\/assets\/job-detail-page-[\w-]+\.js$/.test(file));
    expect(pageChunk).toBeDefined();
    // What runs as the page hydrates is compiled as it arrives (V8's compile hint, scripts/build-web.ts).
    for (const file of [modules[0], modules[1], pageChunk ?? ''])
      expect(await (await request.get(file)).text()).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    expect(html).not.toContain('as="fetch"');
    expect(html).not.toContain('rel="modulepreload"');

    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const requests: string[] = [];
    page.on('request', (req) => requests.push(new URL(req.url()).pathname));

    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    // Hydrated: the page's own JSON-LD replaces the server's.
    await expect(page.locator('head script[type="application/ld+json"][data-server-head]')).toHaveCount(0);
    await pastUnusedPreloadCheck(page);
    expect(warnings).toEqual([]);
    expect(requests.filter((pathname) => pathname === '/api/me')).toEqual([]);
    expect(requests.filter((pathname) => pathname === `/api/jobs/${job.id}`)).toEqual([]);
    for (const file of modules) expect(requests.filter((pathname) => pathname === file)).toHaveLength(1);
  });

  test('a topic page loads the guide it shows, and no other', async ({ page, request }) => {
    const html = await (await request.get('/topics/team-building')).text();
    const modules = afterPaintModules(html);
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
    await expect.poll(() => guideRequests).toHaveLength(1);
  });

  test('a page drawn in the browser preloads its code and who is signed in', async ({ request }) => {
    const html = await (await request.get('/post-job')).text();
    expect(html).toContain('<link rel="preload" href="/api/me" as="fetch" crossorigin />');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/react-dom-[\w-]+\.js">/);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/post-job-page-[\w-]+\.js">/);
    expect(html).not.toContain('data-modules');
  });

  test('no page leaves a preload unused', async ({ context }) => {
    const warnings: string[] = [];
    // The pages side by side, each in a tab of its own, so that their waits for Chromium's check overlap.
    await Promise.all(
      ['/', '/jobs', '/topics/design-thinking', '/about'].map(async (url) => {
        const page = await context.newPage();
        page.on('console', (message) => {
          if (UNUSED_PRELOAD.test(message.text())) warnings.push(`${url}: ${message.text()}`);
        });
        await page.goto(url);
        await expect(page.locator('main#main h1').first()).toBeVisible();
        await pastUnusedPreloadCheck(page);
      }),
    );
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
