import { and, eq, isNotNull, lte, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localizeMessage } from '../../shared/i18n/keyed-messages';
import type { JobDetail, JobListResponse } from '../../shared/jobs';
import { DAY_MS, type Clock } from '../clock';
import { jobs, notifications } from '../db/schema';
import { focusAreaCounts } from '../seo/focus-area-counts';
import { sitemapEntries } from '../seo/sitemap';
import { applyTo, makeApplication, makeJob, postJob } from '../test/factories';
import { as, buildTestApp, signUp, testClock, type TestUser } from '../test/helpers';
import { jobExpiresAt } from './job-expiry';
import { publiclyVisibleWhere } from './job-visibility';
import {
  ALREADY_EXTENDED,
  EXTEND_LINK_INVALID,
  JOBS_PER_PASS,
  NOT_EXTENDABLE_YET,
  runExpirySweep,
} from './job-expiry.service';
import { RELIST_DEADLINE_PASSED } from './jobs.service';

/** The app's clock, moved by the tests; it starts on the run's clock (the sample data's day). */
let nowMs = testClock().now().getTime();
/** A message as the API answers it without Accept-Language. */
const en = (message: string) => localizeMessage('en', message);

const clock: Clock = { now: () => new Date(nowMs) };
const setNow = (at: Date | number | string) => {
  nowMs = new Date(at).getTime();
};

const TTL_DAYS = 14;
const ctx = await buildTestApp({ JOB_TTL_DAYS: String(TTL_DAYS) }, { clock });
const deps = ctx.app.deps;
const sweep = () => runExpirySweep(deps, clock.now());

// The sample jobs expire by the same rule; moved out of the way, so that each sweep here sees only the
// jobs its test posted.
await ctx.db
  .update(jobs)
  .set({ expiresAt: new Date(nowMs + 10_000 * DAY_MS) })
  .where(isNotNull(jobs.seedKey));

const owner = await signUp(ctx, 'company', { companyName: 'Expiry Owners' });
const otherCompany = await signUp(ctx, 'company', { companyName: 'Other Company' });
const facilitator = await signUp(ctx, 'facilitator');
const hiredFacilitator = await signUp(ctx, 'facilitator');

let titleCounter = 0;
const uniqueTitle = (what: string) => `${what} expiry case ${(titleCounter += 1)} zqx`;

