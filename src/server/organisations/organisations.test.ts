import { randomUUID, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS, type Clock } from '../clock';
import { companies, jobs, organisationMembers } from '../db/schema';
import { makeJob } from '../test/factories';
import {
  as,
  buildTestApp,
  sessionCookie,
  signUp,
  TEST_ORIGIN,
  testClock,
  type TestUser,
} from '../test/helpers';
import { sendAs } from '../test/inject';

/** The app's business clock, moved forward by a test that needs an invitation to expire. */
const realClock = testClock();
let clockOffsetMs = 0;
const clock: Clock = { now: () => new Date(realClock.now().getTime() + clockOffsetMs) };
const ctx = await buildTestApp({}, { clock });

afterEach(() => {
  clockOffsetMs = 0;
});

const PASSWORD = 'correct horse battery';
let counter = 0;
const freshAddress = (stem = 'member') =>
  `${stem}-${++counter}-${randomBytes(3).toString('hex')}@test.example`;

const get = (who: TestUser | undefined, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: as(who) });
const me = async (who: TestUser) => (await get(who, '/api/me')).json().user;
const page = async (who: TestUser) => {
  const res = await get(who, '/api/organisation');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const auditActions = async (who: TestUser) => {
  const res = await get(who, '/api/organisation/audit?pageSize=50');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { action: string; subject: string; detail: Record<string, string> | null }[];
};

/** The token of the join link in the newest invitation mailed to `email`, and that mail. */
function invitationMail(email: string) {
  const mail = ctx.mails.findLast((m) => m.to === email && /invites you to join/.test(m.subject));
  if (!mail) throw new Error(`no invitation mail to ${email}`);
  const links = mail.text.match(/https?:\/\/\S+\/join\/\S+/g) ?? [];
  expect(links).toHaveLength(1);
  const url = new URL(links[0]!);
  return { mail, url, token: url.pathname.split('/').at(-1)! };
}

async function invite(owner: TestUser, email: string, role: string) {
  const res = await sendAs(ctx, owner, 'POST', '/api/organisation/invitations', { email, role });
  expect(res.statusCode, res.body).toBe(201);
  return { invitation: res.json(), token: invitationMail(email.toLowerCase()).token };
}

const preview = (token: string) => get(undefined, `/api/organisation-invitations/${token}`);

const signUpWith = (token: string, headers: Record<string, string> = {}, firstName = 'Team') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/organisation-invitations/sign-up',
    headers: { origin: TEST_ORIGIN, ...headers },
    payload: { token, firstName, lastName: `Member${counter}`, password: PASSWORD },
  });

const accept = (who: TestUser, token: string) =>
  sendAs(ctx, who, 'POST', '/api/organisation-invitations/accept', { token });

/** A new person who joins `owner`'s organisation with `role` through the mailed link, signed in. */
async function joinAs(owner: TestUser, role: string, firstName = 'Team'): Promise<TestUser> {
  const email = freshAddress();
  const { token } = await invite(owner, email, role);
  const res = await signUpWith(token, {}, firstName);
  expect(res.statusCode, res.body).toBe(201);
  const cookie = sessionCookie(res.headers['set-cookie']);
  const answer = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  return { id: answer.json().user.id, email, password: PASSWORD, cookie, userType: 'company' };
}

