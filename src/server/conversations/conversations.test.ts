import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELETED_USER, INBOX_PAGE_SIZE, THREAD_PAGE_SIZE, type Message } from '../../shared/messages';
import { companies, conversations, facilitators, messages, notifications, user } from '../db/schema';
import { saveNotificationSettings } from '../notifications/notification-settings.repo';
import { makeApplication, makeJob, listedFacilitatorValues } from '../test/factories';
import { as, buildTestApp, signUp, type TestContext, type TestUser } from '../test/helpers';
import { sendAs } from '../test/inject';

const ctx = await buildTestApp({ MESSAGES_PER_MINUTE: '1000', RATE_LIMIT_MAX: '1000000' });
/** The same app with small limits. */
const limited = await buildTestApp({
  MESSAGES_PER_MINUTE: '3',
  MESSAGE_THREADS_PER_DAY: '2',
  INVITATIONS_PER_DAY: '1',
  RATE_LIMIT_MAX: '1000000',
});

/** A facilitator or company whose profile is complete, so listed in the directories. */
async function listedUser(
  c: TestContext,
  type: 'company' | 'facilitator',
  overrides: Parameters<typeof signUp>[2] = {},
): Promise<TestUser> {
  const u = await signUp(c, type, overrides);
  if (type === 'company')
    await c.db.update(companies).set({ profileCompletedAt: c.clock.now() }).where(eq(companies.id, u.id));
  else
    await c.db
      .update(facilitators)
      .set(listedFacilitatorValues(c.clock.now()))
      .where(eq(facilitators.id, u.id));
  return u;
}

/** The mail sent to `who` since they signed up (after the address confirmation). */
const mailsTo = (who: TestUser, c: TestContext = ctx) =>
  c.mails.filter((m) => m.to === who.email && !m.subject.startsWith('Confirm your email'));

const get = (who: TestUser | undefined, url: string, c: TestContext = ctx) =>
  c.app.inject({ method: 'GET', url, headers: as(who) });

const start = (
  from: TestUser,
  to: TestUser,
  body = 'Hello, are you available in March?',
  extra = {},
  c = ctx,
) => sendAs(c, from, 'POST', '/api/conversations', { to: to.id, body, ...extra });

const send = (from: TestUser, id: string, body: string, extra = {}, c = ctx) =>
  sendAs(c, from, 'POST', `/api/conversations/${id}/messages`, { body, ...extra });

/** A company and a listed facilitator with a thread the company started. */
async function pairWithThread(c: TestContext = ctx) {
  const company = await listedUser(c, 'company', { companyName: 'Acme Workshops' });
  const facilitator = await listedUser(c, 'facilitator', { firstName: 'Lena', lastName: 'Vogel' });
  const res = await start(company, facilitator, 'Hello Lena', {}, c);
  expect(res.statusCode, res.body).toBe(201);
  return { company, facilitator, id: res.json().conversationId as string };
}

