import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicantNotes, user } from '../db/schema';
import { applyTo, makeJob, memberOf } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { sendAs } from '../test/inject';
import { TEAM_NOTES_SHOWN } from './applicant-team.service';

const ctx = await buildTestApp();

const nameOf = async (who: TestUser) =>
  (await ctx.db.select({ name: user.name }).from(user).where(eq(user.id, who.id)))[0]!.name;

const team = (who: TestUser | undefined, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/applications/${id}/team`, headers: as(who) });
const note = (who: TestUser | undefined, id: string, body: unknown) =>
  sendAs(ctx, who, 'POST', `/api/applications/${id}/notes`, { body });
const removeNote = (who: TestUser | undefined, noteId: string) =>
  sendAs(ctx, who, 'DELETE', `/api/applicant-notes/${noteId}`);
const rate = (who: TestUser | undefined, id: string, score: unknown) =>
  sendAs(ctx, who, 'PUT', `/api/applications/${id}/rating`, { score });

async function applied() {
  const owner = await signUp(ctx, 'company');
  const facilitator = await signUp(ctx, 'facilitator');
  const job = await makeJob(ctx, owner);
  return { owner, facilitator, job, id: await applyTo(ctx, facilitator, job.id) };
}

describe('the team’s notes on an applicant', () => {
  it('lets members write notes that the whole organisation reads, newest last', async () => {
    const { owner, id } = await applied();
    const recruiter = await memberOf(ctx, owner.id, 'recruiter');

    const first = await note(recruiter, id, '  Strong on remote formats.  ');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      authorName: await nameOf(recruiter),
      body: 'Strong on remote formats.',
      mine: true,
    });
    expect((await note(owner, id, 'Asked for references.')).statusCode).toBe(201);

    const asOwner = await team(owner, id);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json().notes.map((n: { body: string; mine: boolean }) => [n.body, n.mine])).toEqual([
      ['Strong on remote formats.', false],
      ['Asked for references.', true],
    ]);
  });

  it('keeps the author’s name as it read when the note was written', async () => {
    const { owner, id } = await applied();
    const before = await nameOf(owner);
    expect((await note(owner, id, 'First call went well.')).statusCode).toBe(201);
    await ctx.db.update(user).set({ name: 'Renamed Person' }).where(eq(user.id, owner.id));
    expect((await team(owner, id)).json().notes[0].authorName).toBe(before);
  });

  it('validates the note with the shared schema', async () => {
    const { owner, id } = await applied();
    const empty = await note(owner, id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fieldErrors.body).toEqual(['Write a note.']);
    expect((await note(owner, id, 'x'.repeat(4001))).statusCode).toBe(400);
  });

  it(`returns the latest ${TEAM_NOTES_SHOWN} notes`, async () => {
    const { owner, id } = await applied();
    const start = ctx.clock.now().getTime();
    await ctx.db.insert(applicantNotes).values(
      Array.from({ length: TEAM_NOTES_SHOWN + 5 }, (_, i) => ({
        organisationId: owner.id,
        applicationId: id,
        authorId: owner.id,
        authorName: 'Owner',
        body: `note ${i}`,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const { notes } = (await team(owner, id)).json();
    expect(notes).toHaveLength(TEAM_NOTES_SHOWN);
    expect(notes[0].body).toBe('note 5');
    expect(notes.at(-1).body).toBe(`note ${TEAM_NOTES_SHOWN + 4}`);
  });

  it('lets only a note’s author delete it', async () => {
    const { owner, id } = await applied();
    const hiringManager = await memberOf(ctx, owner.id, 'hiring_manager');
    const written = (await note(hiringManager, id, 'Follow up next week.')).json();

    const byOwner = await removeNote(owner, written.id);
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().error.message).toBe('Only the note’s author can delete it.');
    expect((await removeNote(hiringManager, written.id)).statusCode).toBe(204);
    expect((await team(owner, id)).json().notes).toEqual([]);
    expect((await removeNote(hiringManager, written.id)).statusCode).toBe(404);
  });

  it('lets a viewer write notes and rate, but not move the applicant', async () => {
    const { owner, id } = await applied();
    const viewer = await memberOf(ctx, owner.id, 'viewer');
    expect((await note(viewer, id, 'Read the portfolio: good.')).statusCode).toBe(201);
    expect((await rate(viewer, id, 3)).statusCode).toBe(200);
    const moved = await sendAs(ctx, viewer, 'PATCH', `/api/applications/${id}/status`, {
      status: 'in_review',
    });
    expect(moved.statusCode).toBe(403);
  });
});

describe('the team’s scorecard on an applicant', () => {
  it('keeps one score per member and sums them up', async () => {
    const { owner, job, id } = await applied();
    const recruiter = await memberOf(ctx, owner.id, 'recruiter');
    const viewer = await memberOf(ctx, owner.id, 'viewer');

    expect((await rate(owner, id, 4)).statusCode).toBe(200);
    expect((await rate(recruiter, id, 1)).statusCode).toBe(200);
    // A second rating replaces the member's first.
    expect((await rate(recruiter, id, 2)).statusCode).toBe(200);
    const res = await rate(viewer, id, 4);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.myScore).toBe(4);
    expect(body.summary).toEqual({ count: 3, average: 10 / 3 });
    expect(body.ratings).toEqual([
      { name: await nameOf(owner), score: 4, isYou: false },
      { name: await nameOf(recruiter), score: 2, isYou: false },
      { name: await nameOf(viewer), score: 4, isYou: true },
    ]);
    expect((await team(recruiter, id)).json().myScore).toBe(2);

    // The applicants list carries the summary, with the count of notes.
    await note(owner, id, 'One');
    await note(viewer, id, 'Two');
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/company/jobs/${job.id}/applications`,
      headers: as(recruiter),
    });
    expect(list.json().items[0].team).toEqual({ count: 3, average: 10 / 3, notes: 2 });
  });

  it('summarises an applicant nobody rated as none', async () => {
    const { owner, job, id } = await applied();
    expect((await team(owner, id)).json()).toEqual({
      notes: [],
      ratings: [],
      myScore: null,
      summary: { count: 0, average: null },
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/company/jobs/${job.id}/applications`,
      headers: as(owner),
    });
    expect(list.json().items[0].team).toEqual({ count: 0, average: null, notes: 0 });
  });

  it('refuses a score off the card', async () => {
    const { owner, id } = await applied();
    for (const score of [0, 5, 2.5, '3']) expect((await rate(owner, id, score)).statusCode).toBe(400);
  });
});

describe('who sees the team’s notes and scorecard', () => {
  it('answers another organisation’s member 404 on every route, as if the applicant did not exist', async () => {
    const { owner, id } = await applied();
    const written = (await note(owner, id, 'Private to us.')).json();
    await rate(owner, id, 4);
    const stranger = await signUp(ctx, 'company');
    const strangersMember = await memberOf(ctx, stranger.id, 'admin');

    for (const who of [stranger, strangersMember]) {
      expect((await team(who, id)).statusCode).toBe(404);
      expect((await note(who, id, 'Sneaky.')).statusCode).toBe(404);
      expect((await rate(who, id, 1)).statusCode).toBe(404);
      expect((await removeNote(who, written.id)).statusCode).toBe(404);
    }
    const after = (await team(owner, id)).json();
    expect(after.notes.map((n: { body: string }) => n.body)).toEqual(['Private to us.']);
    expect(after.summary).toEqual({ count: 1, average: 4 });
  });

  it('refuses facilitators, and their own views of the application hold no notes or ratings', async () => {
    const { owner, facilitator, job, id } = await applied();
    await note(owner, id, 'A confidential remark.');
    await rate(owner, id, 1);

    expect((await team(facilitator, id)).statusCode).toBe(403);
    expect((await note(facilitator, id, 'Hello')).statusCode).toBe(403);
    expect((await rate(facilitator, id, 4)).statusCode).toBe(403);

    for (const url of ['/api/facilitator/applications', `/api/jobs/${job.id}/my-application`]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: as(facilitator) });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(id);
      expect(res.body, url).not.toContain('A confidential remark.');
      expect(res.body, url).not.toMatch(/"(team|notes|ratings|score|myScore|summary)"/);
    }
  });

  it('needs a signed-in member', async () => {
    const { id } = await applied();
    expect((await team(undefined, id)).statusCode).toBe(401);
    expect((await note(undefined, id, 'x')).statusCode).toBe(401);
  });
});
