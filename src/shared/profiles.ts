// Long on purpose: the profiles' whole contract (limits, the two profile forms, the directory queries, the
// responses), one module both sides import; the sections below change together when a profile field does.
import { z } from 'zod';
import { CompanyNameSchema, FirstNameSchema, LastNameSchema } from './auth';
import { COMPANY_SIZES, DEFAULT_COMPANY_SIZE } from './constants';
import {
  BudgetSchema,
  checkRates,
  CURRENCIES,
  ContentLanguageSchema,
  CurrencySchema,
  FacilitationProfileFieldsSchema,
  GROUP_SIZES,
  GroupSizeSchema,
  IsoDateSchema,
  LANGUAGE_CODES,
  LanguageCodeSchema,
  MatchReasonSchema,
  MethodIdSchema,
  MONEY_MAX,
  PublicAvailabilitySchema,
  PublicCredentialSchema,
  SESSION_FORMATS,
  SessionFormatSchema,
  TRAVEL_OPTIONS,
  VIRTUAL_TOOLS,
} from './facilitation';
import { FOCUS_AREA_IDS } from './focus-areas';
import { CancellationTierSchema, CancellationTiersSchema } from './engagements';
import { FacilitatorReputationSchema, OrganisationReputationSchema } from './reviews';
import { vm } from './i18n/validation';
import { EMPLOYMENT_TYPES, REMOTE_OPTIONS } from './job-options';
import { paginated, pageQuery } from './pagination';
import { LISTING_FIELDS } from './profile-listing';
import { MIN_RATING_FILTER } from './review-options';
import { RatingSummarySchema } from './reviews';
import { PublicReferenceSchema } from './public-reference';

// ---------------------------------------------------------------- limits

export const WEBSITE_MAX = 300;
export const COMPANY_DESCRIPTION_MAX = 5000;
export const INDUSTRY_MAX = 100;
export const HEADLINE_MAX = 150;
export const BIO_MAX = 5000;
export const LOCATION_MAX = 100;
/** What the rates alone cannot say ("travel days at half rate"). */
export const RATE_NOTE_MAX = 100;
export const LIST_ITEM_MAX = 200;
export const LIST_ITEMS_MAX = 20;
export const YEARS_EXPERIENCE_MAX = 60;
/** Avatars and logos: the upload limit, and the largest side of the stored picture. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MAX_SIDE = 512;
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/webp';
export const AVATAR_TYPE_MESSAGE = vm('profile.avatarType');
export const AVATAR_SIZE_MESSAGE = vm('profile.avatarSize', { max: AVATAR_MAX_BYTES / (1024 * 1024) });
/** Directory pages show this many cards unless the caller asks for another page size. */
export const DIRECTORY_PAGE_SIZE = 12;
/**
 * The facilitator directory counts at most this many matches; past it the total is "at least" (1,000+), as
 * on the job list, so that a broad search costs its page, not the whole directory.
 */
export const DIRECTORY_COUNT_LIMIT = 1000;

// ---------------------------------------------------------------- company profile

const WEBSITE_MESSAGE = vm('common.url');

/** A web address people can open: http(s) with a real host name. A missing scheme is read as https://. */
export function normalizeWebsite(value: string): string | null {
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) && url.hostname !== 'localhost') return null;
  if (url.username || url.password) return null;
  // "https://acme.example" rather than "https://acme.example/".
  return url.pathname === '/' && !url.search && !url.hash ? url.origin : url.href;
}

/** Optional: empty becomes null; otherwise it must be a valid URL (stored normalised). */
export const WebsiteSchema = z
  .string()
  .trim()
  .max(WEBSITE_MAX, WEBSITE_MESSAGE)
  .refine((value) => value === '' || normalizeWebsite(value) !== null, WEBSITE_MESSAGE)
  .transform((value) => (value === '' ? null : normalizeWebsite(value)))
  .nullish()
  .transform((value) => value ?? null);

