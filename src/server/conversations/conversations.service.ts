import {
  INBOX_PAGE_SIZE,
  THREAD_PAGE_SIZE,
  type ConversationDetail,
  type ConversationEvent,
  type InboxPage,
  type MessagesPage,
  type Unread,
} from '../../shared/messages';
import { toPage } from '../../shared/pagination';
import { localizeMessage } from '../../shared/i18n/keyed-messages';
import type { Locale } from '../../shared/i18n/locales';
import { profileOf, type MemberUser } from '../auth/session';
import type { OrgPermission } from '../../shared/organisation-roles';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { badRequest, notFound } from '../http/errors';
import { isUuid } from '../http/params';
import type { QueuedMailer } from '../mail/queued-mailer';
import type { JobQueue } from '../queue/job-queue';
import {
  announceConversationEvent,
  findConversationView,
  listInbox,
  markConversationRead,
  unreadTotal,
  type ConversationRow,
  type ConversationView,
  type Viewer,
} from './conversations.repo';
import { insertBlock, deleteBlock } from './blocks.repo';
import { markInvitationsSeen } from './invitations.repo';
import { listMessages } from './messages.repo';
import type { Tally } from '../metrics/metrics';
import { otherOf, otherReadAt, toMessage, toSummary } from './conversations.mappers';
import { messageAttachments } from '../attachments/attachments.service';
import { em } from '../http/error-messages';

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

export const CONVERSATION_NOT_FOUND = em('conversations.notFound');
export const USER_NOT_FOUND = em('users.notFound');
export const NOT_ALLOWED = em('conversations.notAllowed');
export const TOO_FAST = em('conversations.tooFast');
export const ACCOUNT_GONE = em('conversations.accountGone');
export const ACCOUNT_SUSPENDED = em('conversations.accountSuspended');

/**
 * A thread's party as the signed-in person sees it: a facilitator is their own party; a company-side
 * person acts for their organisation (403 without one, or when their role lacks `permission`: every
 * member reads the organisation's threads, writing in them takes 'pipeline').
 */
export const viewerOf = (current: MemberUser, permission: OrgPermission = 'read'): Viewer => ({
  id: profileOf(current, permission).id,
  side: current.userType,
  personId: current.id,
});

/** Why the viewer cannot write in this thread; null when they can. */
export function cannotSendReason(
  row: ConversationView,
  viewer: Viewer,
): { code: string; message: string } | null {
  const other = otherOf(row, viewer);
  if (!other.id)
    return {
      code: 'ACCOUNT_GONE',
      message: em(other.side === 'company' ? 'departed.company' : 'departed.facilitator'),
    };
  if (row.blockedByMe)
    return { code: 'BLOCKED', message: em('conversations.youBlocked', { name: other.name }) };
  if (row.blockedMe)
    return { code: 'BLOCKED', message: em('conversations.blockedYou', { name: other.name }) };
  const suspended = viewer.side === 'company' ? row.facilitatorSuspended : row.companySuspended;
  if (suspended) return { code: 'ACCOUNT_SUSPENDED', message: ACCOUNT_SUSPENDED };
  return null;
}

/** A reason not to write, as a reader in `locale` reads it (a thread's head says it without an error). */
const localizedReason = (reason: { message: string } | null, locale: Locale) =>
  reason ? localizeMessage(locale, reason.message) : null;

// ---------------------------------------------------------------- reading

/** The viewer's conversation, or 404 (also for an id that is not a UUID). */
export async function viewOrNotFound(db: Db | Tx, viewer: Viewer, id: string): Promise<ConversationView> {
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

/** The thread's head; why the viewer cannot write in it is in `locale`, the reader's language. */
export async function conversationDetail(
  db: Db,
  viewer: Viewer,
  id: string,
  locale: Locale,
): Promise<ConversationDetail> {
  const row = await viewOrNotFound(db, viewer, id);
  return {
    conversation: toSummary(row, viewer),
    otherReadAt: otherReadAt(row.conversation, viewer),
    blockedByMe: row.blockedByMe,
    cannotSend: localizedReason(cannotSendReason(row, viewer), locale),
  };
}

/** A page's `olderCursor`: opaque to the browser, the (createdAt, id) of the oldest message shown. */
export const encodeCursor = (message: { createdAt: Date; id: string }) =>
  Buffer.from(`${message.createdAt.toISOString()}|${message.id}`).toString('base64url');

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (rest.length || !id || !isUuid(id) || Number.isNaN(createdAt.getTime()))
    throw badRequest(em('conversations.unknownCursor'), { before: [em('conversations.unknownCursor')] });
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
  const files = await messageAttachments(
    db,
    page.map((row) => row.message.id),
  );
  return {
    items: page.reverse().map((row) => toMessage(row, conversation, viewer, files.get(row.message.id))),
    olderCursor: rows.length > THREAD_PAGE_SIZE && oldest ? encodeCursor(oldest.message) : null,
    otherReadAt: otherReadAt(conversation.conversation, viewer),
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

/** Both sides' open pages hear of the change when the transaction commits. */
export const announce = (tx: Tx, conversation: ConversationRow, kind: ConversationEvent['kind']) =>
  announceConversationEvent(tx, {
    userIds: [conversation.companyId, conversation.facilitatorId],
    conversationId: conversation.id,
    kind,
  });
