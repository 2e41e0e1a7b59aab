import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CounterOfferInput, Engagement, OfferDraft, SendOfferInput } from '../../../shared/engagements';
import { api } from '../../lib/api';

/**
 * The root of every engagement query key (lists, one engagement, drafts): sending or countering an offer
 * changes lists and the engagement alike, so both invalidate the root.
 */
export const ENGAGEMENTS_KEY = ['engagements'] as const;

/** Where an offer comes from, as its sender names it (a profile's offer may leave `jobId` out). */
export type OfferSourceInput = SendOfferInput['source'];

/** The source as GET /api/engagements/draft's query: an offer from a profile without a job leaves `jobId` out. */
const draftQuery = (source: OfferSourceInput): Record<string, string> =>
  Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

/** The prefilled terms of a new offer: sessions from the job, the facilitator's default tiers, their booked days. */
export const offerDraftQuery = (source: OfferSourceInput) =>
  queryOptions({
    queryKey: [...ENGAGEMENTS_KEY, 'draft', draftQuery(source)] as const,
    queryFn: ({ signal }) => api<OfferDraft>('/api/engagements/draft', { query: draftQuery(source), signal }),
    // A draft is read once per opened dialog: the facilitator's booked days may change in between.
    staleTime: 0,
  });

export const useOfferDraft = (source: OfferSourceInput) => useQuery(offerDraftQuery(source));

/** POST /api/engagements: sends a new offer (company members with the `hire` permission). */
export function useSendOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: SendOfferInput) =>
      api<{ engagement: Engagement }>('/api/engagements', { body: offer }).then(
        (answer) => answer.engagement,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ENGAGEMENTS_KEY }),
  });
}

/** POST /api/engagements/:id/counter: changed terms back to the other side, naming the version answered. */
export function useCounterOffer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (counter: CounterOfferInput) =>
      api<{ engagement: Engagement }>(`/api/engagements/${id}/counter`, { body: counter }).then(
        (answer) => answer.engagement,
      ),
    // A refusal (409: answered, withdrawn or countered meanwhile) also means the page's copy is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ENGAGEMENTS_KEY }),
  });
}