describe('starting a conversation', () => {
  it('shows a long first message in the bell and the inbox cut after a whole word', async () => {
    const company = await listedUser(ctx, 'company');
    const facilitator = await listedUser(ctx, 'facilitator');
    // 150 characters: cut by length alone, the preview would end in "ne".
    const body = `${'We plan a two-day strategy retreat for our leadership team. '.repeat(2)}Your availability next spring?`;
    const res = await start(company, facilitator, body);
    expect(res.statusCode, res.body).toBe(201);
    const cut = `${'We plan a two-day strategy retreat for our leadership team. '.repeat(2)}Your availability…`;
    const [bell] = await ctx.db.select().from(notifications).where(eq(notifications.userId, facilitator.id));
    expect(bell!.body).toBe(cut);
    const inbox = (await get(facilitator, '/api/conversations')).json();
    expect(inbox.items[0].lastMessage.preview).toBe(cut);
  });

  it('lets a company write to a listed facilitator, and rings the facilitator’s bell', async () => {
    const company = await listedUser(ctx, 'company', { companyName: 'Bright Co' });
    const facilitator = await listedUser(ctx, 'facilitator', { firstName: 'Ada', lastName: 'Park' });
    const res = await start(company, facilitator, '  Hello Ada,\n\nare you free in March?  ', {
      kind: 'availability',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { conversationId, message } = res.json();
    expect(message).toMatchObject({
      conversationId,
      fromMe: true,
      author: { name: 'Bright Co', profileUrl: `/companies/${company.id}` },
      body: '  Hello Ada,\n\nare you free in March?  ',
      removed: false,
      job: null,
      application: null,
      invitation: null,
    });
    const [bell] = await ctx.db.select().from(notifications).where(eq(notifications.userId, facilitator.id));
    expect(bell).toMatchObject({
      type: 'message',
      title: 'Bright Co is asking about your availability',
      link: `/messages/${conversationId}`,
    });

    // Writing again continues the same thread, without another bell.
    const again = await start(company, facilitator, 'Any news?');
    expect(again.json().conversationId).toBe(conversationId);
    expect(await ctx.db.$count(notifications, eq(notifications.userId, facilitator.id))).toBe(1);

    const inbox = (await get(facilitator, '/api/conversations')).json();
    expect(inbox).toMatchObject({ total: 1, pageSize: INBOX_PAGE_SIZE, unreadTotal: 2 });
    expect(inbox.items[0]).toMatchObject({
      id: conversationId,
      other: { side: 'company', id: company.id, name: 'Bright Co', profileUrl: `/companies/${company.id}` },
      lastMessage: { preview: 'Any news?', fromMe: false },
      unreadCount: 2,
    });
    const mine = (await get(company, '/api/conversations')).json();
    expect(mine.items[0]).toMatchObject({
      other: { side: 'facilitator', name: 'Ada Park', profileUrl: `/facilitators/${facilitator.id}` },
      lastMessage: { fromMe: true },
      unreadCount: 0,
    });
    expect(JSON.stringify(inbox) + JSON.stringify(mine)).not.toContain('@');
  });

  it('refuses unknown, unlisted, same-type and own recipients', async () => {
    const company = await listedUser(ctx, 'company');
    const unlisted = await signUp(ctx, 'facilitator');
    const other = await listedUser(ctx, 'company');
    const unknown = { ...unlisted, id: '00000000-0000-4000-8000-000000000000' };
    expect((await start(company, unlisted)).statusCode).toBe(404);
    expect((await start(company, unknown)).json().error.message).toBe('User not found.');
    expect((await start(company, company)).statusCode).toBe(404);
    expect((await start(company, other)).statusCode).toBe(400);
    expect((await start(company, unlisted, '   ')).statusCode).toBe(400);
  });

  it('lets a facilitator write to a company only after applying, or once the company wrote', async () => {
    const company = await listedUser(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const cold = await start(facilitator, company);
    expect(cold.statusCode).toBe(403);
    expect(cold.json().error).toEqual({
      code: 'NOT_ALLOWED',
      message:
        'You can message a company once you have applied to one of its jobs, or once it has contacted you.',
    });
    const job = await makeJob(ctx, company);
    const application = await makeApplication(ctx, job, facilitator, { status: 'rejected' });
    const res = await start(facilitator, company, 'About my application', { applicationId: application.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message.application).toEqual({
      id: application.id,
      jobTitle: job.title,
      url: '/facilitator/applications',
    });
    const [thread] = await ctx.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, res.json().conversationId));
    expect(thread).toMatchObject({ startedBy: 'facilitator', jobId: job.id, companyUnread: 1 });
    const seen = (await get(company, `/api/conversations/${thread.id}/messages`)).json();
    expect(seen.items[0].application.url).toBe(`/company/jobs/${job.id}/applicants`);
  });

  it('checks what a message refers to', async () => {
    const { company, facilitator, id } = await pairWithThread();
    const stranger = await signUp(ctx, 'company');
    const theirJob = await makeJob(ctx, stranger);
    const draft = await makeJob(ctx, company, { status: 'draft', postedAt: null });
    const closed = await makeJob(ctx, company, { status: 'closed' });
    const unknownJob = await send(company, id, 'About this job', { jobId: theirJob.id });
    expect(unknownJob.statusCode).toBe(400);
    expect(unknownJob.json().error.message).toBe('Unknown job.');
    expect((await send(company, id, 'About the draft', { jobId: draft.id })).statusCode).toBe(400);
    const otherApplication = await makeApplication(ctx, theirJob, facilitator);
    const unknownApplication = await send(facilitator, id, 'Hi', { applicationId: otherApplication.id });
    expect(unknownApplication.json().error.message).toBe('Unknown application.');
    const ok = await send(company, id, 'About the closed one', { jobId: closed.id });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().job).toEqual({ id: closed.id, title: closed.title, url: `/jobs/${closed.id}` });
    const detail = (await get(facilitator, `/api/conversations/${id}`)).json();
    expect(detail.conversation.job).toEqual({
      id: closed.id,
      title: closed.title,
      url: `/jobs/${closed.id}`,
    });
  });
});

describe('a thread', () => {
  it('is its parties’ alone', async () => {
    const { id } = await pairWithThread();
    const outsider = await signUp(ctx, 'facilitator');
    const otherCompany = await signUp(ctx, 'company');
    for (const who of [outsider, otherCompany]) {
      for (const url of [`/api/conversations/${id}`, `/api/conversations/${id}/messages`]) {
        const res = await get(who, url);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('Conversation not found.');
      }
      expect((await send(who, id, 'Let me in')).statusCode).toBe(404);
      expect((await sendAs(ctx, who, 'POST', `/api/conversations/${id}/read`)).statusCode).toBe(404);
      expect((await sendAs(ctx, who, 'POST', `/api/conversations/${id}/block`)).statusCode).toBe(404);
    }
    expect((await get(undefined, `/api/conversations/${id}`)).statusCode).toBe(401);
    expect((await get(outsider, '/api/conversations/not-a-uuid')).statusCode).toBe(404);
  });

  it('pages its messages by cursor, oldest first, ties broken by id', async () => {
    const { company, facilitator, id } = await pairWithThread();
    const base = ctx.clock.now().getTime() - 3_600_000;
    // 64 more messages; pairs share a timestamp, so the cursor must order by id too.
    await ctx.db.insert(messages).values(
      Array.from({ length: 64 }, (_, i) => ({
        conversationId: id,
        senderId: i % 3 ? company.id : facilitator.id,
        side: i % 3 ? ('company' as const) : ('facilitator' as const),
        body: `Message ${i}`,
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
      })),
    );
    const all: Message[] = [];
    let url = `/api/conversations/${id}/messages`;
    const sizes: number[] = [];
    for (;;) {
      const page = (await get(facilitator, url)).json();
      sizes.push(page.items.length);
      all.unshift(...page.items);
      if (!page.olderCursor) break;
      expect(page.olderCursor).toMatch(/^[A-Za-z0-9_-]+$/);
      url = `/api/conversations/${id}/messages?before=${page.olderCursor}`;
    }
    expect(sizes).toEqual([THREAD_PAGE_SIZE, THREAD_PAGE_SIZE, 5]);
    expect(all).toHaveLength(65);
    expect(new Set(all.map((m) => m.id)).size).toBe(65);
    const order = all.map((m) => `${m.createdAt}|${m.id}`);
    expect(order).toEqual([...order].sort());
    expect(all.at(-1)!.body).toBe('Hello Lena');
    expect(all.filter((m) => m.fromMe)).toHaveLength(22);

    for (const bad of ['nonsense', Buffer.from('2020-01-01T00:00:00.000Z|x').toString('base64url')]) {
      const res = await get(facilitator, `/api/conversations/${id}/messages?before=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Unknown cursor.');
    }
  });

  it('counts unread messages until the reader marks the thread read, and shows the writer “Seen”', async () => {
    const { company, facilitator, id } = await pairWithThread();
    await send(company, id, 'Second message');
    expect((await get(facilitator, '/api/conversations/unread')).json()).toEqual({ unreadTotal: 2 });
    expect((await get(company, '/api/conversations/unread')).json()).toEqual({ unreadTotal: 0 });
    // Reading the pages does not mark anything read.
    await get(facilitator, `/api/conversations/${id}/messages`);
    expect((await get(company, `/api/conversations/${id}`)).json().otherReadAt).toBeNull();

    const read = await sendAs(ctx, facilitator, 'POST', `/api/conversations/${id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unreadTotal: 0 });
    const detail = (await get(company, `/api/conversations/${id}`)).json();
    expect(Date.parse(detail.otherReadAt)).toBeGreaterThan(0);
    expect(detail).toMatchObject({ blockedByMe: false, cannotSend: null });
    expect((await get(company, `/api/conversations/${id}/messages`)).json().otherReadAt).toBe(
      detail.otherReadAt,
    );

    await send(facilitator, id, 'A reply');
    expect((await get(company, '/api/conversations/unread')).json()).toEqual({ unreadTotal: 1 });
    expect((await get(facilitator, '/api/conversations/unread')).json()).toEqual({ unreadTotal: 0 });
  });

  it('enqueues the reader’s email for later, in the same transaction', async () => {
    const { company, id } = await pairWithThread();
    const before = Date.now();
    const res = await send(company, id, 'Mail me maybe');
    const messageId = res.json().id;
    const { rows } = await ctx.pool.query(
      `select data, start_after from pgboss.job where name = 'messages.mail' and data->>'messageId' = $1`,
      [messageId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].data).toEqual({ conversationId: id, messageId });
    const delay = new Date(rows[0].start_after).getTime() - before;
    expect(delay).toBeGreaterThan((ctx.config.MESSAGE_MAIL_DELAY_S - 5) * 1000);
    expect(delay).toBeLessThan((ctx.config.MESSAGE_MAIL_DELAY_S + 60) * 1000);
  });
});

describe('blocks', () => {
  it('stop both sides from writing; the thread leaves only the blocker’s inbox', async () => {
    const { company, facilitator, id } = await pairWithThread();
    const blocked = await sendAs(ctx, facilitator, 'POST', `/api/conversations/${id}/block`);
    expect(blocked.json()).toEqual({ blocked: true });

    const fromCompany = await send(company, id, 'Hello?');
    expect(fromCompany.statusCode).toBe(403);
    expect(fromCompany.json().error).toEqual({
      code: 'BLOCKED',
      message: 'Lena Vogel is not accepting messages from you.',
    });
    const again = await start(company, facilitator, 'Hello again?');
    expect(again.statusCode).toBe(403);
    const fromFacilitator = await send(facilitator, id, 'Hi');
    expect(fromFacilitator.json().error).toEqual({
      code: 'BLOCKED',
      message: 'You blocked Acme Workshops. Unblock them to send messages.',
    });
    expect((await get(facilitator, '/api/conversations')).json()).toMatchObject({ total: 0, unreadTotal: 0 });
    expect((await get(facilitator, '/api/conversations/unread')).json()).toEqual({ unreadTotal: 0 });
    expect((await get(company, '/api/conversations')).json().total).toBe(1);
    expect((await get(facilitator, `/api/conversations/${id}`)).json()).toMatchObject({
      blockedByMe: true,
      cannotSend: 'You blocked Acme Workshops. Unblock them to send messages.',
    });
    expect((await get(company, `/api/conversations/${id}`)).json()).toMatchObject({
      blockedByMe: false,
      cannotSend: 'Lena Vogel is not accepting messages from you.',
    });

    const unblocked = await sendAs(ctx, facilitator, 'DELETE', `/api/conversations/${id}/block`);
    expect(unblocked.json()).toEqual({ blocked: false });
    expect((await get(facilitator, '/api/conversations')).json()).toMatchObject({ total: 1, unreadTotal: 1 });
    expect((await send(company, id, 'Back again')).statusCode).toBe(201);
  });
});

describe('gone and suspended accounts', () => {
  it('shows a deleted facilitator as “Deleted user”, with no link, and nobody to write to', async () => {
    const { company, facilitator, id } = await pairWithThread();
    await send(facilitator, id, 'Thanks, talk soon');
    const deleted = await sendAs(ctx, facilitator, 'DELETE', '/api/account', {
      confirmEmail: facilitator.email,
      password: facilitator.password,
    });
    expect(deleted.statusCode).toBe(204);

    const detail = await get(company, `/api/conversations/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      conversation: { other: { id: null, name: DELETED_USER, avatarUrl: null, profileUrl: null } },
      cannotSend: 'This facilitator has left FacilitatorHub.',
    });
    const page = (await get(company, `/api/conversations/${id}/messages`)).json();
    expect(page.items.map((m: Message) => m.author)).toEqual([
      // The company's founding member signed up under the company's name.
      { name: 'Acme Workshops', profileUrl: `/companies/${company.id}`, memberName: 'Acme Workshops' },
      { name: DELETED_USER, profileUrl: null, memberName: null },
    ]);
    expect((await send(company, id, 'Hello?')).statusCode).toBe(403);
    expect((await get(company, '/api/conversations')).json().items[0].other.name).toBe(DELETED_USER);
    expect((await sendAs(ctx, company, 'POST', `/api/conversations/${id}/block`)).statusCode).toBe(400);
  });

  it('keeps a deleted company’s invitation answerable by decline only, its thread readable', async () => {
    const company = await listedUser(ctx, 'company');
    const facilitator = await listedUser(ctx, 'facilitator');
    const job = await makeJob(ctx, company);
    const sent = await sendAs(ctx, company, 'POST', '/api/invitations', {
      facilitatorId: facilitator.id,
      jobId: job.id,
      note: 'Join us',
    });
    const { conversationId, invitation } = sent.json();
    const deleted = await sendAs(ctx, company, 'DELETE', '/api/account', {
      confirmEmail: company.email,
      password: company.password,
    });
    expect(deleted.statusCode).toBe(204);
    const received = (await get(facilitator, '/api/invitations')).json();
    expect(received.items[0].other).toEqual({
      side: 'company',
      id: null,
      name: DELETED_USER,
      avatarUrl: null,
      profileUrl: null,
    });
    const page = (await get(facilitator, `/api/conversations/${conversationId}/messages`)).json();
    expect(page.items[0]).toMatchObject({
      author: { name: DELETED_USER, profileUrl: null },
      body: 'Join us',
    });
    const accept = await sendAs(ctx, facilitator, 'POST', `/api/invitations/${invitation.id}/accept`);
    expect(accept.statusCode).toBe(409);
    const decline = await sendAs(ctx, facilitator, 'POST', `/api/invitations/${invitation.id}/decline`, {});
    expect(decline.statusCode).toBe(200);
  });

  it('tells the other side that a suspended account cannot get messages', async () => {
    const { company, facilitator, id } = await pairWithThread();
    await ctx.db.update(user).set({ suspendedAt: ctx.clock.now() }).where(eq(user.id, facilitator.id));
    const detail = (await get(company, `/api/conversations/${id}`)).json();
    expect(detail.cannotSend).toBe('This account is suspended.');
    expect(detail.conversation.other.profileUrl).toBeNull();
    expect((await send(company, id, 'Hello?')).statusCode).toBe(403);
  });
});

describe('invitations', () => {
  const invite = (
    company: TestUser,
    facilitator: TestUser,
    jobId: string,
    note = 'We would love you on this.',
  ) => sendAs(ctx, company, 'POST', '/api/invitations', { facilitatorId: facilitator.id, jobId, note });

  it('invite a facilitator into the thread, once per job, with a bell and an email', async () => {
    const company = await listedUser(ctx, 'company', { companyName: 'Invite Co' });
    const facilitator = await listedUser(ctx, 'facilitator', { firstName: 'Mia', lastName: 'Stone' });
    const job = await makeJob(ctx, company, { title: 'Retrospective facilitator' });
    const res = await invite(company, facilitator, job.id, 'Your retros are legendary.');
    expect(res.statusCode, res.body).toBe(201);
    const { conversationId, invitation } = res.json();
    expect(invitation).toMatchObject({
      job: { id: job.id, title: 'Retrospective facilitator', url: `/jobs/${job.id}` },
      status: 'sent',
      declineReason: null,
      respondedAt: null,
    });
    const [bell] = await ctx.db.select().from(notifications).where(eq(notifications.userId, facilitator.id));
    expect(bell).toMatchObject({
      type: 'invitation',
      title: 'Invite Co invited you to apply',
      link: `/messages/${conversationId}`,
    });
    const mail = ctx.mails.findLast((m) => m.to === facilitator.email)!;
    expect(mail.subject).toBe('Invite Co invited you to apply to Retrospective facilitator');
    expect(mail.text).toContain('Your retros are legendary.');
    expect(mail.text).toContain(`/messages/${conversationId}`);
    expect(mail.text).toContain('/account/settings#notifications');

    const page = (await get(facilitator, `/api/conversations/${conversationId}/messages`)).json();
    expect(page.items.at(-1)).toMatchObject({
      body: 'Your retros are legendary.',
      job: { id: job.id },
      invitation: { id: invitation.id, status: 'sent' },
    });

    const duplicate = await invite(company, facilitator, job.id);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe('You already invited Mia to this job.');

    // Reading the thread marks the invitation seen.
    await sendAs(ctx, facilitator, 'POST', `/api/conversations/${conversationId}/read`);
    const received = (await get(facilitator, '/api/invitations')).json();
    expect(received).toMatchObject({ total: 1 });
    expect(received.items[0]).toMatchObject({
      id: invitation.id,
      status: 'seen',
      conversationId,
      other: { side: 'company', name: 'Invite Co' },
    });
    const sent = (await get(company, '/api/invitations')).json();
    expect(sent.items[0]).toMatchObject({
      id: invitation.id,
      other: { side: 'facilitator', name: 'Mia Stone' },
    });
  });

  it('refuses jobs that are not the company’s published ones, and facilitators who applied', async () => {
    const company = await listedUser(ctx, 'company');
    const facilitator = await listedUser(ctx, 'facilitator', { firstName: 'Noor' });
    const other = await signUp(ctx, 'company');
    for (const job of [
      await makeJob(ctx, company, { status: 'draft', postedAt: null }),
      await makeJob(ctx, company, { status: 'closed' }),
      await makeJob(ctx, other),
    ]) {
      const res = await invite(company, facilitator, job.id);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Choose one of your published jobs.');
    }
    const job = await makeJob(ctx, company);
    await makeApplication(ctx, job, facilitator);
    const applied = await invite(company, facilitator, job.id);
    expect(applied.statusCode).toBe(409);
    expect(applied.json().error.message).toBe('Noor has already applied to this job.');
    const asFacilitator = await invite(facilitator, facilitator, job.id);
    expect(asFacilitator.statusCode).toBe(403);
  });

  it('is accepted or declined once by the invited facilitator; the company hears of it', async () => {
    const company = await listedUser(ctx, 'company', { companyName: 'Answer Co' });
    const facilitator = await listedUser(ctx, 'facilitator', { firstName: 'Ola', lastName: 'Berg' });
    const outsider = await signUp(ctx, 'facilitator');
    const [jobA, jobB, jobC] = [
      await makeJob(ctx, company),
      await makeJob(ctx, company),
      await makeJob(ctx, company),
    ];
    const a = (await invite(company, facilitator, jobA.id)).json().invitation.id;
    const b = (await invite(company, facilitator, jobB.id)).json().invitation.id;
    const c = (await invite(company, facilitator, jobC.id)).json().invitation.id;

    expect((await sendAs(ctx, outsider, 'POST', `/api/invitations/${a}/accept`)).statusCode).toBe(404);
    expect((await sendAs(ctx, company, 'POST', `/api/invitations/${a}/accept`)).statusCode).toBe(403);

    const accepted = await sendAs(ctx, facilitator, 'POST', `/api/invitations/${a}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().invitation).toMatchObject({ id: a, status: 'accepted' });
    expect(accepted.json().invitation.respondedAt).not.toBeNull();
    const twice = await sendAs(ctx, facilitator, 'POST', `/api/invitations/${a}/decline`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('You already answered this invitation.');

    const declined = await sendAs(ctx, facilitator, 'POST', `/api/invitations/${b}/decline`, {
      reason: '  Fully booked until June.  ',
    });
    expect(declined.json().invitation).toMatchObject({
      status: 'declined',
      declineReason: 'Fully booked until June.',
    });

    const bells = await ctx.db
      .select({ title: notifications.title, type: notifications.type })
      .from(notifications)
      .where(eq(notifications.organisationId, company.id));
    expect(bells).toEqual(
      expect.arrayContaining([
        { title: 'Ola Berg accepted your invitation', type: 'invitation' },
        { title: 'Ola Berg declined your invitation', type: 'invitation' },
      ]),
    );
    const mails = mailsTo(company);
    expect(mails.map((m) => m.subject)).toEqual([
      `Ola Berg accepted your invitation to ${jobA.title}`,
      `Ola Berg declined your invitation to ${jobB.title}`,
    ]);
    expect(mails[1].text).toContain('Fully booked until June.');

    // The company turned such mail off; the job closed meanwhile.
    await saveNotificationSettings(
      ctx.db,
      company.id,
      {
        messages: true,
        applications: true,
        statusChanges: true,
        invitations: false,
        engagements: true,
        jobAlerts: true,
      },
      ctx.clock.now(),
    );
    await ctx.db.execute(sql`update jobs set status = 'closed' where id = ${jobC.id}`);
    const closed = await sendAs(ctx, facilitator, 'POST', `/api/invitations/${c}/accept`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe('This job is no longer accepting applications.');
    expect((await sendAs(ctx, facilitator, 'POST', `/api/invitations/${c}/decline`, {})).statusCode).toBe(
      200,
    );
    expect(mailsTo(company)).toHaveLength(2);
  });

  it('sends no email to a facilitator who turned invitation emails off', async () => {
    const company = await listedUser(ctx, 'company');
    const facilitator = await listedUser(ctx, 'facilitator');
    await saveNotificationSettings(
      ctx.db,
      facilitator.id,
      {
        messages: true,
        applications: true,
        statusChanges: true,
        invitations: false,
        engagements: true,
        jobAlerts: true,
      },
      ctx.clock.now(),
    );
    const job = await makeJob(ctx, company);
    expect((await invite(company, facilitator, job.id)).statusCode).toBe(201);
    expect(mailsTo(facilitator)).toEqual([]);
    expect(await ctx.db.$count(notifications, eq(notifications.userId, facilitator.id))).toBe(1);
  });
});

describe('limits', () => {
  it('refuses a fourth message within a minute', async () => {
    const { company, facilitator, id } = await pairWithThread(limited);
    expect((await send(company, id, 'two', {}, limited)).statusCode).toBe(201);
    expect((await send(company, id, 'three', {}, limited)).statusCode).toBe(201);
    const res = await send(company, id, 'four', {}, limited);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe('You are sending messages too fast. Please wait a minute.');
    // The limit is the sender's own.
    expect((await send(facilitator, id, 'my turn', {}, limited)).statusCode).toBe(201);
  });

  it('refuses a company’s third new thread of the day, not a message in an old one', async () => {
    const company = await listedUser(limited, 'company');
    const [f1, f2, f3] = [
      await listedUser(limited, 'facilitator'),
      await listedUser(limited, 'facilitator'),
      await listedUser(limited, 'facilitator'),
    ];
    expect((await start(company, f1, 'Hi', {}, limited)).statusCode).toBe(201);
    expect((await start(company, f2, 'Hi', {}, limited)).statusCode).toBe(201);
    const third = await start(company, f3, 'Hi', {}, limited);
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toBe(
      'You can start at most 2 new conversations a day. Please try again tomorrow.',
    );
    expect((await start(company, f1, 'Still there?', {}, limited)).statusCode).toBe(201);
  });

  it('refuses a second invitation of the day', async () => {
    const company = await listedUser(limited, 'company');
    const facilitator = await listedUser(limited, 'facilitator');
    const [j1, j2] = [await makeJob(limited, company), await makeJob(limited, company)];
    const payload = (jobId: string) => ({ facilitatorId: facilitator.id, jobId, note: 'Join us' });
    expect((await sendAs(limited, company, 'POST', '/api/invitations', payload(j1.id))).statusCode).toBe(201);
    const second = await sendAs(limited, company, 'POST', '/api/invitations', payload(j2.id));
    expect(second.statusCode).toBe(429);
    expect(second.json().error.message).toBe(
      'You can send at most 1 invitations a day. Please try again tomorrow.',
    );
  });
});
