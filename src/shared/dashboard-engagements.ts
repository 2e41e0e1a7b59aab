import { z } from 'zod';
import { ENGAGEMENT_SIDES, ENGAGEMENT_STATUSES } from './engagement-options';

/** How many open offers a dashboard lists; the count says how many there are in all. */
export const DASHBOARD_OFFERS_SHOWN = 3;

/** An offer or engagement as a dashboard shows it: when, with whom, and a link to `/engagements/{id}`. */
export const DashboardEngagementSchema = z.object({
  id: z.uuid(),
  status: z.enum(ENGAGEMENT_STATUSES),
  /** While offered: the party who must answer. */
  turn: z.enum(ENGAGEMENT_SIDES).nullable(),
  /** The other party: the organisation for a facilitator, the facilitator for a company. */
  counterpartName: z.string(),
  jobTitle: z.string().nullable(),
  firstDay: z.string(),
  lastDay: z.string(),
  /** While offered: the last instant it can be accepted. */
  expiresAt: z.string().nullable(),
});
export type DashboardEngagement = z.infer<typeof DashboardEngagementSchema>;

/**
 * The engagements part of both dashboards: the next engagement (confirmed, not over yet; null without one)
 * and the open offers (how many, and the DASHBOARD_OFFERS_SHOWN that expire first).
 */
export const DashboardEngagementsSchema = z.object({
  next: DashboardEngagementSchema.nullable(),
  openOffers: z.object({ count: z.number().int(), items: z.array(DashboardEngagementSchema) }),
});
export type DashboardEngagements = z.infer<typeof DashboardEngagementsSchema>;
