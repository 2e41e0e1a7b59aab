// Long on purpose: a job's whole contract (the posting form, the list query, the responses), one module both
// sides import; a new job field touches each of its sections at once.
import { z } from 'zod';
import {
  BUDGET_TYPES,
  checkSession,
  ContentLanguageSchema,
  CurrencySchema,
  DELIVERABLES,
  DURATION_UNITS,
  GroupSizeSchema,
  IsoDateSchema,
  LanguageCodeSchema,
  MIN_ABOVE_MAX_MESSAGE,
  MONEY_MAX,
  SessionFormatSchema,
  SessionRoleSchema,
  sessionFields,
  CURRENCIES,
  GROUP_SIZES,
  LANGUAGE_CODES,
  SESSION_FORMATS,
  type BudgetType,
  type Currency,
  type GroupSize,
  type LanguageCode,
  type SessionFormat,
} from './facilitation';
import { FOCUS_AREA_IDS, type FocusAreaId } from './focus-areas';
import { vm } from './i18n/validation';
import { OrganisationReputationSchema } from './reviews';
import { singleLineName } from './names';
import { paginated, pageQuery, PageNumberSchema, pageSizeSchema } from './pagination';
import {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  REMOTE_OPTIONS,
  JOB_STATUSES,
  POST_JOB_STATUSES,
  JOB_TITLE_MAX,
  JOB_LOCATION_MAX,
  JOB_BUDGET_NOTE_MAX,
  JOB_DESCRIPTION_MAX,
  JOB_REQUIREMENTS_MAX,
  JOB_RESPONSIBILITIES_MAX,
  JOB_POSITIONS_MAX,
  JOB_SEARCH_MAX,
  JOB_SORTS,
  DEADLINE_PAST_MESSAGE,
  DEADLINE_FORMAT_MESSAGE,
  localTodayIso,
  isIsoDate,
  type EmploymentType,
  type ExperienceLevel,
  type JobSort,
  type RemoteOption,
} from './job-options';
import { RADIUS_OPTIONS_KM, type RadiusKm } from './places';

export * from './job-options';

// ---------------------------------------------------------------- the posting form

const requiredText = (min: number, max: number, minMessage: string, maxMessage: string) =>
  z.string({ error: minMessage }).trim().min(min, minMessage).max(max, maxMessage);

/** Optional free text: '' (cleared) becomes null, absent stays undefined. */
const optionalText = (max: number, maxMessage: string) =>
  z
    .string()
    .trim()
    .max(max, maxMessage)
    .nullish()
    .transform((value) => (value === '' || value === null ? null : value));

type DateCheck = { today: () => string; keep?: string | null; keepSessionDates?: readonly string[] };

const deadlineField = (check?: DateCheck) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value === '' || value === null ? null : value))
    .superRefine((value, ctx) => {
      if (value === null || value === undefined) return;
      if (!isIsoDate(value)) return void ctx.addIssue({ code: 'custom', message: DEADLINE_FORMAT_MESSAGE });
      if (check && value !== check.keep && value < check.today())
        ctx.addIssue({ code: 'custom', message: DEADLINE_PAST_MESSAGE });
    });

const OPTION_MESSAGE = vm('common.option');

/**
 * The editable fields of a posting, without defaults (so that a partial update never resets anything).
 * A "company" field is not one of them: a job always shows its company profile's name
 * (docs/decisions/012-job-company-is-the-profile-name.md), so the form shows that name and sends nothing for it.
 */
