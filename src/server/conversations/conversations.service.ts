import { truncateAtWord } from '../../shared/text';
import {
  DELETED_USER,
  INBOX_PAGE_SIZE,
  MESSAGE_PREVIEW_LENGTH,
  THREAD_PAGE_SIZE,
  type ConversationDetail,
  type ConversationEvent,
  type ConversationSide,
  type ConversationStarted,
  type ConversationSummary,
  type InboxPage,
  type InvitationItem,
  type Message,
  type MessagesPage,
  type Party,
  type SendMessageInput,
  type StartConversationInput,
  type Unread,
} from '../../shared/messages';
import { toPage } from '../../shared/pagination';
import type { UserType } from '../../shared/constants';
import { DAY_MS, type Clock } from '../clock';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { badRequest, HttpError, notFound, tooManyRequests } from '../http/errors';
import { isUuid } from '../http/params';
import type { QueuedMailer } from '../mail/queued-mailer';
import { createNotification, unquoteNotifications } from '../notifications/notifications.service';
import type { JobQueue } from '../queue/job-queue';
import { uploadUrl } from '../storage/files';
import {
  announceConversationEvent,
  countMessagesSince,
  countThreadsStartedSince,
  findAccount,
  findConversationView,
  findMessageView,
  findNewestShownMessage,
  findPairApplication,
  findPairConversation,
  findReferableJob,
  hasAppliedToCompany,
  insertBlock,
  deleteBlock,
  insertMessage,
  listInbox,
  listMessages,
  lockSender,
  markConversationRead,
  markInvitationsSeen,
  openPairConversation,
  otherSide,
  recordLatestMessage,
  setLatestPreview,
  unreadTotal,
  type ConversationRow,
  type ConversationView,
  type MessageView,
  type Viewer,
} from './conversations.repo';
import type { Tally } from '../metrics/metrics';

/** What the conversation services need of the app. */
export interface ConversationDeps {
  db: Db;
  clock: Clock;
  queue: Pick<JobQueue, 'enqueue'>;
  mailer: QueuedMailer;
  config: Pick<
    Config,
    | 'MESSAGES_PER_MINUTE'
    | 'MESSAGE_THREADS_PER_DAY'
    | 'INVITATIONS_PER_DAY'
    | 'MESSAGE_MAIL_DELAY_S'
    | 'SITE_URL'
  >;
  /** Counts each message once its transaction committed. */
  metrics: { messages: Tally };
}

export const CONVERSATION_NOT_FOUND = 'Conversation not found.';
export const USER_NOT_FOUND = 'User not found.';
export const NOT_ALLOWED =
  'You can message a company once you have applied to one of its jobs, or once it has contacted you.';
export const TOO_FAST = 'You are sending messages too fast. Please wait a minute.';
export const ACCOUNT_GONE = 'This account no longer exists.';
export const ACCOUNT_SUSPENDED = 'This account is suspended.';
const MINUTE_MS = 60_000;

/** The side of every conversation an account of this type is on (an admin is a company account). */
export const viewerOf = (current: { id: string; userType: UserType }): Viewer => ({
  id: current.id,
  side: current.userType,
});

// ---------------------------------------------------------------- parties

/** The columns of both parties' profiles, as a conversation or invitation query selects them. */
export interface PartyColumns {
  companyId: string | null;
  companyName: string | null;
  companyLogoPath: string | null;
  companyListed: boolean;
  facilitatorId: string | null;
  facilitatorFirstName: string | null;
  facilitatorLastName: string | null;
  facilitatorAvatarPath: string | null;
  facilitatorListed: boolean;
}

/**
 * One side as the other sees it: the company's name and logo or the facilitator's name and picture, a
 * link to the profile only while it is listed, and "Deleted user" once the account is gone.
 */
