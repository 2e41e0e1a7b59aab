import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { DELETED_USER, type ConversationSide } from '../../shared/messages';
import type { Tx } from '../db/client';
import { companies, conversations, facilitators, messages, user } from '../db/schema';
import { mailContactColumns } from '../users/users.repo';
import type { ConversationRow } from './conversations.repo';

/** The conversation, locked until the transaction ends (two mail jobs of one thread never both mail). */
export async function lockConversation(tx: Tx, id: string): Promise<ConversationRow | undefined> {
  const [row] = await tx.select().from(conversations).where(eq(conversations.id, id)).for('update');
  return row;
}

/** The message, when it belongs to the conversation. */
export async function findThreadMessage(tx: Tx, conversationId: string, messageId: string) {
  const [row] = await tx
    .select({ id: messages.id, side: messages.side, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
  return row;
}

/** Whether `messageId` is the latest message `side` wrote in the conversation. */
export async function isNewestOfSide(
  tx: Tx,
  conversationId: string,
  side: ConversationSide,
  messageId: string,
): Promise<boolean> {
  const [newest] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.side, side)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return newest?.id === messageId;
}

/** The reader's address, first name (a facilitator's) and suspension. */
export async function mailRecipient(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ ...mailContactColumns, firstName: facilitators.firstName })
    .from(user)
    .leftJoin(facilitators, eq(facilitators.id, user.id))
    .where(eq(user.id, userId));
  return row;
}

/**
 * The messages `side` wrote after the reader last read the thread (all of them when never), without
 * those an admin removed: the newest `limit`, oldest first, and how many there are.
 */
export async function unreadMessages(
  tx: Tx,
  conversationId: string,
  side: ConversationSide,
  readAt: Date | null,
  limit: number,
) {
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
    .limit(limit);
  const [total] = await tx.select({ n: count() }).from(messages).where(where);
  return { messages: rows.reverse(), total: total!.n };
}

/** The name a side goes by in the thread: the company's name or the facilitator's full name. */
export async function sideName(
  tx: Tx,
  conversation: ConversationRow,
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

/** Records that `side` was mailed about the conversation at `now`. */
export async function markSideMailed(tx: Tx, conversationId: string, side: ConversationSide, now: Date) {
  await tx
    .update(conversations)
    .set(side === 'company' ? { companyMailedAt: now } : { facilitatorMailedAt: now })
    .where(eq(conversations.id, conversationId));
}
