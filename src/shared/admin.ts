import { z } from 'zod';

/** The most failures GET /api/admin/queue lists. */
export const RECENT_JOB_FAILURES_MAX = 20;
/** A failure's message is cut to this length. */
export const JOB_ERROR_MESSAGE_MAX = 500;

/** How many jobs of one queue are in each state. */
export const QueueDepthSchema = z.object({
  name: z.string(),
  /** Waiting to run (a deferred job too). */
  queued: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
  /** Failed at least once, waiting for the next attempt. */
  retrying: z.number().int().nonnegative(),
  /** Out of attempts (kept for a while, then deleted). */
  failed: z.number().int().nonnegative(),
});
export type QueueDepth = z.infer<typeof QueueDepthSchema>;

/** One failed attempt; the job's payload (a mail, its links) is never shown. */
export const JobFailureSchema = z.object({
  queue: z.string(),
  /** The error's message, at most JOB_ERROR_MESSAGE_MAX characters. */
  error: z.string(),
  failedAt: z.string(),
  /** Attempts made so far. */
  attempts: z.number().int().positive(),
  /** Whether another attempt will follow. */
  willRetry: z.boolean(),
});
export type JobFailure = z.infer<typeof JobFailureSchema>;

/** GET /api/admin/queue */
export const QueueOverviewSchema = z.object({
  queues: z.array(QueueDepthSchema),
  recentFailures: z.array(JobFailureSchema).max(RECENT_JOB_FAILURES_MAX),
});
export type QueueOverview = z.infer<typeof QueueOverviewSchema>;
