import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BudgetType, Currency } from '../../shared/facilitation-options';
import type { JobListParams, JobListResponse } from '../../shared/jobs';
import { PLACES, placeOf } from '../../shared/places';
import { DAY_MS } from '../clock';
import { jobs, places } from '../db/schema';
import { as, buildTestApp, signUp } from '../test/helpers';
import { makeJob, postJob } from '../test/factories';
import { listPublishedJobs } from './job-board.repo';

const ctx = await buildTestApp();
const company = await signUp(ctx, 'company', { companyName: 'Place Workshops' });

const day = (days: number) => new Date(ctx.clock.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);
const postedAgo = (minutes: number) => new Date(ctx.clock.now().getTime() - minutes * 60_000);

// Six jobs, newest first as listed here, with a word of their own: the sample jobs are on the board too.
const WORD = 'cartographer';
const title = (n: number) => `Cartographer workshop facilitator ${n}`;
/** The `n`th job of the list: its own title, posted `n` minutes ago. */
const listedJob = (n: number, location: string, fields: Partial<typeof jobs.$inferInsert> = {}) =>
  makeJob(ctx, company, { title: title(n), location, postedAt: postedAgo(n), ...fields });
/** A budget, as its four columns. */
const budget = (budgetType: BudgetType, budgetMin: number, budgetMax: number, budgetCurrency: Currency) => ({
  budgetType,
  budgetMin,
  budgetMax,
  budgetCurrency,
});
const berlin = await listedJob(1, 'Berlin, Germany', {
  sessionDates: [day(30), day(31)],
  ...budget('day-rate', 800, 1000, 'EUR'),
});
const potsdam = await listedJob(2, 'Potsdam (near Berlin)', {
  sessionDates: [day(10)],
  // 1000 GBP is more than 1000 EUR.
  ...budget('day-rate', 900, 1000, 'GBP'),
});
const munich = await listedJob(3, 'Hybrid / München', { remote: 'hybrid', sessionDates: [day(10)] });
const vienna = await listedJob(4, 'Vienna, Austria');
const remote = await listedJob(5, 'Remote (EU time zones)', {
  remote: 'yes',
  sessionDates: [day(20)],
  ...budget('fixed-fee', 100, 200, 'EUR'),
});
const bavaria = await listedJob(6, 'Rural Bavaria');

async function list(query: string): Promise<JobListResponse> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs?q=${WORD}&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const ids = (response: JobListResponse) => response.items.map((job) => job.id);

