import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, jobs, organisationMembers, user } from '../db/schema';
import { makeJob } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { sendAs } from '../test/inject';
import type { OrgRole } from '../../shared/organisation-roles';

const ctx = await buildTestApp();
let admin: TestUser;

beforeAll(async () => {
  admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });
});

const get = (who: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: as(who) });

/**
 * A company-side person who joins `organisationId` with `role` (as an accepted invitation will make them):
 * the organisation their sign-up made goes, so that they act for this one.
 */
async function joinAs(organisationId: string, role: OrgRole, name: string) {
  const member = await signUp(ctx, 'company');
  await ctx.db.delete(companies).where(eq(companies.id, member.id));
  await ctx.db.update(user).set({ name }).where(eq(user.id, member.id));
  await ctx.db.insert(organisationMembers).values({ organisationId, userId: member.id, role });
  return member;
}

const jobStatuses = async (ids: string[]) =>
  (await ctx.db.select({ status: jobs.status }).from(jobs).where(inArray(jobs.id, ids))).map((r) => r.status);

const auditOf = (action: string, targetId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action as 'organisation.suspended'), eq(auditLog.targetId, targetId)));

describe('the Organisations page', () => {
  it('lists organisations with their members, owners first, a page at a time, found by name', async () => {
    const owner = await signUp(ctx, 'company', { companyName: 'Quokka Works' });
    const recruiter = await joinAs(owner.id, 'recruiter', 'Rita Recruiter');
    const viewer = await joinAs(owner.id, 'viewer', 'Vic Viewer');
    await signUp(ctx, 'company', { companyName: 'Quokka Labs' });

    const page = await get(admin, '/api/admin/organisations?q=quokka&pageSize=1');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ total: 2, totalPages: 2, page: 1, pageSize: 1 });
    // Newest first.
    expect(page.json().items.map((o: { name: string }) => o.name)).toEqual(['Quokka Labs']);

    const works = (await get(admin, '/api/admin/organisations?q=Works')).json();
    expect(works.total).toBe(1);
    expect(works.items[0]).toMatchObject({
      id: owner.id,
      name: 'Quokka Works',
      suspendedAt: null,
      memberCount: 3,
      members: [
        { id: owner.id, email: owner.email, role: 'owner' },
        { id: recruiter.id, name: 'Rita Recruiter', email: recruiter.email, role: 'recruiter' },
        { id: viewer.id, name: 'Vic Viewer', email: viewer.email, role: 'viewer' },
      ],
    });

    // A wildcard is taken literally.
    expect((await get(admin, '/api/admin/organisations?q=%25')).json().total).toBe(0);
    expect((await get(owner, '/api/admin/organisations')).statusCode).toBe(403);
  });

  it('answers each page in the same number of queries, however many organisations it shows', async () => {
    const queries: string[] = [];
    const query = ctx.pool.query.bind(ctx.pool);
    for (let i = 0; i < 3; i++) {
      const owner = await signUp(ctx, 'company', { companyName: `Numbat ${i}` });
      await joinAs(owner.id, 'admin', `Numbat admin ${i}`);
    }
    const count = async (url: string) => {
      queries.length = 0;
      ctx.pool.query = ((...args: Parameters<typeof query>) => {
        const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
        if (/from "companies"/i.test(text)) queries.push(text);
        return query(...args);
      }) as typeof ctx.pool.query;
      try {
        const res = await get(admin, url);
        expect(res.statusCode).toBe(200);
        return { shown: res.json().items.length as number, queries: queries.length };
      } finally {
        ctx.pool.query = query;
      }
    };
    const one = await count('/api/admin/organisations?q=Numbat&pageSize=1');
    const three = await count('/api/admin/organisations?q=Numbat&pageSize=3');
    expect([one.shown, three.shown]).toEqual([1, 3]);
    // The page with its members, and the count.
    expect(one.queries).toBe(2);
    expect(three.queries).toBe(2);
  });
});

