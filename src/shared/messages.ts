import { z } from 'zod';
import {
  CONVERSATION_SIDES,
  DECLINE_REASON_MAX,
  EMAIL_CATEGORIES,
  INVITATION_NOTE_MAX,
  INVITATION_STATUSES,
  MESSAGE_MAX,
} from './message-options';
import { AttachmentSchema, attachmentIdField } from './attachments';
import { vm } from './i18n/validation';
import { paginated, pageQuery } from './pagination';

export * from './message-options';

const uuidField = (message: string) => z.uuid(message);

/** A message's text: 1–5000 characters, not only spaces; kept as typed (line breaks and all). */
export const MessageBodySchema = z
  .string(vm('messages.bodyRequired'))
  .refine((value) => value.trim().length > 0, vm('messages.bodyRequired'))
  .refine((value) => value.length <= MESSAGE_MAX, vm('messages.bodyMax', { max: MESSAGE_MAX }));

/** What a message may refer to: one of the sender's or the other party's jobs or applications. */
const MessageRefs = {
  jobId: uuidField(vm('messages.unknownJob')).optional(),
  applicationId: uuidField(vm('messages.unknownApplication')).optional(),
};

/** POST /api/conversations/:id/messages */
export const SendMessageSchema = z.object({
  body: MessageBodySchema,
  ...MessageRefs,
  /** A file uploaded first (POST /api/attachments), sent with the message. */
  attachmentId: attachmentIdField(),
});
export type SendMessageInput = z.output<typeof SendMessageSchema>;

/**
 * POST /api/conversations: write to a company or facilitator (`to` is their user id). Opens the pair's
 * thread, or continues it when there is one. `kind` says which button started it (Contact or Request
 * Availability); it only changes the notification's wording.
 */
export const StartConversationSchema = z.object({
  to: uuidField(vm('messages.chooseRecipient')),
  body: MessageBodySchema,
  kind: z.enum(['message', 'contact', 'availability']).default('message'),
  ...MessageRefs,
});
export type StartConversationInput = z.output<typeof StartConversationSchema>;
export type StartConversationValues = z.input<typeof StartConversationSchema>;

/** GET /api/conversations (the inbox) */
export const InboxQuerySchema = z.object({ page: pageQuery().shape.page });

/** GET /api/conversations/:id/messages: `before` is the `olderCursor` of the page shown last. */
export const ThreadQuerySchema = z.object({
  before: z.string().max(200, vm('messages.unknownCursor')).optional(),
});

/** POST /api/invitations */
export const InvitationSchema = z.object({
  facilitatorId: uuidField(vm('messages.chooseFacilitator')),
  jobId: uuidField(vm('messages.chooseJob')),
  note: z
    .string()
    .trim()
    .min(1, vm('messages.noteRequired'))
    .max(INVITATION_NOTE_MAX, vm('messages.noteMax', { max: INVITATION_NOTE_MAX })),
});
export type InvitationInput = z.output<typeof InvitationSchema>;
export type InvitationValues = z.input<typeof InvitationSchema>;

/** POST /api/invitations/:id/decline */
export const DeclineInvitationSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(DECLINE_REASON_MAX, vm('messages.declineReasonMax', { max: DECLINE_REASON_MAX }))
    .default(''),
});
export type DeclineInvitationValues = z.input<typeof DeclineInvitationSchema>;

/** GET/PUT /api/account/notification-settings: which emails the user gets (in-app notifications stay). */
export const NotificationSettingsSchema = z.object(
  Object.fromEntries(EMAIL_CATEGORIES.map((category) => [category, z.boolean()])) as Record<
    (typeof EMAIL_CATEGORIES)[number],
    z.ZodBoolean
  >,
);
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

// ---------------------------------------------------------------- responses

/** The other side of a conversation, as the reader sees it: never an email address. */
export const PartySchema = z.object({
  side: z.enum(CONVERSATION_SIDES),
  /** Null once the account was deleted. */
  id: z.string().nullable(),
  /** The company's name or the facilitator's full name; "Deleted user" once the account was deleted. */
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** The public profile page; null when the account was deleted or the profile is not listed. */
  profileUrl: z.string().nullable(),
});
export type Party = z.infer<typeof PartySchema>;

