import { and, desc, eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, facilitators, jobs, notifications } from '../db/schema';
import { DAY_MS } from '../clock';
import { applyRequest, applyTo, makeApplication, makeJob, validApplicationInput } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';

const ctx = await buildTestApp();

const COVER_LETTER = validApplicationInput().coverLetter;

const setStatus = (user: TestUser | undefined, id: string, status: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/applications/${id}/status`,
    headers: as(user),
    payload: { status },
  });

const withdraw = (user: TestUser | undefined, id: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/applications/${id}/withdraw`, headers: as(user) });

/** A company's new job, and a facilitator (with these names, if given) who applied to it. */
async function applied(facilitatorNames?: { firstName: string; lastName: string }) {
  const company = await signUp(ctx, 'company');
  const facilitator = await signUp(ctx, 'facilitator', facilitatorNames);
  const job = await makeJob(ctx, company);
  return { company, facilitator, job, id: await applyTo(ctx, facilitator, job.id) };
}

/** The stored row of application `id` (none when it does not exist). */
const applicationRows = (id: string) => ctx.db.select().from(applications).where(eq(applications.id, id));
/** A facilitator's notifications, or a company's (its organisation's: the id it was founded with). */
const notificationsOf = (id: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(or(eq(notifications.userId, id), eq(notifications.organisationId, id)))
    .orderBy(desc(notifications.createdAt));

describe('POST /api/jobs/:id/applications', () => {
  it('needs a signed-in facilitator (401 before validation, 403 for companies)', async () => {
    const company = await signUp(ctx, 'company');
    const job = await makeJob(ctx, company);
    const signedOut = await applyRequest(ctx, undefined, job.id, {});
    expect(signedOut.statusCode).toBe(401);
    const asCompany = await applyRequest(ctx, company, job.id);
    expect(asCompany.statusCode).toBe(403);
    expect(asCompany.json().error.message).toBe('Only facilitators can apply to jobs.');
  });

  it('validates with the shared ApplySchema', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const job = await makeJob(ctx, await signUp(ctx, 'company'));
    const res = await applyRequest(ctx, facilitator, job.id, {
      coverLetter: 'Too short',
      portfolioLinks: ['not a url'],
    });
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json().error;
    expect(fieldErrors.coverLetter).toEqual(['Cover letter must be at least 50 characters.']);
    expect(fieldErrors['portfolioLinks.0']).toEqual([
      'Please enter a valid URL (starting with http:// or https://).',
    ]);
  });

  it('answers a bad application and a refused one in the language of Accept-Language', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const job = await makeJob(ctx, await signUp(ctx, 'company'));
    const bad = { coverLetter: 'Too short', portfolioLinks: ['not a url'] };
    const apply = (language?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/jobs/${job.id}/applications`,
        headers: { ...as(facilitator), ...(language ? { 'accept-language': language } : {}) },
        payload: bad,
      });

    const german = await apply('de-DE,de;q=0.9,en;q=0.8');
    expect(german.statusCode).toBe(400);
    expect(german.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Das Anschreiben muss mindestens 50 Zeichen lang sein.',
      fieldErrors: {
        coverLetter: ['Das Anschreiben muss mindestens 50 Zeichen lang sein.'],
        'portfolioLinks.0': ['Bitte geben Sie eine gültige URL ein (beginnend mit http:// oder https://).'],
      },
    });

    const english = await apply();
    expect(english.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Cover letter must be at least 50 characters.',
      fieldErrors: {
        coverLetter: ['Cover letter must be at least 50 characters.'],
        'portfolioLinks.0': ['Please enter a valid URL (starting with http:// or https://).'],
      },
    });

    // A service's refusal too: the second application is a conflict.
    await applyTo(ctx, facilitator, job.id);
    const again = (language?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/jobs/${job.id}/applications`,
        headers: { ...as(facilitator), ...(language ? { 'accept-language': language } : {}) },
        payload: validApplicationInput(),
      });
    expect((await again('de')).json().error).toEqual({
      code: 'CONFLICT',
      message: 'Sie haben sich bereits auf diesen Job beworben.',
    });
    expect((await again()).json().error.message).toBe('You have already applied to this job.');
  });

  it('answers 404 for an unknown job, a malformed id and a draft', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const draft = await makeJob(ctx, await signUp(ctx, 'company'), { status: 'draft', postedAt: null });
    for (const id of ['3f0c7a38-5a43-4c2b-9f0e-000000000000', 'not-a-uuid', draft.id]) {
      const res = await applyRequest(ctx, facilitator, id);
      expect(res.statusCode, id).toBe(404);
    }
    expect(await ctx.db.select().from(applications).where(eq(applications.jobId, draft.id))).toEqual([]);
  });

  it('refuses a closed job and one whose deadline has passed', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const company = await signUp(ctx, 'company');
    const closed = await makeJob(ctx, company, { status: 'closed', closedAt: ctx.clock.now() });
    // Yesterday on the app's clock is still today somewhere (UTC−12); two days ago is past everywhere.
    const twoDaysAgo = new Date(ctx.clock.now().getTime() - 2 * DAY_MS).toISOString().slice(0, 10);
    const expired = await makeJob(ctx, company, { applicationDeadline: twoDaysAgo });
    for (const job of [closed, expired]) {
      const res = await applyRequest(ctx, facilitator, job.id);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('This job no longer accepts applications.');
    }
    const future = await makeJob(ctx, company, { applicationDeadline: '2999-12-31' });
    expect((await applyRequest(ctx, facilitator, future.id)).statusCode).toBe(201);
  });

  it('stores the application, notifies the company and mails it', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator', { firstName: 'Amara', lastName: 'Okafor' });
    const job = await makeJob(ctx, company);
    const before = ctx.clock.now().getTime();
    const res = await applyRequest(ctx, facilitator, job.id);
    expect(res.statusCode).toBe(201);
    const { application } = res.json();
    expect(application).toMatchObject({ status: 'submitted' });
    // Dated by the app's clock (which CLOCK_OFFSET_DAYS may move), the notification too.
    const appliedAt = new Date(application.createdAt).getTime();
    expect(appliedAt).toBeGreaterThanOrEqual(before);
    expect(appliedAt).toBeLessThanOrEqual(ctx.clock.now().getTime());
    expect(application.statusChangedAt).toBe(application.createdAt);

    const [row] = await applicationRows(application.id);
    expect(row).toMatchObject({
      jobId: job.id,
      facilitatorId: facilitator.id,
      coverLetter: COVER_LETTER,
      portfolioLinks: ['https://portfolio.example/cases'],
      availability: 'From March, two days a week',
    });

    const [notification] = await notificationsOf(company.id);
    expect(notification).toMatchObject({
      type: 'application.new',
      title: 'New application',
      body: `Amara Okafor applied to ${job.title}`,
      link: `/company/jobs/${job.id}/applicants`,
      readAt: null,
    });
    expect(notification.createdAt.toISOString()).toBe(application.createdAt);
    const mail = ctx.mails.findLast((m) => m.to === company.email);
    expect(mail?.subject).toBe(`New application for ${job.title}`);
    expect(mail?.text).toContain(`/company/jobs/${job.id}/applicants`);
  });

  it('allows one application per job, and a re-submission after withdrawing', async () => {
    const { facilitator, job, id } = await applied();
    const again = await applyRequest(ctx, facilitator, job.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already applied to this job.');

    expect((await withdraw(facilitator, id)).statusCode).toBe(200);
    const resubmitted = await applyRequest(ctx, facilitator, job.id, {
      coverLetter: `${COVER_LETTER} Second try.`,
      portfolioLinks: [],
    });
    expect(resubmitted.statusCode).toBe(201);
    expect(resubmitted.json().application).toMatchObject({ id, status: 'submitted' });
    const rows = await ctx.db.select().from(applications).where(eq(applications.jobId, job.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'submitted',
      coverLetter: `${COVER_LETTER} Second try.`,
      portfolioLinks: [],
      availability: null,
    });
  });

  it('lets only one of two simultaneous attempts through', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const job = await makeJob(ctx, company);
    const results = await Promise.all([
      applyRequest(ctx, facilitator, job.id),
      applyRequest(ctx, facilitator, job.id),
      applyRequest(ctx, facilitator, job.id),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await notificationsOf(company.id)).toHaveLength(1);
  });

  it('works for seeded jobs (their companies are notified too)', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const [seeded] = await ctx.db.select().from(jobs).where(eq(jobs.status, 'published')).limit(1);
    const id = await applyTo(ctx, facilitator, seeded.id);
    const notes = await notificationsOf(seeded.companyId!);
    expect(notes[0]).toMatchObject({
      type: 'application.new',
      link: `/company/jobs/${seeded.id}/applicants`,
    });
    expect(id).toBeTruthy();
  });
});

