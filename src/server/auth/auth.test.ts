import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { account, companies, facilitators, user } from '../db/schema';
import {
  as,
  buildTestApp,
  followVerificationLink,
  sessionCookie,
  signUp,
  signUpUnverified,
  TEST_ORIGIN,
} from '../test/helpers';

const ctx = await buildTestApp({ ADMIN_EMAILS: 'admin@example.org' });

/** A POST from our own origin without a session. */
const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload });

describe('sign-up', () => {
  it('creates a company with its empty profile row and signs it in', async () => {
    const company = await signUp(ctx, 'company', { companyName: 'Acme Workshops' });
    const [row] = await ctx.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row.name).toBe('Acme Workshops');
    expect(row.profileCompletedAt).toBeNull();
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: as(company) });
    expect(me.json().user).toMatchObject({
      email: company.email,
      userType: 'company',
      role: 'user',
      emailVerified: true,
    });
    expect(me.json().profileComplete).toBe(false);
  });

  it('creates a facilitator with first and last name', async () => {
    const facilitator = await signUp(ctx, 'facilitator', { firstName: 'Mary Ann', lastName: 'de la Cruz' });
    const [row] = await ctx.db.select().from(facilitators).where(eq(facilitators.id, facilitator.id));
    expect(row).toMatchObject({ firstName: 'Mary Ann', lastName: 'de la Cruz' });
  });

  it('hashes passwords with argon2id', async () => {
    const company = await signUp(ctx, 'company');
    const [row] = await ctx.db
      .select({ password: account.password })
      .from(account)
      .where(eq(account.userId, company.id));
    expect(row.password).toMatch(/^\$argon2id\$/);
  });

  it('sends a verification email', async () => {
    const company = await signUp(ctx, 'company');
    const mail = ctx.mails.find((m) => m.to === company.email);
    expect(mail?.subject).toContain('Confirm your email');
    expect(mail?.text).toMatch(/\/api\/auth\/verify-email\?token=/);
  });

  it('validates with the shared rules and answers field errors', async () => {
    const res = await post('/api/auth/sign-up/email', {
      email: 'nope',
      password: 'short',
      confirmPassword: 'other',
      userType: 'facilitator',
      firstName: 'A',
      lastName: '',
    });
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json().error;
    expect(fieldErrors.email).toEqual(['Please enter a valid email address.']);
    expect(fieldErrors.password).toContain('Password must be at least 8 characters.');
    expect(fieldErrors.firstName).toEqual(['First name must be at least 2 characters.']);
    expect(fieldErrors.lastName).toEqual(['Last name must be at least 2 characters.']);
  });

  it('lists every reason a password is weak', async () => {
    const res = await post('/api/auth/sign-up/email', {
      email: 'weak@test.example',
      password: 'password123',
      confirmPassword: 'password123',
      userType: 'company',
      companyName: 'Weak Co',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors.password).toEqual([
      'This password is too common. Choose one that is harder to guess.',
    ]);
  });

  it('accepts only company or facilitator as user type, and never an admin role from the client', async () => {
    const res = await post('/api/auth/sign-up/email', {
      email: 'x@test.example',
      password: 'long enough pw',
      confirmPassword: 'long enough pw',
      userType: 'admin',
      companyName: 'X',
    });
    expect(res.statusCode).toBe(400);
    const sneaky = await post('/api/auth/sign-up/email', {
      email: 'sneaky@test.example',
      password: 'long enough pw',
      confirmPassword: 'long enough pw',
      userType: 'company',
      companyName: 'Sneaky',
      role: 'admin',
    });
    expect(sneaky.statusCode).toBe(200);
    const [row] = await ctx.db
      .select({ role: user.role })
      .from(user)
      .where(eq(user.email, 'sneaky@test.example'));
    expect(row.role).toBe('user');
  });

  it('refuses a duplicate email', async () => {
    const company = await signUp(ctx, 'company');
    await expect(signUp(ctx, 'company', { email: company.email })).rejects.toThrow(/422|400/);
  });

  it('grants admin only to ADMIN_EMAILS, and only once the address is verified', async () => {
    const { email } = await signUpUnverified(ctx, 'company', { email: 'Admin@Example.org' });
    const asAdmin = async (cookie: string) => ({
      me: (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json(),
      console: (
        await ctx.app.inject({ method: 'GET', url: '/api/admin/access-requests', headers: { cookie } })
      ).statusCode,
    });
    const signIn = await post('/api/auth/sign-in/email', { email, password: 'correct horse battery' });
    const unverified = await asAdmin(sessionCookie(signIn.headers['set-cookie']));
    expect(unverified.me?.user.role ?? 'user').toBe('user');
    expect(unverified.console).toBe(signIn.statusCode === 200 ? 403 : 401);

    const verified = await asAdmin(await followVerificationLink(ctx, 'admin@example.org'));
    expect(verified.me.user).toMatchObject({
      email: 'admin@example.org',
      role: 'admin',
      emailVerified: true,
    });
    expect(verified.console).toBe(200);
    const [row] = await ctx.db
      .select({ role: user.role })
      .from(user)
      .where(eq(user.email, 'admin@example.org'));
    expect(row.role).toBe('admin');
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the right password and sets an httpOnly SameSite=Lax cookie', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const res = await post('/api/auth/sign-in/email', {
      email: facilitator.email,
      password: facilitator.password,
    });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('answers the same for an unknown email and a wrong password', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const wrong = await post('/api/auth/sign-in/email', {
      email: facilitator.email,
      password: 'not the password',
    });
    const unknown = await post('/api/auth/sign-in/email', {
      email: 'nobody-here@test.example',
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe('Invalid email or password');
  });

  it('signs out and the cookie no longer works', async () => {
    const company = await signUp(ctx, 'company');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: as(company),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: as(company) });
    expect(me.json()).toBeNull();
  });

  it('refuses requests from untrusted origins', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@test.example', password: 'whatever123' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/origin/i);
  });

  it('does not expose better-auth endpoints the product does not use', async () => {
    const company = await signUp(ctx, 'company');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: as(company),
      payload: { userType: 'facilitator' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('rate-limits sign-in attempts per account', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN },
        remoteAddress: `10.1.0.${i + 1}`,
        payload: { email: facilitator.email, password: `wrong-${i}-password` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error.message).toMatch(/Too many attempts/);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('keeps the per-account limit across better-auth sweeping its own rate-limit rows', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const signInFrom = (remoteAddress: string, email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN },
        remoteAddress,
        payload: { email, password: 'not the password' },
      });
    // Only Date moves: the database and the server keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      for (let i = 0; i < 10; i++) {
        const res = await signInFrom(`10.3.0.${i + 1}`, facilitator.email);
        expect(res.statusCode, res.body).toBe(401);
      }

      // Five minutes on: the account's 15-minute window still runs, and an IP seen earlier starts a
      // new window in better-auth's limiter, which then deletes every row older than 60 s.
      vi.setSystemTime(start + 5 * 60_000);
      const trigger = await signInFrom('10.3.0.1', 'someone-else@test.example');
      expect(trigger.statusCode, trigger.body).toBe(401);
      await vi.waitFor(async () => {
        const { rows } = await ctx.pool.query<{ n: number }>(
          'select count(*)::int as n from rate_limit where last_request < $1',
          [Date.now() - 60_000],
        );
        expect(rows[0].n).toBe(0);
      });

      const after = await signInFrom('10.3.1.1', facilitator.email);
      expect(after.statusCode).toBe(429);
      expect(after.json().error.message).toMatch(/Too many attempts for this account/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rate-limits sign-in per client IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN },
        remoteAddress: '10.9.9.9',
        payload: { email: `someone-${i}@test.example`, password: 'whatever-password' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
    // Another IP is not affected.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: '10.9.9.10',
      payload: { email: 'someone-else@test.example', password: 'whatever-password' },
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a single-use link valid for an hour that revokes other sessions', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const res = await post('/api/auth/request-password-reset', { email: facilitator.email });
    expect(res.statusCode).toBe(200);
    const mail = ctx.mails.filter((m) => m.to === facilitator.email && /Reset/.test(m.subject)).at(-1)!;
    const link = mail.text.match(/https?:\/\/\S+/)![0];
    const token = new URL(link).pathname.split('/').at(-1)!;
    const reset = await post('/api/auth/reset-password', { newPassword: 'a brand new secret', token });
    expect(reset.statusCode).toBe(200);
    const again = await post('/api/auth/reset-password', { newPassword: 'another new secret', token });
    expect(again.statusCode).toBe(400);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: as(facilitator) });
    expect(me.json()).toBeNull();
    const signIn = await post('/api/auth/sign-in/email', {
      email: facilitator.email,
      password: 'a brand new secret',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('answers the same for an unknown email', async () => {
    const res = await post('/api/auth/request-password-reset', { email: 'nobody-at-all@test.example' });
    expect(res.statusCode).toBe(200);
  });
});

