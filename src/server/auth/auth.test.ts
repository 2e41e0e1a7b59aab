import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  account,
  companies,
  conversations,
  facilitators,
  invitations,
  jobs,
  messages,
  notificationSettings,
  user,
  userBlocks,
} from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import {
  as,
  buildTestApp,
  followVerificationLink,
  sessionCookie,
  signUp,
  signUpUnverified,
  TEST_ORIGIN,
  verificationLink,
} from '../test/helpers';
import { applyTo, makeJob, postJob } from '../test/factories';
import { sendAs } from '../test/inject';

/** While set, every mail waits for it before it counts as sent, like a slow SMTP server. */
let smtpHold: Promise<void> | undefined;
const sent: MailMessage[] = [];
const ctx = await buildTestApp(
  { ADMIN_EMAILS: 'admin@example.org' },
  {
    mailTransport: {
      send: async (message) => {
        await smtpHold;
        sent.push(message);
      },
    },
  },
);

/** A POST from our own origin without a session. */
const post = (url: string, payload: object, remoteAddress?: string) =>
  ctx.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload, remoteAddress });

/** Signs in with the email and password of `who` (only those are sent). */
const signInWith = (who: { email: string; password: string }, remoteAddress?: string) =>
  post('/api/auth/sign-in/email', { email: who.email, password: who.password }, remoteAddress);

