// Long on purpose: the whole life of a review (who stands where, writing, publication together, the reply,
// the operator's hiding, the public lists) in one module, so that every write takes the same lock and rules.
import type { z } from 'zod';
import type { EngagementSide } from '../../shared/engagements';
import { vm } from '../../shared/i18n/validation';
import { toPage } from '../../shared/pagination';
import { truncateAtWord } from '../../shared/text';
import {
  REVIEW_WINDOW_DAYS,
  type HideReviewInputSchema,
  type PublicReview,
  type ReviewInputSchema,
  type ReviewList,
  type ReviewState,
  type ReviewSubject,
} from '../../shared/reviews';
import { recordAdminAction } from '../audit/audit.service';
import type { Db, DbOrTx, Tx } from '../db/client';
import type { MailDeps } from '../applications/applications.service';
import {
  findEngagementView,
  findVersionTerms,
  lockEngagement,
  type EngagementRow,
} from '../engagements/engagements.repo';
import { FORMER_PARTY, namesOf, type EngagementParty } from '../engagements/engagements.service';
import { daysAfter, todayIn } from '../engagements/zoned-days';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { em } from '../http/error-messages';
import { isUuid } from '../http/params';
import { findListedCompany } from '../profiles/company-profiles.repo';
import { isFacilitatorShown } from '../profiles/facilitator-profiles.repo';
import { COMPANY_NOT_FOUND, FACILITATOR_NOT_FOUND } from '../profiles/profiles.service';
import { recomputeReputations } from './reputation.repo';
import { tellReviewParty } from './review-notices';
import {
  findEngagementReviews,
  findListedReview,
  findReview,
  insertReview,
  listPublishedReviews,
  lockReview,
  publishSealed,
  updateReview,
  type ListedReview,
  type ListedReviewRow,
  type ReviewRow,
} from './reviews.repo';

export const REVIEW_NOT_FOUND = em('reviews.notFound');
const ENGAGEMENT_NOT_FOUND = em('engagements.notFound');
const HIRE_ROLE = em('reviews.hireRole');
const WRONG_SUBJECT = em('reviews.wrongSubject');
const NOT_COMPLETED = em('reviews.notCompleted');
const CANCELLED = em('reviews.cancelled');
const WINDOW_CLOSED = em('reviews.windowClosed');
const ALREADY_WRITTEN = em('reviews.alreadyWritten');
const NOT_REVIEWED_SIDE = em('reviews.notReviewedSide');
const ALREADY_REPLIED = em('reviews.alreadyReplied');
const REVIEW_HIDDEN = em('reviews.hidden');
const NO_REPLY = em('reviews.noReply');
const ALREADY_HIDDEN = em('reviews.alreadyHidden');

/** How much of a review's text the audit log and the reports console name it by. */
const LABEL_LENGTH = 80;

/** The side a review is of: its subject's party. */
export const reviewedSide = (subject: ReviewSubject): EngagementSide =>
  subject === 'facilitator' ? 'facilitator' : 'company';
/** What the party on `side` reviews: the other party. */
export const subjectFor = (side: EngagementSide): ReviewSubject =>
  side === 'company' ? 'facilitator' : 'organisation';

/** When the engagement's reviews' window closes; null before completion. */
export const windowClosesAt = (row: Pick<EngagementRow, 'completedAt'>) =>
  row.completedAt ? daysAfter(row.completedAt, REVIEW_WINDOW_DAYS) : null;

/** The window's last instant as a day of the engagement's time zone (what reminders and mail name). */
export const closingDay = (row: Pick<EngagementRow, 'completedAt' | 'timeZone' | 'lastDay'>) => {
  const closes = windowClosesAt(row);
  return closes ? todayIn(row.timeZone, closes) : row.lastDay;
};

const ownsSide = (party: EngagementParty, row: Pick<EngagementRow, 'organisationId' | 'facilitatorId'>) =>
  (party.side === 'company' ? row.organisationId : row.facilitatorId) === party.partyId;

/** Whether the caller is the review's reviewed party (any member of the organisation, or the facilitator). */
const isReviewedParty = (party: EngagementParty | null, review: ListedReview) =>
  !!party &&
  party.side === reviewedSide(review.subject) &&
  (review.subject === 'facilitator' ? review.facilitatorId : review.organisationId) === party.partyId;

