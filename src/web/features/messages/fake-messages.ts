import type {
  ConversationDetail,
  ConversationSummary,
  InboxPage,
  Message,
  MessagesPage,
} from '../../../shared/messages';

/** Test data of the messages feature's component tests, in the API's shapes. */

export const CONVERSATION_ID = '0b6f3c2e-6f1d-4d1a-9a43-5d4c1f0e7a01';

export const conversation = (overrides: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id: CONVERSATION_ID,
  other: {
    side: 'company',
    id: 'company-7',
    name: 'Acme Events',
    avatarUrl: null,
    profileUrl: '/companies/company-7',
  },
  job: { id: 'job-1', title: 'Strategy offsite facilitator', url: '/jobs/job-1' },
  lastMessage: { preview: 'See you on Monday', fromMe: false, createdAt: new Date().toISOString() },
  unreadCount: 0,
  ...overrides,
});

export const inboxPage = (items: ConversationSummary[], overrides: Partial<InboxPage> = {}): InboxPage => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
  totalPages: 1,
  unreadTotal: items.reduce((sum, item) => sum + item.unreadCount, 0),
  ...overrides,
});

export const detail = (overrides: Partial<ConversationDetail> = {}): ConversationDetail => ({
  conversation: conversation(),
  otherReadAt: null,
  blockedByMe: false,
  cannotSend: null,
  ...overrides,
});

let sequence = 0;

export const message = (overrides: Partial<Message> = {}): Message => {
  sequence += 1;
  const fromMe = overrides.fromMe ?? false;
  return {
    id: `message-${sequence}`,
    conversationId: CONVERSATION_ID,
    fromMe,
    author: fromMe
      ? { name: 'Amara Okafor', profileUrl: '/facilitators/facilitator-1', memberName: null }
      : { name: 'Acme Events', profileUrl: '/companies/company-7', memberName: null },
    body: `Message ${sequence}`,
    removed: false,
    createdAt: new Date().toISOString(),
    job: null,
    application: null,
    attachments: [],
    invitation: null,
    ...overrides,
  };
};

export const messagesPage = (items: Message[], overrides: Partial<MessagesPage> = {}): MessagesPage => ({
  items,
  olderCursor: null,
  otherReadAt: null,
  ...overrides,
});