export const CompanyProfileSchema = z.object({
  name: CompanyNameSchema,
  website: WebsiteSchema,
  description: z
    .string()
    .trim()
    .min(50, vm('profile.companyDescriptionMin'))
    .max(COMPANY_DESCRIPTION_MAX, vm('profile.companyDescriptionMax', { max: COMPANY_DESCRIPTION_MAX })),
  industry: z
    .string()
    .trim()
    .min(2, vm('profile.industryRequired'))
    .max(INDUSTRY_MAX, vm('profile.industryMax', { max: INDUSTRY_MAX })),
  size: z.enum(COMPANY_SIZES, vm('profile.companySize')).default(DEFAULT_COMPANY_SIZE),
  /** The language the description is written in; when not sent, the server detects it from the text. */
  contentLanguage: ContentLanguageSchema.optional(),
});
/** What the form holds. */
export type CompanyProfileFormValues = z.input<typeof CompanyProfileSchema>;
export type CompanyProfileInput = z.output<typeof CompanyProfileSchema>;

// ---------------------------------------------------------------- facilitator profile

/**
 * No email, password or confirmPassword here: the form has no such inputs;
 * they belong to sign-up (src/shared/auth.ts).
 * See docs/decisions/004-profile-schema-without-credentials.md.
 */
export const FacilitatorProfileSchema = z.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  headline: z
    .string()
    .trim()
    .min(5, vm('profile.headlineMin', { min: 5 }))
    .max(HEADLINE_MAX, vm('profile.headlineMax', { max: HEADLINE_MAX })),
  bio: z
    .string()
    .trim()
    .min(50, vm('profile.bioMin', { min: 50 }))
    .max(BIO_MAX, vm('profile.bioMax', { max: BIO_MAX })),
  location: z
    .string()
    .trim()
    .min(2, vm('profile.locationMin', { min: 2 }))
    .max(LOCATION_MAX, vm('profile.locationMax', { max: LOCATION_MAX })),
  focusAreas: z
    .array(z.enum(FOCUS_AREA_IDS, vm('profile.focusAreasFromList')), vm('profile.focusAreasMin'))
    .min(1, vm('profile.focusAreasMin'))
    .max(FOCUS_AREA_IDS.length, vm('profile.focusAreasFromList'))
    .transform((ids) => [...new Set(ids)]),
  /** The language the headline and bio are written in; when not sent, the server detects it from them. */
  contentLanguage: ContentLanguageSchema.optional(),
});
export type FacilitatorProfileFormValues = z.input<typeof FacilitatorProfileSchema>;
export type FacilitatorProfileInput = z.output<typeof FacilitatorProfileSchema>;

/** A list of the profile; `list` names it in the message (validation.json's `profile.listMax`). */
const listOf = (list: 'education' | 'pastClients') =>
  z
    .array(
      z
        .string()
        .trim()
        .max(LIST_ITEM_MAX, vm('profile.entryMax', { max: LIST_ITEM_MAX })),
    )
    .max(LIST_ITEMS_MAX, vm('profile.listMax', { list, max: LIST_ITEMS_MAX }))
    // Empty rows of the list editor are dropped rather than refused.
    .transform((items) => items.filter((item) => item !== ''));

const YEARS_MESSAGE = vm('profile.years', { max: YEARS_EXPERIENCE_MAX });

/**
 * The public details a facilitator edits on /facilitator/profile. Each field
 * is optional on the API (left unchanged when absent). Testimonials are not
 * here: they come from clients, not from the facilitator.
 */
export const FacilitatorPublicFieldsSchema = z.object({
  yearsExperience: z
    .number(YEARS_MESSAGE)
    .int(YEARS_MESSAGE)
    .min(0, YEARS_MESSAGE)
    .max(YEARS_EXPERIENCE_MAX, YEARS_MESSAGE)
    .nullable()
    .optional(),
  rateNote: z
    .string()
    .trim()
    .max(RATE_NOTE_MAX, vm('profile.rateNoteMax', { max: RATE_NOTE_MAX }))
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  education: listOf('education').optional(),
  pastClients: listOf('pastClients').optional(),
  /** The default cancellation tiers offers to this facilitator start from; null: DEFAULT_CANCELLATION_TIERS. */
  cancellationTiers: CancellationTiersSchema.nullable().optional(),
  ...FacilitationProfileFieldsSchema.partial().shape,
});
export type FacilitatorPublicFieldsFormValues = z.input<typeof FacilitatorPublicFieldsSchema>;

