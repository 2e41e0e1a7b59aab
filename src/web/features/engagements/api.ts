import {
  keepPreviousData,
  queryOptions,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AcceptOfferSchema,
  CalendarFeedSchema,
  CancelEngagementSchema,
  DeclineOfferSchema,
  Engagement,
  EngagementFilter,
  EngagementList,
  FlagEngagementSchema,
} from '../../../shared/engagements';
import { api } from '../../lib/api';

type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/**
 * Query keys. Every step of an offer or engagement changes its page, the lists and the calendar feed's
 * content, so a step (or a live notification about one) invalidates `all`.
 */
export const engagementKeys = {
  all: ['engagements'] as const,
  lists: () => [...engagementKeys.all, 'list'] as const,
  list: (filter: EngagementFilter | undefined, page: number) =>
    [...engagementKeys.lists(), filter ?? 'all', page] as const,
  detail: (id: string) => [...engagementKeys.all, 'detail', id] as const,
  calendarFeed: ['calendar-feed'] as const,
};

/** The `.ics` of one engagement (parties only); a plain link, which the browser downloads. */
export const calendarFilePath = (id: string) => `/engagements/${encodeURIComponent(id)}/calendar.ics`;

export const engagementsQuery = (filter: EngagementFilter | undefined, page: number) =>
  queryOptions({
    queryKey: engagementKeys.list(filter, page),
    queryFn: ({ signal }) => api<EngagementList>('/api/engagements', { query: { filter, page }, signal }),
    placeholderData: keepPreviousData,
    // Changed by the other side at any time: refetch whenever the page mounts.
    staleTime: 0,
  });

export const useEngagements = (filter: EngagementFilter | undefined, page: number) =>
  useQuery(engagementsQuery(filter, page));

export const engagementQuery = (id: string) =>
  queryOptions({
    queryKey: engagementKeys.detail(id),
    queryFn: ({ signal }) =>
      api<{ engagement: Engagement }>(`/api/engagements/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });

export const useEngagement = (id: string) => useQuery(engagementQuery(id));

/** What each step posts (accept names the version read; withdraw, deliver and complete carry nothing). */
interface StepBodies {
  accept: z.input<typeof AcceptOfferSchema>;
  decline: z.input<typeof DeclineOfferSchema>;
  withdraw: Record<string, never>;
  deliver: Record<string, never>;
  complete: Record<string, never>;
  cancel: z.input<typeof CancelEngagementSchema>;
  flag: z.input<typeof FlagEngagementSchema>;
}
export type EngagementStep = keyof StepBodies;

/**
 * One step of an offer or engagement (POST /api/engagements/:id/<step>). The answer is the record as it
 * now is: the page shows it at once, and the lists and the feed refetch.
 */
export function useEngagementStep<S extends EngagementStep>(id: string, step: S) {
  const queryClient = useQueryClient();
  return useMutation({
    // Under the record's key: the page keeps every other step's button off while one is saving.
    mutationKey: [...engagementKeys.detail(id), step],
    mutationFn: (body: StepBodies[S]) =>
      api<{ engagement: Engagement }>(`/api/engagements/${encodeURIComponent(id)}/${step}`, {
        method: 'POST',
        body,
      }),
    onSuccess: (data) => queryClient.setQueryData(engagementKeys.detail(id), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: engagementKeys.all }),
  });
}

/** Whether any step of this record is saving. */
export const useStepPending = (id: string) => useIsMutating({ mutationKey: engagementKeys.detail(id) }) > 0;

export const useAcceptOffer = (id: string) => useEngagementStep(id, 'accept');
export const useDeclineOffer = (id: string) => useEngagementStep(id, 'decline');
export const useWithdrawOffer = (id: string) => useEngagementStep(id, 'withdraw');
export const useMarkDelivered = (id: string) => useEngagementStep(id, 'deliver');
export const useConfirmCompletion = (id: string) => useEngagementStep(id, 'complete');
export const useCancelEngagement = (id: string) => useEngagementStep(id, 'cancel');
export const useFlagEngagement = (id: string) => useEngagementStep(id, 'flag');

/** The viewer's private calendar feed URL (GET /api/me/calendar-feed). */
export const useCalendarFeed = () =>
  useQuery({
    queryKey: engagementKeys.calendarFeed,
    queryFn: ({ signal }) => api<CalendarFeed>('/api/me/calendar-feed', { signal }),
  });

/** A new feed URL; the old one stops working (POST /api/me/calendar-feed). */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<CalendarFeed>('/api/me/calendar-feed', { method: 'POST', body: {} }),
    onSuccess: (data) => queryClient.setQueryData(engagementKeys.calendarFeed, data),
  });
}

/**
 * What other features show of engagements: the Send offer button of an applicant, a thread and a profile.
 * Its form loads only when its dialog opens.
 */
export { SendOfferButton } from './send-offer';
