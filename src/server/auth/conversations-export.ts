import { alias } from 'drizzle-orm/pg-core';
import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { DELETED_USER, type ConversationSide } from '../../shared/messages';
import type { DbOrTx } from '../db/client';
import {
  companies,
  conversations,
  facilitators,
  invitations,
  jobs,
  messages,
  userBlocks,
} from '../db/schema';
import { notificationSettingsOf } from '../notifications/notification-settings.repo';

/**
 * The conversation part of the data export: the user's threads with every message, the invitations they
 * sent or received, the users they blocked, and their email settings. The other party appears by name
 * only (never an address); a message an admin removed keeps its text only when the user wrote it.
 */
export async function conversationsExport(db: DbOrTx, userId: string) {
  const mine = or(eq(conversations.companyId, userId), eq(conversations.facilitatorId, userId));
  const threads = await db
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
    .where(mine)
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));

  const ids = threads.map((thread) => thread.id);
  const rows = ids.length
    ? await db
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
        .where(inArray(messages.conversationId, ids))
        .orderBy(asc(messages.createdAt), asc(messages.id))
    : [];

  const conversationsOut = threads.map((thread) => {
    const side: ConversationSide = thread.companyId === userId ? 'company' : 'facilitator';
    const other =
      side === 'company'
        ? thread.facilitatorId && thread.facilitatorName
        : thread.companyId && thread.companyName;
    return {
      id: thread.id,
      side,
      with: other || DELETED_USER,
      createdAt: thread.createdAt,
      messages: rows
        .filter((row) => row.conversationId === thread.id)
        .map((row) => {
          const fromMe = row.side === side;
          return {
            side: row.side,
            fromMe,
            body: row.hiddenAt && !fromMe ? '' : row.body,
            removed: !!row.hiddenAt,
            createdAt: row.createdAt,
            jobTitle: row.jobTitle,
          };
        }),
    };
  });

  const invitedCompany = alias(companies, 'invited_company');
  const invitationsOut = await db
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

  // Only the blocks the user made: whether someone blocked them is that person's business.
  const blocks = await db
    .select({
      blockedUserId: userBlocks.blockedId,
      company: companies.name,
      facilitator: sql<string | null>`trim(${facilitators.firstName} || ' ' || ${facilitators.lastName})`,
      createdAt: userBlocks.createdAt,
    })
    .from(userBlocks)
    .leftJoin(companies, eq(companies.id, userBlocks.blockedId))
    .leftJoin(facilitators, eq(facilitators.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, userId))
    .orderBy(desc(userBlocks.createdAt));

  return {
    conversations: conversationsOut,
    invitations: invitationsOut,
    blocks: blocks.map(({ company, facilitator, ...block }) => ({ ...block, name: company ?? facilitator })),
    notificationSettings: await notificationSettingsOf(db, userId),
  };
}
