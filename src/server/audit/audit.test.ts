import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogEntry, AuditLogPage } from '../../shared/admin';
import { handleAccessRequest } from '../access-requests/access-requests.service';
import { fixedClock } from '../clock';
import { accessRequests, auditLog } from '../db/schema';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { deleteAccountRequest } from '../test/inject';
import { readDataExport } from '../test/unzip';
import { recordAdminAction } from './audit.service';

const NOW = '2031-05-20T08:15:00.000Z';
const ADMIN_EMAILS = ['admin@facilitatorhub.example', 'second-admin@facilitatorhub.example'];
const ctx = await buildTestApp({ ADMIN_EMAILS: ADMIN_EMAILS.join(',') }, { clock: fixedClock(NOW) });
let admin: TestUser;
let company: TestUser;

beforeAll(async () => {
  admin = await signUp(ctx, 'company', { email: ADMIN_EMAILS[0] });
  company = await signUp(ctx, 'company');
});

async function newAccessRequest(name: string, email: string) {
  const [row] = await ctx.db
    .insert(accessRequests)
    .values({ name, email, role: 'facilitator', createdAt: ctx.clock.now() })
    .returning();
  return row!;
}

const handle = (id: string, who: TestUser = admin) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/access-requests/${id}/handle`, headers: as(who) });

const entriesFor = (targetId: string) =>
  ctx.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

const getLog = (query: string, who: TestUser = admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers: as(who) });

async function log(query = ''): Promise<AuditLogPage> {
  const res = await getLog(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Entries written straight through the service, a minute apart (the first is the oldest). */
async function record(labels: string[], actor: TestUser = admin, start = Date.parse('2031-04-01T00:00:00Z')) {
  await ctx.db.transaction(async (tx) => {
    for (const [i, label] of labels.entries()) {
      await recordAdminAction(tx, {
        actor: { id: actor.id, email: actor.email },
        action: 'access_request.handled',
        target: { type: 'access_request', id: crypto.randomUUID(), label },
        at: new Date(start + i * 60_000),
      });
    }
  });
}

describe('handling an access request', () => {
  it('writes one audit entry, dated by the clock, with copies of the actor and the target', async () => {
    const request = await newAccessRequest('Ada Lovelace', 'ada@example.com');
    const res = await handle(request.id);
    expect(res.statusCode).toBe(200);
    const entries = await entriesFor(request.id);
    expect(entries).toEqual([
      {
        id: expect.any(String),
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'access_request.handled',
        targetType: 'access_request',
        targetId: request.id,
        targetLabel: 'Ada Lovelace (ada@example.com)',
        reason: null,
        createdAt: new Date(NOW),
      },
    ]);

    // Handling it again changes nothing, so it writes nothing.
    expect((await handle(request.id)).statusCode).toBe(200);
    expect(await entriesFor(request.id)).toHaveLength(1);

    const listed = (await log(`?q=${encodeURIComponent('ada@example.com')}`)).items;
    expect(listed).toEqual([
      {
        id: entries[0]!.id,
        action: 'access_request.handled',
        actorId: admin.id,
        actorEmail: admin.email,
        targetType: 'access_request',
        targetId: request.id,
        targetLabel: 'Ada Lovelace (ada@example.com)',
        reason: null,
        createdAt: NOW,
      } satisfies AuditLogEntry,
    ]);
  });

  it('writes nothing when refused or when the request does not exist', async () => {
    const request = await newAccessRequest('Refused Person', 'refused@example.com');
    expect((await handle(request.id, company)).statusCode).toBe(403);
    expect((await handle(crypto.randomUUID())).statusCode).toBe(404);
    expect(await entriesFor(request.id)).toEqual([]);
  });

  it('writes the entry in the same transaction: no entry, no change', async () => {
    const request = await newAccessRequest('Atomic Person', 'atomic@example.com');
    // An actor the log cannot reference makes the entry fail, after the request was updated.
    await expect(
      handleAccessRequest(
        ctx.db,
        { id: crypto.randomUUID(), email: 'ghost@example.com' },
        request.id,
        new Date(NOW),
      ),
    ).rejects.toThrow();
    const [after] = await ctx.db.select().from(accessRequests).where(eq(accessRequests.id, request.id));
    expect(after).toMatchObject({ status: 'new', handledAt: null });
    expect(await entriesFor(request.id)).toEqual([]);
  });

  it('writes one entry when two admins handle the same request at once', async () => {
    const second = await signUp(ctx, 'company', { email: ADMIN_EMAILS[1] });
    const request = await newAccessRequest('Racing Person', 'racing@example.com');
    const results = await Promise.all([handle(request.id, admin), handle(request.id, second)]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await entriesFor(request.id)).toHaveLength(1);
  });
});

describe('the audit log table', () => {
  it('is append-only: the database refuses changes and deletions', async () => {
    await record(['Append Only <append@example.com>']);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetLabel, 'Append Only <append@example.com>'));
    await expect(
      ctx.db.update(auditLog).set({ targetLabel: 'Rewritten' }).where(eq(auditLog.id, entry!.id)),
    ).rejects.toThrow();
    // Only the foreign key may clear the actor (when the account is deleted; see below).
    await expect(
      ctx.db.update(auditLog).set({ actorId: null }).where(eq(auditLog.id, entry!.id)),
    ).rejects.toThrow();
    await expect(ctx.db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
    const [after] = await ctx.db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(after).toMatchObject({ targetLabel: 'Append Only <append@example.com>', actorEmail: admin.email });
  });
});

describe('GET /api/admin/audit-log', () => {
  it('is for admins only', async () => {
    const signedOut = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: as(undefined),
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await getLog('', company)).statusCode).toBe(403);
    const res = await getLog('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lists newest first and paginates', async () => {
    const labels = Array.from(
      { length: 25 },
      (_, i) => `Paging ${String(i).padStart(2, '0')} (paging@example.com)`,
    );
    // Dated after every other entry of this file, so that they head the list.
    await record(labels, admin, Date.parse('2031-05-21T00:00:00Z'));
    const first = await log('?pageSize=10');
    expect(first).toMatchObject({ page: 1, pageSize: 10, totalPages: Math.ceil(first.total / 10) });
    expect(first.items.map((item) => item.targetLabel)).toEqual(labels.slice(-10).reverse());
    const third = await log('?pageSize=10&page=3');
    expect(third.items.slice(0, 5).map((item) => item.targetLabel)).toEqual(labels.slice(0, 5).reverse());

    const all = await log('?pageSize=50');
    const dates = all.items.map((item) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The default page size is 20.
    expect((await log('')).pageSize).toBe(20);
  });

  it('filters by action and by part of the actor email or the target label, case-insensitively', async () => {
    const other = await signUp(ctx, 'company', { email: 'filter-admin@facilitatorhub.example' });
    await record(['Grace Hopper (grace@navy.example)', 'Linus (linus@kernel.example)'], admin);
    await record(['Someone Else (else@example.com)'], other);

    const byLabel = await log('?q=GRACE');
    expect(byLabel.items.map((item) => item.targetLabel)).toEqual(['Grace Hopper (grace@navy.example)']);
    expect(byLabel.total).toBe(1);

    const byActor = await log('?q=filter-admin');
    expect(byActor.items.map((item) => item.targetLabel)).toEqual(['Someone Else (else@example.com)']);

    const byAction = await log('?action=access_request.handled&q=kernel.example');
    expect(byAction.items.map((item) => item.targetLabel)).toEqual(['Linus (linus@kernel.example)']);

    // LIKE's wildcards are plain characters here.
    expect((await log('?q=%25')).total).toBe(0);
    expect((await log('?q=_')).total).toBe(0);
    // An empty filter is no filter.
    expect((await log('?q=%20%20&action=')).total).toBe((await log('')).total);
  });

  it('refuses a bad page, page size, action or search with 400', async () => {
    for (const query of [
      '?page=0',
      '?page=abc',
      '?pageSize=51',
      '?action=job.deleted',
      '?action=access_request.handled&action=access_request.handled',
      `?q=${'x'.repeat(201)}`,
    ]) {
      const res = await getLog(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('VALIDATION_ERROR');
    }
  });
});

describe('account data', () => {
  it("exports an admin's own entries and keeps them, without the account, when it is deleted", async () => {
    const email = 'leaving-admin@facilitatorhub.example';
    const leaving = await signUp(ctx, 'company', { email });
    // Rights come from ADMIN_EMAILS; the entries are what matters here, written as an admin action would.
    await record(['Exported (exported@example.com)'], leaving);
    await record(['Not mine (not-mine@example.com)'], admin);

    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: as(leaving),
    });
    expect(exported.statusCode).toBe(200);
    expect((await readDataExport(exported.rawPayload)).data.adminActions).toEqual([
      {
        action: 'access_request.handled',
        targetType: 'access_request',
        targetId: expect.any(String),
        targetLabel: 'Exported (exported@example.com)',
        reason: null,
        createdAt: '2031-04-01T00:00:00.000Z',
      },
    ]);

    const deleted = await deleteAccountRequest(ctx, leaving);
    expect(deleted.statusCode).toBe(204);
    const [kept] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetLabel, 'Exported (exported@example.com)'));
    expect(kept).toMatchObject({ actorId: null, actorEmail: email });
    const listed = (await log('?q=exported%40example.com')).items;
    expect(listed).toMatchObject([{ actorId: null, actorEmail: email }]);
  });
});
