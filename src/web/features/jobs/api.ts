import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyJobListResponse,
  ExtendJobByLinkInput,
  JobDetail,
  JobLifecycleAction,
  JobListQuery,
  JobListResponse,
  PostJobInput,
  UpdateJobInput,
} from '../../../shared/jobs';
import { MAX_PAGE_SIZE } from '../../../shared/constants';
import type { ExchangeRates } from '../../../shared/facilitation';
import type { PageRead } from '../../../shared/page-data';
import { api } from '../../lib/api';

export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (params: JobListQuery) => [...jobKeys.lists(), params] as const,
  /** The answer depends on the viewer (isOwner, drafts), so the viewer is part of the key. */
  detail: (id: string, viewerId: string | null) => [...jobKeys.all, 'detail', id, viewerId] as const,
  mine: (page: number) => [...jobKeys.all, 'mine', page] as const,
};

export function jobsQuery(params: JobListQuery) {
  return queryOptions({
    queryKey: jobKeys.list(params),
    queryFn: ({ signal }) => api<JobListResponse>('/api/jobs', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    meta: { read: { name: 'jobs', query: { ...params } } satisfies PageRead },
  });
}

export function useJobs(params: JobListQuery) {
  return useQuery(jobsQuery(params));
}

/** One job as `viewerId` sees it (GET /api/jobs/:id). */
export const jobQuery = (id: string, viewerId: string | null) =>
  queryOptions({
    queryKey: jobKeys.detail(id, viewerId),
    queryFn: ({ signal }) => api<JobDetail>(`/api/jobs/${encodeURIComponent(id)}`, { signal }),
    meta: { read: { name: 'job', id } satisfies PageRead },
  });

export function useJob(id: string, viewerId: string | null, enabled = true) {
  return useQuery({ ...jobQuery(id, viewerId), enabled });
}

export function useCompanyJobs(page: number) {
  return useQuery({
    queryKey: jobKeys.mine(page),
    queryFn: ({ signal }) => api<CompanyJobListResponse>('/api/company/jobs', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The signed-in company's published jobs among its newest MAX_PAGE_SIZE: the jobs it can invite a
 * facilitator to (the server checks again that the chosen one is live on the board).
 */
export function useInvitableJobs(enabled = true) {
  return useQuery({
    queryKey: [...jobKeys.all, 'mine', 'invitable'],
    queryFn: ({ signal }) =>
      api<CompanyJobListResponse>('/api/company/jobs', {
        query: { page: 1, pageSize: MAX_PAGE_SIZE },
        signal,
      }),
    select: (page) => page.items.filter((job) => job.status === 'published' && !job.hiddenByAdmin),
    enabled,
  });
}

export function usePostJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostJobInput) => api<JobDetail>('/api/jobs', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

export function useUpdateJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateJobInput) =>
      api<JobDetail>(`/api/jobs/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: JobLifecycleAction }) =>
      api<JobDetail>(`/api/jobs/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

/** A new draft with the fields of one of the company's own jobs (POST /api/jobs/:id/duplicate). */
export function useDuplicateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<JobDetail>(`/api/jobs/${encodeURIComponent(id)}/duplicate`, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

/** Extends the owner's job that expires soon by JOB_EXTEND_DAYS (once per publication). */
export function useExtendJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<JobDetail>(`/api/jobs/${encodeURIComponent(id)}/extend`, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

/** The same through the mailed link's token; the signed-in owner confirms it. */
export function useExtendJobByLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExtendJobByLinkInput) =>
      api<JobDetail>('/api/jobs/extend', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

/** The operator's exchange rates (GET /api/exchange-rates): what budget filters convert with, and as of when. */
export const exchangeRatesQuery = () =>
  queryOptions({
    queryKey: ['exchange-rates'] as const,
    queryFn: ({ signal }) => api<ExchangeRates>('/api/exchange-rates', { signal }),
    // An operator changes them now and then, not while someone browses.
    staleTime: 60 * 60 * 1000,
  });

export const useExchangeRates = () => useQuery(exchangeRatesQuery());

/** How a job's budget reads in the page's language, for other features' job cards. */
export { budgetText } from './messages';