describe('GET /api/jobs/:id/my-application', () => {
  it("returns the facilitator's own application to the job, or null", async () => {
    const company = await signUp(ctx, 'company');
    const [a, b] = [await signUp(ctx, 'facilitator'), await signUp(ctx, 'facilitator')];
    const job = await makeJob(ctx, company);
    const before = await ctx.app.inject({ url: `/api/jobs/${job.id}/my-application`, headers: as(a) });
    expect(before.json()).toEqual({ application: null });
    const id = await applyTo(ctx, a, job.id);
    const after = await ctx.app.inject({ url: `/api/jobs/${job.id}/my-application`, headers: as(a) });
    expect(after.json().application).toMatchObject({ id, status: 'submitted' });
    const other = await ctx.app.inject({ url: `/api/jobs/${job.id}/my-application`, headers: as(b) });
    expect(other.json()).toEqual({ application: null });
    expect(
      (await ctx.app.inject({ url: `/api/jobs/${job.id}/my-application`, headers: as(company) })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: `/api/jobs/${job.id}/my-application` })).statusCode).toBe(401);
  });
});

describe('GET /api/facilitator/applications', () => {
  it('lists only my applications, newest first, with job and company, paginated', async () => {
    const company = await signUp(ctx, 'company', { companyName: 'Northwind Learning' });
    const [me, other] = [await signUp(ctx, 'facilitator'), await signUp(ctx, 'facilitator')];
    const created: string[] = [];
    for (let i = 0; i < 22; i++) {
      const job = await makeJob(ctx, company, { companyName: 'Northwind Learning' });
      created.push(await applyTo(ctx, me, job.id));
    }
    await applyTo(ctx, other, (await makeJob(ctx, company)).id);

    const first = await ctx.app.inject({ url: '/api/facilitator/applications', headers: as(me) });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: 22, totalPages: 2 });
    expect(body.items).toHaveLength(20);
    expect(body.items[0].id).toBe(created[21]);
    expect(body.items[0]).toMatchObject({
      status: 'submitted',
      job: { companyName: 'Northwind Learning', status: 'published' },
    });
    expect(body.items[0].job.title).toMatch(/^Strategy offsite facilitator/);
    const second = await ctx.app.inject({ url: '/api/facilitator/applications?page=2', headers: as(me) });
    expect(second.json().items.map((i: { id: string }) => i.id)).toEqual([created[1], created[0]]);

    expect(
      (await ctx.app.inject({ url: '/api/facilitator/applications', headers: as(company) })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ url: '/api/facilitator/applications?page=0', headers: as(me) })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/applications/:id/withdraw', () => {
  it("withdraws only one's own application (another facilitator gets 404)", async () => {
    const company = await signUp(ctx, 'company');
    const [a, b] = [
      await signUp(ctx, 'facilitator', { firstName: 'Lena', lastName: 'Berg' }),
      await signUp(ctx, 'facilitator'),
    ];
    const job = await makeJob(ctx, company);
    const id = await applyTo(ctx, a, job.id);

    const stolen = await withdraw(b, id);
    expect(stolen.statusCode).toBe(404);
    expect((await withdraw(company, id)).statusCode).toBe(403);
    expect((await withdraw(undefined, id)).statusCode).toBe(401);
    expect((await withdraw(a, 'not-a-uuid')).statusCode).toBe(404);

    const res = await withdraw(a, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().application).toMatchObject({ id, status: 'withdrawn' });
    const [note] = await notificationsOf(company.id);
    expect(note).toMatchObject({
      type: 'application.withdrawn',
      body: `Lena Berg withdrew their application for ${job.title}`,
    });

    const twice = await withdraw(a, id);
    expect(twice.statusCode).toBe(409);
  });

  it('withdrawing and applying again 5 times: the company gets 1 mail and 1 notification, and the review status stays', async () => {
    const { company, facilitator, job, id } = await applied({ firstName: 'Cyrus', lastName: 'Vale' });
    const [before] = await applicationRows(id);
    expect((await setStatus(company, id, 'in_review')).statusCode).toBe(200);
    const mailsToCompany = () =>
      ctx.mails.filter((m) => m.to === company.email && m.subject.startsWith('New application'));
    expect(mailsToCompany()).toHaveLength(1);

    for (let cycle = 0; cycle < 5; cycle++) {
      expect((await withdraw(facilitator, id)).statusCode, `withdraw ${cycle}`).toBe(200);
      const again = await applyRequest(ctx, facilitator, job.id);
      expect(again.statusCode, `apply ${cycle}`).toBe(201);
      expect(again.json().application).toMatchObject({ id, status: 'in_review' });
    }

    expect(mailsToCompany()).toHaveLength(1);
    const notes = await notificationsOf(company.id);
    expect(notes).toHaveLength(1);
    // The one notification carries the latest news, unread.
    expect(notes[0]).toMatchObject({
      type: 'application.new',
      body: `Cyrus Vale applied again to ${job.title}`,
      readAt: null,
    });
    const [after] = await applicationRows(id);
    expect(after).toMatchObject({ status: 'in_review', withdrawnFrom: null });
    // Still dated from the first application: re-applying does not jump the queue.
    expect(after.createdAt.getTime()).toBe(before.createdAt.getTime());
    const list = await ctx.app.inject({
      url: `/api/company/jobs/${job.id}/applications`,
      headers: as(company),
    });
    expect(list.json().items).toEqual([expect.objectContaining({ id, status: 'in_review' })]);
  });

  it('notifies the company again once a day has passed since its last notice', async () => {
    const { company, facilitator, job, id } = await applied({ firstName: 'Dana', lastName: 'Mori' });
    const [row] = await applicationRows(id);
    // As if the first notice had been sent a little more than a day ago.
    const dayAndMinute = new Date(row.companyNotifiedAt!.getTime() - (24 * 60 + 1) * 60_000);
    await ctx.db.update(applications).set({ companyNotifiedAt: dayAndMinute }).where(eq(applications.id, id));

    expect((await withdraw(facilitator, id)).statusCode).toBe(200);
    const notes = await notificationsOf(company.id);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatchObject({
      type: 'application.withdrawn',
      body: `Dana Mori withdrew their application for ${job.title}`,
    });
    // The re-application within the same day rewrites that notice, and sends no second mail.
    expect((await applyRequest(ctx, facilitator, job.id)).statusCode).toBe(201);
    expect(await notificationsOf(company.id)).toHaveLength(2);
    expect(
      ctx.mails.filter((m) => m.to === company.email && m.subject.startsWith('New application')),
    ).toHaveLength(1);
  });

  it('refuses once the company has decided', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    for (const [status, allowed] of [
      ['in_review', true],
      ['shortlisted', true],
      ['hired', false],
      ['rejected', false],
    ] as const) {
      const id = await applyTo(ctx, facilitator, (await makeJob(ctx, company)).id);
      expect((await setStatus(company, id, status)).statusCode).toBe(200);
      const res = await withdraw(facilitator, id);
      expect(res.statusCode, status).toBe(allowed ? 200 : 409);
      if (!allowed) expect(res.json().error.message).toMatch(/can no longer be withdrawn/);
    }
  });
});

