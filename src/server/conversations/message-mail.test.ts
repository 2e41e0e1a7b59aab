import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConversationSide } from '../../shared/messages';
import type { Clock } from '../clock';
import { conversations, messages, user, userBlocks } from '../db/schema';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  saveNotificationSettings,
} from '../notifications/notification-settings.repo';
import { buildTestApp, signUp, testClock, type TestUser } from '../test/helpers';
import { makeConversation } from '../test/factories';
import { startWorker } from '../workers';
import { mailAboutMessage, MESSAGE_MAIL_INTERVAL_MS } from './message-mail.service';

/** The app's clock, moved by the tests. */
let nowMs = testClock().now().getTime();
const clock: Clock = { now: () => new Date(nowMs) };
const advance = (ms: number) => {
  nowMs += ms;
};
const MINUTE = 60_000;

const ctx = await buildTestApp({}, { clock });
const deps = ctx.app.deps;

interface Thread {
  id: string;
  company: TestUser;
  facilitator: TestUser;
}

/** A company and a facilitator with a conversation between them (rows written directly). */
async function thread(): Promise<Thread> {
  const company = await signUp(ctx, 'company', { companyName: 'Acme <Workshops>' });
  const facilitator = await signUp(ctx, 'facilitator', { firstName: 'Ada', lastName: 'Lovelace' });
  const { id } = await makeConversation(ctx, company, facilitator);
  return { id, company, facilitator };
}

/** A message from `side`, written now. */
async function send(t: Thread, side: ConversationSide, body: string) {
  const [row] = await ctx.db
    .insert(messages)
    .values({
      conversationId: t.id,
      senderId: side === 'company' ? t.company.id : t.facilitator.id,
      side,
      body,
      createdAt: clock.now(),
    })
    .returning({ id: messages.id });
  return { conversationId: t.id, messageId: row!.id };
}

const mailsTo = (who: TestUser) =>
  ctx.mails.filter((mail) => mail.to === who.email && /message/.test(mail.subject));
const conversation = async (id: string) =>
  (await ctx.db.select().from(conversations).where(eq(conversations.id, id)))[0]!;
/** The waiting `messages.mail` jobs of one message, as pg-boss stores them. */
const jobsOf = async (messageId: string) =>
  (
    await ctx.pool.query<{ start_after: Date }>(
      `select start_after from pgboss.job where name = 'messages.mail' and state = 'created' and data->>'messageId' = $1`,
      [messageId],
    )
  ).rows;

