import { z } from 'zod';
import { AttachmentSchema, attachmentIdField } from './attachments';
import { DashboardEngagementsSchema } from './dashboard-engagements';
import { vm } from './i18n/validation';
import { PROFILE_COMPLETENESS_FIELDS, type ProfileCompletenessField } from './profile-listing';
import { MatchReasonSchema } from './facilitation';
import { JobSummarySchema } from './jobs';
import { FacilitatorSummarySchema } from './profiles';

import {
  APPLICATION_STATUSES,
  COVER_LETTER_MAX,
  COVER_LETTER_MIN,
  MAX_PORTFOLIO_LINKS,
  REVIEW_STATUSES,
} from './application-options';
import { JOB_STATUSES, REMOTE_OPTIONS } from './job-options';
import { ApplicantTeamSchema } from './organisations';
import { ApplicationDeclineSchema } from './declines';
import { paginated, PageNumberSchema } from './pagination';

export * from './application-options';

const PortfolioLinkSchema = z
  .string()
  .trim()
  .max(500, vm('applications.linkMax', { max: 500 }))
  .refine((value) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), vm('applications.linkUrl'));

/** The application form (job detail page → Apply Now) and POST /api/jobs/:id/applications. */
export const ApplySchema = z.object({
  coverLetter: z
    .string()
    .trim()
    .min(COVER_LETTER_MIN, vm('applications.coverLetterMin', { min: COVER_LETTER_MIN }))
    .max(COVER_LETTER_MAX, vm('applications.coverLetterMax', { max: COVER_LETTER_MAX })),
  portfolioLinks: z
    .array(PortfolioLinkSchema)
    .max(MAX_PORTFOLIO_LINKS, vm('applications.linksMax', { max: MAX_PORTFOLIO_LINKS }))
    .default([]),
  availability: z
    .string()
    .trim()
    .max(500, vm('applications.availabilityMax', { max: 500 }))
    .optional(),
  /** A CV or a proposal uploaded first (POST /api/attachments). */
  attachmentId: attachmentIdField(),
});
export type ApplyInput = z.input<typeof ApplySchema>;

export const UpdateApplicationStatusSchema = z.object({ status: z.enum(REVIEW_STATUSES) });
export type UpdateApplicationStatusInput = z.infer<typeof UpdateApplicationStatusSchema>;

// ---------------------------------------------------------------- queries

/** GET /api/facilitator/applications */
export const MyApplicationsQuerySchema = z.object({ page: PageNumberSchema });
export type MyApplicationsQuery = z.input<typeof MyApplicationsQuerySchema>;

/** GET /api/company/jobs/:jobId/applications — withdrawn applications are listed only when asked for. */
export const ApplicantsQuerySchema = z.object({
  page: PageNumberSchema,
  status: z.enum(APPLICATION_STATUSES).optional(),
});
export type ApplicantsQuery = z.input<typeof ApplicantsQuerySchema>;

// ---------------------------------------------------------------- responses

const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);
const JobStatusSchema = z.enum(JOB_STATUSES);

/** The signed-in facilitator's application to one job, as the job page shows it. */
export const MyApplicationSchema = z.object({
  id: z.string(),
  status: ApplicationStatusSchema,
  createdAt: z.string(),
});
export type MyApplication = z.infer<typeof MyApplicationSchema>;

/** GET /api/jobs/:id/my-application */
export const MyApplicationResponseSchema = z.object({ application: MyApplicationSchema.nullable() });
export type MyApplicationResponse = z.infer<typeof MyApplicationResponseSchema>;

/** An application after a change (applying, withdrawing, a new status): what it now is. */
export const ApplicationSummarySchema = MyApplicationSchema.extend({ statusChangedAt: z.string() });
export type ApplicationSummary = z.infer<typeof ApplicationSummarySchema>;

/** POST /api/jobs/:id/applications, POST /api/applications/:id/withdraw, PATCH /api/applications/:id/status */
export const ApplicationResponseSchema = z.object({ application: ApplicationSummarySchema });
export type ApplicationResponse = z.infer<typeof ApplicationResponseSchema>;

/** One row of the facilitator's My Applications list. */
export const MyApplicationItemSchema = ApplicationSummarySchema.extend({
  job: z.object({
    id: z.string(),
    title: z.string(),
    companyName: z.string(),
    /** The company's account, to write to it; null once it was deleted. */
    companyId: z.string().nullable(),
    /** The company deleted its account: nobody to write to, and the job's page is gone. */
    companyLeft: z.boolean(),
    location: z.string(),
    status: JobStatusSchema,
  }),
  /**
   * A hire whose company left: the booked days from today on that it released and the facilitator has not
   * blocked by hand since (POST /api/applications/:id/keep-days blocks them). Empty otherwise.
   */
  releasedDays: z.array(z.string()),
  /** The files sent with the application. */
  attachments: z.array(AttachmentSchema),
});
export type MyApplicationItem = z.infer<typeof MyApplicationItemSchema>;

