import { z } from 'zod';
import {
  checkJobListQuery,
  JOB_LIST_NOT_FILTERS,
  JobSearchFiltersFieldsSchema,
  JobSearchFiltersSchema,
  JobSummarySchema,
  type JobListQuery,
} from './jobs';
import { vm } from './i18n/validation';
import { singleLineName } from './names';
import { paginated, pageQuery } from './pagination';
import { FacilitatorSummarySchema } from './profiles';
import {
  ALERT_FREQUENCIES,
  DEFAULT_ALERT_FREQUENCY,
  SAVED_JOB_STATES,
  SAVED_NOTE_MAX,
  SAVED_PAGE_SIZE,
  SAVED_SEARCH_NAME_MAX,
  isTimeZone,
} from './saved-options';

export * from './saved-options';

const OPTION_MESSAGE = vm('common.option');

// ---------------------------------------------------------------- saved searches

/**
 * The filters of a /jobs search, exactly as GET /api/jobs and /jobs/feed.xml read them (everything but
 * paging): what a saved search stores, its alerts match and its feed lists.
 */
export const SearchFiltersSchema = JobSearchFiltersFieldsSchema.strict().superRefine(checkJobListQuery);
export type SearchFilters = Omit<JobListQuery, keyof typeof JOB_LIST_NOT_FILTERS>;

/**
 * A saved search's stored filters, read with the same schema they were written with. A value that has
 * left the lists since (an option withdrawn) is dropped, so that the rest of the search keeps working.
 */
export function readStoredFilters(stored: unknown): SearchFilters {
  const source = stored && typeof stored === 'object' ? { ...(stored as Record<string, unknown>) } : {};
  for (let attempt = 0; attempt < 3; attempt++) {
    const parsed = JobSearchFiltersSchema.safeParse(source);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete source[String(issue.path[0])];
  }
  return {};
}

export const TimeZoneSchema = z
  .string({ error: vm('saved.timeZoneRequired') })
  .trim()
  .refine(isTimeZone, vm('common.unknownTimeZone'));

export const SavedSearchNameSchema = singleLineName(
  z
    .string({ error: vm('saved.nameRequired') })
    .trim()
    .min(1, vm('saved.nameRequired'))
    .max(SAVED_SEARCH_NAME_MAX, vm('saved.nameMax', { max: SAVED_SEARCH_NAME_MAX })),
  vm('saved.nameOneLine'),
);

/** POST /api/saved-searches. `timeZone` is the browser's: it becomes the account's unless one is set. */
export const CreateSavedSearchSchema = z.object({
  name: SavedSearchNameSchema,
  filters: SearchFiltersSchema,
  frequency: z.enum(ALERT_FREQUENCIES, OPTION_MESSAGE).default(DEFAULT_ALERT_FREQUENCY),
  timeZone: TimeZoneSchema.optional(),
});
export type CreateSavedSearchValues = z.input<typeof CreateSavedSearchSchema>;
export type CreateSavedSearchInput = z.output<typeof CreateSavedSearchSchema>;

/** PATCH /api/saved-searches/:id: rename, or change how often. */
export const UpdateSavedSearchSchema = z
  .object({
    name: SavedSearchNameSchema.optional(),
    frequency: z.enum(ALERT_FREQUENCIES, OPTION_MESSAGE).optional(),
  })
  .refine((value) => value.name !== undefined || value.frequency !== undefined, vm('saved.nothingToChange'));
export type UpdateSavedSearchInput = z.input<typeof UpdateSavedSearchSchema>;

export const SavedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  /**
   * Every filter of the /jobs search it was saved from, as SearchFiltersSchema parsed it; those not set are
   * absent. Plain values here: a response is serialized, not parsed again.
   */
  filters: z.record(z.string(), z.union([z.string(), z.number()])),
  frequency: z.enum(ALERT_FREQUENCIES),
  /** ISO timestamps. */
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
  /** When the next daily or weekly digest is due; null for instant and off. */
  nextDigestAt: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

