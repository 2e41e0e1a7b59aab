import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { applicationDeclines } from '../db/schema';
import { movableClock } from '../test/engagement-factories';
import { applyTo, makeJob } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { sendAs } from '../test/inject';
import { sweepDeclines } from './decline-sweep';

const time = movableClock();
const ctx = await buildTestApp({}, { clock: time.clock });
afterEach(() => time.reset());

const sweep = () => sweepDeclines(ctx.workerDeps, ctx.clock.now());
const mailsTo = (who: TestUser, subject: string) =>
  ctx.mails.filter((mail) => mail.to === who.email && mail.subject === subject);
const declineOf = (id: string) =>
  ctx.db.select().from(applicationDeclines).where(eq(applicationDeclines.applicationId, id));

async function seenByFacilitator(who: TestUser) {
  const res = await ctx.app.inject({ url: '/api/facilitator/applications', headers: as(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items[0] as { status: string };
}

async function oneApplicant() {
  const owner = await signUp(ctx, 'company', { companyName: 'Harbour Retreats' });
  const job = await makeJob(ctx, owner);
  const facilitator = await signUp(ctx, 'facilitator', { firstName: 'Mira' });
  const id = await applyTo(ctx, facilitator, job.id);
  return { owner, job, facilitator, id, subject: `Your application for ${job.title}` };
}

describe('a decline and the rest of the application’s life', () => {
  it('lets the facilitator withdraw while the message waits: the message is never sent', async () => {
    const { owner, facilitator, id, subject } = await oneApplicant();
    await sendAs(ctx, owner, 'PATCH', `/api/applications/${id}/status`, { status: 'in_review' });
    const declined = await sendAs(ctx, owner, 'POST', `/api/applications/${id}/decline`, {
      reason: 'budget',
      templateId: 'default:budget',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await seenByFacilitator(facilitator)).status).toBe('in_review');

    const withdrawn = await sendAs(ctx, facilitator, 'POST', `/api/applications/${id}/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().application.status).toBe('withdrawn');
    expect(await declineOf(id)).toEqual([]);
    time.move(3);
    expect(await sweep()).toEqual({ sent: 0 });
    expect(mailsTo(facilitator, subject)).toEqual([]);
    expect((await seenByFacilitator(facilitator)).status).toBe('withdrawn');
  });

  it('refuses a withdrawal once the message went out, or when the decline had none', async () => {
    const { owner, facilitator, id } = await oneApplicant();
    await sendAs(ctx, owner, 'POST', `/api/applications/${id}/decline`, {
      reason: 'budget',
      templateId: 'default:budget',
    });
    time.move(3);
    expect(await sweep()).toEqual({ sent: 1 });
    const late = await sendAs(ctx, facilitator, 'POST', `/api/applications/${id}/withdraw`);
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('already decided');

    const other = await oneApplicant();
    await sendAs(ctx, other.owner, 'POST', `/api/applications/${other.id}/decline`, {
      reason: 'other',
      templateId: null,
    });
    const silent = await sendAs(ctx, other.facilitator, 'POST', `/api/applications/${other.id}/withdraw`);
    expect(silent.statusCode).toBe(409);
  });

  it('declines through the status route with the reason "other" and its message at once, not the status mail', async () => {
    const { owner, job, facilitator, id, subject } = await oneApplicant();
    const hired = await sendAs(ctx, owner, 'PATCH', `/api/applications/${id}/status`, { status: 'hired' });
    expect(hired.statusCode, hired.body).toBe(200);
    const undone = await sendAs(ctx, owner, 'PATCH', `/api/applications/${id}/status`, {
      status: 'rejected',
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().application.status).toBe('rejected');

    const [decline] = await declineOf(id);
    expect(decline).toMatchObject({ reason: 'other', previousStatus: 'hired' });
    expect(decline?.sentAt).not.toBeNull();
    const [mail] = mailsTo(facilitator, subject);
    expect(mail?.text).toContain('We have decided not to take your application further');
    expect(mailsTo(facilitator, `Update on your application for ${job.title}`)).toHaveLength(1); // "hired"
    expect((await seenByFacilitator(facilitator)).status).toBe('rejected');

    // Setting it again changes nothing and sends nothing.
    await sendAs(ctx, owner, 'PATCH', `/api/applications/${id}/status`, { status: 'rejected' });
    expect(mailsTo(facilitator, subject)).toHaveLength(1);
  });
});