function jobFields(deadlineCheck?: DateCheck) {
  return {
    ...sessionFields(
      deadlineCheck && { today: deadlineCheck.today, keep: deadlineCheck.keepSessionDates ?? [] },
    ),
    // The title goes into mail subjects, notifications and page titles.
    title: singleLineName(
      requiredText(
        5,
        JOB_TITLE_MAX,
        vm('jobs.titleMin', { min: 5 }),
        vm('jobs.titleMax', { max: JOB_TITLE_MAX }),
      ),
      vm('jobs.titleOneLine'),
    ),
    location: requiredText(
      2,
      JOB_LOCATION_MAX,
      vm('jobs.locationMin', { min: 2 }),
      vm('jobs.locationMax', { max: JOB_LOCATION_MAX }),
    ),
    budgetNote: optionalText(JOB_BUDGET_NOTE_MAX, vm('jobs.budgetNoteMax', { max: JOB_BUDGET_NOTE_MAX })),
    remote: z.enum(REMOTE_OPTIONS, OPTION_MESSAGE),
    experience: z.enum(EXPERIENCE_LEVELS, OPTION_MESSAGE),
    employmentType: z.enum(EMPLOYMENT_TYPES, OPTION_MESSAGE),
    description: requiredText(
      50,
      JOB_DESCRIPTION_MAX,
      vm('jobs.descriptionMin', { min: 50 }),
      vm('jobs.descriptionMax', { max: JOB_DESCRIPTION_MAX }),
    ),
    requirements: requiredText(
      20,
      JOB_REQUIREMENTS_MAX,
      vm('jobs.requirementsMin', { min: 20 }),
      vm('jobs.requirementsMax', { max: JOB_REQUIREMENTS_MAX }),
    ),
    responsibilities: optionalText(
      JOB_RESPONSIBILITIES_MAX,
      vm('jobs.responsibilitiesMax', { max: JOB_RESPONSIBILITIES_MAX }),
    ),
    applicationDeadline: deadlineField(deadlineCheck),
    /** How many facilitators the job hires; once as many engagements hold, it says "All positions filled". */
    positions: z
      .number({ error: vm('jobs.positions', { max: JOB_POSITIONS_MAX }) })
      .int(vm('jobs.positions', { max: JOB_POSITIONS_MAX }))
      .min(1, vm('jobs.positions', { max: JOB_POSITIONS_MAX }))
      .max(JOB_POSITIONS_MAX, vm('jobs.positions', { max: JOB_POSITIONS_MAX })),
    focusAreas: z
      .array(z.enum(FOCUS_AREA_IDS, vm('jobs.unknownFocusArea')), { error: vm('jobs.focusAreasMin') })
      .min(1, vm('jobs.focusAreasMin'))
      .max(FOCUS_AREA_IDS.length, vm('jobs.focusAreasMax', { max: FOCUS_AREA_IDS.length }))
      .transform((ids) => [...new Set(ids)]),
    /** The language the posting's text is written in; when not sent, the server detects it from the text. */
    contentLanguage: ContentLanguageSchema.optional(),
  };
}

/**
 * The posting form (and POST /api/jobs). `today` decides what "today" means
 * for the deadline rule; `keepDeadline` lets an edit keep a deadline that has
 * since passed.
 */
export function makePostJobSchema(
  options: {
    today: () => string;
    keepDeadline?: string | null;
    keepSessionDates?: readonly string[];
  } = { today: () => localTodayIso() },
) {
  const fields = jobFields({
    today: options.today,
    keep: options.keepDeadline,
    keepSessionDates: options.keepSessionDates,
  });
  return z
    .object({
      ...fields,
      remote: fields.remote.default('no'),
      experience: fields.experience.default('intermediate'),
      employmentType: fields.employmentType.default('contract'),
      positions: fields.positions.default(1),
      // The session details are optional: a posting without them (an older client's) stays valid.
      sessionFormat: fields.sessionFormat.default(null),
      sessionDates: fields.sessionDates.default([]),
      sessionTimeZone: fields.sessionTimeZone.default(null),
      sessionDatesFlexible: fields.sessionDatesFlexible.default(false),
      durationValue: fields.durationValue.default(null),
      durationUnit: fields.durationUnit.default(null),
      groupSize: fields.groupSize.default(null),
      sessionLanguages: fields.sessionLanguages.default([]),
      designDays: fields.designDays.default(null),
      deliveryDays: fields.deliveryDays.default(null),
      deliverables: fields.deliverables.default([]),
      roles: fields.roles.default([]),
      methods: fields.methods.default([]),
      budget: fields.budget.default(null),
      status: z.enum(POST_JOB_STATUSES, OPTION_MESSAGE).default('published'),
    })
    .superRefine(checkSession);
}

/** The post-a-job form's rules, with the user's own date for the deadline. */
export const PostJobSchema = makePostJobSchema();
/** What the form holds. */
export type PostJobFormValues = z.input<typeof PostJobSchema>;
export type PostJobInput = z.output<typeof PostJobSchema>;

