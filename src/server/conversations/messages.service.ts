/**
 * Writing in conversations: a message in a thread, the first message that opens one, and what an admin's
 * removal of a message changes. Reading them is conversations.service.ts.
 */
import { truncateAtWord } from '../../shared/text';
import {
  MESSAGE_PREVIEW_LENGTH,
  otherSide,
  type ConversationEvent,
  type ConversationStarted,
  type Message,
  type SendMessageInput,
  type StartConversationInput,
} from '../../shared/messages';
import { attachTo, messageAttachments } from '../attachments/attachments.service';
import { DAY_MS } from '../clock';
import type { Tx } from '../db/client';
import { badRequest, HttpError, notFound, tooManyRequests } from '../http/errors';
import type { NoticeKey } from '../notifications/messages';
import {
  createNotification,
  partyRecipient,
  unquoteNotifications,
} from '../notifications/notifications.service';
import {
  countThreadsStartedSince,
  findAccount,
  findPairApplication,
  findPairConversation,
  findReferableJob,
  hasAppliedToCompany,
  lockSender,
  openPairConversation,
  recordLatestMessage,
  setLatestPreview,
  type ConversationRow,
  type ConversationView,
  type Viewer,
} from './conversations.repo';
import { countMessagesSince, findMessageView, findNewestShownMessage, insertMessage } from './messages.repo';
import { conversationParty, toMessage } from './conversations.mappers';
import {
  announce,
  cannotSendReason,
  NOT_ALLOWED,
  TOO_FAST,
  USER_NOT_FOUND,
  viewOrNotFound,
  type ConversationDeps,
} from './conversations.service';
import { em } from '../http/error-messages';

const MINUTE_MS = 60_000;

/** The inbox's line and the notification's text for a message: its start on one line, cut after a word. */
export const previewOf = (body: string) => truncateAtWord(body, MESSAGE_PREVIEW_LENGTH);

/**
 * After an admin removed a message, in the same transaction: the thread's inbox line becomes the newest
 * message still shown (empty when none is), and the bell that quoted it (the first message of a thread)
 * keeps its title without the text.
 */
export async function forgetRemovedMessage(
  tx: Tx,
  message: { conversationId: string; body: string },
): Promise<void> {
  const shown = await findNewestShownMessage(tx, message.conversationId);
  await setLatestPreview(
    tx,
    message.conversationId,
    shown ? { preview: previewOf(shown.body), side: shown.side } : { preview: '' },
  );
  await unquoteNotifications(tx, {
    type: 'message',
    link: `/messages/${message.conversationId}`,
    body: previewOf(message.body),
  });
}

/** Refuses with 403 when the viewer cannot write in the thread (blocked either way, the other gone or suspended). */
function assertCanSend(row: ConversationView, viewer: Viewer) {
  const reason = cannotSendReason(row, viewer);
  if (reason) throw new HttpError(403, reason.code, reason.message);
}

/** The refs of a message, checked against the pair; the job the thread is then about. */
async function checkRefs(
  tx: Tx,
  conversation: ConversationRow,
  refs: { jobId?: string; applicationId?: string },
): Promise<{ jobId: string | null; applicationId: string | null; threadJobId: string | null }> {
  const { companyId, facilitatorId } = conversation;
  let threadJobId: string | null = null;
  if (refs.jobId) {
    if (!companyId || !(await findReferableJob(tx, refs.jobId, companyId)))
      throw badRequest(em('conversations.unknownJob'), { jobId: [em('conversations.unknownJob')] });
    threadJobId = refs.jobId;
  }
  if (refs.applicationId) {
    const application =
      companyId && facilitatorId
        ? await findPairApplication(tx, refs.applicationId, { companyId, facilitatorId })
        : undefined;
    if (!application) {
      const unknown = em('conversations.unknownApplication');
      throw badRequest(unknown, { applicationId: [unknown] });
    }
    threadJobId ??= application.jobId;
  }
  return { jobId: refs.jobId ?? null, applicationId: refs.applicationId ?? null, threadJobId };
}

/**
 * Adds a message to the thread, in the caller's transaction (which holds the sender's lock): at most
 * MESSAGES_PER_MINUTE per person writing; the thread's latest line and the reader's unread count follow; the
 * reader is emailed MESSAGE_MAIL_DELAY_S later if it is still unread then (unless `mailLater` is false:
 * the caller mails about it itself); both sides' open pages hear of it on commit.
 */
export async function addMessage(
  tx: Tx,
  deps: Pick<ConversationDeps, 'queue' | 'config'>,
  input: {
    conversation: ConversationRow;
    sender: Viewer;
    body: string;
    refs: { jobId?: string; applicationId?: string };
    now: Date;
    mailLater?: boolean;
    kind?: ConversationEvent['kind'];
  },
) {
  const { conversation, sender, now } = input;
  const recent = await countMessagesSince(tx, sender.personId, new Date(now.getTime() - MINUTE_MS));
  if (recent >= deps.config.MESSAGES_PER_MINUTE) throw tooManyRequests(TOO_FAST);
  const refs = await checkRefs(tx, conversation, input.refs);
  const message = await insertMessage(tx, {
    conversationId: conversation.id,
    // The person who wrote it: a member of the company, or the facilitator.
    senderId: sender.personId,
    side: sender.side,
    body: input.body,
    jobId: refs.jobId,
    applicationId: refs.applicationId,
    createdAt: now,
  });
  await recordLatestMessage(tx, conversation.id, {
    side: sender.side,
    preview: previewOf(input.body),
    jobId: refs.threadJobId,
    createdAt: now,
  });
  if (input.mailLater !== false) {
    // Real time, not the business clock: the queue's own clock decides when the job starts.
    const startAfter = new Date(Date.now() + deps.config.MESSAGE_MAIL_DELAY_S * 1000);
    await deps.queue.enqueue(
      'messages.mail',
      { conversationId: conversation.id, messageId: message.id },
      { tx, startAfter },
    );
  }
  await announce(tx, conversation, input.kind ?? 'message');
  return message;
}

