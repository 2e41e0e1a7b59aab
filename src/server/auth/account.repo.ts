import { and, eq, isNotNull } from 'drizzle-orm';
import type { UserType } from '../../shared/constants';
import type { Locale } from '../../shared/i18n/locales';
import type { DbOrTx, Tx } from '../db/client';
import { account, applications, companies, facilitators, jobs, user } from '../db/schema';

/** When the user's profile was first saved (null or undefined: not yet). */
export async function profileCompletedAt(db: DbOrTx, userId: string, userType: UserType) {
  const table = userType === 'company' ? companies : facilitators;
  const [profile] = await db
    .select({ completedAt: table.profileCompletedAt })
    .from(table)
    .where(eq(table.id, userId));
  return profile?.completedAt;
}

/** The hash of the user's password (their credential account), if they have one. */
export async function passwordHashOf(db: DbOrTx, userId: string): Promise<string | null | undefined> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return credential?.hash;
}

/** The facilitator's name and the jobs they are hired for whose company is still here (told when they leave). */
export async function hiresOfFacilitator(tx: DbOrTx, facilitatorId: string) {
  return tx
    .select({
      companyId: jobs.companyId,
      jobId: jobs.id,
      jobTitle: jobs.title,
      firstName: facilitators.firstName,
      lastName: facilitators.lastName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(facilitators, eq(facilitators.id, applications.facilitatorId))
    .where(
      and(
        eq(applications.facilitatorId, facilitatorId),
        eq(applications.status, 'hired'),
        isNotNull(jobs.companyId),
      ),
    );
}

/** Withdraws and empties every application of the facilitator, and detaches it from them. */
export async function withdrawAndEmptyApplicationsOf(tx: Tx, facilitatorId: string, now: Date) {
  await tx
    .update(applications)
    .set({
      status: 'withdrawn',
      coverLetter: '',
      portfolioLinks: [],
      availability: null,
      facilitatorId: null,
      statusChangedAt: now,
      updatedAt: now,
    })
    .where(and(eq(applications.facilitatorId, facilitatorId), isNotNull(applications.facilitatorId)));
}

/**
 * Deletes the user row. Sessions, credentials, profile, focus areas, facilitator credentials, blocked days,
 * notifications, saved items and searches and the alert history go with it (ON DELETE CASCADE), as do other
 * companies' saves of this facilitator. The audit log keeps an administrator's entries, with actor_id set
 * to null (ON DELETE SET NULL).
 */
export async function deleteUserRow(tx: Tx, userId: string) {
  await tx.delete(user).where(eq(user.id, userId));
}

/** Stores the language of the user's mails and notifications. */
export async function setUserLocale(db: DbOrTx, userId: string, locale: Locale, now: Date): Promise<void> {
  await db.update(user).set({ locale, updatedAt: now }).where(eq(user.id, userId));
}