/** PUT /api/profile/facilitator: the onboarding fields plus, optionally, the public details. */
export const FacilitatorProfileUpdateSchema = FacilitatorProfileSchema.extend(
  FacilitatorPublicFieldsSchema.shape,
).superRefine(checkRates);
export type FacilitatorProfileUpdateFormValues = z.input<typeof FacilitatorProfileUpdateSchema>;
export type FacilitatorProfileUpdateInput = z.output<typeof FacilitatorProfileUpdateSchema>;

// ---------------------------------------------------------------- directories

const textParam = (max: number) =>
  z
    .string()
    .trim()
    .max(max, vm('profile.searchMax', { max }))
    .optional()
    .transform((value) => value || undefined);

/** ?focusArea=a&focusArea=b or ?focusArea=a,b */
const focusAreaParam = z
  .preprocess(
    (value) =>
      value === undefined
        ? undefined
        : (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(',')).filter(Boolean),
    z
      .array(z.enum(FOCUS_AREA_IDS, vm('profile.unknownFocusArea')))
      .max(FOCUS_AREA_IDS.length)
      .optional(),
  )
  .transform((ids) => (ids?.length ? [...new Set(ids)] : undefined));

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const flag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false'], vm('profile.trueOrFalse'))
    .optional()
    .transform((value) => value === 'true'),
);

/** ?method=a&method=b or ?method=a,b: profiles that practise every one of them. */
const methodParam = z
  .preprocess(
    (value) =>
      value === undefined
        ? undefined
        : (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(',')).filter(Boolean),
    z
      .array(MethodIdSchema)
      .max(10, vm('profile.methodsMax', { max: 10 }))
      .optional(),
  )
  .transform((ids) => (ids?.length ? [...new Set(ids)] : undefined));

export const RATE_TYPES = ['day', 'hour'] as const;
export type RateType = (typeof RATE_TYPES)[number];

/**
 * The directory's orders: by name (the default), or by rating (best average first, more reviews first on a
 * tie, unrated profiles last), as facilitators_listed_rating_idx holds them (docs/decisions/042).
 */
export const DIRECTORY_SORTS = ['name', 'rating'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

export const FacilitatorSearchQuerySchema = z.object({
  q: textParam(200),
  location: textParam(LOCATION_MAX),
  focusArea: focusAreaParam,
  method: methodParam,
  language: optionalParam(LanguageCodeSchema),
  /** Free on that date: not unavailable, available from it or earlier, and the date not blocked. */
  availableOn: optionalParam(IsoDateSchema),
  /** Whose lowest rate of `rateType` is at most this, converted from `currency` (EUR when absent). */
  rateMax: optionalParam(
    z.coerce
      .number(vm('profile.rateNumber'))
      .int(vm('profile.rateWhole'))
      .min(0, vm('profile.rateNegative'))
      .max(MONEY_MAX, vm('profile.rateTooLarge')),
  ),
  currency: optionalParam(CurrencySchema),
  rateType: z.preprocess(emptyToUndefined, z.enum(RATE_TYPES, vm('profile.rateType')).default('day')),
  /** Only profiles with at least one verified credential. */
  verified: flag,
  format: optionalParam(SessionFormatSchema),
  groupSize: optionalParam(GroupSizeSchema),
  /** The directory hides unavailable facilitators unless this is true. */
  showUnavailable: flag,
  /** "4 stars and up": only profiles whose average rating is at least MIN_RATING_FILTER (the one value taken). */
  minRating: optionalParam(
    z.coerce
      .number(vm('profile.minRating', { min: MIN_RATING_FILTER }))
      .pipe(z.literal(MIN_RATING_FILTER, vm('profile.minRating', { min: MIN_RATING_FILTER }))),
  ),
  sort: z.preprocess(emptyToUndefined, z.enum(DIRECTORY_SORTS, vm('profile.sort')).default('name')),
  ...pageQuery(DIRECTORY_PAGE_SIZE).shape,
});
export type FacilitatorSearchQuery = z.output<typeof FacilitatorSearchQuerySchema>;

export const CompanySearchQuerySchema = z.object({
  q: textParam(200),
  industry: textParam(INDUSTRY_MAX),
  ...pageQuery(DIRECTORY_PAGE_SIZE).shape,
});
export type CompanySearchQuery = z.output<typeof CompanySearchQuerySchema>;

// ---------------------------------------------------------------- responses (the serializer drops anything else, e.g. emails)

const FocusAreasSchema = z.array(z.enum(FOCUS_AREA_IDS));

export const TestimonialSchema = z.object({ text: z.string(), author: z.string() });
export type Testimonial = z.infer<typeof TestimonialSchema>;

/** A facilitator as listed in the directory. Never carries an email address. */
export const FacilitatorSummarySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  headline: z.string(),
  /** The language the headline and bio are written in (the directory's search reads them in it). */
  contentLanguage: ContentLanguageSchema,
  location: z.string(),
  yearsExperience: z.number().nullable(),
  focusAreas: FocusAreasSchema,
  avatarUrl: z.string().nullable(),
  availability: PublicAvailabilitySchema,
  languages: z.array(z.enum(LANGUAGE_CODES)),
  methods: z.array(z.string()),
  rateCurrency: z.enum(CURRENCIES).nullable(),
  dayRateMin: z.number().nullable(),
  dayRateMax: z.number().nullable(),
  hourlyRateMin: z.number().nullable(),
  hourlyRateMax: z.number().nullable(),
  /** How many of the facilitator's credentials an admin verified. */
  verifiedCredentials: z.number(),
  /** The published, visible reviews: their count and average overall rating (null without one). */
  rating: RatingSummarySchema,
});
export type FacilitatorSummary = z.infer<typeof FacilitatorSummarySchema>;

