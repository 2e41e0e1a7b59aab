import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFERENCE_LINK_DAYS, REFERENCES_MAX } from '../../shared/review-options';
import { DAY_MS } from '../clock';
import { auditLog, facilitators, outsideReferences } from '../db/schema';
import { listedFacilitatorValues } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { sweepReferences } from './references.service';

const ctx = await buildTestApp();

const TEXT = 'Ada ran our leadership offsite with great care; the team still uses her decision canvas.';

const request = (who: TestUser | undefined, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/facilitator/references', headers: as(who), payload });
const give = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/references/${token}`, payload, headers: as(undefined) });

/** The token of the newest reference mail to `to`. */
function tokenMailedTo(to: string): string {
  const mail = ctx.mails.findLast((message) => message.to === to);
  const match = mail?.text.match(/\/references\/([\w.-]+)/);
  if (!match) throw new Error(`no reference link mailed to ${to}`);
  return match[1]!;
}

async function listedFacilitator() {
  const facilitator = await signUp(ctx, 'facilitator', { firstName: 'Ada', lastName: 'Lovelace' });
  await ctx.db
    .update(facilitators)
    .set(listedFacilitatorValues(ctx.clock.now()))
    .where(eq(facilitators.id, facilitator.id));
  return facilitator;
}

describe('outside references', () => {
  it('mails a single-use link; the client gives the reference once; the profile shows it apart', async () => {
    const facilitator = await listedFacilitator();
    const res = await request(facilitator, {
      clientName: 'Grace Hopper',
      clientEmail: 'grace@outside.example',
      organisation: 'Acme',
      message: 'It was a pleasure working with you.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'requested', clientEmail: 'grace@outside.example' });
    const mail = ctx.mails.findLast((message) => message.to === 'grace@outside.example')!;
    expect(mail.subject).toBe('Ada Lovelace asks you for a reference');
    const token = tokenMailedTo('grace@outside.example');

    const form = await ctx.app.inject({ url: `/api/references/${token}` });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json()).toEqual({
      facilitatorName: 'Ada Lovelace',
      clientName: 'Grace Hopper',
      organisation: 'Acme',
      message: 'It was a pleasure working with you.',
    });
    expect((await give(token, { text: 'Too short' })).statusCode).toBe(400);
    const given = await give(token, { text: TEXT, role: 'Head of People' });
    expect(given.statusCode, given.body).toBe(200);
    expect((await give(token, { text: TEXT })).statusCode).toBe(410);
    const again = await ctx.app.inject({ url: `/api/references/${token}` });
    expect(again.statusCode).toBe(410);
    expect(again.json().error.code).toBe('REFERENCE_GIVEN');

    const profile = (await ctx.app.inject({ url: `/api/facilitators/${facilitator.id}` })).json();
    expect(profile.references).toEqual([
      expect.objectContaining({
        clientName: 'Grace Hopper',
        organisation: 'Acme',
        role: 'Head of People',
        text: TEXT,
      }),
    ]);
    expect(JSON.stringify(profile)).not.toContain('grace@outside.example');
    const own = (
      await ctx.app.inject({ url: '/api/facilitator/references', headers: as(facilitator) })
    ).json();
    expect(own.items).toEqual([expect.objectContaining({ status: 'given', text: TEXT })]);
    expect(own.remaining).toBe(REFERENCES_MAX - 1);
  });

  it('allows REFERENCES_MAX requests ever; a withdrawn link answers 410', async () => {
    const facilitator = await listedFacilitator();
    // Never an account here, the facilitator's own address above all; a refused request does not count.
    const own = await request(facilitator, {
      clientName: 'Myself',
      clientEmail: facilitator.email.toUpperCase(),
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe(
      'Ask a client from outside FacilitatorHub: this address belongs to an account here.',
    );
    for (let i = 0; i < REFERENCES_MAX; i++) {
      const res = await request(facilitator, {
        clientName: `Client ${i}`,
        clientEmail: `c${i}@limit.example`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await request(facilitator, { clientName: 'One more', clientEmail: 'more@limit.example' });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe('You have asked for 5 references, the most you can ask for.');

    const list = (
      await ctx.app.inject({ url: '/api/facilitator/references', headers: as(facilitator) })
    ).json();
    const first = list.items.find((item: { clientEmail: string }) => item.clientEmail === 'c0@limit.example');
    const other = await signUp(ctx, 'facilitator');
    const withdraw = (who: TestUser) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/facilitator/references/${first.id}/withdraw`,
        headers: as(who),
        payload: {},
      });
    expect((await withdraw(other)).statusCode).toBe(404);
    expect((await withdraw(facilitator)).statusCode).toBe(200);
    expect((await withdraw(facilitator)).statusCode).toBe(409);
    const token = tokenMailedTo('c0@limit.example');
    expect((await ctx.app.inject({ url: `/api/references/${token}` })).statusCode).toBe(410);
    expect((await give(token, { text: TEXT })).statusCode).toBe(410);
    // Still five requests ever: withdrawing one does not free it.
    expect(
      (await request(facilitator, { clientName: 'Again', clientEmail: 'again@limit.example' })).statusCode,
    ).toBe(409);
  });

  it('reminds on day 4 and 15, once each, and expires after 30 days', async () => {
    const facilitator = await listedFacilitator();
    const email = 'slow@outside.example';
    expect((await request(facilitator, { clientName: 'Slow Client', clientEmail: email })).statusCode).toBe(
      201,
    );
    const [row] = await ctx.db
      .select()
      .from(outsideReferences)
      .where(eq(outsideReferences.clientEmail, email));
    const day = (n: number) => new Date(row!.requestedAt.getTime() + n * DAY_MS);
    const mailsTo = () => ctx.mails.filter((mail) => mail.to === email).map((mail) => mail.subject);

    await sweepReferences(ctx.workerDeps, day(3));
    expect(mailsTo()).toHaveLength(1);
    await sweepReferences(ctx.workerDeps, day(4));
    await sweepReferences(ctx.workerDeps, day(5));
    expect(mailsTo()).toEqual([
      'Ada Lovelace asks you for a reference',
      'Reminder: Ada Lovelace asks you for a reference',
    ]);
    await sweepReferences(ctx.workerDeps, day(15));
    await sweepReferences(ctx.workerDeps, day(16));
    expect(mailsTo()).toHaveLength(3);
    const token = tokenMailedTo(email);

    await sweepReferences(ctx.workerDeps, day(REFERENCE_LINK_DAYS - 1));
    const [open] = await ctx.db.select().from(outsideReferences).where(eq(outsideReferences.id, row!.id));
    expect(open!.status).toBe('requested');
    // Other tests' requests expire too: this one is among them.
    expect((await sweepReferences(ctx.workerDeps, day(REFERENCE_LINK_DAYS))).expired).toBeGreaterThanOrEqual(
      1,
    );
    const [expired] = await ctx.db.select().from(outsideReferences).where(eq(outsideReferences.id, row!.id));
    expect(expired!.status).toBe('expired');
    expect(mailsTo()).toHaveLength(3);
    expect((await give(token, { text: TEXT })).statusCode).toBe(410);
  });

  it('takes the page’s form without its script and answers a forged link with 404', async () => {
    const facilitator = await listedFacilitator();
    const email = 'form@outside.example';
    expect((await request(facilitator, { clientName: 'Form Client', clientEmail: email })).statusCode).toBe(
      201,
    );
    const token = tokenMailedTo(email);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/references/${token}`,
      headers: { ...as(undefined), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ text: TEXT, role: 'CEO', locale: 'de' }).toString(),
    });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`/de/references/${token}?given=1`);
    const [row] = await ctx.db
      .select()
      .from(outsideReferences)
      .where(eq(outsideReferences.clientEmail, email));
    expect(row).toMatchObject({ status: 'given', body: TEXT, role: 'CEO' });

    expect((await ctx.app.inject({ url: '/api/references/forged.token' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/facilitator/references' })).statusCode).toBe(401);
    const company = await signUp(ctx, 'company');
    expect((await request(company, { clientName: 'X', clientEmail: 'x@y.example' })).statusCode).toBe(403);
  });

  it('lets the operator hide a given reference with a reason: it leaves the profile, the audit log keeps why', async () => {
    const admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });
    const facilitator = await listedFacilitator();
    const email = `fake-${Date.now()}@outside.example`;
    expect((await request(facilitator, { clientName: 'Not Real', clientEmail: email })).statusCode).toBe(201);
    const [open] = await ctx.db
      .select()
      .from(outsideReferences)
      .where(eq(outsideReferences.clientEmail, email));
    const hide = (who: TestUser | undefined, id: string, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/references/${id}/hide`,
        headers: as(who),
        payload,
      });
    // Not given yet: nothing to take off the profile.
    expect((await hide(admin, open!.id, { reason: 'Fake' })).statusCode).toBe(409);
    expect((await give(tokenMailedTo(email), { text: TEXT })).statusCode).toBe(200);
    const profileReferences = async () =>
      (await ctx.app.inject({ url: `/api/facilitators/${facilitator.id}` })).json().references;
    expect(await profileReferences()).toHaveLength(1);

    expect((await hide(undefined, open!.id, { reason: 'Fake' })).statusCode).toBe(401);
    expect((await hide(facilitator, open!.id, { reason: 'Fake' })).statusCode).toBe(403);
    expect((await hide(admin, open!.id, { reason: ' ' })).statusCode).toBe(400);
    expect((await hide(admin, '00000000-0000-4000-8000-000000000000', { reason: 'Fake' })).statusCode).toBe(
      404,
    );
    const hidden = await hide(admin, open!.id, { reason: 'A fake: the client does not exist' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ id: open!.id, hiddenAt: expect.any(String) });
    expect(await profileReferences()).toEqual([]);
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, open!.id));
    expect(audit).toMatchObject({
      action: 'reference.hidden',
      targetType: 'reference',
      actorId: admin.id,
      reason: 'A fake: the client does not exist',
    });
    expect(audit!.targetLabel).toMatch(/^Not Real: Ada ran our leadership/);
    expect((await hide(admin, open!.id, { reason: 'Again' })).statusCode).toBe(409);
  });
});
