import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { fixedClock } from '../clock';
import { accessRequests } from '../db/schema';
import { as, buildTestApp, signUp, TEST_ORIGIN, type TestUser } from '../test/helpers';

const ctx = await buildTestApp();
let admin: TestUser;
let company: TestUser;

beforeAll(async () => {
  admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });
  company = await signUp(ctx, 'company');
});

let clientCounter = 0;
/** Each submission comes from its own address unless one is given (the form is limited per IP). */
const submit = (payload: Record<string, unknown>, remoteAddress?: string) => {
  clientCounter += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/access-requests',
    headers: { origin: TEST_ORIGIN },
    remoteAddress:
      remoteAddress ?? `10.77.${Math.floor(clientCounter / 250) % 250}.${(clientCounter % 250) + 1}`,
    payload,
  });
};

const rowsFor = (email: string) =>
  ctx.db.select().from(accessRequests).where(eq(accessRequests.email, email));

describe('POST /api/access-requests', () => {
  it('stores the request and mails a confirmation', async () => {
    const res = await submit({
      name: '  Ada Lovelace ',
      email: ' Ada@Example.COM ',
      role: 'facilitator',
      message: ' Hello there ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'received', email: 'ada@example.com' });
    const rows = await rowsFor('ada@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ada Lovelace',
      role: 'facilitator',
      message: 'Hello there',
      status: 'new',
      handledAt: null,
    });

    const mail = ctx.mails.filter((m) => m.to === 'ada@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe('We received your FacilitatorHub access request');
    expect(mail[0].text).toMatch(/^Hello,\n/);
    expect(mail[0].text).toContain('as a facilitator');
    expect(mail[0].text).toContain('within 1-2 business days');
    expect(mail[0].text).toContain('account setup instructions');
    expect(mail[0].text).toContain('(ada@example.com)');
  });

  it('stores an empty or missing message as null', async () => {
    expect(
      (await submit({ name: 'No Message', email: 'nomsg@example.com', role: 'company', message: '   ' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await submit({ name: 'No Message', email: 'nomsg2@example.com', role: 'company' })).statusCode,
    ).toBe(201);
    expect((await rowsFor('nomsg@example.com'))[0]).toMatchObject({ message: null, role: 'company' });
    expect((await rowsFor('nomsg2@example.com'))[0].message).toBeNull();
  });

  it('accepts a repeat within 24 hours without a duplicate row or a second mail, keeping the latest message', async () => {
    const first = await submit({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      role: 'company',
      message: 'First',
    });
    const again = await submit({
      name: 'Grace Hopper',
      email: 'GRACE@example.com',
      role: 'company',
      message: 'Second',
    });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    const rows = await rowsFor('grace@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0].message).toBe('Second');
    expect(ctx.mails.filter((m) => m.to === 'grace@example.com')).toHaveLength(1);
  });

  it('does not duplicate when the same address submits several times at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        submit({ name: 'Racer', email: 'race@example.com', role: 'facilitator', message: `m${i}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await rowsFor('race@example.com')).toHaveLength(1);
  });

  it('creates a new request once the earlier one is older than 24 hours', async () => {
    await submit({ name: 'Old Timer', email: 'old@example.com', role: 'facilitator' });
    await ctx.db
      .update(accessRequests)
      .set({ createdAt: new Date(ctx.clock.now().getTime() - 25 * 60 * 60_000) })
      .where(eq(accessRequests.email, 'old@example.com'));
    await submit({
      name: 'Old Timer',
      email: 'old@example.com',
      role: 'facilitator',
      message: 'Still interested',
    });
    expect(await rowsFor('old@example.com')).toHaveLength(2);
    expect(ctx.mails.filter((m) => m.to === 'old@example.com')).toHaveLength(2);
  });

  it("dates requests and counts the 24 hours by the app's clock", async () => {
    const at = (iso: string) => buildApp({ ...ctx.app.deps, clock: fixedClock(iso) });
    const apps = await Promise.all(
      ['2031-05-20T12:00:00Z', '2031-05-21T11:00:00Z', '2031-05-21T13:00:00Z'].map(at),
    );
    try {
      const email = 'pinned@example.com';
      for (const [i, app] of apps.entries()) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/access-requests',
          headers: { origin: TEST_ORIGIN },
          payload: { name: 'Pinned Clock', email, role: 'company', message: `visit ${i + 1}` },
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const rows = await ctx.db
        .select({ createdAt: accessRequests.createdAt, message: accessRequests.message })
        .from(accessRequests)
        .where(eq(accessRequests.email, email))
        .orderBy(accessRequests.createdAt);
      expect(rows).toEqual([
        { createdAt: new Date('2031-05-20T12:00:00Z'), message: 'visit 2' },
        { createdAt: new Date('2031-05-21T13:00:00Z'), message: 'visit 3' },
      ]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      // Requests from 2031 would head the admin's list in the tests that follow.
      await ctx.db.delete(accessRequests).where(eq(accessRequests.email, 'pinned@example.com'));
    }
  });

  it('validates with the shared rules', async () => {
    const res = await submit({
      name: '   ',
      email: 'not-an-email',
      role: 'admin',
      message: 'x'.repeat(2001),
    });
    expect(res.statusCode).toBe(400);
    const { code, fieldErrors } = res.json().error;
    expect(code).toBe('VALIDATION_ERROR');
    expect(fieldErrors.name).toEqual(['Please enter your full name.']);
    expect(fieldErrors.email).toEqual(['Please enter a valid email address.']);
    expect(fieldErrors.role).toHaveLength(1);
    expect(fieldErrors.message).toEqual(['Message must be at most 2000 characters.']);

    const missing = await submit({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fieldErrors).sort()).toEqual(['email', 'name', 'role']);
  });

  it('refuses a name that is not one line, with a readable message', async () => {
    const phishing = 'friend,\n\nYour account is suspended. Verify at https://evil.example/verify';
    for (const name of [
      phishing,
      'Ada\rLovelace',
      'Ada\u0007Lovelace',
      'Ada\u202eecalevoL',
      'Ada\u2028Lovelace',
    ]) {
      const res = await submit({ name, email: 'victim@example.com', role: 'facilitator' });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().error.fieldErrors.name).toEqual([
        'Name must be one line of text, without line breaks.',
      ]);
    }
    expect(await rowsFor('victim@example.com')).toEqual([]);
    expect(ctx.mails.filter((m) => m.to === 'victim@example.com')).toEqual([]);
  });

  it('mails only our own words: neither the name nor the message is echoed', async () => {
    const res = await submit({
      name: 'Your account is suspended',
      email: 'echo@example.com',
      role: 'company',
      message: 'Verify your password at https://evil.example/verify',
    });
    expect(res.statusCode).toBe(201);
    const [mail] = ctx.mails.filter((m) => m.to === 'echo@example.com');
    expect(mail.text).not.toContain('suspended');
    expect(mail.text).not.toContain('evil.example');
    expect(mail.text).toContain('as a company posting jobs');
    expect(mail.text).toContain('(echo@example.com)');
    expect(mail.subject).toBe('We received your FacilitatorHub access request');
  });

  it('accepts 5 requests an hour from one IP, then answers a readable 429 and mails nobody', async () => {
    const ip = '10.66.0.1';
    for (let i = 0; i < 5; i++) {
      const res = await submit({ name: 'Sender', email: `limit${i}@example.com`, role: 'facilitator' }, ip);
      expect(res.statusCode, `request ${i + 1}`).toBe(201);
    }
    const refused = await submit({ name: 'Sender', email: 'limit5@example.com', role: 'facilitator' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.json().error.message).toMatch(
      /^Too many access requests from your network\. Please try again in (60|[1-5]?\d) minutes?\.$/,
    );
    expect(await rowsFor('limit5@example.com')).toEqual([]);
    expect(ctx.mails.filter((m) => m.to === 'limit5@example.com')).toEqual([]);
    // Another client is not affected.
    const other = await submit(
      { name: 'Other', email: 'limit6@example.com', role: 'facilitator' },
      '10.66.0.2',
    );
    expect(other.statusCode).toBe(201);
  });

  it('refuses a cross-site submission', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/access-requests',
      headers: { origin: 'https://evil.example' },
      payload: { name: 'Eve', email: 'eve@example.com', role: 'facilitator' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('admin: access requests', () => {
  it('answers 401 when signed out and 403 for a non-admin', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/access-requests' });
    expect(list.statusCode).toBe(401);
    const handle = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/access-requests/${crypto.randomUUID()}/handle`,
      headers: as(undefined),
    });
    expect(handle.statusCode).toBe(401);

    const asCompany = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/access-requests',
      headers: as(company),
    });
    expect(asCompany.statusCode).toBe(403);
    const [row] = await ctx.db.select().from(accessRequests).limit(1);
    const handleAsCompany = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/access-requests/${row.id}/handle`,
      headers: as(company),
    });
    expect(handleAsCompany.statusCode).toBe(403);
    const [after] = await ctx.db.select().from(accessRequests).where(eq(accessRequests.id, row.id));
    expect(after.status).toBe('new');
  });

  it('lists newest first, filters by status, paginates by 20 and marks handled', async () => {
    for (let i = 0; i < 22; i++) {
      await submit({
        name: `Bulk ${i}`,
        email: `bulk${i}@example.com`,
        role: i % 2 ? 'company' : 'facilitator',
      });
    }
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/access-requests?status=new',
      headers: as(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page1 = res.json();
    expect(page1.pageSize).toBe(20);
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0].name).toBe('Bulk 21');
    const total = page1.total as number;
    expect(page1.totalPages).toBe(Math.ceil(total / 20));
    const dates = page1.items.map((item: { createdAt: string }) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const page2 = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/access-requests?status=new&page=2',
        headers: as(admin),
      })
    ).json();
    expect(page2.page).toBe(2);
    expect(page2.items.length).toBe(total - 20);

    const target = page1.items[0];
    const handled = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/access-requests/${target.id}/handle`,
      headers: as(admin),
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ id: target.id, status: 'handled' });
    expect(handled.json().handledAt).toEqual(expect.any(String));
    // Idempotent: handling again keeps the first time.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/access-requests/${target.id}/handle`,
      headers: as(admin),
    });
    expect(again.json().handledAt).toBe(handled.json().handledAt);

    const handledList = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/access-requests?status=handled',
        headers: as(admin),
      })
    ).json();
    expect(handledList.items.map((item: { id: string }) => item.id)).toEqual([target.id]);
    const newList = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/access-requests?status=new',
        headers: as(admin),
      })
    ).json();
    expect(newList.total).toBe(total - 1);
    const all = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/access-requests?status=all',
        headers: as(admin),
      })
    ).json();
    expect(all.total).toBe(total);
    // Default filter is new.
    const byDefault = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/access-requests', headers: as(admin) })
    ).json();
    expect(byDefault.total).toBe(total - 1);
  });

  it('answers 404 for an unknown or malformed id and 400 for a bad filter', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/access-requests/${crypto.randomUUID()}/handle`,
      headers: as(admin),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/access-requests/not-a-uuid/handle',
      headers: as(admin),
    });
    expect(malformed.statusCode).toBe(404);
    const badFilter = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/access-requests?status=weird',
      headers: as(admin),
    });
    expect(badFilter.statusCode).toBe(400);
    const badPage = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/access-requests?page=0',
      headers: as(admin),
    });
    expect(badPage.statusCode).toBe(400);
  });
});