/** The thread's view and the message as the sender sees it, read back inside the transaction. */
async function sentMessage(tx: Tx, viewer: Viewer, conversationId: string, messageId: string) {
  const view = await viewOrNotFound(tx, viewer, conversationId);
  const row = await findMessageView(tx, messageId);
  const files = await messageAttachments(tx, [messageId]);
  return toMessage(row!, view, viewer, files.get(messageId));
}

/** Writes in one of the viewer's threads. */
export async function sendMessage(
  deps: ConversationDeps,
  viewer: Viewer,
  id: string,
  input: SendMessageInput,
): Promise<Message> {
  const now = deps.clock.now();
  const sent = await deps.db.transaction(async (tx) => {
    await lockSender(tx, viewer.personId);
    const row = await viewOrNotFound(tx, viewer, id);
    assertCanSend(row, viewer);
    const message = await addMessage(tx, deps, {
      conversation: row.conversation,
      sender: viewer,
      body: input.body,
      refs: input,
      now,
    });
    if (input.attachmentId)
      await attachTo(tx, viewer.personId, input.attachmentId, { messageId: message.id });
    return sentMessage(tx, viewer, row.conversation.id, message.id);
  });
  deps.metrics.messages.inc();
  return sent;
}

/**
 * The pair's thread for a first message from `viewer` to account `to`: the existing one, or a new one
 * when the rules allow it. A company writes to a facilitator whose profile is listed, at most
 * MESSAGE_THREADS_PER_DAY new threads a day; a facilitator writes to a company once they applied to one
 * of its jobs, or once the company wrote. The caller holds the sender's lock.
 */
export async function pairThread(
  tx: Tx,
  deps: Pick<ConversationDeps, 'config'>,
  viewer: Viewer,
  to: string,
  now: Date,
): Promise<{ conversation: ConversationRow; created: boolean }> {
  const account = to !== viewer.id ? await findAccount(tx, to) : undefined;
  if (!account) throw notFound(USER_NOT_FOUND);
  if (account.userType === viewer.side) {
    throw badRequest(
      em(viewer.side === 'company' ? 'conversations.facilitatorsOnly' : 'conversations.companiesOnly'),
    );
  }
  const pair =
    viewer.side === 'company'
      ? { companyId: viewer.id, facilitatorId: to }
      : { companyId: to, facilitatorId: viewer.id };
  const existing = await findPairConversation(tx, pair.companyId, pair.facilitatorId);
  if (existing) return { conversation: existing, created: false };
  if (viewer.side === 'company') {
    // A listed profile: completed, not hidden, its owner not suspended.
    if (!account.facilitatorListed) throw notFound(USER_NOT_FOUND);
    const limit = deps.config.MESSAGE_THREADS_PER_DAY;
    if ((await countThreadsStartedSince(tx, viewer.id, new Date(now.getTime() - DAY_MS))) >= limit) {
      throw tooManyRequests(em('conversations.perDay', { limit }));
    }
  } else {
    if (account.suspended) throw notFound(USER_NOT_FOUND);
    if (!(await hasAppliedToCompany(tx, viewer.id, to))) throw new HttpError(403, 'NOT_ALLOWED', NOT_ALLOWED);
  }
  return openPairConversation(tx, {
    ...pair,
    startedBy: viewer.side,
    // The member who wrote first is responsible for the thread.
    companyOwnerId: viewer.side === 'company' ? viewer.personId : null,
    now,
  });
}

/**
 * Holds the party's writes (its new threads and invitations, counted a day per party) and then the
 * person's (their messages, counted a minute per person), always in this order.
 */
export async function lockParty(tx: Tx, viewer: Viewer) {
  await lockSender(tx, viewer.id);
  if (viewer.personId !== viewer.id) await lockSender(tx, viewer.personId);
}

/** A new thread's notification title, by the button that started it. */
const START_TITLES = {
  message: 'message.title',
  contact: 'message.title',
  availability: 'availability.title',
} as const satisfies Record<string, NoticeKey>;

/**
 * Writes to a company or facilitator: opens the pair's thread (see `pairThread`) or continues it. A new
 * thread also rings the other side's bell, worded by the button that started it.
 */
export async function startConversation(
  deps: ConversationDeps,
  viewer: Viewer,
  input: StartConversationInput,
): Promise<ConversationStarted> {
  const now = deps.clock.now();
  const started = await deps.db.transaction(async (tx) => {
    await lockParty(tx, viewer);
    const { conversation, created } = await pairThread(tx, deps, viewer, input.to, now);
    const row = await viewOrNotFound(tx, viewer, conversation.id);
    assertCanSend(row, viewer);
    const message = await addMessage(tx, deps, {
      conversation,
      sender: viewer,
      body: input.body,
      refs: input,
      now,
    });
    if (created) {
      const me = conversationParty(row, viewer.side);
      await createNotification(tx, {
        ...partyRecipient(otherSide(viewer.side), input.to),
        type: 'message',
        words: (notice) => ({
          title: notice(START_TITLES[input.kind], { name: me.name }),
          body: previewOf(input.body),
        }),
        link: `/messages/${conversation.id}`,
        createdAt: now,
      });
    }
    return {
      conversationId: conversation.id,
      message: await sentMessage(tx, viewer, conversation.id, message.id),
    };
  });
  deps.metrics.messages.inc();
  return started;
}