export function partyOf(columns: PartyColumns, side: ConversationSide): Party {
  const id = side === 'company' ? columns.companyId : columns.facilitatorId;
  if (!id) return { side, id: null, name: DELETED_USER, avatarUrl: null, profileUrl: null };
  if (side === 'company') {
    return {
      side,
      id,
      name: columns.companyName ?? DELETED_USER,
      avatarUrl: uploadUrl(columns.companyLogoPath),
      profileUrl: columns.companyListed ? `/companies/${id}` : null,
    };
  }
  const name = `${columns.facilitatorFirstName ?? ''} ${columns.facilitatorLastName ?? ''}`.trim();
  return {
    side,
    id,
    name: name || DELETED_USER,
    avatarUrl: uploadUrl(columns.facilitatorAvatarPath),
    profileUrl: columns.facilitatorListed ? `/facilitators/${id}` : null,
  };
}

const viewColumns = (row: ConversationView): PartyColumns => ({
  ...row,
  companyId: row.conversation.companyId,
  facilitatorId: row.conversation.facilitatorId,
});

const otherOf = (row: ConversationView, viewer: Viewer) => partyOf(viewColumns(row), otherSide(viewer.side));

/** Why the viewer cannot write in this thread; null when they can. */
export function cannotSendReason(
  row: ConversationView,
  viewer: Viewer,
): { code: string; message: string } | null {
  const other = otherOf(row, viewer);
  if (!other.id) return { code: 'ACCOUNT_GONE', message: ACCOUNT_GONE };
  if (row.blockedByMe)
    return { code: 'BLOCKED', message: `You blocked ${other.name}. Unblock them to send messages.` };
  if (row.blockedMe) return { code: 'BLOCKED', message: `${other.name} is not accepting messages from you.` };
  const suspended = viewer.side === 'company' ? row.facilitatorSuspended : row.companySuspended;
  if (suspended) return { code: 'ACCOUNT_SUSPENDED', message: ACCOUNT_SUSPENDED };
  return null;
}

const readAtOf = (row: ConversationRow, side: ConversationSide) =>
  side === 'company' ? row.companyReadAt : row.facilitatorReadAt;

const jobRef = (id: string | null, title: string | null) =>
  id && title ? { id, title, url: `/jobs/${id}` } : null;

export function toSummary(row: ConversationView, viewer: Viewer): ConversationSummary {
  const c = row.conversation;
  return {
    id: c.id,
    other: otherOf(row, viewer),
    job: jobRef(c.jobId, row.jobTitle),
    lastMessage: {
      preview: c.lastMessagePreview,
      fromMe: c.lastMessageSide === viewer.side,
      createdAt: c.lastMessageAt.toISOString(),
    },
    unreadCount: viewer.side === 'company' ? c.companyUnread : c.facilitatorUnread,
  };
}

export function toInvitationItem(invitation: {
  id: string;
  jobId: string;
  jobTitle: string;
  status: InvitationItem['status'];
  declineReason: string | null;
  createdAt: Date;
  respondedAt: Date | null;
}): InvitationItem {
  return {
    id: invitation.id,
    job: jobRef(invitation.jobId, invitation.jobTitle)!,
    status: invitation.status,
    declineReason: invitation.declineReason,
    createdAt: invitation.createdAt.toISOString(),
    respondedAt: invitation.respondedAt?.toISOString() ?? null,
  };
}

