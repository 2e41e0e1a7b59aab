import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FOCUS_AREAS } from '../../shared/focus-areas';
import type {
  CompanyJobListResponse,
  JobDetail,
  JobListParams,
  JobListResponse,
  PostJobFormValues,
} from '../../shared/jobs';
import { companies, jobs } from '../db/schema';
import { estimateJobCount, listPublishedJobs } from './job-board.repo';
import {
  COUNT_LOOKAHEAD_PAGES,
  EXACT_COUNT_MAX_JOBS,
  jobCountMode,
  RESULT_WINDOW,
  RESULT_WINDOW_MESSAGE,
} from './jobs.service';
import { buildApp } from '../app';
import { DAY_MS, fixedClock } from '../clock';
import { makeApplication, postJob, postJobRequest, validJobInput } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';

const ctx = await buildTestApp();

const companyA = await signUp(ctx, 'company', { companyName: 'Alpha Workshops' });
const companyB = await signUp(ctx, 'company', { companyName: 'Beta Offsites' });
const facilitator = await signUp(ctx, 'facilitator');

async function list(query: string): Promise<JobListResponse> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const action = (user: TestUser | undefined, id: string, name: 'publish' | 'close' | 'reopen') =>
  ctx.app.inject({ method: 'POST', url: `/api/jobs/${id}/${name}`, headers: as(user) });

const detail = (user: TestUser | undefined, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: as(user) });

/** A date `days` after the app's today (its clock may be moved by CLOCK_OFFSET_DAYS). */
const isoDaysFromNow = (days: number) =>
  new Date(ctx.clock.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);

