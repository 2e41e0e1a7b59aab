import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_NAME } from '../../shared/constants';
import type { PageRead } from '../../shared/page-data';
import { getCurrentUser } from '../auth/session';
import { makeJob, postJob } from '../test/factories';
import { as, buildTestApp, signUp } from '../test/helpers';
import { getter, makeWebBuild } from '../test/web-build';
import { pageDataLoader } from './page-data';

/**
 * One request for a public page, from its URL to its HTML: the page's reads loaded by calling the
 * services, one render, and the head and status that render reports from the same reads. The renderer here
 * stands in for the web build's (src/web/entry-server.tsx, whose own test counts its renders): it declares
 * a job page's one read, as the real one does, reports a status as its page does (the failed read's, 410 for
 * a closed job seen by anyone but its owner), and counts its renders.
 */
const RENDERER = `
const jobId = (url) => /^\\/jobs\\/([^/?]+)$/.exec(new URL(url, 'http://page').pathname)?.[1];
export const renderer = {
  rendersOnServer: (pathname) => pathname.startsWith('/jobs/'),
  pageReads: (url) => [{ name: 'job', id: jobId(url) }],
  async render({ data, session, cookieBanner }) {
    globalThis.__pageRenders = (globalThis.__pageRenders ?? 0) + 1;
    const [job] = data;
    const extras = (cookieBanner ? '<aside>cookies?</aside>' : '') + (session ? '<nav>signed in</nav>' : '');
    return {
      html: '<h1>' + (job.ok ? job.data.title : job.code) + '</h1><pre>' + job.data?.experience + '</pre>' + extras,
      stateScript: '',
      head: job.ok
        ? { title: job.data.title, status: job.data.status === 'closed' && !job.data.isOwner ? 410 : undefined }
        : { title: job.code, status: job.status },
      undeclared: [],
    };
  },
};
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

const webDir = makeWebBuild({ 'index.html': INDEX_HTML, '.ssr/entry-server.js': RENDERER });

const ctx = await buildTestApp({}, { webDir });
const counter = globalThis as { __pageRenders?: number };
const get = getter(ctx);
const renders = () => counter.__pageRenders ?? 0;
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];
const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];

/** Counts the SQL statements that read the jobs table while `run` runs. */
async function jobReadsDuring(run: () => Promise<unknown>) {
  const pool = ctx.pool as unknown as { query: (...args: unknown[]) => unknown };
  const query = pool.query;
  let reads = 0;
  pool.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
    if (text && /\bfrom "jobs"/i.test(text)) reads += 1;
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    pool.query = query;
  }
  return reads;
}

afterEach(() => {
  counter.__pageRenders = 0;
});

/** A page request from this client address, as the loader sees it. */
const client = (ip: string) =>
  ({ ip, routeOptions: { config: {} }, log: ctx.app.log }) as unknown as FastifyRequest;
let clients = 0;

describe('a job page', () => {
  it('is rendered once and reads its job once, and its head and status come from that render', async () => {
    const company = await signUp(ctx, 'company');
    const job = await postJob(ctx, company, { title: 'Once-read strategy offsite' });
    counter.__pageRenders = 0;
    let page: Awaited<ReturnType<typeof get>> | undefined;
    expect(await jobReadsDuring(async () => (page = await get(`/jobs/${job.id}`)))).toBe(1);
    expect(counter.__pageRenders).toBe(1);
    expect(page!.statusCode).toBe(200);
    expect(titleOf(page!.body)).toContain('Once-read strategy offsite');
    expect(page!.body).toContain('<h1>Once-read strategy offsite</h1>');

    // Its company, signed in: still one read of the job (its session is read once, for the header too).
    counter.__pageRenders = 0;
    expect(await jobReadsDuring(() => get(`/jobs/${job.id}`, as(company)))).toBe(1);
    expect(counter.__pageRenders).toBe(1);
  });

  it('that left the board is one read too: 410 for a closed job, 404 for a draft, the owner sees it', async () => {
    const company = await signUp(ctx, 'company');
    const closed = await makeJob(ctx, company, { status: 'closed', closedAt: ctx.clock.now() });
    const draft = await makeJob(ctx, company, { status: 'draft', postedAt: null, title: 'Unseen draft' });
    for (const [url, headers, status] of [
      [`/jobs/${closed.id}`, {}, 410],
      [`/jobs/${draft.id}`, {}, 404],
      [`/jobs/${draft.id}`, as(company), 200],
    ] as const) {
      counter.__pageRenders = 0;
      let page: Awaited<ReturnType<typeof get>> | undefined;
      expect(await jobReadsDuring(async () => (page = await get(url, headers))), url).toBe(1);
      expect(page!.statusCode, url).toBe(status);
      expect(counter.__pageRenders, url).toBe(1);
    }
  });
});

describe("a page's reads", () => {
  it('answer exactly what the API answers the same visitor', async () => {
    const company = await signUp(ctx, 'company');
    const job = await postJob(ctx, company, { title: 'Same answer retreat' });
    const draft = await makeJob(ctx, company, { status: 'draft', postedAt: null });
    const [facilitatorId] = (
      (await get('/api/facilitators').then((res) => res.json())) as { items: { id: string }[] }
    ).items.map((item) => item.id);
    const load = pageDataLoader(ctx.app);

    const cases: [PageRead, string, Record<string, string | undefined>][] = [
      [
        { name: 'jobs', query: { q: 'retreat', page: 1, pageSize: 24 } },
        '/api/jobs?q=retreat&page=1&pageSize=24',
        {},
      ],
      [{ name: 'jobs', query: { remote: 'remote', page: 2 } }, '/api/jobs?remote=remote&page=2', {}],
      [
        { name: 'jobs', query: { budgetMin: 900, budgetMax: 100 } },
        '/api/jobs?budgetMin=900&budgetMax=100',
        {},
      ],
      [{ name: 'job', id: job.id }, `/api/jobs/${job.id}`, {}],
      [{ name: 'job', id: draft.id }, `/api/jobs/${draft.id}`, {}],
      [{ name: 'job', id: draft.id }, `/api/jobs/${draft.id}`, as(company)],
      [{ name: 'job', id: 'nope' }, '/api/jobs/nope', {}],
      [{ name: 'facilitators', query: { q: 'design', page: 1 } }, '/api/facilitators?q=design&page=1', {}],
      [{ name: 'facilitator', id: facilitatorId }, `/api/facilitators/${facilitatorId}`, {}],
      [{ name: 'companies', query: { page: 1 } }, '/api/companies?page=1', {}],
      [{ name: 'company', id: company.id }, `/api/companies/${company.id}`, {}],
      [{ name: 'focusAreaCounts' }, '/api/focus-areas/counts', {}],
      [{ name: 'operator' }, '/api/operator', {}],
      [
        { name: 'jobSearch', query: { query: 'retreat', location: '', remote: 'false' } },
        '/api/job-search?query=retreat&location=&remote=false',
        {},
      ],
      [
        { name: 'jobSearch', query: { query: 'x'.repeat(201) } },
        `/api/job-search?query=${'x'.repeat(201)}`,
        {},
      ],
    ];
    for (const [read, url, headers] of cases) {
      const api = await get(url, headers);
      const viewer = await getCurrentUser({
        headers,
        server: ctx.app,
      } as unknown as Parameters<typeof getCurrentUser>[0]);
      const result = await load(read, viewer, client(`10.30.0.${++clients}`));
      const answer = api.json() as { error?: { code: string; message: string } };
      if (api.statusCode === 200) expect(result, url).toEqual({ ok: true, data: answer });
      else
        expect(result, url).toEqual({
          ok: false,
          status: api.statusCode,
          code: answer.error?.code,
          message: answer.error?.message,
        });
    }
  });

  it("count a job search in the visitor's budget of the API's searches, and are refused with it", async () => {
    const load = pageDataLoader(ctx.app);
    const read: PageRead = { name: 'jobSearch', query: { query: 'budget' } };
    const search = (remoteAddress: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/job-search?query=budget', remoteAddress });
    for (let i = 0; i < 29; i++) expect((await search('10.31.0.1')).statusCode).toBe(200);
    // The 30th search of the minute is the page's; the API then refuses the visitor, and so does the page.
    expect(await load(read, null, client('10.31.0.1'))).toMatchObject({ ok: true });
    expect((await search('10.31.0.1')).statusCode).toBe(429);
    expect(await load(read, null, client('10.31.0.1'))).toEqual({
      ok: false,
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
    // Another visitor's page is not affected.
    expect(await load(read, null, client('10.31.0.2'))).toMatchObject({ ok: true });
  });
});

describe('a signed-out page asked for again', () => {
  it('comes from the cache, byte for byte in every encoding, after the one read of its data', async () => {
    const company = await signUp(ctx, 'company');
    const job = await postJob(ctx, company, { title: 'Cached strategy offsite' });
    const first = await get(`/jobs/${job.id}`);
    const before = renders();
    let again: Awaited<ReturnType<typeof get>> | undefined;
    expect(await jobReadsDuring(async () => (again = await get(`/jobs/${job.id}`)))).toBe(1);
    const br = await get(`/jobs/${job.id}`, { 'accept-encoding': 'br, gzip' });
    const gzip = await get(`/jobs/${job.id}`, { 'accept-encoding': 'gzip' });
    expect(renders()).toBe(before);
    expect(again!.body).toBe(first.body);
    expect(again!.headers['cache-control']).toBe('no-cache');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
  });

  it('is drawn anew once its data changed, even where the head does not show it', async () => {
    const company = await signUp(ctx, 'company');
    const job = await postJob(ctx, company, {
      title: 'Facilitator for a retrospective',
      experience: 'senior',
    });
    await get(`/jobs/${job.id}`);
    for (const payload of [
      { experience: 'executive' },
      { title: 'Facilitator for a quarterly retrospective' },
    ]) {
      const edited = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/jobs/${job.id}`,
        headers: as(company),
        payload,
      });
      expect(edited.statusCode, edited.body).toBe(200);
    }
    const html = zlib
      .brotliDecompressSync((await get(`/jobs/${job.id}`, { 'accept-encoding': 'br' })).rawPayload)
      .toString();
    expect(rootOf(html)).toContain('<h1>Facilitator for a quarterly retrospective</h1><pre>executive</pre>');
    expect(titleOf(html)).toContain('Facilitator for a quarterly retrospective');
  });

  it("is never a signed-in visitor's, nor with the cookie banner when it was drawn without", async () => {
    const company = await signUp(ctx, 'company');
    const job = await postJob(ctx, company, { title: 'Signed-in reader page' });
    await get(`/jobs/${job.id}`);
    const before = renders();
    const mine = await get(`/jobs/${job.id}`, as(company));
    expect(rootOf(mine.body)).toContain('<nav>signed in</nav>');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    await get(`/jobs/${job.id}`, as(company));
    expect(renders()).toBe(before + 2);
    expect(rootOf((await get(`/jobs/${job.id}`)).body)).toContain('<aside>cookies?</aside>');
    const consented = { cookie: `${COOKIE_CONSENT_NAME}=all` };
    expect(rootOf((await get(`/jobs/${job.id}`, consented)).body)).not.toContain('<aside>');
    expect(renders()).toBe(before + 3);
  });

  it('that is not found is drawn every time', async () => {
    const missing = '/jobs/00000000-0000-4000-8000-000000000000';
    expect((await get(missing)).statusCode).toBe(404);
    const before = renders();
    expect((await get(missing)).statusCode).toBe(404);
    expect(renders()).toBe(before + 1);
  });
});
