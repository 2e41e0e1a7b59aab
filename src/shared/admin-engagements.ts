import { z } from 'zod';
import { ENGAGEMENT_STATUSES } from './engagement-options';
import { EngagementEventSchema, OfferTermsSchema } from './engagements';
import { CurrencySchema } from './facilitation';
import { vm } from './i18n/validation';
import { paginated, pageQuery } from './pagination';

/**
 * The admin console's engagements: those a party flagged for the operator's help, newest flag first, and
 * on request every engagement (the flagged ones first). Docs/decisions/040: a flag sets `flagged_at`; the
 * operator resolves it, which the history and the audit log record.
 */
export const ADMIN_ENGAGEMENT_FILTERS = ['flagged', 'all'] as const;
export type AdminEngagementFilter = (typeof ADMIN_ENGAGEMENT_FILTERS)[number];

/** GET /api/admin/engagements?filter=&page= */
export const AdminEngagementsQuerySchema = pageQuery(20).extend({
  filter: z.enum(ADMIN_ENGAGEMENT_FILTERS, { error: vm('common.option') }).default('flagged'),
});
export type AdminEngagementsQuery = z.input<typeof AdminEngagementsQuerySchema>;

/** A party as the operator sees it: its name, and its id while it still exists. */
const AdminPartySchema = z.object({ id: z.string().nullable(), name: z.string() });

/** A row of the console's list. */
export const AdminEngagementSummarySchema = z.object({
  id: z.uuid(),
  status: z.enum(ENGAGEMENT_STATUSES),
  company: AdminPartySchema,
  facilitator: AdminPartySchema,
  jobTitle: z.string().nullable(),
  firstDay: z.string(),
  lastDay: z.string(),
  currency: CurrencySchema,
  netTotalMinor: z.number().int(),
  /** Set while a party's request for help is open. */
  flaggedAt: z.string().nullable(),
  flagReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminEngagementSummary = z.infer<typeof AdminEngagementSummarySchema>;

export const AdminEngagementsPageSchema = paginated(AdminEngagementSummarySchema);
export type AdminEngagementsPage = z.infer<typeof AdminEngagementsPageSchema>;

/**
 * GET /api/admin/engagements/:id and POST /api/admin/engagements/:id/resolve: the parties, the status, the
 * current terms (the agreed ones once confirmed), the flag and the whole history, oldest first.
 */
export const AdminEngagementDetailSchema = AdminEngagementSummarySchema.extend({
  version: z.number().int(),
  terms: OfferTermsSchema,
  events: z.array(EngagementEventSchema),
});
export type AdminEngagementDetail = z.infer<typeof AdminEngagementDetailSchema>;

export const AdminEngagementParams = z.object({ id: z.uuid({ error: vm('engagements.notFound') }) });
