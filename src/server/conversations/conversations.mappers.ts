/**
 * Rows as the conversation queries read them, turned into what the API answers: both parties by
 * their profiles only (never an address), dates as ISO strings, links to what a message refers to.
 */
import {
  DELETED_USER,
  otherSide,
  type ConversationSide,
  type ConversationSummary,
  type InvitationItem,
  type InvitationsPage,
  type Message,
  type Party,
} from '../../shared/messages';
import { uploadUrl } from '../storage/files';
import type { Attachment } from '../../shared/attachments';
import type { ConversationRow, ConversationView, Viewer } from './conversations.repo';
import type { listInvitations } from './invitations.repo';
import type { MessageView } from './messages.repo';

type InvitationListRow = Awaited<ReturnType<typeof listInvitations>>['rows'][number];

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

/** One side of the thread, as `partyOf` shows it. */
export const conversationParty = (row: ConversationView, side: ConversationSide) =>
  partyOf(
    { ...row, companyId: row.conversation.companyId, facilitatorId: row.conversation.facilitatorId },
    side,
  );

/** The other side of the viewer's thread, as the viewer sees it. */
export const otherOf = (row: ConversationView, viewer: Viewer) =>
  conversationParty(row, otherSide(viewer.side));

/** When the other side last read the thread (the viewer's "Seen"). */
export function otherReadAt(conversation: ConversationRow, viewer: Viewer): string | null {
  const readAt =
    otherSide(viewer.side) === 'company' ? conversation.companyReadAt : conversation.facilitatorReadAt;
  return readAt?.toISOString() ?? null;
}

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
export function toMessage(
  row: MessageView,
  conversation: ConversationView,
  viewer: Viewer,
  attachments: Attachment[] = [],
): Message {
  const m = row.message;
  // A company's message is its organisation's while the organisation exists, whichever member wrote it.
  const author = (m.side === 'company' ? conversation.conversation.companyId : m.senderId)
    ? conversationParty(conversation, m.side)
    : null;
  const application = row.application?.id ? row.application : null;
  const invitation = row.invitation?.id ? row.invitation : null;
  return {
    id: m.id,
    conversationId: m.conversationId,
    fromMe: m.side === viewer.side,
    author: author
      ? {
          name: author.name,
          profileUrl: author.profileUrl,
          // Which member wrote it, by name only (both sides see it); null once their account is gone.
          memberName: m.side === 'company' ? (row.senderName ?? null) : null,
        }
      : { name: DELETED_USER, profileUrl: null, memberName: null },
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
    attachments: m.hiddenAt ? [] : attachments,
  };
}

/** A line of the invitations page: the invitation, its thread, and the other side. */
export function toInvitationEntry(row: InvitationListRow, viewer: Viewer): InvitationsPage['items'][number] {
  const { invitation } = row;
  return {
    ...toInvitationItem({ ...invitation, jobTitle: row.jobTitle }),
    conversationId: invitation.conversationId,
    other: partyOf(
      { ...row, companyId: invitation.companyId, facilitatorId: invitation.facilitatorId },
      otherSide(viewer.side),
    ),
  };
}
