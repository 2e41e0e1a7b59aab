import { FOLLOW_UP_MIN_ANSWERS } from '../../shared/review-options';
import type { FacilitatorReputation } from '../../shared/reviews';

/**
 * "Outcomes held after six weeks: x of y" from a facilitator's reputation columns: null until y (answers but
 * "too early") reaches FOLLOW_UP_MIN_ANSWERS, so that one or two answers never make a figure.
 */
export function outcomesHeldOf(columns: {
  outcomesHeld: number;
  outcomesFollowedUp: number;
}): FacilitatorReputation['outcomesHeld'] {
  return columns.outcomesFollowedUp >= FOLLOW_UP_MIN_ANSWERS
    ? { held: columns.outcomesHeld, total: columns.outcomesFollowedUp }
    : null;
}
