/** The messages of a thread: written, counted against the sender's limit, and read a page at a time. */
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../db/client';
import { applications, invitations, jobs, messages, user } from '../db/schema';

export type MessageRow = typeof messages.$inferSelect;

export async function countMessagesSince(tx: DbOrTx, senderId: string, since: Date): Promise<number> {
  return tx.$count(messages, and(eq(messages.senderId, senderId), gt(messages.createdAt, since)));
}

export async function insertMessage(tx: Tx, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values(values).returning();
  return row!;
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

const messageJob = alias(jobs, 'message_job');
const applicationJob = alias(jobs, 'application_job');
const invitationJob = alias(jobs, 'invitation_job');

const sender = alias(user, 'sender');

/**
 * A thread's messages with the name of the person who wrote each (nothing else of them), and what they
 * refer to (job, application, invitation), newest first.
 */
function selectMessages(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      message: messages,
      senderName: sender.name,
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
    .leftJoin(sender, eq(sender.id, messages.senderId))
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
