import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_NAME } from '../../shared/constants';
import { postJob } from '../test/factories';
import { as, buildTestApp, signUp } from '../test/helpers';

/**
 * The server's rendered pages and their cache, through the app, with a renderer that draws from the
 * same API answers the real one reads (src/web/entry-server.tsx): a job page from GET /api/jobs/:id, the
 * job board from GET /api/jobs. It counts its renders, so that a test sees whether a page came from the
 * cache.
 */
const RENDERER = `
export const rendersOnServer = (pathname) => pathname === '/jobs' || pathname.startsWith('/jobs/');
export async function render({ url, fetch, session, cookieBanner, now }) {
  globalThis.__pageRenders = (globalThis.__pageRenders ?? 0) + 1;
  globalThis.__renderedAt = now;
  const id = /^\\/jobs\\/([^/?]+)/.exec(url)?.[1];
  const extras = (cookieBanner ? '<aside>cookies?</aside>' : '') + (session ? '<nav>signed in</nav>' : '');
  if (!id) {
    const list = await (await fetch('/api/jobs?' + (url.split('?')[1] ?? ''), {})).json();
    return { html: '<ul>' + list.items.map((job) => '<li>' + job.title + '</li>').join('') + '</ul>' + extras, stateScript: '', notFound: false };
  }
  const response = await fetch('/api/jobs/' + id, {});
  const job = response.ok ? await response.json() : undefined;
  return { html: '<h1>' + job?.title + '</h1><p>' + job?.status + '</p><pre>' + job?.experience + '</pre><section>' + job?.description + '</section>' + extras, stateScript: '', notFound: !response.ok };
}
`;
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>FacilitatorHub</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fh-render-web-'));
fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
fs.mkdirSync(path.join(webDir, '.ssr'));
fs.writeFileSync(path.join(webDir, '.ssr', 'entry-server.js'), RENDERER);
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

const ctx = await buildTestApp({}, { webDir });
const counter = globalThis as { __pageRenders?: number; __renderedAt?: string };
const renders = () => counter.__pageRenders ?? 0;
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];

let company: Awaited<ReturnType<typeof signUp>>;
beforeEach(async () => {
  company = await signUp(ctx, 'company');
});

