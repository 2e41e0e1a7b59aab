/**
 * Reviews, reputation, outcome follow-up and outside references: plain values without Zod, for pages that only
 * show them (docs/decisions/042-double-blind-reviews.md).
 */

/** Each party of a completed engagement may review the other once, within this many days of completion. */
export const REVIEW_WINDOW_DAYS = 14;
/** Reminders to review, in days after completion (day 0 is the completion itself). Each goes out once. */
export const REVIEW_REMINDER_DAYS = [0, 7, 12] as const;

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Who a review is of: the hiring organisation reviews the facilitator, the facilitator the organisation. */
export const REVIEW_SUBJECTS = ['facilitator', 'organisation'] as const;
export type ReviewSubject = (typeof REVIEW_SUBJECTS)[number];

/** What a review of a facilitator rates, besides the overall rating. */
export const FACILITATOR_CRITERIA = ['preparation', 'facilitation', 'communication', 'outcomes'] as const;
export type FacilitatorCriterion = (typeof FACILITATOR_CRITERIA)[number];
/** What a review of an organisation rates, besides the overall rating ("terms": time, cancellation, payment). */
export const ORGANISATION_CRITERIA = ['brief', 'communication', 'terms'] as const;
export type OrganisationCriterion = (typeof ORGANISATION_CRITERIA)[number];

/** Whether an agreed outcome was met, in a review of a facilitator (one answer per outcome of the terms). */
export const OUTCOME_MET_ANSWERS = ['yes', 'partly', 'no'] as const;
export type OutcomeMetAnswer = (typeof OUTCOME_MET_ANSWERS)[number];

export const REVIEW_TEXT_MIN = 30;
export const REVIEW_TEXT_MAX = 2000;
export const PRIVATE_NOTE_MAX = 2000;
export const REPLY_TEXT_MIN = 1;
export const REPLY_TEXT_MAX = 2000;
export const HIDE_REASON_MAX = 500;

/** A review's phase: written by one side (sealed), or published (both sides wrote, or the window closed). */
export const REVIEW_PHASES = ['sealed', 'published'] as const;
export type ReviewPhase = (typeof REVIEW_PHASES)[number];

/** Reviews per page on a profile. */
export const REVIEWS_PAGE_SIZE = 10;

// ---------------------------------------------------------------- reputation rules (shown with the figures)

/** A repeat client: an organisation with at least this many completed engagements with the facilitator. */
export const REPEAT_CLIENT_MIN_ENGAGEMENTS = 2;
/** The directory's "4 stars and up" filter. */
export const MIN_RATING_FILTER = 4;
/**
 * The "Top rated" badge: at least this many published reviews and an average of at least TOP_RATED_MIN_AVERAGE.
 * Every badge states its rule next to it.
 */
export const TOP_RATED_MIN_REVIEWS = 5;
export const TOP_RATED_MIN_AVERAGE = 4.5;

// ---------------------------------------------------------------- outcome follow-up

/** The client is asked whether each agreed outcome lasted, this many days (six weeks) after completion. */
export const FOLLOW_UP_AFTER_DAYS = 42;
export const FOLLOW_UP_ANSWERS = ['yes', 'partly', 'no', 'too_early'] as const;
export type FollowUpAnswer = (typeof FOLLOW_UP_ANSWERS)[number];
/** The profile shows "Outcomes held after six weeks: x of y" once y (answers but "too early") reaches this. */
export const FOLLOW_UP_MIN_ANSWERS = 3;

// ---------------------------------------------------------------- outside references

/** A facilitator may ask this many clients from outside the platform for a reference (all requests, ever). */
export const REFERENCES_MAX = 5;
/** Reminders to an outside client who has not answered, in days after the request. Each goes out once. */
export const REFERENCE_REMINDER_DAYS = [4, 15] as const;
/** A reference link stops working this many days after the request. */
export const REFERENCE_LINK_DAYS = 30;
export const REFERENCE_TEXT_MIN = 30;
export const REFERENCE_TEXT_MAX = 2000;
export const REFERENCE_NAME_MAX = 120;
export const REFERENCE_ORGANISATION_MAX = 160;
export const REFERENCE_MESSAGE_MAX = 1000;
export const REFERENCE_STATUSES = ['requested', 'given', 'expired', 'withdrawn'] as const;
export type ReferenceStatus = (typeof REFERENCE_STATUSES)[number];
