/**
 * The contract of reviews, reputation, outcome follow-up and outside references: what each route takes and
 * answers, read by the server and the web app (docs/decisions/042-double-blind-reviews.md).
 */
import { z } from 'zod';
import {
  FACILITATOR_CRITERIA,
  FOLLOW_UP_ANSWERS,
  HIDE_REASON_MAX,
  ORGANISATION_CRITERIA,
  OUTCOME_MET_ANSWERS,
  PRIVATE_NOTE_MAX,
  RATING_MAX,
  RATING_MIN,
  REFERENCE_MESSAGE_MAX,
  REFERENCE_NAME_MAX,
  REFERENCE_ORGANISATION_MAX,
  REFERENCE_STATUSES,
  REFERENCE_TEXT_MAX,
  REFERENCE_TEXT_MIN,
  REPLY_TEXT_MAX,
  REPLY_TEXT_MIN,
  REVIEW_SUBJECTS,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEWS_PAGE_SIZE,
} from './review-options';
import { vm } from './i18n/validation';
import { paginated, pageQuery } from './pagination';

export * from './review-options';

const id = z.uuid();
const instant = z.string();

// ---------------------------------------------------------------- writing a review

const rating = z
  .number({ error: vm('reviews.rating', { min: RATING_MIN, max: RATING_MAX }) })
  .int(vm('reviews.rating', { min: RATING_MIN, max: RATING_MAX }))
  .min(RATING_MIN, vm('reviews.rating', { min: RATING_MIN, max: RATING_MAX }))
  .max(RATING_MAX, vm('reviews.rating', { min: RATING_MIN, max: RATING_MAX }));

const publicText = z
  .string({ error: vm('reviews.text', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX }) })
  .trim()
  .min(REVIEW_TEXT_MIN, vm('reviews.text', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX }))
  .max(REVIEW_TEXT_MAX, vm('reviews.text', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX }));

const privateNote = z
  .string({ error: vm('reviews.privateNote', { max: PRIVATE_NOTE_MAX }) })
  .trim()
  .max(PRIVATE_NOTE_MAX, vm('reviews.privateNote', { max: PRIVATE_NOTE_MAX }))
  .default('');

const criteria = <const C extends readonly string[]>(names: C) =>
  z
    .object(Object.fromEntries(names.map((name) => [name, rating])) as { [K in C[number]]: typeof rating }, {
      error: vm('reviews.criteria'),
    })
    .strict();

/**
 * POST /api/engagements/:id/review: the caller's review of the other party. `subject` must match the caller's
 * side (the company reviews the facilitator, the facilitator the organisation), or the server answers 403.
 * `outcomes` has one answer per agreed outcome of the engagement's terms, in their order (the server checks
 * the count).
 */
export const ReviewInputSchema = z.discriminatedUnion(
  'subject',
  [
    z
      .object({
        subject: z.literal('facilitator'),
        rating,
        criteria: criteria(FACILITATOR_CRITERIA),
        outcomes: z.array(z.enum(OUTCOME_MET_ANSWERS, { error: vm('reviews.outcomeMet') }), {
          error: vm('reviews.outcomes'),
        }),
        wouldHireAgain: z.boolean({ error: vm('reviews.wouldHireAgain') }),
        text: publicText,
        privateNote,
      })
      .strict(),
    z
      .object({
        subject: z.literal('organisation'),
        rating,
        criteria: criteria(ORGANISATION_CRITERIA),
        text: publicText,
        privateNote,
      })
      .strict(),
  ],
  { error: vm('reviews.subject') },
);
export type ReviewInput = z.input<typeof ReviewInputSchema>;

/** POST /api/reviews/:id/reply: the reviewed side's one public reply. */
export const ReplyInputSchema = z
  .object({
    text: z
      .string({ error: vm('reviews.reply', { min: REPLY_TEXT_MIN, max: REPLY_TEXT_MAX }) })
      .trim()
      .min(REPLY_TEXT_MIN, vm('reviews.reply', { min: REPLY_TEXT_MIN, max: REPLY_TEXT_MAX }))
      .max(REPLY_TEXT_MAX, vm('reviews.reply', { min: REPLY_TEXT_MIN, max: REPLY_TEXT_MAX })),
  })
  .strict();

/** Why the operator hides a review, a reply or an outside reference (kept in the audit log). */
const hideReason = z
  .string({ error: vm('reviews.hideReason', { max: HIDE_REASON_MAX }) })
  .trim()
  .min(1, vm('reviews.hideReason', { max: HIDE_REASON_MAX }))
  .max(HIDE_REASON_MAX, vm('reviews.hideReason', { max: HIDE_REASON_MAX }));