describe('the location filter of GET /api/jobs', () => {
  it('finds the jobs within the radius of a known city', async () => {
    expect(ids(await list('location=Potsdam&radius=50'))).toEqual([berlin.id, potsdam.id]);
    // Berlin's centre is about 27 km from Potsdam's.
    expect(ids(await list('location=Potsdam&radius=10'))).toEqual([potsdam.id]);
    // Without a radius, DEFAULT_RADIUS_KM (50); a city and its country name the city.
    expect(ids(await list('location=berlin,%20germany'))).toEqual([berlin.id, potsdam.id]);
    expect(ids(await list('location=Munich&radius=250'))).toEqual([munich.id]);
    expect(ids(await list('location=Vienna&radius=250'))).toEqual([vienna.id]);
  });

  it('finds the jobs placed in a country, by any of its names', async () => {
    expect(ids(await list('location=Germany'))).toEqual([berlin.id, potsdam.id, munich.id]);
    expect(ids(await list('location=Deutschland&radius=10'))).toEqual([berlin.id, potsdam.id, munich.id]);
    expect(ids(await list('location=Austria'))).toEqual([vienna.id]);
  });

  it('finds virtual delivery for "remote" and its synonyms', async () => {
    expect(ids(await list('location=Remote'))).toEqual([remote.id]);
    expect(ids(await list('location=%20online%20'))).toEqual([remote.id]);
  });

  it('searches an unknown place as text in the location, ignoring a radius', async () => {
    expect(ids(await list('location=bavaria&radius=25'))).toEqual([bavaria.id]);
    // LIKE's wildcards are text here.
    expect(ids(await list('location=%25'))).toEqual([]);
  });

  it('places a job again when its location is edited', async () => {
    const job = await postJob(ctx, company, { location: 'Hamburg', title: title(7) });
    expect(ids(await list('location=Hamburg'))).toEqual([job.id]);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${job.id}`,
      headers: as(company),
      payload: { location: 'Lisbon, Portugal' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(await list('location=Hamburg'))).toEqual([]);
    expect(ids(await list('location=Portugal'))).toEqual([job.id]);
    await ctx.db.delete(jobs).where(eq(jobs.id, job.id));
  });

  it('refuses a radius that is not offered and an unknown order, with a readable message', async () => {
    const radius = await ctx.app.inject({ method: 'GET', url: '/api/jobs?location=Berlin&radius=7' });
    expect(radius.statusCode).toBe(400);
    expect(radius.json().error.fieldErrors.radius).toEqual(['Choose one of the listed distances']);
    const sort = await ctx.app.inject({ method: 'GET', url: '/api/jobs?sort=oldest' });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().error.fieldErrors.sort).toEqual(['Please choose one of the listed options']);
  });
});

describe('the orders of GET /api/jobs', () => {
  it('lists the newest first by default and for sort=newest', async () => {
    const newest = [berlin.id, potsdam.id, munich.id, vienna.id, remote.id, bavaria.id];
    expect(ids(await list(''))).toEqual(newest);
    expect(ids(await list('sort=newest'))).toEqual(newest);
  });

  it('lists the soonest first session first, then jobs without dates, ties by id', async () => {
    const [first, second] = [potsdam.id, munich.id].sort().reverse();
    const [undated1, undated2] = [vienna.id, bavaria.id].sort().reverse();
    expect(ids(await list('sort=session'))).toEqual([
      first,
      second,
      remote.id,
      berlin.id,
      undated1,
      undated2,
    ]);
  });

  it('lists the highest budget (in euros) first, then jobs without one', async () => {
    const response = await list('sort=budget&location=Germany');
    expect(ids(response)).toEqual([potsdam.id, berlin.id, munich.id]);
  });

  it('pages through an order without repeating or skipping a job, counted exactly or not', async () => {
    const all = ids(await list('sort=session'));
    const pages: string[] = [];
    for (const page of [1, 2, 3]) pages.push(...ids(await list(`sort=session&pageSize=2&page=${page}`)));
    expect(pages).toEqual(all);

    // As a large board counts: a few pages past the current one.
    const params = (page: number): JobListParams => ({ q: WORD, sort: 'budget', page, pageSize: 2 });
    const mode = (countLimit: number) => ({ exact: false, countLimit, resultWindow: 100 }) as const;
    const budget = ids(await list('sort=budget'));
    const paged: string[] = [];
    for (const page of [1, 2, 3]) {
      const { rows } = await listPublishedJobs(ctx.db, params(page), mode((page + 4) * 2));
      paged.push(...rows.map((row) => row.id));
    }
    expect(paged).toEqual(budget);
    const firstPage = await listPublishedJobs(ctx.db, params(1), mode(4));
    expect(firstPage).toMatchObject({ total: 4, totalIsExact: false });
  });
});

describe('the gazetteer', () => {
  it('is the same in the database as in src/shared/places.ts', async () => {
    const rows = await ctx.db.select().from(places);
    const shared = [...PLACES].map(([key, place]) => ({ key, ...place }));
    const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
    expect(rows.sort(byKey)).toEqual(shared.sort(byKey));
  });

  it('places a location in the database as placeOf does', async () => {
    const locations = [
      'Berlin, Germany',
      'Germany, Berlin',
      'Vienna (Austria)',
      'London – hybrid',
      'Remote / Zürich',
      'NYC | New York',
      '  new   york  ',
      'Munich area',
      'UK',
      'Nowhere special',
    ];
    for (const location of locations) {
      const result = await ctx.db.execute<{ lat: number | null; lng: number | null; country: string | null }>(
        sql`select p.lat, p.lng, p.country from (select 1) one left join place_of(${location}) p on true`,
      );
      const place = placeOf(location);
      expect(result.rows[0], location).toEqual({
        lat: place?.lat ?? null,
        lng: place?.lng ?? null,
        country: place?.country ?? null,
      });
    }
  });
});
