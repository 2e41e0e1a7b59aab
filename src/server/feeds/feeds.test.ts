import { desc, eq, inArray, sql } from 'drizzle-orm';
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import { jobsFeedPath, jobsFeedTitle } from '../../shared/job-feeds';
import type { JobListResponse } from '../../shared/jobs';
import { FEED_SIZE, jobsSearchPath } from '../../shared/saved';
import { jobs } from '../db/schema';
import { publiclyVisibleWhere } from '../jobs/job-visibility';
import { prepareTemplate } from '../spa/spa';
import { makeJob } from '../test/factories';
import { addPageRenderer, as, buildTestApp, signUp } from '../test/helpers';
import { builtIndexHtml, decodeEntities, getter, makeWebBuild } from '../test/web-build';
import { escapeXml } from './rss';

const ORIGIN = 'https://facilitatorhub.example';
const INDEX_HTML = builtIndexHtml();

// A web build, so that the app's catch-all page route is live: the feed must still be the feed.
const webDir = makeWebBuild({ 'index.html': INDEX_HTML });
addPageRenderer(webDir);

const ctx = await buildTestApp({ PUBLIC_URL: ORIGIN }, { webDir });
const company = await signUp(ctx, 'company', { companyName: 'Feed & Co' });
const parser = new Parser();

const get = getter(ctx);

async function feed(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  return { res, parsed: await parser.parseString(res.body) };
}

const feedIds = (items: { link?: string }[]) =>
  items.map((item) => item.link!.split('/jobs/')[1]!.replace('?src=rss', ''));
const minutesFromNow = (minutes: number) => new Date(ctx.clock.now().getTime() + minutes * 60_000);
/** A job's last change as a feed dates it: its publication or its last edit, whichever is later. */
const lastChange = (job: { postedAt: Date | null; updatedAt: Date }) =>
  new Date(Math.max(job.postedAt?.getTime() ?? 0, job.updatedAt.getTime())).toUTCString();

