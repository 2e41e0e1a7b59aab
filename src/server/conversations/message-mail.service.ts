import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DELETED_USER, type ConversationSide } from '../../shared/messages';
import type { Clock } from '../clock';
import type { Db, Tx } from '../db/client';
import { companies, conversations, facilitators, messages, user, userBlocks } from '../db/schema';
import type { QueuedMailer } from '../mail/queued-mailer';
import { unreadMessagesMail } from '../mail/templates';
import { emailAllowed } from '../notifications/email-settings';
import type { JobPayloads } from '../queue/queues';
import type { JobQueue } from '../queue/job-queue';

/** One side is emailed about one thread at most once in this long. */
export const MESSAGE_MAIL_INTERVAL_MS = 60 * 60 * 1000;
/** The newest unread messages one mail quotes. */
export const MESSAGES_PER_MAIL = 5;

export type MessageMailPayload = JobPayloads['messages.mail'];

export interface MessageMailDeps {
  db: Db;
  mailer: QueuedMailer;
  queue: Pick<JobQueue, 'enqueue'>;
  clock: Clock;
  /** The public address links in mail start with (config.SITE_URL). */
  siteUrl: string;
}

export const messageMailDepsOf = (app: FastifyInstance): MessageMailDeps => ({
  db: app.deps.db,
  mailer: app.deps.mailer,
  queue: app.deps.queue,
  clock: app.deps.clock,
  siteUrl: app.deps.config.SITE_URL,
});

/** What one run did: mailed the reader, left it for a later job (deferred), or had nothing to do. */
export type MessageMailOutcome = 'sent' | 'deferred' | 'skipped';

const otherSide = (side: ConversationSide): ConversationSide =>
  side === 'company' ? 'facilitator' : 'company';

/** The columns of one side of a conversation row. */
function sideOf(conversation: typeof conversations.$inferSelect, side: ConversationSide) {
  return side === 'company'
    ? {
        userId: conversation.companyId,
        readAt: conversation.companyReadAt,
        mailedAt: conversation.companyMailedAt,
      }
    : {
        userId: conversation.facilitatorId,
        readAt: conversation.facilitatorReadAt,
        mailedAt: conversation.facilitatorMailedAt,
      };
}

/**
 * The `messages.mail` job of one message, run once MESSAGE_MAIL_DELAY_S after it was sent: the side that
 * did not write it is emailed about the thread's unread messages, unless its account is gone or suspended,
 * the writer's account is suspended, it turned message emails off, one of the two blocked the other, it read the message meanwhile, or a mail already covered it. A side is mailed about
 * one thread at most once an hour: within the hour, the newest message of the writer waits until the hour
 * is over (a job of its own); older ones leave it to that one. Under a lock on the conversation, so that
 * two jobs of one thread never both mail.
 */
