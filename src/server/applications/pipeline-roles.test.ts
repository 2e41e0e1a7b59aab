import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, jobs, organisationAuditLog, user } from '../db/schema';
import { applyTo, makeJob, memberOf, postJob } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { sendAs } from '../test/inject';

const ctx = await buildTestApp();

const nameOf = async (who: TestUser) =>
  (await ctx.db.select({ name: user.name }).from(user).where(eq(user.id, who.id)))[0]!.name;

const setStatus = (who: TestUser, id: string, status: string) =>
  sendAs(ctx, who, 'PATCH', `/api/applications/${id}/status`, { status });

const rowOf = async (id: string) =>
  (await ctx.db.select().from(applications).where(eq(applications.id, id)))[0]!;

const auditOf = (organisationId: string, action: 'applicant_moved' | 'job_posted') =>
  ctx.db
    .select()
    .from(organisationAuditLog)
    .where(
      and(eq(organisationAuditLog.organisationId, organisationId), eq(organisationAuditLog.action, action)),
    )
    .orderBy(organisationAuditLog.createdAt);

/** An organisation's published job and an application to it from a facilitator with a known name. */
async function applied() {
  const owner = await signUp(ctx, 'company');
  const facilitator = await signUp(ctx, 'facilitator', { firstName: 'Ada', lastName: 'Lovelace' });
  const job = await makeJob(ctx, owner);
  return { owner, facilitator, job, id: await applyTo(ctx, facilitator, job.id) };
}

describe('PATCH /api/applications/:id/status by the organisation’s members', () => {
  it('refuses a recruiter’s hire, and lets hiring managers and owners hire', async () => {
    const { owner, id } = await applied();
    const recruiter = await memberOf(ctx, owner.id, 'recruiter');
    const hiringManager = await memberOf(ctx, owner.id, 'hiring_manager');

    const refused = await setStatus(recruiter, id, 'hired');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Only owners, admins and hiring managers can hire, or change a hire.',
    );
    expect((await rowOf(id)).status).toBe('submitted');
    // Short of hiring, the recruiter moves applicants.
    expect((await setStatus(recruiter, id, 'shortlisted')).statusCode).toBe(200);

    const hired = await setStatus(hiringManager, id, 'hired');
    expect(hired.statusCode, hired.body).toBe(200);
    expect(hired.json().application.status).toBe('hired');
    // Undoing a hire is a hiring decision too.
    expect((await setStatus(recruiter, id, 'rejected')).statusCode).toBe(403);
    expect((await setStatus(owner, id, 'shortlisted')).statusCode).toBe(200);
    expect((await setStatus(owner, id, 'hired')).statusCode).toBe(200);
    expect((await rowOf(id)).status).toBe('hired');
  });

  it('answers a German caller’s refused hire in German', async () => {
    const { owner, id } = await applied();
    const recruiter = await memberOf(ctx, owner.id, 'recruiter');
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/applications/${id}/status`,
      headers: { ...as(recruiter), 'accept-language': 'de' },
      payload: { status: 'hired' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'Nur Inhaber:innen, Admins und Hiring-Manager:innen können einstellen oder eine Einstellung ändern.',
    );
  });

  it('records the member who moved the applicant and enters each move in the audit log', async () => {
    const { owner, id } = await applied();
    const recruiter = await memberOf(ctx, owner.id, 'recruiter');

    expect((await setStatus(recruiter, id, 'in_review')).statusCode).toBe(200);
    expect((await rowOf(id)).statusChangedBy).toBe(recruiter.id);
    expect((await setStatus(owner, id, 'shortlisted')).statusCode).toBe(200);
    expect((await rowOf(id)).statusChangedBy).toBe(owner.id);
    // Setting the status it already has is no move: nothing recorded, nothing logged.
    expect((await setStatus(recruiter, id, 'shortlisted')).statusCode).toBe(200);
    expect((await rowOf(id)).statusChangedBy).toBe(owner.id);

    const entries = await auditOf(owner.id, 'applicant_moved');
    expect(
      entries.map(({ actorId, actorName, subject, subjectId, detail }) => ({
        actorId,
        actorName,
        subject,
        subjectId,
        detail,
      })),
    ).toEqual([
      {
        actorId: recruiter.id,
        actorName: await nameOf(recruiter),
        subject: 'Ada Lovelace',
        subjectId: id,
        detail: { from: 'submitted', to: 'in_review' },
      },
      {
        actorId: owner.id,
        actorName: await nameOf(owner),
        subject: 'Ada Lovelace',
        subjectId: id,
        detail: { from: 'in_review', to: 'shortlisted' },
      },
    ]);
  });

  it('lets a viewer read the applicants but not move them', async () => {
    const { owner, job, id } = await applied();
    const viewer = await memberOf(ctx, owner.id, 'viewer');
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/company/jobs/${job.id}/applications`,
      headers: as(viewer),
    });
    expect(list.statusCode).toBe(200);
    const moved = await setStatus(viewer, id, 'in_review');
    expect(moved.statusCode).toBe(403);
    expect((await rowOf(id)).statusChangedBy).toBeNull();
    expect(await auditOf(owner.id, 'applicant_moved')).toEqual([]);
  });

  it('forgets the member when the facilitator withdraws: the move is theirs', async () => {
    const { owner, facilitator, id } = await applied();
    expect((await setStatus(owner, id, 'in_review')).statusCode).toBe(200);
    expect((await rowOf(id)).statusChangedBy).toBe(owner.id);
    const res = await sendAs(ctx, facilitator, 'POST', `/api/applications/${id}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: 'withdrawn', statusChangedBy: null });
  });
});

describe('posting a job as a member', () => {
  it('makes the posting member the owner and enters the posting in the audit log', async () => {
    const founder = await signUp(ctx, 'company');
    const recruiter = await memberOf(ctx, founder.id, 'recruiter');
    const job = await postJob(ctx, recruiter, { title: 'Retrospective facilitator for a data team' });

    const [row] = await ctx.db
      .select({ companyId: jobs.companyId, ownerId: jobs.ownerId })
      .from(jobs)
      .where(eq(jobs.id, job.id));
    expect(row).toEqual({ companyId: founder.id, ownerId: recruiter.id });
    const entries = await auditOf(founder.id, 'job_posted');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: recruiter.id,
      actorName: await nameOf(recruiter),
      subject: 'Retrospective facilitator for a data team',
      subjectId: job.id,
    });
  });

  it('makes the duplicating member the copy’s owner', async () => {
    const founder = await signUp(ctx, 'company');
    const original = await postJob(ctx, founder);
    const hiringManager = await memberOf(ctx, founder.id, 'hiring_manager');
    const res = await sendAs(ctx, hiringManager, 'POST', `/api/jobs/${original.id}/duplicate`);
    expect(res.statusCode, res.body).toBe(201);
    const [copy] = await ctx.db
      .select({ ownerId: jobs.ownerId })
      .from(jobs)
      .where(eq(jobs.id, res.json().id));
    expect(copy!.ownerId).toBe(hiringManager.id);
  });

  it('refuses a viewer’s posting without logging anything', async () => {
    const founder = await signUp(ctx, 'company');
    const viewer = await memberOf(ctx, founder.id, 'viewer');
    const res = await sendAs(ctx, viewer, 'POST', '/api/jobs', {});
    expect(res.statusCode).toBe(403);
    expect(await auditOf(founder.id, 'job_posted')).toEqual([]);
  });
});