describe('GET /api/company/jobs/:jobId/applications', () => {
  it("shows the owning company its applicants with the facilitator's profile", async () => {
    const owner = await signUp(ctx, 'company');
    const rival = await signUp(ctx, 'company');
    const [a, b] = [
      await signUp(ctx, 'facilitator', { firstName: 'Amara', lastName: 'Okafor' }),
      await signUp(ctx, 'facilitator'),
    ];
    // The facts to compare applicants by, as stored and as the list shows them.
    const facts = {
      yearsExperience: 12,
      languages: ['en', 'fr'],
      rateCurrency: 'EUR',
      dayRateMin: 900,
      dayRateMax: 1200,
      hourlyRateMin: 120,
      verifiedCredentials: 2,
    } satisfies Partial<typeof facilitators.$inferInsert>;
    await ctx.db
      .update(facilitators)
      .set({
        headline: 'Strategy facilitator',
        location: 'Lagos',
        avatarPath: `/uploads/${'a'.repeat(32)}.webp`,
        ...facts,
      })
      .where(eq(facilitators.id, a.id));
    const job = await makeJob(ctx, owner);
    const idA = await applyTo(ctx, a, job.id);
    const idB = await applyTo(ctx, b, job.id);
    await withdraw(b, idB);

    const res = await ctx.app.inject({ url: `/api/company/jobs/${job.id}/applications`, headers: as(owner) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.job).toEqual({ id: job.id, title: job.title, status: 'published' });
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      id: idA,
      status: 'submitted',
      coverLetter: COVER_LETTER,
      portfolioLinks: ['https://portfolio.example/cases'],
      availability: 'From March, two days a week',
      facilitator: {
        id: a.id,
        name: 'Amara Okafor',
        headline: 'Strategy facilitator',
        location: 'Lagos',
        avatarUrl: `/uploads/${'a'.repeat(32)}.webp`,
        ...facts,
        hourlyRateMax: null,
      },
    });
    expect(res.body).not.toMatch(/@/);
    expect(body.counts).toMatchObject({ submitted: 1, withdrawn: 1, shortlisted: 0 });

    const withdrawn = await ctx.app.inject({
      url: `/api/company/jobs/${job.id}/applications?status=withdrawn`,
      headers: as(owner),
    });
    expect(withdrawn.json().items.map((i: { id: string }) => i.id)).toEqual([idB]);
    const submitted = await ctx.app.inject({
      url: `/api/company/jobs/${job.id}/applications?status=submitted`,
      headers: as(owner),
    });
    expect(submitted.json().items.map((i: { id: string }) => i.id)).toEqual([idA]);

    expect(
      (await ctx.app.inject({ url: `/api/company/jobs/${job.id}/applications`, headers: as(rival) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ url: `/api/company/jobs/${job.id}/applications`, headers: as(a) })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: `/api/company/jobs/${job.id}/applications` })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: `/api/company/jobs/nope/applications`, headers: as(owner) })).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          url: `/api/company/jobs/${job.id}/applications?status=bogus`,
          headers: as(owner),
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('PATCH /api/applications/:id/status', () => {
  it('lets the owning company move an application, notifies and mails the facilitator', async () => {
    const owner = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator', { firstName: 'Jonas', lastName: 'Weber' });
    const job = await makeJob(ctx, owner);
    const id = await applyTo(ctx, facilitator, job.id);

    const res = await setStatus(owner, id, 'shortlisted');
    expect(res.statusCode).toBe(200);
    expect(res.json().application).toMatchObject({ id, status: 'shortlisted' });
    const [note] = await notificationsOf(facilitator.id);
    expect(note).toMatchObject({
      type: 'application.status',
      title: 'Application update',
      body: `Your application for ${job.title} is now Shortlisted`,
      link: '/facilitator/applications',
    });
    const mail = ctx.mails.findLast((m) => m.to === facilitator.email);
    expect(mail?.subject).toBe(`Update on your application for ${job.title}`);
    expect(mail?.text).toContain('is now Shortlisted');

    // Moving back is allowed; the label of rejected is "Not selected".
    expect((await setStatus(owner, id, 'in_review')).statusCode).toBe(200);
    expect((await setStatus(owner, id, 'rejected')).statusCode).toBe(200);
    expect((await notificationsOf(facilitator.id))[0].body).toBe(
      `Your application for ${job.title} is now Not selected`,
    );
    expect((await setStatus(owner, id, 'submitted')).statusCode).toBe(200);
    expect(await notificationsOf(facilitator.id)).toHaveLength(4);

    // Setting the same status again changes nothing and notifies nobody.
    const mailsBefore = ctx.mails.length;
    expect((await setStatus(owner, id, 'submitted')).statusCode).toBe(200);
    expect(await notificationsOf(facilitator.id)).toHaveLength(4);
    expect(ctx.mails.length).toBe(mailsBefore);
  });

  it("refuses other companies (404), facilitators (403), withdrawn applications (409) and 'withdrawn' as a target", async () => {
    const owner = await signUp(ctx, 'company');
    const rival = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const id = await applyTo(ctx, facilitator, (await makeJob(ctx, owner)).id);

    expect((await setStatus(rival, id, 'hired')).statusCode).toBe(404);
    expect((await setStatus(facilitator, id, 'hired')).statusCode).toBe(403);
    expect((await setStatus(undefined, id, 'hired')).statusCode).toBe(401);
    expect((await setStatus(owner, 'not-a-uuid', 'hired')).statusCode).toBe(404);
    const bad = await setStatus(owner, id, 'withdrawn');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldErrors.status).toBeDefined();
    const [row] = await applicationRows(id);
    expect(row.status).toBe('submitted');

    await withdraw(facilitator, id);
    const locked = await setStatus(owner, id, 'shortlisted');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe('This application was withdrawn and can no longer be changed.');
  });
});

