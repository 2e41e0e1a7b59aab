import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SITE_INSIGHT_WEEKS,
  type FacilitatorInsights,
  type JobInsights,
  type OrganisationInsights,
  type SiteInsights,
} from '../../shared/insights';
import type { Clock } from '../clock';
import { DAY_MS } from '../clock';
import { insightSalts, insightVisitorMarks } from '../db/schema';
import { makeApplication, makeJob, memberOf } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { deleteAccountRequest } from '../test/inject';
import { builtIndexHtml, makeWebBuild } from '../test/web-build';
import { sweepInsightDays } from './insight-counter';
import { insightSource } from './insight-visit';

// Years after the sample data, on a clock the tests move by days.
let now = new Date('2031-05-12T10:00:00.000Z').getTime();
const clock: Clock = { now: () => new Date(now) };
const ctx = await buildTestApp(
  {},
  { clock, webDir: makeWebBuild({ 'index.html': builtIndexHtml(), 'assets/index-abc.js': '' }) },
);

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let company: TestUser;
let viewer: TestUser;
let otherCompany: TestUser;
let facilitator: TestUser;
let otherFacilitator: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [company, otherCompany, facilitator, otherFacilitator, admin] = await Promise.all([
    signUp(ctx, 'company'),
    signUp(ctx, 'company'),
    signUp(ctx, 'facilitator'),
    signUp(ctx, 'facilitator'),
    signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' }),
  ]);
  viewer = await memberOf(ctx, company.id, 'viewer');
});

/** A page request from `ip` as a browser (or as `headers` say). */
const open = (url: string, ip: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { 'user-agent': BROWSER, ...headers } });

const flush = () => ctx.app.insights.counter.flush();

const insights = async (jobId: string, who: TestUser = company, query = ''): Promise<JobInsights> => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/jobs/${jobId}/insights${query}`,
    headers: as(who),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('insightSource', () => {
  it('reads our link parameter first, then the referrer', () => {
    const host = 'localhost:3000';
    expect(insightSource('alert', 'https://other.example/', host)).toBe('alert');
    expect(insightSource('rss', undefined, host)).toBe('rss');
    expect(insightSource('bogus', undefined, host)).toBe('direct');
    expect(insightSource(undefined, 'http://localhost:3000/jobs?q=retro', host)).toBe('search');
    expect(insightSource(undefined, 'http://localhost:3000/de/jobs', host)).toBe('search');
    expect(insightSource(undefined, 'http://localhost:3000/facilitators?method=x', host)).toBe('directory');
    expect(insightSource(undefined, 'http://localhost:3000/dashboard', host)).toBe('direct');
    expect(insightSource(undefined, 'https://www.linkedin.com/feed', host)).toBe('external');
    expect(insightSource(undefined, '/jobs', host)).toBe('search');
    expect(insightSource(undefined, undefined, host)).toBe('direct');
  });
});

describe('counting a job page', () => {
  it('counts three visitors once each, and not the owner, a member, an admin or a bot', async () => {
    const job = await makeJob(ctx, company);
    const url = `/jobs/${job.id}`;
    expect((await open(url, '192.0.2.1')).statusCode).toBe(200);
    expect((await open(url, '192.0.2.1')).statusCode).toBe(200);
    await open(`/de${url}`, '192.0.2.2', { referer: 'http://localhost:3000/jobs?q=offsite' });
    await open(`${url}?src=alert`, '192.0.2.3');
    await open(url, '192.0.2.4', { cookie: company.cookie });
    await open(url, '192.0.2.5', { cookie: viewer.cookie });
    await open(url, '192.0.2.6', { cookie: admin.cookie });
    await open(url, '192.0.2.7', { 'user-agent': BOT });
    await open(url, '192.0.2.8', { 'user-agent': '' });
    // A page path whose id is no UUID is not counted (nor does it spoil the batch).
    await open(`/jobs/${'-'.repeat(36)}`, '192.0.2.9');
    await flush();
    const result = await insights(job.id);
    expect(result.totals).toMatchObject({ views: 4, visitors: 3 });
    const source = (name: string) => result.bySource.find((row) => row.source === name);
    expect(source('direct')).toMatchObject({ views: 2, visitors: 1 });
    expect(source('search')).toMatchObject({ views: 1, visitors: 1 });
    expect(source('alert')).toMatchObject({ views: 1, visitors: 1 });
    expect(result.byDay.at(-1)).toMatchObject({ day: '2031-05-12', views: 4, visitors: 3 });
    // No address, agent or salt is stored with the counts.
    const columns = await ctx.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'insight_counts'`,
    );
    expect(columns.rows.map((row) => row.column_name).sort()).toEqual(
      ['count', 'day', 'metric', 'source', 'subject', 'subject_id'].sort(),
    );
  });

  it('counts the same visitor again on the next day, with a new salt, and sweeps the old day', async () => {
    const job = await makeJob(ctx, company);
    await open(`/jobs/${job.id}`, '198.51.100.1');
    await flush();
    const [before] = await ctx.db
      .select()
      .from(insightSalts)
      .where(sql`day = '2031-05-12'`);
    expect(before).toBeDefined();
    now += DAY_MS;
    try {
      await open(`/jobs/${job.id}`, '198.51.100.1');
      await open(`/jobs/${job.id}`, '198.51.100.1');
      await flush();
      const result = await insights(job.id);
      expect(result.totals).toMatchObject({ views: 3, visitors: 2 });
      const [after] = await ctx.db
        .select()
        .from(insightSalts)
        .where(sql`day = '2031-05-13'`);
      expect(after!.salt).not.toBe(before!.salt);
      await sweepInsightDays(ctx.db, clock.now());
      const days = async (table: typeof insightSalts | typeof insightVisitorMarks) =>
        (await ctx.db.select({ day: table.day }).from(table)).map((row) => row.day);
      expect(new Set(await days(insightSalts))).toEqual(new Set(['2031-05-13']));
      expect(new Set(await days(insightVisitorMarks))).toEqual(new Set(['2031-05-13']));
    } finally {
      now -= DAY_MS;
    }
  });

  it("counts profile views, but not the facilitator's own", async () => {
    await open(`/facilitators/${facilitator.id}`, '203.0.113.1', { referer: 'https://example.org/' });
    await open(`/facilitators/${facilitator.id}`, '203.0.113.2', { cookie: facilitator.cookie });
    await flush();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/insights?days=7',
      headers: as(facilitator),
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine: FacilitatorInsights = res.json();
    expect(mine.totals).toMatchObject({ views: 1, visitors: 1 });
    expect(mine.byDay).toHaveLength(7);
    expect(mine.responseTime.publicFromThreads).toBe(5);
  });
});