export const JobRefSchema = z.object({ id: z.string(), title: z.string(), url: z.string() });
export type JobRef = z.infer<typeof JobRefSchema>;

export const ConversationSummarySchema = z.object({
  id: z.string(),
  other: PartySchema,
  /** The job the thread was last about. */
  job: JobRefSchema.nullable(),
  lastMessage: z.object({ preview: z.string(), fromMe: z.boolean(), createdAt: z.string() }),
  unreadCount: z.number(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

/** GET /api/conversations: threads newest first, with the reader's unread total. */
export const InboxPageSchema = paginated(ConversationSummarySchema).extend({ unreadTotal: z.number() });
export type InboxPage = z.infer<typeof InboxPageSchema>;

/** GET /api/conversations/unread and POST /api/conversations/:id/read */
export const UnreadSchema = z.object({ unreadTotal: z.number() });
export type Unread = z.infer<typeof UnreadSchema>;

export const InvitationItemSchema = z.object({
  id: z.string(),
  job: JobRefSchema,
  status: z.enum(INVITATION_STATUSES),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type InvitationItem = z.infer<typeof InvitationItemSchema>;

export const MessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  fromMe: z.boolean(),
  /**
   * The author's name ("Deleted user") and profile page (null when deleted); for a company's message,
   * also the name of the member who wrote it (null for a facilitator's, or once the member's account is gone).
   */
  author: z.object({
    name: z.string(),
    profileUrl: z.string().nullable(),
    memberName: z.string().nullable(),
  }),
  /** Plain text; '' when an admin removed the message. */
  body: z.string(),
  removed: z.boolean(),
  createdAt: z.string(),
  job: JobRefSchema.nullable(),
  application: z.object({ id: z.string(), jobTitle: z.string(), url: z.string() }).nullable(),
  invitation: InvitationItemSchema.nullable(),
  /** The files sent with it (none once an admin removed it). */
  attachments: z.array(AttachmentSchema),
});
export type Message = z.infer<typeof MessageSchema>;

/** GET /api/conversations/:id */
export const ConversationDetailSchema = z.object({
  conversation: ConversationSummarySchema,
  /** When the other side last read the thread: "Seen" goes under the reader's last message before it. */
  otherReadAt: z.string().nullable(),
  blockedByMe: z.boolean(),
  /** Why the reader cannot send here (blocked either way, the other account deleted or suspended); null when they can. */
  cannotSend: z.string().nullable(),
});
export type ConversationDetail = z.infer<typeof ConversationDetailSchema>;

/** GET /api/conversations/:id/messages: oldest first; `olderCursor` loads the page before (null at the start). */
export const MessagesPageSchema = z.object({
  items: z.array(MessageSchema),
  olderCursor: z.string().nullable(),
  otherReadAt: z.string().nullable(),
});
export type MessagesPage = z.infer<typeof MessagesPageSchema>;

/** POST /api/conversations (201) */
export const ConversationStartedSchema = z.object({ conversationId: z.string(), message: MessageSchema });
export type ConversationStarted = z.infer<typeof ConversationStartedSchema>;

/** POST /api/invitations (201), /accept and /decline (200) */
export const InvitationSentSchema = z.object({
  conversationId: z.string(),
  invitation: InvitationItemSchema,
});
export type InvitationSent = z.infer<typeof InvitationSentSchema>;

/** GET /api/invitations: the company's sent or the facilitator's received invitations, newest first. */
export const InvitationsQuerySchema = pageQuery();
export const InvitationListItemSchema = InvitationItemSchema.extend({
  conversationId: z.string(),
  other: PartySchema,
});
export const InvitationsPageSchema = paginated(InvitationListItemSchema);
export type InvitationsPage = z.infer<typeof InvitationsPageSchema>;

/** POST/DELETE /api/conversations/:id/block */
export const BlockStateSchema = z.object({ blocked: z.boolean() });
export type BlockState = z.infer<typeof BlockStateSchema>;

/** The live stream's event for conversations: the browser refetches what it shows of this one. */
export const CONVERSATION_EVENT = 'conversation';
export const ConversationEventSchema = z.object({
  conversationId: z.string(),
  kind: z.enum(['message', 'read', 'invitation', 'block']),
});
export type ConversationEvent = z.infer<typeof ConversationEventSchema>;
