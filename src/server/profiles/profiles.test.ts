import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, facilitatorFocusAreas, facilitators, user } from '../db/schema';
import { SEED_FACILITATORS } from '../db/seed/data/facilitators';
import { seedUuid } from '../db/seed/seed';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { profileCompleteness } from './profile-completeness';

const ctx = await buildTestApp();

const LENA = seedUuid('facilitator:lena-fischer');
const NORTHWIND = seedUuid('company:northwind-labs');

const validCompany = {
  name: 'Brightside Workshops',
  website: 'https://brightside.example',
  industry: 'Consulting',
  size: '11-50',
  description: 'Brightside runs strategy retreats and team days for mid-sized organisations across Europe.',
};

const validFacilitator = {
  firstName: 'Quentin',
  lastName: 'Zarkowski',
  headline: 'Retrospective and offsite facilitator',
  bio: 'Quentin designs offsites and retrospectives for distributed software teams, with a focus on honest conversations.',
  location: 'Lisbon, Portugal',
  focusAreas: ['agile', 'team-building'],
  yearsExperience: 9,
  rateCurrency: 'EUR',
  dayRateMin: 900,
};

/** What onboarding asks for: a profile that is saved (complete) but does not meet the listing rule yet. */
const {
  yearsExperience: _years,
  rateCurrency: _currency,
  dayRateMin: _rate,
  ...onboardingOnly
} = validFacilitator;

