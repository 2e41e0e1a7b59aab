import { z } from 'zod';
import { ACCOUNT_TYPES } from './constants';
import { ORG_ROLES } from './organisation-roles';
import { vm } from './i18n/validation';
import { paginated, pageQuery } from './pagination';
import {
  REPORT_CATEGORIES,
  REPORT_NOTE_MAX,
  REPORT_TARGET_TYPES,
  SUSPENSION_REASON_MAX,
  USER_SEARCH_MAX,
  USER_STATES,
} from './report-options';

export * from './report-options';

// ---------------------------------------------------------------- a user's report

/** The report dialog and POST /api/reports. */
export const ReportSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, vm('reports.chooseTarget')),
  targetId: z.string().trim().min(1, vm('reports.chooseTarget')).max(100, vm('reports.unknownTarget')),
  category: z.enum(REPORT_CATEGORIES, vm('reports.chooseReason')),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, vm('reports.noteMax', { max: REPORT_NOTE_MAX }))
    .default(''),
});
export type ReportInput = z.output<typeof ReportSchema>;
export type ReportFormValues = z.input<typeof ReportSchema>;

/** POST /api/reports: the same answer for a new report and for a repeat of an open one. */
export const ReportReceivedSchema = z.object({ received: z.literal(true) });
export type ReportReceived = z.infer<typeof ReportReceivedSchema>;

export const REPORT_THANKS = 'Thanks — our team will review this report.';

// ---------------------------------------------------------------- the admin's Reports page

/** GET /api/admin/reports */
export const AdminReportsQuerySchema = pageQuery();

export const AdminReportSchema = z.object({
  id: z.string(),
  category: z.enum(REPORT_CATEGORIES),
  note: z.string(),
  /** Null once the reporter deleted their account. */
  reporterEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;

/** One reported job or profile with its open reports, newest first. */
export const ReportedTargetSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  /** The job's title or the profile's name; null when the target no longer exists. */
  label: z.string().nullable(),
  /** The public page of the target. */
  link: z.string(),
  /** The account that owns it (the company of a job); null when gone. */
  owner: z
    .object({ id: z.string(), email: z.string(), suspended: z.boolean(), isAdmin: z.boolean() })
    .nullable(),
  /** Whether the target is already hidden (a hidden job, a hidden profile). */
  hidden: z.boolean(),
  count: z.number().int(),
  latestAt: z.string(),
  /** The newest REPORTS_SHOWN_PER_TARGET of its open reports; `count` counts them all. */
  reports: z.array(AdminReportSchema),
});
export type ReportedTarget = z.infer<typeof ReportedTargetSchema>;

export const ReportedTargetsPageSchema = paginated(ReportedTargetSchema);
export type ReportedTargetsPage = z.infer<typeof ReportedTargetsPageSchema>;

/** The target of an admin action on reports: /api/admin/reports/:targetType/:targetId/… */
export const ReportTargetParams = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, vm('reports.unknownTargetType')),
  targetId: z.string(),
});

// ---------------------------------------------------------------- suspension and the Users page

/** The Suspend dialog: the reason is required and goes to the audit log. */
export const SuspendSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, vm('reports.reasonRequired'))
    .max(SUSPENSION_REASON_MAX, vm('reports.reasonMax', { max: SUSPENSION_REASON_MAX })),
});
export type SuspendInput = z.infer<typeof SuspendSchema>;

/** Resolving a target's reports answers how many reports it settled. */
export const ReportsResolvedSchema = z.object({ resolved: z.number().int() });

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/admin/users */
export const AdminUsersQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(USER_SEARCH_MAX, vm('common.searchMax', { max: USER_SEARCH_MAX }))
    .optional()
    .transform((value) => value || undefined),
  type: z.preprocess(emptyToUndefined, z.enum(ACCOUNT_TYPES, vm('reports.unknownAccountType')).optional()),
  state: z.preprocess(emptyToUndefined, z.enum(USER_STATES, vm('reports.unknownState')).optional()),
  ...pageQuery().shape,
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuerySchema>;
export type AdminUsersParams = z.output<typeof AdminUsersQuerySchema>;

export const AdminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  userType: z.enum(ACCOUNT_TYPES),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersPageSchema = paginated(AdminUserSchema);
export type AdminUsersPage = z.infer<typeof AdminUsersPageSchema>;

/** POST /api/admin/users/:id/suspend and /unsuspend */
export const AdminUserResponseSchema = z.object({ user: AdminUserSchema });

// ---------------------------------------------------------------- the Organisations page

/** GET /api/admin/organisations: a part of the name, the state, the page. */
export const AdminOrganisationsQuerySchema = z.object({
  q: AdminUsersQuerySchema.shape.q,
  state: AdminUsersQuerySchema.shape.state,
  ...pageQuery().shape,
});
export type AdminOrganisationsQuery = z.input<typeof AdminOrganisationsQuerySchema>;
export type AdminOrganisationsParams = z.output<typeof AdminOrganisationsQuerySchema>;

export const AdminOrganisationMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ORG_ROLES),
});
export type AdminOrganisationMember = z.infer<typeof AdminOrganisationMemberSchema>;

export const AdminOrganisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  /** Owners first, then by who joined first; at most ORGANISATION_MEMBERS_SHOWN of `memberCount`. */
  members: z.array(AdminOrganisationMemberSchema),
  memberCount: z.number().int(),
});
export type AdminOrganisation = z.infer<typeof AdminOrganisationSchema>;

export const AdminOrganisationsPageSchema = paginated(AdminOrganisationSchema);
export type AdminOrganisationsPage = z.infer<typeof AdminOrganisationsPageSchema>;

/** POST /api/admin/organisations/:id/suspend and /unsuspend */
export const AdminOrganisationResponseSchema = z.object({ organisation: AdminOrganisationSchema });
