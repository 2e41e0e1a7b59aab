import { and, eq, like, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { emailChanges, user, verification } from '../db/schema';

/** Whether another account than `userId` uses `email` (confirmed or not). */
export async function emailTakenByOther(db: DbOrTx, email: string, userId: string) {
  const [row] = await db
    .select({ id: user.id, locale: user.locale })
    .from(user)
    .where(and(eq(user.email, email), ne(user.id, userId)));
  return row;
}

/** Stores the user's pending change, replacing an older one with a new id (which voids its link). */
export async function savePendingEmailChange(
  tx: Tx,
  userId: string,
  newEmail: string,
  now: Date,
  expiresAt: Date,
) {
  const [row] = await tx
    .insert(emailChanges)
    .values({ userId, newEmail, createdAt: now, expiresAt })
    .onConflictDoUpdate({
      target: emailChanges.userId,
      set: { id: sql`gen_random_uuid()`, newEmail, createdAt: now, expiresAt },
    })
    .returning({ id: emailChanges.id });
  return row!;
}

/** Forgets the user's pending change, if any. */
export async function deletePendingEmailChange(tx: DbOrTx, userId: string) {
  await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
}

/** Takes the pending change with this id (deleting it), locked against a second use; undefined when none. */
export async function takePendingEmailChange(tx: Tx, id: string) {
  const [row] = await tx.delete(emailChanges).where(eq(emailChanges.id, id)).returning();
  return row;
}

/** Sets the account's address, confirmed (the link to it was followed). */
export async function setUserEmail(tx: Tx, userId: string, email: string, now: Date) {
  await tx.update(user).set({ email, emailVerified: true, updatedAt: now }).where(eq(user.id, userId));
}

/** Deletes the user's password reset links (their identifier names the token, their value the user). */
export async function deleteResetLinks(tx: DbOrTx, userId: string) {
  await tx
    .delete(verification)
    .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, userId)));
}

/** The user's pending change as the data export shows it; null when none. */
export async function exportedEmailChange(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      newEmail: emailChanges.newEmail,
      createdAt: emailChanges.createdAt,
      expiresAt: emailChanges.expiresAt,
    })
    .from(emailChanges)
    .where(eq(emailChanges.userId, userId));
  return row ?? null;
}
