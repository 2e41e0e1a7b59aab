import type { JobSearchResult } from '../job-search';

/** A job search result with none of the optional fields: each empty, and not remote. */
export const bareJobSearchResult = (overrides: Partial<JobSearchResult> = {}): JobSearchResult => ({
  job_id: 'j2',
  job_title: 'Facilitator',
  employer_name: null,
  employer_logo: null,
  job_city: null,
  job_state: null,
  job_country: null,
  job_is_remote: false,
  job_description: null,
  job_apply_link: null,
  job_posted_at_datetime_utc: null,
  content_language: 'en',
  ...overrides,
});