describe('the daily totals', () => {
  it('keep each day and metric in total and per source, written in the transaction of the counts', async () => {
    const job = await makeJob(ctx, company);
    const { counter } = ctx.app.insights;
    counter.count('job', job.id, 'view', 'search', 3);
    counter.count('job', job.id, 'view', 'alert', 2);
    counter.count('job', job.id, 'impression', 'search', 5);
    await flush();
    counter.count('job', job.id, 'view', 'direct');
    await flush();
    const totalsOf = async () => {
      const [days, whole] = await Promise.all([
        ctx.db.execute(sql`
          select to_char(day, 'YYYY-MM-DD') as day, metric, count, search, alert, direct, rss from insight_day_totals
          where subject = 'job' and subject_id = ${job.id} order by metric`),
        ctx.db.execute<{ metric: string; count: string }>(sql`
          select metric, count from insight_totals where subject = 'job' and subject_id = ${job.id}
          order by metric`),
      ]);
      return { days: days.rows, whole: whole.rows.map((row) => [row.metric, Number(row.count)]) };
    };
    const expected = {
      days: [
        { day: '2031-05-12', metric: 'impression', count: 5, search: 5, alert: 0, direct: 0, rss: 0 },
        { day: '2031-05-12', metric: 'view', count: 6, search: 3, alert: 2, direct: 1, rss: 0 },
      ],
      whole: [
        ['impression', 5],
        ['view', 6],
      ],
    };
    expect(await totalsOf()).toEqual(expected);
    // A batch the database refuses (a day's total past an integer) leaves no whole-life total behind either.
    counter.count('job', job.id, 'view', 'direct', 2 ** 31 - 1);
    await flush();
    expect(await totalsOf()).toEqual(expected);
  });
});