describe('change password', () => {
  it('needs the current password and revokes other sessions', async () => {
    const company = await signUp(ctx, 'company');
    const second = await post('/api/auth/sign-in/email', {
      email: company.email,
      password: company.password,
    });
    const secondCookie = sessionCookie(second.headers['set-cookie']);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: as(company),
      payload: { currentPassword: 'nope nope nope', newPassword: 'fresh password here' },
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: as(company),
      payload: { currentPassword: company.password, newPassword: 'fresh password here' },
    });
    expect(ok.statusCode).toBe(200);
    const other = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: secondCookie } });
    expect(other.json()).toBeNull();
  });
});

describe('account export and deletion', () => {
  it('exports the user data as a JSON download', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: as(facilitator) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = res.json();
    expect(data.account.email).toBe(facilitator.email);
    expect(data.facilitatorProfile.id).toBe(facilitator.id);
    expect(data.applications).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('argon2');
  });

  it('requires sign-in for export and deletion', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: '/api/account',
          payload: { confirmEmail: 'a@b.example' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('deletes the account only when the email is typed exactly', async () => {
    const company = await signUp(ctx, 'company');
    const wrong = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: as(company),
      payload: { confirmEmail: 'other@test.example' },
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: as(company),
      payload: { confirmEmail: company.email },
    });
    expect(ok.statusCode).toBe(204);
    expect(await ctx.db.select().from(user).where(eq(user.id, company.id))).toEqual([]);
    expect(await ctx.db.select().from(companies).where(eq(companies.id, company.id))).toEqual([]);
    const signIn = await post('/api/auth/sign-in/email', {
      email: company.email,
      password: company.password,
    });
    expect(signIn.statusCode).toBe(401);
  });
});