const canReplyTo = (party: EngagementParty | null, review: ListedReview) =>
  isReviewedParty(party, review) &&
  !!party?.canHire &&
  !!review.publishedAt &&
  !review.hiddenAt &&
  review.replyBody === null;

/**
 * A review as anyone may read it: never an email or the private note; once hidden, its trace only (no rating,
 * no text). The author is shown as their party: the organisation's name, or the facilitator's.
 */
export function toPublicReview(row: ListedReviewRow, caller: EngagementParty | null): PublicReview {
  const { review } = row;
  const hidden = !!review.hiddenAt;
  const facilitatorName =
    row.facilitatorFirstName === null
      ? null
      : `${row.facilitatorFirstName ?? ''} ${row.facilitatorLastName ?? ''}`.trim() || null;
  const outcomeNames = row.outcomeNames ?? [];
  return {
    id: review.id,
    subject: review.subject,
    rating: hidden ? null : review.rating,
    criteria: hidden ? null : review.criteria,
    outcomes:
      hidden || !review.outcomes
        ? null
        : review.outcomes.map((met, i) => ({ outcome: outcomeNames[i] ?? '', met })),
    wouldHireAgain: hidden ? null : review.wouldHireAgain,
    text: hidden ? null : review.body,
    authorName: review.subject === 'facilitator' ? row.companyName : facilitatorName,
    jobTitle: row.jobTitle,
    publishedAt: (review.publishedAt ?? review.submittedAt).toISOString(),
    hidden,
    reply:
      review.replyBody === null || !review.replyAt
        ? null
        : {
            text: review.replyHiddenAt ? null : review.replyBody,
            at: review.replyAt.toISOString(),
            hidden: !!review.replyHiddenAt,
            // The reviewed party replies: the facilitator of a review of them, or the organisation.
            authorName: review.subject === 'facilitator' ? facilitatorName : row.companyName,
          },
    canReply: canReplyTo(caller, review),
  };
}

/** The engagement for one of its parties, with names, outcomes and reviews; 404 for anyone else. */
async function engagementForParty(db: DbOrTx, party: EngagementParty, id: string) {
  const view = isUuid(id) ? await findEngagementView(db, id) : undefined;
  if (!view || !ownsSide(party, view.engagement)) throw notFound(ENGAGEMENT_NOT_FOUND);
  const terms = await findVersionTerms(db, id, view.engagement.version);
  return { view, outcomes: terms?.terms.outcomes ?? [] };
}

/** Why the party cannot write now (null when it can, permission aside). */
function refusal(row: EngagementRow, mine: ReviewRow | undefined, now: Date): ReviewState['reason'] {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.status !== 'completed') return 'not_completed';
  if (mine) return 'written';
  const closes = windowClosesAt(row);
  if (row.reviewsClosedAt || !closes || now.getTime() >= closes.getTime()) return 'window_closed';
  return null;
}

/**
 * GET /api/engagements/:id/review: where the caller stands. The other party's review is there only once
 * published; before that, only whether it was written.
 */
export async function reviewState(
  db: DbOrTx,
  party: EngagementParty,
  id: string,
  now: Date,
): Promise<ReviewState> {
  const { view, outcomes } = await engagementForParty(db, party, id);
  const row = view.engagement;
  const subject = subjectFor(party.side);
  const reviews = await findEngagementReviews(db, id);
  const mine = reviews.find((review) => review.subject === subject);
  const other = reviews.find((review) => review.subject !== subject);
  const listed = (review: ReviewRow): ListedReviewRow => ({
    review,
    companyName: view.companyName,
    facilitatorFirstName: view.facilitatorFirstName,
    facilitatorLastName: view.facilitatorLastName,
    jobTitle: view.jobTitle,
    outcomeNames: outcomes,
  });
  const names = namesOf(view);
  const reason = refusal(row, mine, now);
  const closes = windowClosesAt(row);
  return {
    engagementId: row.id,
    subject,
    counterpartName: party.side === 'company' ? names.facilitator : names.company,
    outcomes,
    canWrite: reason === null && party.canHire,
    reason,
    windowClosesAt: closes ? closes.toISOString() : null,
    mine: mine
      ? {
          ...toPublicReview(listed(mine), party),
          // The note is its author's: a colleague on the same side reads the review, never the note.
          privateNote: mine.authorId === party.personId ? mine.privateNote : '',
          submittedAt: mine.submittedAt.toISOString(),
        }
      : null,
    theirs: other?.publishedAt ? toPublicReview(listed(other), party) : null,
    otherSubmitted: !!other,
    published: !!(mine?.publishedAt ?? other?.publishedAt),
  };
}

