import { eq } from 'drizzle-orm';
import type { EmailCategory, NotificationSettings } from '../../shared/messages';
import type { DbOrTx } from '../db/client';
import { notificationSettings } from '../db/schema';

/** Every email is on until the user turns it off (no row = all on). */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  messages: true,
  applications: true,
  statusChanges: true,
  invitations: true,
  jobAlerts: true,
};

const COLUMN_OF = {
  messages: 'emailMessages',
  applications: 'emailApplications',
  statusChanges: 'emailStatusChanges',
  invitations: 'emailInvitations',
  jobAlerts: 'emailJobAlerts',
} as const satisfies Record<EmailCategory, keyof typeof notificationSettings.$inferSelect>;

/** The user's email settings. */
export async function notificationSettingsOf(db: DbOrTx, userId: string): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS };
  return {
    messages: row.emailMessages,
    applications: row.emailApplications,
    statusChanges: row.emailStatusChanges,
    invitations: row.emailInvitations,
    jobAlerts: row.emailJobAlerts,
  };
}

/**
 * Whether `userId` gets emails of this category. Every sender of such a mail asks here first; the bell
 * and the live stream do not (in-app notifications always stay on).
 */
export async function emailAllowed(db: DbOrTx, userId: string, category: EmailCategory): Promise<boolean> {
  const [row] = await db
    .select({ on: notificationSettings[COLUMN_OF[category]] })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.on ?? true;
}

/** Stores the user's email settings (every category at once) and returns them. */
export async function saveNotificationSettings(
  db: DbOrTx,
  userId: string,
  settings: NotificationSettings,
  now: Date,
): Promise<NotificationSettings> {
  const values = {
    emailMessages: settings.messages,
    emailApplications: settings.applications,
    emailStatusChanges: settings.statusChanges,
    emailInvitations: settings.invitations,
    emailJobAlerts: settings.jobAlerts,
    updatedAt: now,
  };
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  return { ...settings };
}
