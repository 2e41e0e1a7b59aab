import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { otherSide, type ConversationSide } from '../../shared/messages';
import type { DbOrTx, Tx } from '../db/client';
import { pageOffset } from '../db/paging';
import {
  applications,
  companies,
  conversations,
  facilitators,
  invitations,
  jobs,
  messages,
  user,
  userBlocks,
} from '../db/schema';
import { isListed } from '../profiles/profile-sql';

/** The PostgreSQL channel every instance's hub LISTENs on; the payload is `{ userIds, conversationId, kind }`. */
export const CONVERSATION_CHANNEL = 'conversation_events';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;

/** Who reads: their account and the side of the conversation it is on. */
export interface Viewer {
  id: string;
  side: ConversationSide;
}

/** A side's account column on a conversation. */
export const sideColumn = (side: ConversationSide) =>
  side === 'company' ? conversations.companyId : conversations.facilitatorId;
/** The name of a side's unread count on a conversation. */
const unreadKey = (side: ConversationSide) => (side === 'company' ? 'companyUnread' : 'facilitatorUnread');

// Scalar lookups by primary key, one per row of a page: never a scan of every account or block.
const suspended = (id: AnyPgColumn) =>
  sql<boolean>`coalesce((select u.suspended_at is not null from "user" u where u.id = ${id}), false)`;

/** Whether `blocker` blocked the account in column `blocked` (a block of a deleted account is gone with it). */
const blockedBy = (blocker: AnyPgColumn, blocked: AnyPgColumn) =>
  sql<boolean>`coalesce((select true from ${userBlocks} b where b.blocker_id = ${blocker} and b.blocked_id = ${blocked}), false)`;

/**
 * A conversation with both parties as their profiles show them (name, picture, whether the profile is
 * listed, whether the account is suspended), the job it is about, and the blocks between the viewer and
 * the other side. Never an email address.
 */
function conversationColumns(viewer: Viewer) {
  const mine = sideColumn(viewer.side);
  const theirs = sideColumn(otherSide(viewer.side));
  return {
    conversation: conversations,
    jobTitle: jobs.title,
    companyName: companies.name,
    companyLogoPath: companies.logoPath,
    companyListed: sql<boolean>`coalesce(${isListed(companies)}, false)`,
    companySuspended: suspended(conversations.companyId),
    facilitatorFirstName: facilitators.firstName,
    facilitatorLastName: facilitators.lastName,
    facilitatorAvatarPath: facilitators.avatarPath,
    facilitatorListed: sql<boolean>`coalesce(${isListed(facilitators)}, false)`,
    facilitatorSuspended: suspended(conversations.facilitatorId),
    blockedByMe: blockedBy(mine, theirs),
    blockedMe: blockedBy(theirs, mine),
  };
}

export type ConversationView = Awaited<ReturnType<typeof selectConversations>>[number];

function selectConversations(db: DbOrTx, viewer: Viewer, where: SQL | undefined) {
  return db
    .select(conversationColumns(viewer))
    .from(conversations)
    .leftJoin(companies, eq(companies.id, conversations.companyId))
    .leftJoin(facilitators, eq(facilitators.id, conversations.facilitatorId))
    .leftJoin(jobs, eq(jobs.id, conversations.jobId))
    .where(where);
}

/** The viewer's threads: those they are a party to, except where they blocked the other side. */
const inboxOf = (viewer: Viewer) => {
  const mine = sideColumn(viewer.side);
  const theirs = sideColumn(otherSide(viewer.side));
  // The reader's blocks are read once (a hashed list), so that the inbox index is walked in its order
  // and a page stops after its rows; an anti-join would read and sort all of the reader's threads.
  return and(
    eq(mine, viewer.id),
    sql`(${theirs} is null or ${theirs} not in (select b.blocked_id from ${userBlocks} b where b.blocker_id = ${viewer.id}))`,
  )!;
};

/** One of the viewer's conversations (blocked or not); undefined when it is not theirs. */
export async function findConversationView(
  db: DbOrTx,
  viewer: Viewer,
  id: string,
): Promise<ConversationView | undefined> {
  const [row] = await selectConversations(
    db,
    viewer,
    and(eq(conversations.id, id), eq(sideColumn(viewer.side), viewer.id)),
  );
  return row;
}

