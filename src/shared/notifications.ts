import { z } from 'zod';
import { paginated, pageQuery } from './pagination';

/** GET /api/notifications */
export const NotificationListQuerySchema = pageQuery();
export type NotificationListQuery = z.input<typeof NotificationListQuerySchema>;

export const NOTIFICATION_TYPES = [
  'application.new',
  'application.status',
  'application.withdrawn',
  'job.approved',
  'job.rejected',
  'application.job-expired',
  'job.expiring',
  'job.expired',
  'job.alert',
  // Offers and engagements (docs/decisions/040): each party hears of the other's moves and the business clock's.
  'engagement.offer',
  'engagement.countered',
  'engagement.accepted',
  'engagement.declined',
  'engagement.withdrawn',
  'engagement.expired',
  'engagement.cancelled',
  'engagement.delivered',
  'engagement.completed',
  'engagement.reminder',
  // Reviews (docs/decisions/042): a review of the party was published; a reminder to write one.
  'review.published',
  'review.reminder',
] as const;

export const NotificationItemSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof NotificationItemSchema>;

/** GET /api/notifications */
export const NotificationsPageSchema = paginated(NotificationItemSchema).extend({ unreadCount: z.number() });
export type NotificationsPage = z.infer<typeof NotificationsPageSchema>;

/** POST /api/notifications/read-all */
export const ReadAllResponseSchema = z.object({ updated: z.number(), unreadCount: z.number() });
export type ReadAllResponse = z.infer<typeof ReadAllResponseSchema>;

/** POST /api/notifications/:id/read */
export const ReadNotificationResponseSchema = z.object({
  notification: NotificationItemSchema,
  unreadCount: z.number(),
});
export type ReadNotificationResponse = z.infer<typeof ReadNotificationResponseSchema>;

/** GET /api/notifications/stream (server-sent events): the event names it sends. */
export const NOTIFICATION_EVENT = 'notification';
/** Sent after the server lost and regained its database listener: notifications may have been missed. */
export const RESYNC_EVENT = 'resync';
export const SSE_HEARTBEAT_MS = 25_000;
