import { z } from 'zod';
import { CONTENT_LANGUAGES } from './facilitation-options';

/** The keyword searched when none is given. */
export const DEFAULT_JOB_SEARCH_KEYWORD = 'facilitator';
export const JOB_SEARCH_MAX_LENGTH = 200;

/** Where the results came from: the external provider, or our own published jobs when no provider key is set. */
export const JOB_SEARCH_SOURCES = ['jsearch', 'facilitatorhub'] as const;
export type JobSearchSource = (typeof JOB_SEARCH_SOURCES)[number];

const text = (field: string) =>
  z
    .string()
    .max(JOB_SEARCH_MAX_LENGTH, `${field} must be at most ${JOB_SEARCH_MAX_LENGTH} characters`)
    .transform((value) => value.trim().replace(/\s+/g, ' '));

/** Querystring of GET /api/job-search. An empty keyword searches for the default keyword. */
export const JobSearchQuerySchema = z.object({
  query: text('Keywords')
    .optional()
    .transform((value) => value || DEFAULT_JOB_SEARCH_KEYWORD),
  location: text('Location')
    .optional()
    .transform((value) => value ?? ''),
  remote: z
    .enum(['true', 'false'], 'remote must be true or false')
    .optional()
    .transform((value) => value === 'true'),
});
export type JobSearchQueryInput = z.input<typeof JobSearchQuerySchema>;
export type JobSearchParams = z.output<typeof JobSearchQuerySchema>;

/** One result, in the provider's field names: the fields the result card reads. */
export const JobSearchResultSchema = z.object({
  job_id: z.string(),
  job_title: z.string().nullable(),
  employer_name: z.string().nullable(),
  employer_logo: z.string().nullable(),
  job_city: z.string().nullable(),
  job_state: z.string().nullable(),
  job_country: z.string().nullable(),
  job_is_remote: z.boolean(),
  job_description: z.string().nullable(),
  job_apply_link: z.string().nullable(),
  job_posted_at_datetime_utc: z.string().nullable(),
  /** Ours, not the provider's: the language of the title and description (stored, or detected from them). */
  content_language: z.enum(CONTENT_LANGUAGES),
});
export type JobSearchResult = z.infer<typeof JobSearchResultSchema>;

export const JobSearchResponseSchema = z.object({
  source: z.enum(JOB_SEARCH_SOURCES),
  data: z.array(JobSearchResultSchema),
});
export type JobSearchResponse = z.infer<typeof JobSearchResponseSchema>;