const detail = async (user: TestUser | undefined, id: string): Promise<JobDetail> => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: as(user) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const listed = async (title: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs?q=${encodeURIComponent(title)}` });
  return (res.json() as JobListResponse).items.map((job) => job.title);
};
const searched = async (title: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/job-search?query=${encodeURIComponent(title)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return JSON.stringify(res.json());
};
const inSitemap = async (id: string) =>
  (await sitemapEntries(ctx.db)).some((entry) => entry.path.includes(id));
const extendByLink = (user: TestUser | undefined, token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/jobs/extend', headers: as(user), payload: { token } });
const extendOwn = (user: TestUser | undefined, id: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/jobs/${id}/extend`, headers: as(user) });
const relist = (user: TestUser | undefined, id: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/jobs/${id}/relist`, headers: as(user) });
/** A facilitator's notifications of a type, or a company's (its organisation's, with the id it was founded with). */
const notificationsOf = (id: string, type: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        or(eq(notifications.userId, id), eq(notifications.organisationId, id)),
        eq(notifications.type, type),
      ),
    );
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

describe('a job expires', () => {
  it("at the end of its deadline's day: it leaves the board and its pending applicants hear it closed", async () => {
    const title = uniqueTitle('Deadline');
    const deadline = isoDay(nowMs + 3 * DAY_MS);
    const job = await postJob(ctx, owner, {
      title,
      applicationDeadline: deadline,
      focusAreas: ['team-building'],
    });
    const expiresAt = new Date(`${deadline}T12:00:00Z`).getTime() + DAY_MS;
    expect(job.expiresAt).toBe(new Date(expiresAt).toISOString());
    await applyTo(ctx, facilitator, job.id);
    await makeApplication(ctx, job, hiredFacilitator, { status: 'hired' });
    const countBefore = (await focusAreaCounts(ctx.db))['team-building'];

    setNow(expiresAt - 1000);
    await sweep();
    expect((await detail(undefined, job.id)).status).toBe('published');
    expect(await listed(title)).toEqual([title]);
    expect(await searched(title)).toContain(job.id);
    expect(await inSitemap(job.id)).toBe(true);

    setNow(expiresAt);
    const mailsBefore = ctx.delivered.length;
    expect((await sweep()).expired).toBe(1);
    const page = await detail(undefined, job.id);
    expect(page).toMatchObject({ status: 'expired', acceptingApplications: false, isOwner: false });
    expect(await listed(title)).toEqual([]);
    expect(await searched(title)).not.toContain(job.id);
    expect(await inSitemap(job.id)).toBe(false);
    expect((await focusAreaCounts(ctx.db))['team-building']).toBe(countBefore! - 1);

    expect(await notificationsOf(facilitator.id, 'application.job-expired')).toHaveLength(1);
    expect(await notificationsOf(hiredFacilitator.id, 'application.job-expired')).toHaveLength(0);
    expect(await notificationsOf(owner.id, 'job.expired')).toHaveLength(1);
    await ctx.queue.drain();
    const closedMails = ctx.delivered.slice(mailsBefore).filter((m) => m.subject === `${title} has closed`);
    expect(closedMails.map((m) => m.to)).toEqual([facilitator.email]);

    // A second sweep finds nothing more to do.
    expect(await sweep()).toEqual({ expired: 0, reminded: 0 });
    expect(await notificationsOf(facilitator.id, 'application.job-expired')).toHaveLength(1);
  });

  it('JOB_TTL_DAYS after publication without a deadline', async () => {
    const job = await postJob(ctx, owner, { title: uniqueTitle('No deadline') });
    const expiresAt = new Date(job.postedAt!).getTime() + TTL_DAYS * DAY_MS;
    expect(job.expiresAt).toBe(new Date(expiresAt).toISOString());
    setNow(expiresAt - 1000);
    await sweep();
    expect((await detail(owner, job.id)).status).toBe('published');
    setNow(expiresAt);
    await sweep();
    expect((await detail(owner, job.id)).status).toBe('expired');
  });

  it('gets its expiry whenever it is published: a draft published later, a reopened job, a new deadline', async () => {
    const draft = await postJob(ctx, owner, { title: uniqueTitle('Draft'), status: 'draft' });
    expect(draft.expiresAt).toBeNull();
    setNow(nowMs + DAY_MS);
    const published = await ctx.app.inject({
      method: 'POST',
      url: `/api/jobs/${draft.id}/publish`,
      headers: as(owner),
    });
    expect(published.json().expiresAt).toBe(new Date(nowMs + TTL_DAYS * DAY_MS).toISOString());

    const deadline = isoDay(nowMs + 2 * DAY_MS);
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${draft.id}`,
      headers: as(owner),
      payload: { applicationDeadline: deadline },
    });
    expect(edited.json().expiresAt).toBe(
      jobExpiresAt({ applicationDeadline: deadline }, clock.now(), 1).toISOString(),
    );

    await ctx.app.inject({ method: 'POST', url: `/api/jobs/${draft.id}/close`, headers: as(owner) });
    setNow(nowMs + DAY_MS);
    const reopened = await ctx.app.inject({
      method: 'POST',
      url: `/api/jobs/${draft.id}/reopen`,
      headers: as(owner),
    });
    expect(reopened.json()).toMatchObject({ status: 'published', expiresAt: edited.json().expiresAt });
  });
});

