// Long on purpose: every query of a thread's two parties (inbox, unread counts, reads, the daily limits,
// the live events) shares the side and block conditions defined at the top of this one module.
import { and, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn } from 'drizzle-orm/pg-core';
import { otherSide, type ConversationSide } from '../../shared/messages';
import type { DbOrTx, Tx } from '../db/client';
import { pageOffset } from '../db/paging';
import { applications, companies, conversations, facilitators, jobs, user, userBlocks } from '../db/schema';
import { companyJob } from '../jobs/jobs.repo';
import { isListedColumn } from '../profiles/profile-sql';

/** The PostgreSQL channel every instance's hub LISTENs on; the payload is `{ userIds, conversationId, kind }`. */
export const CONVERSATION_CHANNEL = 'conversation_events';

export type ConversationRow = typeof conversations.$inferSelect;

/**
 * Who reads or writes: the party (a facilitator's account, or the organisation a company-side person acts
 * for), the side of the conversation it is on, and the person themself (a facilitator is both).
 */
export interface Viewer {
  id: string;
  side: ConversationSide;
  /** The signed-in person's account: whose messages and files they are, whose limits count. */
  personId: string;
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
 * Both parties of a conversation or invitation as their profiles show them: name, picture and whether the
 * profile is listed (over `companies` and `facilitators` left-joined on the two accounts).
 */
export const partyColumns = {
  companyName: companies.name,
  companyLogoPath: companies.logoPath,
  companyListed: isListedColumn(companies),
  facilitatorFirstName: facilitators.firstName,
  facilitatorLastName: facilitators.lastName,
  facilitatorAvatarPath: facilitators.avatarPath,
  facilitatorListed: isListedColumn(facilitators),
};

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
    ...partyColumns,
    // The organisation's own suspension, or (as before organisations) its founding account's.
    companySuspended: sql<boolean>`(${companies.suspendedAt} is not null or ${suspended(conversations.companyId)})`,
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
  const [rows, total] = await Promise.all([
    selectConversations(db, viewer, inArray(conversations.id, pageIds)).orderBy(
      desc(conversations.lastMessageAt),
      desc(conversations.id),
    ),
    db.$count(conversations, where),
  ]);
  return { rows, total };
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
  values: {
    companyId: string;
    facilitatorId: string;
    startedBy: ConversationSide;
    companyOwnerId: string | null;
    now: Date;
  },
): Promise<{ conversation: ConversationRow; created: boolean }> {
  const [inserted] = await tx
    .insert(conversations)
    .values({
      companyId: values.companyId,
      facilitatorId: values.facilitatorId,
      companyOwnerId: values.companyOwnerId,
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

/** The threads a company opened itself since `since` (those a facilitator opened do not count). */
export async function countThreadsStartedSince(tx: DbOrTx, companyId: string, since: Date): Promise<number> {
  return tx.$count(
    conversations,
    and(
      eq(conversations.companyId, companyId),
      gt(conversations.createdAt, since),
      eq(conversations.startedBy, 'company'),
    ),
  );
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

// ---------------------------------------------------------------- parties and references

/**
 * A party as the conversation rules need it: a facilitator's account or an organisation (a company), its
 * type, whether suspended, and its profile. A company-side person's own account is no party.
 */
export async function findAccount(tx: DbOrTx, id: string) {
  const [facilitator] = await tx
    .select({
      id: user.id,
      userType: sql<'facilitator'>`'facilitator'`,
      suspended: sql<boolean>`${user.suspendedAt} is not null`,
      companyName: sql<string | null>`null`,
      firstName: facilitators.firstName,
      lastName: facilitators.lastName,
      facilitatorListed: isListedColumn(facilitators),
    })
    .from(user)
    .leftJoin(facilitators, eq(facilitators.id, user.id))
    .where(and(eq(user.id, id), eq(user.userType, 'facilitator')));
  if (facilitator) return facilitator;
  const [company] = await tx
    .select({
      id: companies.id,
      userType: sql<'company'>`'company'`,
      // An organisation's own suspension, or (as before organisations) its founding account's.
      suspended: sql<boolean>`(${companies.suspendedAt} is not null or ${suspended(companies.id)})`,
      companyName: companies.name,
      firstName: sql<string | null>`null`,
      lastName: sql<string | null>`null`,
      facilitatorListed: sql<boolean>`false`,
    })
    .from(companies)
    .where(eq(companies.id, id));
  return company;
}

/** The account's address and language, for mail only: they never leave the server. */
export async function emailOf(tx: DbOrTx, id: string) {
  const [row] = await tx.select({ email: user.email, locale: user.locale }).from(user).where(eq(user.id, id));
  return row;
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
    .where(and(companyJob(companyId, jobId), ne(jobs.status, 'draft')));
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