const put = (who: TestUser | undefined, type: 'company' | 'facilitator', payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/profile/${type}`,
    headers: as(who),
    payload: payload as object,
  });

const get = (url: string, who?: TestUser) =>
  ctx.app.inject({ method: 'GET', url, headers: who ? as(who) : {} });

async function onboardedFacilitator(overrides: Partial<typeof validFacilitator> = {}) {
  const who = await signUp(ctx, 'facilitator');
  const res = await put(who, 'facilitator', { ...validFacilitator, ...overrides });
  expect(res.statusCode).toBe(200);
  return who;
}

describe('own profile', () => {
  it('needs a signed-in user', async () => {
    expect((await get('/api/profile')).statusCode).toBe(401);
  });

  it('returns the empty profile created at sign-up, prefilled with the sign-up names', async () => {
    const company = await signUp(ctx, 'company', { companyName: 'Prefill Co' });
    const res = await get('/api/profile', company);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      userType: 'company',
      profileComplete: false,
      company: { id: company.id, name: 'Prefill Co', website: null, size: '1-10' },
    });

    const facilitator = await signUp(ctx, 'facilitator', { firstName: 'Ada', lastName: 'Okafor' });
    const fres = await get('/api/profile', facilitator);
    expect(fres.json()).toMatchObject({
      userType: 'facilitator',
      profileComplete: false,
      facilitator: { firstName: 'Ada', lastName: 'Okafor', focusAreas: [] },
    });
  });
});

describe('PUT /api/profile/company', () => {
  it('saves the profile, marks it complete once, and /api/me follows', async () => {
    const company = await signUp(ctx, 'company');
    const res = await put(company, 'company', validCompany);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...validCompany, id: company.id, logoUrl: null });

    const [row] = await ctx.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row.profileCompletedAt).toBeInstanceOf(Date);
    const firstCompletedAt = row.profileCompletedAt!.getTime();

    const me = await get('/api/me', company);
    expect(me.json().profileComplete).toBe(true);
    const [account] = await ctx.db.select({ name: user.name }).from(user).where(eq(user.id, company.id));
    expect(account.name).toBe('Brightside Workshops');

    await new Promise((resolve) => setTimeout(resolve, 20));
    await put(company, 'company', { ...validCompany, industry: 'Training' });
    const [again] = await ctx.db.select().from(companies).where(eq(companies.id, company.id));
    expect(again.profileCompletedAt!.getTime()).toBe(firstCompletedAt);
    expect(again.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
    expect(again.industry).toBe('Training');
  });

  it('stores an empty website as null and normalises a bare domain', async () => {
    const company = await signUp(ctx, 'company');
    await put(company, 'company', { ...validCompany, website: '' });
    let [row] = await ctx.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row.website).toBeNull();
    await put(company, 'company', { ...validCompany, website: 'www.acme.example' });
    [row] = await ctx.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row.website).toBe('https://www.acme.example');
    const res = await put(company, 'company', { ...validCompany, website: undefined });
    expect(res.statusCode).toBe(200);
    [row] = await ctx.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row.website).toBeNull();
  });

  it('answers the spec messages for every field', async () => {
    const company = await signUp(ctx, 'company');
    const res = await put(company, 'company', {
      name: 'A',
      website: 'not a url',
      description: 'Too short.',
      industry: '',
      size: '1-10',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors).toEqual({
      name: ['Company name must be at least 2 characters'],
      website: ['Please enter a valid URL'],
      description: ['Please provide a detailed company description'],
      industry: ['Industry is required'],
    });
    for (const website of ['javascript:alert(1)', 'ftp://files.example', 'https://user:pw@evil.example']) {
      const bad = await put(company, 'company', { ...validCompany, website });
      expect(bad.json().error.fieldErrors.website).toEqual(['Please enter a valid URL']);
    }
    const size = await put(company, 'company', { ...validCompany, size: '5000+' });
    expect(size.statusCode).toBe(400);
    expect(size.json().error.fieldErrors.size).toBeDefined();
  });

  it('defaults the size to 1-10', async () => {
    const company = await signUp(ctx, 'company');
    const { size: _size, ...withoutSize } = validCompany;
    const res = await put(company, 'company', withoutSize);
    expect(res.json().size).toBe('1-10');
  });

  it('only ever writes the signed-in user’s own row', async () => {
    const attacker = await signUp(ctx, 'company');
    const victim = await signUp(ctx, 'company', { companyName: 'Victim Inc' });
    const res = await put(attacker, 'company', { ...validCompany, id: victim.id, name: 'Hijacked' });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(attacker.id);
    const [victimRow] = await ctx.db.select().from(companies).where(eq(companies.id, victim.id));
    expect(victimRow.name).toBe('Victim Inc');
    expect(victimRow.profileCompletedAt).toBeNull();
  });

  it('is for companies only', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    expect((await put(facilitator, 'company', validCompany)).statusCode).toBe(403);
    expect((await put(undefined, 'company', validCompany)).statusCode).toBe(401);
  });
});

describe('PUT /api/profile/facilitator', () => {
  it('answers the spec messages for every field', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const res = await put(facilitator, 'facilitator', {
      firstName: 'A',
      lastName: '',
      headline: 'Hi',
      bio: 'Short bio',
      location: 'X',
      focusAreas: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors).toEqual({
      firstName: ['First name must be at least 2 characters.'],
      lastName: ['Last name must be at least 2 characters.'],
      headline: ['Headline must be at least 5 characters.'],
      bio: ['Bio must be at least 50 characters.'],
      location: ['Location must be at least 2 characters.'],
      focusAreas: ['Select at least one focus area.'],
    });
  });

  it('needs no email or password (they belong to sign-up)', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    expect((await put(facilitator, 'facilitator', validFacilitator)).statusCode).toBe(200);
  });

  it('a company calling the facilitator route gets 403, a visitor 401', async () => {
    const company = await signUp(ctx, 'company');
    expect((await put(company, 'facilitator', validFacilitator)).statusCode).toBe(403);
    expect((await put(undefined, 'facilitator', validFacilitator)).statusCode).toBe(401);
  });

  it('never writes another facilitator’s row', async () => {
    const attacker = await signUp(ctx, 'facilitator');
    const res = await put(attacker, 'facilitator', { ...validFacilitator, id: LENA, firstName: 'Hacked' });
    expect(res.json().id).toBe(attacker.id);
    const [lena] = await ctx.db.select().from(facilitators).where(eq(facilitators.id, LENA));
    expect(lena.firstName).toBe('Lena');
  });

  it('replaces the focus areas (rows and array) and renames the account', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    await put(facilitator, 'facilitator', {
      ...validFacilitator,
      focusAreas: ['agile', 'innovation', 'agile'],
    });
    await put(facilitator, 'facilitator', {
      ...validFacilitator,
      firstName: 'Renata',
      focusAreas: ['leadership'],
    });
    const rows = await ctx.db
      .select()
      .from(facilitatorFocusAreas)
      .where(eq(facilitatorFocusAreas.facilitatorId, facilitator.id));
    expect(rows.map((r) => r.focusAreaId)).toEqual(['leadership']);
    const [row] = await ctx.db.select().from(facilitators).where(eq(facilitators.id, facilitator.id));
    expect(row.focusAreas).toEqual(['leadership']);
    expect(row.profileCompletedAt).toBeInstanceOf(Date);
    const [account] = await ctx.db.select().from(user).where(eq(user.id, facilitator.id));
    expect(account).toMatchObject({ name: 'Renata Zarkowski', firstName: 'Renata', lastName: 'Zarkowski' });
  });

  it('keeps the old focus areas when the input is refused', async () => {
    const facilitator = await onboardedFacilitator({ focusAreas: ['innovation'] });
    const res = await put(facilitator, 'facilitator', {
      ...validFacilitator,
      focusAreas: ['innovation', 'underwater-basket-weaving'],
    });
    expect(res.statusCode).toBe(400);
    const rows = await ctx.db
      .select()
      .from(facilitatorFocusAreas)
      .where(eq(facilitatorFocusAreas.facilitatorId, facilitator.id));
    expect(rows.map((r) => r.focusAreaId)).toEqual(['innovation']);
  });

  it('stays consistent under concurrent saves of the same profile', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const sets = [
      ['agile'],
      ['agile', 'innovation'],
      ['training', 'performance'],
      ['innovation', 'leadership', 'agile'],
      ['change-management'],
      ['agile', 'training'],
    ];
    const results = await Promise.all(
      sets.map((focusAreas) => put(facilitator, 'facilitator', { ...validFacilitator, focusAreas })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(sets.map(() => 200));
    const [row] = await ctx.db.select().from(facilitators).where(eq(facilitators.id, facilitator.id));
    const rows = await ctx.db
      .select()
      .from(facilitatorFocusAreas)
      .where(eq(facilitatorFocusAreas.facilitatorId, facilitator.id));
    expect(rows.map((r) => r.focusAreaId).sort()).toEqual([...row.focusAreas].sort());
  });

  it('saves the public details and never takes testimonials from the user', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const res = await put(facilitator, 'facilitator', {
      ...validFacilitator,
      yearsExperience: 12,
      rateNote: 'Travel days at half rate',
      education: ['MA Psychology', '  ', ''],
      pastClients: ['A regional bank'],
      testimonials: [{ text: 'I am the best', author: 'Me' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      yearsExperience: 12,
      rateNote: 'Travel days at half rate',
      education: ['MA Psychology'],
      pastClients: ['A regional bank'],
      testimonials: [],
    });

    // Omitted public fields stay as they are; an empty note clears it.
    const again = await put(facilitator, 'facilitator', { ...onboardingOnly, rateNote: '' });
    expect(again.json()).toMatchObject({ yearsExperience: 12, rateNote: null, education: ['MA Psychology'] });
    expect(again.json()).not.toHaveProperty('rate');
    expect(again.json()).not.toHaveProperty('certifications');

    const bad = await put(facilitator, 'facilitator', {
      ...validFacilitator,
      yearsExperience: 61,
      education: Array.from({ length: 21 }, (_, i) => `Degree ${i}`),
      pastClients: ['x'.repeat(201)],
    });
    expect(bad.statusCode).toBe(400);
    const { fieldErrors } = bad.json().error;
    expect(fieldErrors.yearsExperience).toEqual(['Years of experience must be a whole number from 0 to 60.']);
    expect(fieldErrors.education).toEqual(['Education: at most 20 entries.']);
    expect(fieldErrors['pastClients.0']).toEqual(['Each entry must be at most 200 characters.']);
  });

  it('keeps default cancellation tiers, shows them on the public page and goes back to the defaults on null', async () => {
    const facilitator = await onboardedFacilitator();
    expect((await get('/api/profile', facilitator)).json().facilitator.cancellationTiers).toBeNull();

    const tiers = [
      { minDaysBefore: 30, percent: 0 },
      { minDaysBefore: 7, percent: 40 },
      { minDaysBefore: 0, percent: 80 },
    ];
    const res = await put(facilitator, 'facilitator', { ...validFacilitator, cancellationTiers: tiers });
    expect(res.statusCode).toBe(200);
    expect(res.json().cancellationTiers).toEqual(tiers);
    expect((await get(`/api/facilitators/${facilitator.id}`)).json().cancellationTiers).toEqual(tiers);

    // Left out, they stay; null goes back to the defaults.
    expect((await put(facilitator, 'facilitator', validFacilitator)).json().cancellationTiers).toEqual(tiers);
    const reset = await put(facilitator, 'facilitator', { ...validFacilitator, cancellationTiers: null });
    expect(reset.json().cancellationTiers).toBeNull();

    for (const bad of [
      [],
      [{ minDaysBefore: 10, percent: 50 }],
      [
        { minDaysBefore: 0, percent: 50 },
        { minDaysBefore: 10, percent: 0 },
      ],
      [{ minDaysBefore: 0, percent: 101 }],
      [{ minDaysBefore: -1, percent: 0 }],
    ]) {
      const refused = await put(facilitator, 'facilitator', { ...validFacilitator, cancellationTiers: bad });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().error.fieldErrors)[0]).toMatch(/^cancellationTiers/);
    }
  });
});

describe('GET /api/facilitators (directory)', () => {
  const search = async (query: string) => {
    const res = await get(`/api/facilitators?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      items: { id: string; firstName: string; lastName: string; location: string; focusAreas: string[] }[];
      total: number;
      page: number;
      pageSize: number;
      totalPages: number;
    };
  };

  it('lists completed profiles, 12 to a page', async () => {
    const all = await search('');
    expect(all.total).toBeGreaterThanOrEqual(18);
    expect(all.pageSize).toBe(12);
    expect(all.items).toHaveLength(12);
    expect(all.totalPages).toBe(Math.ceil(all.total / 12));
  });

  it('finds by name, by a skill word and by location, and hides unfinished profiles', async () => {
    expect((await search('q=Lena')).items.map((f) => f.id)).toContain(LENA);
    const byName = await search('q=Lena%20Fischer');
    expect(byName.items[0].id).toBe(LENA);
    // "sprints" stems to the same word as Lena's "sprint".
    expect((await search('q=sprints')).items.map((f) => f.id)).toContain(LENA);
    const berlin = await search('location=berlin');
    expect(berlin.items.map((f) => f.id)).toContain(LENA);
    expect(berlin.items.every((f) => /berlin/i.test(f.location))).toBe(true);

    const unfinished = await signUp(ctx, 'facilitator', { firstName: 'Xanthippe', lastName: 'Unfinished' });
    expect((await search('q=Xanthippe')).total).toBe(0);
    expect((await get(`/api/facilitators/${unfinished.id}`)).statusCode).toBe(404);
    await put(unfinished, 'facilitator', {
      ...validFacilitator,
      firstName: 'Xanthippe',
      lastName: 'Finished',
    });
    expect((await search('q=Xanthippe')).items.map((f) => f.id)).toEqual([unfinished.id]);
  });

  it('filters by focus areas (all of them) and combines filters', async () => {
    const design = await search('focusArea=design-thinking');
    expect(design.total).toBeGreaterThan(0);
    expect(design.items.every((f) => f.focusAreas.includes('design-thinking'))).toBe(true);
    const both = await search('focusArea=design-thinking&focusArea=innovation');
    expect(
      both.items.every(
        (f) => f.focusAreas.includes('design-thinking') && f.focusAreas.includes('innovation'),
      ),
    ).toBe(true);
    expect(both.total).toBeLessThanOrEqual(design.total);
    expect((await search('focusArea=design-thinking,innovation')).total).toBe(both.total);
    const combined = await search('q=sprint&location=Berlin&focusArea=design-thinking');
    expect(combined.items.map((f) => f.id)).toEqual([LENA]);
    expect((await search('q=sprint&location=Toronto&focusArea=design-thinking')).total).toBe(0);
    expect((await get('/api/facilitators?focusArea=knitting')).statusCode).toBe(400);
  });

  it('treats search text as data, not syntax', async () => {
    for (const q of ["'); drop table facilitators; --", '%', '_', '\\', 'a & b | !c', '"unclosed']) {
      const res = await get(`/api/facilitators?q=${encodeURIComponent(q)}&location=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(0);
    }
  });

  it('pages without overlap and bounds the page size', async () => {
    const first = await search('pageSize=5&page=1');
    const second = await search('pageSize=5&page=2');
    expect(first.items).toHaveLength(5);
    expect(second.items).toHaveLength(5);
    expect(second.total).toBe(first.total);
    const ids = new Set([...first.items, ...second.items].map((f) => f.id));
    expect(ids.size).toBe(10);
    const beyond = await search('page=999');
    expect(beyond.items).toEqual([]);
    expect((await search('')).pageSize).toBe(12);
    // A bad page number is refused like on every other list, not read as page 1.
    for (const query of ['pageSize=500', 'pageSize=0', 'page=abc', 'page=0', 'page=100000']) {
      expect((await get(`/api/facilitators?${query}`)).statusCode, query).toBe(400);
      expect((await get(`/api/companies?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('never exposes an email address', async () => {
    const list = await get('/api/facilitators?pageSize=50');
    expect(list.body).not.toMatch(/@/);
    const detail = await get(`/api/facilitators/${LENA}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).not.toHaveProperty('email');
    expect(detail.body).not.toContain('lena.fischer@facilitators.example');
    expect(detail.json()).toMatchObject({
      firstName: 'Lena',
      lastName: 'Fischer',
      location: 'Berlin, Germany',
      yearsExperience: 11,
      rateCurrency: 'EUR',
      dayRateMin: 1300,
      rateNote: null,
    });
    expect(detail.json().testimonials.length).toBeGreaterThan(0);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await get('/api/facilitators/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/facilitators/not-a-uuid')).statusCode).toBe(404);
    expect((await get("/api/facilitators/1'%20or%201=1")).statusCode).toBe(404);
  });
});

describe('the listing rule (docs/decisions/035)', () => {
  const directoryIds = async (q: string) =>
    ((await get(`/api/facilitators?q=${q}`)).json().items as { id: string }[]).map((item) => item.id);
  const inSitemap = async (id: string) => (await get('/sitemap.xml')).body.includes(`/facilitators/${id}`);

  it('keeps an onboarded profile out of the directory, its search and the sitemap until it meets the rule', async () => {
    const who = await signUp(ctx, 'facilitator');
    const stranger = await signUp(ctx, 'company');
    const profile = { ...onboardingOnly, lastName: 'Unlistedson' };
    expect((await put(who, 'facilitator', profile)).statusCode).toBe(200);

    expect(await directoryIds('Unlistedson')).not.toContain(who.id);
    expect(await inSitemap(who.id)).toBe(false);
    // Others get the normal 404; its owner sees the page with what it still needs.
    expect((await get(`/api/facilitators/${who.id}`)).statusCode).toBe(404);
    expect((await get(`/api/facilitators/${who.id}`, stranger)).statusCode).toBe(404);
    const own = await get(`/api/facilitators/${who.id}`, who);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect(own.json().listingMissing).toEqual(['yearsExperience', 'rate']);
    const dashboard = await get('/api/facilitator/dashboard', who);
    expect(dashboard.json().profileCompleteness).toMatchObject({
      missing: ['yearsExperience', 'rate', 'avatar'],
      listingMissing: ['yearsExperience', 'rate'],
    });

    // A day rate in a currency is a rate.
    expect(
      (
        await put(who, 'facilitator', {
          ...profile,
          yearsExperience: 4,
          rateCurrency: 'EUR',
          dayRateMin: 700,
        })
      ).statusCode,
    ).toBe(200);
    expect(await directoryIds('Unlistedson')).toContain(who.id);
    expect(await inSitemap(who.id)).toBe(true);
    const listed = await get(`/api/facilitators/${who.id}`, stranger);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().listingMissing).toEqual([]);
    expect((await get('/api/facilitator/dashboard', who)).json().profileCompleteness.listingMissing).toEqual(
      [],
    );
  });

  it("is one rule: the stored `listable` agrees with the dashboard's checks, field by field", async () => {
    const who = await onboardedFacilitator();
    type Values = Partial<typeof facilitators.$inferInsert>;
    const listableValues: Values = {
      headline: validFacilitator.headline,
      bio: validFacilitator.bio,
      location: validFacilitator.location,
      focusAreas: ['agile'],
      yearsExperience: 9,
      rateCurrency: 'EUR',
      dayRateMin: 900,
      dayRateMax: null,
      hourlyRateMin: null,
      hourlyRateMax: null,
      avatarPath: '/uploads/0123456789abcdef0123456789abcdef.webp',
    };
    const cases: Values[] = [
      {},
      { yearsExperience: null },
      { dayRateMin: null },
      { rateCurrency: null },
      { dayRateMin: null, hourlyRateMax: 120 },
      { headline: '' },
      { bio: ' ' },
      { location: '' },
      { focusAreas: [] },
      { avatarPath: null },
    ];
    for (const change of cases) {
      await ctx.db
        .update(facilitators)
        .set({ ...listableValues, ...change })
        .where(eq(facilitators.id, who.id));
      const [row] = await ctx.db.select().from(facilitators).where(eq(facilitators.id, who.id));
      const { listingMissing: needed } = profileCompleteness(row);
      expect({ change, listable: row!.listable }).toEqual({ change, listable: needed.length === 0 });
    }
  });

  it('lists every sample facilitator', async () => {
    const ids = SEED_FACILITATORS.map((f) => seedUuid(`facilitator:${f.key}`));
    const rows = await ctx.db
      .select({ id: facilitators.id, listable: facilitators.listable })
      .from(facilitators)
      .where(inArray(facilitators.id, ids));
    expect(rows).toHaveLength(ids.length);
    expect(rows.filter((row) => !row.listable)).toEqual([]);
  });
});

describe('GET /api/companies (directory)', () => {
  it('lists completed companies with their open job counts and industries', async () => {
    const res = await get('/api/companies?pageSize=50');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThanOrEqual(10);
    expect((await get('/api/companies')).json().pageSize).toBe(12);
    expect(body.industries).toContainEqual({ name: 'Healthcare', contentLanguage: 'en' });
    const northwind = body.items.find((c: { id: string }) => c.id === NORTHWIND);
    expect(northwind).toMatchObject({ name: 'Northwind Labs', industry: 'Software & SaaS', size: '201-500' });
    expect(northwind.openJobs).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/@/);
  });

  it('searches, filters by industry, and hides unfinished profiles', async () => {
    const found = await get('/api/companies?q=northwind');
    expect(found.json().items[0].id).toBe(NORTHWIND);
    const health = await get('/api/companies?industry=healthcare');
    expect(health.json().total).toBeGreaterThan(0);
    expect(health.json().items.every((c: { industry: string }) => c.industry === 'Healthcare')).toBe(true);
    await signUp(ctx, 'company', { companyName: 'Zzyzx Unfinished' });
    expect((await get('/api/companies?q=Zzyzx')).json().total).toBe(0);
  });

  it('shows a company with its published jobs, newest first, at most 50', async () => {
    const res = await get(`/api/companies/${NORTHWIND}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Northwind Labs', website: 'https://www.northwind-labs.example' });
    expect(body).not.toHaveProperty('email');
    expect(body.jobs.length).toBeGreaterThan(0);
    expect(body.jobs.length).toBeLessThanOrEqual(50);
    expect(body.jobs.length).toBe(Math.min(50, body.openJobs));
    const times = body.jobs.map((j: { postedAt: string }) => Date.parse(j.postedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await get('/api/companies/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/companies/nope')).statusCode).toBe(404);
  });
});

describe('contacting a facilitator', () => {
  it('starts a conversation; the one-shot email route is gone', async () => {
    const company = await signUp(ctx, 'company', { companyName: 'Contacting Co' });
    const before = ctx.mails.length;
    const gone = await ctx.app.inject({
      method: 'POST',
      url: `/api/facilitators/${LENA}/contact`,
      headers: as(company),
      payload: { message: 'We would love you to run our spring design sprint in Berlin.', kind: 'contact' },
    });
    expect(gone.statusCode).toBe(404);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: as(company),
      payload: { to: LENA, body: 'We would love you to run our spring design sprint.', kind: 'availability' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain('facilitators.example');
    expect(res.json().message.author.name).toBe('Contacting Co');
    // Mailed later, and only if it is still unread then: nothing goes out now.
    expect(ctx.mails.length).toBe(before);
  });
});