describe('the reminder', () => {
  it('goes out once, five days before, with a one-time Extend link that works only for the owner', async () => {
    const title = uniqueTitle('Reminded');
    const job = await postJob(ctx, owner, { title });
    const expiresAt = new Date(job.expiresAt!).getTime();
    const reminderAt = expiresAt - 5 * DAY_MS;

    setNow(reminderAt - 1000);
    await sweep();
    const remindersOf = async () =>
      (await notificationsOf(owner.id, 'job.expiring')).filter((n) => n.link === `/jobs/${job.id}`);
    expect(await remindersOf()).toHaveLength(0);
    expect((await detail(owner, job.id)).canExtend).toBe(false);
    expect((await extendOwn(owner, job.id)).json().error.message).toBe(en(NOT_EXTENDABLE_YET));

    setNow(reminderAt);
    const mailsBefore = ctx.delivered.length;
    await sweep();
    setNow(reminderAt + 60_000);
    await sweep();
    const reminders = (await notificationsOf(owner.id, 'job.expiring')).filter(
      (n) => n.link === `/jobs/${job.id}`,
    );
    expect(reminders).toHaveLength(1);
    await ctx.queue.drain();
    const mails = ctx.delivered
      .slice(mailsBefore)
      .filter((m) => m.subject === `Your job "${title}" expires soon`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(owner.email);
    expect(mails[0]!.html).toContain('Extend 30 days');
    const link = /http:\/\/localhost:3000\/jobs\/[0-9a-f-]+\/extend\?token=(\S+)/.exec(mails[0]!.text)!;
    expect(link[0]).toContain(`/jobs/${job.id}/extend?token=`);
    const token = decodeURIComponent(link[1]!);

    expect((await detail(owner, job.id)).canExtend).toBe(true);
    expect((await detail(otherCompany, job.id)).canExtend).toBe(false);

    expect((await extendByLink(undefined, token)).statusCode).toBe(401);
    expect((await extendByLink(facilitator, token)).statusCode).toBe(403);
    expect((await extendByLink(otherCompany, token)).statusCode).toBe(403);
    const [payload, signature] = token.split('.');
    const tampered = await extendByLink(owner, `${payload}.${signature!.slice(1)}A`);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.message).toBe(en(EXTEND_LINK_INVALID));
    const otherPurpose = ctx.app.signedLinks.sign({
      purpose: 'alerts.unsubscribe',
      subject: job.id,
      expiresAt: new Date(expiresAt),
    });
    expect((await extendByLink(owner, otherPurpose)).statusCode).toBe(400);
    expect((await extendByLink(owner, '')).statusCode).toBe(400);

    const extended = await extendByLink(owner, token);
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toMatchObject({
      status: 'published',
      canExtend: false,
      expiresAt: new Date(expiresAt + 30 * DAY_MS).toISOString(),
    });
    const again = await extendByLink(owner, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(en(ALREADY_EXTENDED));
    expect((await extendOwn(owner, job.id)).statusCode).toBe(409);

    // No second reminder for the extended expiry, and the job stays up until then.
    setNow(expiresAt + 1000);
    await sweep();
    expect((await detail(undefined, job.id)).status).toBe('published');
    expect(await remindersOf()).toHaveLength(1);
  });

  it('leaves a link that expired, or the button of a job about to expire, to the owner alone', async () => {
    const job = await postJob(ctx, owner, { title: uniqueTitle('Button') });
    const expiresAt = new Date(job.expiresAt!).getTime();
    const token = ctx.app.signedLinks.sign({
      purpose: 'job.extend',
      subject: job.id,
      expiresAt: new Date(expiresAt),
    });
    setNow(expiresAt - DAY_MS);
    expect((await extendOwn(undefined, job.id)).statusCode).toBe(401);
    expect((await extendOwn(facilitator, job.id)).statusCode).toBe(403);
    expect((await extendOwn(otherCompany, job.id)).statusCode).toBe(403);
    const companyList = await ctx.app.inject({ method: 'GET', url: '/api/company/jobs', headers: as(owner) });
    expect(companyList.json().items.find((j: { id: string }) => j.id === job.id)).toMatchObject({
      canExtend: true,
    });
    const res = await extendOwn(owner, job.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().expiresAt).toBe(new Date(expiresAt + 30 * DAY_MS).toISOString());
    setNow(expiresAt + 1);
    expect((await extendByLink(owner, token)).json().error.message).toBe(en(EXTEND_LINK_INVALID));
  });
});

describe('relisting', () => {
  it('publishes an expired job again with a new posted date, for its owner only', async () => {
    const title = uniqueTitle('Relisted');
    const job = await postJob(ctx, owner, { title });
    expect((await relist(owner, job.id)).statusCode).toBe(409);
    setNow(new Date(job.expiresAt!).getTime() - 5 * DAY_MS);
    await sweep();
    setNow(new Date(job.expiresAt!).getTime() + DAY_MS);
    await sweep();
    expect((await detail(owner, job.id)).status).toBe('expired');

    expect((await relist(undefined, job.id)).statusCode).toBe(401);
    expect((await relist(facilitator, job.id)).statusCode).toBe(403);
    expect((await relist(otherCompany, job.id)).statusCode).toBe(403);
    const res = await relist(owner, job.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'published',
      postedAt: clock.now().toISOString(),
      expiresAt: new Date(nowMs + TTL_DAYS * DAY_MS).toISOString(),
      acceptingApplications: true,
    });
    const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ expiryRemindedAt: null, extendedAt: null });
    expect(await listed(title)).toEqual([title]);
  });

  it('asks for a new deadline first when the old one has passed', async () => {
    const deadline = isoDay(nowMs + DAY_MS);
    const job = await postJob(ctx, owner, {
      title: uniqueTitle('Old deadline'),
      applicationDeadline: deadline,
    });
    setNow(new Date(job.expiresAt!).getTime());
    await sweep();
    const res = await relist(owner, job.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(en(RELIST_DEADLINE_PASSED));
  });
});