/** A message as the viewer sees it: whose it is, its text (none once an admin removed it), what it refers to. */
export function toMessage(row: MessageView, conversation: ConversationView, viewer: Viewer): Message {
  const m = row.message;
  const author = m.senderId ? partyOf(viewColumns(conversation), m.side) : null;
  const application = row.application?.id ? row.application : null;
  const invitation = row.invitation?.id ? row.invitation : null;
  return {
    id: m.id,
    conversationId: m.conversationId,
    fromMe: m.side === viewer.side,
    author: author
      ? { name: author.name, profileUrl: author.profileUrl }
      : { name: DELETED_USER, profileUrl: null },
    body: m.hiddenAt ? '' : m.body,
    removed: !!m.hiddenAt,
    createdAt: m.createdAt.toISOString(),
    job: jobRef(m.jobId, row.jobTitle),
    application:
      application && application.jobTitle && application.jobId
        ? {
            id: application.id!,
            jobTitle: application.jobTitle,
            url:
              viewer.side === 'company'
                ? `/company/jobs/${application.jobId}/applicants`
                : '/facilitator/applications',
          }
        : null,
    invitation:
      invitation && invitation.jobTitle
        ? toInvitationItem({
            id: invitation.id!,
            jobId: invitation.jobId!,
            jobTitle: invitation.jobTitle,
            status: invitation.status!,
            declineReason: invitation.declineReason,
            createdAt: invitation.createdAt!,
            respondedAt: invitation.respondedAt,
          })
        : null,
  };
}

// ---------------------------------------------------------------- reading

async function viewOrNotFound(db: Db | Tx, viewer: Viewer, id: string): Promise<ConversationView> {
  const row = isUuid(id) ? await findConversationView(db, viewer, id) : undefined;
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return row;
}

/** The viewer's inbox: a page of threads, the latest message first, and their unread total. */
export async function inboxPage(db: Db, viewer: Viewer, page: number): Promise<InboxPage> {
  const [{ rows, total }, unread] = await Promise.all([
    listInbox(db, viewer, page, INBOX_PAGE_SIZE),
    unreadTotal(db, viewer),
  ]);
  return {
    ...toPage(
      rows.map((row) => toSummary(row, viewer)),
      total,
      page,
      INBOX_PAGE_SIZE,
    ),
    unreadTotal: unread,
  };
}

export async function unread(db: Db, viewer: Viewer): Promise<Unread> {
  return { unreadTotal: await unreadTotal(db, viewer) };
}

export async function conversationDetail(db: Db, viewer: Viewer, id: string): Promise<ConversationDetail> {
  const row = await viewOrNotFound(db, viewer, id);
  const otherReadAt = readAtOf(row.conversation, otherSide(viewer.side));
  return {
    conversation: toSummary(row, viewer),
    otherReadAt: otherReadAt?.toISOString() ?? null,
    blockedByMe: row.blockedByMe,
    cannotSend: cannotSendReason(row, viewer)?.message ?? null,
  };
}

/** A page's `olderCursor`: opaque to the browser, the (createdAt, id) of the oldest message shown. */
export const encodeCursor = (message: { createdAt: Date; id: string }) =>
  Buffer.from(`${message.createdAt.toISOString()}|${message.id}`).toString('base64url');

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (rest.length || !id || !isUuid(id) || Number.isNaN(createdAt.getTime()))
    throw badRequest('Unknown cursor.', { before: ['Unknown cursor.'] });
  return { createdAt, id };
}

/** THREAD_PAGE_SIZE messages before `before` (the newest without), oldest first. */
export async function messagesPage(
  db: Db,
  viewer: Viewer,
  id: string,
  before: string | undefined,
): Promise<MessagesPage> {
  const cursor = before ? decodeCursor(before) : null;
  const conversation = await viewOrNotFound(db, viewer, id);
  const rows = await listMessages(db, conversation.conversation.id, cursor, THREAD_PAGE_SIZE + 1);
  const page = rows.slice(0, THREAD_PAGE_SIZE);
  const oldest = page.at(-1);
  const otherReadAt = readAtOf(conversation.conversation, otherSide(viewer.side));
  return {
    items: page.reverse().map((row) => toMessage(row, conversation, viewer)),
    olderCursor: rows.length > THREAD_PAGE_SIZE && oldest ? encodeCursor(oldest.message) : null,
    otherReadAt: otherReadAt?.toISOString() ?? null,
  };
}

