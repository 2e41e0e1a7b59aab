import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  FacilitatorInsights,
  FacilitatorInsightDays,
  JobInsights,
  OrganisationInsights,
} from '../../../shared/insights';
import { api } from '../../lib/api';

export const insightKeys = {
  job: (jobId: string, period: number | undefined) => ['job-insights', jobId, period ?? 'current'] as const,
  organisation: (page: number) => ['organisation-insights', page] as const,
  facilitator: (days: number) => ['facilitator-insights', days] as const,
};

/** The CSV of a job's period (GET /api/jobs/:id/insights.csv), as the "Download CSV" link opens it. */
export const jobInsightsCsvPath = (jobId: string, period: number | undefined) =>
  `/api/jobs/${encodeURIComponent(jobId)}/insights.csv${period ? `?period=${period}` : ''}`;

export const jobInsightsQuery = (jobId: string, period: number | undefined) =>
  queryOptions({
    queryKey: insightKeys.job(jobId, period),
    queryFn: ({ signal }) =>
      api<JobInsights>(`/api/jobs/${encodeURIComponent(jobId)}/insights`, { query: { period }, signal }),
    // Another period keeps the one shown on screen until it arrives.
    placeholderData: keepPreviousData,
  });

export const useJobInsights = (jobId: string, period: number | undefined) =>
  useQuery(jobInsightsQuery(jobId, period));

export const organisationInsightsQuery = (page: number) =>
  queryOptions({
    queryKey: insightKeys.organisation(page),
    queryFn: ({ signal }) =>
      api<OrganisationInsights>('/api/organisation/insights', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useOrganisationInsights = (page: number) => useQuery(organisationInsightsQuery(page));

export const facilitatorInsightsQuery = (days: FacilitatorInsightDays) =>
  queryOptions({
    queryKey: insightKeys.facilitator(days),
    queryFn: ({ signal }) => api<FacilitatorInsights>('/api/me/insights', { query: { days }, signal }),
    placeholderData: keepPreviousData,
  });

export const useFacilitatorInsights = (days: FacilitatorInsightDays) =>
  useQuery(facilitatorInsightsQuery(days));

export { OrganisationInsightsCard } from './organisation-insights-card';
export { countClick, useCountView } from './count';
