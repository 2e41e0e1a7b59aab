import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, facilitators, user } from '../db/schema';
import { postJobRequest, validJobInput } from '../test/factories';
import { as, buildTestApp, signUp } from '../test/helpers';
import { deleteAccountRequest } from '../test/inject';

/** The operator's staff (ADMIN_EMAILS) are not companies: a staff account has no profile and no onboarding. */
const ctx = await buildTestApp({
  ADMIN_EMAILS: 'staff@facilitatorhub.example,other@facilitatorhub.example,console@facilitatorhub.example',
});

const profileRows = async (id: string) => ({
  companies: (await ctx.db.select().from(companies).where(eq(companies.id, id))).length,
  facilitators: (await ctx.db.select().from(facilitators).where(eq(facilitators.id, id))).length,
});

describe('staff accounts', () => {
  it('an ADMIN_EMAILS address signs up as staff, whichever type the form named: no profile, no onboarding', async () => {
    const staff = await signUp(ctx, 'company', { email: 'staff@facilitatorhub.example' });
    expect(await profileRows(staff.id)).toEqual({ companies: 0, facilitators: 0 });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: as(staff) });
    expect(me.json()).toMatchObject({
      user: { userType: 'staff', role: 'admin' },
      // Nothing to complete: the web app never sends staff to onboarding.
      profileComplete: true,
    });

    const other = await signUp(ctx, 'facilitator', { email: 'other@facilitatorhub.example' });
    expect(await profileRows(other.id)).toEqual({ companies: 0, facilitators: 0 });
    const [row] = await ctx.db.select().from(user).where(eq(user.id, other.id));
    expect(row).toMatchObject({ userType: 'staff', role: 'admin' });
  });

  it('works in the console, and cannot act as a company or facilitator', async () => {
    const staff = await signUp(ctx, 'company', { email: 'console@facilitatorhub.example' });
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: as(staff) });
    expect((await get('/api/admin/overview')).statusCode).toBe(200);
    expect((await get('/api/admin/credentials')).statusCode).toBe(200);

    const post = await postJobRequest(ctx, staff, validJobInput());
    expect(post.statusCode).toBe(403);
    const profile = await get('/api/profile');
    expect(profile.statusCode).toBe(403);
    expect(profile.json()).toMatchObject({
      error: { message: 'Staff accounts have no profile: sign in as a company or a facilitator.' },
    });
    expect((await get('/api/conversations')).statusCode).toBe(403);
    expect((await get('/api/profile/credentials')).statusCode).toBe(403);
    // Their own account's data is still theirs.
    expect((await get('/api/account/notification-settings')).statusCode).toBe(200);
    const exported = await get('/api/account/export');
    expect(exported.statusCode).toBe(200);
  });

  it('an admin who signed up as a company before keeps the console and the company data', async () => {
    // What the migration 0019 does to an admin recorded before staff accounts existed.
    const company = await signUp(ctx, 'company', { companyName: 'Operator Ltd' });
    await ctx.db.execute(sql`update "user" set role = 'admin' where id = ${company.id}`);
    await ctx.db.execute(sql`UPDATE "user" SET "user_type" = 'staff' WHERE "role" = 'admin'`);
    expect(await profileRows(company.id)).toEqual({ companies: 1, facilitators: 0 });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: as(company) });
    expect(me.json()).toMatchObject({ user: { userType: 'staff' }, profileComplete: true });
    // Admin rights still follow ADMIN_EMAILS: this address is not in it.
    const console = await ctx.app.inject({ method: 'GET', url: '/api/admin/overview', headers: as(company) });
    expect(console.statusCode).toBe(403);
    // Deleting the account removes the company it kept.
    const deleted = await deleteAccountRequest(ctx, company);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await profileRows(company.id)).toEqual({ companies: 0, facilitators: 0 });
  });
});