/** A posting's text and choices, which a job stores as the form sends them. */
const POSTING_TEXT_FIELDS = [
  'title',
  'location',
  'budgetNote',
  'remote',
  'experience',
  'employmentType',
  'description',
  'requirements',
  'responsibilities',
] as const;
type PostingTextField = (typeof POSTING_TEXT_FIELDS)[number];

/** The text and choices of a job (or a posting), as they are. */
export const postingTextOf = <T extends Record<PostingTextField, unknown>>(job: T) =>
  Object.fromEntries(POSTING_TEXT_FIELDS.map((key) => [key, job[key]])) as Pick<T, PostingTextField>;

/**
 * PATCH /api/jobs/:id: any subset of the fields. The deadline's and the session dates' "today or later"
 * rules, and the session fields' cross-checks, are applied by the server against the merged posting.
 */
export const UpdateJobSchema = z.object(jobFields()).partial();
export type UpdateJobInput = z.input<typeof UpdateJobSchema>;

// ---------------------------------------------------------------- list query

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * The longest session date range a job search takes, in days (its days go to the search index as one list).
 * A range with one open end covers this many days from its given end.
 */
export const SESSION_RANGE_MAX_DAYS = 366;
export const SESSION_RANGE_MESSAGE = vm('jobs.sessionRangeMax', { max: SESSION_RANGE_MAX_DAYS });
/** Days from one 'YYYY-MM-DD' to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** One end of a search's budget range, as the /jobs address has it: a whole amount, or empty for none. */
const BudgetBoundSchema = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number(vm('jobs.budgetNumber'))
    .int(vm('jobs.budgetWhole'))
    .min(0, vm('jobs.budgetNegative'))
    .max(MONEY_MAX, vm('jobs.budgetTooLarge'))
    .optional(),
);

/** The fields of GET /api/jobs' query, without its cross-field checks (zod cannot pick or omit from a refined object). */
export const JobListFieldsSchema = z.object({
  q: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(JOB_SEARCH_MAX, vm('common.searchMax', { max: JOB_SEARCH_MAX }))
      .optional(),
  ),
  focusArea: z.preprocess(emptyToUndefined, z.enum(FOCUS_AREA_IDS, vm('jobs.unknownFocusArea')).optional()),
  remote: z.preprocess(emptyToUndefined, z.enum(REMOTE_OPTIONS, OPTION_MESSAGE).optional()),
  employmentType: z.preprocess(emptyToUndefined, z.enum(EMPLOYMENT_TYPES, OPTION_MESSAGE).optional()),
  experience: z.preprocess(emptyToUndefined, z.enum(EXPERIENCE_LEVELS, OPTION_MESSAGE).optional()),
  format: z.preprocess(emptyToUndefined, SessionFormatSchema.optional()),
  language: z.preprocess(emptyToUndefined, LanguageCodeSchema.optional()),
  groupSize: z.preprocess(emptyToUndefined, GroupSizeSchema.optional()),
  /** Jobs with a session date in [sessionFrom, sessionTo] (either end may be open: SESSION_RANGE_MAX_DAYS). */
  sessionFrom: z.preprocess(emptyToUndefined, IsoDateSchema.optional()),
  sessionTo: z.preprocess(emptyToUndefined, IsoDateSchema.optional()),
  /** Jobs whose budget overlaps [budgetMin, budgetMax] in `currency` (converted at the operator's rates). */
  budgetMin: BudgetBoundSchema,
  budgetMax: BudgetBoundSchema,
  currency: z.preprocess(emptyToUndefined, CurrencySchema.optional()),
  budgetType: z.preprocess(emptyToUndefined, z.enum(BUDGET_TYPES, OPTION_MESSAGE).optional()),
  /**
   * A city or country (jobs placed there, or within `radius` km of a known city), "remote" (virtual
   * delivery), or any other text found in the job's location (src/shared/places.ts).
   */
  location: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(JOB_LOCATION_MAX, vm('jobs.locationMax', { max: JOB_LOCATION_MAX }))
      .transform((value) => value.replace(/\s+/g, ' ').trim() || undefined)
      .optional(),
  ),
  /** Kilometres from a known city; ignored for any other location. */
  radius: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number(vm('jobs.radius'))
      .refine(
        (value): value is RadiusKm => (RADIUS_OPTIONS_KM as readonly number[]).includes(value),
        vm('jobs.radius'),
      )
      .optional(),
  ),
  /** The order of the list; newest first when absent. */
  sort: z.preprocess(emptyToUndefined, z.enum(JOB_SORTS, OPTION_MESSAGE).optional()),
  page: PageNumberSchema,
  pageSize: pageSizeSchema(),
});

