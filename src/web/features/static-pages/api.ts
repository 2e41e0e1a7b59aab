import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OperatorResponse } from '../../../shared/operator';
import { api } from '../../lib/api';

export const operatorQuery = queryOptions({
  queryKey: ['operator'] as const,
  queryFn: () => api<OperatorResponse>('/api/operator'),
  staleTime: 5 * 60_000,
});

/** Who runs the site (for the legal pages); `operator` is null when the server has none configured. */
export const useOperator = () => useQuery(operatorQuery);
