import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { applicationDeclines, companies } from '../db/schema';
import { act, movableClock, offerFromApplication } from '../test/engagement-factories';
import { applyTo, makeJob, memberOf } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { deleteAccountRequest, sendAs } from '../test/inject';
import { readDataExport } from '../test/unzip';
import { sweepDeclines } from './decline-sweep';

const time = movableClock();
const ctx = await buildTestApp({}, { clock: time.clock });
afterEach(() => time.reset());

const sweep = () => sweepDeclines(ctx.workerDeps, ctx.clock.now());
/** The mails sent so far to `who` with `subject`. */
const mailsTo = (who: TestUser, subject: string) =>
  ctx.mails.filter((mail) => mail.to === who.email && mail.subject === subject);

/** What the facilitator's My Applications says of their one application. */
async function seenByFacilitator(who: TestUser) {
  const res = await ctx.app.inject({ url: '/api/facilitator/applications', headers: as(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items[0] as { status: string } & Record<string, unknown>;
}

async function jobWithApplicants(count: number, locales: ('en' | 'de')[] = []) {
  const owner = await signUp(ctx, 'company', { companyName: 'Northwind Offsites' });
  const job = await makeJob(ctx, owner);
  const facilitators: TestUser[] = [];
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const facilitator = await signUp(ctx, 'facilitator', {
      firstName: `Ada${i}`,
      locale: locales[i] ?? 'en',
    });
    facilitators.push(facilitator);
    ids.push(await applyTo(ctx, facilitator, job.id));
  }
  return { owner, job, facilitators, ids };
}

describe('declining applicants politely', () => {
  it('sends two declines with a template after the delay, and never a cancelled third', async () => {
    const { owner, job, facilitators, ids } = await jobWithApplicants(3);
    const subject = `Your application for ${job.title}`;
    const bulk = await sendAs(ctx, owner, 'POST', `/api/company/jobs/${job.id}/applications/decline`, {
      applicationIds: [ids[0], ids[1]],
      reason: 'position_filled',
      templateId: 'default:position_filled',
      delayDays: 2,
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json()).toEqual({ declined: 2 });
    const single = await sendAs(ctx, owner, 'POST', `/api/applications/${ids[2]}/decline`, {
      reason: 'budget',
      templateId: 'default:budget',
    });
    expect(single.statusCode, single.body).toBe(200);

    // Waiting: nobody is mailed, and the facilitators still see their application as it was.
    await sweep();
    for (const facilitator of facilitators) {
      expect(mailsTo(facilitator, subject)).toEqual([]);
      expect((await seenByFacilitator(facilitator)).status).toBe('submitted');
    }
    // The company sees why, and that a message waits; the third one's is cancelled from its card.
    const list = await ctx.app.inject({
      url: `/api/company/jobs/${job.id}/applications`,
      headers: as(owner),
    });
    const third = list.json().items.find((item: { id: string }) => item.id === ids[2]);
    expect(third.decline).toMatchObject({ reason: 'budget', pending: true, sentAt: null });
    const cancelled = await sendAs(ctx, owner, 'POST', `/api/applications/${ids[2]}/decline/cancel-message`);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(
      (await sendAs(ctx, owner, 'POST', `/api/applications/${ids[2]}/decline/cancel-message`)).statusCode,
    ).toBe(400);

    time.move(1);
    await sweep();
    expect(mailsTo(facilitators[0]!, subject)).toEqual([]);

    time.move(1.01);
    expect(await sweep()).toEqual({ sent: 2 });
    for (const facilitator of facilitators.slice(0, 2)) {
      const [mail] = mailsTo(facilitator, subject);
      expect(mail?.text).toContain('We have now filled the position');
      expect(mail?.text).toContain('Northwind Offsites');
      const seen = await seenByFacilitator(facilitator);
      expect(seen.status).toBe('rejected');
      // The reason stays with the organisation.
      expect(JSON.stringify(seen)).not.toContain('position_filled');
    }
    expect(mailsTo(facilitators[2]!, subject)).toEqual([]);
    expect((await seenByFacilitator(facilitators[2]!)).status).toBe('rejected');
    // A later pass sends nothing twice.
    expect(await sweep()).toEqual({ sent: 0 });
  });

  it('shows each applicant card its decline, read with the page, to the millisecond, and none when not declined', async () => {
    const { owner, job, ids } = await jobWithApplicants(2);
    const declined = await sendAs(ctx, owner, 'POST', `/api/applications/${ids[0]}/decline`, {
      reason: 'budget',
      templateId: 'default:budget',
      delayDays: 2,
    });
    expect(declined.statusCode, declined.body).toBe(200);
    // A time with microseconds, which PostgreSQL keeps and the card gives to the millisecond as any read does.
    await ctx.db
      .update(applicationDeclines)
      .set({ sendAt: sql`'2030-01-02T03:04:05.678901Z'::timestamptz` })
      .where(eq(applicationDeclines.applicationId, ids[0]!));
    const list = await ctx.app.inject({
      url: `/api/company/jobs/${job.id}/applications`,
      headers: as(owner),
    });
    expect(list.statusCode, list.body).toBe(200);
    const cards = new Map(list.json().items.map((item: { id: string }) => [item.id, item]));
    expect(cards.get(ids[0])).toMatchObject({
      attachments: [],
      decline: {
        reason: 'budget',
        sendAt: '2030-01-02T03:04:05.678Z',
        sentAt: null,
        cancelledAt: null,
        pending: true,
      },
    });
    expect(cards.get(ids[1])).toMatchObject({ attachments: [], decline: null });
  });

  it('holds a waiting message while the operator suspends the organisation, and sends it once restored', async () => {
    const { owner, job, facilitators, ids } = await jobWithApplicants(1);
    const admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });
    const subject = `Your application for ${job.title}`;
    const declined = await sendAs(ctx, owner, 'POST', `/api/applications/${ids[0]}/decline`, {
      reason: 'budget',
      templateId: 'default:budget',
      delayDays: 1,
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const organisation = `/api/admin/organisations/${owner.id}`;
    const suspended = await sendAs(ctx, admin, 'POST', `${organisation}/suspend`, {
      reason: 'Fake listings',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);

    time.move(1.01);
    expect(await sweep()).toEqual({ sent: 0 });
    expect(mailsTo(facilitators[0]!, subject)).toEqual([]);
    expect((await seenByFacilitator(facilitators[0]!)).status).toBe('submitted');

    const restored = await sendAs(ctx, admin, 'POST', `${organisation}/unsuspend`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await sweep()).toEqual({ sent: 1 });
    expect(mailsTo(facilitators[0]!, subject)).toHaveLength(1);
    expect((await seenByFacilitator(facilitators[0]!)).status).toBe('rejected');
  });

  it('sends at once in the applicant’s language, and a revert cancels a waiting message', async () => {
    const { owner, job, facilitators, ids } = await jobWithApplicants(2, ['de', 'en']);
    const now = await sendAs(ctx, owner, 'POST', `/api/applications/${ids[0]}/decline`, {
      reason: 'dates_changed',
      templateId: 'default:dates_changed',
      delayDays: 0,
    });
    expect(now.statusCode, now.body).toBe(200);
    const [german] = mailsTo(facilitators[0]!, `Ihre Bewerbung für ${job.title}`);
    expect(german?.text).toContain('Unsere Termine haben sich geändert');
    expect((await seenByFacilitator(facilitators[0]!)).status).toBe('rejected');

    await sendAs(ctx, owner, 'POST', `/api/applications/${ids[1]}/decline`, {
      reason: 'other',
      templateId: 'default:other',
    });
    const reverted = await sendAs(ctx, owner, 'PATCH', `/api/applications/${ids[1]}/status`, {
      status: 'in_review',
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(
      await ctx.db.select().from(applicationDeclines).where(eq(applicationDeclines.applicationId, ids[1]!)),
    ).toEqual([]);
    time.move(3);
    await sweep();
    expect(mailsTo(facilitators[1]!, `Your application for ${job.title}`)).toEqual([]);
    expect((await seenByFacilitator(facilitators[1]!)).status).toBe('in_review');
  });

  it('uses the organisation’s own text, which no other organisation can use', async () => {
    const { owner, job, facilitators, ids } = await jobWithApplicants(1, ['de']);
    const created = await sendAs(ctx, owner, 'POST', '/api/organisation/decline-templates', {
      name: 'Warm no',
      subject: 'About {jobTitle}',
      body: 'Dear {firstName}, thank you from {organisation}.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json();
    const stranger = await signUp(ctx, 'company');
    const foreign = await sendAs(
      ctx,
      stranger,
      'PATCH',
      `/api/organisation/decline-templates/${template.id}`,
      {
        name: 'x',
        subject: 'x',
        body: 'x',
      },
    );
    expect(foreign.statusCode).toBe(404);

    const declined = await sendAs(ctx, owner, 'POST', `/api/applications/${ids[0]}/decline`, {
      reason: 'other',
      templateId: template.id,
      delayDays: 0,
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const [mail] = mailsTo(facilitators[0]!, `About ${job.title}`);
    expect(mail?.text).toContain('Dear Ada0, thank you from Northwind Offsites.');

    // Editing a default replaces it in the list; deleting the edit brings the default back.
    const edited = await sendAs(ctx, owner, 'POST', '/api/organisation/decline-templates', {
      name: 'Filled',
      subject: 'Filled: {jobTitle}',
      body: 'Filled.',
      replacesDefault: 'position_filled',
    });
    expect(edited.statusCode, edited.body).toBe(201);
    const list = await ctx.app.inject({ url: '/api/organisation/decline-templates', headers: as(owner) });
    expect(list.json().templates.map((t: { id: string }) => t.id)).toEqual([
      edited.json().id,
      'default:other_experience',
      'default:dates_changed',
      'default:budget',
      'default:other',
      template.id,
    ]);
    expect(
      (await sendAs(ctx, owner, 'DELETE', `/api/organisation/decline-templates/${edited.json().id}`))
        .statusCode,
    ).toBe(204);
  });

  it('tells the applicants left when the job closes, unless the organisation opted out', async () => {
    const { owner, job, facilitators, ids } = await jobWithApplicants(2);
    const viewer = await memberOf(ctx, owner.id, 'viewer');
    expect(
      (
        await sendAs(ctx, viewer, 'POST', `/api/applications/${ids[0]}/decline`, {
          reason: 'other',
        })
      ).statusCode,
    ).toBe(403);
    await sendAs(ctx, owner, 'PATCH', `/api/applications/${ids[1]}/status`, { status: 'hired' });
    const closed = await sendAs(ctx, owner, 'POST', `/api/jobs/${job.id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(applicationDeclines)
      .where(eq(applicationDeclines.applicationId, ids[0]!));
    expect(row).toMatchObject({ reason: 'position_filled', previousStatus: 'submitted' });
    // The hired one is not told.
    expect(
      await ctx.db.select().from(applicationDeclines).where(eq(applicationDeclines.applicationId, ids[1]!)),
    ).toEqual([]);
    time.move(2.01);
    await sweep();
    expect(mailsTo(facilitators[0]!, `Your application for ${job.title}`)).toHaveLength(1);

    const other = await jobWithApplicants(1);
    const off = await sendAs(ctx, other.owner, 'PUT', '/api/organisation/decline-settings', {
      tellRemainingApplicants: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const [org] = await ctx.db.select().from(companies).where(eq(companies.id, other.owner.id));
    expect(org?.tellRemainingApplicants).toBe(false);
    await sendAs(ctx, other.owner, 'POST', `/api/jobs/${other.job.id}/close`);
    expect((await seenByFacilitator(other.facilitators[0]!)).status).toBe('submitted');
  });

  it('keeps the reason out of the facilitator’s export, gives the templates to the organisation’s, and goes with a deleted account', async () => {
    const { owner, job, facilitators, ids } = await jobWithApplicants(2);
    await sendAs(ctx, owner, 'POST', '/api/organisation/decline-templates', {
      name: 'Export no',
      subject: 'About {jobTitle}',
      body: 'Thank you.',
    });
    for (const id of ids)
      await sendAs(ctx, owner, 'POST', `/api/applications/${id}/decline`, {
        reason: 'other_experience',
        templateId: 'default:other_experience',
      });

    const exported = await ctx.app.inject({ url: '/api/account/export', headers: as(facilitators[0]) });
    expect(exported.statusCode).toBe(200);
    const { data } = await readDataExport(exported.rawPayload);
    // The message still waits: the facilitator's export shows the status before it, and never the reason.
    expect(data.applications.map((a: { status: string }) => a.status)).toEqual(['submitted']);
    expect(JSON.stringify(data)).not.toContain('other_experience');
    const company = await ctx.app.inject({ url: '/api/account/export', headers: as(owner) });
    const companyData = (await readDataExport(company.rawPayload)).data;
    expect(companyData.declineTemplates.map((t: { name: string }) => t.name)).toEqual(['Export no']);

    // A facilitator who leaves takes their decline, and its waiting message, with them.
    expect((await deleteAccountRequest(ctx, facilitators[1]!)).statusCode).toBe(204);
    expect(
      await ctx.db.select().from(applicationDeclines).where(eq(applicationDeclines.applicationId, ids[1]!)),
    ).toEqual([]);
    time.move(2.01);
    await sweep();
    expect(mailsTo(facilitators[1]!, `Your application for ${job.title}`)).toEqual([]);
    expect(mailsTo(facilitators[0]!, `Your application for ${job.title}`)).toHaveLength(1);
  });

  it('tells the applicants left once an accepted offer books the job’s last position', async () => {
    const offer = await offerFromApplication(ctx);
    const other = await signUp(ctx, 'facilitator', { firstName: 'Grace' });
    const otherId = await applyTo(ctx, other, offer.job.id);
    const accepted = await act(ctx, offer.facilitator, offer.engagement.id, 'accept', { version: 1 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(applicationDeclines)
      .where(eq(applicationDeclines.applicationId, otherId));
    expect(row).toMatchObject({ reason: 'position_filled', previousStatus: 'submitted', sentAt: null });
    expect(
      await ctx.db
        .select()
        .from(applicationDeclines)
        .where(eq(applicationDeclines.applicationId, offer.application.id)),
    ).toEqual([]);
  });
});
