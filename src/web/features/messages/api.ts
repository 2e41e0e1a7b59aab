import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  BlockState,
  ConversationDetail,
  ConversationStarted,
  DeclineInvitationValues,
  InboxPage,
  InvitationSent,
  InvitationsPage,
  InvitationValues,
  Message,
  MessagesPage,
  NotificationSettings,
  StartConversationValues,
  Unread,
} from '../../../shared/messages';
import { api } from '../../lib/api';

/** Query keys of the conversations feature; a live `conversation` event invalidates `messageKeys.all`. */
export const messageKeys = {
  all: ['conversations'] as const,
  inbox: (page: number) => [...messageKeys.all, 'inbox', page] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
  detail: (id: string) => [...messageKeys.all, 'detail', id] as const,
  thread: (id: string) => [...messageKeys.all, 'thread', id] as const,
  invitations: (page: number) => [...messageKeys.all, 'invitations', page] as const,
  settings: ['notification-settings'] as const,
};

export const useInbox = (page: number, enabled = true) =>
  useQuery({
    queryKey: messageKeys.inbox(page),
    queryFn: ({ signal }) => api<InboxPage>('/api/conversations', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The header's unread count (signed-in users only). */
export const useUnreadMessages = (enabled: boolean) =>
  useQuery({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => api<Unread>('/api/conversations/unread', { signal }),
    staleTime: 15_000,
    enabled,
  });

export const useConversation = (id: string) =>
  useQuery({
    queryKey: messageKeys.detail(id),
    queryFn: ({ signal }) => api<ConversationDetail>(`/api/conversations/${id}`, { signal }),
  });

/** A thread's messages, newest page first; each further page is older (`olderCursor`). */
export const useThread = (id: string) =>
  useInfiniteQuery({
    queryKey: messageKeys.thread(id),
    queryFn: ({ pageParam, signal }) =>
      api<MessagesPage>(`/api/conversations/${id}/messages`, {
        query: pageParam ? { before: pageParam } : {},
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.olderCursor ?? undefined,
  });

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: string | { body: string; attachmentId?: string }) =>
      api<Message>(`/api/conversations/${conversationId}/messages`, {
        method: 'POST',
        body: typeof input === 'string' ? { body: input } : input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export function useMarkConversationRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Unread>(`/api/conversations/${conversationId}/read`, { method: 'POST' }),
    onSuccess: (unread) => {
      queryClient.setQueryData(messageKeys.unread(), unread);
      void queryClient.invalidateQueries({ queryKey: [...messageKeys.all, 'inbox'] });
    },
  });
}

export function useBlock(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      api<BlockState>(`/api/conversations/${conversationId}/block`, { method: block ? 'POST' : 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

/** Opens (or continues) the thread with `to`; resolves with its id, for the caller to navigate there. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: StartConversationValues) =>
      api<ConversationStarted>('/api/conversations', { method: 'POST', body: values }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: InvitationValues) =>
      api<InvitationSent>('/api/invitations', { method: 'POST', body: values }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export const useInvitations = (page: number) =>
  useQuery({
    queryKey: messageKeys.invitations(page),
    queryFn: ({ signal }) => api<InvitationsPage>('/api/invitations', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...answer
    }: { id: string } & ({ accept: true } | ({ accept: false } & DeclineInvitationValues))) =>
      answer.accept
        ? api<InvitationSent>(`/api/invitations/${id}/accept`, { method: 'POST' })
        : api<InvitationSent>(`/api/invitations/${id}/decline`, {
            method: 'POST',
            body: { reason: answer.reason },
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export const useNotificationSettings = () =>
  useQuery({
    queryKey: messageKeys.settings,
    queryFn: ({ signal }) => api<NotificationSettings>('/api/account/notification-settings', { signal }),
  });

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      api<NotificationSettings>('/api/account/notification-settings', { method: 'PUT', body: settings }),
    onSuccess: (settings) => queryClient.setQueryData(messageKeys.settings, settings),
  });
}
