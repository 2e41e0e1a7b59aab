import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_PER_HOUR, type ReportedTargetsPage } from '../../shared/reports';
import { fixedClock } from '../clock';
import {
  applications,
  auditLog,
  companies,
  facilitators,
  jobs,
  messages,
  notifications,
  reports,
  session,
  user,
} from '../db/schema';
import { makeApplication, makeConversation, makeJob, listedFacilitatorValues } from '../test/factories';
import { readDataExport } from '../test/unzip';
import {
  as,
  buildTestApp,
  signUp,
  signUpUnverified,
  TEST_ORIGIN,
  verificationLink,
  type TestUser,
} from '../test/helpers';
import { deleteAccountRequest } from '../test/inject';

const NOW = '2031-05-10T12:00:00.000Z';
const ctx = await buildTestApp({}, { clock: fixedClock(NOW) });
let admin: TestUser;

beforeAll(async () => {
  admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });
});

const report = (who: TestUser | undefined, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/reports', headers: as(who), payload });

const adminPost = (url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: as(admin), payload });

const reportedTargets = async (): Promise<ReportedTargetsPage> => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/reports?pageSize=50',
    headers: as(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const openReportsOn = (targetId: string) =>
  ctx.db.select().from(reports).where(eq(reports.targetId, targetId));

async function completeProfile(who: TestUser) {
  if (who.userType === 'company')
    await ctx.db
      .update(companies)
      .set({ profileCompletedAt: ctx.clock.now() })
      .where(eq(companies.id, who.id));
  else
    await ctx.db
      .update(facilitators)
      .set(listedFacilitatorValues(ctx.clock.now()))
      .where(eq(facilitators.id, who.id));
}

const get = (url: string, who?: TestUser) => ctx.app.inject({ method: 'GET', url, headers: as(who) });

describe('POST /api/reports', () => {
  it('stores a report once per reporter and open target, and refuses bad input', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const job = await makeJob(ctx, company);
    expect(
      (await report(undefined, { targetType: 'job', targetId: job.id, category: 'spam' })).statusCode,
    ).toBe(401);

    const first = await report(facilitator, {
      targetType: 'job',
      targetId: job.id,
      category: 'spam',
      note: '  Fake  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ received: true });
    const again = await report(facilitator, { targetType: 'job', targetId: job.id, category: 'other' });
    expect(again.statusCode).toBe(201);
    const rows = await openReportsOn(job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ category: 'spam', note: 'Fake', reporterId: facilitator.id });
    expect(rows[0]!.createdAt.toISOString()).toBe(NOW);

    // Your own job, a draft, an unknown id, a bad category, a long note.
    expect(
      (await report(company, { targetType: 'job', targetId: job.id, category: 'spam' })).json().error.message,
    ).toBe('You cannot report your own job or profile.');
    const draft = await makeJob(ctx, company, { status: 'draft', postedAt: null });
    expect(
      (await report(facilitator, { targetType: 'job', targetId: draft.id, category: 'spam' })).statusCode,
    ).toBe(404);
    expect(
      (await report(facilitator, { targetType: 'job', targetId: 'nope', category: 'spam' })).statusCode,
    ).toBe(404);
    const bad = await report(facilitator, { targetType: 'job', targetId: job.id, category: 'rude' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldErrors.category).toEqual(['Please choose a reason.']);
    const long = await report(facilitator, {
      targetType: 'job',
      targetId: job.id,
      category: 'spam',
      note: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(
      (await report(facilitator, { targetType: 'user', targetId: job.id, category: 'spam' })).statusCode,
    ).toBe(400);
  });

  it('reports profiles: listed ones only, never your own', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    expect(
      (await report(company, { targetType: 'facilitator', targetId: facilitator.id, category: 'spam' }))
        .statusCode,
    ).toBe(404);
    await completeProfile(facilitator);
    expect(
      (await report(company, { targetType: 'facilitator', targetId: facilitator.id, category: 'spam' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await report(facilitator, { targetType: 'facilitator', targetId: facilitator.id, category: 'spam' }))
        .statusCode,
    ).toBe(400);
  });

  it(`allows ${REPORTS_PER_HOUR} new reports an hour per user, then answers 429`, async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const made = await Promise.all(Array.from({ length: REPORTS_PER_HOUR + 1 }, () => makeJob(ctx, company)));
    for (const job of made.slice(0, REPORTS_PER_HOUR))
      expect(
        (await report(facilitator, { targetType: 'job', targetId: job.id, category: 'spam' })).statusCode,
      ).toBe(201);
    const over = await report(facilitator, {
      targetType: 'job',
      targetId: made.at(-1)!.id,
      category: 'spam',
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toMatch(/at most 10 reports an hour/);
    expect(await openReportsOn(made.at(-1)!.id)).toHaveLength(0);
    // A repeat of an open report is no new report: it still answers as the first did.
    expect(
      (await report(facilitator, { targetType: 'job', targetId: made[0]!.id, category: 'spam' })).statusCode,
    ).toBe(201);
  });

  it('keeps reports without a reporter when the reporter deletes the account; exports them', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const job = await makeJob(ctx, company);
    await report(facilitator, {
      targetType: 'job',
      targetId: job.id,
      category: 'wrong_information',
      note: 'Old',
    });
    const { data: exported } = await readDataExport(
      (await get('/api/account/export', facilitator)).rawPayload,
    );
    expect(exported.reports).toMatchObject([
      { targetType: 'job', targetId: job.id, category: 'wrong_information', note: 'Old' },
    ]);
    const deleted = await deleteAccountRequest(ctx, facilitator);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const rows = await openReportsOn(job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reporterId).toBeNull();
  });
});

describe('the admin Reports page', () => {
  it('groups open reports by target, newest first; dismiss settles them and is audited', async () => {
    const company = await signUp(ctx, 'company');
    const [f1, f2] = [await signUp(ctx, 'facilitator'), await signUp(ctx, 'facilitator')];
    const job = await makeJob(ctx, company, { title: 'A reported job' });
    await report(f1, { targetType: 'job', targetId: job.id, category: 'spam', note: 'Scam' });
    await report(f2, { targetType: 'job', targetId: job.id, category: 'discriminatory' });
    expect((await get('/api/admin/reports', f1)).statusCode).toBe(403);

    const target = (await reportedTargets()).items.find((item) => item.targetId === job.id)!;
    expect(target).toMatchObject({
      targetType: 'job',
      label: 'A reported job',
      link: `/jobs/${job.id}`,
      owner: { id: company.id, email: company.email, suspended: false, isAdmin: false },
      hidden: false,
      count: 2,
    });
    expect(target.reports.map((r) => r.reporterEmail).sort()).toEqual([f1.email, f2.email].sort());
    const overview = (await get('/api/admin/overview', admin)).json();
    expect(overview.totals.openReports).toBeGreaterThanOrEqual(2);

    const dismissed = await adminPost(`/api/admin/reports/job/${job.id}/dismiss`);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toEqual({ resolved: 2 });
    expect((await reportedTargets()).items.some((item) => item.targetId === job.id)).toBe(false);
    expect(
      (await openReportsOn(job.id)).every((r) => r.resolution === 'dismissed' && r.resolvedBy === admin.id),
    ).toBe(true);
    expect((await adminPost(`/api/admin/reports/job/${job.id}/dismiss`)).statusCode).toBe(404);
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, job.id));
    expect(entry).toMatchObject({
      action: 'reports.dismissed',
      actorId: admin.id,
      targetType: 'job',
      targetLabel: 'A reported job',
    });
    // The job stays public.
    expect((await get(`/api/jobs/${job.id}`)).statusCode).toBe(200);
  });

  it('shows the newest 20 reports of a target, and counts them all', async () => {
    const company = await signUp(ctx, 'company');
    const job = await makeJob(ctx, company);
    await ctx.db.insert(reports).values(
      Array.from({ length: 21 }, (_, i) => ({
        reporterId: null,
        targetType: 'job' as const,
        targetId: job.id,
        category: 'spam' as const,
        note: `Report ${i}`,
        createdAt: new Date(Date.parse(NOW) - (21 - i) * 60_000),
      })),
    );
    const target = (await reportedTargets()).items.find((item) => item.targetId === job.id)!;
    expect(target.count).toBe(21);
    expect(target.reports).toHaveLength(20);
    expect(target.reports[0]).toMatchObject({ note: 'Report 20', reporterEmail: null });
    expect(target.reports.at(-1)!.note).toBe('Report 1');
    expect(target.latestAt).toBe(new Date(Date.parse(NOW) - 60_000).toISOString());
  });

  it('hides a job: closed, gone from lists, search and the sitemap, its page says so; the owner cannot reopen it', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const job = await makeJob(ctx, company, { title: 'Quokkaland offsite facilitator' });
    await report(facilitator, { targetType: 'job', targetId: job.id, category: 'spam' });
    expect((await get('/api/jobs?q=quokkaland')).json().items.map((i: { id: string }) => i.id)).toContain(
      job.id,
    );

    const hidden = await adminPost(`/api/admin/reports/job/${job.id}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'closed' });
    expect(row!.hiddenAt?.toISOString()).toBe(NOW);
    const page = await get(`/api/jobs/${job.id}`, facilitator);
    expect(page.statusCode).toBe(410);
    expect(page.json().error.message).toBe('This job is no longer available.');
    expect((await get(`/api/jobs/${job.id}`)).statusCode).toBe(410);
    expect((await get('/api/jobs?q=quokkaland')).json().items).toEqual([]);
    expect((await get('/sitemap.xml')).body).not.toContain(job.id);
    // Its owner still sees it, marked as hidden, in its page and its list.
    expect((await get(`/api/jobs/${job.id}`, company)).json()).toMatchObject({ hiddenByAdmin: true });
    const own = (await get('/api/company/jobs', company)).json().items;
    expect(own.find((item: { id: string }) => item.id === job.id)).toMatchObject({ hiddenByAdmin: true });

    const reopen = await ctx.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/reopen`,
      headers: as(company),
      payload: {},
    });
    expect(reopen.statusCode).toBe(403);
    expect(reopen.json().error.message).toMatch(/hid this job/);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, job.id), eq(auditLog.action, 'job.hidden')));
    expect(entry).toBeDefined();
    expect((await openReportsOn(job.id))[0]!.resolution).toBe('hidden');
  });

  it('hides a profile: out of the directory, search, sitemap and its page', async () => {
    const company = await signUp(ctx, 'company', { companyName: 'Wombatworks Ltd' });
    const facilitator = await signUp(ctx, 'facilitator');
    await completeProfile(company);
    await report(facilitator, { targetType: 'company', targetId: company.id, category: 'inappropriate' });
    expect((await get(`/api/companies/${company.id}`)).statusCode).toBe(200);
    expect((await get('/sitemap.xml')).body).toContain(company.id);

    expect((await adminPost(`/api/admin/reports/company/${company.id}/hide`)).statusCode).toBe(200);
    expect((await get(`/api/companies/${company.id}`)).statusCode).toBe(404);
    expect((await get('/api/companies?q=wombatworks')).json().items).toEqual([]);
    expect((await get('/sitemap.xml')).body).not.toContain(company.id);
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, company.id));
    expect(entry).toMatchObject({ action: 'profile.hidden', targetType: 'company' });
  });

  it('suspends the owner of a reported job, with a reason', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const job = await makeJob(ctx, company);
    await report(facilitator, { targetType: 'job', targetId: job.id, category: 'spam' });
    expect(
      (await adminPost(`/api/admin/reports/job/${job.id}/suspend-owner`, { reason: ' ' })).statusCode,
    ).toBe(400);
    const res = await adminPost(`/api/admin/reports/job/${job.id}/suspend-owner`, {
      reason: 'Scam postings',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await openReportsOn(job.id))[0]!.resolution).toBe('suspended');
    expect((await get(`/api/jobs/${job.id}`)).statusCode).toBe(410);
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, company.id));
    expect(entry).toMatchObject({
      action: 'user.suspended',
      reason: 'Scam postings',
      targetLabel: company.email,
    });
  });
});

