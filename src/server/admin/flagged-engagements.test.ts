import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminEngagementDetail, AdminEngagementsPage } from '../../shared/admin-engagements';
import { auditLog, engagements } from '../db/schema';
import { makeEngagement } from '../test/engagement-factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';

const ctx = await buildTestApp();
let admin: TestUser;
let company: TestUser;
let facilitator: TestUser;

beforeAll(async () => {
  admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });
  company = await signUp(ctx, 'company', { companyName: 'Flag & Co' });
  facilitator = await signUp(ctx, 'facilitator', { firstName: 'Frida', lastName: 'Flagstad' });
});

const get = (url: string, who: TestUser | undefined) =>
  ctx.app.inject({ method: 'GET', url, headers: as(who) });
const resolve = (id: string, who: TestUser | undefined) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/engagements/${id}/resolve`,
    headers: as(who),
    payload: {},
  });

const minutesAgo = (minutes: number) => new Date(ctx.clock.now().getTime() - minutes * 60_000);

const engage = (flaggedMinutesAgo: number | null) =>
  makeEngagement(ctx, {
    organisationId: company.id,
    facilitatorId: facilitator.id,
    status: 'confirmed',
    flaggedAt: flaggedMinutesAgo === null ? null : minutesAgo(flaggedMinutesAgo),
    flagReason: flaggedMinutesAgo === null ? null : `Help needed (${flaggedMinutesAgo})`,
  });

describe('flagged engagements in the admin console', () => {
  it('are for admins only', async () => {
    const engagement = await engage(5);
    for (const who of [undefined, company, facilitator]) {
      const expected = who ? 403 : 401;
      expect((await get('/api/admin/engagements', who)).statusCode).toBe(expected);
      expect((await get(`/api/admin/engagements/${engagement.id}`, who)).statusCode).toBe(expected);
      expect((await resolve(engagement.id, who)).statusCode).toBe(expected);
    }
    expect((await get(`/api/admin/engagements/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
    expect((await get('/api/admin/engagements/nope', admin)).statusCode).toBe(400);
    expect((await get('/api/admin/engagements?filter=nope', admin)).statusCode).toBe(400);
    expect((await resolve(crypto.randomUUID(), admin)).statusCode).toBe(404);
  });

  it('lists the flagged ones, newest flag first, and on request all of them, flagged first', async () => {
    const older = await engage(60);
    const unflagged = await engage(null);
    const newer = await engage(1);
    const flagged: AdminEngagementsPage = (await get('/api/admin/engagements?pageSize=50', admin)).json();
    const ids = flagged.items.map((item) => item.id);
    expect(ids).not.toContain(unflagged.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(flagged.items.find((item) => item.id === newer.id)).toMatchObject({
      status: 'confirmed',
      company: { id: company.id, name: 'Flag & Co' },
      facilitator: { id: facilitator.id, name: 'Frida Flagstad' },
      flagReason: 'Help needed (1)',
      currency: 'EUR',
    });

    const all: AdminEngagementsPage = (
      await get('/api/admin/engagements?filter=all&pageSize=50', admin)
    ).json();
    const allIds = all.items.map((item) => item.id);
    expect(allIds).toContain(unflagged.id);
    expect(allIds.indexOf(unflagged.id)).toBeGreaterThan(allIds.indexOf(older.id));
    expect(all.total).toBeGreaterThan(flagged.total);
  });

  it('shows the terms and the history, and resolving clears the flag once, with the history and the audit log', async () => {
    const engagement = await engage(10);
    const before: AdminEngagementDetail = (
      await get(`/api/admin/engagements/${engagement.id}`, admin)
    ).json();
    expect(before).toMatchObject({ version: 1, flagReason: 'Help needed (10)' });
    expect(before.terms.outcomes).toHaveLength(2);
    expect(before.events.map((event) => event.kind)).toEqual(['offered']);

    const res = await resolve(engagement.id, admin);
    expect(res.statusCode, res.body).toBe(200);
    const after: AdminEngagementDetail = res.json();
    expect(after.flaggedAt).toBeNull();
    expect(after.events.at(-1)).toMatchObject({
      kind: 'flagged',
      actorSide: 'operator',
      detail: { resolved: 'true' },
    });
    const [row] = await ctx.db.select().from(engagements).where(eq(engagements.id, engagement.id));
    expect(row!.flaggedAt).toBeNull();
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, engagement.id));
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'engagement.flag_resolved',
        targetType: 'engagement',
        targetLabel: 'Flag & Co – Frida Flagstad',
        reason: 'Help needed (10)',
        actorId: admin.id,
      }),
    ]);
    const list: AdminEngagementsPage = (await get('/api/admin/engagements?pageSize=50', admin)).json();
    expect(list.items.map((item) => item.id)).not.toContain(engagement.id);

    // Resolved already: 409, and nothing more is written.
    expect((await resolve(engagement.id, admin)).statusCode).toBe(409);
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, engagement.id))).toHaveLength(1);
  });

  it('resolves a flag once when two operators resolve it at the same time', async () => {
    const engagement = await engage(3);
    const statuses = (await Promise.all([resolve(engagement.id, admin), resolve(engagement.id, admin)])).map(
      (res) => res.statusCode,
    );
    expect(statuses.sort()).toEqual([200, 409]);
    const detail: AdminEngagementDetail = (
      await get(`/api/admin/engagements/${engagement.id}`, admin)
    ).json();
    expect(detail.events.filter((event) => event.actorSide === 'operator')).toHaveLength(1);
  });
});
