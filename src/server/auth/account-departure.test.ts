import { describe, expect, it } from 'vitest';
import { makeApplication, makeJob } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { deleteAccountRequest, sendAs } from '../test/inject';
import { addDays, utcDay } from '../profiles/days';

const ctx = await buildTestApp();
const today = utcDay(ctx.clock.now());

const get = (who: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: as(who) });

const deleteAccount = async (who: TestUser) => {
  const res = await deleteAccountRequest(ctx, who);
  expect(res.statusCode, res.body).toBe(204);
};

const calendarDays = async (who: TestUser) =>
  (await get(who, '/api/profile/availability')).json().days as { date: string; source: string }[];

/** A company that hired the facilitator for a job on two days ahead and one day long past. */
async function hire(companyName: string) {
  const company = await signUp(ctx, 'company', { companyName });
  const facilitator = await signUp(ctx, 'facilitator');
  const sessionDates = [addDays(today, -40), addDays(today, 10), addDays(today, 11)];
  const job = await makeJob(ctx, company, { sessionDates, sessionTimeZone: 'Europe/Berlin' });
  const application = await makeApplication(ctx, job, facilitator);
  const hired = await sendAs(ctx, company, 'PATCH', `/api/applications/${application.id}/status`, {
    status: 'hired',
  });
  expect(hired.statusCode, hired.body).toBe(200);
  const conversation = await sendAs(ctx, facilitator, 'POST', '/api/conversations', {
    to: company.id,
    body: 'Looking forward to working with you.',
    applicationId: application.id,
  });
  expect(conversation.statusCode, conversation.body).toBe(201);
  return {
    company,
    facilitator,
    job,
    application,
    future: sessionDates.slice(1),
    conversationId: conversation.json().conversationId as string,
  };
}

describe('a company leaves', () => {
  it('releases the days it booked, tells the facilitator so, and offers no dead action', async () => {
    const { company, facilitator, job, application, future, conversationId } = await hire('Acme Offsites');
    expect((await calendarDays(facilitator)).map((d) => d.source)).toEqual(['hire', 'hire']);

    await deleteAccount(company);

    expect(await calendarDays(facilitator)).toEqual([]);
    const bell = (await get(facilitator, '/api/notifications')).json().items;
    expect(bell[0]).toMatchObject({
      title: 'Acme Offsites has left FacilitatorHub',
      body: `The 2 days you were booked for (${job.title}) are released. You can keep them blocked from My Applications.`,
      link: '/facilitator/applications',
    });

    const mine = (await get(facilitator, '/api/facilitator/applications')).json().items[0];
    expect(mine).toMatchObject({ id: application.id, status: 'hired', releasedDays: future });
    expect(mine.job).toMatchObject({ companyId: null, companyLeft: true });

    const page = await get(facilitator, `/api/jobs/${job.id}`);
    expect(page.statusCode).toBe(410);
    expect(page.json().error.message).toBe('This company has left FacilitatorHub.');

    const thread = (await get(facilitator, `/api/conversations/${conversationId}`)).json();
    expect(thread.cannotSend).toBe('This company has left FacilitatorHub.');
    const write = await sendAs(ctx, facilitator, 'POST', `/api/conversations/${conversationId}/messages`, {
      body: 'Hello?',
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.message).toBe('This company has left FacilitatorHub.');
  });

  it('keeps the released days blocked by hand when the facilitator chooses so, once', async () => {
    const { company, facilitator, application, future } = await hire('Keepers Ltd');
    const other = await signUp(ctx, 'facilitator');
    // Nothing to keep while the company is still here.
    const early = await sendAs(ctx, facilitator, 'POST', `/api/applications/${application.id}/keep-days`);
    expect(early.statusCode).toBe(400);

    await deleteAccount(company);

    // Only the facilitator's own application.
    const stranger = await sendAs(ctx, other, 'POST', `/api/applications/${application.id}/keep-days`);
    expect(stranger.statusCode).toBe(404);
    const kept = await sendAs(ctx, facilitator, 'POST', `/api/applications/${application.id}/keep-days`);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toEqual({ days: future });
    expect(await calendarDays(facilitator)).toEqual(
      future.map((date) => ({ date, source: 'manual', job: null })),
    );
    const mine = (await get(facilitator, '/api/facilitator/applications')).json().items[0];
    expect(mine.releasedDays).toEqual([]);
    // Again: nothing left to keep, nothing changes.
    const again = await sendAs(ctx, facilitator, 'POST', `/api/applications/${application.id}/keep-days`);
    expect(again.json()).toEqual({ days: [] });
  });
});

describe('a facilitator leaves', () => {
  it('tells the company that hired them, and the thread says they left', async () => {
    const { facilitator, company, job, conversationId } = await hire('Hiring Co');
    await deleteAccount(facilitator);

    const bell = (await get(company, '/api/notifications')).json().items;
    expect(bell[0]).toMatchObject({
      title: expect.stringMatching(/ has left FacilitatorHub$/),
      body: `Your hire for ${job.title} is withdrawn.`,
      link: `/company/jobs/${job.id}/applicants?status=withdrawn`,
    });
    const thread = (await get(company, `/api/conversations/${conversationId}`)).json();
    expect(thread.cannotSend).toBe('This facilitator has left FacilitatorHub.');
  });
});
