import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrgRole } from '../../shared/organisation-roles';
import {
  applicantNotes,
  applicantRatings,
  companies,
  conversations,
  jobs,
  organisationMembers,
  user,
} from '../db/schema';
import { makeApplication, makeConversation, makeJob } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { deleteAccountRequest } from '../test/inject';
import { readDataExport } from '../test/unzip';

const ctx = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });

/**
 * A company-side person who joins `organisationId` with `role` (as an accepted invitation will make them):
 * the organisation their sign-up made goes, so that they act for this one.
 */
async function joinAs(organisationId: string, role: OrgRole) {
  const member = await signUp(ctx, 'company');
  await ctx.db.delete(companies).where(eq(companies.id, member.id));
  await ctx.db.insert(organisationMembers).values({ organisationId, userId: member.id, role });
  return member;
}

/** A job of the organisation owned by `member`, with an applicant, a thread led by the member, their note and rating. */
async function workOf(organisationId: string, member: TestUser) {
  const facilitator = await signUp(ctx, 'facilitator');
  const job = await makeJob(
    ctx,
    { ...member, id: organisationId },
    { ownerId: member.id, title: 'Board offsite' },
  );
  const application = await makeApplication(ctx, job, facilitator);
  const thread = await makeConversation(ctx, { ...member, id: organisationId }, facilitator, {
    companyOwnerId: member.id,
  });
  const now = ctx.clock.now();
  const [note] = await ctx.db
    .insert(applicantNotes)
    .values({
      organisationId,
      applicationId: application.id,
      authorId: member.id,
      authorName: 'Nora Note',
      body: 'Strong on retrospectives.',
      createdAt: now,
    })
    .returning();
  await ctx.db
    .insert(applicantRatings)
    .values({ organisationId, applicationId: application.id, userId: member.id, score: 4, updatedAt: now });
  return { job, application, thread, note: note! };
}

const deletion = (who: TestUser, locale = 'en') =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: { ...as(who), 'accept-language': locale },
    payload: { confirmEmail: who.email, password: who.password },
  });

const stillThere = async (id: string) =>
  (await ctx.db.select({ id: user.id }).from(user).where(eq(user.id, id))).length === 1;

describe('deleting the account of a company-side person', () => {
  it("is refused to an organisation's last owner while it has other members, with the way out", async () => {
    const owner = await signUp(ctx, 'company', { companyName: 'Kiwi Partners' });
    await joinAs(owner.id, 'recruiter');

    const refused = await deletion(owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'You are the last owner of Kiwi Partners, which has other members. Transfer ownership or delete the organisation first.',
    );
    const german = await deletion(owner, 'de');
    expect(german.statusCode).toBe(409);
    expect(german.json().error.message).toBe(
      'Außer Ihnen ist niemand Inhaber:in von „Kiwi Partners“, und die Organisation hat weitere Mitglieder. Übertragen Sie zuerst die Inhaberschaft oder löschen Sie die Organisation.',
    );
    expect(await stillThere(owner.id)).toBe(true);
    expect((await ctx.app.inject({ url: '/api/company/jobs', headers: as(owner) })).statusCode).toBe(200);
  });

  it("hands a member's jobs, threads and notes to an owner, and takes their membership and ratings", async () => {
    const owner = await signUp(ctx, 'company', { companyName: 'Tui Consulting' });
    const manager = await joinAs(owner.id, 'hiring_manager');
    const { job, thread, note, application } = await workOf(owner.id, manager);

    const res = await deleteAccountRequest(ctx, manager);
    expect(res.statusCode, res.body).toBe(204);

    expect(await stillThere(manager.id)).toBe(false);
    const [kept] = await ctx.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(kept).toMatchObject({ ownerId: owner.id, status: 'published', companyId: owner.id });
    const [led] = await ctx.db.select().from(conversations).where(eq(conversations.id, thread.id));
    expect(led!.companyOwnerId).toBe(owner.id);
    const [written] = await ctx.db.select().from(applicantNotes).where(eq(applicantNotes.id, note.id));
    expect(written).toMatchObject({ authorId: owner.id, authorName: 'Nora Note', body: note.body });
    expect(
      await ctx.db.select().from(applicantRatings).where(eq(applicantRatings.applicationId, application.id)),
    ).toEqual([]);
    expect(
      await ctx.db
        .select({ userId: organisationMembers.userId, role: organisationMembers.role })
        .from(organisationMembers)
        .where(eq(organisationMembers.organisationId, owner.id)),
    ).toEqual([{ userId: owner.id, role: 'owner' }]);
    // The organisation goes on.
    expect((await ctx.app.inject({ url: '/api/company/jobs', headers: as(owner) })).statusCode).toBe(200);
  });

  it('lets an owner go when another owner stays, who takes over', async () => {
    const founder = await signUp(ctx, 'company', { companyName: 'Kea Labs' });
    const coOwner = await joinAs(founder.id, 'owner');
    const { job } = await workOf(founder.id, founder);

    expect((await deleteAccountRequest(ctx, founder)).statusCode).toBe(204);
    const [kept] = await ctx.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(kept).toMatchObject({ ownerId: coOwner.id, status: 'published' });
    const [organisation] = await ctx.db.select().from(companies).where(eq(companies.id, founder.id));
    expect(organisation?.name).toBe('Kea Labs');
  });

  it('lets only one of two owners go when both delete their accounts at once: the other is the last owner', async () => {
    const founder = await signUp(ctx, 'company', { companyName: 'Moa Works' });
    const coOwner = await joinAs(founder.id, 'owner');
    await joinAs(founder.id, 'recruiter');

    const statuses = (await Promise.all([founder, coOwner].map((owner) => deletion(owner)))).map(
      (res) => res.statusCode,
    );
    expect(statuses.sort()).toEqual([204, 409]);
    const owners = await ctx.db
      .select({ userId: organisationMembers.userId })
      .from(organisationMembers)
      .where(eq(organisationMembers.organisationId, founder.id));
    expect(owners.filter(({ userId }) => userId === founder.id || userId === coOwner.id)).toHaveLength(1);
  });
});