/**
 * A page of the viewer's inbox, the latest message first, and how many threads it holds. The page is
 * found in the inbox index alone (a subquery that stops after its rows); only those threads are then
 * joined with their parties, so the cost stays that of one page however many threads the viewer has.
 */
export async function listInbox(db: DbOrTx, viewer: Viewer, page: number, pageSize: number) {
  const where = inboxOf(viewer);
  const pageIds = db
    .select({ id: conversations.id })
    .from(conversations)
    .where(where)
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const [rows, [totalRow]] = await Promise.all([
    selectConversations(db, viewer, inArray(conversations.id, pageIds)).orderBy(
      desc(conversations.lastMessageAt),
      desc(conversations.id),
    ),
    db.select({ n: count() }).from(conversations).where(where),
  ]);
  return { rows, total: totalRow!.n };
}

/** The viewer's unread messages over their inbox (threads with a block by them do not count). */
export async function unreadTotal(db: DbOrTx, viewer: Viewer): Promise<number> {
  const unread = conversations[unreadKey(viewer.side)];
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${unread}), 0)::int` })
    .from(conversations)
    .where(and(inboxOf(viewer), gt(unread, 0)));
  return row!.n;
}

/** The pair's conversation, if there is one. */
export async function findPairConversation(tx: DbOrTx, companyId: string, facilitatorId: string) {
  const [row] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.companyId, companyId), eq(conversations.facilitatorId, facilitatorId)));
  return row;
}

/**
 * Opens the pair's conversation, or answers the one that exists (also when the other side opened it at
 * the same moment); `created` tells which.
 */
export async function openPairConversation(
  tx: Tx,
  values: { companyId: string; facilitatorId: string; startedBy: ConversationSide; now: Date },
): Promise<{ conversation: ConversationRow; created: boolean }> {
  const [inserted] = await tx
    .insert(conversations)
    .values({
      companyId: values.companyId,
      facilitatorId: values.facilitatorId,
      startedBy: values.startedBy,
      lastMessageAt: values.now,
      lastMessageSide: values.startedBy,
      lastMessagePreview: '',
      createdAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { conversation: inserted, created: true };
  const existing = await findPairConversation(tx, values.companyId, values.facilitatorId);
  return { conversation: existing!, created: false };
}

/** Holds every write of one sender (messages, threads, invitations) until the transaction ends, so limits count right. */
export async function lockSender(tx: Tx, senderId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`messages:${senderId}`}))`);
}

export async function countMessagesSince(tx: DbOrTx, senderId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), gt(messages.createdAt, since)));
  return row!.n;
}

/** The threads a company opened itself since `since` (those a facilitator opened do not count). */
export async function countThreadsStartedSince(tx: DbOrTx, companyId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(conversations)
    .where(
      and(
        eq(conversations.companyId, companyId),
        gt(conversations.createdAt, since),
        eq(conversations.startedBy, 'company'),
      ),
    );
  return row!.n;
}

export async function countInvitationsSince(tx: DbOrTx, companyId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(invitations)
    .where(and(eq(invitations.companyId, companyId), gt(invitations.createdAt, since)));
  return row!.n;
}

export async function insertMessage(tx: Tx, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values(values).returning();
  return row!;
}

/** A new message is the thread's latest: the inbox's line, its job, and one more unread for the reader. */
export async function recordLatestMessage(
  tx: Tx,
  conversationId: string,
  message: { side: ConversationSide; preview: string; jobId: string | null; createdAt: Date },
) {
  const readerUnread = unreadKey(otherSide(message.side));
  await tx
    .update(conversations)
    .set({
      lastMessageAt: message.createdAt,
      lastMessageSide: message.side,
      lastMessagePreview: message.preview,
      ...(message.jobId && { jobId: message.jobId }),
      [readerUnread]: sql`${conversations[readerUnread]} + 1`,
    })
    .where(eq(conversations.id, conversationId));
}

