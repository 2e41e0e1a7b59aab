import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSavedSearchInput,
  SaveFacilitatorResult,
  SavedFacilitatorIds,
  SavedFacilitatorPage,
  SavedJobIds,
  SavedJobPage,
  SavedSearch,
  SavedSearchPage,
  TimeZoneBody,
  UnsubscribeInfo,
  UnsubscribeResult,
  UpdateSavedSearchInput,
} from '../../../shared/saved';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { toastError } from '../../lib/toast';
import { savedMessages } from './messages';

/**
 * Query keys of saved items and searches. The id lists (what the Save toggles read) carry the viewer's
 * id: the cache outlives a sign-out, and another account in the same tab must not see these.
 */
export const savedKeys = {
  all: ['saved'] as const,
  jobs: () => [...savedKeys.all, 'jobs'] as const,
  jobPage: (page: number) => [...savedKeys.jobs(), 'page', page] as const,
  jobIds: (userId: string | null) => [...savedKeys.jobs(), 'ids', userId] as const,
  facilitators: () => [...savedKeys.all, 'facilitators'] as const,
  facilitatorPage: (page: number) => [...savedKeys.facilitators(), 'page', page] as const,
  facilitatorIds: (userId: string | null) => [...savedKeys.facilitators(), 'ids', userId] as const,
  searches: () => [...savedKeys.all, 'searches'] as const,
  searchPage: (page: number) => [...savedKeys.searches(), 'page', page] as const,
  unsubscribe: (token: string) => [...savedKeys.all, 'unsubscribe', token] as const,
};

/** Mutation keys of the toggles: a toggle refetches the ids only when no other toggle is still on its way. */
const TOGGLE_JOB = ['saved', 'toggle-job'] as const;
const TOGGLE_FACILITATOR = ['saved', 'toggle-facilitator'] as const;

/** The id lists change in few places and every card reads them: keep them a minute before asking again. */
const IDS_STALE_MS = 60_000;

const withId = (ids: string[], id: string, saved: boolean) =>
  saved ? (ids.includes(id) ? ids : [...ids, id]) : ids.filter((other) => other !== id);

// ---------------------------------------------------------------- saved jobs

export const useSavedJobs = (page: number) =>
  useQuery({
    queryKey: savedKeys.jobPage(page),
    queryFn: ({ signal }) => api<SavedJobPage>('/api/saved-jobs', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useSavedJobIds = (userId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: savedKeys.jobIds(userId),
    queryFn: ({ signal }) => api<SavedJobIds>('/api/saved-jobs/ids', { signal }),
    staleTime: IDS_STALE_MS,
    enabled,
  });

/**
 * Saves (`saved: true`) or forgets a job. The id list changes at once (the toggle shows the new state
 * while the request runs) and is put back for that job if the server refuses.
 */
export function useSetJobSaved(userId: string | null) {
  const queryClient = useQueryClient();
  const key = savedKeys.jobIds(userId);
  const apply = (jobId: string, saved: boolean) =>
    queryClient.setQueryData<SavedJobIds>(key, (ids) => ({
      jobIds: withId(ids?.jobIds ?? [], jobId, saved),
    }));
  return useMutation({
    mutationKey: TOGGLE_JOB,
    mutationFn: ({ jobId, saved }: { jobId: string; saved: boolean }) =>
      api<unknown>(`/api/saved-jobs/${encodeURIComponent(jobId)}`, { method: saved ? 'PUT' : 'DELETE' }),
    onMutate: async ({ jobId, saved }) => {
      await queryClient.cancelQueries({ queryKey: key });
      apply(jobId, saved);
    },
    onError: (_error, { jobId, saved }) => apply(jobId, !saved),
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: TOGGLE_JOB }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: savedKeys.jobs() });
      }
    },
  });
}

/**
 * What a job's Save toggle needs: whether to show it (signed-in facilitators only), whether the job is
 * saved, and the toggle itself (a refusal is a toast, and the toggle goes back).
 */
export function useSavedJobToggle(jobId: string) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const visible = user?.userType === 'facilitator';
  const ids = useSavedJobIds(userId, visible);
  const mutation = useSetJobSaved(userId);
  const t = useT(savedMessages);
  const saved = ids.data?.jobIds.includes(jobId) ?? false;
  const toggle = () =>
    mutation.mutate(
      { jobId, saved: !saved },
      { onError: (error) => toastError(t(saved ? 'jobs.removeFailed' : 'jobs.saveFailed'), error.message) },
    );
  return { visible, saved, pending: mutation.isPending, toggle };
}

