import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FocusAreaCountsResponse } from '../../shared/focus-area-counts';
import type { PageRead } from '../../shared/page-data';
import { api } from './api';

/**
 * Live open-job numbers per focus area (GET /api/focus-areas/counts, cached a
 * minute), shown on the home page, the focus-area overview and the topic pages:
 * one query key, so they share the cache.
 */
export const focusAreaCountsQuery = () =>
  queryOptions({
    queryKey: ['focus-areas', 'counts'],
    queryFn: ({ signal }) => api<FocusAreaCountsResponse>('/api/focus-areas/counts', { signal }),
    select: (data) => data.counts,
    staleTime: 60_000,
    meta: { read: { name: 'focusAreaCounts' } satisfies PageRead },
  });

export const useFocusAreaCounts = () => useQuery(focusAreaCountsQuery());