describe('reports of messages', () => {
  /** A thread between a new company and a new facilitator, with one message from the company (rows written directly). */
  async function messageFromCompany(body: string) {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const thread = await makeConversation(ctx, company, facilitator, {
      lastMessagePreview: body.slice(0, 140),
    });
    const [message] = await ctx.db
      .insert(messages)
      .values({
        conversationId: thread.id,
        senderId: company.id,
        side: 'company',
        body,
        createdAt: thread.createdAt,
      })
      .returning();
    return { company, facilitator, message: message! };
  }
  const reportMessage = (who: TestUser, id: string) =>
    report(who, { targetType: 'message', targetId: id, category: 'inappropriate', note: 'Rude' });

  it('lets only the party the message was written to report it', async () => {
    const { company, facilitator, message } = await messageFromCompany('Buy cheap followers now');
    const stranger = await signUp(ctx, 'facilitator');
    // The author, and anyone outside the thread: as if it did not exist.
    expect((await reportMessage(company, message.id)).statusCode).toBe(404);
    const outside = await reportMessage(stranger, message.id);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error.message).toBe(
      'What you are reporting does not exist or is no longer public.',
    );
    expect((await reportMessage(facilitator, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const res = await reportMessage(facilitator, message.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(await openReportsOn(message.id)).toMatchObject([
      { targetType: 'message', reporterId: facilitator.id, note: 'Rude' },
    ]);
  });

  it('shows the excerpt and the sender on the Reports page; Hide removes the message and is audited', async () => {
    const long = `Hello   there,\n${'spam '.repeat(60)}`;
    const { company, facilitator, message } = await messageFromCompany(long);
    await reportMessage(facilitator, message.id);
    const target = (await reportedTargets()).items.find((item) => item.targetId === message.id)!;
    expect(target).toMatchObject({
      targetType: 'message',
      link: '',
      owner: { id: company.id, email: company.email, suspended: false },
      hidden: false,
      count: 1,
    });
    expect(target.label).toMatch(/^Hello there, spam spam/);
    expect(target.label!.length).toBeLessThanOrEqual(120);
    expect(target.label!.endsWith('…')).toBe(true);

    const hidden = await adminPost(`/api/admin/reports/message/${message.id}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ resolved: 1 });
    const [row] = await ctx.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row!.hiddenAt?.toISOString()).toBe(NOW);
    expect(row!.body).toBe(long);
    expect((await openReportsOn(message.id))[0]!.resolution).toBe('hidden');
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, message.id));
    expect(entry).toMatchObject({
      action: 'message.hidden',
      targetType: 'message',
      targetLabel: target.label,
    });
  });

  it('takes a removed message out of the inbox line and the bell that quoted it', async () => {
    const company = await signUp(ctx, 'company', { companyName: 'Loud Ventures' });
    const facilitator = await signUp(ctx, 'facilitator');
    await completeProfile(facilitator);
    const first = 'Call me on +44 7700 900123, my private number';
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: as(company),
      payload: { to: facilitator.id, body: first },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { conversationId, message } = started.json();
    // The second message is the newer one (the test's clock stands still).
    await ctx.db
      .update(messages)
      .set({ createdAt: new Date(Date.parse(NOW) - 60_000) })
      .where(eq(messages.id, message.id));
    const second = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: as(company),
      payload: { body: 'Our budget is   1,000 EUR' },
    });
    expect(second.statusCode, second.body).toBe(201);
    const inboxLine = async (who: TestUser) =>
      (await get('/api/conversations', who)).json().items[0].lastMessage;
    const bell = async () => (await get('/api/notifications', facilitator)).json().items;
    expect(await inboxLine(facilitator)).toMatchObject({ preview: 'Our budget is 1,000 EUR' });
    expect(await bell()).toMatchObject([{ title: 'Loud Ventures sent you a message', body: first }]);

    // The newest goes: the line shows the one before it, to both sides.
    await reportMessage(facilitator, second.json().id);
    expect((await adminPost(`/api/admin/reports/message/${second.json().id}/hide`)).statusCode).toBe(200);
    expect(await inboxLine(facilitator)).toMatchObject({ preview: first, fromMe: false });
    expect(await inboxLine(company)).toMatchObject({ preview: first, fromMe: true });

    // The first goes: nothing of either is left, and the bell keeps its title and link only.
    await reportMessage(facilitator, message.id);
    expect((await adminPost(`/api/admin/reports/message/${message.id}/hide`)).statusCode).toBe(200);
    expect(await inboxLine(facilitator)).toMatchObject({ preview: '' });
    expect(await inboxLine(company)).toMatchObject({ preview: '' });
    expect(await bell()).toMatchObject([
      { title: 'Loud Ventures sent you a message', body: '', link: `/messages/${conversationId}` },
    ]);
    const stored = await ctx.db.select().from(notifications).where(eq(notifications.userId, facilitator.id));
    expect(JSON.stringify(stored)).not.toContain('7700');
  });

  it('suspends the sender of a reported message; dismiss leaves the message as it was', async () => {
    const first = await messageFromCompany('You will regret this');
    await reportMessage(first.facilitator, first.message.id);
    const res = await adminPost(`/api/admin/reports/message/${first.message.id}/suspend-owner`, {
      reason: 'Threats',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [sender] = await ctx.db.select().from(user).where(eq(user.id, first.company.id));
    expect(sender!.suspendedAt).not.toBeNull();
    expect((await openReportsOn(first.message.id))[0]!.resolution).toBe('suspended');

    const second = await messageFromCompany('A harmless question');
    await reportMessage(second.facilitator, second.message.id);
    expect((await adminPost(`/api/admin/reports/message/${second.message.id}/dismiss`)).json()).toEqual({
      resolved: 1,
    });
    const [kept] = await ctx.db.select().from(messages).where(eq(messages.id, second.message.id));
    expect(kept!.hiddenAt).toBeNull();
  });
});

describe('suspension on the Users page', () => {
  const signIn = (who: TestUser) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: '10.99.0.1',
      payload: { email: who.email, password: who.password },
    });

  it('ends every session, refuses sign-in, hides the jobs; unsuspending restores them', async () => {
    const company = await signUp(ctx, 'company', { companyName: 'Platypus Partners' });
    await completeProfile(company);
    const published = await makeJob(ctx, company, { title: 'Platypus retreat facilitator' });
    // Its expiry passes while the company is suspended.
    const expiring = await makeJob(ctx, company, { expiresAt: new Date('2031-05-10T11:00:00Z') });
    const draft = await makeJob(ctx, company, { status: 'draft', postedAt: null });
    const second = await signIn(company);
    expect(second.statusCode).toBe(200);

    const list = (await get('/api/admin/users?q=platypus&type=company&state=active', admin)).json();
    expect(list.items.map((u: { id: string }) => u.id)).toEqual([company.id]);

    const res = await adminPost(`/api/admin/users/${company.id}/suspend`, { reason: 'Fraud' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: company.id, suspendedAt: NOW, suspensionReason: 'Fraud' });
    expect(await ctx.db.select().from(session).where(eq(session.userId, company.id))).toEqual([]);
    expect((await get('/api/profile', company)).statusCode).toBe(401);
    expect((await get('/api/me', company)).json()?.user ?? null).toBeNull();

    const refused = await signIn(company);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ACCOUNT_SUSPENDED');
    expect(refused.json().error.message).toBe(
      'This account is suspended. To ask about it, write to admin@facilitatorhub.example.',
    );
    expect((await get('/api/jobs?q=platypus')).json().items).toEqual([]);
    expect((await get(`/api/jobs/${published.id}`)).statusCode).toBe(410);
    expect((await get(`/api/companies/${company.id}`)).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain(company.id);
    expect(
      (await get('/api/admin/users?state=suspended', admin)).json().items.map((u: { id: string }) => u.id),
    ).toContain(company.id);
    expect((await adminPost(`/api/admin/users/${company.id}/suspend`, { reason: 'Again' })).statusCode).toBe(
      409,
    );

    // The one whose expiry passed comes back expired; the draft stays a draft.
    const lifted = await adminPost(`/api/admin/users/${company.id}/unsuspend`);
    expect(lifted.statusCode, lifted.body).toBe(200);
    const statuses = await ctx.db
      .select({ id: jobs.id, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.companyId, company.id));
    expect(Object.fromEntries(statuses.map((j) => [j.id, j.status]))).toEqual({
      [published.id]: 'published',
      [expiring.id]: 'expired',
      [draft.id]: 'draft',
    });
    expect((await signIn(company)).statusCode).toBe(200);
    const actions = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, company.id));
    expect(actions.map((a) => a.action).sort()).toEqual(['user.suspended', 'user.unsuspended']);
  });

  it('signs nobody in through a confirmation link while suspended', async () => {
    const { email } = await signUpUnverified(ctx, 'facilitator');
    const [row] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    expect((await adminPost(`/api/admin/users/${row!.id}/suspend`, { reason: 'Bot' })).statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'GET', url: verificationLink(ctx, email) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth?link=suspended');
    expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]/);
    expect(await ctx.db.select().from(session).where(eq(session.userId, row!.id))).toEqual([]);
  });

  it("withdraws a suspended facilitator's undecided applications", async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const [j1, j2, j3] = [
      await makeJob(ctx, company),
      await makeJob(ctx, company),
      await makeJob(ctx, company),
    ];
    const pending = await makeApplication(ctx, j1, facilitator);
    const shortlisted = await makeApplication(ctx, j2, facilitator, { status: 'shortlisted' });
    const hired = await makeApplication(ctx, j3, facilitator, { status: 'hired' });
    expect(
      (await adminPost(`/api/admin/users/${facilitator.id}/suspend`, { reason: 'Spam' })).statusCode,
    ).toBe(200);
    const rows = await ctx.db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(eq(applications.facilitatorId, facilitator.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [pending.id]: 'withdrawn',
      [shortlisted.id]: 'withdrawn',
      [hired.id]: 'hired',
    });
  });

  it('never suspends an admin or yourself; refuses non-admins and unknown ids', async () => {
    const other = await signUp(ctx, 'company');
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/admin/users/${admin.id}/suspend`,
          headers: as(other),
          payload: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    const self = await adminPost(`/api/admin/users/${admin.id}/suspend`, { reason: 'x' });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('You cannot suspend your own account.');
    expect(
      (await adminPost('/api/admin/users/00000000-0000-4000-8000-000000000000/suspend', { reason: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await adminPost(`/api/admin/users/${other.id}/suspend`, {})).statusCode).toBe(400);
    expect((await adminPost(`/api/admin/users/${other.id}/unsuspend`)).statusCode).toBe(409);
    await ctx.db.update(user).set({ role: 'admin' }).where(eq(user.id, other.id));
    const anAdmin = await adminPost(`/api/admin/users/${other.id}/suspend`, { reason: 'x' });
    expect(anAdmin.statusCode).toBe(403);
    expect(anAdmin.json().error.message).toBe('An administrator cannot be suspended.');
  });
});
