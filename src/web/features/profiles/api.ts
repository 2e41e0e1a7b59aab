import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AvatarResponse,
  CompanyDirectoryPage,
  CompanyProfileInput,
  CompanyPublicProfile,
  FacilitatorDirectoryPage,
  FacilitatorProfileUpdateInput,
  FacilitatorPublicProfile,
  OwnCompanyProfile,
  OwnFacilitatorProfile,
  OwnProfileResponse,
} from '../../../shared/profiles';
import type { FocusAreaId } from '../../../shared/focus-areas';
import { api } from '../../lib/api';

export const profileKeys = {
  own: ['profile'] as const,
  facilitators: ['facilitators'] as const,
  facilitatorList: (params: FacilitatorSearchParams) =>
    [...profileKeys.facilitators, 'list', params] as const,
  facilitator: (id: string) => [...profileKeys.facilitators, 'detail', id] as const,
  companies: ['companies'] as const,
  companyList: (params: CompanySearchParams) => [...profileKeys.companies, 'list', params] as const,
  company: (id: string) => [...profileKeys.companies, 'detail', id] as const,
};

// ---------------------------------------------------------------- own profile

export const ownProfileQuery = () =>
  queryOptions({
    queryKey: [...profileKeys.own, 'own'],
    queryFn: ({ signal }) => api<OwnProfileResponse>('/api/profile', { signal }),
    staleTime: 0,
  });

export const useOwnProfile = (enabled = true) => useQuery({ ...ownProfileQuery(), enabled });

/** After a profile change, every view that may show it is refetched. */
function useInvalidateProfiles() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: profileKeys.own });
    void queryClient.invalidateQueries({ queryKey: profileKeys.facilitators });
    void queryClient.invalidateQueries({ queryKey: profileKeys.companies });
  };
}

/** A change to the signed-in user's profile; every view that may show it is refetched afterwards. */
function useProfileMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const invalidate = useInvalidateProfiles();
  return useMutation({ mutationFn, onSuccess: invalidate });
}

export const useSaveCompanyProfile = () =>
  useProfileMutation((input: CompanyProfileInput) =>
    api<OwnCompanyProfile>('/api/profile/company', { method: 'PUT', body: input }),
  );

export const useSaveFacilitatorProfile = () =>
  useProfileMutation((input: FacilitatorProfileUpdateInput) =>
    api<OwnFacilitatorProfile>('/api/profile/facilitator', { method: 'PUT', body: input }),
  );

export const useUploadPicture = () =>
  useProfileMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api<AvatarResponse>('/api/profile/avatar', { method: 'POST', body: form });
  });

export const useRemovePicture = () =>
  useProfileMutation(() => api<void>('/api/profile/avatar', { method: 'DELETE' }));

// ---------------------------------------------------------------- facilitator directory

export interface FacilitatorSearchParams {
  q?: string;
  location?: string;
  focusArea: FocusAreaId[];
  page: number;
}

export const facilitatorsQuery = (params: FacilitatorSearchParams) =>
  queryOptions({
    queryKey: profileKeys.facilitatorList(params),
    queryFn: ({ signal }) =>
      api<FacilitatorDirectoryPage>('/api/facilitators', {
        signal,
        query: {
          q: params.q,
          location: params.location,
          focusArea: params.focusArea.length ? params.focusArea.join(',') : undefined,
          page: params.page,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const facilitatorQuery = (id: string) =>
  queryOptions({
    queryKey: profileKeys.facilitator(id),
    queryFn: ({ signal }) =>
      api<FacilitatorPublicProfile>(`/api/facilitators/${encodeURIComponent(id)}`, { signal }),
  });

// ---------------------------------------------------------------- company directory

export interface CompanySearchParams {
  q?: string;
  industry?: string;
  page: number;
}

export const companiesQuery = (params: CompanySearchParams) =>
  queryOptions({
    queryKey: profileKeys.companyList(params),
    queryFn: ({ signal }) =>
      api<CompanyDirectoryPage>('/api/companies', {
        signal,
        query: { q: params.q, industry: params.industry, page: params.page },
      }),
    placeholderData: keepPreviousData,
  });

export const companyQuery = (id: string) =>
  queryOptions({
    queryKey: profileKeys.company(id),
    queryFn: ({ signal }) =>
      api<CompanyPublicProfile>(`/api/companies/${encodeURIComponent(id)}`, { signal }),
  });
