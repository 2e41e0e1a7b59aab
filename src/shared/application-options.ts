/**
 * Application statuses, labels and limits: plain values without Zod, for
 * pages that only show an application's status. `./applications` re-exports
 * all of it with the schemas.
 */

export const APPLICATION_STATUSES = [
  'submitted',
  'in_review',
  'shortlisted',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The statuses a company can set; moving back is allowed. */
export const REVIEW_STATUSES = ['submitted', 'in_review', 'shortlisted', 'hired', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A facilitator may withdraw until the company has decided. */
export const WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = ['submitted', 'in_review', 'shortlisted'];

export const COVER_LETTER_MIN = 50;
export const COVER_LETTER_MAX = 5000;
export const MAX_PORTFOLIO_LINKS = 5;

/** May the facilitator still withdraw an application in this status? */
export const isWithdrawable = (status: ApplicationStatus) => WITHDRAWABLE_STATUSES.includes(status);