/** The viewer read the thread: nothing unread, invitations to them seen; the other side's "Seen" follows live. */
export async function readConversation(db: Db, viewer: Viewer, id: string, now: Date): Promise<Unread> {
  return db.transaction(async (tx) => {
    const row = await viewOrNotFound(tx, viewer, id);
    const c = row.conversation;
    await markConversationRead(tx, viewer, c.id, now);
    if (viewer.side === 'facilitator') await markInvitationsSeen(tx, c.id, viewer.id, now);
    await announce(tx, c, 'read');
    return { unreadTotal: await unreadTotal(tx, viewer) };
  });
}

/** Blocks (or unblocks) the other side of the thread: nobody writes in it while either block stands. */
export async function setBlock(db: Db, viewer: Viewer, id: string, blocked: boolean, now: Date) {
  return db.transaction(async (tx) => {
    const row = await viewOrNotFound(tx, viewer, id);
    const other = otherOf(row, viewer);
    if (!other.id) throw badRequest(ACCOUNT_GONE);
    if (blocked) await insertBlock(tx, viewer.id, other.id, now);
    else await deleteBlock(tx, viewer.id, other.id);
    await announce(tx, row.conversation, 'block');
    return { blocked };
  });
}

const announce = (tx: Tx, conversation: ConversationRow, kind: ConversationEvent['kind']) =>
  announceConversationEvent(tx, {
    userIds: [conversation.companyId, conversation.facilitatorId],
    conversationId: conversation.id,
    kind,
  });

// ---------------------------------------------------------------- writing

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
      throw badRequest('Unknown job.', { jobId: ['Unknown job.'] });
    threadJobId = refs.jobId;
  }
  if (refs.applicationId) {
    const application =
      companyId && facilitatorId
        ? await findPairApplication(tx, refs.applicationId, { companyId, facilitatorId })
        : undefined;
    if (!application) throw badRequest('Unknown application.', { applicationId: ['Unknown application.'] });
    threadJobId ??= application.jobId;
  }
  return { jobId: refs.jobId ?? null, applicationId: refs.applicationId ?? null, threadJobId };
}

/**
 * Adds a message to the thread, in the caller's transaction (which holds the sender's lock): at most
 * MESSAGES_PER_MINUTE per sender; the thread's latest line and the reader's unread count follow; the
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
  const recent = await countMessagesSince(tx, sender.id, new Date(now.getTime() - MINUTE_MS));
  if (recent >= deps.config.MESSAGES_PER_MINUTE) throw tooManyRequests(TOO_FAST);
  const refs = await checkRefs(tx, conversation, input.refs);
  const message = await insertMessage(tx, {
    conversationId: conversation.id,
    senderId: sender.id,
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
  return toMessage(row!, view, viewer);
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
    await lockSender(tx, viewer.id);
    const row = await viewOrNotFound(tx, viewer, id);
    assertCanSend(row, viewer);
    const message = await addMessage(tx, deps, {
      conversation: row.conversation,
      sender: viewer,
      body: input.body,
      refs: input,
      now,
    });
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
      viewer.side === 'company' ? 'You can only message facilitators.' : 'You can only message companies.',
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
      throw tooManyRequests(
        `You can start at most ${limit} new conversations a day. Please try again tomorrow.`,
      );
    }
  } else {
    if (account.suspended) throw notFound(USER_NOT_FOUND);
    if (!(await hasAppliedToCompany(tx, viewer.id, to))) throw new HttpError(403, 'NOT_ALLOWED', NOT_ALLOWED);
  }
  return openPairConversation(tx, { ...pair, startedBy: viewer.side, now });
}

const START_TITLES = {
  message: (name: string) => `${name} sent you a message`,
  contact: (name: string) => `${name} sent you a message`,
  availability: (name: string) => `${name} is asking about your availability`,
};

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
    await lockSender(tx, viewer.id);
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
      const me = partyOf(viewColumns(row), viewer.side);
      await createNotification(tx, {
        userId: input.to,
        type: 'message',
        title: START_TITLES[input.kind](me.name),
        body: previewOf(input.body),
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
