/**
 * Engagements: plain values without Zod, for pages that only show an offer or an engagement. An offer and
 * the engagement it becomes are one record with one id (`/engagements/{id}`): its status says which phase
 * it is in (docs/decisions/040-engagements.md).
 */

/** While `offered`, it is an offer; `confirmed` onwards, an engagement. */
export const ENGAGEMENT_STATUSES = [
  'offered',
  'declined',
  'withdrawn',
  'expired',
  'confirmed',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];

/** The statuses of an offer that was never accepted: nothing can happen to it any more. */
export const CLOSED_OFFER_STATUSES = ['declined', 'withdrawn', 'expired'] as const;
/** The statuses of an engagement (an accepted offer). */
export const BOOKED_STATUSES = ['confirmed', 'delivered', 'completed', 'cancelled'] as const;
/** The statuses that hold the facilitator's days: their days show as booked. */
export const HOLDING_STATUSES = ['confirmed', 'delivered', 'completed'] as const;

/** The filters of the Engagements page. */
export const ENGAGEMENT_FILTERS = [
  'offers',
  'confirmed',
  'delivered',
  'completed',
  'cancelled',
  'closed',
] as const;
export type EngagementFilter = (typeof ENGAGEMENT_FILTERS)[number];

/** The two parties: the hiring organisation and the facilitator. */
export const ENGAGEMENT_SIDES = ['company', 'facilitator'] as const;
export type EngagementSide = (typeof ENGAGEMENT_SIDES)[number];

/** What a fee line is for. */
export const FEE_LINE_KINDS = [
  'preparation_day',
  'facilitation_day',
  'co_facilitator_day',
  'travel',
  'materials',
  'documentation',
  'other',
] as const;
export type FeeLineKind = (typeof FEE_LINE_KINDS)[number];

/** How the sessions are held. */
export const ENGAGEMENT_DELIVERY = ['in_person', 'remote', 'hybrid'] as const;
export type EngagementDelivery = (typeof ENGAGEMENT_DELIVERY)[number];

/** The VAT note of an offer: a rate on top of the net total, or the reverse-charge procedure. */
export const VAT_MODES = ['rate', 'reverse_charge'] as const;
export type VatMode = (typeof VAT_MODES)[number];

/** What can happen to an offer or an engagement (the state machine in ./engagements.ts). */
export const ENGAGEMENT_ACTIONS = [
  'send',
  'accept',
  'decline',
  'counter',
  'withdraw',
  'expire',
  'deliver',
  'complete',
  'cancel',
] as const;
export type EngagementAction = (typeof ENGAGEMENT_ACTIONS)[number];

/** What the history of an offer or engagement records. */
export const ENGAGEMENT_EVENT_KINDS = [
  'offered',
  'countered',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
  'delivered',
  'completed',
  'cancelled',
  'flagged',
  'reminded',
] as const;
export type EngagementEventKind = (typeof ENGAGEMENT_EVENT_KINDS)[number];

/**
 * Why the system closed an offer or engagement (an event's `reason`, a cancellation's): the operator
 * suspended a party, or an organisation was deleted.
 */
export const ENGAGEMENT_SYSTEM_REASONS = {
  suspended: 'account_suspended',
  organisationDeleted: 'organisation_deleted',
} as const;

// ---------------------------------------------------------------- limits

export const FEE_LINES_MAX = 50;
export const SESSIONS_MAX = 30;
export const OUTCOMES_MIN = 2;
export const OUTCOMES_MAX = 3;
export const OUTCOME_MIN_LENGTH = 5;
export const OUTCOME_MAX_LENGTH = 300;
export const OFFER_MESSAGE_MAX = 4000;
export const REASON_MAX = 2000;
export const FEE_LINE_DESCRIPTION_MAX = 200;
/** A line's quantity: up to 2 decimals (half a day is 0.5), at most this many units. */
export const QUANTITY_MAX = 999;
/** A unit price, in minor units: at least 1, at most ten million in major units. */
export const UNIT_PRICE_MAX_MINOR = 1_000_000_000;
/** VAT rates are basis points: 1900 is 19 %. */
export const VAT_RATE_MAX_BP = 5000;
export const PAYMENT_TERMS_MAX_DAYS = 120;
export const PAYMENT_TERMS_DEFAULT_DAYS = 14;
export const CANCELLATION_TIERS_MAX = 6;

// ---------------------------------------------------------------- the business clock's rules

/** An offer is valid this many days unless its sender says otherwise. */
export const OFFER_EXPIRY_DEFAULT_DAYS = 7;
export const OFFER_EXPIRY_MAX_DAYS = 60;
/** Without the facilitator's "delivered", an engagement counts as delivered this many days after its last day. */
export const AUTO_DELIVER_AFTER_DAYS = 2;
/** Without the company's confirmation, it completes this many days after delivery. */
export const AUTO_COMPLETE_AFTER_DAYS = 14;
/** Reminders: this many days before the first session day, and before automatic completion. */
export const START_REMINDER_DAYS_BEFORE = 3;
export const COMPLETION_REMINDER_DAYS_BEFORE = 3;

/**
 * The cancellation tiers used when a facilitator has set none: more than 6 weeks before the first session
 * day nothing is due, from 2 to 6 weeks half the net total, under 2 weeks all of it.
 */
export const DEFAULT_CANCELLATION_TIERS: readonly { minDaysBefore: number; percent: number }[] = [
  { minDaysBefore: 42, percent: 0 },
  { minDaysBefore: 14, percent: 50 },
  { minDaysBefore: 0, percent: 100 },
];

/**
 * Minor units per major unit, by ISO 4217 exponent: 2 for every currency we take but the yen (0).
 * Amounts are integers of minor units everywhere; only display divides.
 */
export function minorUnitExponent(currency: string): number {
  return currency === 'JPY' ? 0 : 2;
}