/** GET /api/facilitators/:id: the public profile page of a facilitator. */
export const FacilitatorPublicProfileSchema = FacilitatorSummarySchema.extend({
  bio: z.string(),
  /** What the rates alone cannot say; free text, never read for amounts. */
  rateNote: z.string().nullable(),
  /** The facilitator's own default cancellation tiers; null: they keep DEFAULT_CANCELLATION_TIERS. */
  cancellationTiers: z.array(CancellationTierSchema).nullable(),
  education: z.array(z.string()),
  pastClients: z.array(z.string()),
  /** Typed by the facilitator themselves: shown as "Provided by the facilitator". */
  testimonials: z.array(TestimonialSchema),
  /** Given by clients from outside the platform (docs/decisions/042): shown apart, never counted. */
  references: z.array(PublicReferenceSchema),
  virtualTools: z.array(z.enum(VIRTUAL_TOOLS)),
  travel: z.enum(TRAVEL_OPTIONS).nullable(),
  travelRadiusKm: z.number().nullable(),
  sessionFormats: z.array(z.enum(SESSION_FORMATS)),
  groupSizes: z.array(z.enum(GROUP_SIZES)),
  credentials: z.array(PublicCredentialSchema),
  /** Blocked days from today over the next PUBLIC_CALENDAR_DAYS, 'YYYY-MM-DD' ascending. */
  unavailableDates: z.array(z.string()),
  /**
   * What the profile still needs before it is listed (profile-listing.ts): empty on every public page;
   * only its owner sees a profile that is not listed yet.
   */
  listingMissing: z.array(z.enum(LISTING_FIELDS)),
  /** Computed from published reviews and completed engagements (docs/decisions/042). */
  reputation: FacilitatorReputationSchema,
  /**
   * "Usually replies within …": the median minutes to a first reply over the last 90 days, paused while
   * away (server/conversations/response-time.service.ts); null until 5 threads count toward it.
   */
  responseMinutes: z.number().nullable(),
});
export type FacilitatorPublicProfile = z.infer<typeof FacilitatorPublicProfileSchema>;

/** GET /api/jobs/:id/suggested-facilitators: for the job's owner, the best matches first, with why. */
export const SuggestedFacilitatorSchema = FacilitatorSummarySchema.extend({
  reasons: z.array(MatchReasonSchema),
});
export type SuggestedFacilitator = z.infer<typeof SuggestedFacilitatorSchema>;
export const SuggestedFacilitatorsSchema = z.object({ items: z.array(SuggestedFacilitatorSchema) });
export type SuggestedFacilitators = z.infer<typeof SuggestedFacilitatorsSchema>;