/** The newest message of the thread an admin has not removed; undefined when there is none. */
export async function findNewestShownMessage(tx: DbOrTx, conversationId: string) {
  const [row] = await tx
    .select({ body: messages.body, side: messages.side })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), isNull(messages.hiddenAt)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return row;
}

/** The inbox's line of the thread, and whose it is, without touching its time or unread counts. */
export async function setLatestPreview(
  tx: Tx,
  conversationId: string,
  latest: { preview: string; side?: ConversationSide },
) {
  await tx
    .update(conversations)
    .set({ lastMessagePreview: latest.preview, ...(latest.side && { lastMessageSide: latest.side }) })
    .where(eq(conversations.id, conversationId));
}

/** The viewer read the thread: their read mark is now, nothing is unread for them. */
export async function markConversationRead(tx: Tx, viewer: Viewer, id: string, now: Date) {
  await tx
    .update(conversations)
    .set(
      viewer.side === 'company'
        ? { companyReadAt: now, companyUnread: 0 }
        : { facilitatorReadAt: now, facilitatorUnread: 0 },
    )
    .where(and(eq(conversations.id, id), eq(sideColumn(viewer.side), viewer.id)));
}

/** The invitations of the thread to this facilitator that they had not seen: seen now. */
export async function markInvitationsSeen(tx: Tx, conversationId: string, facilitatorId: string, now: Date) {
  await tx
    .update(invitations)
    .set({ status: 'seen', seenAt: now })
    .where(
      and(
        eq(invitations.conversationId, conversationId),
        eq(invitations.facilitatorId, facilitatorId),
        eq(invitations.status, 'sent'),
      ),
    );
}

/** Tells every instance's hub; PostgreSQL delivers it when the transaction commits. */
export async function announceConversationEvent(
  tx: DbOrTx,
  event: {
    userIds: (string | null)[];
    conversationId: string;
    kind: 'message' | 'read' | 'invitation' | 'block';
  },
) {
  const userIds = event.userIds.filter((id): id is string => !!id);
  if (!userIds.length) return;
  await tx.execute(sql`select pg_notify(${CONVERSATION_CHANNEL}, ${JSON.stringify({ ...event, userIds })})`);
}

// ---------------------------------------------------------------- messages of a thread

const messageJob = alias(jobs, 'message_job');
const applicationJob = alias(jobs, 'application_job');
const invitationJob = alias(jobs, 'invitation_job');

/** A thread's messages with what they refer to (job, application, invitation), newest first. */
function selectMessages(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      message: messages,
      jobTitle: messageJob.title,
      application: { id: applications.id, jobId: applications.jobId, jobTitle: applicationJob.title },
      invitation: {
        id: invitations.id,
        jobId: invitations.jobId,
        jobTitle: invitationJob.title,
        status: invitations.status,
        declineReason: invitations.declineReason,
        createdAt: invitations.createdAt,
        respondedAt: invitations.respondedAt,
      },
    })
    .from(messages)
    .leftJoin(messageJob, eq(messageJob.id, messages.jobId))
    .leftJoin(applications, eq(applications.id, messages.applicationId))
    .leftJoin(applicationJob, eq(applicationJob.id, applications.jobId))
    .leftJoin(invitations, eq(invitations.messageId, messages.id))
    .leftJoin(invitationJob, eq(invitationJob.id, invitations.jobId))
    .where(where);
}

export type MessageView = Awaited<ReturnType<typeof selectMessages>>[number];

/**
 * Up to `limit` messages of the thread before the cursor (all when none), newest first: the page is
 * found in the thread index alone (a subquery), then only those messages are joined with what they refer to.
 */