describe('GET /jobs/feed.xml', () => {
  it('is valid RSS 2.0 for a search: channel, items, escaping, categories', async () => {
    const older = await makeJob(ctx, company, {
      title: 'Quillfeather retreat <facilitator> & "host"',
      focusAreas: ['team-building', 'agile'],
      budgetType: 'day-rate',
      budgetMin: 600,
      budgetMax: 600,
      budgetCurrency: 'EUR',
      applicationDeadline: '2031-07-01',
      postedAt: minutesFromNow(-10),
      updatedAt: minutesFromNow(-10),
      employmentType: 'one-time',
      remote: 'yes',
      experience: 'executive',
    });
    const newer = await makeJob(ctx, company, {
      title: 'Quillfeather offsite facilitator',
      postedAt: minutesFromNow(-5),
      updatedAt: minutesFromNow(-5),
    });
    const { res, parsed } = await feed('/jobs/feed.xml?q=quillfeather');

    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(parsed.title).toBe('Facilitation jobs: quillfeather | FacilitatorHub');
    expect(parsed.link).toBe(`${ORIGIN}/jobs?q=quillfeather`);
    expect(parsed.feedUrl).toBe(`${ORIGIN}/jobs/feed.xml?q=quillfeather`);
    expect(parsed.description).toBe(
      'The newest facilitation jobs on FacilitatorHub for this search: quillfeather.',
    );
    expect(res.body).toContain('<language>en</language>');
    expect(res.body).toContain(`<lastBuildDate>${lastChange(newer)}</lastBuildDate>`);

    expect(parsed.items.map((item) => item.title)).toEqual([newer.title, older.title]);
    const [first, second] = parsed.items;
    // The link says it came from the feed (the insights' source); the guid is the page's permanent address.
    expect(first.link).toBe(`${ORIGIN}/jobs/${newer.id}?src=rss`);
    expect(first.guid).toBe(`${ORIGIN}/jobs/${newer.id}`);
    expect(res.body).toContain(`<guid isPermaLink="true">${ORIGIN}/jobs/${newer.id}</guid>`);
    expect(new Date(first.isoDate!).getTime()).toBe(Math.floor(newer.postedAt!.getTime() / 1000) * 1000);
    expect(second.categories).toEqual(['Team Building', 'Agile & Scrum']);
    expect(second.content).toBe(
      'Feed & Co · Berlin, Germany · One-time engagement · Virtual · Executive · €600 per day · Apply by 1 July 2031',
    );
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('has a German twin at /de/jobs/feed.xml: its title, description, dates and budgets in German, its links to the German pages', async () => {
    const job = await makeJob(ctx, company, {
      title: 'Zitronenfalter retreat',
      applicationDeadline: '2031-03-12',
      budgetType: 'day-rate',
      budgetMin: 1200,
      budgetMax: 1500,
      budgetCurrency: 'EUR',
      postedAt: minutesFromNow(-5),
      updatedAt: minutesFromNow(-5),
    });
    const { res, parsed } = await feed('/de/jobs/feed.xml?q=zitronenfalter');
    expect(res.statusCode).toBe(200);
    expect(parsed.title).toBe('Facilitation-Jobs: zitronenfalter | FacilitatorHub');
    expect(parsed.description).toBe(
      'Die neuesten Facilitation-Jobs auf FacilitatorHub für diese Suche: zitronenfalter.',
    );
    expect(parsed.link).toBe(`${ORIGIN}/de/jobs?q=zitronenfalter`);
    expect(parsed.feedUrl).toBe(`${ORIGIN}/de/jobs/feed.xml?q=zitronenfalter`);
    expect(res.body).toContain('<language>de</language>');
    expect(parsed.items.map((item) => item.link)).toEqual([`${ORIGIN}/de/jobs/${job.id}?src=rss`]);
    expect(parsed.items[0].content).toContain('Bewerbung bis 12. März 2031');
    expect(parsed.items[0].content).toMatch(/1\.200\s€–1\.500\s€ pro Tag/);
    expect((await feed('/jobs/feed.xml?q=zitronenfalter')).parsed.title).toBe(
      'Facilitation jobs: zitronenfalter | FacilitatorHub',
    );
  });

  it('lists exactly what /jobs lists for the same filters, newest first', async () => {
    const word = 'brambleworth';
    const variants = [
      { focusAreas: ['agile'], remote: 'yes', employmentType: 'contract', experience: 'senior' },
      { focusAreas: ['agile', 'innovation'], remote: 'no', employmentType: 'contract', experience: 'entry' },
      { focusAreas: ['innovation'], remote: 'hybrid', employmentType: 'full-time', experience: 'senior' },
      { focusAreas: ['training'], remote: 'yes', employmentType: 'one-time', experience: 'executive' },
    ] as const;
    for (const [index, variant] of variants.entries())
      await makeJob(ctx, company, {
        ...variant,
        focusAreas: [...variant.focusAreas],
        title: `${word} facilitator ${index}`,
        postedAt: minutesFromNow(-index),
      });
    const searches = [
      { q: word },
      { q: word, focusArea: 'agile' },
      { q: word, focusArea: 'innovation', experience: 'senior' },
      { q: word, remote: 'yes' },
      { q: word, employmentType: 'contract', remote: 'no' },
      { q: `${word} -training`, focusArea: 'agile' },
      { focusArea: 'training' },
    ] as const;
    for (const search of searches) {
      const api = await get(`${jobsSearchPath(search, '/api/jobs')}&pageSize=${FEED_SIZE}`);
      const expected = (api.json() as JobListResponse).items.map((job) => job.id);
      const { parsed } = await feed(jobsFeedPath(search));
      expect(feedIds(parsed.items), JSON.stringify(search)).toEqual(expected.slice(0, FEED_SIZE));
      expect(parsed.title).toBe(`${jobsFeedTitle(search)} | FacilitatorHub`);
    }
    const { parsed } = await feed(`/jobs/feed.xml?q=${word}&focusArea=innovation&experience=senior`);
    expect(parsed.items.map((item) => item.title)).toEqual([`${word} facilitator 2`]);
    expect(parsed.title).toBe(`Facilitation jobs: Innovation · ${word} · Senior | FacilitatorHub`);
  });

  it('carries the newest FEED_SIZE jobs', async () => {
    const word = 'pemberwick';
    const made = [];
    for (let index = 0; index < FEED_SIZE + 5; index++)
      made.push(
        await makeJob(ctx, company, {
          title: `${word} facilitator ${index}`,
          postedAt: minutesFromNow(-index),
        }),
      );
    const { parsed } = await feed(`/jobs/feed.xml?q=${word}`);
    expect(feedIds(parsed.items)).toEqual(made.slice(0, FEED_SIZE).map((job) => job.id));

    // Without filters: the board's newest public jobs, as the posting-date index orders them.
    const newest = await ctx.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(publiclyVisibleWhere())
      .orderBy(sql`${jobs.postedAt} desc nulls last`, desc(jobs.id))
      .limit(FEED_SIZE);
    const all = await feed('/jobs/feed.xml');
    expect(all.parsed.title).toBe('Facilitation jobs | FacilitatorHub');
    expect(feedIds(all.parsed.items)).toEqual(newest.map((row) => row.id));
  });

  it('never carries drafts, jobs in review, rejected, closed, expired, hidden or suspended jobs', async () => {
    const word = 'thistlegrove';
    const title = (what: string) => `${word} ${what} facilitator`;
    const published = await makeJob(ctx, company, { title: title('published') });
    await makeJob(ctx, company, { title: title('draft'), status: 'draft', postedAt: null });
    await makeJob(ctx, company, { title: title('review'), status: 'pending_review', postedAt: null });
    await makeJob(ctx, company, { title: title('rejected'), status: 'rejected', postedAt: null });
    await makeJob(ctx, company, { title: title('closed'), status: 'closed' });
    await makeJob(ctx, company, { title: title('expired'), status: 'expired' });
    await makeJob(ctx, company, { title: title('hidden'), status: 'closed', hiddenAt: ctx.clock.now() });
    // A company an admin suspends: its published job leaves every public list, the feed too.
    const suspended = await signUp(ctx, 'company', { companyName: 'Suspended Feeds' });
    const suspendedJob = await makeJob(ctx, suspended, { title: title('suspended') });
    const before = await feed(`/jobs/feed.xml?q=${word}`);
    expect(feedIds(before.parsed.items).sort()).toEqual([published.id, suspendedJob.id].sort());

    const admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${suspended.id}/suspend`,
      headers: as(admin),
      payload: { reason: 'Spam postings' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await feed(`/jobs/feed.xml?q=${word}`);
    expect(feedIds(after.parsed.items)).toEqual([published.id]);
    const everything = await feed('/jobs/feed.xml');
    const statuses = await ctx.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(inArray(jobs.id, feedIds(everything.parsed.items)));
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(['published']));
  });

  it('has a strong ETag and a Last-Modified, and answers 304 to a conditional request', async () => {
    const word = 'larkspindle';
    const job = await makeJob(ctx, company, {
      title: `${word} facilitator`,
      // Dated by the test's clock (the column's default is the database's time).
      postedAt: minutesFromNow(-60),
      updatedAt: minutesFromNow(-60),
    });
    const url = `/jobs/feed.xml?q=${word}`;
    const { res } = await feed(url);
    const etag = res.headers.etag as string;
    const lastModified = res.headers['last-modified'] as string;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(lastModified).toBe(lastChange(job));

    for (const headers of [
      { 'if-none-match': etag },
      { 'if-none-match': `"other", W/${etag}` },
      { 'if-none-match': '*' },
      { 'if-modified-since': lastModified },
      { 'if-modified-since': minutesFromNow(60).toUTCString() },
    ]) {
      const again = await get(url, headers);
      expect(again.statusCode, JSON.stringify(headers)).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['last-modified']).toBe(lastModified);
    }
    for (const headers of [
      { 'if-none-match': '"other"' },
      // If-None-Match decides when both are sent.
      { 'if-none-match': '"other"', 'if-modified-since': lastModified },
      { 'if-modified-since': minutesFromNow(-61).toUTCString() },
      { 'if-modified-since': 'not a date' },
    ]) {
      expect((await get(url, headers)).statusCode, JSON.stringify(headers)).toBe(200);
    }
    // The same answer gives the same validator.
    expect((await get(url)).headers.etag).toBe(etag);

    // An edit changes both (its time taken once: the clock runs on, and a second may pass before the check).
    const editedAt = minutesFromNow(1);
    await ctx.db
      .update(jobs)
      .set({ title: `${word} facilitator (edited)`, updatedAt: editedAt })
      .where(eq(jobs.id, job.id));
    const edited = await get(url, { 'if-none-match': etag });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(etag);
    expect(edited.headers['last-modified']).toBe(editedAt.toUTCString());
    expect((await get(url, { 'if-modified-since': lastModified })).statusCode).toBe(200);
  });

  it('answers an empty search with an empty, valid feed', async () => {
    const { res, parsed } = await feed('/jobs/feed.xml?q=nosuchwordanywherezzq');
    expect(parsed.items).toEqual([]);
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.body).not.toContain('lastBuildDate');
  });

  it('refuses an unknown filter value with 400 and the field message; ignores paging and other parameters', async () => {
    for (const [query, message] of [
      ['focusArea=nope', 'Unknown focus area'],
      ['remote=maybe', 'Please choose one of the listed options'],
      ['employmentType=forever', 'Please choose one of the listed options'],
      ['experience=guru', 'Please choose one of the listed options'],
      ['focusArea=agile&focusArea=training', 'Unknown focus area'],
      [`q=${'x'.repeat(300)}`, 'Search terms must be at most 200 characters'],
    ]) {
      const res = await get(`/jobs/feed.xml?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json().error.fieldErrors), query).toContain(message);
    }
    const { parsed } = await feed('/jobs/feed.xml?focusArea=agile&page=7&pageSize=1000&utm_source=reader');
    expect(parsed.feedUrl).toBe(`${ORIGIN}/jobs/feed.xml?focusArea=agile`);
    expect(parsed.link).toBe(`${ORIGIN}/jobs?focusArea=agile`);
  });

  it('is the feed, not the web app, even beside /jobs/:id; HEAD works too', async () => {
    const job = await makeJob(ctx, company);
    const page = await get(`/jobs/${job.id}`);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const head = await ctx.app.inject({ method: 'HEAD', url: '/jobs/feed.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(head.headers.etag).toBeTruthy();
  });

  it('escapes text and drops characters XML cannot hold', () => {
    expect(escapeXml(`a <b> & "c" 'd'`)).toBe('a &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos;');
    expect(escapeXml('ok\u0000\u0007\tline\n\uD800x😀\uFFFF')).toBe('ok\tline\nx😀');
  });
});

// ---------------------------------------------------------------- the feeds pages link

/** The feed links of a server-written head: [title, href]. */
const feedLinks = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="alternate" type="application\/rss\+xml" title="([^"]*)" href="([^"]*)" data-server-head \/>/g,
    ),
  ].map((match) => [decodeEntities(match[1]), decodeEntities(match[2])]);