describe('joining an organisation through an invitation', () => {
  it('invites, previews and signs a new person up through the link, who then acts with the invited role', async () => {
    const owner = await signUp(ctx, 'company', { companyName: 'Acme Workshops' });
    const email = freshAddress('new');
    const invited = await sendAs(ctx, owner, 'POST', '/api/organisation/invitations', {
      email: email.toUpperCase(),
      role: 'viewer',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ email, role: 'viewer', status: 'pending' });
    const expiresAt = new Date(invited.json().expiresAt).getTime();
    expect(expiresAt - clock.now().getTime()).toBeGreaterThan(6.9 * DAY_MS);
    expect(expiresAt - clock.now().getTime()).toBeLessThanOrEqual(7 * DAY_MS);

    const { mail, url, token } = invitationMail(email);
    expect(mail.subject).toContain('Acme Workshops');
    expect(url.origin + '/').toBe(new URL('/', ctx.config.SITE_URL).href);
    expect(url.pathname).toBe(`/join/${token}`);
    expect((await page(owner)).invitations).toMatchObject([{ email, role: 'viewer', status: 'pending' }]);

    const previewed = await preview(token);
    expect(previewed.statusCode, previewed.body).toBe(200);
    expect(previewed.json()).toMatchObject({
      organisationName: 'Acme Workshops',
      role: 'viewer',
      email,
      accountExists: false,
    });

    const joined = await signUpWith(token, { 'accept-language': 'de' }, 'Vera');
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toEqual({ organisationId: owner.id, organisationName: 'Acme Workshops' });
    const cookie = sessionCookie(joined.headers['set-cookie']);
    expect(cookie).toMatch(/better-auth\.session_token=/);
    const member: TestUser = {
      id: (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user.id,
      email,
      password: PASSWORD,
      cookie,
      userType: 'company',
    };
    expect(await me(member)).toMatchObject({
      email,
      userType: 'company',
      emailVerified: true,
      locale: 'de',
      organisation: { id: owner.id, name: 'Acme Workshops', role: 'viewer' },
    });
    // No organisation of their own: the one every new company account gets went at once.
    expect(await ctx.db.select().from(companies).where(eq(companies.id, member.id))).toEqual([]);

    // A viewer reads, and may not do what the role does not allow.
    const seen = await page(member);
    expect(seen.organisation).toEqual({ id: owner.id, name: 'Acme Workshops', role: 'viewer' });
    expect(seen.invitations).toEqual([]);
    expect(seen.members).toHaveLength(2);
    expect(seen.members.find((m: { isYou: boolean }) => m.isYou)).toMatchObject({
      userId: member.id,
      email,
      role: 'viewer',
    });
    const refused = await sendAs(ctx, member, 'POST', '/api/organisation/invitations', {
      email: freshAddress(),
      role: 'viewer',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/role/);
    expect((await get(member, '/api/organisation/audit')).statusCode).toBe(403);

    // The link works once.
    const reused = await preview(token);
    expect(reused.statusCode).toBe(410);
    expect(reused.json().error.code).toBe('INVITATION_USED');
    expect((await signUpWith(token)).statusCode).toBe(410);
  });

  it('lets an existing company account accept with the invited address only, once, and switch between its organisations', async () => {
    const owner = await signUp(ctx, 'company', { companyName: 'Bright Circles' });
    const existing = await signUp(ctx, 'company', { companyName: 'Own Studio' });
    const stranger = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const { token } = await invite(owner, existing.email, 'recruiter');

    expect((await preview(token)).json()).toMatchObject({ accountExists: true, role: 'recruiter' });
    const signUpAgain = await signUpWith(token);
    expect(signUpAgain.statusCode).toBe(409);
    expect(signUpAgain.json().error.message).toMatch(/Sign in/);

    const wrong = await accept(stranger, token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toContain(existing.email);
    expect((await accept(facilitator, token)).statusCode).toBe(403);
    expect(
      (await sendAs(ctx, undefined, 'POST', '/api/organisation-invitations/accept', { token })).statusCode,
    ).toBe(401);

    const accepted = await accept(existing, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ organisationId: owner.id, organisationName: 'Bright Circles' });
    expect((await me(existing)).organisation).toEqual({
      id: owner.id,
      name: 'Bright Circles',
      role: 'recruiter',
    });
    const twice = await accept(existing, token);
    expect(twice.statusCode).toBe(410);

    // The switcher: both organisations, the chosen one active.
    const mine = await get(existing, '/api/me/organisations');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({
      activeId: owner.id,
      organisations: [
        { id: existing.id, name: 'Own Studio', role: 'owner' },
        { id: owner.id, name: 'Bright Circles', role: 'recruiter' },
      ],
    });
    const switched = await sendAs(ctx, existing, 'PUT', '/api/me/organisation', {
      organisationId: existing.id,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().activeId).toBe(existing.id);
    expect((await me(existing)).organisation).toEqual({ id: existing.id, name: 'Own Studio', role: 'owner' });
    const notMine = await sendAs(ctx, existing, 'PUT', '/api/me/organisation', {
      organisationId: stranger.id,
    });
    expect(notMine.statusCode).toBe(404);
    expect((await me(existing)).organisation.id).toBe(existing.id);
    expect((await me(facilitator)).organisation).toBeNull();
  });

  it('acts for the organisation of the session it signs in with, whatever other session cookie comes along', async () => {
    const member = await signUp(ctx, 'company', { companyName: 'Session Studio' });
    const other = await signUp(ctx, 'company', { companyName: 'Other Studio' });
    // The membership is read beside the session, keyed by the cookie's token; a second, secure-named
    // cookie of another person's session must not lend its organisation to this one's.
    const cookie = `${other.cookie.replace('better-auth.session_token', '__Secure-better-auth.session_token')}; ${member.cookie}`;
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: member.id });
    expect(res.json().user.organisation).toEqual({ id: member.id, name: 'Session Studio', role: 'owner' });
  });

  it('refuses links that were withdrawn, replaced, expired or are not ours, and addresses that cannot join', async () => {
    const owner = await signUp(ctx, 'company');
    const email = freshAddress();
    const first = await invite(owner, email, 'viewer');
    const second = await invite(owner, email, 'recruiter');
    // Inviting again replaces the open invitation.
    const replaced = await preview(first.token);
    expect(replaced.statusCode).toBe(410);
    expect(replaced.json().error.code).toBe('INVITATION_REVOKED');
    expect((await page(owner)).invitations).toMatchObject([{ email, role: 'recruiter' }]);

    const withdrawn = await sendAs(
      ctx,
      owner,
      'DELETE',
      `/api/organisation/invitations/${second.invitation.id}`,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    const revoked = await preview(second.token);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().error.message).toMatch(/withdrawn/);
    expect((await signUpWith(second.token)).statusCode).toBe(410);
    expect(
      (await sendAs(ctx, owner, 'DELETE', `/api/organisation/invitations/${second.invitation.id}`))
        .statusCode,
    ).toBe(404);
    expect((await page(owner)).invitations).toEqual([]);

    const late = freshAddress();
    const expiring = await invite(owner, late, 'viewer');
    clockOffsetMs = 8 * DAY_MS;
    const expired = await preview(expiring.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('INVITATION_EXPIRED');
    expect((await signUpWith(expiring.token)).statusCode).toBe(410);
    expect((await page(owner)).invitations).toMatchObject([{ email: late, status: 'expired' }]);
    clockOffsetMs = 0;

    expect((await preview('not-a-signed-token')).statusCode).toBe(400);
    const otherPurpose = ctx.app.signedLinks.sign({
      purpose: 'account.email-change',
      subject: expiring.invitation.id,
      expiresAt: new Date(clock.now().getTime() + DAY_MS),
    });
    expect((await preview(otherPurpose)).statusCode).toBe(400);
    const noSuchRow = ctx.app.signedLinks.sign({
      purpose: 'organisation.invitation',
      subject: randomUUID(),
      expiresAt: new Date(clock.now().getTime() + DAY_MS),
    });
    expect((await preview(noSuchRow)).statusCode).toBe(404);

    const facilitator = await signUp(ctx, 'facilitator');
    for (const address of [facilitator.email, 'admin@facilitatorhub.example', owner.email]) {
      const res = await sendAs(ctx, owner, 'POST', '/api/organisation/invitations', {
        email: address,
        role: 'viewer',
      });
      expect(res.statusCode, address).toBe(409);
      expect(res.json().error.message).toContain(address);
    }
    const ownerRole = await sendAs(ctx, owner, 'POST', '/api/organisation/invitations', {
      email: freshAddress(),
      role: 'owner',
    });
    expect(ownerRole.statusCode).toBe(400);
  });
});

describe('managing members', () => {
  it('changes roles, removes with a takeover, keeps the last owner and transfers ownership, all in the audit log', async () => {
    const owner = await signUp(ctx, 'company', { companyName: 'Delta Facilitation' });
    const admin = await joinAs(owner, 'admin', 'Ada');
    const recruiter = await joinAs(owner, 'recruiter', 'Rex');

    const changed = await sendAs(ctx, admin, 'PATCH', `/api/organisation/members/${recruiter.id}`, {
      role: 'hiring_manager',
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await me(recruiter)).organisation.role).toBe('hiring_manager');
    expect(
      (await sendAs(ctx, admin, 'PATCH', `/api/organisation/members/${owner.id}`, { role: 'viewer' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await sendAs(ctx, admin, 'PATCH', `/api/organisation/members/${admin.id}`, { role: 'viewer' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await sendAs(ctx, recruiter, 'PATCH', `/api/organisation/members/${admin.id}`, { role: 'viewer' }))
        .statusCode,
    ).toBe(403);

    // Removal: the member's jobs pass to whoever takes over, and their next request is refused.
    const job = await makeJob(ctx, owner, { ownerId: recruiter.id });
    const remove = (who: TestUser, userId: string, takeoverId: string) =>
      sendAs(ctx, who, 'DELETE', `/api/organisation/members/${userId}`, { takeoverId });
    expect((await remove(admin, owner.id, admin.id)).statusCode).toBe(403);
    expect((await remove(admin, admin.id, owner.id)).statusCode).toBe(409);
    const selfTakeover = await remove(admin, recruiter.id, recruiter.id);
    expect(selfTakeover.statusCode).toBe(400);
    expect(selfTakeover.json().error.fieldErrors.takeoverId).toBeDefined();
    expect((await remove(admin, recruiter.id, randomUUID())).statusCode).toBe(400);
    expect((await get(recruiter, '/api/organisation')).statusCode).toBe(200);
    const removed = await remove(admin, recruiter.id, admin.id);
    expect(removed.statusCode, removed.body).toBe(204);
    const [moved] = await ctx.db.select({ ownerId: jobs.ownerId }).from(jobs).where(eq(jobs.id, job.id));
    expect(moved?.ownerId).toBe(admin.id);
    expect((await get(recruiter, '/api/organisation')).statusCode).toBe(403);
    expect((await me(recruiter)).organisation).toBeNull();
    expect((await remove(admin, recruiter.id, admin.id)).statusCode).toBe(404);

    // The only owner cannot leave; a transfer makes another member owner and the caller an admin.
    const lastOwner = await sendAs(ctx, owner, 'POST', '/api/organisation/leave', {});
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().error.message).toMatch(/Transfer ownership/);
    expect(
      (await sendAs(ctx, admin, 'POST', '/api/organisation/transfer', { userId: admin.id })).statusCode,
    ).toBe(403);
    expect(
      (await sendAs(ctx, owner, 'POST', '/api/organisation/transfer', { userId: owner.id })).statusCode,
    ).toBe(409);
    const transferred = await sendAs(ctx, owner, 'POST', '/api/organisation/transfer', { userId: admin.id });
    expect(transferred.statusCode, transferred.body).toBe(204);
    expect((await me(admin)).organisation.role).toBe('owner');
    expect((await me(owner)).organisation.role).toBe('admin');

    // Now the founder may leave; what they owned passes to the owner.
    await ctx.db.update(jobs).set({ ownerId: owner.id }).where(eq(jobs.id, job.id));
    const left = await sendAs(ctx, owner, 'POST', '/api/organisation/leave', {});
    expect(left.statusCode, left.body).toBe(204);
    const [kept] = await ctx.db.select({ ownerId: jobs.ownerId }).from(jobs).where(eq(jobs.id, job.id));
    expect(kept?.ownerId).toBe(admin.id);
    expect((await get(owner, '/api/organisation')).statusCode).toBe(403);
    expect((await page(admin)).members.map((m: { userId: string }) => m.userId)).toEqual([admin.id]);

    // Each step in the log, newest first; another organisation's entries never appear.
    const other = await signUp(ctx, 'company', { companyName: 'Elsewhere Ltd' });
    const elsewhere = freshAddress('elsewhere');
    await invite(other, elsewhere, 'viewer');
    const entries = await auditActions(admin);
    expect(entries.map((entry) => entry.action)).toEqual([
      'member_left',
      'ownership_transferred',
      'member_removed',
      'role_changed',
      'member_joined',
      'member_invited',
      'member_joined',
      'member_invited',
    ]);
    expect(entries.find((entry) => entry.action === 'role_changed')?.detail).toEqual({
      from: 'recruiter',
      to: 'hiring_manager',
    });
    expect(entries.some((entry) => entry.subject === elsewhere)).toBe(false);
    expect((await auditActions(other)).map((entry) => entry.subject)).toEqual([elsewhere]);
  });

  it('keeps an owner when the only owner hands ownership to a member and removes that member at once', async () => {
    const owner = await signUp(ctx, 'company', { companyName: 'Epsilon Circle' });
    const heir = await joinAs(owner, 'admin', 'Hana');
    const [transfer, removal] = await Promise.all([
      sendAs(ctx, owner, 'POST', '/api/organisation/transfer', { userId: heir.id }),
      sendAs(ctx, owner, 'DELETE', `/api/organisation/members/${heir.id}`, { takeoverId: owner.id }),
    ]);
    // Whichever came second read the first one's outcome under the organisation's lock, and was refused:
    // a removal after the transfer (the caller is an admin now, the member an owner: 403), a transfer after the
    // removal (no such member: 404).
    const statuses = [transfer.statusCode, removal.statusCode];
    expect(statuses.filter((status) => status === 204)).toHaveLength(1);
    expect(statuses.some((status) => status === 403 || status === 404)).toBe(true);
    const roles = await ctx.db
      .select({ role: organisationMembers.role })
      .from(organisationMembers)
      .where(eq(organisationMembers.organisationId, owner.id));
    expect(roles.map(({ role }) => role)).toContain('owner');
  });

  it('deletes the organisation only when its name is typed again; its members keep their accounts', async () => {
    const owner = await signUp(ctx, 'company', { companyName: 'Gamma Group' });
    const member = await joinAs(owner, 'admin');
    const job = await makeJob(ctx, owner, { ownerId: owner.id });
    const remove = (who: TestUser, confirmName: string) =>
      sendAs(ctx, who, 'DELETE', '/api/organisation', { confirmName });

    expect((await remove(member, 'Gamma Group')).statusCode).toBe(403);
    const wrong = await remove(owner, 'Gamma');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fieldErrors.confirmName).toBeDefined();
    const deleted = await remove(owner, ' Gamma Group ');
    expect(deleted.statusCode, deleted.body).toBe(204);

    expect(await ctx.db.select().from(companies).where(eq(companies.id, owner.id))).toEqual([]);
    const [anonymised] = await ctx.db
      .select({ companyId: jobs.companyId, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.id, job.id));
    expect(anonymised).toEqual({ companyId: null, status: 'closed' });
    expect(await me(member)).toMatchObject({ id: member.id, organisation: null });
    expect(await me(owner)).toMatchObject({ id: owner.id, organisation: null });
    expect((await get(member, '/api/organisation')).statusCode).toBe(403);
  });
});