describe('clicks and views sent by the browser', () => {
  it('counts an Apply click and an in-app view once, nothing for an unknown item or a bot', async () => {
    const job = await makeJob(ctx, company);
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: '192.0.2.50',
        headers: { 'user-agent': BROWSER, origin: 'http://localhost:3000', ...headers },
      });
    expect((await post('/api/insights/click', { action: 'apply', id: job.id, src: 'rss' })).statusCode).toBe(
      204,
    );
    expect(
      (await post('/api/insights/click', { action: 'apply', id: job.id }, { 'user-agent': BOT })).statusCode,
    ).toBe(204);
    expect(
      (await post('/api/insights/view', { subject: 'job', id: job.id, ref: '/facilitators' })).statusCode,
    ).toBe(204);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await post('/api/insights/click', { action: 'apply', id: unknown })).statusCode).toBe(204);
    expect((await post('/api/insights/click', { action: 'jump', id: job.id })).statusCode).toBe(400);
    expect((await post('/api/insights/view', { subject: 'page', id: job.id })).statusCode).toBe(400);
    await flush();
    const result = await insights(job.id);
    expect(result.totals).toMatchObject({ views: 1, visitors: 1, applyClicks: 1 });
    expect(result.bySource.find((row) => row.source === 'rss')).toMatchObject({ applyClicks: 1 });
    expect(result.bySource.find((row) => row.source === 'directory')).toMatchObject({ views: 1 });
    const rows = await ctx.db.execute(sql`select 1 from insight_counts where subject_id = ${unknown}`);
    expect(rows.rows).toHaveLength(0);
  });
});

describe('an in-app view and an Apply tapped before the page ran', () => {
  it('counts the view from its ref, not the owner or a bot; the early Apply form as a click, not a view', async () => {
    const job = await makeJob(ctx, company);
    const view = (ip: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/insights/view',
        payload: { subject: 'job', id: job.id, ref: '/jobs?q=offsite&page=2' },
        remoteAddress: ip,
        headers: { 'user-agent': BROWSER, origin: 'http://localhost:3000', ...headers },
      });
    expect((await view('192.0.2.60')).statusCode).toBe(204);
    expect((await view('192.0.2.61', { cookie: company.cookie })).statusCode).toBe(204);
    expect((await view('192.0.2.62', { 'user-agent': BOT })).statusCode).toBe(204);
    expect((await open(`/jobs/${job.id}?apply=1&click=apply`, '192.0.2.63')).statusCode).toBe(200);
    expect(
      (await open(`/jobs/${job.id}?apply=1&click=apply`, '192.0.2.64', { cookie: company.cookie }))
        .statusCode,
    ).toBe(200);
    await flush();
    const result = await insights(job.id);
    expect(result.totals).toMatchObject({ views: 1, visitors: 1, applyClicks: 1 });
    expect(result.bySource.find((row) => row.source === 'search')).toMatchObject({ views: 1, visitors: 1 });
    expect(result.bySource.find((row) => row.source === 'direct')).toMatchObject({
      views: 0,
      applyClicks: 1,
    });
  });
});

