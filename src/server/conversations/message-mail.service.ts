import { otherSide, type ConversationSide } from '../../shared/messages';
import type { AppDeps } from '../deps';
import { unreadMessagesMail } from '../mail/templates';
import type { Tx } from '../db/client';
import { emailAllowed, organisationMailRecipients } from '../notifications/notification-settings.repo';
import type { JobPayloads } from '../queue/queues';
import { isSuspended } from '../users/users.repo';
import type { ConversationRow } from './conversations.repo';
import {
  findThreadMessage,
  isNewestOfSide,
  lockConversation,
  mailRecipient,
  markSideMailed,
  sideName,
  unreadMessages,
} from './message-mail.repo';
import { blockedEitherWay } from './blocks.repo';

/** One side is emailed about one thread at most once in this long. */
export const MESSAGE_MAIL_INTERVAL_MS = 60 * 60 * 1000;
/** The newest unread messages one mail quotes. */
export const MESSAGES_PER_MAIL = 5;

export type MessageMailPayload = JobPayloads['messages.mail'];

/** What the message mail uses; links in mail start with config.SITE_URL. */
export type MessageMailDeps = Pick<AppDeps, 'db' | 'mailer' | 'queue' | 'clock' | 'config'>;

/** What one run did: mailed the reader, left it for a later job (deferred), or had nothing to do. */
export type MessageMailOutcome = 'sent' | 'deferred' | 'skipped';

/** The columns of one side of a conversation row. */
function sideOf(conversation: ConversationRow, side: ConversationSide) {
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
 * Who is mailed about unread messages on the reader's side: the facilitator, unless their account is
 * suspended (they cannot sign in to read it) or they turned message emails off; for a company, each
 * member of its organisation who gets its emails (organisationMailRecipients), each in their language.
 */
async function readersToMail(tx: Tx, side: ConversationSide, id: string) {
  if (side === 'company') {
    const members = await organisationMailRecipients(tx, id, 'messages');
    return members.map((member) => ({ ...member, firstName: null }));
  }
  if (!(await emailAllowed(tx, id, 'messages'))) return [];
  const facilitator = await mailRecipient(tx, id);
  return facilitator && !facilitator.suspendedAt ? [facilitator] : [];
}

/**
 * The `messages.mail` job of one message, run once MESSAGE_MAIL_DELAY_S after it was sent: the side that
 * did not write it is emailed about the thread's unread messages, unless its account is gone or suspended,
 * the writer's account is suspended, it turned message emails off (for a company: every member who would
 * get it did), one of the two blocked the other, it read the message meanwhile, or a mail already covered it. A side is mailed about
 * one thread at most once an hour: within the hour, the newest message of the writer waits until the hour
 * is over (a job of its own); older ones leave it to that one. Under a lock on the conversation, so that
 * two jobs of one thread never both mail.
 */
export async function mailAboutMessage(
  deps: MessageMailDeps,
  payload: MessageMailPayload,
): Promise<MessageMailOutcome> {
  return deps.db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, payload.conversationId);
    if (!conversation) return 'skipped';
    const message = await findThreadMessage(tx, conversation.id, payload.messageId);
    if (!message) return 'skipped';

    const writer = message.side;
    const reader = sideOf(conversation, otherSide(writer));
    if (!reader.userId) return 'skipped';
    const recipients = await readersToMail(tx, otherSide(writer), reader.userId);
    if (!recipients.length) return 'skipped';
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

    const unread = await unreadMessages(tx, conversation.id, writer, reader.readAt, MESSAGES_PER_MAIL);
    if (unread.messages.length === 0) return 'skipped';
    const senderName = await sideName(tx, conversation, writer);
    for (const recipient of recipients) {
      await deps.mailer.send(
        unreadMessagesMail({
          to: recipient.email,
          locale: recipient.locale,
          firstName: recipient.firstName,
          senderName,
          messages: unread.messages,
          unreadCount: unread.total,
          conversationId: conversation.id,
          siteUrl: deps.config.SITE_URL,
        }),
        { tx },
      );
    }
    await markSideMailed(tx, conversation.id, otherSide(writer), now);
    return 'sent';
  });
}