/** POST /api/applications/:id/keep-days: the days it blocked by hand (none when nothing was left to keep). */
export const KeptDaysResponseSchema = z.object({ days: z.array(z.string()) });
export type KeptDaysResponse = z.infer<typeof KeptDaysResponseSchema>;

/** GET /api/facilitator/applications */
export const MyApplicationsPageSchema = paginated(MyApplicationItemSchema);
export type MyApplicationsPage = z.infer<typeof MyApplicationsPageSchema>;

/** One applicant as the company owning the job sees it. */
export const ApplicantItemSchema = ApplicationSummarySchema.extend({
  coverLetter: z.string(),
  portfolioLinks: z.array(z.string()),
  availability: z.string().nullable(),
  /** The files sent with the application (a CV, a proposal). */
  attachments: z.array(AttachmentSchema),
  /** The team's scorecard summary and how many notes its members wrote (GET /api/applications/:id/team has them). */
  team: ApplicantTeamSchema.shape.summary.extend({ notes: z.number().int() }),
  /** Why and how the organisation declined the applicant (private to it); null when not declined this way. */
  decline: ApplicationDeclineSchema.nullable(),
  /**
   * Null once the facilitator deleted their account. With the facts of their profile that applicants are
   * compared by, as on a suggested facilitator's card.
   */
  facilitator: FacilitatorSummarySchema.pick({
    id: true,
    headline: true,
    contentLanguage: true,
    location: true,
    avatarUrl: true,
    yearsExperience: true,
    languages: true,
    rateCurrency: true,
    dayRateMin: true,
    dayRateMax: true,
    hourlyRateMin: true,
    hourlyRateMax: true,
    verifiedCredentials: true,
  })
    .extend({ name: z.string() })
    .nullable(),
});
export type ApplicantItem = z.infer<typeof ApplicantItemSchema>;

/** GET /api/company/jobs/:jobId/applications */
export const ApplicantsResponseSchema = paginated(ApplicantItemSchema).extend({
  job: z.object({ id: z.string(), title: z.string(), status: JobStatusSchema }),
  /** Applications of this job per status (all of them, whatever the filter). */
  counts: z.record(ApplicationStatusSchema, z.number()),
});
export type ApplicantsResponse = z.infer<typeof ApplicantsResponseSchema>;

/** GET /api/company/dashboard */
export const CompanyDashboardSchema = z.object({
  stats: z.object({ openJobs: z.number(), totalApplications: z.number(), newApplications: z.number() }),
  /** The latest applications across the company's jobs. */
  recentActivity: z.array(
    ApplicationSummarySchema.extend({
      job: z.object({ id: z.string(), title: z.string() }),
      facilitator: z.object({ id: z.string(), name: z.string() }).nullable(),
    }),
  ),
  /** The organisation's next engagement and its open offers. */
  engagements: DashboardEngagementsSchema,
});
export type CompanyDashboard = z.infer<typeof CompanyDashboardSchema>;

export const RecommendedJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  contentLanguage: JobSummarySchema.shape.contentLanguage,
  companyName: z.string(),
  location: z.string(),
  remote: z.enum(REMOTE_OPTIONS),
  focusAreas: z.array(z.string()),
  postedAt: z.string().nullable(),
  sessionDates: z.array(z.string()),
  budget: JobSummarySchema.shape.budget,
  /** Why it suits the facilitator, strongest first: what "Speaks German · LEGO Serious Play · available 12 Mar" says. */
  reasons: z.array(MatchReasonSchema),
});
export type RecommendedJob = z.infer<typeof RecommendedJobSchema>;

export const PROFILE_COMPLETENESS_LABELS: Record<ProfileCompletenessField, string> = {
  headline: 'Professional headline',
  bio: 'Professional bio',
  location: 'Location',
  focusAreas: 'Focus areas',
  yearsExperience: 'Years of experience',
  rate: 'Day or hourly rate',
  avatar: 'Profile photo',
};

/** GET /api/facilitator/dashboard */
export const FacilitatorDashboardSchema = z.object({
  stats: z.object({ activeApplications: z.number(), shortlisted: z.number(), hired: z.number() }),
  /** Newest published jobs in the facilitator's focus areas (the newest jobs overall when none are chosen). */
  recommendedJobs: z.array(RecommendedJobSchema),
  recommendationsByFocusArea: z.boolean(),
  /** The facilitator's applications whose status changed most recently. */
  recentStatusChanges: z.array(
    z.object({
      id: z.string(),
      status: ApplicationStatusSchema,
      statusChangedAt: z.string(),
      job: z.object({ id: z.string(), title: z.string(), companyName: z.string() }),
    }),
  ),
  profileCompleteness: z.object({
    percent: z.number(),
    missing: z.array(z.enum(PROFILE_COMPLETENESS_FIELDS)),
    /** What the profile still needs before it is listed (`listingMissing`, profile-listing.ts); empty once listed. */
    listingMissing: z.array(z.enum(PROFILE_COMPLETENESS_FIELDS)),
  }),
  /** The facilitator's next engagement and the offers they have open. */
  engagements: DashboardEngagementsSchema,
});
export type FacilitatorDashboard = z.infer<typeof FacilitatorDashboardSchema>;