export function listMessages(
  db: DbOrTx,
  conversationId: string,
  before: { createdAt: Date; id: string } | null,
  limit: number,
) {
  const pageIds = db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        before
          ? or(
              lt(messages.createdAt, before.createdAt),
              and(eq(messages.createdAt, before.createdAt), lt(messages.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return selectMessages(db, inArray(messages.id, pageIds)).orderBy(
    desc(messages.createdAt),
    desc(messages.id),
  );
}

export async function findMessageView(db: DbOrTx, id: string): Promise<MessageView | undefined> {
  const [row] = await selectMessages(db, eq(messages.id, id));
  return row;
}

// ---------------------------------------------------------------- parties and references

/** An account as the conversation rules need it: its type, whether suspended, and its profile. */
export async function findAccount(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: user.id,
      userType: user.userType,
      suspended: sql<boolean>`${user.suspendedAt} is not null`,
      companyName: companies.name,
      firstName: facilitators.firstName,
      lastName: facilitators.lastName,
      facilitatorListed: sql<boolean>`coalesce(${isListed(facilitators)}, false)`,
    })
    .from(user)
    .leftJoin(companies, eq(companies.id, user.id))
    .leftJoin(facilitators, eq(facilitators.id, user.id))
    .where(eq(user.id, id));
  return row;
}

/** The account's address, for mail only: it never leaves the server. */
export async function emailOf(tx: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await tx.select({ email: user.email }).from(user).where(eq(user.id, id));
  return row?.email;
}

export async function insertBlock(tx: DbOrTx, blockerId: string, blockedId: string, now: Date) {
  await tx.insert(userBlocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
}

export async function deleteBlock(tx: DbOrTx, blockerId: string, blockedId: string) {
  await tx
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

/** Whether the facilitator has an application, in any status, to one of the company's jobs. */
export async function hasAppliedToCompany(tx: DbOrTx, facilitatorId: string, companyId: string) {
  const [row] = await tx
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.facilitatorId, facilitatorId), eq(jobs.companyId, companyId)))
    .limit(1);
  return !!row;
}

/** A job of the company that a message may refer to: any but a draft. */
export async function findReferableJob(tx: DbOrTx, jobId: string, companyId: string) {
  const [row] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId), ne(jobs.status, 'draft')));
  return row;
}

/** The facilitator's application to one of the company's jobs. */
export async function findPairApplication(
  tx: DbOrTx,
  applicationId: string,
  pair: { companyId: string; facilitatorId: string },
) {
  const [row] = await tx
    .select({ id: applications.id, jobId: applications.jobId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.facilitatorId, pair.facilitatorId),
        eq(jobs.companyId, pair.companyId),
      ),
    );
  return row;
}

// ---------------------------------------------------------------- invitations

export async function findCompanyJob(tx: DbOrTx, jobId: string, companyId: string) {
  const [row] = await tx
    .select({ id: jobs.id, title: jobs.title, status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
  return row;
}

export async function findInvitation(tx: DbOrTx, jobId: string, facilitatorId: string) {
  const [row] = await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.jobId, jobId), eq(invitations.facilitatorId, facilitatorId)));
  return row;
}

/** Whether the facilitator has an application to the job that they have not withdrawn. */
export async function hasActiveApplication(tx: DbOrTx, jobId: string, facilitatorId: string) {
  const [row] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.jobId, jobId),
        eq(applications.facilitatorId, facilitatorId),
        ne(applications.status, 'withdrawn'),
      ),
    );
  return !!row;
}

/** Inserts the invitation unless the job already has one for this facilitator; undefined then. */
export async function insertInvitation(
  tx: Tx,
  values: typeof invitations.$inferInsert,
): Promise<InvitationRow | undefined> {
  const [row] = await tx.insert(invitations).values(values).onConflictDoNothing().returning();
  return row;
}

/** An invitation to this facilitator, with its job and the company's name. */
export async function findReceivedInvitation(tx: DbOrTx, id: string, facilitatorId: string) {
  const [row] = await tx
    .select({
      invitation: invitations,
      jobTitle: jobs.title,
      jobStatus: jobs.status,
    })
    .from(invitations)
    .innerJoin(jobs, eq(jobs.id, invitations.jobId))
    .where(and(eq(invitations.id, id), eq(invitations.facilitatorId, facilitatorId)));
  return row;
}

/** Answers the invitation while it is unanswered; undefined when it was answered already (a race too). */
export async function answerInvitation(
  tx: Tx,
  id: string,
  answer: { status: 'accepted' | 'declined'; declineReason: string | null; now: Date },
): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .update(invitations)
    .set({ status: answer.status, declineReason: answer.declineReason, respondedAt: answer.now })
    .where(and(eq(invitations.id, id), inArray(invitations.status, ['sent', 'seen'])))
    .returning();
  return row;
}

