import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localizeMessage } from '../../shared/i18n/keyed-messages';
import {
  MIN_ABOVE_MAX_MESSAGE,
  PAST_SESSION_DATE_MESSAGE,
  UNKNOWN_CURRENCY_MESSAGE,
  UNKNOWN_LANGUAGE_MESSAGE,
  UNKNOWN_METHOD_MESSAGE,
  UNKNOWN_TIME_ZONE_MESSAGE,
  emptySession,
  type ExchangeRates,
} from '../../shared/facilitation';
import {
  SESSION_RANGE_MESSAGE,
  type JobDetail,
  type JobListParams,
  type JobListResponse,
  type PostJobFormValues,
} from '../../shared/jobs';
import { DAY_MS } from '../clock';
import { auditLog, jobs } from '../db/schema';
import { postJob, postJobRequest, validJobInput } from '../test/factories';
import { publishedJobFilter } from './job-board.repo';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { readDataExport } from '../test/unzip';

/** A message as the API answers it without Accept-Language. */
const en = (message: string) => localizeMessage('en', message);

const ctx = await buildTestApp();
const company = await signUp(ctx, 'company', { companyName: 'Session Makers' });
const facilitator = await signUp(ctx, 'facilitator');
const admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });

/** A date `days` after the app's today. */
const day = (days: number) => new Date(ctx.clock.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Every session field and a budget, as the posting form sends them. */
const session = (overrides: Partial<PostJobFormValues> = {}): Partial<PostJobFormValues> => ({
  sessionFormat: 'strategy-retreat',
  sessionDates: [day(31), day(30)],
  sessionTimeZone: 'Europe/Berlin',
  sessionDatesFlexible: false,
  durationValue: 1.5,
  durationUnit: 'days',
  groupSize: '26-50',
  sessionLanguages: ['de', 'en'],
  designDays: 2,
  deliveryDays: 1.5,
  deliverables: ['write-up-report', 'graphic-recording'],
  roles: [
    { role: 'lead', count: 1 },
    { role: 'graphic-recorder', count: 1 },
  ],
  methods: ['lego-serious-play', 'world-cafe'],
  budget: { type: 'day-rate', min: 900, max: 1200, currency: 'EUR' },
  ...overrides,
});

/** The session fields of `session()` as a job keeps them: the dates in order. */
const storedSession = () => ({ ...session(), sessionDates: [day(30), day(31)] });

const patch = (user: TestUser, id: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/jobs/${id}`, headers: as(user), payload });

async function list(query: string): Promise<JobListResponse> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const ids = (page: JobListResponse) => page.items.map((job) => job.id);
/** The ids of a search's matches, in any order (jobs posted in the same instant share a posting time). */
const found = async (query: string) => ids(await list(query)).sort();
const sorted = (...jobs: JobDetail[]) => jobs.map((job) => job.id).sort();

describe('session details and budget on a job', () => {
  it('are stored on posting and shown on the job page and in lists, numbers as numbers', async () => {
    const job = await postJob(ctx, company, { title: 'Retreat with session details', ...session() });
    const expected = storedSession();
    expect(job).toMatchObject(expected);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` });
    expect(page.json()).toMatchObject(expected);
    const [card] = (await list('q=Retreat%20with%20session%20details')).items;
    expect(card).toMatchObject({
      id: job.id,
      sessionFormat: 'strategy-retreat',
      sessionDates: [day(30), day(31)],
      sessionDatesFlexible: false,
      groupSize: '26-50',
      sessionLanguages: ['de', 'en'],
      budget: { type: 'day-rate', min: 900, max: 1200, currency: 'EUR' },
    });
    expect(card).not.toHaveProperty('methods');
  });

  it('are all optional: a posting without them gets the empty values', async () => {
    const job = await postJob(ctx, company);
    expect(job).toMatchObject(emptySession());
  });

  it('refuses unknown values, a minimum above its maximum and past dates on a new job with 400', async () => {
    const cases: [Partial<PostJobFormValues> | Record<string, unknown>, string, string][] = [
      [
        { budget: { type: 'day-rate', min: 1, max: 2, currency: 'XYZ' } },
        'budget.currency',
        en(UNKNOWN_CURRENCY_MESSAGE),
      ],
      [{ methods: ['juggling'] }, 'methods.0', en(UNKNOWN_METHOD_MESSAGE)],
      [{ sessionLanguages: ['xx'] }, 'sessionLanguages.0', en(UNKNOWN_LANGUAGE_MESSAGE)],
      [{ sessionTimeZone: 'Mars/Olympus_Mons' }, 'sessionTimeZone', en(UNKNOWN_TIME_ZONE_MESSAGE)],
      [
        { budget: { type: 'salary', min: 70_000, max: 60_000, currency: 'GBP' } },
        'budget.max',
        en(MIN_ABOVE_MAX_MESSAGE),
      ],
      [{ sessionDates: [day(3), day(-2)] }, 'sessionDates', en(PAST_SESSION_DATE_MESSAGE)],
      [{ sessionTimeZone: null }, 'sessionTimeZone', 'Choose the time zone of the session dates'],
      [{ durationUnit: null }, 'durationUnit', 'Give the duration in hours or days'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await postJobRequest(
        ctx,
        company,
        validJobInput({
          ...session(),
          title: 'Refused session job',
          ...overrides,
        } as Partial<PostJobFormValues>),
      );
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fieldErrors[field], res.body).toEqual([message]);
    }
  });

  it('are edited on their own; a budget is cleared whole; an edit keeps its own past dates but adds no new ones', async () => {
    const job = await postJob(ctx, company, { title: 'Edited session job', ...session() });
    const edited = await patch(company, job.id, {
      groupSize: '51-100',
      budget: { type: 'fixed-fee', min: 5000, max: 5000, currency: 'CHF' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      groupSize: '51-100',
      budget: { type: 'fixed-fee', min: 5000, max: 5000, currency: 'CHF' },
      sessionFormat: 'strategy-retreat',
      methods: ['lego-serious-play', 'world-cafe'],
    });

    const cleared = await patch(company, job.id, { budget: null });
    expect(cleared.json().budget).toBeNull();
    const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect([row!.budgetType, row!.budgetMin, row!.budgetMax, row!.budgetCurrency]).toEqual([
      null,
      null,
      null,
      null,
    ]);

    // The session has since passed (as if posted long ago): its dates stay through an edit.
    const past = [day(-20), day(-19)];
    await ctx.db.update(jobs).set({ sessionDates: past }).where(eq(jobs.id, job.id));
    const kept = await patch(company, job.id, {
      title: 'Edited session job, kept dates',
      sessionDates: past,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().sessionDates).toEqual(past);
    const added = await patch(company, job.id, { sessionDates: [...past, day(-5)] });
    expect(added.statusCode).toBe(400);
    expect(added.json().error.fieldErrors.sessionDates).toEqual([en(PAST_SESSION_DATE_MESSAGE)]);
  });

  it('are checked with the stored job on an edit: dates need a time zone, whichever fields are sent', async () => {
    const job = await postJob(ctx, company, { title: 'Job without a session yet' });
    const res = await patch(company, job.id, { sessionDates: [day(10)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors).toEqual({
      sessionTimeZone: ['Choose the time zone of the session dates'],
    });
    const ok = await patch(company, job.id, { sessionDates: [day(10)], sessionTimeZone: 'America/Toronto' });
    expect(ok.json()).toMatchObject({ sessionDates: [day(10)], sessionTimeZone: 'America/Toronto' });
    const zoneless = await patch(company, job.id, { sessionTimeZone: null });
    expect(zoneless.statusCode).toBe(400);
  });

  it("are in the company's data export", async () => {
    const job = await postJob(ctx, company, { title: 'Exported session job', ...session() });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: as(company) });
    const { data } = await readDataExport(res.rawPayload);
    const exported = (data.jobs as Record<string, unknown>[]).find((row) => row.id === job.id);
    // The export holds the columns: the budget in its four.
    const { budget: _budget, ...stored } = storedSession();
    expect(exported).toMatchObject({
      ...stored,
      budgetType: 'day-rate',
      budgetMin: 900,
      budgetMax: 1200,
      budgetCurrency: 'EUR',
    });
  });
});

