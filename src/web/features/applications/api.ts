import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicantsResponse,
  ApplicationResponse,
  ApplicationStatus,
  CompanyDashboard,
  FacilitatorDashboard,
  MyApplicationsPage,
  ReviewStatus,
} from '../../../shared/applications';
import { api } from '../../lib/api';

/**
 * Query keys. The notification bell invalidates these by their first part
 * whenever a live notification arrives, so the lists update without a reload.
 */
export const applicationKeys = {
  applicants: (jobId: string, status?: ApplicationStatus, page = 1) =>
    ['company-applicants', jobId, status ?? 'active', page] as const,
  myApplications: (page = 1) => ['my-applications', page] as const,
  companyDashboard: ['company-dashboard'] as const,
  facilitatorDashboard: ['facilitator-dashboard'] as const,
};

export const applicantsQuery = (jobId: string, status: ApplicationStatus | undefined, page: number) =>
  queryOptions({
    queryKey: applicationKeys.applicants(jobId, status, page),
    queryFn: ({ signal }) =>
      api<ApplicantsResponse>(`/api/company/jobs/${jobId}/applications`, { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
    // Cheap, and changed by other pages (applying, live events): refetch whenever a page mounts.
    staleTime: 0,
  });

export const useApplicants = (jobId: string, status: ApplicationStatus | undefined, page: number) =>
  useQuery(applicantsQuery(jobId, status, page));

export function useUpdateApplicationStatus(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ReviewStatus }) =>
      api<ApplicationResponse>(`/api/applications/${id}/status`, {
        method: 'PATCH',
        body: { status },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['company-applicants', jobId] });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.companyDashboard });
    },
  });
}

export const useMyApplications = (page: number) =>
  useQuery({
    queryKey: applicationKeys.myApplications(page),
    queryFn: ({ signal }) =>
      api<MyApplicationsPage>('/api/facilitator/applications', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    // Cheap, and changed by other pages (applying, live events): refetch whenever a page mounts.
    staleTime: 0,
  });

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<ApplicationResponse>(`/api/applications/${id}/withdraw`, { method: 'POST' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['my-applications'] });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.facilitatorDashboard });
    },
  });
}

export const useCompanyDashboard = () =>
  useQuery({
    queryKey: applicationKeys.companyDashboard,
    queryFn: ({ signal }) => api<CompanyDashboard>('/api/company/dashboard', { signal }),
    // Cheap, and changed by other pages (applying, live events): refetch whenever a page mounts.
    staleTime: 0,
  });

export const useFacilitatorDashboard = () =>
  useQuery({
    queryKey: applicationKeys.facilitatorDashboard,
    queryFn: ({ signal }) => api<FacilitatorDashboard>('/api/facilitator/dashboard', { signal }),
    // Cheap, and changed by other pages (applying, live events): refetch whenever a page mounts.
    staleTime: 0,
  });