/** The query's cross-field checks: a range's ends in order, a session range of at most SESSION_RANGE_MAX_DAYS. */
export function checkJobListQuery(
  query: Pick<z.output<typeof JobListFieldsSchema>, 'sessionFrom' | 'sessionTo' | 'budgetMin' | 'budgetMax'>,
  ctx: z.RefinementCtx,
) {
  if (query.sessionFrom && query.sessionTo && query.sessionFrom > query.sessionTo)
    ctx.addIssue({
      code: 'custom',
      path: ['sessionTo'],
      message: vm('jobs.dateRangeOrder'),
    });
  else if (
    query.sessionFrom &&
    query.sessionTo &&
    daysBetween(query.sessionFrom, query.sessionTo) >= SESSION_RANGE_MAX_DAYS
  )
    ctx.addIssue({ code: 'custom', path: ['sessionTo'], message: SESSION_RANGE_MESSAGE });
  if (query.budgetMin !== undefined && query.budgetMax !== undefined && query.budgetMin > query.budgetMax)
    ctx.addIssue({ code: 'custom', path: ['budgetMax'], message: MIN_ABOVE_MAX_MESSAGE });
}

/** GET /api/jobs */
export const JobListQuerySchema = JobListFieldsSchema.superRefine(checkJobListQuery);

/**
 * The parameters of GET /api/jobs that page or order the list rather than narrow it: a saved search and a
 * feed keep every other one (a new filter of the list rides along with them without more work).
 */
export const JOB_LIST_NOT_FILTERS = { page: true, pageSize: true, sort: true } as const;

/** The filters of a /jobs search: everything GET /api/jobs reads but paging, with the same messages. */
export const JobSearchFiltersFieldsSchema = JobListFieldsSchema.omit(JOB_LIST_NOT_FILTERS);
export const JobSearchFiltersSchema = JobSearchFiltersFieldsSchema.superRefine(checkJobListQuery);
/** A /jobs search's filters, parsed (what a saved search stores). */
export type JobSearchFilters = z.output<typeof JobSearchFiltersFieldsSchema>;
/** What a client sends (the schema's input type is `unknown` because of the preprocessing). */
export interface JobListQuery {
  q?: string;
  focusArea?: FocusAreaId;
  remote?: RemoteOption;
  employmentType?: EmploymentType;
  experience?: ExperienceLevel;
  format?: SessionFormat;
  language?: LanguageCode;
  groupSize?: GroupSize;
  sessionFrom?: string;
  sessionTo?: string;
  budgetMin?: number;
  budgetMax?: number;
  /** The currency of budgetMin/budgetMax; EUR when absent. */
  currency?: Currency;
  budgetType?: BudgetType;
  location?: string;
  radius?: RadiusKm;
  sort?: JobSort;
  page?: number;
  pageSize?: number;
}
export type JobListParams = z.output<typeof JobListQuerySchema>;

/** GET /api/company/jobs */
export const CompanyJobListQuerySchema = pageQuery();
export type CompanyJobListQuery = z.input<typeof CompanyJobListQuerySchema>;

// ---------------------------------------------------------------- responses

export const JobSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The language the posting's text is written in (its search reads it in it; a page marks the text with it). */
  contentLanguage: ContentLanguageSchema,
  companyId: z.string().nullable(),
  companyName: z.string(),
  /** The company's uploaded logo (its profile picture); null without one, or once the company is gone. */
  companyLogoUrl: z.string().nullable(),
  location: z.string(),
  /** What the budget alone cannot say; free text, never read for amounts. */
  budgetNote: z.string().nullable(),
  remote: z.enum(REMOTE_OPTIONS),
  experience: z.enum(EXPERIENCE_LEVELS),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  focusAreas: z.array(z.string()),
  status: z.enum(JOB_STATUSES),
  /** ISO timestamp; null for a draft that was never published. */
  postedAt: z.string().nullable(),
  /** 'YYYY-MM-DD'; null = open until filled. */
  applicationDeadline: z.string().nullable(),
  sessionFormat: z.enum(SESSION_FORMATS).nullable(),
  /** 'YYYY-MM-DD', ascending, in `sessionTimeZone` (detail). */
  sessionDates: z.array(z.string()),
  sessionDatesFlexible: z.boolean(),
  groupSize: z.enum(GROUP_SIZES).nullable(),
  sessionLanguages: z.array(z.enum(LANGUAGE_CODES)),
  budget: z
    .object({ type: z.enum(BUDGET_TYPES), min: z.number(), max: z.number(), currency: z.enum(CURRENCIES) })
    .nullable(),
});
export type JobSummary = z.infer<typeof JobSummarySchema>;

