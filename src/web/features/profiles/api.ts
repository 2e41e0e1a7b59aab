import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MIN_RATING_FILTER } from '../../../shared/review-options';
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
import type {
  AvailabilityInput,
  BlockRangeInput,
  CredentialInput,
  OwnAvailability,
  OwnCredential,
} from '../../../shared/facilitation';
import type { Currency, GroupSize, LanguageCode, SessionFormat } from '../../../shared/facilitation-options';
import type { FocusAreaId } from '../../../shared/focus-areas';
import type { MethodId } from '../../../shared/methods';
import type { PageRead } from '../../../shared/page-data';
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
  availability: ['profile', 'availability'] as const,
  availabilityRange: (from: string, to: string) => [...profileKeys.availability, from, to] as const,
  credentials: ['profile', 'credentials'] as const,
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
  /** Every one of them. */
  method: MethodId[];
  language?: LanguageCode;
  availableOn?: string;
  rateMax?: number;
  /** Of rateMax; the server reads EUR without one. */
  currency?: Currency;
  /** Of rateMax; a day rate without one. */
  rateType?: 'hour';
  verified?: true;
  format?: SessionFormat;
  groupSize?: GroupSize;
  showUnavailable?: true;
  /** "4 stars and up" (MIN_RATING_FILTER). */
  minRating?: typeof MIN_RATING_FILTER;
  /** By name without one. */
  sort?: 'rating';
  page: number;
}

export function facilitatorsQuery(params: FacilitatorSearchParams) {
  const query = {
    q: params.q,
    location: params.location,
    focusArea: params.focusArea.length ? params.focusArea.join(',') : undefined,
    method: params.method.length ? params.method.join(',') : undefined,
    language: params.language,
    availableOn: params.availableOn,
    rateMax: params.rateMax,
    currency: params.rateMax === undefined ? undefined : params.currency,
    rateType: params.rateMax === undefined ? undefined : params.rateType,
    verified: params.verified,
    format: params.format,
    groupSize: params.groupSize,
    showUnavailable: params.showUnavailable,
    minRating: params.minRating,
    sort: params.sort,
    page: params.page,
  };
  return queryOptions({
    queryKey: profileKeys.facilitatorList(params),
    queryFn: ({ signal }) => api<FacilitatorDirectoryPage>('/api/facilitators', { signal, query }),
    placeholderData: keepPreviousData,
    meta: { read: { name: 'facilitators', query } satisfies PageRead },
  });
}

export const facilitatorQuery = (id: string) =>
  queryOptions({
    queryKey: profileKeys.facilitator(id),
    queryFn: ({ signal }) =>
      api<FacilitatorPublicProfile>(`/api/facilitators/${encodeURIComponent(id)}`, { signal }),
    meta: { read: { name: 'facilitator', id } satisfies PageRead },
  });

// ---------------------------------------------------------------- company directory

export interface CompanySearchParams {
  q?: string;
  industry?: string;
  page: number;
}

export function companiesQuery(params: CompanySearchParams) {
  const query = { q: params.q, industry: params.industry, page: params.page };
  return queryOptions({
    queryKey: profileKeys.companyList(params),
    queryFn: ({ signal }) => api<CompanyDirectoryPage>('/api/companies', { signal, query }),
    placeholderData: keepPreviousData,
    meta: { read: { name: 'companies', query } satisfies PageRead },
  });
}

export const companyQuery = (id: string) =>
  queryOptions({
    queryKey: profileKeys.company(id),
    queryFn: ({ signal }) =>
      api<CompanyPublicProfile>(`/api/companies/${encodeURIComponent(id)}`, { signal }),
    meta: { read: { name: 'company', id } satisfies PageRead },
  });

// ---------------------------------------------------------------- availability (the facilitator's own)

export const ownAvailabilityQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: profileKeys.availabilityRange(from, to),
    queryFn: ({ signal }) =>
      api<OwnAvailability>('/api/profile/availability', { signal, query: { from, to } }),
    placeholderData: keepPreviousData,
  });

export const useSetAvailabilityStatus = () =>
  useProfileMutation((input: AvailabilityInput) =>
    api<OwnAvailability>('/api/profile/availability', { method: 'PUT', body: input }),
  );

/**
 * Blocks (PUT) or frees (DELETE) one day. The month on screen changes at once, and is put back if the
 * server refuses; afterwards every view of the profile is refetched.
 */
export function useToggleBlockedDay(from: string, to: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateProfiles();
  const key = profileKeys.availabilityRange(from, to);
  return useMutation({
    mutationFn: ({ date, block }: { date: string; block: boolean }) =>
      api<OwnAvailability>(`/api/profile/availability/dates/${date}`, { method: block ? 'PUT' : 'DELETE' }),
    onMutate: async ({ date, block }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<OwnAvailability>(key);
      if (before)
        queryClient.setQueryData<OwnAvailability>(key, {
          ...before,
          days: block
            ? [...before.days, { date, source: 'manual', job: null }]
            : before.days.filter((day) => !(day.date === date && day.source === 'manual')),
        });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: invalidate,
  });
}

/** Blocks or frees every day of a range at once; answers the calendar of [from, to] (the month on screen). */
export function useBlockRange(from: string, to: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateProfiles();
  return useMutation({
    mutationFn: (input: BlockRangeInput) =>
      api<OwnAvailability>('/api/profile/availability/range', {
        method: 'POST',
        body: input,
        query: { from, to },
      }),
    onSuccess: (result) => queryClient.setQueryData(profileKeys.availabilityRange(from, to), result),
    onSettled: invalidate,
  });
}

// ---------------------------------------------------------------- credentials (the facilitator's own)

export const ownCredentialsQuery = () =>
  queryOptions({
    queryKey: profileKeys.credentials,
    queryFn: ({ signal }) => api<{ items: OwnCredential[] }>('/api/profile/credentials', { signal }),
  });

export const useOwnCredentials = () => useQuery(ownCredentialsQuery());

/** Adds a credential, or changes one (`id`). */
export const useSaveCredential = () =>
  useProfileMutation(({ id, input }: { id?: string; input: CredentialInput }) =>
    id
      ? api<OwnCredential>(`/api/profile/credentials/${encodeURIComponent(id)}`, {
          method: 'PATCH',
          body: input,
        })
      : api<OwnCredential>('/api/profile/credentials', { method: 'POST', body: input }),
  );

export const useDeleteCredential = () =>
  useProfileMutation((id: string) =>
    api<void>(`/api/profile/credentials/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

export const useUploadEvidence = () =>
  useProfileMutation(({ id, file }: { id: string; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return api<OwnCredential>(`/api/profile/credentials/${encodeURIComponent(id)}/evidence`, {
      method: 'POST',
      body: form,
    });
  });
