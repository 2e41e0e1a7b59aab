import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bareJobSearchResult } from '../../shared/test/job-search-examples';
import { jobs } from '../db/schema';
import { pageDataLoader } from '../spa/page-data';
import { buildTestApp, type TestContext } from '../test/helpers';

const API_KEY = 'test-key-123';
// Well above the slow answer (150 ms): on a loaded two-core run, that answer once took over 400 ms to arrive.
const TIMEOUT_MS = 1_500;

interface SeenRequest {
  path: string;
  params: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

/**
 * A stand-in for the JSearch API on a real port. What it answers depends on the
 * `query` parameter, so every test picks its own behaviour (and cache key).
 */
async function startFakeProvider() {
  const seen: SeenRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    seen.push({ path: url.pathname, params: url.searchParams, headers: req.headers });
    const query = url.searchParams.get('query') ?? '';
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (query.startsWith('err-json')) return json(403, { message: 'You are not subscribed to this API.' });
    if (query.startsWith('err-string-json')) return json(500, 'Upstream exploded');
    if (query.startsWith('err-text')) {
      res.writeHead(503, { 'content-type': 'text/plain' });
      return res.end('Service temporarily overloaded');
    }
    if (query.startsWith('err-empty')) {
      res.writeHead(500);
      return res.end();
    }
    if (query.startsWith('err-object')) return json(500, { error: { code: 42 } });
    if (query.startsWith('err-leak')) return json(401, { message: `Invalid API key: ${API_KEY}` });
    if (query.startsWith('no-data')) return json(200, { status: 'OK', request_id: 'x' });
    if (query.startsWith('bad-json')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('<html>not json</html>');
    }
    if (query.startsWith('hang')) {
      hanging.add(res);
      return;
    }
    if (query.startsWith('odd')) {
      return json(200, {
        data: [
          'not an object',
          {
            job_id: 77,
            job_title: 'Odd one',
            employer_logo: 'javascript:alert(1)',
            job_apply_link: 'javascript:alert(1)',
            job_is_remote: 'yes',
            job_posted_at_datetime_utc: 'yesterday-ish',
            job_salary: 1_000_000,
          },
        ],
      });
    }
    const answer = () =>
      json(200, {
        status: 'OK',
        data: [
          {
            job_id: 'abc-1',
            job_title: `Result for ${query}`,
            employer_name: 'Acme',
            employer_logo: 'https://logos.example/acme.png',
            job_city: 'Berlin',
            job_state: 'BE',
            job_country: 'DE',
            job_is_remote: url.searchParams.get('remote_jobs_only') === 'true',
            job_description: 'Facilitate workshops.',
            job_apply_link: 'https://jobs.example/apply/abc-1',
            job_posted_at_datetime_utc: '2026-01-02T03:04:05.000Z',
            job_google_link: 'https://should-not-pass.example',
          },
        ],
      });
    if (query.startsWith('slow')) setTimeout(answer, 150);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    hitsFor: (query: string) => seen.filter((r) => r.params.get('query') === query).length,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const provider = await startFakeProvider();
const ctx = await buildTestApp({
  JSEARCH_API_KEY: API_KEY,
  JSEARCH_BASE_URL: provider.url,
  JSEARCH_HOST: 'jsearch.test',
  JSEARCH_TIMEOUT_MS: String(TIMEOUT_MS),
});
const fallback = await buildTestApp();
// A port that nothing listens on any more.
const closed = http.createServer();
await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
await new Promise<void>((resolve) => closed.close(() => resolve()));
const dead = await buildTestApp({
  JSEARCH_API_KEY: API_KEY,
  JSEARCH_BASE_URL: deadUrl,
  JSEARCH_HOST: 'jsearch.test',
});
afterAll(() => provider.close());

/** Every response our API gave in this file, to prove the key never leaves the server. */
const responses: { body: string; headers: string }[] = [];
let ipCounter = 0;

/** A search from its own client address, so that the per-IP limit only bites where a test wants it to. */
async function search(
  app: TestContext['app'],
  query: Record<string, string>,
  remoteAddress = `10.20.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`,
) {
  const res = await app.inject({ method: 'GET', url: '/api/job-search', query, remoteAddress });
  responses.push({ body: res.body, headers: JSON.stringify(res.headers) });
  return res;
}

describe('job search through the provider', () => {
  let seenBefore = 0;
  beforeEach(() => {
    seenBefore = provider.seen.length;
  });
  const lastRequest = () => {
    expect(provider.seen.length).toBe(seenBefore + 1);
    return provider.seen[provider.seen.length - 1];
  };

  it('sends exactly the provider request and answers the results in the provider shape', async () => {
    const res = await search(ctx.app, { query: 'design sprint', location: '', remote: 'false' });
    expect(res.statusCode).toBe(200);
    const request = lastRequest();
    expect(request.path).toBe('/search');
    expect([...request.params.keys()]).toEqual(['query', 'page', 'num_pages']);
    expect(request.params.get('query')).toBe('design sprint');
    expect(request.params.get('page')).toBe('1');
    expect(request.params.get('num_pages')).toBe('1');
    expect(request.headers['x-rapidapi-key']).toBe(API_KEY);
    expect(request.headers['x-rapidapi-host']).toBe('jsearch.test');
    expect(res.json()).toEqual({
      source: 'jsearch',
      data: [
        {
          job_id: 'abc-1',
          job_title: 'Result for design sprint',
          employer_name: 'Acme',
          employer_logo: 'https://logos.example/acme.png',
          job_city: 'Berlin',
          job_state: 'BE',
          job_country: 'DE',
          job_is_remote: false,
          job_description: 'Facilitate workshops.',
          job_apply_link: 'https://jobs.example/apply/abc-1',
          job_posted_at_datetime_utc: '2026-01-02T03:04:05.000Z',
          content_language: 'en',
        },
      ],
    });
  });

  it("appends ' in {location}' when a location is set", async () => {
    await search(ctx.app, { query: 'trainer', location: '  Berlin, Germany ' });
    expect(lastRequest().params.get('query')).toBe('trainer in Berlin, Germany');
  });

  it('sends remote_jobs_only=true only when remote is on', async () => {
    await search(ctx.app, { query: 'remote check', remote: 'true' });
    const on = lastRequest();
    expect(on.params.get('remote_jobs_only')).toBe('true');
    expect([...on.params.keys()]).toEqual(['query', 'page', 'num_pages', 'remote_jobs_only']);
    seenBefore = provider.seen.length;
    await search(ctx.app, { query: 'remote check', remote: 'false' });
    expect(lastRequest().params.has('remote_jobs_only')).toBe(false);
  });

  it("searches the default keyword 'facilitator' when none is given", async () => {
    await search(ctx.app, {});
    expect(lastRequest().params.get('query')).toBe('facilitator');
    seenBefore = provider.seen.length;
    await search(ctx.app, { query: '   ', location: 'Lisbon' });
    expect(lastRequest().params.get('query')).toBe('facilitator in Lisbon');
  });

  it("uses the error body's message when present", async () => {
    const res = await search(ctx.app, { query: 'err-json' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: { code: 'PROVIDER_ERROR', message: 'You are not subscribed to this API.' },
    });
  });

  it('uses the error body itself when it is a string', async () => {
    const jsonString = await search(ctx.app, { query: 'err-string-json' });
    expect(jsonString.statusCode).toBe(502);
    expect(jsonString.json().error.message).toBe('Upstream exploded');
    const plain = await search(ctx.app, { query: 'err-text' });
    expect(plain.statusCode).toBe(502);
    expect(plain.json().error.message).toBe('Service temporarily overloaded');
  });

  it("falls back to 'API Error: {status} {statusText}'", async () => {
    const empty = await search(ctx.app, { query: 'err-empty' });
    expect(empty.statusCode).toBe(502);
    expect(empty.json()).toEqual({
      error: { code: 'PROVIDER_ERROR', message: 'API Error: 500 Internal Server Error' },
    });
    const object = await search(ctx.app, { query: 'err-object' });
    expect(object.json().error.message).toBe('API Error: 500 Internal Server Error');
  });

  it('does not cache errors: the next identical search asks the provider again', async () => {
    await search(ctx.app, { query: 'err-json again' });
    await search(ctx.app, { query: 'err-json again' });
    expect(provider.hitsFor('err-json again')).toBe(2);
  });

  it('answers empty results when the response has no data array', async () => {
    const res = await search(ctx.app, { query: 'no-data' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ source: 'jsearch', data: [] });
    // Such an answer is not kept: the next identical search asks again.
    await search(ctx.app, { query: 'no-data' });
    expect(provider.hitsFor('no-data')).toBe(2);
  });

  it('treats a body that is not JSON as a provider error', async () => {
    const res = await search(ctx.app, { query: 'bad-json' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('PROVIDER_ERROR');
    expect(res.json().error.message).not.toMatch(/at .*\.ts/);
  });

  it('keeps only well-typed fields and never passes on a non-http link', async () => {
    const res = await search(ctx.app, { query: 'odd' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      bareJobSearchResult({
        job_id: '77',
        job_title: 'Odd one',
        job_posted_at_datetime_utc: 'yesterday-ish',
      }),
    ]);
  });

  it('times out a provider that never answers with 504 and its message', async () => {
    const started = Date.now();
    const res = await search(ctx.app, { query: 'hang' });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_000);
    expect(res.statusCode).toBe(504);
    expect(res.json().error.code).toBe('PROVIDER_TIMEOUT');
    expect(res.json().error.message).toMatch(/timeout/i);
  });

  it('serves an identical search from the cache, ignoring case and spacing', async () => {
    const first = await search(ctx.app, { query: 'Cache Me', location: 'Paris' });
    const second = await search(ctx.app, { query: '  cache   me ', location: 'PARIS  ' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(provider.hitsFor('Cache Me in Paris')).toBe(1);
    // A different remote flag is a different search.
    await search(ctx.app, { query: 'Cache Me', location: 'Paris', remote: 'true' });
    expect(provider.hitsFor('Cache Me in Paris')).toBe(2);
  });

  it("answers a server-rendered /job-search from the route's cache, with the route's answer", async () => {
    const load = pageDataLoader(ctx.app);
    const page = {
      ip: '10.98.0.1',
      routeOptions: { config: {} },
      log: ctx.app.log,
    } as unknown as FastifyRequest;
    const api = await search(ctx.app, { query: 'Page Cached', remote: 'true' });
    const read = {
      name: 'jobSearch',
      query: { query: 'page cached', location: '', remote: 'true' },
    } as const;
    expect(await load(read, null, page)).toEqual({ ok: true, data: api.json() });
    expect(provider.hitsFor('Page Cached')).toBe(1);
    // And the other way round: what the page asked the provider, the API then answers from the cache.
    await load({ ...read, query: { query: 'page first' } }, null, page);
    expect((await search(ctx.app, { query: 'Page First' })).statusCode).toBe(200);
    expect(provider.hitsFor('page first')).toBe(1);
  });

  it('shares one provider call between concurrent identical searches', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => search(ctx.app, { query: 'slow together' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(provider.hitsFor('slow together')).toBe(1);
  });

  it('never passes on the key, even when the provider echoes it', async () => {
    const res = await search(ctx.app, { query: 'err-leak' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe('Invalid API key: [redacted]');
  });

  it('validates the querystring', async () => {
    const long = await search(ctx.app, { query: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fieldErrors.query).toEqual(['Keywords must be at most 200 characters']);
    const remote = await search(ctx.app, { query: 'x', remote: 'yes' });
    expect(remote.statusCode).toBe(400);
    expect(remote.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('limits each client to 30 searches a minute', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 30; i++) {
      const res = await search(ctx.app, { query: 'rate limited' }, ip);
      expect(res.statusCode).toBe(200);
    }
    const blocked = await search(ctx.app, { query: 'rate limited' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('TOO_MANY_REQUESTS');
    // Another client is not affected.
    expect((await search(ctx.app, { query: 'rate limited' }, '10.99.0.2')).statusCode).toBe(200);
  });
});

describe('provider unreachable', () => {
  it("answers 502 with the network error's message", async () => {
    const res = await search(dead.app, { query: 'anything' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: { code: 'PROVIDER_ERROR', message: 'fetch failed' } });
  });
});

describe('job search without a provider key (our own jobs)', () => {
  it('finds published jobs by keyword, in the provider shape, linking to /jobs/{id}', async () => {
    const res = await search(fallback.app, { query: 'workshop' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source).toBe('facilitatorhub');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(20);
    const [first] = body.data;
    expect(Object.keys(first).sort()).toEqual(
      [
        'content_language',
        'employer_logo',
        'employer_name',
        'job_apply_link',
        'job_city',
        'job_country',
        'job_description',
        'job_id',
        'job_is_remote',
        'job_posted_at_datetime_utc',
        'job_state',
        'job_title',
      ].sort(),
    );
    expect(first.job_apply_link).toBe(`http://localhost:3000/jobs/${first.job_id}`);
    expect(first.job_state).toBeNull();
    expect(first.job_country).toBeNull();
    expect(new Date(first.job_posted_at_datetime_utc).toISOString()).toBe(first.job_posted_at_datetime_utc);
    const rows = await fallback.db
      .select({
        id: jobs.id,
        title: jobs.title,
        companyName: jobs.companyName,
        location: jobs.location,
        status: jobs.status,
      })
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          body.data.map((job: { job_id: string }) => job.job_id),
        ),
      );
    expect(rows).toHaveLength(body.data.length);
    const row = rows.find((r) => r.id === first.job_id)!;
    expect(first).toMatchObject({
      job_title: row.title,
      employer_name: row.companyName,
      job_city: row.location,
    });
    expect(rows.every((r) => r.status === 'published')).toBe(true);
  });

  it('filters remote-only jobs', async () => {
    const all = (await search(fallback.app, { query: 'facilitator' })).json().data;
    const remote = (await search(fallback.app, { query: 'facilitator', remote: 'true' })).json().data;
    expect(remote.length).toBeGreaterThan(0);
    expect(remote.every((job: { job_is_remote: boolean }) => job.job_is_remote)).toBe(true);
    expect(all.some((job: { job_is_remote: boolean }) => !job.job_is_remote)).toBe(true);
    const rows = await fallback.db
      .select({ remote: jobs.remote })
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          remote.map((j: { job_id: string }) => j.job_id),
        ),
      );
    expect(rows.every((r) => r.remote === 'yes')).toBe(true);
  });

  it('filters by location text', async () => {
    const res = await search(fallback.app, { query: 'facilitator', location: 'berlin' });
    const data = res.json().data;
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((job: { job_city: string }) => /berlin/i.test(job.job_city))).toBe(true);
    const literal = await search(fallback.app, { query: 'facilitator', location: '%' });
    expect(literal.json().data).toEqual([]);
  });

  it('leaves out jobs that are not published', async () => {
    const before = (await search(fallback.app, { query: 'workshop' })).json().data;
    const hidden = before[0].job_id;
    await fallback.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, hidden));
    const after = (await search(fallback.app, { query: 'workshop' })).json().data;
    expect(after.map((job: { job_id: string }) => job.job_id)).not.toContain(hidden);
  });

  it('answers an empty list for a word nobody used', async () => {
    const res = await search(fallback.app, { query: 'xylophonezzz' });
    expect(res.json()).toEqual({ source: 'facilitatorhub', data: [] });
  });

  it('is rate limited too', async () => {
    const ip = '10.98.0.1';
    for (let i = 0; i < 30; i++)
      expect((await search(fallback.app, { query: 'xylophonezzz' }, ip)).statusCode).toBe(200);
    expect((await search(fallback.app, { query: 'xylophonezzz' }, ip)).statusCode).toBe(429);
  });
});

describe('the API key', () => {
  it('appears in no response body or header', () => {
    expect(responses.length).toBeGreaterThan(50);
    for (const res of responses) {
      expect(res.body).not.toContain(API_KEY);
      expect(res.headers).not.toContain(API_KEY);
    }
  });
});
