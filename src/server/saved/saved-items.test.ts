import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAVED_FACILITATORS_MAX, SAVED_JOBS_MAX, SAVED_PAGE_SIZE, type SavedJob } from '../../shared/saved';
import { facilitators, jobs, savedFacilitators, savedJobs, user } from '../db/schema';
import { makeJob, listedFacilitatorValues } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { sendAs } from '../test/inject';

const ctx = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });

const get = (who: TestUser | undefined, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: as(who) });

const MISSING = '00000000-0000-4000-8000-000000000000';

/** A facilitator whose profile is complete, so listed in the directory. */
async function listedFacilitator(overrides: Parameters<typeof signUp>[2] = {}) {
  const u = await signUp(ctx, 'facilitator', overrides);
  await ctx.db
    .update(facilitators)
    .set({ ...listedFacilitatorValues(ctx.clock.now()), location: 'Lisbon' })
    .where(eq(facilitators.id, u.id));
  return u;
}

/** `n` published jobs of `company`, written in one statement. */
async function manyJobs(company: TestUser, n: number) {
  const rows = await ctx.db
    .insert(jobs)
    .values(
      Array.from({ length: n }, (_, i) => ({
        companyId: company.id,
        title: `Bulk facilitator job ${i}`,
        companyName: 'Test Company',
        location: 'Berlin, Germany',
        description: 'A job description that is long enough for the rules of a posting.',
        requirements: 'Experience.',
        focusAreas: ['strategic-planning' as const],
        status: 'published' as const,
        postedAt: ctx.clock.now(),
      })),
    )
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

describe('saved jobs', () => {
  it('saves and unsaves idempotently, and lists and counts the saved job', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const job = await makeJob(ctx, company, { title: 'Retrospective facilitator' });

    const first = await sendAs(ctx, facilitator, 'PUT', `/api/saved-jobs/${job.id}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ jobId: job.id, savedAt: expect.any(String) });
    const again = await sendAs(ctx, facilitator, 'PUT', `/api/saved-jobs/${job.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const [{ n }] = await ctx.db
      .select({ n: count() })
      .from(savedJobs)
      .where(eq(savedJobs.userId, facilitator.id));
    expect(n).toBe(1);

    expect((await get(facilitator, '/api/saved-jobs/ids')).json()).toEqual({ jobIds: [job.id] });
    const list = await get(facilitator, '/api/saved-jobs');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json()).toMatchObject({ page: 1, pageSize: SAVED_PAGE_SIZE, total: 1, totalPages: 1 });
    expect(list.json().items).toEqual([
      {
        job: expect.objectContaining({ id: job.id, title: 'Retrospective facilitator', status: 'published' }),
        state: 'open',
        savedAt: first.json().savedAt,
      },
    ]);

    for (let i = 0; i < 2; i++) {
      const removed = await sendAs(ctx, facilitator, 'DELETE', `/api/saved-jobs/${job.id}`);
      expect(removed.statusCode).toBe(204);
    }
    expect((await sendAs(ctx, facilitator, 'DELETE', '/api/saved-jobs/not-a-uuid')).statusCode).toBe(204);
    expect((await get(facilitator, '/api/saved-jobs')).json()).toMatchObject({ items: [], total: 0 });
    expect((await get(facilitator, '/api/saved-jobs/ids')).json()).toEqual({ jobIds: [] });
  });

  it('keeps one row when the same job is saved twice at once', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const job = await makeJob(ctx, company);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => sendAs(ctx, facilitator, 'PUT', `/api/saved-jobs/${job.id}`)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.json().savedAt)).size).toBe(1);
  });

  it('is for facilitators only', async () => {
    const company = await signUp(ctx, 'company');
    const job = await makeJob(ctx, company);
    for (const [method, url] of [
      ['GET', '/api/saved-jobs'],
      ['GET', '/api/saved-jobs/ids'],
      ['PUT', `/api/saved-jobs/${job.id}`],
      ['DELETE', `/api/saved-jobs/${job.id}`],
    ] as const) {
      const anonymous = await ctx.app.inject({ method, url, headers: as(undefined) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asCompany = await ctx.app.inject({ method, url, headers: as(company) });
      expect(asCompany.statusCode, `${method} ${url}`).toBe(403);
      expect(asCompany.json().error.message).toBe('Only facilitators can save jobs.');
    }
  });

  it('saves only a publicly visible job; any other is not found', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const hidden = await makeJob(ctx, company, { status: 'closed', hiddenAt: ctx.clock.now() });
    const ids = [
      (await makeJob(ctx, company, { status: 'draft', postedAt: null })).id,
      (await makeJob(ctx, company, { status: 'pending_review', postedAt: null })).id,
      (await makeJob(ctx, company, { status: 'closed', closedAt: ctx.clock.now() })).id,
      (await makeJob(ctx, company, { status: 'expired' })).id,
      (await makeJob(ctx, company, { status: 'suspended' })).id,
      hidden.id,
      MISSING,
      'not-a-uuid',
    ];
    for (const id of ids) {
      const res = await sendAs(ctx, facilitator, 'PUT', `/api/saved-jobs/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.message).toBe('Job not found.');
    }
  });

  it('marks each saved job open, closed, expired or no longer available, newest saved first', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const states = ['open', 'closed', 'expired', 'hidden', 'suspended', 'draft'] as const;
    const made: { id: string }[] = [];
    for (const state of states) made.push(await makeJob(ctx, company, { title: `Saved ${state} job` }));
    const base = ctx.clock.now().getTime();
    await ctx.db.insert(savedJobs).values(
      made.map((job, i) => ({
        userId: facilitator.id,
        jobId: job.id,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const set = (index: number, values: Partial<typeof jobs.$inferInsert>) =>
      ctx.db.update(jobs).set(values).where(eq(jobs.id, made[index]!.id));
    await set(1, { status: 'closed', closedAt: ctx.clock.now() });
    await set(2, { status: 'expired' });
    await set(3, { status: 'closed', closedAt: ctx.clock.now(), hiddenAt: ctx.clock.now() });
    await set(4, { status: 'suspended' });
    await set(5, { status: 'draft' });

    const items: SavedJob[] = (await get(facilitator, '/api/saved-jobs')).json().items;
    expect(items.map((item) => [item.job.title, item.state])).toEqual([
      ['Saved draft job', 'unavailable'],
      ['Saved suspended job', 'unavailable'],
      ['Saved hidden job', 'unavailable'],
      ['Saved expired job', 'expired'],
      ['Saved closed job', 'closed'],
      ['Saved open job', 'open'],
    ]);
    // A saved job that is no longer open is still in the list; saving it again answers the first save.
    const again = await sendAs(ctx, facilitator, 'PUT', `/api/saved-jobs/${made[1]!.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().savedAt).toBe(new Date(base + 1000).toISOString());
  });

  it('pages the list and refuses a bad page', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const ids = await manyJobs(company, 25);
    const base = ctx.clock.now().getTime();
    await ctx.db
      .insert(savedJobs)
      .values(ids.map((jobId, i) => ({ userId: facilitator.id, jobId, createdAt: new Date(base + i) })));
    const first = (await get(facilitator, '/api/saved-jobs')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 25, totalPages: 2 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0].job.id).toBe(ids[24]);
    const second = (await get(facilitator, '/api/saved-jobs?page=2')).json();
    expect(second.items.map((item: SavedJob) => item.job.id)).toEqual(ids.slice(0, 5).reverse());
    const small = (await get(facilitator, '/api/saved-jobs?page=3&pageSize=10')).json();
    expect(small).toMatchObject({ total: 25, totalPages: 3 });
    expect(small.items).toHaveLength(5);
    for (const query of ['page=0', 'page=abc', 'pageSize=1000']) {
      expect((await get(facilitator, `/api/saved-jobs?${query}`)).statusCode, query).toBe(400);
    }
  });

  it(`keeps at most ${SAVED_JOBS_MAX} saved jobs`, async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const ids = await manyJobs(company, SAVED_JOBS_MAX + 1);
    await ctx.db
      .insert(savedJobs)
      .values(
        ids
          .slice(0, SAVED_JOBS_MAX)
          .map((jobId) => ({ userId: facilitator.id, jobId, createdAt: ctx.clock.now() })),
      );
    const full = await sendAs(ctx, facilitator, 'PUT', `/api/saved-jobs/${ids[SAVED_JOBS_MAX]}`);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(
      `You can save up to ${SAVED_JOBS_MAX} jobs. Remove one to save another.`,
    );
    // The same refusal in the language the request asks for.
    const german = await ctx.app.inject({
      method: 'PUT',
      url: `/api/saved-jobs/${ids[SAVED_JOBS_MAX]}`,
      headers: { ...as(facilitator), 'accept-language': 'de' },
    });
    expect(german.json().error.message).toBe(
      `Sie können sich bis zu ${SAVED_JOBS_MAX} Jobs merken. Entfernen Sie einen, um einen weiteren zu merken.`,
    );
    // One already saved still answers, and once one is removed another fits.
    expect((await sendAs(ctx, facilitator, 'PUT', `/api/saved-jobs/${ids[0]}`)).statusCode).toBe(200);
    expect((await get(facilitator, '/api/saved-jobs/ids')).json().jobIds).toHaveLength(SAVED_JOBS_MAX);
    await sendAs(ctx, facilitator, 'DELETE', `/api/saved-jobs/${ids[0]}`);
    expect((await sendAs(ctx, facilitator, 'PUT', `/api/saved-jobs/${ids[SAVED_JOBS_MAX]}`)).statusCode).toBe(
      200,
    );
  });
});