/** POST /api/admin/reviews/:id/hide (a review, or with `part: 'reply'` its reply only). */
export const HideReviewInputSchema = z
  .object({ part: z.enum(['review', 'reply']).default('review'), reason: hideReason })
  .strict();

/** POST /api/admin/references/:id/hide: the operator hides a given outside reference (abuse, a fake). */
export const HideReferenceInputSchema = z.object({ reason: hideReason }).strict();

/** What POST /api/admin/references/:id/hide answers: the reference is off the profile from `hiddenAt`. */
export const HiddenReferenceSchema = z.object({ id, hiddenAt: instant });
export type HiddenReference = z.infer<typeof HiddenReferenceSchema>;

// ---------------------------------------------------------------- reading reviews

/** A published review as anyone may read it: never an email, never the private note. */
export const PublicReviewSchema = z.object({
  id,
  subject: z.enum(REVIEW_SUBJECTS),
  /** Null once hidden by the operator: the page shows the trace instead ("A review was removed …"). */
  rating: z.number().int().nullable(),
  criteria: z.record(z.string(), z.number().int()).nullable(),
  outcomes: z.array(z.object({ outcome: z.string(), met: z.enum(OUTCOME_MET_ANSWERS) })).nullable(),
  wouldHireAgain: z.boolean().nullable(),
  text: z.string().nullable(),
  /** The author as shown: the organisation's name (of a facilitator) or the facilitator's name; null once deleted. */
  authorName: z.string().nullable(),
  /** The engagement's job title, when it had one. */
  jobTitle: z.string().nullable(),
  publishedAt: instant,
  hidden: z.boolean(),
  reply: z
    .object({
      text: z.string().nullable(),
      at: instant,
      hidden: z.boolean(),
      /** Who replied, as shown: the reviewed party (the facilitator's or the organisation's name); null once deleted. */
      authorName: z.string().nullable(),
    })
    .nullable(),
  /** Whether the caller may reply (the reviewed side, once, while there is no reply). */
  canReply: z.boolean(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

export const ReviewListQuerySchema = pageQuery(REVIEWS_PAGE_SIZE);
export const ReviewListSchema = paginated(PublicReviewSchema);
export type ReviewList = z.infer<typeof ReviewListSchema>;

/** GET /api/engagements/:id/review: where the caller stands with the reviews of one engagement. */
export const ReviewStateSchema = z.object({
  engagementId: id,
  /** What the caller reviews: the other party. */
  subject: z.enum(REVIEW_SUBJECTS),
  /** The other party's name, and the engagement's agreed outcomes (a review of a facilitator answers each). */
  counterpartName: z.string(),
  outcomes: z.array(z.string()),
  /** Whether the caller may write now: the engagement completed, the window open, no review of theirs yet. */
  canWrite: z.boolean(),
  /** Why not, when the caller cannot: not completed, cancelled before it began, window closed, written. */
  reason: z.enum(['not_completed', 'cancelled', 'window_closed', 'written']).nullable(),
  windowClosesAt: instant.nullable(),
  /** The caller's own review, once written (with its private note: it is theirs). */
  mine: PublicReviewSchema.extend({ privateNote: z.string(), submittedAt: instant }).nullable(),
  /** The other party's review of the caller: null until published, whatever it holds. */
  theirs: PublicReviewSchema.nullable(),
  /** Whether the other party has written theirs (never what it says): true or false, shown as a status. */
  otherSubmitted: z.boolean(),
  published: z.boolean(),
});
export type ReviewState = z.infer<typeof ReviewStateSchema>;

/**
 * A facilitator's reputation, computed from published reviews and completed engagements only (never a private
 * note or an unpublished review). Every figure has a rule (review-options.ts), shown next to it.
 */
export const FacilitatorReputationSchema = z.object({
  /** One decimal; null without a published review. */
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  completedEngagements: z.number().int(),
  /** Organisations with REPEAT_CLIENT_MIN_ENGAGEMENTS or more completed engagements with them. */
  repeatClients: z.number().int(),
  /** Agreed outcomes rated "yes" of all rated, over published reviews; null before the first. */
  outcomesMet: z.object({ met: z.number().int(), total: z.number().int() }).nullable(),
  /** "Outcomes held after six weeks": null until FOLLOW_UP_MIN_ANSWERS answers (but "too early"). */
  outcomesHeld: z.object({ held: z.number().int(), total: z.number().int() }).nullable(),
  topRated: z.boolean(),
});
export type FacilitatorReputation = z.infer<typeof FacilitatorReputationSchema>;

/** An organisation's reputation from the facilitators' side. */
export const OrganisationReputationSchema = z.object({
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  completedEngagements: z.number().int(),
  /** Facilitators it engaged again (two or more completed engagements) of all it completed one with. */
  rebook: z.object({ rebooked: z.number().int(), facilitators: z.number().int() }).nullable(),
});
export type OrganisationReputation = z.infer<typeof OrganisationReputationSchema>;

/** The short form on cards and search results: "4.8 (12 reviews)". */
export const RatingSummarySchema = z.object({
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

// ---------------------------------------------------------------- outcome follow-up

/** GET /api/engagements/:id/follow-up: the client's six-week question, one per agreed outcome. */
export const FollowUpStateSchema = z.object({
  engagementId: id,
  facilitatorName: z.string(),
  outcomes: z.array(z.object({ outcome: z.string(), answer: z.enum(FOLLOW_UP_ANSWERS).nullable() })),
  /** When it may be answered (completion plus six weeks); before that, canAnswer is false. */
  opensAt: instant,
  canAnswer: z.boolean(),
  answeredAt: instant.nullable(),
});
export type FollowUpState = z.infer<typeof FollowUpStateSchema>;

/** POST /api/engagements/:id/follow-up: one answer per agreed outcome, in order (given once). */
export const FollowUpInputSchema = z
  .object({
    answers: z.array(z.enum(FOLLOW_UP_ANSWERS, { error: vm('reviews.followUpAnswer') }), {
      error: vm('reviews.followUpAnswers'),
    }),
  })
  .strict();

// ---------------------------------------------------------------- outside references

const referenceName = z
  .string({ error: vm('references.name', { max: REFERENCE_NAME_MAX }) })
  .trim()
  .min(1, vm('references.name', { max: REFERENCE_NAME_MAX }))
  .max(REFERENCE_NAME_MAX, vm('references.name', { max: REFERENCE_NAME_MAX }));

/** POST /api/facilitator/references: ask a past client from outside the platform. */
export const ReferenceRequestInputSchema = z
  .object({
    clientName: referenceName,
    clientEmail: z.email({ error: vm('references.email') }).max(254, vm('references.email')),
    organisation: z
      .string({ error: vm('references.organisation', { max: REFERENCE_ORGANISATION_MAX }) })
      .trim()
      .max(REFERENCE_ORGANISATION_MAX, vm('references.organisation', { max: REFERENCE_ORGANISATION_MAX }))
      .default(''),
    message: z
      .string({ error: vm('references.message', { max: REFERENCE_MESSAGE_MAX }) })
      .trim()
      .max(REFERENCE_MESSAGE_MAX, vm('references.message', { max: REFERENCE_MESSAGE_MAX }))
      .default(''),
  })
  .strict();

/** POST /api/references/:token: the outside client's reference (the signed link is the only credential). */
export const ReferenceGiveInputSchema = z
  .object({
    text: z
      .string({ error: vm('references.text', { min: REFERENCE_TEXT_MIN, max: REFERENCE_TEXT_MAX }) })
      .trim()
      .min(REFERENCE_TEXT_MIN, vm('references.text', { min: REFERENCE_TEXT_MIN, max: REFERENCE_TEXT_MAX }))
      .max(REFERENCE_TEXT_MAX, vm('references.text', { min: REFERENCE_TEXT_MIN, max: REFERENCE_TEXT_MAX })),
    /** How the client names themselves on the profile (their role), e.g. "Head of People, Acme". */
    role: z
      .string({ error: vm('references.role', { max: REFERENCE_ORGANISATION_MAX }) })
      .trim()
      .max(REFERENCE_ORGANISATION_MAX, vm('references.role', { max: REFERENCE_ORGANISATION_MAX }))
      .default(''),
  })
  .strict();

// A reference on a profile (public-reference.ts: the profile's response reads it without this module).
export { PublicReferenceSchema, type PublicReference } from './public-reference';

/** The facilitator's own list of requests (the client's email is theirs to see). */
export const OwnReferenceSchema = z.object({
  id,
  clientName: z.string(),
  clientEmail: z.string(),
  organisation: z.string(),
  status: z.enum(REFERENCE_STATUSES),
  requestedAt: instant,
  givenAt: instant.nullable(),
  text: z.string().nullable(),
});
export type OwnReference = z.infer<typeof OwnReferenceSchema>;
