import { and, eq, isNotNull } from 'drizzle-orm';
import type { UserType } from '../../shared/constants';
import type { DbOrTx, Tx } from '../db/client';
import { account, applications, companies, facilitators, user } from '../db/schema';

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