describe('GET /api/jobs filters by session and budget', () => {
  const word = 'Ocelotry';
  let german: JobDetail;
  let english: JobDetail;
  let pounds: JobDetail;
  let bare: JobDetail;

  it('filters by format, language, group size and session dates, alone and with a search', async () => {
    german = await postJob(ctx, company, {
      ...session({ sessionDates: [day(40)], sessionLanguages: ['de'], groupSize: '11-25' }),
      title: `${word} workshop in German`,
      sessionFormat: 'workshop',
    });
    english = await postJob(ctx, company, {
      ...session({ sessionDates: [day(60), day(90)], sessionLanguages: ['en'], groupSize: '26-50' }),
      title: `${word} training in English`,
      sessionFormat: 'training',
    });
    bare = await postJob(ctx, company, { title: `${word} without session details` });

    // Alone: the newest matches are ours, and every listed job matches.
    const workshops = await list('format=workshop&pageSize=50');
    expect(workshops.items[0]!.id).toBe(german.id);
    expect(workshops.items.every((job) => job.sessionFormat === 'workshop')).toBe(true);
    const inGerman = await list('language=de&pageSize=50');
    expect(ids(inGerman)).toContain(german.id);
    expect(ids(inGerman)).not.toContain(english.id);
    expect(inGerman.items.every((job) => job.sessionLanguages.includes('de'))).toBe(true);
    const mid = await list('groupSize=26-50&pageSize=50');
    expect(ids(mid)).toContain(english.id);
    expect(mid.items.every((job) => job.groupSize === '26-50')).toBe(true);

    // With the search.
    expect(await found(`q=${word}&format=training`)).toEqual(sorted(english));
    expect(await found(`q=${word}&language=en`)).toEqual(sorted(english));
    expect(await found(`q=${word}&groupSize=11-25`)).toEqual(sorted(german));
    expect(await found(`q=${word}&format=workshop&language=de&groupSize=11-25`)).toEqual(sorted(german));
    expect(await found(`q=${word}&format=workshop&language=en`)).toEqual(sorted());

    // A session date within the range, ends included; an open end reaches a year from the other.
    expect(await found(`q=${word}&sessionFrom=${day(35)}&sessionTo=${day(40)}`)).toEqual(sorted(german));
    expect(await found(`q=${word}&sessionFrom=${day(61)}&sessionTo=${day(89)}`)).toEqual(sorted());
    expect(await found(`q=${word}&sessionFrom=${day(41)}`)).toEqual(sorted(english));
    expect(await found(`q=${word}&sessionTo=${day(60)}`)).toEqual(sorted(english, german));
    const inRange = await list(`sessionFrom=${day(90)}&sessionTo=${day(90)}&pageSize=50`);
    expect(ids(inRange)).toContain(english.id);
    expect(inRange.items.every((job) => job.sessionDates.includes(day(90)))).toBe(true);
    expect(ids(await list(`q=${word}`))).toContain(bare.id);
  });

  it('refuses a session date range longer than the limit', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/jobs?sessionFrom=${day(1)}&sessionTo=${day(367)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors).toEqual({ sessionTo: [en(SESSION_RANGE_MESSAGE)] });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/jobs?sessionFrom=${day(1)}&sessionTo=${day(366)}` }))
        .statusCode,
    ).toBe(200);
  });

  it('finds budgets that overlap the range, converted at the current rates, and follows a rates update', async () => {
    // £700–£800 a day is €795–€909 at 0.88 pounds per euro (the starting rates).
    pounds = await postJob(ctx, company, {
      ...session({ budget: { type: 'day-rate', min: 700, max: 800, currency: 'GBP' } }),
      title: `${word} retreat paid in pounds`,
    });
    expect(await found(`q=${word}&budgetMin=850&budgetMax=1000`)).toEqual(sorted(pounds, german, english));
    expect(await found(`q=${word}&budgetMin=850&budgetMax=1000&budgetType=day-rate`)).toEqual(
      sorted(pounds, german, english),
    );
    expect(await found(`q=${word}&budgetMin=950`)).toEqual(sorted(german, english));
    expect(await found(`q=${word}&budgetMax=850`)).toEqual(sorted(pounds));
    expect(await found(`q=${word}&budgetMax=780&currency=GBP`)).toEqual(sorted(pounds));
    expect(await found(`q=${word}&budgetMin=1&budgetType=salary`)).toEqual(sorted());
    // The range in dollars: $1,300 is about €1,121, within the euro jobs' €900–€1,200 only.
    expect(await found(`q=${word}&budgetMin=1300&currency=USD`)).toEqual(sorted(german, english));
    // Alone, without a search.
    const alone = await list('budgetMin=850&budgetMax=1000&pageSize=50');
    expect(ids(alone).slice(0, 3).sort()).toEqual(sorted(pounds, german, english));
    expect(ids(alone)).not.toContain(bare.id);
    // The feed of the same search converts alike.
    const feed = await ctx.app.inject({ method: 'GET', url: `/jobs/feed.xml?q=${word}&budgetMax=850` });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(pounds.title);
    expect(feed.body).not.toContain(german.title);

    // The pound falls to 0.70 per euro: £700–£800 is now €1,000–€1,143.
    const rates = (
      await ctx.app.inject({ method: 'GET', url: '/api/exchange-rates' })
    ).json() as ExchangeRates;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/exchange-rates',
      headers: as(admin),
      payload: { asOf: day(0), rates: { ...rates.rates, GBP: 0.7 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await found(`q=${word}&budgetMin=950`)).toEqual(sorted(pounds, german, english));
    expect(await found(`q=${word}&budgetMax=850`)).toEqual(sorted());
  });
});

describe('the index behind the budget filter', () => {
  /**
   * The plan of the filters alone, with the walk along the posting date and a scan of the table ruled out.
   * (The session filters' GIN plan shows at the bench's scale only: on a test board a small btree wins.)
   */
  async function planOf(params: Partial<JobListParams>) {
    const rates = (await ctx.app.inject({ method: 'GET', url: '/api/exchange-rates' })).json().rates;
    const query = ctx.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(publishedJobFilter(jobs, { page: 1, pageSize: 20, ...params }, rates))
      .toSQL();
    const client = await ctx.pool.connect();
    try {
      await client.query('analyze jobs');
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      await client.query('set local enable_indexscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, query.params);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await client.query('rollback');
      client.release();
    }
  }

  it('reads a budget range from the budget index, currency by currency', async () => {
    const plan = await planOf({ budgetMin: 20_000, budgetType: 'day-rate' });
    expect(plan).toContain('jobs_published_budget_idx');
  });
});

describe('exchange rates', () => {
  it('are public to read, with the day they are of', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/exchange-rates' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ExchangeRates;
    expect(body.base).toBe('EUR');
    expect(body.rates).toMatchObject({ EUR: 1 });
    expect(typeof body.rates.USD).toBe('number');
    expect(body.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('are set by an admin only, every currency at once, with an audit entry', async () => {
    const current = (
      await ctx.app.inject({ method: 'GET', url: '/api/exchange-rates' })
    ).json() as ExchangeRates;
    const payload = { asOf: day(1), rates: { ...current.rates, USD: 1.2 } };
    for (const user of [undefined, company, facilitator]) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/exchange-rates',
        headers: as(user),
        payload,
      });
      expect(res.statusCode).toBe(user ? 403 : 401);
    }
    const { USD: _usd, ...withoutUsd } = payload.rates;
    for (const [rates, message] of [
      [{ ...payload.rates, XYZ: 3 }, `${en(UNKNOWN_CURRENCY_MESSAGE)}: XYZ`],
      [withoutUsd, 'The rate of USD is missing'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/exchange-rates',
        headers: as(admin),
        payload: { asOf: day(1), rates },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }

    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/exchange-rates',
      headers: as(admin),
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ base: 'EUR', asOf: day(1), rates: { USD: 1.2, EUR: 1 } });
    const read = (await ctx.app.inject({ method: 'GET', url: '/api/exchange-rates' })).json();
    expect(read).toEqual(res.json());
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'exchange_rates.updated'), eq(auditLog.actorId, admin.id)));
    expect(entries.map((entry) => entry.targetLabel)).toContain(`Exchange rates as of ${day(1)}`);
  });
});
