import { z } from 'zod';
import { JOB_STATUSES } from './job-options';
import { ADMIN_ACTIONS, AUDIT_LOG_SEARCH_MAX, AUDIT_TARGET_TYPES } from './admin-options';
import { paginated, pageQuery } from './pagination';

export * from './admin-options';

// ---------------------------------------------------------------- audit log

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/admin/audit-log */
export const AuditLogQuerySchema = z.object({
  action: z.preprocess(emptyToUndefined, z.enum(ADMIN_ACTIONS, 'Unknown action').optional()),
  /** Part of the actor's email or of the target's label, case-insensitive. */
  q: z
    .string()
    .trim()
    .max(AUDIT_LOG_SEARCH_MAX, `Search terms must be at most ${AUDIT_LOG_SEARCH_MAX} characters`)
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
  }),
  /** OVERVIEW_DAYS days, oldest first, ending today (UTC); a day without activity has zeros. */
  daily: z.array(OverviewDaySchema),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;
