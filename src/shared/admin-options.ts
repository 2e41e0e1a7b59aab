/**
 * The admin console's lists and labels: plain values without Zod, so that the console's pages load no
 * schemas. `./admin` re-exports all of it with the schemas.
 */

/**
 * Every action an administrator can take, as the audit log records it. A new admin action adds its
 * value here (and its label to the admin catalogue, src/shared/i18n/messages/<lang>/admin.json); the
 * log's filter and the console pick it up from this list.
 */
export const ADMIN_ACTIONS = [
  'job.approved',
  'job.rejected',
  'reports.dismissed',
  'job.hidden',
  'profile.hidden',
  'message.hidden',
  'user.suspended',
  'user.unsuspended',
  'organisation.suspended',
  'organisation.unsuspended',
  'access_request.handled',
  'credential.verified',
  'credential.unverified',
  'credential.rejected',
  'credential.evidence_requested',
  'exchange_rates.updated',
  'engagement.flag_resolved',
  'review.hidden',
  'review.reply_hidden',
  'reference.hidden',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** What an admin action was done to. */
export const AUDIT_TARGET_TYPES = [
  'job',
  'user',
  'facilitator',
  'company',
  'organisation',
  'access_request',
  'message',
  'credential',
  'exchange_rates',
  'engagement',
  'review',
  'reference',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_LOG_SEARCH_MAX = 200;

/** The overview's daily series cover this many UTC days, today included. */
export const OVERVIEW_DAYS = 30;
