/**
 * Conversations between companies and facilitators: plain values without Zod, for the database schema
 * and the web app. `./messages` re-exports them with the schemas.
 */

/** The two sides of every conversation. */
export const CONVERSATION_SIDES = ['company', 'facilitator'] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];
export const otherSide = (side: ConversationSide): ConversationSide =>
  side === 'company' ? 'facilitator' : 'company';

/** An invitation to apply: sent, seen by the facilitator (they opened the thread), then answered. */
export const INVITATION_STATUSES = ['sent', 'seen', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  sent: 'Sent',
  seen: 'Seen',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** A message's text: plain text, never HTML. */
export const MESSAGE_MAX = 5_000;
export const INVITATION_NOTE_MAX = 2_000;
export const DECLINE_REASON_MAX = 500;
/** The inbox's page size, and how many messages one page of a thread holds. */
export const INBOX_PAGE_SIZE = 20;
export const THREAD_PAGE_SIZE = 30;
/** How much of the latest message the inbox shows. */
export const MESSAGE_PREVIEW_LENGTH = 140;
/** Who an author is once their account is deleted. */
export const DELETED_USER = 'Deleted user';
/** What the other side sees once a company or a facilitator deleted their account. */
export const COMPANY_LEFT = 'This company has left FacilitatorHub.';
export const FACILITATOR_LEFT = 'This facilitator has left FacilitatorHub.';
/** The rel of every link inside a message. */
export const MESSAGE_LINK_REL = 'nofollow ugc noopener';

/** The emails a user can turn off under Account settings → Notifications. */
export const EMAIL_CATEGORIES = [
  'messages',
  'applications',
  'statusChanges',
  'invitations',
  'jobAlerts',
] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];
