import { z } from 'zod';
import { SiteInsightsSchema } from './insights';
import { JOB_STATUSES } from './job-options';
import { ADMIN_ACTIONS, AUDIT_LOG_SEARCH_MAX, AUDIT_TARGET_TYPES } from './admin-options';
import { vm } from './i18n/validation';
import { paginated, pageQuery } from './pagination';

export * from './admin-options';

// ---------------------------------------------------------------- audit log

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/admin/audit-log */
export const AuditLogQuerySchema = z.object({
  action: z.preprocess(emptyToUndefined, z.enum(ADMIN_ACTIONS, vm('admin.unknownAction')).optional()),
  /** Part of the actor's email or of the target's label, case-insensitive. */
  q: z
    .string()
    .trim()
    .max(AUDIT_LOG_SEARCH_MAX, vm('common.searchMax', { max: AUDIT_LOG_SEARCH_MAX }))
    .optional()
    .transform((value) => value || undefined),
  ...pageQuery().shape,
});
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;
export type AuditLogParams = z.output<typeof AuditLogQuerySchema>;

export const AuditLogEntrySchema = z.object({
  id: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  /** Null once the administrator's account was deleted; the email stays as it was then. */
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  /** What the target was called when the action happened (an email, a job title). */
  targetLabel: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

/** GET /api/admin/audit-log */
export const AuditLogPageSchema = paginated(AuditLogEntrySchema);
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;

// ---------------------------------------------------------------- overview

export const OverviewDaySchema = z.object({
  /** A UTC day, 'YYYY-MM-DD'. */
  date: z.string(),
  signUps: z.number(),
  jobsPosted: z.number(),
  applications: z.number(),
});
export type OverviewDay = z.infer<typeof OverviewDaySchema>;

/** GET /api/admin/overview */
export const AdminOverviewSchema = z.object({
  totals: z.object({
    companies: z.number(),
    facilitators: z.number(),
    jobs: z.number(),
    /** Every status of JOB_STATUSES, 0 where no job has it. */
    jobsByStatus: z.record(z.enum(JOB_STATUSES), z.number()),
    applications: z.number(),
    /** Reports not yet dismissed or acted on (each report, not each reported target). */
    openReports: z.number(),
  }),
  /** OVERVIEW_DAYS days, oldest first, ending today (UTC); a day without activity has zeros. */
  daily: z.array(OverviewDaySchema),
  /** Site-wide insights: job and profile views and applications per week, and the conversion between them. */
  insights: SiteInsightsSchema,
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

// ---------------------------------------------------------------- background jobs

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
