/**
 * Moderation of job postings (`MODERATION`): `off` publishes at once (the spec's post-then-listed flow);
 * `first-job` holds a company's jobs for an admin until the company has one approved job; `all` holds
 * every job.
 */
export const MODERATION_MODES = ['off', 'first-job', 'all'] as const;
export type ModerationMode = (typeof MODERATION_MODES)[number];