/**
 * How many facilitators a job hires and how many engagements hold (confirmed, delivered or completed). A
 * filled job stays open to applications, labelled "All positions filled" (docs/decisions/041-a-filled-job-stays-open.md).
 */
const PositionsShape = {
  positions: z.number().int(),
  filledPositions: z.number().int(),
  allPositionsFilled: z.boolean(),
};

export const JobCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The language of the company's description. */
  contentLanguage: ContentLanguageSchema,
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type JobCompany = z.infer<typeof JobCompanySchema>;

export const JobDetailSchema = JobSummarySchema.extend({
  sessionTimeZone: z.string().nullable(),
  durationValue: z.number().nullable(),
  durationUnit: z.enum(DURATION_UNITS).nullable(),
  designDays: z.number().nullable(),
  deliveryDays: z.number().nullable(),
  deliverables: z.array(z.enum(DELIVERABLES)),
  roles: z.array(SessionRoleSchema),
  methods: z.array(z.string()),
  description: z.string(),
  requirements: z.string(),
  responsibilities: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
  /** The owning company's profile ("About the company"); null once the company deleted its account. */
  company: JobCompanySchema.nullable(),
  /** The hiring organisation's reputation (decision 042); null once the company deleted its account. */
  reputation: OrganisationReputationSchema.nullable(),
  /** Whether the signed-in user owns this posting. */
  isOwner: z.boolean(),
  isClosed: z.boolean(),
  /** Closed by an admin after reports; its owner cannot reopen it (everyone else gets 410). */
  hiddenByAdmin: z.boolean(),
  /** Published and the deadline (if any) has not passed. */
  acceptingApplications: z.boolean(),
  ...PositionsShape,
  /** Why an admin rejected the job: shown to its owner (and admins) only, null for anyone else. */
  rejectionReason: z.string().nullable(),
  /** While published: when it leaves the board (its deadline's day, or JOB_TTL_DAYS after publication). */
  expiresAt: z.string().nullable(),
  /** For its owner: it expires within JOB_EXPIRY_REMINDER_DAYS and may be extended (once per publication). */
  canExtend: z.boolean(),
});
export type JobDetail = z.infer<typeof JobDetailSchema>;

/** `total` is the number of matches, or on a large board, when `totalIsExact` is false, a lower bound ("100+"). */
export const JobListResponseSchema = paginated(JobSummarySchema).extend({ totalIsExact: z.boolean() });
export type JobListResponse = z.infer<typeof JobListResponseSchema>;

/** A row of the company's own job list: the owner's view of each job's life, as its detail has it. */
export const CompanyJobSchema = JobSummarySchema.extend({
  ...JobDetailSchema.pick({
    createdAt: true,
    updatedAt: true,
    closedAt: true,
    hiddenByAdmin: true,
    rejectionReason: true,
    expiresAt: true,
    canExtend: true,
  }).shape,
  /** Applications that were not withdrawn. */
  applicationCount: z.number(),
  ...PositionsShape,
});
export type CompanyJob = z.infer<typeof CompanyJobSchema>;

export const CompanyJobListResponseSchema = paginated(CompanyJobSchema);

/** POST /api/jobs/extend: the token of a mailed Extend link. */
export const ExtendJobByLinkSchema = z.object({
  token: z
    .string({ error: vm('jobs.extendTokenMissing') })
    .trim()
    .min(1, vm('jobs.extendTokenMissing'))
    .max(2000, vm('jobs.extendLinkInvalid')),
});
export type ExtendJobByLinkInput = z.infer<typeof ExtendJobByLinkSchema>;
export type CompanyJobListResponse = z.infer<typeof CompanyJobListResponseSchema>;
