import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BlockStateSchema,
  ConversationDetailSchema,
  ConversationStartedSchema,
  DeclineInvitationSchema,
  InboxPageSchema,
  InboxQuerySchema,
  InvitationSchema,
  InvitationSentSchema,
  InvitationsPageSchema,
  InvitationsQuerySchema,
  MessageSchema,
  MessagesPageSchema,
  SendMessageSchema,
  StartConversationSchema,
  ThreadQuerySchema,
  UnreadSchema,
} from '../../shared/messages';
import { requireRole, signedInMember } from '../auth/session';
import { requestLocale } from '../i18n';
import { noStore } from '../http/no-store';
import { IdParams } from '../http/params';
import {
  conversationDetail,
  inboxPage,
  messagesPage,
  readConversation,
  setBlock,
  unread,
  viewerOf,
} from './conversations.service';
import { sendMessage, startConversation } from './messages.service';
import { answer, invitationsPage, invite } from './invitations.service';
import { em } from '../http/error-messages';

/**
 * Conversations between companies and facilitators, and invitations to apply. Every thread is its two
 * parties' alone: anyone else gets "Conversation not found.", as for one that does not exist. A company's
 * party is its organisation: every member reads its threads; writing, blocking and inviting take the
 * 'pipeline' permission.
 */
export const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const signedIn = { preValidation: requireRole('member') };
  noStore(app);

  app.get(
    '/api/conversations',
    { ...signedIn, schema: { querystring: InboxQuerySchema, response: { 200: InboxPageSchema } } },
    async (request) => inboxPage(db, viewerOf(signedInMember(request)), request.query.page),
  );

  app.get(
    '/api/conversations/unread',
    { ...signedIn, schema: { response: { 200: UnreadSchema } } },
    async (request) => unread(db, viewerOf(signedInMember(request))),
  );

  app.post(
    '/api/conversations',
    { ...signedIn, schema: { body: StartConversationSchema, response: { 201: ConversationStartedSchema } } },
    async (request, reply) => {
      const started = await startConversation(
        app.deps,
        viewerOf(signedInMember(request), 'pipeline'),
        request.body,
      );
      request.log.info({ conversationId: started.conversationId }, 'message sent');
      return reply.status(201).send(started);
    },
  );

  app.get(
    '/api/conversations/:id',
    { ...signedIn, schema: { params: IdParams, response: { 200: ConversationDetailSchema } } },
    async (request) =>
      conversationDetail(db, viewerOf(signedInMember(request)), request.params.id, requestLocale(request)),
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      ...signedIn,
      schema: { params: IdParams, querystring: ThreadQuerySchema, response: { 200: MessagesPageSchema } },
    },
    async (request) =>
      messagesPage(db, viewerOf(signedInMember(request)), request.params.id, request.query.before),
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      ...signedIn,
      schema: { params: IdParams, body: SendMessageSchema, response: { 201: MessageSchema } },
    },
    async (request, reply) => {
      const message = await sendMessage(
        app.deps,
        viewerOf(signedInMember(request), 'pipeline'),
        request.params.id,
        request.body,
      );
      request.log.info({ conversationId: message.conversationId }, 'message sent');
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/api/conversations/:id/read',
    { ...signedIn, schema: { params: IdParams, response: { 200: UnreadSchema } } },
    async (request) =>
      readConversation(db, viewerOf(signedInMember(request)), request.params.id, clock.now()),
  );

  app.post(
    '/api/conversations/:id/block',
    { ...signedIn, schema: { params: IdParams, response: { 200: BlockStateSchema } } },
    async (request) =>
      setBlock(db, viewerOf(signedInMember(request), 'pipeline'), request.params.id, true, clock.now()),
  );

  app.delete(
    '/api/conversations/:id/block',
    { ...signedIn, schema: { params: IdParams, response: { 200: BlockStateSchema } } },
    async (request) =>
      setBlock(db, viewerOf(signedInMember(request), 'pipeline'), request.params.id, false, clock.now()),
  );

  // ------------------------------------------------------------ invitations

  app.post(
    '/api/invitations',
    {
      preValidation: requireRole('company', { permission: 'pipeline' }),
      schema: { body: InvitationSchema, response: { 201: InvitationSentSchema } },
    },
    async (request, reply) => {
      const sent = await invite(app.deps, viewerOf(signedInMember(request), 'pipeline'), request.body);
      request.log.info({ invitationId: sent.invitation.id }, 'invitation sent');
      return reply.status(201).send(sent);
    },
  );

  app.get(
    '/api/invitations',
    {
      ...signedIn,
      schema: { querystring: InvitationsQuerySchema, response: { 200: InvitationsPageSchema } },
    },
    async (request) =>
      invitationsPage(db, viewerOf(signedInMember(request)), request.query.page, request.query.pageSize),
  );

  const invited = {
    preValidation: requireRole('facilitator', { forbidden: em('invitations.invitedOnly') }),
  };

  app.post(
    '/api/invitations/:id/accept',
    { ...invited, schema: { params: IdParams, response: { 200: InvitationSentSchema } } },
    async (request) =>
      answer(app.deps, viewerOf(signedInMember(request)), request.params.id, { accept: true }),
  );

  app.post(
    '/api/invitations/:id/decline',
    {
      ...invited,
      schema: { params: IdParams, body: DeclineInvitationSchema, response: { 200: InvitationSentSchema } },
    },
    async (request) =>
      answer(app.deps, viewerOf(signedInMember(request)), request.params.id, {
        accept: false,
        reason: request.body.reason,
      }),
  );
};