describe('dashboards', () => {
  it('company: open jobs, total and new applications, recent activity', async () => {
    const company = await signUp(ctx, 'company');
    const other = await signUp(ctx, 'company');
    const [j1, j2] = [await makeJob(ctx, company), await makeJob(ctx, company)];
    await makeJob(ctx, company, { status: 'draft', postedAt: null });
    await makeJob(ctx, company, { status: 'closed' });
    await makeJob(ctx, other);
    const [f1, f2, f3] = [
      await signUp(ctx, 'facilitator'),
      await signUp(ctx, 'facilitator'),
      await signUp(ctx, 'facilitator'),
    ];
    const a1 = await applyTo(ctx, f1, j1.id);
    await applyTo(ctx, f2, j1.id);
    const a3 = await applyTo(ctx, f3, j2.id);
    await setStatus(company, a1, 'shortlisted');
    await withdraw(f3, a3);

    const res = await ctx.app.inject({ url: '/api/company/dashboard', headers: as(company) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.stats).toEqual({ openJobs: 2, totalApplications: 2, newApplications: 1 });
    expect(body.recentActivity).toHaveLength(3);
    expect(body.recentActivity[0]).toMatchObject({
      id: a3,
      status: 'withdrawn',
      job: { id: j2.id, title: j2.title },
    });
    expect(body.recentActivity[2]).toMatchObject({ id: a1, facilitator: { id: f1.id } });
    expect((await ctx.app.inject({ url: '/api/company/dashboard', headers: as(f1) })).statusCode).toBe(403);
  });

  it('company: recent activity is capped at 10', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    for (let i = 0; i < 12; i++) await applyTo(ctx, facilitator, (await makeJob(ctx, company)).id);
    const body = (await ctx.app.inject({ url: '/api/company/dashboard', headers: as(company) })).json();
    expect(body.stats.totalApplications).toBe(12);
    expect(body.recentActivity).toHaveLength(10);
  });

  it('company: recent activity is the ten newest across jobs, however many one job has', async () => {
    const company = await signUp(ctx, 'company');
    const [busy, quiet] = [await makeJob(ctx, company), await makeJob(ctx, company)];
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 9, minutes));
    const busyIds: string[] = [];
    for (let i = 0; i < 12; i++)
      busyIds.push(
        (await makeApplication(ctx, busy, await signUp(ctx, 'facilitator'), { createdAt: at(i) })).id,
      );
    const older = await makeApplication(ctx, quiet, await signUp(ctx, 'facilitator'), { createdAt: at(0) });
    const newest = await makeApplication(ctx, quiet, await signUp(ctx, 'facilitator'), { createdAt: at(30) });
    const body = (await ctx.app.inject({ url: '/api/company/dashboard', headers: as(company) })).json();
    expect(body.recentActivity.map((a: { id: string }) => a.id)).toEqual([
      newest.id,
      ...busyIds.slice(3).reverse(),
    ]);
    expect(body.recentActivity.map((a: { id: string }) => a.id)).not.toContain(older.id);
    expect(body.recentActivity[0].job).toEqual({ id: quiet.id, title: quiet.title });
  });

  it('company: recent activity is the ten newest of more than ten jobs, whichever job came first', async () => {
    const company = await signUp(ctx, 'company');
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 9, minutes));
    const jobsInOrder = [];
    for (let i = 0; i < 12; i++) jobsInOrder.push(await makeJob(ctx, company));
    // The first jobs have the newest applications, and the first job the two newest.
    const ids: string[] = [];
    for (const [i, job] of jobsInOrder.entries())
      ids.push(
        (await makeApplication(ctx, job, await signUp(ctx, 'facilitator'), { createdAt: at(30 - i) })).id,
      );
    const second = await makeApplication(ctx, jobsInOrder[0]!, await signUp(ctx, 'facilitator'), {
      createdAt: at(40),
    });
    const body = (await ctx.app.inject({ url: '/api/company/dashboard', headers: as(company) })).json();
    expect(body.recentActivity.map((a: { id: string }) => a.id)).toEqual([second.id, ...ids.slice(0, 9)]);
  });

  it('facilitator: recommended jobs in my focus areas, recent status changes, profile completeness', async () => {
    const company = await signUp(ctx, 'company', { companyName: 'Dashboard Events' });
    const facilitator = await signUp(ctx, 'facilitator');

    const empty = (
      await ctx.app.inject({ url: '/api/facilitator/dashboard', headers: as(facilitator) })
    ).json();
    expect(empty.profileCompleteness).toEqual({
      percent: 0,
      missing: ['headline', 'bio', 'location', 'focusAreas', 'yearsExperience', 'rate', 'avatar'],
      listingMissing: ['headline', 'bio', 'location', 'focusAreas', 'yearsExperience', 'rate'],
    });
    expect(empty.recommendationsByFocusArea).toBe(false);
    expect(empty.recommendedJobs).toHaveLength(6);
    expect(empty.recentStatusChanges).toEqual([]);

    await ctx.db
      .update(facilitators)
      .set({
        headline: 'Agile coach',
        bio: 'x'.repeat(60),
        location: 'Berlin',
        focusAreas: ['agile'],
        yearsExperience: 8,
        rateCurrency: 'EUR',
        dayRateMin: 1400,
        dayRateMax: 1800,
      })
      .where(eq(facilitators.id, facilitator.id));
    // Newer than every seeded job, which the seed dated by the same clock.
    const future = new Date(ctx.clock.now().getTime() + 60_000);
    // With session dates, as the seeded jobs have: the facilitator is free on them, so it ranks with the
    // best of those, and as the newest comes first.
    const agileJob = await makeJob(ctx, company, {
      focusAreas: ['agile', 'innovation'],
      postedAt: future,
      sessionDates: [new Date(future.getTime() + 30 * 86_400_000).toISOString().slice(0, 10)],
      sessionTimeZone: 'Europe/Berlin',
    });
    const appliedJob = await makeJob(ctx, company, { focusAreas: ['agile'], postedAt: future });
    const unrelated = await makeJob(ctx, company, { focusAreas: ['team-building'], postedAt: future });
    const agileDraft = await makeJob(ctx, company, {
      focusAreas: ['agile'],
      status: 'draft',
      postedAt: future,
    });
    const id = await applyTo(ctx, facilitator, appliedJob.id);
    await setStatus(company, id, 'in_review');

    const res = await ctx.app.inject({ url: '/api/facilitator/dashboard', headers: as(facilitator) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.recommendationsByFocusArea).toBe(true);
    expect(body.recommendedJobs).toHaveLength(6);
    expect(body.recommendedJobs[0]).toMatchObject({
      id: agileJob.id,
      title: agileJob.title,
      focusAreas: ['agile', 'innovation'],
    });
    const ids = body.recommendedJobs.map((j: { id: string }) => j.id);
    expect(ids).not.toContain(appliedJob.id);
    expect(ids).not.toContain(unrelated.id);
    expect(ids).not.toContain(agileDraft.id);
    for (const job of body.recommendedJobs) expect(job.focusAreas).toContain('agile');
    expect(body.recentStatusChanges).toEqual([
      expect.objectContaining({
        id,
        status: 'in_review',
        job: { id: appliedJob.id, title: appliedJob.title, companyName: 'Dashboard Events' },
      }),
    ]);
    expect(body.stats).toEqual({ activeApplications: 1, shortlisted: 0, hired: 0 });
    expect(body.profileCompleteness).toEqual({ percent: 86, missing: ['avatar'], listingMissing: [] });
    expect(
      (await ctx.app.inject({ url: '/api/facilitator/dashboard', headers: as(company) })).statusCode,
    ).toBe(403);
  });

  it('facilitator: at most 5 recent status changes, latest first', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push(await applyTo(ctx, facilitator, (await makeJob(ctx, company)).id));
    await setStatus(company, ids[0], 'hired');
    const body = (
      await ctx.app.inject({ url: '/api/facilitator/dashboard', headers: as(facilitator) })
    ).json();
    expect(body.recentStatusChanges).toHaveLength(5);
    expect(body.recentStatusChanges[0]).toMatchObject({ id: ids[0], status: 'hired' });
    const [row] = await ctx.db
      .select()
      .from(applications)
      .where(and(eq(applications.id, ids[0]), eq(applications.status, 'hired')));
    expect(row).toBeDefined();
  });
});
