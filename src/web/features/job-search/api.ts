import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobSearchParams, JobSearchResponse } from '../../../shared/job-search';
import { api } from '../../lib/api';

/**
 * One query per submitted search. Keying by the parameters means a slower,
 * older search can never overwrite the results of a newer one, and its
 * request is aborted when it is no longer wanted.
 */
export const jobSearchQuery = (params: JobSearchParams) =>
  queryOptions({
    queryKey: ['job-search', params] as const,
    queryFn: ({ signal }) =>
      api<JobSearchResponse>('/api/job-search', {
        query: { query: params.query, location: params.location, remote: params.remote ? 'true' : 'false' },
        signal,
      }),
    retry: false,
    staleTime: 60_000,
  });

export const useJobSearch = (params: JobSearchParams) => useQuery(jobSearchQuery(params));