describe('POST /api/jobs', () => {
  it('needs a signed-in company', async () => {
    expect((await postJobRequest(ctx, undefined, validJobInput())).statusCode).toBe(401);
    const res = await postJobRequest(ctx, facilitator, validJobInput());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only companies can access this page.');
  });

  it('stores a published job owned by the company', async () => {
    const before = ctx.clock.now().getTime();
    const job = await postJob(ctx, companyA);
    expect(job).toMatchObject({
      title: 'Facilitator for a two-day strategy offsite',
      companyName: 'Alpha Workshops',
      companyId: companyA.id,
      status: 'published',
      remote: 'hybrid',
      experience: 'senior',
      focusAreas: ['strategic-planning'],
      isOwner: true,
      isClosed: false,
      acceptingApplications: true,
    });
    expect(new Date(job.postedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(job.postedAt!).getTime()).toBeLessThanOrEqual(ctx.clock.now().getTime());
    const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.companyId).toBe(companyA.id);
  });

  it('applies the spec defaults: remote no, intermediate, contract; empty optional fields become null', async () => {
    const { remote: _r, experience: _e, employmentType: _t, ...rest } = validJobInput();
    const res = await postJobRequest(ctx, companyA, {
      ...rest,
      budgetNote: '',
      applicationDeadline: '',
      responsibilities: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      remote: 'no',
      experience: 'intermediate',
      employmentType: 'contract',
      budgetNote: null,
      applicationDeadline: null,
      responsibilities: '',
    });
  });

  it('saves a draft without a posting date', async () => {
    const job = await postJob(ctx, companyA, { status: 'draft' });
    expect(job.status).toBe('draft');
    expect(job.postedAt).toBeNull();
  });

  it("answers every field's message for an empty form", async () => {
    const res = await postJobRequest(ctx, companyA, {
      title: '',
      location: '',
      description: '',
      requirements: '',
      focusAreas: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors).toEqual({
      title: ['Job title must be at least 5 characters'],
      location: ['Location must be at least 2 characters'],
      description: ['Job description must be at least 50 characters'],
      requirements: ['Requirements must be at least 20 characters'],
      focusAreas: ['Select at least one focus area'],
    });
  });

  it('gives the same messages when fields are missing altogether, and trims before counting', async () => {
    const missing = await postJobRequest(ctx, companyA, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fieldErrors.title).toEqual(['Job title must be at least 5 characters']);
    expect(missing.json().error.fieldErrors.focusAreas).toEqual(['Select at least one focus area']);
    const spaces = await postJobRequest(ctx, companyA, validJobInput({ title: '   abc    ' }));
    expect(spaces.json().error.fieldErrors.title).toEqual(['Job title must be at least 5 characters']);
  });

  it('rejects unknown options, focus areas, overlong text and malformed or past deadlines', async () => {
    const res = await postJobRequest(ctx, companyA, {
      ...validJobInput(),
      remote: 'sometimes',
      experience: 'guru',
      employmentType: 'forever',
      focusAreas: ['juggling'],
      title: 'x'.repeat(201),
      applicationDeadline: '2024-02-30',
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().error.fieldErrors;
    expect(Object.keys(errors).sort()).toEqual([
      'applicationDeadline',
      'employmentType',
      'experience',
      'focusAreas.0',
      'remote',
      'title',
    ]);
    expect(errors.title).toEqual(['Job title must be at most 200 characters']);
    expect(errors.applicationDeadline).toEqual(['Please enter a valid date (YYYY-MM-DD)']);

    const past = await postJobRequest(
      ctx,
      companyA,
      validJobInput({ applicationDeadline: isoDaysFromNow(-3) }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fieldErrors.applicationDeadline).toEqual([
      'The deadline must be today or later',
    ]);

    const today = await postJob(ctx, companyA, { applicationDeadline: isoDaysFromNow(0) });
    expect(today.applicationDeadline).toBe(isoDaysFromNow(0));
  });

  it('accepts a status of published or draft only', async () => {
    const res = await postJobRequest(ctx, companyA, { ...validJobInput(), status: 'closed' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors.status).toBeDefined();
  });
});

describe("the company a job shows is the poster's profile", () => {
  const rename = (user: TestUser, name: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/company',
      headers: as(user),
      payload: {
        name,
        industry: 'Consulting',
        size: '11-50',
        description: 'A facilitation consultancy for leadership offsites, retrospectives and team days.',
      },
    });

  it('ignores a company name sent with the job, on posting and on editing', async () => {
    const poster = await signUp(ctx, 'company', { companyName: 'Northwind Facilitation' });
    const job = await postJob(ctx, poster, { company: 'Google LLC' } as Partial<PostJobFormValues>);
    expect(job.companyName).toBe('Northwind Facilitation');
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${job.id}`,
      headers: as(poster),
      payload: { company: 'Google LLC', title: 'Facilitator for a two-day leadership offsite' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      companyName: 'Northwind Facilitation',
      company: { name: 'Northwind Facilitation' },
    });

    expect((await detail(undefined, job.id)).json().companyName).toBe('Northwind Facilitation');
    expect((await list('?q=google')).items.map((item) => item.id)).not.toContain(job.id);
    const found = (await list('?q=northwind')).items.find((item) => item.id === job.id);
    expect(found?.companyName).toBe('Northwind Facilitation');
  });

  it('follows a rename of the company profile: lists, detail and search', async () => {
    const poster = await signUp(ctx, 'company', { companyName: 'Old Harbour Workshops' });
    const job = await postJob(ctx, poster);
    expect(job.companyName).toBe('Old Harbour Workshops');
    expect((await rename(poster, 'Bright Lantern Collective')).statusCode).toBe(200);

    expect((await detail(undefined, job.id)).json()).toMatchObject({
      companyName: 'Bright Lantern Collective',
      company: { name: 'Bright Lantern Collective' },
    });
    expect((await list('?q=lantern')).items.map((item) => item.id)).toContain(job.id);
    expect((await list('?q=harbour')).items.map((item) => item.id)).not.toContain(job.id);
    const own = await ctx.app.inject({ method: 'GET', url: '/api/company/jobs', headers: as(poster) });
    expect(own.json().items[0]).toMatchObject({ id: job.id, companyName: 'Bright Lantern Collective' });
  });

  it('keeps the anonymous label a deleted company leaves on its jobs', async () => {
    const poster = await signUp(ctx, 'company', { companyName: 'Vanishing Ventures' });
    const job = await postJob(ctx, poster);
    // What account deletion does to a company's jobs, then the company row goes.
    await ctx.db
      .update(jobs)
      .set({ companyId: null, companyName: 'Former company', status: 'closed' })
      .where(eq(jobs.companyId, poster.id));
    await ctx.db.delete(companies).where(eq(companies.id, poster.id));
    const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ companyId: null, companyName: 'Former company' });
    // Its page is gone: a company that left takes its postings with it.
    expect((await detail(undefined, job.id)).statusCode).toBe(410);
  });

  it("holds for any writer: the database keeps a job on its company's name", async () => {
    const poster = await signUp(ctx, 'company', { companyName: 'Quiet Signal Partners' });
    const job = await postJob(ctx, poster);
    await ctx.db.update(jobs).set({ companyName: 'Google LLC' }).where(eq(jobs.id, job.id));
    const [row] = await ctx.db
      .insert(jobs)
      .values({
        companyId: poster.id,
        title: 'Inserted directly',
        companyName: 'Google LLC',
        location: 'Remote',
        description: 'x'.repeat(60),
        requirements: 'y'.repeat(30),
      })
      .returning();
    const names = await ctx.db
      .select({ name: jobs.companyName })
      .from(jobs)
      .where(eq(jobs.companyId, poster.id));
    expect(names.map((n) => n.name)).toEqual(['Quiet Signal Partners', 'Quiet Signal Partners']);
    expect(row.companyName).toBe('Quiet Signal Partners');
  });
});

describe("a job shows its company's logo", () => {
  it("carries the uploaded logo on the list, the job page and the company's own list; null without one", async () => {
    const withLogo = await signUp(ctx, 'company', { companyName: 'Lighthouse Labs' });
    const without = await signUp(ctx, 'company', { companyName: 'Plain Paper Co' });
    const logo = '/uploads/0123456789abcdef0123456789abcdef.webp';
    await ctx.db.update(companies).set({ logoPath: logo }).where(eq(companies.id, withLogo.id));
    const job = await postJob(ctx, withLogo);
    const plain = await postJob(ctx, without);

    const items = (await list('?pageSize=50')).items;
    expect(items.find((item) => item.id === job.id)?.companyLogoUrl).toBe(logo);
    expect(items.find((item) => item.id === plain.id)?.companyLogoUrl).toBeNull();
    const searched = (await list('?q=lighthouse')).items.find((item) => item.id === job.id);
    expect(searched?.companyLogoUrl).toBe(logo);

    expect((await detail(undefined, job.id)).json()).toMatchObject({
      companyLogoUrl: logo,
      company: { logoUrl: logo },
    });
    expect((await detail(undefined, plain.id)).json().companyLogoUrl).toBeNull();

    const own = await ctx.app.inject({ method: 'GET', url: '/api/company/jobs', headers: as(withLogo) });
    expect(own.json().items[0].companyLogoUrl).toBe(logo);
  });
});

describe('GET /api/jobs/:id', () => {
  it('includes the company profile for "About the company"', async () => {
    await ctx.db
      .update(companies)
      .set({
        description: 'Alpha Workshops designs learning journeys for European scale-ups.',
        website: 'https://alpha.example',
        logoPath: '/uploads/0123456789abcdef0123456789abcdef.webp',
      })
      .where(eq(companies.id, companyA.id));
    const job = await postJob(ctx, companyA);
    const res = await detail(undefined, job.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: job.id,
      isOwner: false,
      company: {
        id: companyA.id,
        name: 'Alpha Workshops',
        description: 'Alpha Workshops designs learning journeys for European scale-ups.',
        website: 'https://alpha.example',
        logoUrl: '/uploads/0123456789abcdef0123456789abcdef.webp',
      },
    });
    expect((await detail(companyA, job.id)).json().isOwner).toBe(true);
  });

  it('answers 404 for unknown and malformed ids, never 500', async () => {
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      "1'%3B drop table jobs%3B--",
      'x'.repeat(99),
    ]) {
      const res = await detail(undefined, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    // A broken percent-encoding is refused by the router itself: still a 4xx.
    expect((await detail(undefined, '%E0%A4%A')).statusCode).toBe(400);
  });

  it('shows a draft only to its owner', async () => {
    const draft = await postJob(ctx, companyA, { status: 'draft' });
    expect((await detail(companyA, draft.id)).statusCode).toBe(200);
    expect((await detail(undefined, draft.id)).statusCode).toBe(404);
    expect((await detail(companyB, draft.id)).statusCode).toBe(404);
    expect((await detail(facilitator, draft.id)).statusCode).toBe(404);
  });
});

describe('job lifecycle', () => {
  it('goes draft → published → closed → published, and refuses every other move with 409', async () => {
    const draft = await postJob(ctx, companyA, { status: 'draft' });
    let res = await action(companyA, draft.id, 'close');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Only a published job can be closed. This job is draft.');
    expect((await action(companyA, draft.id, 'reopen')).statusCode).toBe(409);

    res = await action(companyA, draft.id, 'publish');
    expect(res.statusCode).toBe(200);
    const published: JobDetail = res.json();
    expect(published.status).toBe('published');
    expect(published.postedAt).not.toBeNull();

    res = await action(companyA, draft.id, 'publish');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Only a draft can be published. This job is published.');
    expect((await action(companyA, draft.id, 'reopen')).statusCode).toBe(409);

    res = await action(companyA, draft.id, 'close');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'closed', isClosed: true, acceptingApplications: false });
    expect(res.json().closedAt).not.toBeNull();
    expect((await action(companyA, draft.id, 'close')).statusCode).toBe(409);
    expect((await action(companyA, draft.id, 'publish')).statusCode).toBe(409);

    res = await action(companyA, draft.id, 'reopen');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'published', closedAt: null, postedAt: published.postedAt });
  });

  it('lets only the owning company change a job', async () => {
    const job = await postJob(ctx, companyA);
    expect((await action(undefined, job.id, 'close')).statusCode).toBe(401);
    expect((await action(facilitator, job.id, 'close')).statusCode).toBe(403);
    const res = await action(companyB, job.id, 'close');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You can only change your own job postings.');
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${job.id}`,
      headers: as(companyB),
      payload: { title: 'Hijacked title here' },
    });
    expect(patch.statusCode).toBe(403);
    expect((await detail(undefined, job.id)).json()).toMatchObject({ status: 'published', title: job.title });

    // Someone else's draft does not even exist for company B.
    const draft = await postJob(ctx, companyA, { status: 'draft' });
    expect((await action(companyB, draft.id, 'publish')).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: `/api/jobs/${draft.id}`,
          headers: as(companyB),
          payload: { title: 'Hijacked title here' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await action(companyA, 'not-a-uuid', 'publish')).statusCode).toBe(404);
  });

  it('lets two simultaneous closes succeed once', async () => {
    const job = await postJob(ctx, companyA);
    const results = await Promise.all([action(companyA, job.id, 'close'), action(companyA, job.id, 'close')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe("the app's clock", () => {
  it("dates a job and decides on its deadline by the injected clock, not the machine's", async () => {
    const onDay = (iso: string) => buildApp({ ...ctx.app.deps, clock: fixedClock(iso) });
    const may20 = await onDay('2031-05-20T12:00:00.000Z');
    const may22 = await onDay('2031-05-22T12:00:00.000Z');
    try {
      const postOn = (app: typeof may20, payload: object) => postJobRequest({ app }, companyA, payload);
      const past = await postOn(may20, validJobInput({ applicationDeadline: '2031-05-18' }));
      expect(past.statusCode).toBe(400);
      expect(past.json().error.fieldErrors.applicationDeadline).toEqual([
        'The deadline must be today or later',
      ]);

      const res = await postOn(may20, validJobInput({ applicationDeadline: '2031-05-20' }));
      expect(res.statusCode, res.body).toBe(201);
      const job: JobDetail = res.json();
      expect(job).toMatchObject({
        postedAt: '2031-05-20T12:00:00.000Z',
        createdAt: '2031-05-20T12:00:00.000Z',
        acceptingApplications: true,
      });
      const later = await may22.inject({ url: `/api/jobs/${job.id}` });
      expect(later.json()).toMatchObject({ applicationDeadline: '2031-05-20', acceptingApplications: false });

      const closed = await may22.inject({
        method: 'POST',
        url: `/api/jobs/${job.id}/close`,
        headers: as(companyA),
      });
      expect(closed.json()).toMatchObject({
        closedAt: '2031-05-22T12:00:00.000Z',
        updatedAt: '2031-05-22T12:00:00.000Z',
      });
    } finally {
      await may20.close();
      await may22.close();
    }
  });
});

describe('PATCH /api/jobs/:id', () => {
  const patch = (user: TestUser, id: string, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/jobs/${id}`, headers: as(user), payload });

  it('changes the fields sent and keeps the rest', async () => {
    const job = await postJob(ctx, companyA);
    const res = await patch(companyA, job.id, {
      title: 'Facilitator for a three-day offsite',
      budgetNote: '',
      focusAreas: ['team-building', 'team-building'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Facilitator for a three-day offsite',
      budgetNote: null,
      focusAreas: ['team-building'],
      location: job.location,
      remote: job.remote,
      description: job.description,
      status: 'published',
    });
  });

  it('validates with the same messages', async () => {
    const job = await postJob(ctx, companyA);
    const res = await patch(companyA, job.id, { title: 'abc', focusAreas: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors).toEqual({
      title: ['Job title must be at least 5 characters'],
      focusAreas: ['Select at least one focus area'],
    });
  });

  it('refuses a new past deadline but keeps one that has passed since', async () => {
    const job = await postJob(ctx, companyA, { applicationDeadline: isoDaysFromNow(5) });
    const past = isoDaysFromNow(-10);
    const res = await patch(companyA, job.id, { applicationDeadline: past });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors.applicationDeadline).toEqual(['The deadline must be today or later']);

    await ctx.db.update(jobs).set({ applicationDeadline: past }).where(eq(jobs.id, job.id));
    const keep = await patch(companyA, job.id, {
      applicationDeadline: past,
      title: 'Still the same offsite job',
    });
    expect(keep.statusCode).toBe(200);
    expect(keep.json()).toMatchObject({ applicationDeadline: past, acceptingApplications: false });
    const cleared = await patch(companyA, job.id, { applicationDeadline: '' });
    expect(cleared.json()).toMatchObject({ applicationDeadline: null, acceptingApplications: true });
  });
});

describe('GET /api/jobs', () => {
  it('lists published jobs newest first with a total', async () => {
    const page = await list('');
    expect(page.pageSize).toBe(20);
    expect(page.items).toHaveLength(20);
    expect(page.total).toBeGreaterThanOrEqual(428);
    expect(page.totalIsExact).toBe(true);
    expect(page.totalPages).toBe(Math.ceil(page.total / 20));
    expect(page.items.every((job) => job.status === 'published')).toBe(true);
    const times = page.items.map((job) => new Date(job.postedAt!).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages without overlap and bounds the page size', async () => {
    const [one, two] = await Promise.all([list('?page=1&pageSize=10'), list('?page=2&pageSize=10')]);
    expect(two.items).toHaveLength(10);
    const ids = new Set(one.items.map((job) => job.id));
    expect(two.items.some((job) => ids.has(job.id))).toBe(false);
    expect((await list('?pageSize=50')).items).toHaveLength(50);
    const beyond = await list('?page=9999');
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(one.total);
    for (const query of [
      '?pageSize=51',
      '?pageSize=0',
      '?page=0',
      '?page=-1',
      '?page=abc',
      '?page=100000000',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('leaves out drafts and closed jobs, which stay reachable by id', async () => {
    const word = 'Zyzzogeton';
    const draft = await postJob(ctx, companyA, { status: 'draft', title: `${word} draft workshop` });
    const closed = await postJob(ctx, companyA, { title: `${word} closed workshop` });
    const open = await postJob(ctx, companyA, { title: `${word} open workshop` });
    await action(companyA, closed.id, 'close');
    const found = await list(`?q=${word}`);
    expect(found.items.map((job) => job.id)).toEqual([open.id]);
    expect(found.total).toBe(1);
    expect(
      (await list('?pageSize=50')).items.some((job) => job.id === closed.id || job.id === draft.id),
    ).toBe(false);
    const res = await detail(undefined, closed.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'closed', isClosed: true, acceptingApplications: false });
  });

  it('lists the matches of a search newest first, wherever the words appear', async () => {
    const word = 'Quokkafest';
    const inTitle = await postJob(ctx, companyB, { title: `${word} planning facilitator` });
    const inDescription = await postJob(ctx, companyA, {
      title: 'Retrospective facilitator for a product team',
      description: `Our team runs a yearly ${word} celebration; we need a facilitator for the retrospective around it.`,
    });
    const found = await list(`?q=${word.toLowerCase()}`);
    expect(found.items.map((job) => job.id)).toEqual([inDescription.id, inTitle.id]);
    expect(found).toMatchObject({ total: 2, totalIsExact: true, totalPages: 1 });
  });

  it('understands web search syntax and stop-word-only queries', async () => {
    const word = 'Pangolinade';
    const a = await postJob(ctx, companyA, {
      title: `${word} sprint facilitator`,
      focusAreas: ['design-thinking'],
    });
    await postJob(ctx, companyA, { title: `${word} board retreat facilitator` });
    expect((await list(`?q=${encodeURIComponent(`${word} -retreat`)}`)).items.map((job) => job.id)).toEqual([
      a.id,
    ]);
    expect((await list(`?q=${encodeURIComponent(`"${word} sprint"`)}`)).items.map((job) => job.id)).toEqual([
      a.id,
    ]);
    const stop = await list('?q=the');
    expect(stop.total).toBe((await list('')).total);
  });

  it('filters by focus area, remote, employment type and experience', async () => {
    const design = await list('?focusArea=design-thinking&pageSize=50');
    const seeded = FOCUS_AREAS.find((area) => area.id === 'design-thinking')!.sampleJobCount;
    expect(design.total).toBeGreaterThanOrEqual(seeded);
    expect(design.items.every((job) => job.focusAreas.includes('design-thinking'))).toBe(true);

    const combined = await list('?remote=yes&employmentType=full-time&experience=senior&pageSize=50');
    expect(combined.total).toBeGreaterThan(0);
    expect(
      combined.items.every(
        (job) => job.remote === 'yes' && job.employmentType === 'full-time' && job.experience === 'senior',
      ),
    ).toBe(true);

    const word = 'Capybarathon';
    const hybrid = await postJob(ctx, companyA, {
      title: `${word} hybrid`,
      remote: 'hybrid',
      focusAreas: ['agile', 'innovation'],
    });
    await postJob(ctx, companyA, { title: `${word} on site`, remote: 'no', focusAreas: ['agile'] });
    expect((await list(`?q=${word}&remote=hybrid`)).items.map((job) => job.id)).toEqual([hybrid.id]);
    expect((await list(`?q=${word}&focusArea=innovation`)).items.map((job) => job.id)).toEqual([hybrid.id]);
    expect((await list(`?q=${word}&focusArea=agile`)).total).toBe(2);
    expect((await list(`?q=${word}&remote=`)).total).toBe(2);

    for (const query of [
      '?focusArea=juggling',
      '?remote=maybe',
      '?employmentType=gig',
      '?experience=guru',
      `?q=${'a'.repeat(201)}`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('counting the matches of a large board', () => {
  const params = (overrides: Partial<JobListParams>): JobListParams => ({
    page: 1,
    pageSize: 2,
    ...overrides,
  });
  const word = 'Wombatique';
  let ids: string[] = [];
  /** Counting up to `countLimit` matches, within the first `resultWindow`. */
  const mode = (countLimit: number, resultWindow = 10) => ({
    exact: false as const,
    countLimit,
    resultWindow,
  });

  it('counts exactly on a small board and a few pages ahead on a large one', async () => {
    expect(jobCountMode({ page: 1, pageSize: 20 }, EXACT_COUNT_MAX_JOBS)).toEqual({ exact: true });
    const large = EXACT_COUNT_MAX_JOBS + 1;
    expect(jobCountMode({ page: 3, pageSize: 20 }, large)).toEqual({
      exact: false,
      countLimit: (3 + COUNT_LOOKAHEAD_PAGES) * 20,
      resultWindow: RESULT_WINDOW,
    });
    // The count never looks past the result window, and no page starts beyond it.
    const lastPage = RESULT_WINDOW / 20;
    expect(jobCountMode({ page: lastPage, pageSize: 20 }, large)).toMatchObject({
      countLimit: RESULT_WINDOW,
    });
    expect(() => jobCountMode({ page: lastPage + 1, pageSize: 20 }, large)).toThrow(RESULT_WINDOW_MESSAGE);

    // Five matches, newest last.
    ids = [];
    for (let i = 0; i < 5; i++)
      ids.unshift((await postJob(ctx, companyA, { title: `${word} session ${i}` })).id);
    const exact = await listPublishedJobs(ctx.db, params({ q: word }), { exact: true });
    expect(exact).toMatchObject({ total: 5, totalIsExact: true });
    expect(exact.rows.map((row) => row.id)).toEqual(ids.slice(0, 2));

    const capped = await listPublishedJobs(ctx.db, params({ q: word }), mode(3));
    expect(capped).toMatchObject({ total: 3, totalIsExact: false });
    expect(capped.rows.map((row) => row.id)).toEqual(ids.slice(0, 2));

    // The limit reached exactly is still an exact count.
    const atLimit = await listPublishedJobs(ctx.db, params({ q: word }), mode(5));
    expect(atLimit).toMatchObject({ total: 5, totalIsExact: true });
  });

  it('pages within the counted matches and counts a page past the end on its own', async () => {
    const last = await listPublishedJobs(ctx.db, params({ q: word, page: 3 }), mode(6));
    expect(last.rows.map((row) => row.id)).toEqual(ids.slice(4));
    expect(last).toMatchObject({ total: 5, totalIsExact: true });
    const past = await listPublishedJobs(ctx.db, params({ q: word, page: 4 }), mode(8));
    expect(past).toMatchObject({ rows: [], total: 5, totalIsExact: true });
    // Counted exactly once the walk falls short, but never past the result window.
    const windowed = await listPublishedJobs(ctx.db, params({ q: word }), mode(6, 4));
    expect(windowed).toMatchObject({ total: 4, totalIsExact: false });
  });

  it('reads a search on all three scalar filters from the facets index, newest first, counted up to the limit', async () => {
    const facets = { remote: 'hybrid', employmentType: 'one-time', experience: 'executive' } as const;
    const newestFirst: string[] = [];
    for (let i = 0; i < 3; i++)
      newestFirst.unshift((await postJob(ctx, companyA, { title: `Quokkafy day ${i}`, ...facets })).id);
    await postJob(ctx, companyA, { title: 'Quokkafy day, other options', ...facets, experience: 'senior' });
    const search = params({ q: 'Quokkafy', ...facets });
    const mode = (countLimit: number) => ({ exact: false as const, countLimit, resultWindow: 10 });

    const capped = await listPublishedJobs(ctx.db, search, mode(2));
    expect(capped).toMatchObject({ total: 2, totalIsExact: false });
    expect(capped.rows.map((row) => row.id)).toEqual(newestFirst.slice(0, 2));
    const all = await listPublishedJobs(ctx.db, { ...search, page: 2 }, mode(6));
    expect(all).toMatchObject({ total: 3, totalIsExact: true });
    expect(all.rows.map((row) => row.id)).toEqual(newestFirst.slice(2));

    // The index serves the filters and the order: no sort. The test board is too small for the planner to
    // prefer an ordered index scan on its own: a scan of the whole table, and a bitmap scan (which loses the
    // order; chosen or not depending on when the table was last analysed), are ruled out.
    const client = await ctx.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      await client.query('set local enable_bitmapscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain select id from jobs where status = 'published' and remote = 'hybrid'
           and employment_type = 'one-time' and experience = 'executive'
         order by posted_at desc nulls last, id desc nulls last limit 21`,
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toContain('jobs_published_facets_idx');
      expect(plan).not.toContain('Sort');
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('reads the size of the board from the planner statistics', async () => {
    await ctx.pool.query('analyze jobs');
    const { rows } = await ctx.pool.query<{ n: number }>('select count(*)::int as n from jobs');
    expect(await estimateJobCount(ctx.db)).toBeCloseTo(rows[0]!.n, -1);
  });
});

describe('GET /api/company/jobs', () => {
  it('is for companies only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/company/jobs' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/company/jobs', headers: as(facilitator) }))
        .statusCode,
    ).toBe(403);
  });

  it("lists the company's own jobs of every status with application counts, newest first", async () => {
    const company = await signUp(ctx, 'company', { companyName: 'Gamma Labs' });
    const draft = await postJob(ctx, company, { status: 'draft' });
    const closed = await postJob(ctx, company);
    await action(company, closed.id, 'close');
    const published = await postJob(ctx, company);
    await postJob(ctx, companyB);

    const f1 = await signUp(ctx, 'facilitator');
    const f2 = await signUp(ctx, 'facilitator');
    const f3 = await signUp(ctx, 'facilitator');
    await makeApplication(ctx, published, f1);
    await makeApplication(ctx, published, f2, { status: 'shortlisted' });
    await makeApplication(ctx, published, f3, { status: 'withdrawn' });
    await makeApplication(ctx, closed, f1);

    const res = await ctx.app.inject({ method: 'GET', url: '/api/company/jobs', headers: as(company) });
    expect(res.statusCode).toBe(200);
    const body: CompanyJobListResponse = res.json();
    expect(body.total).toBe(3);
    expect(body.items.map((job) => [job.id, job.status, job.applicationCount])).toEqual([
      [published.id, 'published', 2],
      [closed.id, 'closed', 1],
      [draft.id, 'draft', 0],
    ]);

    const paged = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/jobs?pageSize=2&page=2',
      headers: as(company),
    });
    expect(paged.json()).toMatchObject({ page: 2, pageSize: 2, total: 3, totalPages: 2 });
    expect(paged.json().items.map((job: { id: string }) => job.id)).toEqual([draft.id]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/company/jobs?pageSize=500', headers: as(company) }))
        .statusCode,
    ).toBe(400);
  });
});