describe('one pass of the sweep', () => {
  it('expires at most JOBS_PER_PASS jobs, in several transactions; the next pass takes the rest', async () => {
    const past = new Date(nowMs - 1000);
    const extra = 20;
    for (let i = 0; i < JOBS_PER_PASS + extra; i++) await makeJob(ctx, null, { expiresAt: past });
    expect((await sweep()).expired).toBe(JOBS_PER_PASS);
    expect((await sweep()).expired).toBe(extra);
    expect((await sweep()).expired).toBe(0);
  });

  it('running twice at once (two instances) reminds and expires each job once', async () => {
    const reminded = await postJob(ctx, owner, { title: uniqueTitle('Concurrent reminder') });
    setNow(new Date(reminded.expiresAt!).getTime() - DAY_MS);
    const expiring = await makeJob(ctx, owner, { expiresAt: new Date(nowMs - 1000) });
    const due = await ctx.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(publiclyVisibleWhere(), lte(jobs.expiresAt, clock.now())));
    const results = await Promise.all([sweep(), sweep(), sweep()]);
    expect(results.reduce((sum, r) => sum + r.expired, 0)).toBe(due.length);
    const remindersOf = (id: string) =>
      notificationsOf(owner.id, 'job.expiring').then((rows) => rows.filter((n) => n.link === `/jobs/${id}`));
    expect(await remindersOf(reminded.id)).toHaveLength(1);
    expect(
      (await notificationsOf(owner.id, 'job.expired')).filter((n) => n.link === `/jobs/${expiring.id}`),
    ).toHaveLength(1);
  });
});

