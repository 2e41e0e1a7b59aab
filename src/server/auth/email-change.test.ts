import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailChanges, user } from '../db/schema';
import { DAY_MS } from '../clock';
import { as, buildTestApp, signUp, TEST_ORIGIN, type TestUser } from '../test/helpers';
import { sendAs } from '../test/inject';
import { readDataExport } from '../test/unzip';

const ctx = await buildTestApp();

const requestChange = (who: TestUser, payload: object) =>
  sendAs(ctx, who, 'POST', '/api/account/email', payload);

/** The confirmation link of the newest mail to `to`, and that mail. */
function confirmationMail(to: string) {
  const mail = ctx.mails.findLast((m) => m.to === to && /Confirm your new email address/.test(m.subject));
  if (!mail) throw new Error(`no confirmation mail to ${to}`);
  const url = new URL(mail.text.match(/https?:\/\/\S+\/account\/email\/confirm\/\S+/)![0]);
  return { mail, url, token: url.pathname.split('/').at(-1)! };
}

/** Follows the link as its page does: POSTs the token, signed out (the link may open in another browser). */
const confirm = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/email/confirm',
    headers: { origin: TEST_ORIGIN },
    payload: { token },
  });

const postSignedOut = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload });

/** Asks for a password reset link for `email`, and answers the token of the mailed link. */
async function mailedResetToken(email: string): Promise<string> {
  const asked = await postSignedOut('/api/auth/request-password-reset', { email });
  expect(asked.statusCode).toBe(200);
  await ctx.queue.drain();
  const mail = ctx.mails.findLast((m) => m.to === email && /Reset/.test(m.subject));
  if (!mail) throw new Error(`no reset mail to ${email}`);
  return new URL(mail.text.match(/https?:\/\/\S+/)![0]).pathname.split('/').at(-1)!;
}

const emailOf = async (id: string) =>
  (await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, id)))[0]?.email;

