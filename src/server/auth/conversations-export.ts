import { DELETED_USER, type ConversationSide } from '../../shared/messages';
import { exportedThreads } from '../conversations/conversations.repo';
import { exportedBlocks } from '../conversations/blocks.repo';
import { exportedInvitations } from '../conversations/invitations.repo';
import { exportedMessages } from '../conversations/messages.repo';
import type { DbOrTx } from '../db/client';
import { notificationSettingsOf } from '../notifications/notification-settings.repo';

/**
 * The conversation part of the data export: the user's threads with every message, the invitations they
 * sent or received, the users they blocked, and their email settings. The other party appears by name
 * only (never an address); a message an admin removed keeps its text only when the user wrote it.
 */
export async function conversationsExport(db: DbOrTx, userId: string) {
  const threads = await exportedThreads(db, userId);
  const ids = threads.map((thread) => thread.id);
  const rows = await exportedMessages(db, ids);

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

  const blocks = await exportedBlocks(db, userId);
  return {
    conversations: conversationsOut,
    invitations: await exportedInvitations(db, userId),
    blocks: blocks.map(({ company, facilitator, ...block }) => ({ ...block, name: company ?? facilitator })),
    notificationSettings: await notificationSettingsOf(db, userId),
  };
}
