import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobSearchParams, JobSearchResponse } from '../../../shared/job-search';
import type { PageRead } from '../../../shared/page-data';
import { api } from '../../lib/api';

/**
 * One query per submitted search. Keying by the parameters means a slower,
 * older search can never overwrite the results of a newer one, and its
 * request is aborted when it is no longer wanted.
 */
export const jobSearchQuery = (params: JobSearchParams) => {
  const query = { query: params.query, location: params.location, remote: params.remote ? 'true' : 'false' };
  return queryOptions({
    queryKey: ['job-search', params] as const,
    queryFn: ({ signal }) => api<JobSearchResponse>('/api/job-search', { query, signal }),
    retry: false,
    staleTime: 60_000,
    meta: { read: { name: 'jobSearch', query } satisfies PageRead },
  });
};

export const useJobSearch = (params: JobSearchParams) => useQuery(jobSearchQuery(params));