export async function mailAboutMessage(
  deps: MessageMailDeps,
  payload: MessageMailPayload,
): Promise<MessageMailOutcome> {
  return deps.db.transaction(async (tx) => {
    const [conversation] = await tx
      .select()
      .from(conversations)
      .where(eq(conversations.id, payload.conversationId))
      .for('update');
    if (!conversation) return 'skipped';
    const [message] = await tx
      .select({ id: messages.id, side: messages.side, createdAt: messages.createdAt })
      .from(messages)
      .where(and(eq(messages.id, payload.messageId), eq(messages.conversationId, conversation.id)));
    if (!message) return 'skipped';

    const writer = message.side;
    const reader = sideOf(conversation, otherSide(writer));
    if (!reader.userId) return 'skipped';
    if (!(await emailAllowed(tx, reader.userId, 'messages'))) return 'skipped';
    // After a block, neither side hears from the other any more, by mail neither.
    const writerId = sideOf(conversation, writer).userId;
    if (writerId && (await blockedEitherWay(tx, reader.userId, writerId))) return 'skipped';
    // A suspended account's words leave the site with it, mail included (however recently it wrote them).
    if (writerId && (await isSuspended(tx, writerId))) return 'skipped';
    if (reader.readAt && reader.readAt >= message.createdAt) return 'skipped';
    if (reader.mailedAt && reader.mailedAt >= message.createdAt) return 'skipped';

    const now = deps.clock.now();
    if (reader.mailedAt && now.getTime() - reader.mailedAt.getTime() < MESSAGE_MAIL_INTERVAL_MS) {
      if (!(await isNewestOfSide(tx, conversation.id, writer, message.id))) return 'skipped';
      // The business clock runs at a constant offset from the real one, which the queue goes by.
      const waitMs = reader.mailedAt.getTime() + MESSAGE_MAIL_INTERVAL_MS - now.getTime();
      await deps.queue.enqueue('messages.mail', payload, {
        tx,
        startAfter: new Date(Date.now() + waitMs),
      });
      return 'deferred';
    }

    const [recipient] = await tx
      .select({ email: user.email, firstName: facilitators.firstName, suspendedAt: user.suspendedAt })
      .from(user)
      .leftJoin(facilitators, eq(facilitators.id, user.id))
      .where(eq(user.id, reader.userId));
    // A suspended account cannot sign in to read it.
    if (!recipient || recipient.suspendedAt) return 'skipped';
    const unread = await unreadMessages(tx, conversation.id, writer, reader.readAt);
    if (unread.messages.length === 0) return 'skipped';
    await deps.mailer.send(
      unreadMessagesMail({
        to: recipient.email,
        firstName: otherSide(writer) === 'facilitator' ? recipient.firstName : null,
        senderName: await sideName(tx, conversation, writer),
        messages: unread.messages,
        unreadCount: unread.total,
        conversationId: conversation.id,
        siteUrl: deps.siteUrl,
      }),
      { tx },
    );
    await tx
      .update(conversations)
      .set(otherSide(writer) === 'company' ? { companyMailedAt: now } : { facilitatorMailedAt: now })
      .where(eq(conversations.id, conversation.id));
    return 'sent';
  });
}

/** Whether one of the two users blocked the other. */
async function blockedEitherWay(tx: Tx, a: string, b: string) {
  const [row] = await tx
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return !!row;
}

/** Whether an admin has suspended the account. */
async function isSuspended(tx: Tx, userId: string) {
  const [row] = await tx.select({ suspendedAt: user.suspendedAt }).from(user).where(eq(user.id, userId));
  return !!row?.suspendedAt;
}

/** Whether `messageId` is the latest message `side` wrote in the conversation. */
async function isNewestOfSide(tx: Tx, conversationId: string, side: ConversationSide, messageId: string) {
  const [newest] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.side, side)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return newest?.id === messageId;
}

/**
 * The messages `side` wrote after the reader last read the thread (all of them when never), without
 * those an admin removed: the newest MESSAGES_PER_MAIL, oldest first, and how many there are.
 */
async function unreadMessages(tx: Tx, conversationId: string, side: ConversationSide, readAt: Date | null) {
  const where = and(
    eq(messages.conversationId, conversationId),
    eq(messages.side, side),
    isNull(messages.hiddenAt),
    readAt ? gt(messages.createdAt, readAt) : undefined,
  );
  const rows = await tx
    .select({ body: messages.body })
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGES_PER_MAIL);
  const [total] = await tx.select({ n: count() }).from(messages).where(where);
  return { messages: rows.reverse(), total: total!.n };
}

/** The name a side goes by in the thread: the company's name or the facilitator's full name. */
async function sideName(
  tx: Tx,
  conversation: typeof conversations.$inferSelect,
  side: ConversationSide,
): Promise<string> {
  const id = side === 'company' ? conversation.companyId : conversation.facilitatorId;
  if (!id) return DELETED_USER;
  const [row] =
    side === 'company'
      ? await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, id))
      : await tx
          .select({ name: sql<string>`trim(${facilitators.firstName} || ' ' || ${facilitators.lastName})` })
          .from(facilitators)
          .where(eq(facilitators.id, id));
  return row?.name || DELETED_USER;
}

/** Runs this instance's share of the `messages.mail` jobs (main.ts). */
export function workMessageMail(app: FastifyInstance): Promise<void> {
  const deps = messageMailDepsOf(app);
  return app.deps.queue.work('messages.mail', async (payload) => {
    await mailAboutMessage(deps, payload);
  });
}
