import { z } from 'zod';
import { vm } from './i18n/validation';
import { JOB_STATUSES } from './job-options';
import { paginated, pageQuery } from './pagination';

/**
 * Moderation of job postings (`MODERATION`): `off` publishes at once (the spec's post-then-listed flow);
 * `first-job` holds a company's jobs for an admin until the company has one approved job; `all` holds
 * every job.
 */
export const MODERATION_MODES = ['off', 'first-job', 'all'] as const;
export type ModerationMode = (typeof MODERATION_MODES)[number];

export const REJECTION_REASON_MAX = 1000;
const REASON_REQUIRED = vm('moderation.reasonRequired');

/** POST /api/admin/jobs/:id/reject: the poster reads the reason on their job. */
export const RejectJobSchema = z.object({
  reason: z
    .string({ error: REASON_REQUIRED })
    .trim()
    .min(1, REASON_REQUIRED)
    .max(REJECTION_REASON_MAX, vm('moderation.reasonMax', { max: REJECTION_REASON_MAX })),
});
export type RejectJobInput = z.infer<typeof RejectJobSchema>;

/** GET /api/admin/moderation */
export const ModerationQueueQuerySchema = pageQuery();
export type ModerationQueueQuery = z.input<typeof ModerationQueueQuerySchema>;

/** A job waiting for review, as the moderation queue lists it. */
export const ModerationItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string(),
  location: z.string(),
  /** When it was (last) submitted: the queue is oldest first. */
  submittedAt: z.string(),
});
export type ModerationItem = z.infer<typeof ModerationItemSchema>;

/** GET /api/admin/moderation */
export const ModerationQueueSchema = paginated(ModerationItemSchema);
export type ModerationQueue = z.infer<typeof ModerationQueueSchema>;

/** POST /api/admin/jobs/:id/approve and …/reject: the job's new status. */
export const ModerationDecisionSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
});
export type ModerationDecision = z.infer<typeof ModerationDecisionSchema>;
