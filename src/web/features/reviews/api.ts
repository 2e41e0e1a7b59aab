import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  HideReviewInputSchema,
  ReplyInputSchema,
  ReviewInput,
  ReviewList,
  ReviewState,
} from '../../../shared/reviews';
import { api } from '../../lib/api';
import { profileKeys } from '../profiles/api';

/** Whose reviews a list shows: a facilitator's (of them) or an organisation's. */
export type ReviewedParty = { kind: 'facilitator' | 'company'; id: string };

/**
 * Query keys. Writing a review changes the engagement's review state and, once published, the reviewed
 * party's list and figures: a write invalidates `all` (and the profiles refetch their figures).
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  state: (engagementId: string) => [...reviewKeys.all, 'state', engagementId] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  list: (party: ReviewedParty, page: number) => [...reviewKeys.lists(), party.kind, party.id, page] as const,
};

const partyPath = ({ kind, id }: ReviewedParty) =>
  `/api/${kind === 'facilitator' ? 'facilitators' : 'companies'}/${encodeURIComponent(id)}/reviews`;

/** GET /api/engagements/:id/review: where the caller stands with the reviews of one engagement. */
export const reviewStateQuery = (engagementId: string) =>
  queryOptions({
    queryKey: reviewKeys.state(engagementId),
    queryFn: ({ signal }) =>
      api<ReviewState>(`/api/engagements/${encodeURIComponent(engagementId)}/review`, { signal }),
    // The other side may write theirs at any time: refetch whenever the page mounts.
    staleTime: 0,
  });

export const useReviewState = (engagementId: string) => useQuery(reviewStateQuery(engagementId));

/** GET /api/facilitators/:id/reviews or /api/companies/:id/reviews: one page of published reviews. */
export const reviewsQuery = (party: ReviewedParty, page: number) =>
  queryOptions({
    queryKey: reviewKeys.list(party, page),
    queryFn: ({ signal }) => api<ReviewList>(partyPath(party), { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useReviews = (party: ReviewedParty, page: number) => useQuery(reviewsQuery(party, page));

/** POST /api/engagements/:id/review: the answer is the caller's state as it now is. */
export function useSubmitReview(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) =>
      api<ReviewState>(`/api/engagements/${encodeURIComponent(engagementId)}/review`, {
        method: 'POST',
        body,
      }),
    onSuccess: (data) => {
      if (data && typeof data === 'object' && 'engagementId' in data)
        queryClient.setQueryData(reviewKeys.state(engagementId), data);
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      // A publication changes both parties' figures on their profiles.
      await queryClient.invalidateQueries({ queryKey: profileKeys.facilitators });
      await queryClient.invalidateQueries({ queryKey: profileKeys.companies });
    },
  });
}

/** POST /api/reviews/:id/reply: the reviewed side's one public reply. */
export function useReplyToReview(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof ReplyInputSchema>) =>
      api<unknown>(`/api/reviews/${encodeURIComponent(reviewId)}/reply`, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** POST /api/admin/reviews/:id/hide (admins): the review leaves the profile and its figures. */
export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, ...body }: z.input<typeof HideReviewInputSchema> & { reviewId: string }) =>
      api<unknown>(`/api/admin/reviews/${encodeURIComponent(reviewId)}/hide`, { method: 'POST', body }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}

/** What other features show of reviews: the link from an engagement, a profile's section, the job's summary. */
export { ReviewLink } from './review-link';
export { ReviewsSection } from './reviews-section';
export { OrganisationReputationLine, RatingLink } from './reputation';
export { HideReviewButton } from './hide-review';
