import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  account,
  companies,
  facilitators,
  invitations,
  jobs,
  messages,
  notificationSettings,
  session,
  user,
  userBlocks,
} from '../db/schema';
import { loadConfig } from '../config';
import type { MailMessage } from '../mail/mailer';
import { argon2Options } from './auth';
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
import { applyTo, makeConversation, makeJob, postJob } from '../test/factories';
import { sendAs } from '../test/inject';
import { readDataExport } from '../test/unzip';

/** While set, every mail waits for it before it counts as sent, like a slow SMTP server. */
let smtpHold: Promise<void> | undefined;
const sent: MailMessage[] = [];
const ctx = await buildTestApp(
  { ADMIN_EMAILS: 'admin@example.org,boss@corp.example' },
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

/** A sign-up form as a person sends it, the password typed twice, with the other fields in `fields`. */
const signUpWith = (email: string, password: string, fields: object, remoteAddress?: string) =>
  post('/api/auth/sign-up/email', { email, password, confirmPassword: password, ...fields }, remoteAddress);

const userId = async (email: string) =>
  (await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id;

/** The newest mail to `email` with a link to choose a password for an account a repeated sign-up left without one. */
const choosePasswordMail = (email: string) => {
  const mail = ctx.mails.findLast((m) => m.to === email && /Choose a password/.test(m.subject));
  if (!mail) throw new Error(`no mail to choose a password to ${email}`);
  return mail;
};

/** Opens the mail's link as a browser does, and sets the password on the page it leads to. */
async function choosePassword(mail: MailMessage, newPassword: string) {
  const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
  expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\//);
  const opened = await ctx.app.inject({ method: 'GET', url: link.pathname + link.search });
  expect(opened.statusCode).toBe(302);
  const page = new URL(opened.headers.location!, TEST_ORIGIN);
  expect(page.pathname).toBe('/reset-password');
  return post('/api/auth/reset-password', { newPassword, token: page.searchParams.get('token') });
}

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

  it('hashes at the production cost unless configured for tests', () => {
    expect(argon2Options(loadConfig({}))).toMatchObject({ memoryCost: 46 * 1024, timeCost: 2 });
    expect(argon2Options(loadConfig({ PASSWORD_HASH_COST: 'test' })).memoryCost).toBeLessThan(1024);
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
    const res = await signUpWith('weak@test.example', 'password123', {
      userType: 'company',
      companyName: 'Weak Co',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors.password).toEqual([
      'This password is too common. Choose one that is harder to guess.',
    ]);
  });

  it('accepts only company or facilitator as user type, and never an admin role from the client', async () => {
    const res = await signUpWith('x@test.example', 'long enough pw', { userType: 'admin', companyName: 'X' });
    expect(res.statusCode).toBe(400);
    const sneaky = await signUpWith('sneaky@test.example', 'long enough pw', {
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

  it('confirms a single sign-up with one click, and its own password signs in', async () => {
    const { email, password, remoteAddress } = await signUpUnverified(ctx, 'facilitator');
    const cookie = await followVerificationLink(ctx, email, remoteAddress);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user).toMatchObject({ email, emailVerified: true });
    expect(ctx.mails.filter((m) => m.to === email).map((m) => m.subject)).toEqual([
      'Confirm your email address for FacilitatorHub',
    ]);
    expect((await signInWith({ email, password }, '10.4.8.1')).statusCode).toBe(200);
  });

  it('mails a link to choose a password, not a confirmation, when an unconfirmed address signs up again', async () => {
    const { email } = await signUpUnverified(ctx, 'facilitator');
    await signUpUnverified(ctx, 'facilitator', { email });
    expect(ctx.mails.filter((m) => m.to === email).map((m) => m.subject)).toEqual([
      'Confirm your email address for FacilitatorHub',
      'Choose a password for your FacilitatorHub account',
    ]);
    const mail = choosePasswordMail(email);
    expect(mail.text).toContain('Someone (perhaps you) signed up to FacilitatorHub again');
    expect(mail.html).toContain('Choose a password');
    // Asking for a confirmation link again brings another link to choose a password: with no password,
    // the account is confirmed only by choosing one.
    expect((await post('/api/auth/send-verification-email', { email }, '10.4.8.2')).statusCode).toBe(200);
    await vi.waitFor(() => expect(choosePasswordMail(email)).not.toBe(mail));
    expect(ctx.mails.filter((m) => m.to === email && /Confirm your email/.test(m.subject))).toHaveLength(1);
  });

  it('lets nobody who signed up first with an unconfirmed address sign in once its owner confirms it', async () => {
    const email = 'boss@corp.example';
    const attacker = { email, password: 'the attackers own password' };
    const owner = { email, password: 'the owners real password' };
    const first = await signUpUnverified(ctx, 'company', { ...attacker, companyName: 'Not Boss Corp' });
    expect(first.response.statusCode).toBe(200);
    const attackersLink = verificationLink(ctx, email);

    const second = await signUpUnverified(ctx, 'facilitator', {
      ...owner,
      firstName: 'Real',
      lastName: 'Boss',
    });
    expect(second.response.statusCode).toBe(200);
    expect(second.response.body).toBe(first.response.body);
    // The second sign-up gets a link to choose a password (after the answer), and no confirmation link.
    const mail = choosePasswordMail(email);
    expect(verificationLink(ctx, email)).toBe(attackersLink);

    // The link mailed for the first sign-up was withdrawn: it confirms nothing and signs nobody in.
    const stale = await ctx.app.inject({ method: 'GET', url: attackersLink, remoteAddress: '10.4.6.1' });
    expect(stale.statusCode).toBe(302);
    expect(stale.headers.location).toBe('/auth?link=invalid');
    expect(String(stale.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]/);
    const [pending] = await ctx.db.select().from(user).where(eq(user.email, email));
    // The operator's address (ADMIN_EMAILS) is a staff account, whichever type either sign-up named.
    expect(pending).toMatchObject({ emailVerified: false, userType: 'staff', name: 'Real Boss' });
    expect((await signInWith(attacker, '10.4.6.2')).statusCode).toBe(401);

    const chosen = { email, password: 'the owners chosen password' };
    expect((await choosePassword(mail, chosen.password)).statusCode).toBe(200);
    expect(await ctx.db.select().from(companies).where(eq(companies.id, pending!.id))).toEqual([]);
    expect(await ctx.db.select().from(facilitators).where(eq(facilitators.id, pending!.id))).toEqual([]);

    const attackerSignIn = await signInWith(attacker, '10.4.6.3');
    expect(attackerSignIn.statusCode).toBe(401);
    expect(attackerSignIn.headers['set-cookie']).toBeUndefined();
    const ownerSignIn = await signInWith(chosen, '10.4.6.4');
    expect(ownerSignIn.statusCode).toBe(200);
    const ownerCookie = sessionCookie(ownerSignIn.headers['set-cookie']);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: ownerCookie } });
    // Confirmed by choosing the password, the operator's address gets its admin role.
    expect(me.json().user).toMatchObject({
      email,
      role: 'admin',
      userType: 'staff',
      emailVerified: true,
    });
    const overview = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: { cookie: ownerCookie },
    });
    expect(overview.statusCode).toBe(200);
  });

  it('lets no sign-up that follows the owners put a password on the address: the owner chooses one through the mailed link', async () => {
    const email = 'owner-first@corp.example';
    const owner = { email, password: 'the owners first password' };
    const attacker = { email, password: 'the attackers own password' };
    const first = await signUpUnverified(ctx, 'facilitator', {
      ...owner,
      firstName: 'Real',
      lastName: 'Owner',
    });
    const ownersLink = verificationLink(ctx, email);

    const second = await signUpUnverified(ctx, 'company', { ...attacker, companyName: 'Takeover Ltd' });
    expect(second.response.statusCode).toBe(200);
    expect(second.response.body).toBe(first.response.body);
    expect(second.response.headers['set-cookie']).toBeUndefined();
    const mail = choosePasswordMail(email);
    expect(mail.text).toContain('perhaps you');
    // No plain confirmation link went out for the second sign-up.
    expect(verificationLink(ctx, email)).toBe(ownersLink);

    // Neither password set at sign-up works: the attacker's signs nobody in and mails no link.
    const mailsBefore = ctx.mails.length;
    const before = await signInWith(attacker, '10.4.7.1');
    expect(before.statusCode).toBe(401);
    expect(before.headers['set-cookie']).toBeUndefined();
    expect((await signInWith(owner, '10.4.7.2')).statusCode).toBe(401);
    expect(ctx.mails.length).toBe(mailsBefore);
    // The owner's earlier confirmation link was withdrawn.
    const stale = await ctx.app.inject({ method: 'GET', url: ownersLink, remoteAddress: '10.4.7.3' });
    expect(stale.headers.location).toBe('/auth?link=invalid');
    expect(String(stale.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]/);

    const chosen = { email, password: 'the owners chosen password' };
    expect((await choosePassword(mail, chosen.password)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ emailVerified: true, role: 'user' });

    const after = await signInWith(attacker, '10.4.7.4');
    expect(after.statusCode).toBe(401);
    expect(after.headers['set-cookie']).toBeUndefined();
    const signIn = await signInWith(chosen, '10.4.7.5');
    expect(signIn.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: sessionCookie(signIn.headers['set-cookie']) },
    });
    expect(me.json().user).toMatchObject({ email, emailVerified: true });
  });

  it('confirms the address and leads to the usual page when a link carries a callback of its own', async () => {
    const { email, remoteAddress } = await signUpUnverified(ctx, 'facilitator');
    const link = new URL(verificationLink(ctx, email), TEST_ORIGIN);
    for (const callbackURL of ['https://evil.example/steal', '//evil.example', 'javascript:alert(1)']) {
      link.searchParams.set('callbackURL', callbackURL);
      const res = await ctx.app.inject({ method: 'GET', url: link.pathname + link.search, remoteAddress });
      expect(res.statusCode, callbackURL).toBe(302);
      expect(res.headers.location, callbackURL).toBe('/onboarding');
    }
    const [row] = await ctx.db
      .select({ verified: user.emailVerified })
      .from(user)
      .where(eq(user.email, email));
    expect(row!.verified).toBe(true);
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
    // Its confirmation mail is delivered before the mail server is held: on a busy machine, the queue's own
    // worker may still hold the job when a drain returns, so the test waits until the mail is out.
    await vi.waitFor(
      async () => {
        await ctx.queue.drain();
        expect(sent.filter((m) => m.to === known.email)).toHaveLength(1);
      },
      { timeout: 10_000, interval: 50 },
    );
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
        signUpWith(
          known.email,
          'some other password',
          { userType: 'facilitator', firstName: 'Some', lastName: 'One' },
          '10.4.1.2',
        ),
      );
      expect(reset).not.toBe('still waiting');
      expect(signUpAgain).not.toBe('still waiting');
      expect(reset !== 'still waiting' && reset.statusCode).toBe(200);
      expect(signUpAgain !== 'still waiting' && signUpAgain.statusCode).toBe(200);
      // Both mails are queued (the sign-up's after its answer: on a busy machine, a moment later), and neither
      // has been delivered yet.
      await vi.waitFor(() =>
        expect(ctx.mails.filter((m) => m.to === known.email).map((m) => m.subject)).toEqual([
          'Confirm your email address for FacilitatorHub',
          'Reset your FacilitatorHub password',
          'Someone tried to sign up to FacilitatorHub with your address',
        ]),
      );
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
  it('renews a session a day old, refuses an expired one and a cookie whose signature is not ours', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    // /api/me answers null for no session.
    const me = async (cookie: string) =>
      ((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json()?.user ??
        null) as {
        id: string;
      } | null;
    const token = decodeURIComponent(facilitator.cookie.split('=')[1]!).split('.')[0]!;
    const expiresAt = async () =>
      (await ctx.db.select({ at: session.expiresAt }).from(session).where(eq(session.token, token)))[0]?.at;
    const setExpiry = (at: Date) =>
      ctx.db.update(session).set({ expiresAt: at }).where(eq(session.token, token));
    const DAY = 24 * 60 * 60 * 1000;

    // Read as it is while it needs no renewal; renewed (seven days from now) once a day has passed.
    const fresh = new Date(Date.now() + 6.5 * DAY);
    await setExpiry(fresh);
    expect((await me(facilitator.cookie))?.id).toBe(facilitator.id);
    expect(await expiresAt()).toEqual(fresh);
    await setExpiry(new Date(Date.now() + 5 * DAY));
    const renewing = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: facilitator.cookie },
    });
    expect(renewing.json().user.id).toBe(facilitator.id);
    expect((await expiresAt())!.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);
    // The browser hears of it: the cookie's own lifetime starts again, seven days from now.
    const renewed = [renewing.headers['set-cookie'] ?? []].flat().find((c) => c.includes('session_token='));
    expect(renewed).toContain(`Max-Age=${7 * 24 * 60 * 60}`);
    // A request that needs no renewal sets no cookie.
    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: facilitator.cookie },
    });
    expect(plain.headers['set-cookie']).toBeUndefined();

    // Another signature on the same token is not ours: no session, and the session itself stands.
    const forged = facilitator.cookie.replace(/\.[^.;]+$/, `.${encodeURIComponent('A'.repeat(43) + '=')}`);
    expect(await me(forged)).toBeNull();
    expect((await me(facilitator.cookie))?.id).toBe(facilitator.id);

    // Expired: refused, the session row is gone, and so is the browser's cookie.
    await setExpiry(new Date(Date.now() - 1000));
    const expired = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: facilitator.cookie },
    });
    expect(expired.json()?.user ?? null).toBeNull();
    expect(await expiresAt()).toBeUndefined();
    const removed = [expired.headers['set-cookie'] ?? []].flat().find((c) => c.includes('session_token='));
    expect(removed).toContain('Max-Age=0');
  });

  it('acts as the session better-auth reads when the cookie header names the session cookie twice', async () => {
    const first = await signUp(ctx, 'facilitator');
    const second = await signUp(ctx, 'facilitator');
    const idOf = async (url: string, cookie: string) =>
      ((await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).json()?.user?.id ?? null) as
        string | null;
    // A second cookie of the same name (a sibling site can set one for the parent domain): better-auth's
    // endpoints (get-session, sign-out, change-password) take the first, so every other route must too.
    const both = `${first.cookie}; ${second.cookie}`;
    expect(await idOf('/api/auth/get-session', both)).toBe(first.id);
    expect(await idOf('/api/me', both)).toBe(first.id);
    // A first one that better-auth cannot read signs nobody in, whatever good cookie follows.
    const unreadable = `${first.cookie.split('=')[0]}="x; ${second.cookie}`;
    expect(await idOf('/api/auth/get-session', unreadable)).toBeNull();
    expect(await idOf('/api/me', unreadable)).toBeNull();
  });

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
    await vi.waitFor(() => expect(mailsTo()).toBe(before + 1));
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

  it('limits wrong passwords per account and client IP: guessing from one address never locks the owner out at another', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const attacker = '10.1.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await signInWith({ email: facilitator.email, password: `wrong-${i}-password` }, attacker);
      statuses.push(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json().error.message).toMatch(/Too many attempts for this account/);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);

    // The owner, at an address of their own, signs in as ever, and again after a typo.
    expect((await signInWith(facilitator, '10.1.0.2')).statusCode).toBe(200);
    expect(
      (await signInWith({ email: facilitator.email, password: 'a typo of mine' }, '10.1.0.3')).statusCode,
    ).toBe(401);
    expect((await signInWith(facilitator, '10.1.0.3')).statusCode).toBe(200);

    // The guessing address stays refused for this account, even with the right password.
    const again = await signInWith(facilitator, attacker);
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toMatch(/Too many attempts for this account/);
    expect(again.headers['set-cookie']).toBeUndefined();
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
        const res = await signInFrom('10.3.0.1', facilitator.email);
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

      const after = await signInFrom('10.3.0.1', facilitator.email);
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
    const signUpAgain = await signUpWith(
      email,
      'yet another password',
      { userType: 'company', companyName: 'Again Ltd' },
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

  it('confirms an unconfirmed address whose owner chose a new password through a reset link', async () => {
    const { email, password } = await signUpUnverified(ctx, 'company');
    const confirmation = verificationLink(ctx, email);
    expect((await post('/api/auth/request-password-reset', { email }, '10.4.9.1')).statusCode).toBe(200);
    const mail = ctx.mails.findLast((m) => m.to === email && /Reset/.test(m.subject))!;
    expect((await choosePassword(mail, 'a reset before confirming')).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(user).where(eq(user.email, email));
    expect(row!.emailVerified).toBe(true);
    expect((await signInWith({ email, password }, '10.4.9.2')).statusCode).toBe(401);
    expect((await signInWith({ email, password: 'a reset before confirming' }, '10.4.9.3')).statusCode).toBe(
      200,
    );
    // Its confirmation link has nothing left to confirm, and signs nobody in.
    const link = await ctx.app.inject({ method: 'GET', url: confirmation, remoteAddress: '10.4.9.4' });
    expect(link.statusCode).toBe(302);
    expect(String(link.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]/);
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
  it('exports the user data as a ZIP download', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: as(facilitator) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="facilitatorhub-export-${ctx.clock.now().toISOString().slice(0, 10)}.zip"`,
    );
    const { data, files } = await readDataExport(res.rawPayload);
    expect([...files.keys()]).toEqual(['data.json']);
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
    const thread = await makeConversation(ctx, company, facilitator, {
      lastMessageAt: at(2),
      lastMessageSide: 'facilitator',
      lastMessagePreview: 'Happy to.',
      createdAt: at(0),
    });
    const [invite] = await ctx.db
      .insert(messages)
      .values([
        {
          conversationId: thread.id,
          senderId: company.id,
          side: 'company',
          body: 'Would you apply?',
          jobId: job.id,
          createdAt: at(0),
        },
        {
          conversationId: thread.id,
          senderId: facilitator.id,
          side: 'facilitator',
          body: 'Happy to.',
          createdAt: at(1),
        },
        {
          conversationId: thread.id,
          senderId: company.id,
          side: 'company',
          body: 'Removed words',
          hiddenAt: at(3),
          createdAt: at(2),
        },
      ])
      .returning();
    await ctx.db.insert(invitations).values({
      conversationId: thread.id,
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
      return (await readDataExport(res.rawPayload)).data;
    };
    const mine = await exported(facilitator);
    expect(mine.conversations).toEqual([
      {
        id: thread.id,
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
        conversationId: thread.id,
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
      engagements: true,
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
        error: { code: 'COMPANY_LEFT', message: 'This company has left FacilitatorHub.' },
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
      budgetNote: null,
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