describe('feed links in the head of a direct load', () => {
  it('a topic page links its focus area’s feed', async () => {
    const res = await get('/topics/agile-scrum');
    expect(res.statusCode).toBe(200);
    expect(feedLinks(res.body)).toEqual([
      ['Facilitation jobs: Agile & Scrum', `${ORIGIN}/jobs/feed.xml?focusArea=agile`],
    ]);
    expect(feedLinks((await get('/topics/no-such-topic')).body)).toEqual([]);
  });

  it('/jobs links the feed of its current search, leaving out what the page ignores', async () => {
    expect(feedLinks((await get('/jobs')).body)).toEqual([['Facilitation jobs', `${ORIGIN}/jobs/feed.xml`]]);
    const search = await get(
      '/jobs?q=%20design%20%26%20co%20&remote=yes&focusArea=nope&page=3&experience=senior',
    );
    expect(feedLinks(search.body)).toEqual([
      [
        'Facilitation jobs: design & co · Virtual · Senior',
        `${ORIGIN}/jobs/feed.xml?q=design+%26+co&remote=yes&experience=senior`,
      ],
    ]);
    // Other pages link none.
    expect(feedLinks((await get('/companies')).body)).toEqual([]);
  });

  it('a German page links the German feed under a German title', async () => {
    expect(feedLinks((await get('/de/jobs?remote=yes&experience=senior')).body)).toEqual([
      ['Facilitation-Jobs: Online · Erfahren', `${ORIGIN}/de/jobs/feed.xml?remote=yes&experience=senior`],
    ]);
    expect(feedLinks((await get('/de/topics/agile-scrum')).body)).toEqual([
      [expect.stringMatching(/^Facilitation-Jobs: /), `${ORIGIN}/de/jobs/feed.xml?focusArea=agile`],
    ]);
  });

  it('replaces a feed link of the built index.html like the other head tags', () => {
    const template = prepareTemplate(
      INDEX_HTML.replace(
        '</head>',
        '  <link type="application/rss+xml" rel="alternate" title="Built" href="/built.xml" />\n  </head>',
      ),
    );
    const html = template.render({ title: 'T', feed: { title: 'Jobs', url: `${ORIGIN}/jobs/feed.xml` } });
    expect(html).not.toContain('built.xml');
    expect(feedLinks(html)).toEqual([['Jobs', `${ORIGIN}/jobs/feed.xml`]]);
    expect(feedLinks(template.render(undefined))).toEqual([]);
  });
});