describe('the messages.mail job', () => {
  it('mails the reader once, with the text, the sender and a Reply button', async () => {
    const t = await thread();
    const payload = await send(t, 'company', 'Hello Ada,\nare you free <b>next week</b>?');
    advance(10 * MINUTE);
    expect(await mailAboutMessage(deps, payload)).toBe('sent');

    const [mail, ...more] = mailsTo(t.facilitator);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('New message from Acme <Workshops>');
    expect(mail!.text).toContain('Hello Ada,');
    expect(mail!.text).toContain('> Hello Ada,\n> are you free <b>next week</b>?');
    expect(mail!.text).toContain(`Reply:\nhttp://localhost:3000/messages/${t.id}`);
    expect(mail!.text).toContain('http://localhost:3000/account/settings#notifications');
    expect(mail!.text).not.toContain(t.company.email);
    expect(mail!.html).toContain('&#60;b&#62;next week&#60;/b&#62;');
    expect(mail!.html).not.toContain('<b>next week');
    expect((await conversation(t.id)).facilitatorMailedAt).toEqual(clock.now());

    // Covered: a second run (a retry) sends nothing.
    expect(await mailAboutMessage(deps, payload)).toBe('skipped');
    expect(mailsTo(t.facilitator)).toHaveLength(1);
    expect(mailsTo(t.company)).toHaveLength(0);
  });

  it('sends nothing once the reader has read the message', async () => {
    const t = await thread();
    const payload = await send(t, 'facilitator', 'Thanks for the invitation.');
    advance(5 * MINUTE);
    await ctx.db.update(conversations).set({ companyReadAt: clock.now() }).where(eq(conversations.id, t.id));
    advance(5 * MINUTE);
    expect(await mailAboutMessage(deps, payload)).toBe('skipped');
    expect(mailsTo(t.company)).toHaveLength(0);
  });

  it('sends nothing when the reader turned message emails off', async () => {
    const t = await thread();
    await saveNotificationSettings(
      ctx.db,
      t.facilitator.id,
      { ...DEFAULT_NOTIFICATION_SETTINGS, messages: false },
      clock.now(),
    );
    const payload = await send(t, 'company', 'Hello?');
    advance(10 * MINUTE);
    expect(await mailAboutMessage(deps, payload)).toBe('skipped');
    expect(mailsTo(t.facilitator)).toHaveLength(0);
  });

  it('sends nothing when the reader deleted the account', async () => {
    const t = await thread();
    const payload = await send(t, 'company', 'Hello?');
    await ctx.db.delete(user).where(eq(user.id, t.facilitator.id));
    advance(10 * MINUTE);
    expect(await mailAboutMessage(deps, payload)).toBe('skipped');
    expect(mailsTo(t.facilitator)).toHaveLength(0);
  });

  it('sends nothing after one of the two blocked the other, or to a suspended reader', async () => {
    const blocked = await thread();
    const first = await send(blocked, 'company', 'Hello?');
    await ctx.db
      .insert(userBlocks)
      .values({ blockerId: blocked.facilitator.id, blockedId: blocked.company.id, createdAt: clock.now() });
    const suspended = await thread();
    const second = await send(suspended, 'company', 'Hello?');
    await ctx.db.update(user).set({ suspendedAt: clock.now() }).where(eq(user.id, suspended.facilitator.id));
    advance(10 * MINUTE);
    expect(await mailAboutMessage(deps, first)).toBe('skipped');
    expect(await mailAboutMessage(deps, second)).toBe('skipped');
    expect(mailsTo(blocked.facilitator)).toHaveLength(0);
    expect(mailsTo(suspended.facilitator)).toHaveLength(0);
  });

  it('sends nothing from a writer suspended after writing, however recently', async () => {
    const t = await thread();
    const payload = await send(t, 'company', 'Hello?');
    advance(10 * MINUTE);
    await ctx.db
      .update(user)
      .set({ suspendedAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(user.id, t.company.id));
    expect(await mailAboutMessage(deps, payload)).toBe('skipped');
    expect(mailsTo(t.facilitator)).toHaveLength(0);
    expect((await conversation(t.id)).facilitatorMailedAt).toBeNull();
  });

  it('mails a side at most once an hour: the newest message waits for the hour, then one mail covers all', async () => {
    const t = await thread();
    const first = await send(t, 'company', 'First message');
    advance(10 * MINUTE);
    expect(await mailAboutMessage(deps, first)).toBe('sent');
    const mailedAt = clock.now().getTime();

    advance(5 * MINUTE);
    const second = await send(t, 'company', 'Second message');
    advance(MINUTE);
    const third = await send(t, 'company', 'Third message');
    advance(10 * MINUTE);
    // The second is not the newest any more: the third's job goes on for both.
    expect(await mailAboutMessage(deps, second)).toBe('skipped');
    const before = Date.now();
    expect(await mailAboutMessage(deps, third)).toBe('deferred');
    const waitMs = mailedAt + MESSAGE_MAIL_INTERVAL_MS - clock.now().getTime();
    const jobs = await jobsOf(third.messageId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.start_after.getTime()).toBeGreaterThanOrEqual(before + waitMs - 1_000);
    expect(jobs[0]!.start_after.getTime()).toBeLessThanOrEqual(Date.now() + waitMs + 1_000);
    expect(await jobsOf(second.messageId)).toHaveLength(0);
    expect(mailsTo(t.facilitator)).toHaveLength(1);
    // The job is run by hand below; the queue must not keep it.
    await ctx.pool.query(`delete from pgboss.job where name = 'messages.mail' and data->>'messageId' = $1`, [
      third.messageId,
    ]);

    nowMs = mailedAt + MESSAGE_MAIL_INTERVAL_MS;
    expect(await mailAboutMessage(deps, third)).toBe('sent');
    const mails = mailsTo(t.facilitator);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('3 new messages from Acme <Workshops>');
    expect(mails[1]!.text).toMatch(/> First message[\s\S]*> Second message[\s\S]*> Third message/);
    expect(await mailAboutMessage(deps, second)).toBe('skipped');
    expect(mailsTo(t.facilitator)).toHaveLength(2);
  });

  it('quotes the newest five of many unread messages', async () => {
    const t = await thread();
    let last;
    for (let i = 1; i <= 7; i++) {
      last = await send(t, 'facilitator', `Note number ${i}`);
      advance(MINUTE);
    }
    advance(10 * MINUTE);
    expect(await mailAboutMessage(deps, last!)).toBe('sent');
    const [mail] = mailsTo(t.company);
    expect(mail!.subject).toBe('7 new messages from Ada Lovelace');
    expect(mail!.text).toContain('Ada Lovelace sent you 7 messages on');
    expect(mail!.text).not.toContain('Note number 2');
    expect(mail!.text).toMatch(/> Note number 3[\s\S]*> Note number 7/);
    expect(mail!.text).toMatch(/^Hello,/);
  });

  it('is worked by the app queue: the job mails, the mail is delivered', async () => {
    // As main.ts does. The test helpers leave this queue alone: its jobs start minutes after a message
    // is sent, and `drain()` would wait for them in every test that sends one.
    await startWorker('messages.mail', ctx.workerDeps);
    const t = await thread();
    const payload = await send(t, 'company', 'Through the queue');
    advance(10 * MINUTE);
    await ctx.app.deps.queue.enqueue('messages.mail', payload);
    await ctx.queue.drain();
    expect(
      ctx.delivered.filter((mail) => mail.to === t.facilitator.email && /Through the queue/.test(mail.text)),
    ).toHaveLength(1);
    expect((await conversation(t.id)).facilitatorMailedAt).toEqual(clock.now());
  });
});
