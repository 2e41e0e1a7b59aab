import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobDetail } from '../../shared/jobs';
import { fixedClock } from '../clock';
import { jobs, user } from '../db/schema';
import { jobExpiresAt } from '../jobs/job-expiry';
import { publicationTarget } from '../jobs/moderation';
import { applyRequest, memberOf, postJob, postJobRequest, validJobInput } from '../test/factories';
import { as, buildTestApp, signUp, type TestContext, type TestUser } from '../test/helpers';
import { deleteAccountRequest } from '../test/inject';

const NOW = '2031-05-10T08:00:00.000Z';
const ADMIN_EMAIL = 'admin@facilitatorhub.example';
/** The spam defence's refusal, in the request's language. */
const LINKS_MESSAGE = 'New companies can include at most 3 links in a job until their first job is approved';
const LINKS_MESSAGE_DE =
  'Bis der erste Job Ihres Unternehmens freigegeben ist, darf ein Job höchstens 3 Links enthalten';
const ctx = await buildTestApp({ MODERATION: 'first-job' }, { clock: fixedClock(NOW) });
let admin: TestUser;
let facilitator: TestUser;
let otherCompany: TestUser;

beforeAll(async () => {
  admin = await signUp(ctx, 'company', { email: ADMIN_EMAIL });
  facilitator = await signUp(ctx, 'facilitator');
  otherCompany = await signUp(ctx, 'company');
});

let wordCounter = 0;
/** A word no other job holds, to find one job by search. */
const uniqueWord = () => `zorblax${++wordCounter}${Math.random().toString(36).slice(2, 8)}`;

const get = (c: Pick<TestContext, 'app'>, url: string, who?: TestUser) =>
  c.app.inject({ method: 'GET', url, headers: as(who) });
const post = (c: Pick<TestContext, 'app'>, url: string, who: TestUser | undefined, payload: object = {}) =>
  c.app.inject({ method: 'POST', url, headers: as(who), payload });

const approve = (id: string, who: TestUser | undefined = admin) =>
  post(ctx, `/api/admin/jobs/${id}/approve`, who);
const reject = (id: string, reason: unknown, who: TestUser | undefined = admin) =>
  post(ctx, `/api/admin/jobs/${id}/reject`, who, { reason } as object);

const searchFinds = async (c: Pick<TestContext, 'app'>, word: string, id: string) => {
  const res = await get(c, `/api/jobs?q=${word}`);
  expect(res.statusCode).toBe(200);
  return (res.json().items as { id: string }[]).some((item) => item.id === id);
};

const queueIds = async () => {
  const res = await get(ctx, '/api/admin/moderation?pageSize=50', admin);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { id: string }[]).map((item) => item.id);
};

const auditActions = async (jobId: string) => {
  const res = await get(ctx, `/api/admin/audit-log?pageSize=50`, admin);
  expect(res.statusCode).toBe(200);
  return (
    res.json().items as { action: string; targetId: string; reason: string | null; actorEmail: string }[]
  )
    .filter((entry) => entry.targetId === jobId)
    .reverse();
};

const notificationsOf = async (who: TestUser) =>
  (await get(ctx, '/api/notifications', who)).json().items as { type: string; body: string; link: string }[];