describe('GET /api/jobs/:id/insights', () => {
  it("is for the organisation's members and the operator", async () => {
    const job = await makeJob(ctx, company);
    const get = (who: TestUser | undefined) =>
      ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}/insights`, headers: as(who) });
    expect((await get(undefined)).statusCode).toBe(401);
    expect((await get(facilitator)).statusCode).toBe(403);
    expect((await get(otherCompany)).statusCode).toBe(404);
    expect((await get(viewer)).statusCode).toBe(200);
    expect((await get(admin)).statusCode).toBe(200);
    expect((await get(company)).statusCode).toBe(200);
    const bad = await ctx.app.inject({ method: 'GET', url: `/api/jobs/nope/insights`, headers: as(company) });
    expect(bad.statusCode).toBe(404);
    for (const period of ['0', 'x', '1.5', '-1']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/jobs/${job.id}/insights?period=${period}`,
        headers: as(company),
      });
      expect(res.statusCode, period).toBe(400);
    }
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `/api/jobs/${job.id}/insights?period=9`,
      headers: as(company),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('starts a new period on relisting and keeps the old one; shows the funnel and the CSV', async () => {
    const job = await makeJob(ctx, company, { postedAt: new Date(now - 10 * DAY_MS) });
    ctx.app.insights.counter.count('job', job.id, 'impression', 'search', 10);
    await open(`/jobs/${job.id}`, '192.0.2.60');
    await open(`/jobs/${job.id}`, '192.0.2.61');
    ctx.app.insights.counter.count('job', job.id, 'apply_click', 'direct');
    await flush();
    const candidate = await signUp(ctx, 'facilitator');
    await makeApplication(ctx, job, candidate, { createdAt: new Date(now) });
    const first = await insights(job.id);
    expect(first.periods).toEqual([{ number: 1, start: '2031-05-02', end: null }]);
    expect(first.totals).toEqual({ views: 2, visitors: 2, impressions: 10, applyClicks: 1, applications: 1 });
    expect(first.funnel).toEqual([
      { step: 'impressions', count: 10, rate: null },
      { step: 'views', count: 2, rate: 0.2 },
      { step: 'applyClicks', count: 1, rate: 0.5 },
      { step: 'applications', count: 1, rate: 1 },
    ]);
    expect(first.byDay).toHaveLength(11);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/jobs/${job.id}/insights.csv`,
      headers: as(company),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')).toEqual([
      'day,source,views,visitors,impressions,apply_clicks',
      '2031-05-12,direct,2,2,0,1',
      '2031-05-12,search,0,0,10,0',
      '',
    ]);
    // Relisted two days later: a new period, the old one kept.
    await ctx.db.execute(
      sql`update jobs set posted_at = ${new Date(now + 2 * DAY_MS).toISOString()} where id = ${job.id}`,
    );
    now += 3 * DAY_MS;
    try {
      await open(`/jobs/${job.id}`, '192.0.2.62');
      await flush();
      const second = await insights(job.id);
      expect(second.periods).toEqual([
        { number: 1, start: '2031-05-02', end: '2031-05-13' },
        { number: 2, start: '2031-05-14', end: null },
      ]);
      expect(second.totals).toMatchObject({ views: 1, visitors: 1, applications: 0 });
      const old = await insights(job.id, company, '?period=1');
      expect(old.totals).toMatchObject({ views: 2, applications: 1 });
      // Each period's sources count its own days only.
      const direct = (result: JobInsights) => result.bySource.find((row) => row.source === 'direct');
      expect(direct(old)).toMatchObject({ views: 2, applyClicks: 1 });
      expect(direct(second)).toMatchObject({ views: 1, applyClicks: 0 });
      expect(old.byDay.at(-1)).toMatchObject({ day: '2031-05-13', views: 0 });
    } finally {
      now -= 3 * DAY_MS;
    }
  });
});

/** Adds to a job's daily total of views from the direct source, as the counter's upserts would have. */
const addViews = (jobId: string, day: string, count: number) =>
  ctx.db.execute(sql`
    insert into insight_day_totals (subject, subject_id, day, metric, count, direct)
    values ('job', ${jobId}, ${day}, 'view', ${count}, ${count})
    on conflict (subject, subject_id, day, metric)
    do update set count = insight_day_totals.count + ${count}, direct = insight_day_totals.direct + ${count}`);

describe("a closed period's kept sums", () => {
  it('keeps them once the period ended before yesterday; its applications and rewritten periods are read again', async () => {
    const job = await makeJob(ctx, company, { postedAt: new Date(now - 10 * DAY_MS) });
    await ctx.db.execute(
      sql`update jobs set posted_at = ${new Date(now).toISOString()} where id = ${job.id}`,
    );
    const views = async () => (await insights(job.id, company, '?period=1')).totals.views;
    await addViews(job.id, '2031-05-05', 4);
    await addViews(job.id, '2031-05-11', 1);
    // The first period ended yesterday: a count of its last day may still be on its way, so nothing is kept.
    expect(await views()).toBe(5);
    await addViews(job.id, '2031-05-11', 1);
    expect(await views()).toBe(6);
    now += DAY_MS;
    try {
      expect(await views()).toBe(6);
      // Kept: a count its days can no longer get is not read, but an application is.
      await addViews(job.id, '2031-05-05', 1);
      const candidate = await signUp(ctx, 'facilitator');
      await makeApplication(ctx, job, candidate, { createdAt: new Date('2031-05-06T09:00:00Z') });
      const kept = await insights(job.id, company, '?period=1');
      expect(kept.totals).toMatchObject({ views: 6, applications: 1 });
      expect(kept.byDay.find((day) => day.day === '2031-05-06')).toMatchObject({ applications: 1 });
      expect(kept.funnel.at(-1)).toMatchObject({ step: 'applications', count: 1 });
      // A period that starts inside it makes it another period: its days are read again.
      await ctx.db.execute(
        sql`insert into job_listing_periods (job_id, started_at) values (${job.id}, '2031-05-08T08:00:00Z')`,
      );
      const rewritten = await insights(job.id, company, '?period=1');
      expect(rewritten.period).toEqual({ number: 1, start: '2031-05-02', end: '2031-05-07' });
      expect(rewritten.totals).toMatchObject({ views: 5, applications: 1 });
      // Another organisation is still refused when the sums are kept.
      const refused = await ctx.app.inject({
        method: 'GET',
        url: `/api/jobs/${job.id}/insights?period=1`,
        headers: as(otherCompany),
      });
      expect(refused.statusCode).toBe(404);
    } finally {
      now -= DAY_MS;
    }
  });

  it("drops them when the organisation's deletion deletes the job's counts", async () => {
    const owner = await signUp(ctx, 'company');
    const job = await makeJob(ctx, owner, { postedAt: new Date(now - 10 * DAY_MS) });
    await ctx.db.execute(
      sql`update jobs set posted_at = ${new Date(now).toISOString()} where id = ${job.id}`,
    );
    await addViews(job.id, '2031-05-05', 4);
    now += DAY_MS;
    try {
      expect((await insights(job.id, admin, '?period=1')).totals.views).toBe(4);
      expect((await deleteAccountRequest(ctx, owner)).statusCode).toBe(204);
      // The job stays, anonymised, for the operator, with nothing counted.
      expect((await insights(job.id, admin, '?period=1')).totals.views).toBe(0);
    } finally {
      now -= DAY_MS;
    }
  });
});

describe('GET /api/organisation/insights', () => {
  it("sums the organisation's jobs and lists them a page at a time", async () => {
    const owner = await signUp(ctx, 'company');
    const jobs = [await makeJob(ctx, owner), await makeJob(ctx, owner), await makeJob(ctx, owner)];
    for (const job of jobs) ctx.app.insights.counter.count('job', job.id, 'view', 'direct', 2);
    await flush();
    // Applications count whatever became of them: one withdrawn, one still in review.
    const [applicant, other] = await Promise.all([signUp(ctx, 'facilitator'), signUp(ctx, 'facilitator')]);
    await makeApplication(ctx, jobs[0]!, applicant, { status: 'withdrawn' });
    await makeApplication(ctx, jobs[0]!, other);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/organisation/insights?pageSize=2',
      headers: as(owner),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body: OrganisationInsights = res.json();
    expect(body.totals).toMatchObject({ views: 6, applications: 2 });
    expect(body.jobs).toMatchObject({ total: 3, totalPages: 2, pageSize: 2 });
    expect(body.jobs.items[0]!.totals.views).toBe(2);
    // Past the last page: no jobs, but the organisation's totals and its number of jobs all the same.
    const past = await ctx.app.inject({
      method: 'GET',
      url: '/api/organisation/insights?page=3&pageSize=2',
      headers: as(owner),
    });
    expect(past.statusCode, past.body).toBe(200);
    const pastBody: OrganisationInsights = past.json();
    expect(pastBody.totals).toEqual(body.totals);
    expect(pastBody.jobs).toMatchObject({ items: [], total: 3, page: 3 });
    const facilitatorRes = await ctx.app.inject({
      method: 'GET',
      url: '/api/organisation/insights',
      headers: as(facilitator),
    });
    expect(facilitatorRes.statusCode).toBe(403);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/organisation/insights?page=0',
      headers: as(owner),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/me/insights', () => {
  it("is the facilitator's own: search appearances and the filters that found them", async () => {
    ctx.app.insights.counter.count('profile', otherFacilitator.id, 'impression', 'directory', 3);
    ctx.app.insights.counter.filters(
      [otherFacilitator.id],
      [
        { kind: 'method', value: 'lego-serious-play' },
        { kind: 'format', value: 'online' },
      ],
    );
    ctx.app.insights.counter.filters([otherFacilitator.id], [{ kind: 'method', value: 'lego-serious-play' }]);
    await flush();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/insights',
      headers: as(otherFacilitator),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body: FacilitatorInsights = res.json();
    expect(body.days).toBe(30);
    expect(body.totals.searchAppearances).toBe(3);
    expect(body.topFilters).toEqual({
      methods: [{ value: 'lego-serious-play', count: 2 }],
      formats: [{ value: 'online', count: 1 }],
      languages: [],
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/me/insights', headers: as(company) })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me/insights' })).statusCode).toBe(401);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/insights?days=8',
      headers: as(facilitator),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the admin overview', () => {
  it('shows the site-wide job and profile views, applications and conversion by week', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/overview', headers: as(admin) });
    expect(res.statusCode, res.body).toBe(200);
    const before = res.json().insights as SiteInsights;
    const job = await makeJob(ctx, company);
    ctx.app.insights.counter.count('job', job.id, 'view', 'direct', 40);
    ctx.app.insights.counter.count('profile', facilitator.id, 'view', 'directory', 7);
    await flush();
    await makeApplication(ctx, job, await signUp(ctx, 'facilitator'), { createdAt: new Date(now) });
    const after = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/overview', headers: as(admin) })
    ).json().insights as SiteInsights;
    expect(after.weeks).toHaveLength(SITE_INSIGHT_WEEKS);
    // 12 May 2031 is a Monday: the last week starts that day.
    expect(after.weeks.at(-1)!.week).toBe('2031-05-12');
    expect(after.jobViews - before.jobViews).toBe(40);
    expect(after.profileViews - before.profileViews).toBe(7);
    expect(after.applications - before.applications).toBe(1);
    expect(after.conversion).toBeCloseTo(after.applications / after.jobViews);
  });
});
