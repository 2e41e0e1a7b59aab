import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock';
import { engagements, outcomeFollowUps, outsideReferences } from '../db/schema';
import { sweepFollowUps } from '../follow-ups/follow-ups.service';
import { makeEngagement } from '../test/engagement-factories';
import { memberOf } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { deleteAccountRequest } from '../test/inject';
import { readDataExport } from '../test/unzip';

/**
 * Outside references and follow-ups when people take their data along or leave (docs/decisions/042): the
 * export holds a facilitator's requests and the answers about them, and a member's answers; a facilitator's
 * references go with their account; a follow-up stays when the member who answered leaves.
 */
const ctx = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });

const exportOf = async (who: TestUser) => {
  const res = await ctx.app.inject({ url: '/api/account/export', headers: as(who) });
  expect(res.statusCode, res.body).toBe(200);
  return (await readDataExport(res.rawPayload)).data;
};

async function answeredFollowUp() {
  const owner = await signUp(ctx, 'company', { companyName: 'Northwind Offsites' });
  const manager = await memberOf(ctx, owner.id, 'hiring_manager');
  const facilitator = await signUp(ctx, 'facilitator', { firstName: 'Ada', lastName: 'Lovelace' });
  const row = await makeEngagement(ctx, {
    organisationId: owner.id,
    facilitatorId: facilitator.id,
    status: 'completed',
  });
  const completedAt = new Date(ctx.clock.now().getTime() - 45 * DAY_MS);
  await ctx.db.update(engagements).set({ completedAt }).where(eq(engagements.id, row.id));
  await sweepFollowUps(ctx.workerDeps, ctx.clock.now());
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/engagements/${row.id}/follow-up`,
    headers: as(manager),
    payload: { answers: ['yes', 'partly'] },
  });
  expect(res.statusCode, res.body).toBe(200);
  const reference = await ctx.app.inject({
    method: 'POST',
    url: '/api/facilitator/references',
    headers: as(facilitator),
    payload: { clientName: 'Grace Hopper', clientEmail: 'grace@export.example', organisation: 'Acme' },
  });
  expect(reference.statusCode, reference.body).toBe(201);
  return { owner, manager, facilitator, engagementId: row.id };
}

describe('outside references and follow-ups in the data export', () => {
  it("holds a facilitator's requests and the answers about them, and a member's answers", async () => {
    const { manager, facilitator, engagementId } = await answeredFollowUp();
    const theirs = await exportOf(facilitator);
    expect(theirs.outsideReferences).toEqual([
      expect.objectContaining({
        clientName: 'Grace Hopper',
        clientEmail: 'grace@export.example',
        status: 'requested',
      }),
    ]);
    expect(theirs.followUpsAboutYou).toEqual([
      expect.objectContaining({ engagementId, answers: ['yes', 'partly'], outcomes: expect.any(Array) }),
    ]);
    const member = await exportOf(manager);
    expect(member.followUpsAnswered).toEqual([
      expect.objectContaining({ engagementId, answers: ['yes', 'partly'] }),
    ]);
    expect(member).not.toHaveProperty('outsideReferences');
  });
});

describe('leaving', () => {
  it('takes a facilitator’s references along; a follow-up stays without the member who answered it', async () => {
    const { manager, facilitator, engagementId } = await answeredFollowUp();
    expect((await deleteAccountRequest(ctx, manager)).statusCode).toBe(204);
    const [kept] = await ctx.db
      .select()
      .from(outcomeFollowUps)
      .where(eq(outcomeFollowUps.engagementId, engagementId));
    expect(kept).toMatchObject({ answers: ['yes', 'partly'], answeredBy: null });

    expect((await deleteAccountRequest(ctx, facilitator)).statusCode).toBe(204);
    expect(
      await ctx.db
        .select()
        .from(outsideReferences)
        .where(eq(outsideReferences.facilitatorId, facilitator.id)),
    ).toEqual([]);
    const [after] = await ctx.db
      .select()
      .from(outcomeFollowUps)
      .where(eq(outcomeFollowUps.engagementId, engagementId));
    expect(after).toMatchObject({ facilitatorId: null, answers: ['yes', 'partly'] });
  });
});