/**
 * Publishes the engagement's sealed reviews at `now` (both at once), recomputes both parties' reputations
 * and tells each reviewed party, inside the caller's transaction. Answers how many were published.
 */
export async function publishReviews(tx: Tx, mail: MailDeps, row: EngagementRow, now: Date): Promise<number> {
  const published = await publishSealed(tx, row.id, now);
  if (published.length === 0) return 0;
  await recomputeReputations(tx, row);
  const view = await findEngagementView(tx, row.id);
  const names = view ? namesOf(view) : { company: FORMER_PARTY, facilitator: FORMER_PARTY };
  for (const review of published) {
    const side = reviewedSide(review.subject);
    // The words name the author's party: the other side.
    const name = side === 'company' ? names.facilitator : names.company;
    await tellReviewParty(tx, mail, row, side, 'published', name, closingDay(row), now);
  }
  return published.length;
}

/**
 * POST /api/engagements/:id/review: the caller's review of the other party, sealed; the second one publishes
 * both. One transaction with the engagement's row locked, so that two reviews at once both see each other.
 */
export async function submitReview(
  db: Db,
  mail: MailDeps,
  party: EngagementParty,
  id: string,
  input: z.output<typeof ReviewInputSchema>,
  now: Date,
): Promise<ReviewState> {
  await db.transaction(async (tx) => {
    const row = isUuid(id) ? await lockEngagement(tx, id) : undefined;
    if (!row || !ownsSide(party, row)) throw notFound(ENGAGEMENT_NOT_FOUND);
    if (!party.canHire) throw forbidden(HIRE_ROLE);
    if (input.subject !== subjectFor(party.side)) throw forbidden(WRONG_SUBJECT);
    const reviews = await findEngagementReviews(tx, id);
    const mine = reviews.find((review) => review.subject === input.subject);
    const reason = refusal(row, mine, now);
    if (reason === 'cancelled') throw conflict(CANCELLED);
    if (reason === 'not_completed') throw conflict(NOT_COMPLETED);
    if (reason === 'written') throw conflict(ALREADY_WRITTEN);
    if (reason === 'window_closed') throw conflict(WINDOW_CLOSED);
    let outcomes = null;
    if (input.subject === 'facilitator') {
      const agreed = (await findVersionTerms(tx, id, row.version))?.terms.outcomes ?? [];
      if (input.outcomes.length !== agreed.length) {
        const message = vm('reviews.outcomes');
        throw badRequest(message, { outcomes: [message] });
      }
      outcomes = input.outcomes;
    }
    await insertReview(tx, {
      engagementId: id,
      subject: input.subject,
      facilitatorId: row.facilitatorId,
      organisationId: row.organisationId,
      authorId: party.personId,
      rating: input.rating,
      criteria: input.criteria,
      outcomes,
      wouldHireAgain: input.subject === 'facilitator' ? input.wouldHireAgain : null,
      body: input.text,
      privateNote: input.privateNote,
      submittedAt: now,
    });
    // The other party wrote theirs: both are published now, together.
    if (reviews.some((review) => review.subject !== input.subject)) await publishReviews(tx, mail, row, now);
  });
  return reviewState(db, party, id, now);
}

/** POST /api/reviews/:id/reply: the reviewed party's one public reply to a published, visible review. */
export async function replyToReview(
  db: Db,
  party: EngagementParty,
  id: string,
  text: string,
  now: Date,
): Promise<PublicReview> {
  await db.transaction(async (tx) => {
    const review = isUuid(id) ? await lockReview(tx, id) : undefined;
    // A sealed review does not exist for anyone but its author.
    if (!review?.publishedAt) throw notFound(REVIEW_NOT_FOUND);
    if (!isReviewedParty(party, review)) throw forbidden(NOT_REVIEWED_SIDE);
    if (!party.canHire) throw forbidden(HIRE_ROLE);
    if (review.hiddenAt) throw conflict(REVIEW_HIDDEN);
    if (review.replyBody !== null) throw conflict(ALREADY_REPLIED);
    await updateReview(tx, id, { replyBody: text, replyAt: now, replyAuthorId: party.personId });
  });
  const row = await findListedReview(db, id);
  return toPublicReview(row!, party);
}

