import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplyInput, MyApplication } from '../../../shared/applications';
import type {
  CompanyJobListResponse,
  JobDetail,
  JobLifecycleAction,
  JobListQuery,
  JobListResponse,
  PostJobInput,
  UpdateJobInput,
} from '../../../shared/jobs';
import { api } from '../../lib/api';

export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (params: JobListQuery) => [...jobKeys.lists(), params] as const,
  /** The answer depends on the viewer (isOwner, drafts), so the viewer is part of the key. */
  detail: (id: string, viewerId: string | null) => [...jobKeys.all, 'detail', id, viewerId] as const,
  mine: (page: number) => [...jobKeys.all, 'mine', page] as const,
  myApplication: (id: string, viewerId: string) => [...jobKeys.all, 'my-application', id, viewerId] as const,
};

export function jobsQuery(params: JobListQuery) {
  return queryOptions({
    queryKey: jobKeys.list(params),
    queryFn: ({ signal }) => api<JobListResponse>('/api/jobs', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useJobs(params: JobListQuery) {
  return useQuery(jobsQuery(params));
}

export function useJob(id: string, viewerId: string | null, enabled = true) {
  return useQuery({
    queryKey: jobKeys.detail(id, viewerId),
    queryFn: ({ signal }) => api<JobDetail>(`/api/jobs/${encodeURIComponent(id)}`, { signal }),
    enabled,
  });
}

export function useCompanyJobs(page: number) {
  return useQuery({
    queryKey: jobKeys.mine(page),
    queryFn: ({ signal }) => api<CompanyJobListResponse>('/api/company/jobs', { query: { page }, signal }),
    placeholderData: keepPreviousData,
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

// ---------------------------------------------------------------- applications (endpoints owned by the applications feature)

export function useMyApplication(jobId: string, viewerId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: jobKeys.myApplication(jobId, viewerId ?? ''),
    queryFn: ({ signal }) =>
      api<{ application: MyApplication | null }>(`/api/jobs/${encodeURIComponent(jobId)}/my-application`, {
        signal,
      }),
    enabled: enabled && !!viewerId,
    retry: false,
  });
}

export function useApply(jobId: string, viewerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyInput) =>
      api<unknown>(`/api/jobs/${encodeURIComponent(jobId)}/applications`, { method: 'POST', body: input }),
    onSuccess: (data) => {
      const created = pickApplication(data);
      if (created && viewerId)
        queryClient.setQueryData(jobKeys.myApplication(jobId, viewerId), { application: created });
      void queryClient.invalidateQueries({ queryKey: jobKeys.myApplication(jobId, viewerId ?? '') });
    },
  });
}

/** The created application from the POST answer, whether it is wrapped in { application } or not. */
function pickApplication(data: unknown): MyApplication | null {
  const candidate = (
    data && typeof data === 'object' && 'application' in data
      ? (data as { application: unknown }).application
      : data
  ) as Partial<MyApplication> | null | undefined;
  if (
    candidate &&
    typeof candidate.id === 'string' &&
    typeof candidate.status === 'string' &&
    typeof candidate.createdAt === 'string'
  ) {
    return { id: candidate.id, status: candidate.status, createdAt: candidate.createdAt };
  }
  return null;
}
