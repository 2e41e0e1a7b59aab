import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueueOverview } from '../../../shared/admin';
import { api } from '../../lib/api';

export const adminKeys = {
  all: ['admin'] as const,
  queue: () => [...adminKeys.all, 'queue'] as const,
};

/** How often the background jobs panel refreshes while it is open. */
const QUEUE_REFRESH_MS = 30_000;

export const queueOverviewQuery = () =>
  queryOptions({
    queryKey: adminKeys.queue(),
    queryFn: ({ signal }) => api<QueueOverview>('/api/admin/queue', { signal }),
    staleTime: 0,
    refetchInterval: QUEUE_REFRESH_MS,
  });

export const useQueueOverview = () => useQuery(queueOverviewQuery());
