import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OwnReferenceList, ReferenceForm } from '../../../shared/outside-references';
import type { PageRead } from '../../../shared/page-data';
import type {
  HiddenReference,
  HideReferenceInputSchema,
  OwnReference,
  ReferenceGiveInputSchema,
  ReferenceRequestInputSchema,
} from '../../../shared/reviews';
import { api } from '../../lib/api';

export const referenceKeys = {
  all: ['references'] as const,
  own: () => [...referenceKeys.all, 'own'] as const,
  form: (token: string) => [...referenceKeys.all, 'form', token] as const,
};

/** GET /api/references/:token: who asks the outside client, for the reference page (server-rendered). */
export const referenceFormQuery = (token: string) =>
  queryOptions({
    queryKey: referenceKeys.form(token),
    queryFn: ({ signal }) => api<ReferenceForm>(`/api/references/${encodeURIComponent(token)}`, { signal }),
    meta: { read: { name: 'reference', token } satisfies PageRead },
    retry: false,
  });

/** The client gives the reference: the page then says thank you, and the link answers as used. */
export function useGiveReference(token: string) {
  return useMutation({
    mutationFn: (input: z.input<typeof ReferenceGiveInputSchema>) =>
      api<{ given: true }>(`/api/references/${encodeURIComponent(token)}`, { body: input }),
  });
}

/** The facilitator's own requests and how many they may still make. */
export const useOwnReferences = () =>
  useQuery({
    queryKey: referenceKeys.own(),
    queryFn: ({ signal }) => api<OwnReferenceList>('/api/facilitator/references', { signal }),
  });

export function useRequestReference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof ReferenceRequestInputSchema>) =>
      api<OwnReference>('/api/facilitator/references', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKeys.own() }),
  });
}

export function useWithdrawReference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<OwnReference>(`/api/facilitator/references/${encodeURIComponent(id)}/withdraw`, { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKeys.own() }),
  });
}

/** POST /api/admin/references/:id/hide: the operator takes a given reference off the profile, with a reason. */
export function useHideReference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      referenceId,
      ...body
    }: z.input<typeof HideReferenceInputSchema> & { referenceId: string }) =>
      api<HiddenReference>(`/api/admin/references/${encodeURIComponent(referenceId)}/hide`, {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** The operator's "Hide reference" on a profile's references (docs/decisions/042). */
export { HideReferenceButton } from './hide-reference';
