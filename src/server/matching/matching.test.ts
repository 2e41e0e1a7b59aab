import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RecommendedJob } from '../../shared/applications';
import type { SuggestedFacilitator } from '../../shared/profiles';
import { DAY_MS } from '../clock';
import { facilitators, facilitatorUnavailableDates, jobs, organisationMembers, user } from '../db/schema';
import { makeApplication, makeJob, listedFacilitatorValues } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';

const ctx = await buildTestApp();

/** 'YYYY-MM-DD' `days` after the test clock's today. */
const inDays = (days: number) =>
  new Date(ctx.clock.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);
const SESSION_DATES = [inDays(40), inDays(41)];

/** Newer than every seeded job (the seed dated them by the same clock), so a tie in score puts it first. */
const newest = () => new Date(ctx.clock.now().getTime() + 60_000);

/** A listed facilitator profile with the facilitation details given (the rest as a new profile has them). */
async function facilitatorWith(values: Partial<typeof facilitators.$inferInsert>): Promise<TestUser> {
  const user = await signUp(ctx, 'facilitator');
  await ctx.db
    .update(facilitators)
    .set({
      ...listedFacilitatorValues(ctx.clock.now()),
      headline: 'Facilitator',
      bio: 'x'.repeat(60),
      location: 'Berlin, Germany',
      ...values,
    })
    .where(eq(facilitators.id, user.id));
  return user;
}

/** A published LEGO Serious Play workshop in German on two days, at up to €1,500 a day. */
const lspJob = (company: TestUser, overrides: Partial<typeof jobs.$inferInsert> = {}) =>
  makeJob(ctx, company, {
    title: 'LEGO Serious Play workshop for our leadership team',
    focusAreas: ['team-building'],
    methods: ['lego-serious-play'],
    sessionLanguages: ['de', 'en'],
    sessionDates: SESSION_DATES,
    sessionTimeZone: 'Europe/Berlin',
    sessionFormat: 'workshop',
    budgetType: 'day-rate',
    budgetMin: 900,
    budgetMax: 1500,
    budgetCurrency: 'EUR',
    postedAt: newest(),
    ...overrides,
  });

const LSP_FACILITATOR = {
  focusAreas: ['team-building'],
  methods: ['lego-serious-play'],
  languages: ['de', 'en'],
  sessionFormats: ['workshop'],
  rateCurrency: 'EUR',
  dayRateMin: 1200,
  dayRateMax: 1400,
} satisfies Partial<typeof facilitators.$inferInsert>;