/**
 * GET /api/facilitators/:id/reviews and /api/companies/:id/reviews: published reviews, newest first; 404 for
 * a profile the viewer may not see, exactly as the profile itself answers them.
 */
export async function publishedReviews(
  db: Db,
  subject: ReviewSubject,
  partyId: string,
  query: { page: number; pageSize: number },
  viewer: { caller: EngagementParty | null; principalId: string | undefined },
): Promise<ReviewList> {
  if (!isUuid(partyId)) throw notFound(subject === 'facilitator' ? FACILITATOR_NOT_FOUND : COMPANY_NOT_FOUND);
  // The profile's visibility and the page are read side by side, one round trip instead of two; the page of a
  // profile the viewer may not see is dropped unread.
  const [shown, { rows, total }] = await Promise.all([
    subject === 'facilitator'
      ? isFacilitatorShown(db, partyId, viewer.principalId)
      : findListedCompany(db, partyId).then((row) => row !== undefined),
    listPublishedReviews(db, subject, partyId, query.page, query.pageSize),
  ]);
  if (!shown) throw notFound(subject === 'facilitator' ? FACILITATOR_NOT_FOUND : COMPANY_NOT_FOUND);
  const caller = viewer.caller;
  return toPage(
    rows.map((row) => toPublicReview(row, caller)),
    total,
    query.page,
    query.pageSize,
  );
}

/** A review's name in the audit log and the reports console: the start of its text. */
export const reviewLabel = (review: Pick<ReviewRow, 'body'>) => truncateAtWord(review.body, LABEL_LENGTH);

/**
 * Hides a review (or its reply only) inside the caller's transaction: a hidden review leaves a trace and
 * leaves the averages, so both parties' reputations are recomputed. Undefined when there is no such review.
 */
export async function hideReviewIn(
  tx: Tx,
  id: string,
  part: 'review' | 'reply',
  reason: string,
  adminId: string,
  now: Date,
): Promise<ReviewRow | undefined> {
  const review = isUuid(id) ? await lockReview(tx, id) : undefined;
  if (!review) return undefined;
  if (part === 'reply') {
    if (review.replyBody === null) throw notFound(NO_REPLY);
    if (review.replyHiddenAt) throw conflict(ALREADY_HIDDEN);
    return updateReview(tx, id, { replyHiddenAt: now, replyHiddenReason: reason });
  }
  if (review.hiddenAt) throw conflict(ALREADY_HIDDEN);
  const hidden = await updateReview(tx, id, { hiddenAt: now, hiddenReason: reason, hiddenBy: adminId });
  await recomputeReputations(tx, review);
  return hidden;
}

/** POST /api/admin/reviews/:id/hide: the operator hides a review or its reply, with a reason and an audit entry. */
export async function hideReview(
  db: Db,
  actor: { id: string; email: string },
  id: string,
  input: z.output<typeof HideReviewInputSchema>,
  now: Date,
): Promise<PublicReview> {
  await db.transaction(async (tx) => {
    const review = await hideReviewIn(tx, id, input.part, input.reason, actor.id, now);
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    await recordAdminAction(tx, {
      actor,
      action: input.part === 'reply' ? 'review.reply_hidden' : 'review.hidden',
      target: { type: 'review', id, label: reviewLabel(review) },
      reason: input.reason,
      at: now,
    });
  });
  const row = await findListedReview(db, id);
  return toPublicReview(row!, null);
}

/** The review as the reports console describes it; undefined when there is none. */
export async function reviewTarget(db: DbOrTx, id: string) {
  const review = isUuid(id) ? await findReview(db, id) : undefined;
  if (!review) return undefined;
  return {
    label: reviewLabel(review),
    ownerId: review.authorId,
    isPublic: !!review.publishedAt && !review.hiddenAt,
    hidden: !!review.hiddenAt,
  };
}