describe('suspending an organisation', () => {
  it('takes its jobs off the site and lets none of its members act for it, until it is restored', async () => {
    const owner = await signUp(ctx, 'company', { companyName: 'Wombat Events' });
    const manager = await joinAs(owner.id, 'hiring_manager', 'Hana Manager');
    const published = await makeJob(ctx, owner);
    const draft = await makeJob(ctx, owner, { status: 'draft' });
    const pending = await makeJob(ctx, owner, { status: 'pending_review', submittedAt: ctx.clock.now() });
    await ctx.db
      .update(companies)
      .set({ profileCompletedAt: ctx.clock.now() })
      .where(eq(companies.id, owner.id));
    expect((await get(manager, '/api/company/jobs')).statusCode).toBe(200);
    const profile = () => ctx.app.inject({ url: `/api/companies/${owner.id}` });
    const inQueue = async () =>
      (await get(admin, '/api/admin/moderation?pageSize=50'))
        .json()
        .items.some((job: { id: string }) => job.id === pending.id);
    expect((await profile()).statusCode).toBe(200);
    expect(await inQueue()).toBe(true);

    const url = `/api/admin/organisations/${owner.id}`;
    const blank = await sendAs(ctx, admin, 'POST', `${url}/suspend`, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fieldErrors.reason).toBeDefined();
    expect((await sendAs(ctx, owner, 'POST', `${url}/suspend`, { reason: 'Mine' })).statusCode).toBe(403);

    const suspended = await sendAs(ctx, admin, 'POST', `${url}/suspend`, { reason: 'Fake listings' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().organisation).toMatchObject({
      id: owner.id,
      suspensionReason: 'Fake listings',
      suspendedAt: expect.any(String),
    });
    expect(await jobStatuses([published.id, draft.id])).toEqual(
      expect.arrayContaining(['suspended', 'draft']),
    );
    for (const member of [owner, manager]) {
      const refused = await get(member, '/api/company/jobs');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toMatch(/not a member of any organisation/);
    }
    // Its profile leaves the site, and its jobs waiting for review wait out of the queue.
    expect((await profile()).statusCode).toBe(404);
    expect(await inQueue()).toBe(false);
    expect((await sendAs(ctx, admin, 'POST', `/api/admin/jobs/${pending.id}/approve`)).statusCode).not.toBe(
      200,
    );
    // The people themselves are not suspended: they are still signed in.
    expect((await get(manager, '/api/me')).json().user.id).toBe(manager.id);
    expect(await auditOf('organisation.suspended', owner.id)).toMatchObject([
      {
        actorId: admin.id,
        targetType: 'organisation',
        targetLabel: 'Wombat Events',
        reason: 'Fake listings',
      },
    ]);
    expect((await sendAs(ctx, admin, 'POST', `${url}/suspend`, { reason: 'Again' })).statusCode).toBe(409);
    const listed = (await get(admin, '/api/admin/organisations?q=Wombat&state=suspended')).json();
    expect(listed.items.map((o: { id: string }) => o.id)).toEqual([owner.id]);

    const restored = await sendAs(ctx, admin, 'POST', `${url}/unsuspend`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().organisation).toMatchObject({ suspendedAt: null, suspensionReason: null });
    expect(await jobStatuses([published.id])).toEqual(['published']);
    expect(await jobStatuses([draft.id])).toEqual(['draft']);
    expect((await get(manager, '/api/company/jobs')).statusCode).toBe(200);
    expect((await profile()).statusCode).toBe(200);
    expect(await inQueue()).toBe(true);
    expect(await auditOf('organisation.unsuspended', owner.id)).toHaveLength(1);
    expect((await sendAs(ctx, admin, 'POST', `${url}/unsuspend`)).statusCode).toBe(409);
    expect(
      (await sendAs(ctx, admin, 'POST', `/api/admin/organisations/${manager.id}/suspend`, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('suspending a company-side person', () => {
  it("leaves the jobs of an organisation with other members, and takes a sole member's with them", async () => {
    const owner = await signUp(ctx, 'company', { companyName: 'Echidna Group' });
    const recruiter = await joinAs(owner.id, 'recruiter', 'Rex Recruiter');
    const shared = await makeJob(ctx, owner);
    const solo = await signUp(ctx, 'company', { companyName: 'Solo Studio' });
    const soloJob = await makeJob(ctx, solo);

    for (const person of [recruiter, owner]) {
      const res = await sendAs(ctx, admin, 'POST', `/api/admin/users/${person.id}/suspend`, {
        reason: 'Spam',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await jobStatuses([shared.id])).toEqual(['published']);
    const res = await sendAs(ctx, admin, 'POST', `/api/admin/users/${solo.id}/suspend`, { reason: 'Spam' });
    expect(res.statusCode).toBe(200);
    expect(await jobStatuses([soloJob.id])).toEqual(['suspended']);

    // Lifting a person's suspension does not bring back the jobs of an organisation suspended as a whole.
    expect(
      (await sendAs(ctx, admin, 'POST', `/api/admin/organisations/${solo.id}/suspend`, { reason: 'Also' }))
        .statusCode,
    ).toBe(200);
    expect((await sendAs(ctx, admin, 'POST', `/api/admin/users/${solo.id}/unsuspend`)).statusCode).toBe(200);
    expect(await jobStatuses([soloJob.id])).toEqual(['suspended']);
    expect(
      (await sendAs(ctx, admin, 'POST', `/api/admin/organisations/${solo.id}/unsuspend`)).statusCode,
    ).toBe(200);
    expect(await jobStatuses([soloJob.id])).toEqual(['published']);

    // Nor does lifting the organisation's suspension bring back the jobs of its one member, still suspended.
    await sendAs(ctx, admin, 'POST', `/api/admin/users/${solo.id}/suspend`, { reason: 'Again' });
    await sendAs(ctx, admin, 'POST', `/api/admin/organisations/${solo.id}/suspend`, { reason: 'Again' });
    expect(
      (await sendAs(ctx, admin, 'POST', `/api/admin/organisations/${solo.id}/unsuspend`)).statusCode,
    ).toBe(200);
    expect(await jobStatuses([soloJob.id])).toEqual(['suspended']);
    expect((await sendAs(ctx, admin, 'POST', `/api/admin/users/${solo.id}/unsuspend`)).statusCode).toBe(200);
    expect(await jobStatuses([soloJob.id])).toEqual(['published']);
  });
});
