import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OperatorResponse } from '../../../shared/operator';
import type { PageRead } from '../../../shared/page-data';
import { api } from '../../lib/api';

export const operatorQuery = queryOptions({
  queryKey: ['operator'] as const,
  queryFn: () => api<OperatorResponse>('/api/operator'),
  meta: { read: { name: 'operator' } satisfies PageRead },
  staleTime: 5 * 60_000,
});

/** Who runs the site (for the legal pages); `operator` is null when the server has none configured. */
export const useOperator = () => useQuery(operatorQuery);
