import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccessRequestFilter,
  AccessRequestInput,
  AccessRequestItem,
  AccessRequestPage,
  AccessRequestReceipt,
} from '../../../shared/access-requests';
import type { FormGuard } from '../../../shared/form-guard';
import { api } from '../../lib/api';

export function useSubmitAccessRequest() {
  return useMutation({
    mutationFn: (input: AccessRequestInput & FormGuard) =>
      api<AccessRequestReceipt>('/api/access-requests', { method: 'POST', body: input }),
  });
}

export const accessRequestKeys = {
  all: ['admin', 'access-requests'] as const,
  list: (status: AccessRequestFilter, page: number) => [...accessRequestKeys.all, status, page] as const,
};

export const adminAccessRequestsQuery = (status: AccessRequestFilter, page: number) =>
  queryOptions({
    queryKey: accessRequestKeys.list(status, page),
    queryFn: ({ signal }) =>
      api<AccessRequestPage>('/api/admin/access-requests', { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAdminAccessRequests = (status: AccessRequestFilter, page: number) =>
  useQuery(adminAccessRequestsQuery(status, page));

export function useMarkAccessRequestHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<AccessRequestItem>(`/api/admin/access-requests/${encodeURIComponent(id)}/handle`, {
        method: 'POST',
        body: {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessRequestKeys.all }),
  });
}