/** A page of the invitations the company sent or the facilitator received, newest first. */
export async function listInvitations(db: DbOrTx, viewer: Viewer, page: number, pageSize: number) {
  const mine =
    viewer.side === 'company'
      ? eq(invitations.companyId, viewer.id)
      : eq(invitations.facilitatorId, viewer.id);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        invitation: invitations,
        jobTitle: jobs.title,
        companyName: companies.name,
        companyLogoPath: companies.logoPath,
        companyListed: sql<boolean>`coalesce(${isListed(companies)}, false)`,
        facilitatorFirstName: facilitators.firstName,
        facilitatorLastName: facilitators.lastName,
        facilitatorAvatarPath: facilitators.avatarPath,
        facilitatorListed: sql<boolean>`coalesce(${isListed(facilitators)}, false)`,
      })
      .from(invitations)
      .innerJoin(jobs, eq(jobs.id, invitations.jobId))
      .leftJoin(companies, eq(companies.id, invitations.companyId))
      .leftJoin(facilitators, eq(facilitators.id, invitations.facilitatorId))
      .where(mine)
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(invitations).where(mine),
  ]);
  return { rows, total: totalRow!.n };
}

// ---------------------------------------------------------------- the data export

/** Every thread the user is a party to, the latest first, with both parties by name only. */
export function exportedThreads(db: DbOrTx, userId: string) {
  return db
    .select({
      id: conversations.id,
      companyId: conversations.companyId,
      facilitatorId: conversations.facilitatorId,
      companyName: companies.name,
      facilitatorName: sql<string | null>`trim(${facilitators.firstName} || ' ' || ${facilitators.lastName})`,
      createdAt: conversations.createdAt,
    })
    .from(conversations)
    .leftJoin(companies, eq(companies.id, conversations.companyId))
    .leftJoin(facilitators, eq(facilitators.id, conversations.facilitatorId))
    .where(or(eq(conversations.companyId, userId), eq(conversations.facilitatorId, userId)))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
}

/** Every message of the threads, oldest first, with the title of the job it refers to. */
export async function exportedMessages(db: DbOrTx, conversationIds: string[]) {
  if (!conversationIds.length) return [];
  return db
    .select({
      conversationId: messages.conversationId,
      side: messages.side,
      senderId: messages.senderId,
      body: messages.body,
      hiddenAt: messages.hiddenAt,
      createdAt: messages.createdAt,
      jobTitle: jobs.title,
    })
    .from(messages)
    .leftJoin(jobs, eq(jobs.id, messages.jobId))
    .where(inArray(messages.conversationId, conversationIds))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** Every invitation the user sent or received, newest first; `sent` tells which. */
export function exportedInvitations(db: DbOrTx, userId: string) {
  const invitedCompany = alias(companies, 'invited_company');
  return db
    .select({
      id: invitations.id,
      conversationId: invitations.conversationId,
      sent: sql<boolean>`${invitations.companyId} is not distinct from ${userId}`,
      jobTitle: jobs.title,
      company: invitedCompany.name,
      status: invitations.status,
      declineReason: invitations.declineReason,
      createdAt: invitations.createdAt,
      seenAt: invitations.seenAt,
      respondedAt: invitations.respondedAt,
    })
    .from(invitations)
    .innerJoin(jobs, eq(jobs.id, invitations.jobId))
    .leftJoin(invitedCompany, eq(invitedCompany.id, invitations.companyId))
    .where(or(eq(invitations.companyId, userId), eq(invitations.facilitatorId, userId)))
    .orderBy(desc(invitations.createdAt));
}

/** The accounts the user blocked (never those that blocked them), newest first, by name. */
export function exportedBlocks(db: DbOrTx, blockerId: string) {
  return db
    .select({
      blockedUserId: userBlocks.blockedId,
      company: companies.name,
      facilitator: sql<string | null>`trim(${facilitators.firstName} || ' ' || ${facilitators.lastName})`,
      createdAt: userBlocks.createdAt,
    })
    .from(userBlocks)
    .leftJoin(companies, eq(companies.id, userBlocks.blockedId))
    .leftJoin(facilitators, eq(facilitators.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt));
}