const userId = async (email: string) =>
  (await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id;

describe('sign-up', () => {
  it('creates a company with its empty profile row; the mailed link confirms the address and signs it in', async () => {
    const { email, response, remoteAddress } = await signUpUnverified(ctx, 'company', {
      companyName: 'Acme Workshops',
    });
    expect(response.json()).toEqual({ status: 'verification-sent' });
    expect(response.headers['set-cookie']).toBeUndefined();
    const [row] = await ctx.db
      .select()
      .from(companies)
      .where(eq(companies.id, (await userId(email))!));
    expect(row.name).toBe('Acme Workshops');
    expect(row.profileCompletedAt).toBeNull();

    const link = await ctx.app.inject({ method: 'GET', url: verificationLink(ctx, email), remoteAddress });
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe('/onboarding');
    const cookie = sessionCookie(link.headers['set-cookie']);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user).toMatchObject({ email, userType: 'company', role: 'user', emailVerified: true });
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

  it('answers a known address exactly as a new one, and mails its owner instead', async () => {
    const owner = await signUp(ctx, 'company');
    const fresh = await signUpUnverified(ctx, 'company');
    const again = await signUpUnverified(ctx, 'company', {
      email: owner.email,
      password: 'another password 1',
    });
    expect(again.response.statusCode).toBe(200);
    expect(again.response.body).toBe(fresh.response.body);
    expect(again.response.headers['set-cookie']).toBeUndefined();

    const mail = ctx.mails.findLast((m) => m.to === owner.email)!;
    expect(mail.subject).toBe('Someone tried to sign up to FacilitatorHub with your address');
    expect(mail.text).toContain('http://localhost:3000/auth?mode=forgot');
    // Nothing about the account changed.
    const signIn = await signInWith(owner, '10.4.0.1');
    expect(signIn.statusCode).toBe(200);
  });

  it('mails a new confirmation link when a known but unconfirmed address signs up again', async () => {
    const { email } = await signUpUnverified(ctx, 'facilitator');
    await signUpUnverified(ctx, 'facilitator', { email });
    await vi.waitFor(() =>
      expect(ctx.mails.filter((m) => m.to === email).map((m) => m.subject)).toEqual([
        'Confirm your email address for FacilitatorHub',
        'Confirm your email address for FacilitatorHub',
      ]),
    );
  });

  it('sends a broken or expired confirmation link to the sign-in page, which explains it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=not-a-token&callbackURL=%2Fonboarding',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth?link=invalid');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers sign-up and password reset without waiting for the mail (its timing would reveal an account)', async () => {
    const known = await signUp(ctx, 'facilitator');
    // Its confirmation mail is delivered before the mail server is held (on a busy machine it may not be yet).
    await ctx.queue.drain();
    let release!: () => void;
    smtpHold = new Promise((resolve) => (release = resolve));
    const within = <T>(request: Promise<T>) =>
      Promise.race([
        request,
        new Promise<'still waiting'>((r) => setTimeout(() => r('still waiting'), 2000)),
      ]);
    try {
      const reset = await within(
        post('/api/auth/request-password-reset', { email: known.email }, '10.4.1.1'),
      );
      const signUpAgain = await within(
        post(
          '/api/auth/sign-up/email',
          {
            email: known.email,
            password: 'some other password',
            confirmPassword: 'some other password',
            userType: 'facilitator',
            firstName: 'Some',
            lastName: 'One',
          },
          '10.4.1.2',
        ),
      );
      expect(reset).not.toBe('still waiting');
      expect(signUpAgain).not.toBe('still waiting');
      expect(reset !== 'still waiting' && reset.statusCode).toBe(200);
      expect(signUpAgain !== 'still waiting' && signUpAgain.statusCode).toBe(200);
      // Both mails are queued, and neither has been delivered yet.
      expect(ctx.mails.filter((m) => m.to === known.email).map((m) => m.subject)).toEqual([
        'Confirm your email address for FacilitatorHub',
        'Reset your FacilitatorHub password',
        'Someone tried to sign up to FacilitatorHub with your address',
      ]);
      expect(sent.filter((m) => m.to === known.email).map((m) => m.subject)).toEqual([
        'Confirm your email address for FacilitatorHub',
      ]);
    } finally {
      release();
      smtpHold = undefined;
    }
    await ctx.queue.drain();
    expect(sent.filter((m) => m.to === known.email)).toHaveLength(3);
  });

  it('grants admin only to ADMIN_EMAILS, and only once the address is verified', async () => {
    const { email, password } = await signUpUnverified(ctx, 'company', { email: 'Admin@Example.org' });
    expect(email).toBe('Admin@Example.org');
    const asAdmin = async (cookie: string) => ({
      me: (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json(),
      console: (
        await ctx.app.inject({ method: 'GET', url: '/api/admin/access-requests', headers: { cookie } })
      ).statusCode,
    });
    // Unconfirmed, the operator's address gets no session at all.
    const signIn = await signInWith({ email, password }, '10.4.2.1');
    expect(signIn.statusCode).toBe(403);
    expect(signIn.headers['set-cookie']).toBeUndefined();

    const cookie = await followVerificationLink(ctx, 'admin@example.org');
    const verified = await asAdmin(cookie);
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

    // The role itself needs the verified flag, whatever the session.
    await ctx.db.update(user).set({ emailVerified: false }).where(eq(user.email, 'admin@example.org'));
    const unverified = await asAdmin(cookie);
    expect(unverified.me.user).toMatchObject({ role: 'user', emailVerified: false });
    expect(unverified.console).toBe(403);
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the right password and sets an httpOnly SameSite=Lax cookie', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const res = await signInWith(facilitator);
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('answers the same for an unknown email and a wrong password', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const wrong = await signInWith({
      email: facilitator.email,
      password: 'not the password',
    });
    const unknown = await signInWith({
      email: 'nobody-here@test.example',
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe('Invalid email or password');
  });

  it('refuses an unconfirmed account with the right password only, and mails it a new link', async () => {
    const { email, password } = await signUpUnverified(ctx, 'facilitator');
    const mailsTo = () => ctx.mails.filter((m) => m.to === email).length;
    const before = mailsTo();
    const wrong = await signInWith({ email, password: 'not the password' }, '10.4.3.1');
    const unknown = await signInWith(
      { email: 'nobody-at-all-here@test.example', password: 'not the password' },
      '10.4.3.1',
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(mailsTo()).toBe(before);

    const right = await signInWith({ email, password }, '10.4.3.1');
    expect(right.statusCode).toBe(403);
    expect(right.json().error).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message:
        'Please confirm your email address first. We have just sent you a new link: open it to sign in.',
    });
    expect(right.headers['set-cookie']).toBeUndefined();
    expect(right.headers.location).toBeUndefined();
    expect(mailsTo()).toBe(before + 1);
    const cookie = await followVerificationLink(ctx, email);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user).toMatchObject({ email, emailVerified: true });
  });

  it('signs out and the cookie no longer works', async () => {
    const company = await signUp(ctx, 'company');
    const out = await sendAs(ctx, company, 'POST', '/api/auth/sign-out');
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
    const res = await sendAs(ctx, company, 'POST', '/api/auth/update-user', { userType: 'facilitator' });
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

  it('limits the mails one address can be sent, from any number of IPs', async () => {
    const { email } = await signUpUnverified(ctx, 'company');
    const mailsTo = () => ctx.mails.filter((m) => m.to === email).length;
    const statuses: number[] = [];
    // The sign-up counted once; four more confirmation links may follow.
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/send-verification-email', { email }, `10.6.0.${i + 1}`);
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(mailsTo()).toBe(5);
    const signUpAgain = await post(
      '/api/auth/sign-up/email',
      {
        email,
        password: 'yet another password',
        confirmPassword: 'yet another password',
        userType: 'company',
        companyName: 'Again Ltd',
      },
      '10.6.0.9',
    );
    expect(signUpAgain.statusCode).toBe(429);
    expect(signUpAgain.json().error.message).toMatch(/Too many attempts for this account/);
    expect(mailsTo()).toBe(5);
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
    const signIn = await signInWith({
      email: facilitator.email,
      password: 'a brand new secret',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('invalidates every other reset link of the account once one is used', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const tokens: string[] = [];
    for (const address of ['10.4.4.1', '10.4.4.2']) {
      expect(
        (await post('/api/auth/request-password-reset', { email: facilitator.email }, address)).statusCode,
      ).toBe(200);
      const mail = ctx.mails.findLast((m) => m.to === facilitator.email && /Reset/.test(m.subject))!;
      tokens.push(new URL(mail.text.match(/https?:\/\/\S+/)![0]).pathname.split('/').at(-1)!);
    }
    expect(new Set(tokens).size).toBe(2);
    const used = await post('/api/auth/reset-password', {
      newPassword: 'the first new secret',
      token: tokens[1],
    });
    expect(used.statusCode).toBe(200);
    const other = await post('/api/auth/reset-password', {
      newPassword: 'the second new secret',
      token: tokens[0],
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.code).toBe('INVALID_TOKEN');
    const signIn = await signInWith(
      { email: facilitator.email, password: 'the first new secret' },
      '10.4.4.3',
    );
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
    const second = await signInWith(company);
    const secondCookie = sessionCookie(second.headers['set-cookie']);
    const wrong = await sendAs(ctx, company, 'POST', '/api/auth/change-password', {
      currentPassword: 'nope nope nope',
      newPassword: 'fresh password here',
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await sendAs(ctx, company, 'POST', '/api/auth/change-password', {
      currentPassword: company.password,
      newPassword: 'fresh password here',
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

  it('exports the conversations with their messages, the invitations, the blocks and the email settings', async () => {
    const company = await signUp(ctx, 'company', { companyName: 'Export Workshops' });
    const facilitator = await signUp(ctx, 'facilitator', { firstName: 'Grace', lastName: 'Hopper' });
    const job = await makeJob(ctx, company, { title: 'Export retreat facilitator' });
    const at = (minutes: number) => new Date(Date.UTC(2031, 4, 10, 12, minutes));
    const [thread] = await ctx.db
      .insert(conversations)
      .values({
        companyId: company.id,
        facilitatorId: facilitator.id,
        startedBy: 'company',
        lastMessageAt: at(2),
        lastMessageSide: 'facilitator',
        lastMessagePreview: 'Happy to.',
        createdAt: at(0),
      })
      .returning();
    const [invite] = await ctx.db
      .insert(messages)
      .values([
        {
          conversationId: thread!.id,
          senderId: company.id,
          side: 'company',
          body: 'Would you apply?',
          jobId: job.id,
          createdAt: at(0),
        },
        {
          conversationId: thread!.id,
          senderId: facilitator.id,
          side: 'facilitator',
          body: 'Happy to.',
          createdAt: at(1),
        },
        {
          conversationId: thread!.id,
          senderId: company.id,
          side: 'company',
          body: 'Removed words',
          hiddenAt: at(3),
          createdAt: at(2),
        },
      ])
      .returning();
    await ctx.db.insert(invitations).values({
      conversationId: thread!.id,
      messageId: invite!.id,
      companyId: company.id,
      facilitatorId: facilitator.id,
      jobId: job.id,
      status: 'declined',
      declineReason: 'Busy that month',
      respondedAt: at(1),
      createdAt: at(0),
    });
    await ctx.db
      .insert(userBlocks)
      .values({ blockerId: facilitator.id, blockedId: company.id, createdAt: at(4) });
    await ctx.db.insert(notificationSettings).values({
      userId: facilitator.id,
      emailMessages: false,
      emailInvitations: false,
      updatedAt: at(4),
    });

    const exported = async (who: typeof company) => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: as(who) });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const mine = await exported(facilitator);
    expect(mine.conversations).toEqual([
      {
        id: thread!.id,
        side: 'facilitator',
        with: 'Export Workshops',
        createdAt: at(0).toISOString(),
        messages: [
          {
            side: 'company',
            fromMe: false,
            body: 'Would you apply?',
            removed: false,
            createdAt: at(0).toISOString(),
            jobTitle: 'Export retreat facilitator',
          },
          {
            side: 'facilitator',
            fromMe: true,
            body: 'Happy to.',
            removed: false,
            createdAt: at(1).toISOString(),
            jobTitle: null,
          },
          // Removed by an admin: not the user's own words, so not theirs to take.
          {
            side: 'company',
            fromMe: false,
            body: '',
            removed: true,
            createdAt: at(2).toISOString(),
            jobTitle: null,
          },
        ],
      },
    ]);
    expect(mine.invitations).toEqual([
      expect.objectContaining({
        conversationId: thread!.id,
        sent: false,
        jobTitle: 'Export retreat facilitator',
        company: 'Export Workshops',
        status: 'declined',
        declineReason: 'Busy that month',
      }),
    ]);
    expect(mine.blocks).toEqual([
      { blockedUserId: company.id, name: 'Export Workshops', createdAt: at(4).toISOString() },
    ]);
    expect(mine.notificationSettings).toEqual({
      messages: false,
      applications: true,
      statusChanges: true,
      invitations: false,
      jobAlerts: true,
    });

    const theirs = await exported(company);
    expect(theirs.conversations[0].with).toBe('Grace Hopper');
    expect(theirs.conversations[0].messages[2]).toMatchObject({
      fromMe: true,
      body: 'Removed words',
      removed: true,
    });
    expect(theirs.invitations[0].sent).toBe(true);
    // Who blocked them is not theirs to know.
    expect(theirs.blocks).toEqual([]);
    expect(theirs.notificationSettings.messages).toBe(true);
    expect(JSON.stringify(theirs)).not.toContain(facilitator.email);
  });

  it('requires sign-in for export and deletion', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: '/api/account',
          payload: { confirmEmail: 'a@b.example', password: 'whatever password' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('deletes the account only with the email typed exactly and the current password', async () => {
    const company = await signUp(ctx, 'company');
    const remove = (payload: object) =>
      ctx.app.inject({ method: 'DELETE', url: '/api/account', headers: as(company), payload });
    const wrongEmail = await remove({ confirmEmail: 'other@test.example', password: company.password });
    expect(wrongEmail.statusCode).toBe(400);
    // A session cookie alone is not enough.
    const noPassword = await remove({ confirmEmail: company.email });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.fieldErrors.password).toEqual(['Please enter your password.']);
    const wrongPassword = await remove({ confirmEmail: company.email, password: 'not my password' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error).toMatchObject({
      message: 'That password is not correct.',
      fieldErrors: { password: ['That password is not correct.'] },
    });
    expect(await ctx.db.select().from(user).where(eq(user.id, company.id))).toHaveLength(1);

    const ok = await remove({ confirmEmail: company.email, password: company.password });
    expect(ok.statusCode).toBe(204);
    expect(await ctx.db.select().from(user).where(eq(user.id, company.id))).toEqual([]);
    expect(await ctx.db.select().from(companies).where(eq(companies.id, company.id))).toEqual([]);
    const signIn = await signInWith(company, '10.4.5.1');
    expect(signIn.statusCode).toBe(401);
  });

  it("takes a deleted company's jobs off the site with their text; an applicant keeps the job's title", async () => {
    const company = await signUp(ctx, 'company', { companyName: 'Forgotten Partners' });
    const facilitator = await signUp(ctx, 'facilitator');
    const description = 'Ask for Jane Roe on +44 7700 900123 about our two-day strategy offsite in Leeds.';
    const job = await postJob(ctx, company, { title: 'Leeds strategy offsite facilitator', description });
    await applyTo(ctx, facilitator, job.id);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).statusCode).toBe(200);

    const removed = await sendAs(ctx, company, 'DELETE', '/api/account', {
      confirmEmail: company.email,
      password: company.password,
    });
    expect(removed.statusCode, removed.body).toBe(204);

    for (const who of [undefined, facilitator]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, headers: as(who) });
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({
        error: { code: 'GONE', message: 'This job is no longer available.' },
      });
    }
    const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({
      status: 'closed',
      companyId: null,
      companyName: 'Former company',
      title: 'Leeds strategy offsite facilitator',
      description: '',
      requirements: '',
      responsibilities: '',
      salary: null,
    });
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/facilitator/applications',
      headers: as(facilitator),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().items[0].job).toMatchObject({
      title: 'Leeds strategy offsite facilitator',
      status: 'closed',
    });
    expect(mine.body).not.toContain('7700');
  });

  it('limits password guesses through account deletion', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await sendAs(ctx, facilitator, 'DELETE', '/api/account', {
        confirmEmail: facilitator.email,
        password: `guess number ${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });
});
