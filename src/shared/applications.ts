import { z } from 'zod';

import {
  APPLICATION_STATUSES,
  COVER_LETTER_MAX,
  COVER_LETTER_MIN,
  MAX_PORTFOLIO_LINKS,
  REVIEW_STATUSES,
  type ApplicationStatus,
} from './application-options';

export * from './application-options';

const PortfolioLinkSchema = z
  .string()
  .trim()
  .max(500, 'Links must be at most 500 characters.')
  .refine(
    (value) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value),
    'Please enter a valid URL (starting with http:// or https://).',
  );

/** The application form (job detail page → Apply Now) and POST /api/jobs/:id/applications. */
export const ApplySchema = z.object({
  coverLetter: z
    .string()
    .trim()
    .min(COVER_LETTER_MIN, `Cover letter must be at least ${COVER_LETTER_MIN} characters.`)
    .max(COVER_LETTER_MAX, `Cover letter must be at most ${COVER_LETTER_MAX} characters.`),
  portfolioLinks: z
    .array(PortfolioLinkSchema)
    .max(MAX_PORTFOLIO_LINKS, `Add at most ${MAX_PORTFOLIO_LINKS} links.`)
    .default([]),
  availability: z.string().trim().max(500, 'Availability must be at most 500 characters.').optional(),
});
export type ApplyInput = z.input<typeof ApplySchema>;

export const UpdateApplicationStatusSchema = z.object({ status: z.enum(REVIEW_STATUSES) });
export type UpdateApplicationStatusInput = z.infer<typeof UpdateApplicationStatusSchema>;

/** The signed-in facilitator's application to one job, as the job page shows it. */
export interface MyApplication {
  id: string;
  status: ApplicationStatus;
  createdAt: string;
}

// ---------------------------------------------------------------- lists and dashboards (API responses)

const PageNumberSchema = z.coerce.number().int().min(1).max(100_000).default(1);

/** GET /api/facilitator/applications */
export const MyApplicationsQuerySchema = z.object({ page: PageNumberSchema });
export type MyApplicationsQuery = z.input<typeof MyApplicationsQuerySchema>;

/** GET /api/company/jobs/:jobId/applications — withdrawn applications are listed only when asked for. */
export const ApplicantsQuerySchema = z.object({
  page: PageNumberSchema,
  status: z.enum(APPLICATION_STATUSES).optional(),
});
export type ApplicantsQuery = z.input<typeof ApplicantsQuerySchema>;

export interface ApplicationsPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export type JobStatus = 'draft' | 'published' | 'closed';

/** One row of the facilitator's My Applications list. */
export interface MyApplicationItem {
  id: string;
  status: ApplicationStatus;
  createdAt: string;
  statusChangedAt: string;
  job: { id: string; title: string; companyName: string; location: string; status: JobStatus };
}

/** One applicant as the company owning the job sees it. */
export interface ApplicantItem {
  id: string;
  status: ApplicationStatus;
  createdAt: string;
  statusChangedAt: string;
  coverLetter: string;
  portfolioLinks: string[];
  availability: string | null;
  /** Null once the facilitator deleted their account. */
  facilitator: {
    id: string;
    name: string;
    headline: string;
    location: string;
    avatarUrl: string | null;
  } | null;
}

export interface ApplicantsResponse extends ApplicationsPage<ApplicantItem> {
  job: { id: string; title: string; status: JobStatus };
  /** Applications of this job per status (all of them, whatever the filter). */
  counts: Record<ApplicationStatus, number>;
}

export interface CompanyDashboard {
  stats: { openJobs: number; totalApplications: number; newApplications: number };
  /** The latest applications across the company's jobs. */
  recentActivity: {
    id: string;
    status: ApplicationStatus;
    createdAt: string;
    statusChangedAt: string;
    job: { id: string; title: string };
    facilitator: { id: string; name: string } | null;
  }[];
}

export interface RecommendedJob {
  id: string;
  title: string;
  companyName: string;
  location: string;
  remote: 'yes' | 'no' | 'hybrid';
  focusAreas: string[];
  postedAt: string | null;
}

export const PROFILE_COMPLETENESS_FIELDS = [
  'headline',
  'bio',
  'location',
  'focusAreas',
  'yearsExperience',
  'rate',
  'avatar',
] as const;
export type ProfileCompletenessField = (typeof PROFILE_COMPLETENESS_FIELDS)[number];
export const PROFILE_COMPLETENESS_LABELS: Record<ProfileCompletenessField, string> = {
  headline: 'Professional headline',
  bio: 'Professional bio',
  location: 'Location',
  focusAreas: 'Focus areas',
  yearsExperience: 'Years of experience',
  rate: 'Typical rate',
  avatar: 'Profile photo',
};

export interface FacilitatorDashboard {
  stats: { activeApplications: number; shortlisted: number; hired: number };
  /** Newest published jobs in the facilitator's focus areas (the newest jobs overall when none are chosen). */
  recommendedJobs: RecommendedJob[];
  recommendationsByFocusArea: boolean;
  /** The facilitator's applications whose status changed most recently. */
  recentStatusChanges: {
    id: string;
    status: ApplicationStatus;
    statusChangedAt: string;
    job: { id: string; title: string; companyName: string };
  }[];
  profileCompleteness: { percent: number; missing: ProfileCompletenessField[] };
}