describe('rendered public pages', () => {
  it('serves a page asked for again from the cache, byte for byte, in every encoding', async () => {
    const job = await postJob(ctx, company, { title: 'Cached strategy offsite' });
    const first = await get(`/jobs/${job.id}`);
    expect(first.statusCode).toBe(200);
    expect(rootOf(first.body)).toContain('<h1>Cached strategy offsite</h1>');
    const before = renders();

    const again = await get(`/jobs/${job.id}`);
    const br = await get(`/jobs/${job.id}`, { 'accept-encoding': 'br, gzip' });
    const gzip = await get(`/jobs/${job.id}`, { 'accept-encoding': 'gzip' });
    expect(renders()).toBe(before);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
  });

  it('renders at the time of the app clock (the page states its dates by the server clock)', async () => {
    const job = await postJob(ctx, company, { title: 'Retreat on the clock' });
    const before = ctx.clock.now().getTime();
    expect((await get(`/jobs/${job.id}`)).statusCode).toBe(200);
    const after = ctx.clock.now().getTime();
    const renderedAt = Date.parse(counter.__renderedAt ?? '');
    expect(renderedAt).toBeGreaterThanOrEqual(before);
    expect(renderedAt).toBeLessThanOrEqual(after);
  });

  it('draws an edited job anew: its next page shows the new title', async () => {
    const job = await postJob(ctx, company, { title: 'Facilitator for a retrospective' });
    expect((await get(`/jobs/${job.id}`)).body).toMatch(
      /<title data-server-head>Facilitator for a retrospective\b/,
    );
    await get(`/jobs/${job.id}`);

    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${job.id}`,
      headers: as(company),
      payload: { title: 'Facilitator for a quarterly retrospective' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const page = await get(`/jobs/${job.id}`, { 'accept-encoding': 'br' });
    const html = zlib.brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('<h1>Facilitator for a quarterly retrospective</h1>');
    // The head too, which a page from the cache carries with it.
    expect(html).toMatch(/<title data-server-head>Facilitator for a quarterly retrospective\b/);
    expect(html).not.toMatch(/<title data-server-head>Facilitator for a retrospective\b/);
  });

  it('draws a job anew when only what its head does not show changed', async () => {
    const job = await postJob(ctx, company, { experience: 'senior' });
    expect(rootOf((await get(`/jobs/${job.id}`)).body)).toContain('<pre>senior</pre>');
    await get(`/jobs/${job.id}`);

    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${job.id}`,
      headers: as(company),
      payload: { experience: 'executive' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(rootOf((await get(`/jobs/${job.id}`)).body)).toContain('<pre>executive</pre>');
  });

  it('draws a closed job anew, and the board no longer lists it', async () => {
    const job = await postJob(ctx, company, { title: 'Closing soon workshop lead' });
    const search = `/jobs?q=${encodeURIComponent('Closing soon workshop lead')}`;
    expect(rootOf((await get(`/jobs/${job.id}`)).body)).toContain('<p>published</p>');
    expect(rootOf((await get(search)).body)).toContain('<li>Closing soon workshop lead</li>');
    await get(`/jobs/${job.id}`);
    await get(search);

    const closed = await ctx.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/close`,
      headers: as(company),
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(rootOf((await get(`/jobs/${job.id}`)).body)).toContain('<p>closed</p>');
    expect(rootOf((await get(search)).body)).not.toContain('Closing soon workshop lead');
  });

  it("answers 410 for a deleted company's job, with nothing of the posting in the page", async () => {
    const gone = await signUp(ctx, 'company');
    const description = 'Ask for Jane Roe on +44 7700 900123 about our strategy offsite in Leeds.';
    const job = await postJob(ctx, gone, { title: 'Leeds offsite lead', description });
    expect(rootOf((await get(`/jobs/${job.id}`)).body)).toContain('7700 900123');

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: as(gone),
      payload: { confirmEmail: gone.email, password: gone.password },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const page = await get(`/jobs/${job.id}`);
    expect(page.statusCode).toBe(410);
    expect(page.body).not.toContain('7700');
    expect(page.body).not.toContain('Jane Roe');
    expect(page.body).not.toContain('Leeds offsite lead');
  });

  it('answers a burst of requests for a cached page from the cache, and the burst after a close anew', async () => {
    const job = await postJob(ctx, company, { title: 'Popular offsite facilitator' });
    const first = await get(`/jobs/${job.id}`);
    const rendered = renders();
    const burst = await Promise.all(Array.from({ length: 8 }, () => get(`/jobs/${job.id}`)));
    expect(burst.map((page) => page.body)).toEqual(Array(8).fill(first.body));
    expect(renders()).toBe(rendered);

    const closed = await ctx.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/close`,
      headers: as(company),
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const after = await Promise.all(Array.from({ length: 8 }, () => get(`/jobs/${job.id}`)));
    for (const page of after) expect(rootOf(page.body)).toContain('<p>closed</p>');
  });

  it('lists a newly posted job on a cached search at once', async () => {
    const search = `/jobs?q=${encodeURIComponent('zeppelin')}`;
    expect(rootOf((await get(search)).body)).toBe('<ul></ul><aside>cookies?</aside>');
    await get(search);
    await postJob(ctx, company, { title: 'Zeppelin team offsite' });
    expect(rootOf((await get(search)).body)).toContain('<li>Zeppelin team offsite</li>');
  });

  it('never serves a signed-in visitor from the cache, nor caches their page', async () => {
    const job = await postJob(ctx, company, { title: 'Signed-in reader page' });
    await get(`/jobs/${job.id}`);
    const before = renders();
    const mine = await get(`/jobs/${job.id}`, { cookie: company.cookie });
    expect(rootOf(mine.body)).toContain('<nav>signed in</nav>');
    // Their page holds their account: no shared cache keeps it. The signed-out page may be kept.
    expect(mine.headers['cache-control']).toBe('private, no-store');
    await get(`/jobs/${job.id}`, { cookie: company.cookie });
    expect(renders()).toBe(before + 2);
    // The signed-out visitor still gets the signed-out page, from the cache.
    const theirs = await get(`/jobs/${job.id}`);
    expect(rootOf(theirs.body)).not.toContain('signed in');
    expect(theirs.headers['cache-control']).toBe('no-cache');
    expect(renders()).toBe(before + 2);
  });

  it('keeps the page with and without the cookie banner apart', async () => {
    const job = await postJob(ctx, company, { title: 'Consent aware page' });
    const consented = { cookie: `${COOKIE_CONSENT_NAME}=all` };
    expect(rootOf((await get(`/jobs/${job.id}`)).body)).toContain('<aside>cookies?</aside>');
    expect(rootOf((await get(`/jobs/${job.id}`, consented)).body)).not.toContain('<aside>');
    const before = renders();
    expect(rootOf((await get(`/jobs/${job.id}`, consented)).body)).not.toContain('<aside>');
    expect(rootOf((await get(`/jobs/${job.id}`)).body)).toContain('<aside>cookies?</aside>');
    expect(renders()).toBe(before);
  });

  it('keeps the status of a page that is not found, and does not cache it', async () => {
    const missing = '/jobs/00000000-0000-4000-8000-000000000000';
    expect((await get(missing)).statusCode).toBe(404);
    const before = renders();
    expect((await get(missing)).statusCode).toBe(404);
    expect(renders()).toBe(before + 1);
  });
});
