import { z } from 'zod';

export const APPLICATION_STATUSES = ['submitted', 'in_review', 'shortlisted', 'hired', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The statuses a company can set; moving back is allowed. */
export const REVIEW_STATUSES = ['submitted', 'in_review', 'shortlisted', 'hired', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A facilitator may withdraw until the company has decided. */
export const WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = ['submitted', 'in_review', 'shortlisted'];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  shortlisted: 'Shortlisted',
  hired: 'Hired',
  rejected: 'Not selected',
  withdrawn: 'Withdrawn',
};

export const COVER_LETTER_MIN = 50;
export const COVER_LETTER_MAX = 5000;
export const MAX_PORTFOLIO_LINKS = 5;

const PortfolioLinkSchema = z
  .string()
  .trim()
  .max(500, 'Links must be at most 500 characters.')
  .refine((value) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), 'Please enter a valid URL (starting with http:// or https://).');

/** The application form (job detail page → Apply Now) and POST /api/jobs/:id/applications. */
export const ApplySchema = z.object({
  coverLetter: z
    .string()
    .trim()
    .min(COVER_LETTER_MIN, `Cover letter must be at least ${COVER_LETTER_MIN} characters.`)
    .max(COVER_LETTER_MAX, `Cover letter must be at most ${COVER_LETTER_MAX} characters.`),
  portfolioLinks: z.array(PortfolioLinkSchema).max(MAX_PORTFOLIO_LINKS, `Add at most ${MAX_PORTFOLIO_LINKS} links.`).default([]),
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
