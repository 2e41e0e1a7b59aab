import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

/** GET /api/notifications */
export const NotificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type NotificationListQuery = z.input<typeof NotificationListQuerySchema>;

export const NOTIFICATION_TYPES = ['application.new', 'application.status', 'application.withdrawn'] as const;

export interface NotificationItem {
  id: string;
  type: string;
  title: string;
  body: string;
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

export interface NotificationsPage {
  items: NotificationItem[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  unreadCount: number;
}

/** GET /api/notifications/stream (server-sent events): the event names it sends. */
export const NOTIFICATION_EVENT = 'notification';
/** Sent after the server lost and regained its database listener: notifications may have been missed. */
export const RESYNC_EVENT = 'resync';
export const SSE_HEARTBEAT_MS = 25_000;
