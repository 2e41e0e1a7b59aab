import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FocusAreaId } from '../../../shared/focus-areas';
import { api } from '../../lib/api';

export type FocusAreaCounts = Record<FocusAreaId, number>;

/** Live open-job numbers per focus area (same query key as the topic pages, so the cache is shared). */
export const focusAreaCountsQuery = () =>
  queryOptions({
    queryKey: ['focus-areas', 'counts'],
    queryFn: ({ signal }) =>
      api<{ counts: FocusAreaCounts }>('/api/focus-areas/counts', { signal }).then((data) => data.counts),
    staleTime: 60_000,
  });

export const useFocusAreaCounts = () => useQuery(focusAreaCountsQuery());