/** What every view of a company shows. */
const CompanyBaseSchema = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.string(),
  size: z.enum(COMPANY_SIZES),
  logoUrl: z.string().nullable(),
});

/** The company's own words about itself. */
const CompanyAboutShape = {
  website: z.string().nullable(),
  description: z.string(),
  /** The language the description is written in (the directory's search reads it in it). */
  contentLanguage: ContentLanguageSchema,
};

export const CompanySummarySchema = CompanyBaseSchema.extend({
  openJobs: z.number(),
  /** The language of the company's own text (its industry and description). */
  contentLanguage: ContentLanguageSchema,
  /** The facilitators' published, visible reviews of the organisation: their count and average. */
  rating: RatingSummarySchema,
});
export type CompanySummary = z.infer<typeof CompanySummarySchema>;

/** One open job as a company's public page lists it (not the company's own job list: that is `CompanyJob`). */
export const PublicCompanyJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  contentLanguage: ContentLanguageSchema,
  location: z.string(),
  remote: z.enum(REMOTE_OPTIONS),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  budget: BudgetSchema.nullable(),
  budgetNote: z.string().nullable(),
  focusAreas: FocusAreasSchema,
  postedAt: z.string().nullable(),
});
export type PublicCompanyJob = z.infer<typeof PublicCompanyJobSchema>;

/** GET /api/companies/:id */
export const CompanyPublicProfileSchema = CompanySummarySchema.extend({
  ...CompanyAboutShape,
  jobs: z.array(PublicCompanyJobSchema),
  /** From the facilitators' side: published reviews, completed engagements, the rebook rate (decision 042). */
  reputation: OrganisationReputationSchema,
});
export type CompanyPublicProfile = z.infer<typeof CompanyPublicProfileSchema>;

/** GET /api/facilitators */
/** `total` is exact unless `totalIsExact` is false: then there are more than DIRECTORY_COUNT_LIMIT matches. */
export const FacilitatorDirectoryPageSchema = paginated(FacilitatorSummarySchema).extend({
  totalIsExact: z.boolean(),
});
export type FacilitatorDirectoryPage = z.infer<typeof FacilitatorDirectoryPageSchema>;

/** GET /api/companies: a page, and every industry for the filter. */
/** An industry as companies name it, in the language they wrote it in. */
export const IndustrySchema = z.object({ name: z.string(), contentLanguage: ContentLanguageSchema });
export type Industry = z.infer<typeof IndustrySchema>;

export const CompanyDirectoryPageSchema = paginated(CompanySummarySchema).extend({
  industries: z.array(IndustrySchema),
});
export type CompanyDirectoryPage = z.infer<typeof CompanyDirectoryPageSchema>;

/** PUT /api/profile/company, and the company part of GET /api/profile. */
export const OwnCompanyProfileSchema = CompanyBaseSchema.extend(CompanyAboutShape);
export type OwnCompanyProfile = z.infer<typeof OwnCompanyProfileSchema>;

/**
 * PUT /api/profile/facilitator, and the facilitator part of GET /api/profile: a facilitator's profile
 * holds nothing beyond what its public page shows.
 */
export const OwnFacilitatorProfileSchema = FacilitatorPublicProfileSchema;
export type OwnFacilitatorProfile = z.infer<typeof OwnFacilitatorProfileSchema>;

/** GET /api/profile: the signed-in user's own profile. */
export const OwnProfileResponseSchema = z.discriminatedUnion('userType', [
  z.object({
    userType: z.literal('company'),
    profileComplete: z.boolean(),
    company: OwnCompanyProfileSchema,
  }),
  z.object({
    userType: z.literal('facilitator'),
    profileComplete: z.boolean(),
    facilitator: OwnFacilitatorProfileSchema,
  }),
]);
export type OwnProfileResponse = z.infer<typeof OwnProfileResponseSchema>;

/** POST /api/profile/avatar: where the new picture is served. */
export const AvatarResponseSchema = z.object({ url: z.string() });
export type AvatarResponse = z.infer<typeof AvatarResponseSchema>;
