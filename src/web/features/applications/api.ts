import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicantsResponse,
  ApplicationResponse,
  ApplicationStatus,
  ApplyInput,
  CompanyDashboard,
  FacilitatorDashboard,
  KeptDaysResponse,
  MyApplication,
  MyApplicationsPage,
  ReviewStatus,
} from '../../../shared/applications';
import type { ApplicantNote, ApplicantTeam } from '../../../shared/organisations';
import type { ScorecardValue } from '../../../shared/organisation-roles';
import type { SuggestedFacilitators } from '../../../shared/profiles';
import { api } from '../../lib/api';
import { profileKeys } from '../profiles/api';

/**
 * Query keys. The notification bell invalidates `live` whenever a live
 * notification arrives, so the lists update without a reload.
 */
export const applicationKeys = {
  allApplicants: ['company-applicants'] as const,
  applicantsOf: (jobId: string) => [...applicationKeys.allApplicants, jobId] as const,
  applicants: (jobId: string, status?: ApplicationStatus, page = 1) =>
    [...applicationKeys.applicantsOf(jobId), status ?? 'active', page] as const,
  allMyApplications: ['my-applications'] as const,
  myApplications: (page = 1) => [...applicationKeys.allMyApplications, page] as const,
  companyDashboard: ['company-dashboard'] as const,
  facilitatorDashboard: ['facilitator-dashboard'] as const,
  /** The viewer's application to one job (the job page's Apply button or "You applied" note). */
  allToJobs: ['job-application'] as const,
  toJob: (jobId: string, viewerId: string) => [...applicationKeys.allToJobs, jobId, viewerId] as const,
  /** The team's notes and scorecard on one applicant (its summary is on the applicants list too). */
  team: (applicationId: string) => ['applicant-team', applicationId] as const,
  /** Everything a notification about an application may change. */
  live: () => [
    applicationKeys.allApplicants,
    applicationKeys.allMyApplications,
    applicationKeys.companyDashboard,
    applicationKeys.facilitatorDashboard,
    applicationKeys.allToJobs,
  ],
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
      void queryClient.invalidateQueries({ queryKey: applicationKeys.applicantsOf(jobId) });
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

/** Keeps blocked the days a hire had booked before its company left (as days blocked by hand). */
export function useKeepReleasedDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<KeptDaysResponse>(`/api/applications/${id}/keep-days`, { method: 'POST' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.allMyApplications });
      void queryClient.invalidateQueries({ queryKey: profileKeys.availability });
    },
  });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<ApplicationResponse>(`/api/applications/${id}/withdraw`, { method: 'POST' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.allMyApplications });
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

export function useMyApplication(jobId: string, viewerId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: applicationKeys.toJob(jobId, viewerId ?? ''),
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
      api<ApplicationResponse>(`/api/jobs/${encodeURIComponent(jobId)}/applications`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: ({ application: { id, status, createdAt } }) => {
      if (viewerId)
        queryClient.setQueryData<{ application: MyApplication | null }>(
          applicationKeys.toJob(jobId, viewerId),
          {
            application: { id, status, createdAt },
          },
        );
      void queryClient.invalidateQueries({ queryKey: applicationKeys.toJob(jobId, viewerId ?? '') });
    },
  });
}

/**
 * For the job's owner: listed facilitators who suit the job and have not applied, best first, each with
 * why (GET /api/jobs/:id/suggested-facilitators). Applying takes one off, so it follows the live updates.
 */
export const useSuggestedFacilitators = (jobId: string) =>
  useQuery({
    queryKey: [...applicationKeys.allApplicants, jobId, 'suggested'],
    queryFn: ({ signal }) =>
      api<SuggestedFacilitators>(`/api/jobs/${encodeURIComponent(jobId)}/suggested-facilitators`, { signal }),
  });

/** The organisation's private notes and scorecard on an applicant (GET /api/applications/:id/team). */
export const useApplicantTeam = (applicationId: string, enabled: boolean) =>
  useQuery({
    queryKey: applicationKeys.team(applicationId),
    queryFn: ({ signal }) =>
      api<ApplicantTeam>(`/api/applications/${encodeURIComponent(applicationId)}/team`, { signal }),
    enabled,
    staleTime: 0,
  });

/** A change to the team's notes or scorecard: the panel reloads, and the list's summary with it. */
function useTeamChange<I, O>(
  applicationId: string,
  jobId: string,
  mutationFn: (input: I) => Promise<O>,
  options: { onSuccess?: (data: O) => void; serial?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: options.onSuccess,
    // Changes that replace each other run one after another, so that the last one chosen is the one kept.
    scope: options.serial ? { id: `applicant-team-${applicationId}` } : undefined,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.team(applicationId) });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.applicantsOf(jobId) });
    },
  });
}

export const useAddApplicantNote = (applicationId: string, jobId: string) =>
  useTeamChange(applicationId, jobId, (body: string) =>
    api<ApplicantNote>(`/api/applications/${encodeURIComponent(applicationId)}/notes`, {
      method: 'POST',
      body: { body },
    }),
  );

export const useDeleteApplicantNote = (applicationId: string, jobId: string) =>
  useTeamChange(applicationId, jobId, (noteId: string) =>
    api<unknown>(`/api/applicant-notes/${encodeURIComponent(noteId)}`, { method: 'DELETE' }),
  );

/** Sets the member's score; scores chosen in quick succession (arrow keys) are saved in order. */
export function useRateApplicant(applicationId: string, jobId: string) {
  const queryClient = useQueryClient();
  return useTeamChange(
    applicationId,
    jobId,
    (score: ScorecardValue) =>
      api<ApplicantTeam>(`/api/applications/${encodeURIComponent(applicationId)}/rating`, {
        method: 'PUT',
        body: { score },
      }),
    {
      onSuccess: (team) => queryClient.setQueryData(applicationKeys.team(applicationId), team),
      serial: true,
    },
  );
}