/** GET /api/saved-searches: the user's searches, newest first, and the time zone of their digests. */
export const SavedSearchListQuerySchema = pageQuery(SAVED_PAGE_SIZE);
export const SavedSearchPageSchema = paginated(SavedSearchSchema).extend({ timeZone: z.string().nullable() });
export type SavedSearchPage = z.infer<typeof SavedSearchPageSchema>;

/** PUT /api/account/time-zone */
export const TimeZoneBodySchema = z.object({ timeZone: TimeZoneSchema });
export type TimeZoneBody = z.infer<typeof TimeZoneBodySchema>;

/** GET /api/alerts/unsubscribe/:token: what the link stops, for its confirmation page. */
export const UnsubscribeInfoSchema = z.object({
  searchName: z.string(),
  /** Already off (unsubscribed before, or turned off on the alerts page). */
  unsubscribed: z.boolean(),
});
export type UnsubscribeInfo = z.infer<typeof UnsubscribeInfoSchema>;
/** POST /alerts/unsubscribe/:token (RFC 8058 one-click, and the confirmation page's button). */
export const UnsubscribeResultSchema = z.object({ searchName: z.string(), unsubscribed: z.literal(true) });
export type UnsubscribeResult = z.infer<typeof UnsubscribeResultSchema>;
export const UnsubscribeParamsSchema = z.object({
  token: z.string().min(1, vm('saved.linkInvalid')).max(2_000, vm('saved.linkInvalid')),
});

// ---------------------------------------------------------------- saved jobs

export const SavedListQuerySchema = pageQuery(SAVED_PAGE_SIZE);

export const SavedJobSchema = z.object({
  job: JobSummarySchema,
  /** Open to applications, closed by its company, expired, or no longer available (hidden, suspended). */
  state: z.enum(SAVED_JOB_STATES),
  savedAt: z.string(),
});
export type SavedJob = z.infer<typeof SavedJobSchema>;
export const SavedJobPageSchema = paginated(SavedJobSchema);
export type SavedJobPage = z.infer<typeof SavedJobPageSchema>;

/** GET /api/saved-jobs/ids: every saved job's id (at most SAVED_JOBS_MAX), for the Save toggles. */
export const SavedJobIdsSchema = z.object({ jobIds: z.array(z.string()) });
export type SavedJobIds = z.infer<typeof SavedJobIdsSchema>;

/** PUT /api/saved-jobs/:jobId */
export const SaveJobResultSchema = z.object({ jobId: z.string(), savedAt: z.string() });

// ---------------------------------------------------------------- saved facilitators

export const SavedNoteSchema = z
  .string()
  .trim()
  .max(SAVED_NOTE_MAX, vm('saved.noteMax', { max: SAVED_NOTE_MAX }));

/** PUT /api/saved-facilitators/:facilitatorId: saves, or changes the note of a saved one. */
export const SaveFacilitatorSchema = z.object({ note: SavedNoteSchema.optional() });
export type SaveFacilitatorInput = z.input<typeof SaveFacilitatorSchema>;

export const SavedFacilitatorSchema = z.object({
  facilitator: FacilitatorSummarySchema,
  note: z.string(),
  savedAt: z.string(),
});
export type SavedFacilitator = z.infer<typeof SavedFacilitatorSchema>;
export const SavedFacilitatorPageSchema = paginated(SavedFacilitatorSchema);
export type SavedFacilitatorPage = z.infer<typeof SavedFacilitatorPageSchema>;

export const SavedFacilitatorIdsSchema = z.object({ facilitatorIds: z.array(z.string()) });
export type SavedFacilitatorIds = z.infer<typeof SavedFacilitatorIdsSchema>;

export const SaveFacilitatorResultSchema = z.object({
  facilitatorId: z.string(),
  note: z.string(),
  savedAt: z.string(),
});
export type SaveFacilitatorResult = z.infer<typeof SaveFacilitatorResultSchema>;
