import {
  FOLLOW_UP_MIN_ANSWERS,
  TOP_RATED_MIN_AVERAGE,
  TOP_RATED_MIN_REVIEWS,
  type FacilitatorReputation,
  type OrganisationReputation,
} from '../../shared/reviews';

/** A facilitator's reputation columns as a query selects them (facilitators.*). */
export interface FacilitatorReputationColumns {
  reviewCount: number;
  ratingAverage: number | null;
  completedEngagements: number;
  repeatClients: number;
  outcomesMet: number;
  outcomesRated: number;
  outcomesHeld: number;
  outcomesFollowedUp: number;
}

/** An organisation's reputation columns as a query selects them (companies.*). */
export interface OrganisationReputationColumns {
  reviewCount: number;
  ratingAverage: number | null;
  completedEngagements: number;
  facilitatorsEngaged: number;
  facilitatorsRebooked: number;
}

/** The average as shown: one decimal, null without a published review. */
export const shownAverage = (count: number, average: number | null) =>
  count > 0 && average !== null ? Math.round(average * 10) / 10 : null;

/**
 * A facilitator's reputation as every read shows it (docs/decisions/042): the kept columns, with each
 * figure's rule from review-options.ts (outcomes met once one was rated, outcomes held once
 * FOLLOW_UP_MIN_ANSWERS answers count, "Top rated" from TOP_RATED_MIN_REVIEWS at TOP_RATED_MIN_AVERAGE).
 */
export function facilitatorReputation(columns: FacilitatorReputationColumns): FacilitatorReputation {
  const averageRating = shownAverage(columns.reviewCount, columns.ratingAverage);
  return {
    averageRating,
    reviewCount: columns.reviewCount,
    completedEngagements: columns.completedEngagements,
    repeatClients: columns.repeatClients,
    outcomesMet:
      columns.outcomesRated > 0 ? { met: columns.outcomesMet, total: columns.outcomesRated } : null,
    outcomesHeld:
      columns.outcomesFollowedUp >= FOLLOW_UP_MIN_ANSWERS
        ? { held: columns.outcomesHeld, total: columns.outcomesFollowedUp }
        : null,
    topRated:
      columns.reviewCount >= TOP_RATED_MIN_REVIEWS &&
      columns.ratingAverage !== null &&
      columns.ratingAverage >= TOP_RATED_MIN_AVERAGE,
  };
}

/** An organisation's reputation as every read shows it: the rebook rate once it completed one engagement. */
export function organisationReputation(columns: OrganisationReputationColumns): OrganisationReputation {
  return {
    averageRating: shownAverage(columns.reviewCount, columns.ratingAverage),
    reviewCount: columns.reviewCount,
    completedEngagements: columns.completedEngagements,
    rebook:
      columns.facilitatorsEngaged > 0
        ? { rebooked: columns.facilitatorsRebooked, facilitators: columns.facilitatorsEngaged }
        : null,
  };
}
