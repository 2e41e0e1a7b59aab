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
/** The error code (410) of the page of a job whose company deleted its account: the page says so. */
export const COMPANY_LEFT_CODE = 'COMPANY_LEFT';
/** The rel of every link inside a message. */
export const MESSAGE_LINK_REL = 'nofollow ugc noopener';

/** The emails a user can turn off under Account settings → Notifications. */
export const EMAIL_CATEGORIES = [
  'messages',
  'applications',
  'statusChanges',
  'invitations',
  'engagements',
  'jobAlerts',
] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];
