import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { EmailCategory, NotificationSettings } from '../../shared/messages';
import type { DbOrTx } from '../db/client';
import { notificationSettings, organisationMembers, user } from '../db/schema';

/** Every email is on until the user turns it off (no row = all on). */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  messages: true,
  applications: true,
  statusChanges: true,
  invitations: true,
  engagements: true,
  jobAlerts: true,
};

const COLUMN_OF = {
  messages: 'emailMessages',
  applications: 'emailApplications',
  statusChanges: 'emailStatusChanges',
  invitations: 'emailInvitations',
  engagements: 'emailEngagements',
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
    engagements: row.emailEngagements,
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

/**
 * Who is emailed what an organisation hears in this category: each member but a viewer (owner, admin,
 * hiring manager, recruiter) whose account is not suspended and who did not turn such emails off, with
 * their address and language (each is written to in their own), earliest member first.
 */
export function organisationMailRecipients(db: DbOrTx, organisationId: string, category: EmailCategory) {
  return db
    .select({ userId: user.id, email: user.email, locale: user.locale, name: user.name })
    .from(organisationMembers)
    .innerJoin(user, eq(user.id, organisationMembers.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, user.id))
    .where(
      and(
        eq(organisationMembers.organisationId, organisationId),
        ne(organisationMembers.role, 'viewer'),
        isNull(user.suspendedAt),
        sql`coalesce(${notificationSettings[COLUMN_OF[category]]}, true)`,
      ),
    )
    .orderBy(asc(organisationMembers.createdAt), asc(user.id));
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
    emailEngagements: settings.engagements,
    emailJobAlerts: settings.jobAlerts,
    updatedAt: now,
  };
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  return { ...settings };
}