describe('each expiry period (on days of their own, far past the other tests and the sample data)', () => {
  const reopen = (id: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/jobs/${id}/reopen`, headers: as(owner) });
  const close = (id: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/jobs/${id}/close`, headers: as(owner) });
  const editDeadline = (id: string, applicationDeadline: string | null) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${id}`,
      headers: as(owner),
      payload: { applicationDeadline },
    });
  const remindersOf = async (id: string) =>
    (await notificationsOf(owner.id, 'job.expiring')).filter((n) => n.link === `/jobs/${id}`);
  const flagsOf = async (id: string) =>
    (
      await ctx.db
        .select({ expiryRemindedAt: jobs.expiryRemindedAt, extendedAt: jobs.extendedAt })
        .from(jobs)
        .where(eq(jobs.id, id))
    )[0];

  it('extending a job with a deadline moves the deadline too: it stays open for applications while listed', async () => {
    setNow('2031-05-10T08:00:00Z');
    const title = uniqueTitle('Extended deadline');
    const job = await postJob(ctx, owner, { title, applicationDeadline: '2031-05-20' });
    expect(job.expiresAt).toBe('2031-05-21T12:00:00.000Z');

    setNow('2031-05-17T09:00:00Z');
    const res = await extendOwn(owner, job.id);
    expect(res.statusCode, res.body).toBe(200);
    const extended: JobDetail = res.json();
    expect(extended).toMatchObject({
      applicationDeadline: '2031-06-19',
      expiresAt: '2031-06-20T12:00:00.000Z',
      acceptingApplications: true,
    });
    // The deadline ends where the job's listing does, not later.
    expect(jobExpiresAt(extended, clock.now(), TTL_DAYS).toISOString()).toBe(extended.expiresAt);

    // Past the old deadline: still listed, and Apply still works.
    setNow('2031-05-25T09:00:00Z');
    await sweep();
    expect(await detail(undefined, job.id)).toMatchObject({
      status: 'published',
      acceptingApplications: true,
    });
    expect(await listed(title)).toEqual([title]);
    await applyTo(ctx, facilitator, job.id);
  });

  it('a reopened job is reminded again before its new expiry, and may be extended again', async () => {
    setNow('2031-07-01T08:00:00Z');
    const job = await postJob(ctx, owner, { title: uniqueTitle('Reopened') });
    setNow('2031-07-11T08:00:00Z');
    await sweep();
    expect((await extendOwn(owner, job.id)).statusCode).toBe(200);
    expect(await remindersOf(job.id)).toHaveLength(1);

    expect((await close(job.id)).json().status).toBe('closed');
    setNow('2031-07-20T08:00:00Z');
    const reopened = await reopen(job.id);
    expect(reopened.json()).toMatchObject({ status: 'published', expiresAt: '2031-08-03T08:00:00.000Z' });
    expect(await flagsOf(job.id)).toEqual({ expiryRemindedAt: null, extendedAt: null });

    setNow('2031-07-29T08:00:00Z');
    await sweep();
    expect(await remindersOf(job.id)).toHaveLength(2);
    expect((await detail(owner, job.id)).canExtend).toBe(true);
    const extended = await extendOwn(owner, job.id);
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().expiresAt).toBe('2031-09-02T08:00:00.000Z');
  });

  it("a new deadline starts a new period; taking the deadline away keeps an extension's days", async () => {
    setNow('2031-09-01T08:00:00Z');
    const job = await postJob(ctx, owner, {
      title: uniqueTitle('New deadline'),
      applicationDeadline: '2031-09-10',
    });
    setNow('2031-09-07T08:00:00Z');
    await sweep();
    expect((await extendOwn(owner, job.id)).json().applicationDeadline).toBe('2031-10-10');

    const edited = await editDeadline(job.id, '2031-10-20');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ expiresAt: '2031-10-21T12:00:00.000Z', canExtend: false });
    expect(await flagsOf(job.id)).toEqual({ expiryRemindedAt: null, extendedAt: null });

    setNow('2031-10-17T08:00:00Z');
    await sweep();
    expect(await remindersOf(job.id)).toHaveLength(2);
    const extended = await extendOwn(owner, job.id);
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toMatchObject({
      applicationDeadline: '2031-11-19',
      expiresAt: '2031-11-20T12:00:00.000Z',
    });

    // "Open until filled" from now on: listed until the extended expiry still, later than TTL_DAYS from now.
    const opened = await editDeadline(job.id, null);
    expect(opened.json()).toMatchObject({
      applicationDeadline: null,
      expiresAt: '2031-11-20T12:00:00.000Z',
      canExtend: false,
    });
    expect((await flagsOf(job.id))!.extendedAt).not.toBeNull();
  });
});