describe("a company-side person's data export", () => {
  it('holds their memberships, the notes they wrote, the ratings they gave, and the organisations they run', async () => {
    const owner = await signUp(ctx, 'company', { companyName: 'Moa Ventures' });
    const ownerJob = await makeJob(ctx, owner, { title: 'Moa offsite' });
    const recruiter = await joinAs(owner.id, 'recruiter');
    // The recruiter administers a second organisation too.
    const other = await signUp(ctx, 'company', { companyName: 'Weka Works' });
    await ctx.db
      .insert(organisationMembers)
      .values({ organisationId: other.id, userId: recruiter.id, role: 'admin' });
    const otherJob = await makeJob(ctx, other, { title: 'Weka retreat' });
    const { job: boardJob } = await workOf(owner.id, recruiter);
    // The owner administers the second organisation as well.
    await ctx.db
      .insert(organisationMembers)
      .values({ organisationId: other.id, userId: owner.id, role: 'admin' });

    const res = await ctx.app.inject({ url: '/api/account/export', headers: as(recruiter) });
    expect(res.statusCode).toBe(200);
    const { data } = await readDataExport(res.rawPayload);
    expect(data.memberships).toEqual([
      {
        organisationId: owner.id,
        organisation: 'Moa Ventures',
        role: 'recruiter',
        joinedAt: expect.any(String),
      },
      { organisationId: other.id, organisation: 'Weka Works', role: 'admin', joinedAt: expect.any(String) },
    ]);
    expect(data.notesWritten).toEqual([
      {
        organisation: 'Moa Ventures',
        jobTitle: 'Board offsite',
        body: 'Strong on retrospectives.',
        createdAt: expect.any(String),
      },
    ]);
    expect(data.ratingsGiven).toEqual([
      { organisation: 'Moa Ventures', jobTitle: 'Board offsite', score: 4, updatedAt: expect.any(String) },
    ]);
    // A recruiter does not take the organisation's data along; an admin does.
    expect(data.companyProfile).toMatchObject({ id: other.id, name: 'Weka Works' });
    expect(data.jobs.map((row: { id: string }) => row.id)).toEqual([otherJob.id]);
    expect(data.otherOrganisations).toBeUndefined();

    const ownerExport = await ctx.app.inject({ url: '/api/account/export', headers: as(owner) });
    const { data: own } = await readDataExport(ownerExport.rawPayload);
    expect(own.companyProfile).toMatchObject({ id: owner.id, name: 'Moa Ventures' });
    expect(own.jobs.map((row: { id: string }) => row.id).sort()).toEqual([ownerJob.id, boardJob.id].sort());
    expect(own.otherOrganisations).toEqual([
      {
        companyProfile: expect.objectContaining({ id: other.id, name: 'Weka Works', logoFile: null }),
        jobs: [expect.objectContaining({ id: otherJob.id })],
        // Weka Works kept the default decline messages: it wrote none of its own.
        declineTemplates: [],
      },
    ]);
    expect(own.memberships.map((row: { role: string }) => row.role)).toEqual(['owner', 'admin']);
    expect(own.notesWritten).toEqual([]);
    expect(own.ratingsGiven).toEqual([]);
  });
});
