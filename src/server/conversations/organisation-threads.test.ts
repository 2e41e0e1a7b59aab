import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Message } from '../../shared/messages';
import { companies, conversations, facilitators, messages, notifications, user } from '../db/schema';
import {
  saveNotificationSettings,
  DEFAULT_NOTIFICATION_SETTINGS,
} from '../notifications/notification-settings.repo';
import { applyTo, listedFacilitatorValues, makeJob, memberOf } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { sendAs } from '../test/inject';
import { mailAboutMessage } from './message-mail.service';

const ctx = await buildTestApp({ MESSAGES_PER_MINUTE: '1000', RATE_LIMIT_MAX: '1000000' });

const ROLE_CANNOT = 'Your role in this organisation does not allow this. Ask an owner or admin.';

const get = (who: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: as(who) });

async function listedFacilitator(firstName: string, lastName: string) {
  const facilitator = await signUp(ctx, 'facilitator', { firstName, lastName });
  await ctx.db
    .update(facilitators)
    .set(listedFacilitatorValues(ctx.clock.now()))
    .where(eq(facilitators.id, facilitator.id));
  return facilitator;
}

/** An organisation (its owner, a recruiter, a viewer) with a thread its owner started with a facilitator. */
async function organisationWithThread() {
  const owner = await signUp(ctx, 'company', { companyName: 'Acme Workshops' });
  await ctx.db
    .update(companies)
    .set({ profileCompletedAt: ctx.clock.now() })
    .where(eq(companies.id, owner.id));
  const recruiter = await memberOf(ctx, owner.id, 'recruiter', 'Jonas Brandt');
  const viewer = await memberOf(ctx, owner.id, 'viewer', 'Vera Lesen');
  const facilitator = await listedFacilitator('Lena', 'Vogel');
  const started = await sendAs(ctx, owner, 'POST', '/api/conversations', {
    to: facilitator.id,
    body: 'Hello Lena',
  });
  expect(started.statusCode, started.body).toBe(201);
  return { owner, recruiter, viewer, facilitator, id: started.json().conversationId as string };
}

const mailsTo = (who: TestUser) =>
  ctx.mails.filter((mail) => mail.to === who.email && !mail.subject.startsWith('Confirm your email'));

