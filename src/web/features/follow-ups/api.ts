import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowUpAnswer } from '../../../shared/review-options';
import type { FollowUpState } from '../../../shared/reviews';
import { api } from '../../lib/api';

export const followUpKeys = {
  detail: (engagementId: string) => ['follow-ups', engagementId] as const,
};

/** GET /api/engagements/:id/follow-up; `enabled` false skips it (an engagement not completed has none). */
export const useFollowUp = (engagementId: string, enabled = true) =>
  useQuery({
    queryKey: followUpKeys.detail(engagementId),
    queryFn: ({ signal }) =>
      api<FollowUpState>(`/api/engagements/${encodeURIComponent(engagementId)}/follow-up`, { signal }),
    enabled,
    retry: false,
  });

/** The organisation's answers, given once. */
export function useAnswerFollowUp(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: FollowUpAnswer[]) =>
      api<FollowUpState>(`/api/engagements/${encodeURIComponent(engagementId)}/follow-up`, {
        body: { answers },
      }),
    onSuccess: (state) => queryClient.setQueryData(followUpKeys.detail(engagementId), state),
  });
}