describe('saved facilitators', () => {
  it('saves, sets the note, and lists the facilitator as the directory shows them', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await listedFacilitator({ firstName: 'Odile', lastName: 'Quennell' });
    const url = `/api/saved-facilitators/${facilitator.id}`;

    const saved = await sendAs(ctx, company, 'PUT', url, {});
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ facilitatorId: facilitator.id, note: '', savedAt: expect.any(String) });
    const noted = await sendAs(ctx, company, 'PUT', url, { note: '  Great with large groups.  ' });
    expect(noted.json()).toEqual({ ...saved.json(), note: 'Great with large groups.' });
    // Saving again without a note keeps it.
    expect((await sendAs(ctx, company, 'PUT', url, {})).json()).toEqual(noted.json());

    const directory = (await get(undefined, '/api/facilitators?q=Quennell')).json();
    expect(directory.items).toHaveLength(1);
    const list = await get(company, '/api/saved-facilitators');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, totalPages: 1 });
    expect(list.json().items).toEqual([
      { facilitator: directory.items[0], note: 'Great with large groups.', savedAt: saved.json().savedAt },
    ]);
    expect((await get(company, '/api/saved-facilitators/ids')).json()).toEqual({
      facilitatorIds: [facilitator.id],
    });

    // The note is the company's own: another company's list is empty.
    const other = await signUp(ctx, 'company');
    expect((await get(other, '/api/saved-facilitators')).json()).toMatchObject({ items: [], total: 0 });

    for (let i = 0; i < 2; i++) expect((await sendAs(ctx, company, 'DELETE', url)).statusCode).toBe(204);
    expect((await get(company, '/api/saved-facilitators')).json().total).toBe(0);
  });

  it('leaves out a profile the directory does not show, and shows it again once listed', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await listedFacilitator();
    await sendAs(ctx, company, 'PUT', `/api/saved-facilitators/${facilitator.id}`, { note: 'Keep' });
    const hide = (hiddenAt: Date | null) =>
      ctx.db.update(facilitators).set({ hiddenAt }).where(eq(facilitators.id, facilitator.id));

    await hide(ctx.clock.now());
    expect((await get(company, '/api/saved-facilitators')).json()).toMatchObject({ items: [], total: 0 });
    expect((await get(company, '/api/saved-facilitators/ids')).json()).toEqual({ facilitatorIds: [] });
    const refused = await sendAs(ctx, company, 'PUT', `/api/saved-facilitators/${facilitator.id}`, {});
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe('Facilitator not found.');

    await hide(null);
    const back = (await get(company, '/api/saved-facilitators')).json();
    expect(back.items.map((item: { note: string }) => item.note)).toEqual(['Keep']);

    await ctx.db.update(user).set({ suspendedAt: ctx.clock.now() }).where(eq(user.id, facilitator.id));
    expect((await get(company, '/api/saved-facilitators')).json().total).toBe(0);
  });

  it('saves only listed facilitators, for companies only (not staff)', async () => {
    const company = await signUp(ctx, 'company');
    const admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });
    const unlisted = await signUp(ctx, 'facilitator');
    const listed = await listedFacilitator();
    for (const id of [unlisted.id, company.id, MISSING, 'not-a-uuid']) {
      const res = await sendAs(ctx, company, 'PUT', `/api/saved-facilitators/${id}`, {});
      expect(res.statusCode, id).toBe(404);
    }
    expect((await sendAs(ctx, company, 'PUT', `/api/saved-facilitators/${listed.id}`, {})).statusCode).toBe(
      200,
    );
    expect((await sendAs(ctx, admin, 'PUT', `/api/saved-facilitators/${listed.id}`, {})).statusCode).toBe(
      403,
    );
    const asFacilitator = await get(listed, '/api/saved-facilitators');
    expect(asFacilitator.statusCode).toBe(403);
    expect(asFacilitator.json().error.message).toBe('Only companies can save facilitators.');
    expect((await get(undefined, '/api/saved-facilitators/ids')).statusCode).toBe(401);
  });

  it('refuses an oversized note with 400 and keeps at most the limit', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await listedFacilitator();
    const long = await sendAs(ctx, company, 'PUT', `/api/saved-facilitators/${facilitator.id}`, {
      note: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fieldErrors.note).toEqual(['Note must be at most 1,000 characters']);

    // The limit counts the stored rows: fill it with accounts written straight into the database.
    const others = await ctx.db
      .insert(user)
      .values(
        Array.from({ length: SAVED_FACILITATORS_MAX }, (_, i) => ({
          name: `Bulk Facilitator ${i}`,
          email: `bulk-${i}-${company.id}@test.example`,
          userType: 'facilitator' as const,
          firstName: 'Bulk',
          lastName: `Facilitator ${i}`,
        })),
      )
      .returning({ id: user.id });
    await ctx.db.insert(savedFacilitators).values(
      others.map(({ id }) => ({
        companyId: company.id,
        facilitatorId: id,
        createdAt: ctx.clock.now(),
        updatedAt: ctx.clock.now(),
      })),
    );
    const full = await sendAs(ctx, company, 'PUT', `/api/saved-facilitators/${facilitator.id}`, {});
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(
      `You can save up to ${SAVED_FACILITATORS_MAX} facilitators. Remove one to save another.`,
    );
  });
});