describe("an organisation's threads", () => {
  it("are every member's: a second member reads the inbox and writes under their own name", async () => {
    const { owner, recruiter, facilitator, id } = await organisationWithThread();

    const inbox = await get(recruiter, '/api/conversations');
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.json().items.map((item: { id: string }) => item.id)).toEqual([id]);

    const sent = await sendAs(ctx, recruiter, 'POST', `/api/conversations/${id}/messages`, {
      body: 'Jonas here, I take this over.',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      fromMe: true,
      author: { name: 'Acme Workshops', memberName: 'Jonas Brandt' },
    });
    // The thread stays the organisation's; the message is the person's.
    const [row] = await ctx.db.select().from(messages).where(eq(messages.id, sent.json().id));
    expect(row).toMatchObject({ senderId: recruiter.id, side: 'company' });
    const [thread] = await ctx.db.select().from(conversations).where(eq(conversations.id, id));
    expect(thread).toMatchObject({ companyId: owner.id, companyOwnerId: owner.id });

    // The facilitator sees which member wrote, by name only.
    const theirs = (await get(facilitator, `/api/conversations/${id}/messages`)).json().items as Message[];
    expect(theirs.map((m) => [m.fromMe, m.author])).toEqual([
      [false, { name: 'Acme Workshops', profileUrl: `/companies/${owner.id}`, memberName: 'Acme Workshops' }],
      [false, { name: 'Acme Workshops', profileUrl: `/companies/${owner.id}`, memberName: 'Jonas Brandt' }],
    ]);
    // The owner sees both as the organisation's own.
    const ours = (await get(owner, `/api/conversations/${id}/messages`)).json().items as Message[];
    expect(ours.map((m) => m.fromMe)).toEqual([true, true]);

    // The facilitator's answer is unread for the whole organisation, read once for all of it.
    await sendAs(ctx, facilitator, 'POST', `/api/conversations/${id}/messages`, { body: 'Hi Jonas' });
    expect((await get(owner, '/api/conversations/unread')).json()).toEqual({ unreadTotal: 1 });
    expect((await sendAs(ctx, recruiter, 'POST', `/api/conversations/${id}/read`)).json()).toEqual({
      unreadTotal: 0,
    });
    expect((await get(owner, '/api/conversations/unread')).json()).toEqual({ unreadTotal: 0 });
  });

  it('are read but not written by a viewer', async () => {
    const { viewer, facilitator, id } = await organisationWithThread();
    expect((await get(viewer, `/api/conversations/${id}/messages`)).statusCode).toBe(200);
    expect((await sendAs(ctx, viewer, 'POST', `/api/conversations/${id}/read`)).statusCode).toBe(200);

    const refused = [
      await sendAs(ctx, viewer, 'POST', `/api/conversations/${id}/messages`, { body: 'May I?' }),
      await sendAs(ctx, viewer, 'POST', '/api/conversations', { to: facilitator.id, body: 'May I?' }),
      await sendAs(ctx, viewer, 'POST', `/api/conversations/${id}/block`),
      await sendAs(ctx, viewer, 'POST', '/api/invitations', {
        facilitatorId: facilitator.id,
        jobId: '00000000-0000-4000-8000-000000000000',
        note: 'Please apply',
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.message).toBe(ROLE_CANNOT);
    }
    expect(await ctx.db.$count(messages, eq(messages.conversationId, id))).toBe(1);
  });

  it("are another organisation's member's to know nothing of", async () => {
    const { id } = await organisationWithThread();
    const stranger = await signUp(ctx, 'company');
    for (const url of [`/api/conversations/${id}`, `/api/conversations/${id}/messages`]) {
      expect((await get(stranger, url)).statusCode).toBe(404);
    }
    const res = await sendAs(ctx, stranger, 'POST', `/api/conversations/${id}/messages`, { body: 'Hi' });
    expect(res.statusCode).toBe(404);
  });

  it('that a member starts are theirs to answer for', async () => {
    const { owner, recruiter } = await organisationWithThread();
    const other = await listedFacilitator('Ola', 'Berg');
    const res = await sendAs(ctx, recruiter, 'POST', '/api/conversations', {
      to: other.id,
      body: 'Hello Ola',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [thread] = await ctx.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, res.json().conversationId));
    expect(thread).toMatchObject({ companyId: owner.id, companyOwnerId: recruiter.id, startedBy: 'company' });
  });

  it("let any member report a facilitator's message to the organisation", async () => {
    const { viewer, facilitator, id } = await organisationWithThread();
    const answer = await sendAs(ctx, facilitator, 'POST', `/api/conversations/${id}/messages`, {
      body: 'Buy cheap watches here',
    });
    const res = await sendAs(ctx, viewer, 'POST', '/api/reports', {
      targetType: 'message',
      targetId: answer.json().id,
      category: 'spam',
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('are blocked as the organisation when a facilitator blocks it', async () => {
    const { owner, recruiter, facilitator, id } = await organisationWithThread();
    expect((await sendAs(ctx, facilitator, 'POST', `/api/conversations/${id}/block`)).statusCode).toBe(200);
    for (const member of [owner, recruiter]) {
      const res = await sendAs(ctx, member, 'POST', `/api/conversations/${id}/messages`, { body: 'Hello?' });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.code).toBe('BLOCKED');
    }
  });

  it("mail each member who wants message emails about the facilitator's unread answer, in their language", async () => {
    const { owner, recruiter, viewer, facilitator, id } = await organisationWithThread();
    const german = await memberOf(ctx, owner.id, 'hiring_manager', 'Greta Deutsch');
    await ctx.db.update(user).set({ locale: 'de' }).where(eq(user.id, german.id));
    const quiet = await memberOf(ctx, owner.id, 'admin', 'Quentin Still');
    await saveNotificationSettings(
      ctx.db,
      quiet.id,
      { ...DEFAULT_NOTIFICATION_SETTINGS, messages: false },
      ctx.clock.now(),
    );
    const answer = await sendAs(ctx, facilitator, 'POST', `/api/conversations/${id}/messages`, {
      body: 'Happy to help in March.',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const outcome = await mailAboutMessage(ctx.app.deps, { conversationId: id, messageId: answer.json().id });
    expect(outcome).toBe('sent');
    for (const member of [owner, recruiter, german]) expect(mailsTo(member)).toHaveLength(1);
    expect(mailsTo(german)[0]!.text).toContain('Happy to help in March.');
    expect(mailsTo(german)[0]!.subject).not.toBe(mailsTo(owner)[0]!.subject);
    for (const member of [viewer, quiet]) expect(mailsTo(member)).toEqual([]);
    // One mail a side an hour, as before: a second answer waits.
    const again = await sendAs(ctx, facilitator, 'POST', `/api/conversations/${id}/messages`, {
      body: 'Or April.',
    });
    expect(await mailAboutMessage(ctx.app.deps, { conversationId: id, messageId: again.json().id })).toBe(
      'deferred',
    );
  });
});

describe("an organisation's notifications", () => {
  it('are stored once for the organisation, listed, counted and read by every member', async () => {
    const { owner, recruiter, viewer } = await organisationWithThread();
    const applicant = await listedFacilitator('Amara', 'Okafor');
    const job = await makeJob(ctx, owner);
    await applyTo(ctx, applicant, job.id);

    const stored = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.organisationId, owner.id), eq(notifications.type, 'application.new')));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.userId).toBeNull();
    // Everyone but the viewer is mailed, each at their own address.
    for (const member of [owner, recruiter])
      expect(mailsTo(member).filter((mail) => /application/i.test(mail.subject))).toHaveLength(1);
    expect(mailsTo(viewer)).toEqual([]);

    for (const member of [owner, recruiter, viewer]) {
      const bell = (await get(member, '/api/notifications')).json();
      expect(bell.items.map((item: { id: string }) => item.id)).toContain(stored[0]!.id);
      expect(bell.unreadCount).toBeGreaterThanOrEqual(1);
    }
    const read = await sendAs(ctx, recruiter, 'POST', `/api/notifications/${stored[0]!.id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    const ownersBell = (await get(owner, '/api/notifications')).json();
    expect(ownersBell.items.find((item: { id: string }) => item.id === stored[0]!.id).readAt).not.toBeNull();

    // Another organisation's member, and the applicant, know nothing of it.
    const stranger = await signUp(ctx, 'company');
    expect((await sendAs(ctx, stranger, 'POST', `/api/notifications/${stored[0]!.id}/read`)).statusCode).toBe(
      404,
    );
    const strangersBell = (await get(stranger, '/api/notifications')).json();
    expect(strangersBell.items.map((item: { id: string }) => item.id)).not.toContain(stored[0]!.id);
  });

  it('mail a moderation decision to each member who wants such mail, the bell once', async () => {
    const { owner, recruiter, viewer } = await organisationWithThread();
    const quiet = await memberOf(ctx, owner.id, 'admin', 'Quentin Still');
    await saveNotificationSettings(
      ctx.db,
      quiet.id,
      { ...DEFAULT_NOTIFICATION_SETTINGS, statusChanges: false },
      ctx.clock.now(),
    );
    const admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });
    const job = await makeJob(ctx, owner, { status: 'pending_review', postedAt: null });
    const res = await sendAs(ctx, admin, 'POST', `/api/admin/jobs/${job.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await ctx.db.$count(
        notifications,
        and(eq(notifications.organisationId, owner.id), eq(notifications.type, 'job.approved')),
      ),
    ).toBe(1);
    for (const member of [owner, recruiter]) expect(mailsTo(member)).toHaveLength(1);
    for (const member of [viewer, quiet]) expect(mailsTo(member)).toEqual([]);
  });

  it("ring for the organisation when a facilitator answers a member's invitation", async () => {
    const { owner, recruiter } = await organisationWithThread();
    const invited = await listedFacilitator('Ola', 'Berg');
    const job = await makeJob(ctx, owner);
    const sent = await sendAs(ctx, recruiter, 'POST', '/api/invitations', {
      facilitatorId: invited.id,
      jobId: job.id,
      note: 'Please apply to this one.',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const accepted = await sendAs(
      ctx,
      invited,
      'POST',
      `/api/invitations/${sent.json().invitation.id}/accept`,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const bell = await ctx.db
      .select({ title: notifications.title, userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.organisationId, owner.id), eq(notifications.type, 'invitation')));
    expect(bell).toEqual([{ title: 'Ola Berg accepted your invitation', userId: null }]);
    for (const member of [owner, recruiter])
      expect(mailsTo(member).filter((mail) => /accepted/i.test(mail.subject))).toHaveLength(1);
    // Both see the sent invitation as the organisation's.
    const listed = (await get(owner, '/api/invitations')).json();
    expect(listed.items.map((item: { id: string }) => item.id)).toEqual([sent.json().invitation.id]);
  });
});
