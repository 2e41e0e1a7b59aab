/**
 * Reports of jobs, profiles and messages: plain values without Zod, for the report dialog and the admin's
 * Reports page. `./reports` re-exports them with the schemas.
 */

/** What can be reported. A profile's id is its owner's user id; a message is reported by the other party of its thread; a published review (or its reply) by anyone. */
export const REPORT_TARGET_TYPES = ['job', 'facilitator', 'company', 'message', 'review'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_CATEGORIES = [
  'spam',
  'inappropriate',
  'discriminatory',
  'wrong_information',
  'other',
] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/** How an admin settled a target's open reports. */
export const REPORT_RESOLUTIONS = ['dismissed', 'hidden', 'suspended'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

export const REPORT_NOTE_MAX = 2_000;
/** The Reports page shows this many of a target's open reports, the newest (with the count of all). */
export const REPORTS_SHOWN_PER_TARGET = 20;
/** Reports one user may file per hour. */
export const REPORTS_PER_HOUR = 10;

// ---------------------------------------------------------------- suspension and the admin's Users page

export const SUSPENSION_REASON_MAX = 1_000;

export const USER_STATES = ['active', 'suspended'] as const;
export type UserState = (typeof USER_STATES)[number];
export const USER_SEARCH_MAX = 200;

// ---------------------------------------------------------------- the admin's Organisations page

/** The Organisations page lists this many of an organisation's members, owners first (with the count of all). */
export const ORGANISATION_MEMBERS_SHOWN = 20;