describe('MODERATION=first-job', () => {
  it("holds a new company's job for review and keeps it off every public list", async () => {
    const company = await signUp(ctx, 'company');
    const word = uniqueWord();
    const job = await postJob(ctx, company, { title: `Offsite facilitator ${word}`, focusAreas: ['agile'] });
    expect(job.status).toBe('pending_review');
    expect(job.postedAt).toBeNull();

    expect(await searchFinds(ctx, word, job.id)).toBe(false);
    const search = await get(ctx, `/api/job-search?query=${word}`);
    expect(search.statusCode).toBe(200);
    expect(JSON.stringify(search.json())).not.toContain(job.id);
    expect((await get(ctx, '/sitemap.xml')).body).not.toContain(job.id);
    const counts = (await get(ctx, '/api/focus-areas/counts')).json().counts as Record<string, number>;
    const published = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from jobs where status = 'published' and 'agile' = any(focus_areas)`,
    );
    expect(counts.agile).toBe(published.rows[0]!.n);

    // Its page answers like a draft's to anyone but its owner and the admins.
    for (const who of [undefined, otherCompany, facilitator]) {
      const res = await get(ctx, `/api/jobs/${job.id}`, who);
      expect(res.statusCode).toBe(404);
    }
    expect((await applyRequest(ctx, facilitator, job.id)).statusCode).toBe(404);
    const own = await get(ctx, `/api/jobs/${job.id}`, company);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ status: 'pending_review', isOwner: true });
    expect((await get(ctx, `/api/jobs/${job.id}`, admin)).json()).toMatchObject({ status: 'pending_review' });
    const mine = (await get(ctx, '/api/company/jobs', company)).json().items as JobDetail[];
    expect(mine.find((item) => item.id === job.id)?.status).toBe('pending_review');
  });

  it('lists the jobs waiting for review to admins only, oldest first', async () => {
    const first = await signUp(ctx, 'company', { companyName: 'Queue First Ltd' });
    const second = await signUp(ctx, 'company');
    const a = await postJob(ctx, first);
    const b = await postJob(ctx, second);
    await ctx.db
      .update(jobs)
      .set({ submittedAt: new Date('2031-05-09T00:00:00Z') })
      .where(eq(jobs.id, b.id));
    const ids = await queueIds();
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    const page = (await get(ctx, '/api/admin/moderation?pageSize=50', admin)).json();
    expect(page.items.find((item: { id: string }) => item.id === a.id)).toEqual({
      id: a.id,
      title: a.title,
      companyId: first.id,
      companyName: 'Queue First Ltd',
      location: a.location,
      submittedAt: NOW,
    });
    expect((await get(ctx, '/api/admin/moderation')).statusCode).toBe(401);
    expect((await get(ctx, '/api/admin/moderation', first)).statusCode).toBe(403);
    expect((await get(ctx, '/api/admin/moderation', facilitator)).statusCode).toBe(403);
    expect((await approve(a.id, first)).statusCode).toBe(403);
    expect((await reject(a.id, 'No', facilitator)).statusCode).toBe(403);
  });

  it("leaves a suspended company's jobs out of the queue", async () => {
    const company = await signUp(ctx, 'company');
    const job = await postJob(ctx, company);
    expect(await queueIds()).toContain(job.id);
    await ctx.db
      .update(user)
      .set({ suspendedAt: new Date(NOW) })
      .where(eq(user.id, company.id));
    expect(await queueIds()).not.toContain(job.id);
  });

  it("refuses a decision on a suspended company's job from a page opened before the suspension", async () => {
    const company = await signUp(ctx, 'company');
    const word = uniqueWord();
    const job = await postJob(ctx, company, { title: `Suspended offsite ${word}` });
    expect(await queueIds()).toContain(job.id);
    const suspended = await post(ctx, `/api/admin/users/${company.id}/suspend`, admin, { reason: 'Fraud' });
    expect(suspended.statusCode, suspended.body).toBe(200);

    for (const decide of [() => approve(job.id), () => reject(job.id, 'Not for us')]) {
      const res = await decide();
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.message).toBe(
        "This job's company is suspended: its jobs wait, undecided, until the account is restored.",
      );
    }
    const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'pending_review', approvedAt: null, postedAt: null });
    expect((await get(ctx, `/api/jobs/${job.id}`)).statusCode).toBe(404);
    expect(await searchFinds(ctx, word, job.id)).toBe(false);
    expect((await get(ctx, '/jobs/feed.xml')).body).not.toContain(job.id);
    expect(await auditActions(job.id)).toEqual([]);
    await ctx.queue.drain();
    expect(ctx.delivered.filter((m) => m.to === company.email && m.text.includes(job.title))).toEqual([]);
  });

  it('approves: published, found by search, audited, the poster told in the app and by mail', async () => {
    const company = await signUp(ctx, 'company');
    const word = uniqueWord();
    const job = await postJob(ctx, company, {
      title: `Retreat facilitator ${word}`,
      applicationDeadline: null,
    });
    const res = await approve(job.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: job.id, title: job.title, status: 'published' });

    expect(await searchFinds(ctx, word, job.id)).toBe(true);
    const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.postedAt!.toISOString()).toBe(NOW);
    expect(row!.approvedAt!.toISOString()).toBe(NOW);
    expect(row!.expiresAt!.toISOString()).toBe(
      jobExpiresAt(row!, new Date(NOW), ctx.config.JOB_TTL_DAYS).toISOString(),
    );
    expect(await queueIds()).not.toContain(job.id);
    expect((await get(ctx, `/api/jobs/${job.id}`)).statusCode).toBe(200);

    expect(await auditActions(job.id)).toMatchObject([
      { action: 'job.approved', actorEmail: ADMIN_EMAIL, reason: null },
    ]);
    expect((await notificationsOf(company))[0]).toMatchObject({
      type: 'job.approved',
      link: `/jobs/${job.id}`,
    });
    await ctx.queue.drain();
    const mail = ctx.delivered.find((m) => m.to === company.email && m.subject.includes('is published'));
    expect(mail?.text).toContain(job.title);

    // A second click, or a second admin, changes nothing.
    const again = await approve(job.id);
    expect(again.statusCode).toBe(409);
    expect((await reject(job.id, 'Too late')).statusCode).toBe(409);
    expect(await auditActions(job.id)).toHaveLength(1);

    // The company now has an approved job: its next one is published at once.
    const next = await postJob(ctx, company);
    expect(next.status).toBe('published');
    expect(next.postedAt).toBe(NOW);
  });

  it('rejects with a reason: the poster reads it, edits the job and resubmits it', async () => {
    const company = await signUp(ctx, 'company');
    const job = await postJob(ctx, company);

    for (const reason of [undefined, '', '   ', 'x'.repeat(1001), 42]) {
      const res = await reject(job.id, reason);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fieldErrors.reason).toBeDefined();
    }
    expect((await reject('not-a-uuid', 'Spam')).statusCode).toBe(404);
    expect((await reject('00000000-0000-4000-8000-000000000000', 'Spam')).statusCode).toBe(404);

    const reason = 'Please describe the engagement without links to other job boards.';
    const res = await reject(job.id, `  ${reason}  `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('rejected');

    const own = (await get(ctx, `/api/jobs/${job.id}`, company)).json() as JobDetail;
    expect(own).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const mine = (await get(ctx, '/api/company/jobs', company)).json().items as JobDetail[];
    expect(mine.find((item) => item.id === job.id)?.rejectionReason).toBe(reason);
    expect((await get(ctx, `/api/jobs/${job.id}`, otherCompany)).statusCode).toBe(404);
    expect(await queueIds()).not.toContain(job.id);

    expect(await auditActions(job.id)).toMatchObject([{ action: 'job.rejected', reason }]);
    expect((await notificationsOf(company))[0]).toMatchObject({ type: 'job.rejected' });
    expect((await notificationsOf(company))[0]!.body).toContain(reason);
    await ctx.queue.drain();
    const mail = ctx.delivered.find((m) => m.to === company.email && m.subject.includes('was not approved'));
    expect(mail?.text).toContain(reason);

    // The owner edits it (still rejected) and submits it again.
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${job.id}`,
      headers: as(company),
      payload: { title: 'Facilitator for our strategy offsite, revised' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().status).toBe('rejected');
    expect((await post(ctx, `/api/jobs/${job.id}/resubmit`, otherCompany)).statusCode).toBe(404);
    const resubmitted = await post(ctx, `/api/jobs/${job.id}/resubmit`, company);
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json()).toMatchObject({ status: 'pending_review', rejectionReason: null });
    expect(await queueIds()).toContain(job.id);
    expect((await post(ctx, `/api/jobs/${job.id}/resubmit`, company)).statusCode).toBe(409);

    // Editing a job in review keeps it in review.
    const again = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${job.id}`,
      headers: as(company),
      payload: { location: 'Hamburg, Germany' },
    });
    expect(again.json().status).toBe('pending_review');
  });

  it("keeps a deleted company's jobs in review out of sight, and out of the queue", async () => {
    const company = await signUp(ctx, 'company');
    const job = await postJob(ctx, company);
    const res = await deleteAccountRequest(ctx, company);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect((await get(ctx, `/api/jobs/${job.id}`)).statusCode).toBe(404);
    expect(await queueIds()).not.toContain(job.id);
  });

  it("keeps an organisation's jobs in the queue once the account whose id it carries is gone", async () => {
    const company = await signUp(ctx, 'company');
    const heir = await memberOf(ctx, company.id, 'admin');
    const job = await postJob(ctx, company);
    const handedOver = await ctx.app.inject({
      method: 'POST',
      url: '/api/organisation/transfer',
      headers: as(company),
      payload: { userId: heir.id },
    });
    expect(handedOver.statusCode, handedOver.body).toBeLessThan(300);
    const res = await deleteAccountRequest(ctx, company);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await queueIds()).toContain(job.id);
  });

  it('sends a published draft of a new company to review too', async () => {
    const company = await signUp(ctx, 'company');
    const draft = await postJob(ctx, company, { status: 'draft' });
    expect(draft.status).toBe('draft');
    expect((await get(ctx, `/api/jobs/${draft.id}`, admin)).statusCode).toBe(404);
    const res = await post(ctx, `/api/jobs/${draft.id}/publish`, company);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending_review', postedAt: null });
  });

  it('allows a new company at most 3 links per job until its first job is approved', async () => {
    const company = await signUp(ctx, 'company');
    const links = (n: number) =>
      Array.from({ length: n }, (_, i) => `https://site-${i}.example/page`).join(' and ');
    const tooMany = validJobInput({
      description: `We are looking for an experienced facilitator. See ${links(2)} for details.`,
      requirements: `Experience as shown on ${links(1)} and www.portfolio.example please.`,
    });
    const refused = await postJobRequest(ctx, company, tooMany);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(LINKS_MESSAGE);
    const german = await ctx.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: { ...as(company), 'accept-language': 'de' },
      payload: tooMany,
    });
    expect(german.statusCode).toBe(400);
    expect(german.json().error).toMatchObject({
      message: LINKS_MESSAGE_DE,
      fieldErrors: { description: [LINKS_MESSAGE_DE] },
    });

    const three = await postJob(ctx, company, {
      description: `We are looking for an experienced facilitator. See ${links(3)} for details.`,
    });
    const addOne = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${three.id}`,
      headers: as(company),
      payload: { requirements: 'Five years of facilitation, see https://one-more.example' },
    });
    expect(addOne.statusCode).toBe(400);
    expect(addOne.json().error.message).toBe(LINKS_MESSAGE);

    expect((await approve(three.id)).statusCode).toBe(200);
    const allowed = await postJobRequest(ctx, company, tooMany);
    expect(allowed.statusCode, allowed.body).toBe(201);
  });
});

describe('MODERATION=all', () => {
  const all = buildTestApp({ MODERATION: 'all' }, { clock: fixedClock(NOW) });
  /** The admin of that app, signed up by the first test that needs one. */
  let allAdminSignUp: Promise<TestUser> | undefined;
  const adminOfAll = () => (allAdminSignUp ??= all.then((c) => signUp(c, 'company', { email: ADMIN_EMAIL })));

  it('holds every job for review, even of a company with approved jobs; a reopened approved job goes back at once', async () => {
    const c = await all;
    const allAdmin = await adminOfAll();
    const company = await signUp(c, 'company');
    const first = await postJob(c, company);
    expect(first.status).toBe('pending_review');
    expect((await post(c, `/api/admin/jobs/${first.id}/approve`, allAdmin)).statusCode).toBe(200);
    const second = await postJob(c, company);
    expect(second.status).toBe('pending_review');

    expect((await post(c, `/api/jobs/${first.id}/close`, company)).json().status).toBe('closed');
    const reopened = await post(c, `/api/jobs/${first.id}/reopen`, company);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().status).toBe('published');
  });

  it('sends an approved job whose text is edited back to review; a change of a choice keeps it listed', async () => {
    const c = await all;
    const allAdmin = await adminOfAll();
    const company = await signUp(c, 'company');
    const word = uniqueWord();
    const job = await postJob(c, company, { title: `Board retreat ${word}`, experience: 'senior' });
    expect((await post(c, `/api/admin/jobs/${job.id}/approve`, allAdmin)).statusCode).toBe(200);
    const patch = (payload: object) =>
      c.app.inject({ method: 'PATCH', url: `/api/jobs/${job.id}`, headers: as(company), payload });

    const choice = await patch({ experience: 'executive' });
    expect(choice.statusCode, choice.body).toBe(200);
    expect(choice.json().status).toBe('published');
    expect(await searchFinds(c, word, job.id)).toBe(true);

    const rewritten = await patch({
      description: `${job.description} Call +44 7700 900123 or see https://cheap-offers.example/now today.`,
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    // The poster's own page says it waits for review; nobody else sees it, and the admins have it queued.
    expect(rewritten.json()).toMatchObject({ status: 'pending_review', postedAt: NOW });
    expect((await get(c, `/api/jobs/${job.id}`)).statusCode).toBe(404);
    expect(await searchFinds(c, word, job.id)).toBe(false);
    expect((await get(c, '/sitemap.xml')).body).not.toContain(job.id);
    const queue = await get(c, '/api/admin/moderation?pageSize=50', allAdmin);
    expect((queue.json().items as { id: string }[]).map((item) => item.id)).toContain(job.id);

    expect((await post(c, `/api/admin/jobs/${job.id}/approve`, allAdmin)).statusCode).toBe(200);
    expect(await searchFinds(c, word, job.id)).toBe(true);

    // A closed approved job edited, then reopened, goes to review too, not back on the site.
    expect((await post(c, `/api/jobs/${job.id}/close`, company)).json().status).toBe('closed');
    expect((await patch({ title: `Board retreat ${word} (new)` })).json().status).toBe('closed');
    const reopened = await post(c, `/api/jobs/${job.id}/reopen`, company);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().status).toBe('pending_review');
  });

  it('approves a job sent back to review into a new expiry period: reminded, and extendable, once more', async () => {
    const c = await all;
    const allAdmin = await adminOfAll();
    const company = await signUp(c, 'company');
    const job = await postJob(c, company);
    expect((await post(c, `/api/admin/jobs/${job.id}/approve`, allAdmin)).statusCode).toBe(200);
    // Its first period's reminder went out, and its owner extended it.
    await c.db
      .update(jobs)
      .set({ expiryRemindedAt: new Date(NOW), extendedAt: new Date(NOW) })
      .where(eq(jobs.id, job.id));
    const rewritten = await c.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${job.id}`,
      headers: as(company),
      payload: { description: `${job.description} Now with a second day of workshops.` },
    });
    expect(rewritten.json().status).toBe('pending_review');

    expect((await post(c, `/api/admin/jobs/${job.id}/approve`, allAdmin)).statusCode).toBe(200);
    const [row] = await c.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({
      status: 'published',
      expiresAt: jobExpiresAt(job, new Date(NOW), c.config.JOB_TTL_DAYS),
      expiryRemindedAt: null,
      extendedAt: null,
    });
  });
});

describe('MODERATION=off', () => {
  const off = buildTestApp({}, { clock: fixedClock(NOW) });

  it('publishes at once and counts the job as approved, so a later switch to first-job trusts the company', async () => {
    const c = await off;
    expect(c.config.MODERATION).toBe('off');
    const company = await signUp(c, 'company');
    const word = uniqueWord();
    const job = await postJob(c, company, { title: `Workshop host ${word}` });
    expect(job.status).toBe('published');
    expect(await searchFinds(c, word, job.id)).toBe(true);
    const [row] = await c.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.approvedAt!.toISOString()).toBe(NOW);

    const draft = await postJob(c, company, { status: 'draft' });
    const published = await post(c, `/api/jobs/${draft.id}/publish`, company);
    expect(published.json().status).toBe('published');
  });

  it("applies the link limit to a company's first job", async () => {
    const c = await off;
    const company = await signUp(c, 'company');
    const res = await postJobRequest(
      c,
      company,
      validJobInput({
        description:
          'Details on https://a.example, https://b.example, https://c.example and https://d.example today.',
      }),
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('the rules', () => {
  it('publicationTarget: off publishes, all holds, first-job holds until the company has an approved job', () => {
    expect(publicationTarget('off', false)).toBe('published');
    expect(publicationTarget('off', true)).toBe('published');
    expect(publicationTarget('first-job', false)).toBe('pending_review');
    expect(publicationTarget('first-job', true)).toBe('published');
    expect(publicationTarget('all', false)).toBe('pending_review');
    expect(publicationTarget('all', true)).toBe('pending_review');
  });

  it('jobExpiresAt: at the end of the deadline day everywhere, or JOB_TTL_DAYS after approval without one', () => {
    const at = new Date('2031-05-10T08:00:00.000Z');
    expect(jobExpiresAt({ applicationDeadline: null }, at, 60).toISOString()).toBe(
      '2031-07-09T08:00:00.000Z',
    );
    // The 20th is "today" somewhere until 12:00 UTC on the 21st.
    expect(jobExpiresAt({ applicationDeadline: '2031-05-20' }, at, 60).toISOString()).toBe(
      '2031-05-21T12:00:00.000Z',
    );
    // A deadline further away than JOB_TTL_DAYS still holds: the company chose it.
    expect(jobExpiresAt({ applicationDeadline: '2031-12-31' }, at, 60).toISOString()).toBe(
      '2032-01-01T12:00:00.000Z',
    );
  });
});