describe('changing the email address', () => {
  it('needs the password, mails a link to the new address and a notice to the old, and changes only when followed', async () => {
    const who = await signUp(ctx, 'facilitator');
    const newEmail = `moved-${who.id.slice(0, 8)}@test.example`;

    const noPassword = await requestChange(who, { newEmail, password: '' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.fieldErrors.password).toEqual(['Please enter your password.']);
    const wrong = await requestChange(who, { newEmail, password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fieldErrors.password).toEqual(['That password is not correct.']);
    const same = await requestChange(who, { newEmail: who.email.toUpperCase(), password: who.password });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fieldErrors.newEmail).toEqual(['This is already your email address.']);
    const bad = await requestChange(who, { newEmail: 'not an address', password: who.password });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldErrors.newEmail).toEqual(['Please enter a valid email address.']);

    const asked = await requestChange(who, {
      newEmail: ` ${newEmail.toUpperCase()} `,
      password: who.password,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ status: 'confirmation-sent' });
    await ctx.queue.drain();
    const { url, token } = confirmationMail(newEmail);
    expect(url.origin + '/').toBe(new URL('/', ctx.config.SITE_URL).href);
    const notice = ctx.mails.findLast((m) => m.to === who.email);
    expect(notice?.subject).toBe('Your FacilitatorHub email address is about to change');
    expect(notice?.text).toContain(newEmail);
    // Nothing changed yet.
    expect(await emailOf(who.id)).toBe(who.email);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: as(who) });
    expect(me.json().user.email).toBe(who.email);
    // Pending, it is in the data export.
    const exported = await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: as(who) });
    const { data } = await readDataExport(exported.rawPayload);
    expect(data.pendingEmailChange).toMatchObject({ newEmail });

    const done = await confirm(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ email: newEmail });
    expect(await emailOf(who.id)).toBe(newEmail);
    // The session goes on, with the new address; the link works once.
    const after = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: as(who) });
    expect(after.json().user).toMatchObject({ email: newEmail, emailVerified: true });
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('This link is invalid or has expired.');
    // The new address signs in with the same password, the old one no longer does.
    const signIn = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN },
        payload: { email, password: who.password },
        remoteAddress: '10.9.8.7',
      });
    expect((await signIn(newEmail)).statusCode).toBe(200);
    expect((await signIn(who.email)).statusCode).toBe(401);
  });

  it('voids an older link when a newer change is asked for, and an expired or forged one', async () => {
    const who = await signUp(ctx, 'company');
    const first = `first-${who.id.slice(0, 8)}@test.example`;
    const second = `second-${who.id.slice(0, 8)}@test.example`;
    expect((await requestChange(who, { newEmail: first, password: who.password })).statusCode).toBe(202);
    await ctx.queue.drain();
    const older = confirmationMail(first).token;
    expect((await requestChange(who, { newEmail: second, password: who.password })).statusCode).toBe(202);
    await ctx.queue.drain();
    expect((await confirm(older)).statusCode).toBe(400);
    expect((await confirm(`${older}x`)).statusCode).toBe(400);
    expect((await confirm('')).statusCode).toBe(400);
    // Past its expiry, the row no longer counts either.
    await ctx.db
      .update(emailChanges)
      .set({ expiresAt: new Date(ctx.clock.now().getTime() - DAY_MS) })
      .where(eq(emailChanges.userId, who.id));
    expect((await confirm(confirmationMail(second).token)).statusCode).toBe(400);
    expect(await emailOf(who.id)).toBe(who.email);
  });

  it('never tells whether an address has an account: its owner is mailed instead, and nothing changes', async () => {
    const who = await signUp(ctx, 'facilitator');
    const other = await signUp(ctx, 'company');
    const asked = await requestChange(who, { newEmail: other.email, password: who.password });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ status: 'confirmation-sent' });
    await ctx.queue.drain();
    const toOwner = ctx.mails.findLast((m) => m.to === other.email);
    expect(toOwner?.subject).toBe('Someone tried to move a FacilitatorHub account to your address');
    expect(() => confirmationMail(other.email)).toThrow();
    expect(await ctx.db.select().from(emailChanges).where(eq(emailChanges.userId, who.id))).toEqual([]);
  });

  it("never moves an account to the operator's address (ADMIN_EMAILS), whose staff rights follow it", async () => {
    const who = await signUp(ctx, 'company');
    const [operator] = ctx.config.ADMIN_EMAILS;
    expect(operator).toBeDefined();
    const asked = await requestChange(who, { newEmail: operator!, password: who.password });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ status: 'confirmation-sent' });
    await ctx.queue.drain();
    expect(() => confirmationMail(operator!)).toThrow();
    expect(await ctx.db.select().from(emailChanges).where(eq(emailChanges.userId, who.id))).toEqual([]);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: as(who) });
    expect(me.json().user).toMatchObject({ email: who.email, role: 'user' });
  });

  it('is void once the password changes, as the notice to the old address advises', async () => {
    const who = await signUp(ctx, 'facilitator');
    const newEmail = `hijack-${who.id.slice(0, 8)}@test.example`;
    await requestChange(who, { newEmail, password: who.password });
    await ctx.queue.drain();
    const { token } = confirmationMail(newEmail);
    const changed = await sendAs(ctx, who, 'POST', '/api/auth/change-password', {
      currentPassword: who.password,
      newPassword: 'a fresh password of mine',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await confirm(token)).statusCode).toBe(400);
    expect(await emailOf(who.id)).toBe(who.email);
  });

  it('is void once the password is reset through a mailed link', async () => {
    const who = await signUp(ctx, 'facilitator');
    const newEmail = `reset-${who.id.slice(0, 8)}@test.example`;
    await requestChange(who, { newEmail, password: who.password });
    await ctx.queue.drain();
    const { token } = confirmationMail(newEmail);
    const resetToken = await mailedResetToken(who.email);
    const reset = await postSignedOut('/api/auth/reset-password', {
      newPassword: 'a brand new secret',
      token: resetToken,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await confirm(token)).statusCode).toBe(400);
    expect(await emailOf(who.id)).toBe(who.email);
  });

  it('ends the password reset links mailed to the old address', async () => {
    const who = await signUp(ctx, 'facilitator');
    const resetToken = await mailedResetToken(who.email);
    const newEmail = `fresh-${who.id.slice(0, 8)}@test.example`;
    await requestChange(who, { newEmail, password: who.password });
    await ctx.queue.drain();
    expect((await confirm(confirmationMail(newEmail).token)).statusCode).toBe(200);
    const reset = await postSignedOut('/api/auth/reset-password', {
      newPassword: 'a brand new secret',
      token: resetToken,
    });
    expect(reset.statusCode).toBe(400);
  });

  it('goes with the account when it is deleted', async () => {
    const who = await signUp(ctx, 'facilitator');
    await requestChange(who, { newEmail: `gone-${who.id.slice(0, 8)}@test.example`, password: who.password });
    const removed = await sendAs(ctx, who, 'DELETE', '/api/account', {
      confirmEmail: who.email,
      password: who.password,
    });
    expect(removed.statusCode).toBe(204);
    expect(await ctx.db.select().from(emailChanges).where(eq(emailChanges.userId, who.id))).toEqual([]);
  });
});
