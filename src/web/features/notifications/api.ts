import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationItem, NotificationsPage } from '../../../shared/notifications';
import { api } from '../../lib/api';
import { applicationKeys } from '../applications/api';
import { engagementKeys } from '../engagements/api';
import { jobKeys } from '../jobs/api';
import { messageKeys } from '../messages/api';

export const BELL_PAGE_SIZE = 6;

export const notificationKeys = {
  all: ['notifications'] as const,
  page: (page: number, pageSize: number) => [...notificationKeys.all, page, pageSize] as const,
};

/**
 * What a live notification may change: the notification lists themselves and
 * the application lists and dashboards (their keys come from the applications feature); a decision on
 * one of the company's jobs (`job.*`, moderation) changes its jobs; an invitation or its answer shows
 * in a conversation; a step of an offer or engagement (`engagement.*`) changes its open page and the
 * engagement lists.
 */
export const liveQueryKeys = (type?: string) => [
  notificationKeys.all,
  ...applicationKeys.live(),
  ...(type === undefined || type.startsWith('job.') ? [jobKeys.all] : []),
  ...(type === undefined || type === 'invitation' ? [messageKeys.all] : []),
  ...(type === undefined || type.startsWith('engagement.') ? [engagementKeys.all] : []),
];

export const useNotifications = (page: number, pageSize: number, enabled = true) =>
  useQuery({
    queryKey: notificationKeys.page(page, pageSize),
    queryFn: ({ signal }) =>
      api<NotificationsPage>('/api/notifications', { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    enabled,
  });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ notification: NotificationItem; unreadCount: number }>(`/api/notifications/${id}/read`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ updated: number; unreadCount: number }>('/api/notifications/read-all', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