async function recommendedJobs(facilitator: TestUser): Promise<RecommendedJob[]> {
  const res = await ctx.app.inject({ url: '/api/facilitator/dashboard', headers: as(facilitator) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().recommendedJobs;
}

const reasonKinds = (item: { reasons: { kind: string }[] } | undefined) =>
  item?.reasons.map((reason) => reason.kind);

describe('recommended jobs on the facilitator dashboard', () => {
  it('puts the job that matches method, language, dates and rate first, with the reasons', async () => {
    const company = await signUp(ctx, 'company');
    const job = await lspJob(company);
    const facilitator = await facilitatorWith(LSP_FACILITATOR);

    const [first] = await recommendedJobs(facilitator);
    expect(first).toMatchObject({
      id: job.id,
      sessionDates: SESSION_DATES,
      budget: { type: 'day-rate', min: 900, max: 1500, currency: 'EUR' },
      reasons: [
        { kind: 'method', method: 'lego-serious-play' },
        { kind: 'language', language: 'de' },
        { kind: 'location', place: 'Berlin' },
        { kind: 'available', dates: SESSION_DATES },
        { kind: 'rate' },
        { kind: 'focusArea', focusArea: 'team-building' },
        { kind: 'format', format: 'workshop' },
      ],
    });
  });

  it('ranks a better match above a newer one', async () => {
    const company = await signUp(ctx, 'company');
    const best = await lspJob(company, { postedAt: newest() });
    // Newer, but in French, without the method: only the focus area and the format match.
    await lspJob(company, {
      methods: [],
      sessionLanguages: ['fr'],
      postedAt: new Date(newest().getTime() + 60_000),
    });
    const facilitator = await facilitatorWith(LSP_FACILITATOR);
    expect((await recommendedJobs(facilitator))[0]?.id).toBe(best.id);
  });

  it('drops the availability reason for a blocked session date or an unavailable facilitator', async () => {
    const company = await signUp(ctx, 'company');
    const job = await lspJob(company);
    const blocked = await facilitatorWith(LSP_FACILITATOR);
    await ctx.db
      .insert(facilitatorUnavailableDates)
      .values({ facilitatorId: blocked.id, day: SESSION_DATES[1]! });
    const unavailable = await facilitatorWith({ ...LSP_FACILITATOR, availabilityStatus: 'unavailable' });
    const later = await facilitatorWith({
      ...LSP_FACILITATOR,
      availabilityStatus: 'available-from',
      availableFrom: SESSION_DATES[1],
    });
    const inTime = await facilitatorWith({
      ...LSP_FACILITATOR,
      availabilityStatus: 'available-from',
      availableFrom: SESSION_DATES[0],
    });

    for (const facilitator of [blocked, unavailable, later]) {
      const found = (await recommendedJobs(facilitator)).find((item) => item.id === job.id);
      expect(reasonKinds(found)).toEqual(['method', 'language', 'location', 'rate', 'focusArea', 'format']);
    }
    const found = (await recommendedJobs(inTime)).find((item) => item.id === job.id);
    expect(reasonKinds(found)).toContain('available');
  });

  it('converts a rate in another currency at the current exchange rates', async () => {
    const company = await signUp(ctx, 'company');
    const job = await lspJob(company);
    // 0.93 CHF per euro (migration 0012): CHF 1,300 is €1,398, within €1,500; CHF 1,400 is €1,505.
    const zurich = await facilitatorWith({
      ...LSP_FACILITATOR,
      rateCurrency: 'CHF',
      dayRateMin: 1300,
      dayRateMax: 1300,
    });
    const dearer = await facilitatorWith({
      ...LSP_FACILITATOR,
      rateCurrency: 'CHF',
      dayRateMin: 1400,
      dayRateMax: 1600,
    });
    // An hourly rate says nothing about a day-rate budget.
    const hourly = await facilitatorWith({
      ...LSP_FACILITATOR,
      dayRateMin: null,
      dayRateMax: null,
      hourlyRateMin: 100,
      hourlyRateMax: 120,
    });
    const reasonsOf = async (facilitator: TestUser) =>
      reasonKinds((await recommendedJobs(facilitator)).find((item) => item.id === job.id));
    expect(await reasonsOf(zurich)).toContain('rate');
    expect(await reasonsOf(dearer)).not.toContain('rate');
    expect(await reasonsOf(hourly)).not.toContain('rate');
  });

  it('leaves out jobs applied to, and keeps the newest jobs for a profile with nothing to match on', async () => {
    const company = await signUp(ctx, 'company');
    const applied = await lspJob(company);
    const facilitator = await facilitatorWith(LSP_FACILITATOR);
    await makeApplication(ctx, applied, facilitator);
    expect((await recommendedJobs(facilitator)).map((item) => item.id)).not.toContain(applied.id);

    const blank = await signUp(ctx, 'facilitator');
    const dashboard = (
      await ctx.app.inject({ url: '/api/facilitator/dashboard', headers: as(blank) })
    ).json();
    expect(dashboard.recommendationsByFocusArea).toBe(false);
    expect(dashboard.recommendedJobs).toHaveLength(6);
    const postedAt = dashboard.recommendedJobs.map((item: RecommendedJob) => item.postedAt);
    expect(postedAt).toEqual([...postedAt].sort().reverse());
    for (const item of dashboard.recommendedJobs) expect(item.reasons).toEqual([]);
  });

  it('follows a profile changed since the last dashboard, whose candidates were read for the old one', async () => {
    const company = await signUp(ctx, 'company');
    const job = await lspJob(company);
    const facilitator = await signUp(ctx, 'facilitator');
    const dashboardOf = async () => {
      const res = await ctx.app.inject({ url: '/api/facilitator/dashboard', headers: as(facilitator) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { recommendationsByFocusArea: boolean; recommendedJobs: RecommendedJob[] };
    };
    expect((await dashboardOf()).recommendationsByFocusArea).toBe(false);

    await ctx.db.update(facilitators).set(LSP_FACILITATOR).where(eq(facilitators.id, facilitator.id));
    const matched = await dashboardOf();
    expect(matched.recommendationsByFocusArea).toBe(true);
    expect(matched.recommendedJobs[0]).toMatchObject({ id: job.id });
    expect(reasonKinds(matched.recommendedJobs[0])).toContain('method');

    // Now speaking only French: the German and English workshop is no longer among the candidates.
    await ctx.db
      .update(facilitators)
      .set({ languages: ['fr'] })
      .where(eq(facilitators.id, facilitator.id));
    const french = await dashboardOf();
    expect(french.recommendedJobs.map((item) => item.id)).not.toContain(job.id);
    // Unchanged since: the candidates read beside the profile are the ones it asks for.
    expect(await dashboardOf()).toEqual(french);
  });
});

describe('GET /api/jobs/:id/suggested-facilitators', () => {
  // No seeded profile practises Wardley Mapping or speaks Korean: the order below is the test's own.
  const wardleyJob = (company: TestUser) =>
    makeJob(ctx, company, {
      focusAreas: ['strategic-planning'],
      methods: ['wardley-mapping'],
      sessionLanguages: ['ko'],
      sessionDates: SESSION_DATES,
      sessionTimeZone: 'Asia/Seoul',
      sessionFormat: 'strategy-retreat',
      budgetType: 'day-rate',
      budgetMin: 800,
      budgetMax: 1200,
      budgetCurrency: 'USD',
    });
  const WARDLEY = {
    focusAreas: ['strategic-planning'],
    methods: ['wardley-mapping'],
    languages: ['ko', 'en'],
    sessionFormats: ['strategy-retreat'],
    rateCurrency: 'EUR',
    dayRateMin: 900,
    dayRateMax: 1000,
  } satisfies Partial<typeof facilitators.$inferInsert>;

  const suggested = (user: TestUser | undefined, jobId: string) =>
    ctx.app.inject({ url: `/api/jobs/${jobId}/suggested-facilitators`, headers: as(user) });

  it('ranks listed facilitators by the match, with the reasons, leaving out those who applied', async () => {
    const company = await signUp(ctx, 'company');
    const job = await wardleyJob(company);
    const best = await facilitatorWith(WARDLEY);
    // €1,100 is $1,276: above the budget.
    const dearer = await facilitatorWith({ ...WARDLEY, dayRateMin: 1100, dayRateMax: 1200 });
    // Speaks the language and shares the focus area: above any sample profile, which can share no more
    // than the focus area, the format, the dates and the rate.
    // Its rate is above the budget too.
    const speaker = await facilitatorWith({
      languages: ['ko'],
      focusAreas: ['strategic-planning'],
      dayRateMin: 1100,
      dayRateMax: 1200,
    });
    const applied = await facilitatorWith(WARDLEY);
    await makeApplication(ctx, job, applied);
    const unlisted = await facilitatorWith({ ...WARDLEY, profileCompletedAt: null });
    const hidden = await facilitatorWith({ ...WARDLEY, hiddenAt: ctx.clock.now() });

    const res = await suggested(company, job.id);
    expect(res.statusCode, res.body).toBe(200);
    const items: SuggestedFacilitator[] = res.json().items;
    expect(items.length).toBeLessThanOrEqual(6);
    expect(items.slice(0, 3).map((item) => item.id)).toEqual([best.id, dearer.id, speaker.id]);
    const ids = items.map((item) => item.id);
    for (const left of [applied, unlisted, hidden]) expect(ids).not.toContain(left.id);
    expect(items[0]).toMatchObject({
      availability: { status: 'available', availableFrom: null },
      languages: ['ko', 'en'],
      methods: ['wardley-mapping'],
      rateCurrency: 'EUR',
      dayRateMin: 900,
      verifiedCredentials: 0,
      reasons: [
        { kind: 'method', method: 'wardley-mapping' },
        { kind: 'language', language: 'ko' },
        { kind: 'location', place: 'Berlin' },
        { kind: 'available', dates: SESSION_DATES },
        { kind: 'rate' },
        { kind: 'focusArea', focusArea: 'strategic-planning' },
        { kind: 'format', format: 'strategy-retreat' },
      ],
    });
    expect(reasonKinds(items[1])).toEqual([
      'method',
      'language',
      'location',
      'available',
      'focusArea',
      'format',
    ]);
    expect(reasonKinds(items[2])).toEqual(['language', 'location', 'available', 'focusArea']);
    expect(res.body).not.toMatch(/@/);
  });

  it('suggests by focus area alone for a remote job without session details', async () => {
    const company = await signUp(ctx, 'company');
    const job = await makeJob(ctx, company, { focusAreas: ['agile'], remote: 'yes' });
    const res = await suggested(company, job.id);
    expect(res.statusCode, res.body).toBe(200);
    const items: SuggestedFacilitator[] = res.json().items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.focusAreas).toContain('agile');
      expect(item.reasons[0]).toEqual({ kind: 'focusArea', focusArea: 'agile' });
    }
  });

  it('answers the owner and admins only', async () => {
    const owner = await signUp(ctx, 'company');
    const job = await wardleyJob(owner);
    const admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });
    expect((await suggested(owner, job.id)).statusCode).toBe(200);
    expect((await suggested(admin, job.id)).statusCode).toBe(200);
    expect((await suggested(undefined, job.id)).statusCode).toBe(401);
    expect((await suggested(await signUp(ctx, 'facilitator'), job.id)).statusCode).toBe(403);
    const other = await suggested(await signUp(ctx, 'company'), job.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('Job not found.');
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000'])
      expect((await suggested(owner, id)).statusCode, id).toBe(404);
  });

  it('answers every member of the organisation, not only its founder, and nobody once they left', async () => {
    const owner = await signUp(ctx, 'company');
    const job = await wardleyJob(owner);
    const recruiter = await signUp(ctx, 'company');
    await ctx.db
      .insert(organisationMembers)
      .values({ organisationId: owner.id, userId: recruiter.id, role: 'recruiter' });
    await ctx.db.update(user).set({ activeOrganisationId: owner.id }).where(eq(user.id, recruiter.id));
    expect((await suggested(recruiter, job.id)).statusCode).toBe(200);

    await ctx.db.delete(organisationMembers).where(eq(organisationMembers.userId, recruiter.id));
    const gone = await suggested(recruiter, job.id);
    expect(gone.statusCode).toBe(403);
    expect(gone.json().error.message).toMatch(/^You are not a member of any organisation\./);
  });
});

describe('matching by place and language', () => {
  // No seeded job or profile names Cynefin: the order below is the test's own.
  const CYNEFIN = {
    focusAreas: ['strategic-planning'],
    methods: ['cynefin'],
    sessionFormats: ['strategy-retreat'],
    rateCurrency: 'EUR',
    dayRateMin: 900,
    dayRateMax: 1000,
  } satisfies Partial<typeof facilitators.$inferInsert>;

  /** A Cynefin strategy retreat on two days at up to €1,500 a day; in person in Hamburg, in German. */
  const retreat = (company: TestUser, overrides: Partial<typeof jobs.$inferInsert> = {}) =>
    makeJob(ctx, company, {
      title: 'Strategy retreat for our management board',
      focusAreas: ['strategic-planning'],
      methods: ['cynefin'],
      sessionLanguages: ['de'],
      sessionDates: SESSION_DATES,
      sessionTimeZone: 'Europe/Berlin',
      sessionFormat: 'strategy-retreat',
      budgetType: 'day-rate',
      budgetMin: 900,
      budgetMax: 1500,
      budgetCurrency: 'EUR',
      remote: 'no',
      location: 'Hamburg, Germany',
      postedAt: newest(),
      ...overrides,
    });

  const suggestedFor = async (company: TestUser, jobId: string): Promise<SuggestedFacilitator[]> => {
    const res = await ctx.app.inject({
      url: `/api/jobs/${jobId}/suggested-facilitators`,
      headers: as(company),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items;
  };

  it('suggests German speakers near Hamburg for an in-person German retreat there, not English speakers in Accra or Singapore', async () => {
    const company = await signUp(ctx, 'company');
    const job = await retreat(company);
    const hamburg = await facilitatorWith({
      ...CYNEFIN,
      languages: ['de', 'en'],
      location: 'Hamburg, Germany',
    });
    const munich = await facilitatorWith({ ...CYNEFIN, languages: ['de'], location: 'Munich, Germany' });
    // Travels to the job, so abroad is no bar; but not based nearby.
    const zurich = await facilitatorWith({
      ...CYNEFIN,
      languages: ['de'],
      location: 'Zurich, Switzerland',
      travel: 'international',
    });
    const accra = await facilitatorWith({
      ...CYNEFIN,
      languages: ['en'],
      location: 'Accra, Ghana',
      travel: 'international',
    });
    const singapore = await facilitatorWith({
      ...CYNEFIN,
      languages: ['en'],
      location: 'Singapore, Singapore',
      travel: 'international',
    });
    // Speaks German, but works in their own country only.
    const accraGerman = await facilitatorWith({
      ...CYNEFIN,
      languages: ['de', 'en'],
      location: 'Accra, Ghana',
      travel: 'national',
    });

    const items = await suggestedFor(company, job.id);
    expect(items.slice(0, 3).map((item) => item.id)).toEqual([hamburg.id, munich.id, zurich.id]);
    const ids = items.map((item) => item.id);
    for (const left of [accra, singapore, accraGerman]) expect(ids).not.toContain(left.id);
    expect(items[0]?.reasons.slice(0, 3)).toEqual([
      { kind: 'method', method: 'cynefin' },
      { kind: 'language', language: 'de' },
      { kind: 'location', place: 'Hamburg' },
    ]);
    expect(items[1]?.reasons).toContainEqual({ kind: 'location', place: 'Germany' });
    expect(reasonKinds(items[2])).not.toContain('location');

    // The same retreat held remotely in English: distance counts for nothing.
    const remote = await retreat(company, { remote: 'yes', location: 'Remote', sessionLanguages: ['en'] });
    const remoteIds = (await suggestedFor(company, remote.id)).map((item) => item.id);
    for (const near of [accra, singapore, accraGerman, hamburg]) expect(remoteIds).toContain(near.id);
  });

  it('recommends a Hamburg facilitator the in-person jobs near them and remote ones, not in-person jobs in Denver', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await facilitatorWith({
      ...CYNEFIN,
      languages: ['de', 'en'],
      location: 'Hamburg, Germany',
    });
    const later = (minutes: number) => new Date(newest().getTime() + minutes * 60_000);
    const hamburgJob = await retreat(company);
    const denverRemote = await retreat(company, {
      remote: 'yes',
      location: 'Denver, United States',
      sessionLanguages: ['en'],
      postedAt: later(1),
    });
    // Newer, and as good a match but for the place.
    const denverInPerson = await retreat(company, {
      location: 'Denver, CO',
      sessionLanguages: ['en'],
      postedAt: later(2),
    });
    const denverHybrid = await retreat(company, {
      remote: 'hybrid',
      location: 'Denver, United States',
      sessionLanguages: ['en'],
      postedAt: later(3),
    });
    // Remote, but in French only.
    const french = await retreat(company, {
      remote: 'yes',
      location: 'Paris, France',
      sessionLanguages: ['fr'],
      postedAt: later(4),
    });

    const jobs = await recommendedJobs(facilitator);
    const ids = jobs.map((item) => item.id);
    expect(ids[0]).toBe(hamburgJob.id);
    expect(jobs[0]?.reasons).toContainEqual({ kind: 'location', place: 'Hamburg' });
    expect(ids).toContain(denverRemote.id);
    expect(ids).toContain(denverHybrid.id);
    for (const left of [denverInPerson, french]) expect(ids).not.toContain(left.id);
    for (const far of [denverRemote, denverHybrid])
      expect(reasonKinds(jobs.find((item) => item.id === far.id))).not.toContain('location');

    // One who travels internationally may be offered Denver, below the job at home.
    const traveller = await facilitatorWith({
      ...CYNEFIN,
      languages: ['de', 'en'],
      location: 'Hamburg, Germany',
      travel: 'international',
    });
    const travellerIds = (await recommendedJobs(traveller)).map((item) => item.id);
    expect(travellerIds[0]).toBe(hamburgJob.id);
    expect(travellerIds).toContain(denverInPerson.id);
  });
});