// ---------------------------------------------------------------- saved facilitators

export const useSavedFacilitators = (page: number) =>
  useQuery({
    queryKey: savedKeys.facilitatorPage(page),
    queryFn: ({ signal }) =>
      api<SavedFacilitatorPage>('/api/saved-facilitators', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useSavedFacilitatorIds = (userId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: savedKeys.facilitatorIds(userId),
    queryFn: ({ signal }) => api<SavedFacilitatorIds>('/api/saved-facilitators/ids', { signal }),
    staleTime: IDS_STALE_MS,
    enabled,
  });

/** Saves or forgets a facilitator, optimistically like useSetJobSaved. Saving keeps a note already written. */
export function useSetFacilitatorSaved(userId: string | null) {
  const queryClient = useQueryClient();
  const key = savedKeys.facilitatorIds(userId);
  const apply = (facilitatorId: string, saved: boolean) =>
    queryClient.setQueryData<SavedFacilitatorIds>(key, (ids) => ({
      facilitatorIds: withId(ids?.facilitatorIds ?? [], facilitatorId, saved),
    }));
  return useMutation({
    mutationKey: TOGGLE_FACILITATOR,
    mutationFn: ({ facilitatorId, saved }: { facilitatorId: string; saved: boolean }) => {
      const path = `/api/saved-facilitators/${encodeURIComponent(facilitatorId)}`;
      return saved
        ? api<SaveFacilitatorResult>(path, { method: 'PUT', body: {} })
        : api<unknown>(path, { method: 'DELETE' });
    },
    onMutate: async ({ facilitatorId, saved }) => {
      await queryClient.cancelQueries({ queryKey: key });
      apply(facilitatorId, saved);
    },
    onError: (_error, { facilitatorId, saved }) => apply(facilitatorId, !saved),
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: TOGGLE_FACILITATOR }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: savedKeys.facilitators() });
      }
    },
  });
}

/** A facilitator's Save toggle: shown to signed-in companies only (admins are companies too). */
export function useSavedFacilitatorToggle(facilitatorId: string) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const visible = user?.userType === 'company';
  const ids = useSavedFacilitatorIds(userId, visible);
  const mutation = useSetFacilitatorSaved(userId);
  const t = useT(savedMessages);
  const saved = ids.data?.facilitatorIds.includes(facilitatorId) ?? false;
  const toggle = () =>
    mutation.mutate(
      { facilitatorId, saved: !saved },
      {
        onError: (error) =>
          toastError(t(saved ? 'facilitators.removeFailed' : 'facilitators.saveFailed'), error.message),
      },
    );
  return { visible, saved, pending: mutation.isPending, toggle };
}

/** Writes the private note of a saved facilitator (PUT with a note saves, or changes the note). */
export function useSaveFacilitatorNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ facilitatorId, note }: { facilitatorId: string; note: string }) =>
      api<SaveFacilitatorResult>(`/api/saved-facilitators/${encodeURIComponent(facilitatorId)}`, {
        method: 'PUT',
        body: { note },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.facilitators() }),
  });
}

// ---------------------------------------------------------------- saved searches

export const useSavedSearches = (page: number) =>
  useQuery({
    queryKey: savedKeys.searchPage(page),
    queryFn: ({ signal }) => api<SavedSearchPage>('/api/saved-searches', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSavedSearchInput) =>
      api<SavedSearch>('/api/saved-searches', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches() }),
  });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: { id: string } & UpdateSavedSearchInput) =>
      api<SavedSearch>(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches() }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<unknown>(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches() }),
  });
}

/** The time zone of the account's daily and weekly digests; the server reschedules every search by it. */
export function useSetTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimeZoneBody) => api<TimeZoneBody>('/api/account/time-zone', { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches() }),
  });
}

// ---------------------------------------------------------------- unsubscribe (no sign-in)

export const useUnsubscribeInfo = (token: string) =>
  useQuery({
    queryKey: savedKeys.unsubscribe(token),
    queryFn: ({ signal }) =>
      api<UnsubscribeInfo>(`/api/alerts/unsubscribe/${encodeURIComponent(token)}`, { signal }),
  });

/**
 * The confirmation page's button: the same bodiless POST a mail client sends for one-click unsubscribe
 * (RFC 8058), to the List-Unsubscribe URL itself rather than an /api route.
 */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<UnsubscribeResult>(`/alerts/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST' }),
    onSuccess: (result) =>
      queryClient.setQueryData<UnsubscribeInfo>(savedKeys.unsubscribe(token), {
        searchName: result.searchName,
        unsubscribed: true,
      }),
  });
}
