import { and, eq, isNotNull, like, sql } from 'drizzle-orm';
import type { AccountType } from '../../shared/constants';
import type { Locale } from '../../shared/i18n/locales';
import type { DbOrTx, Tx } from '../db/client';
import { account, companies, facilitators, session, user, verification } from '../db/schema';

/** A confirmation link counts only while a row under this prefix holds its hash (for the account's id). */
const CONFIRMATION_PREFIX = 'confirm-email:';

export interface PendingSignUp {
  userId: string;
  userType: AccountType;
  name: string;
  firstName: string | null;
  lastName: string | null;
  /** The language of the page the newer sign-up came from. */
  locale: Locale;
}

/**
 * Gives a still-unconfirmed account the type and name of a newer sign-up, with a fresh empty profile of
 * that type, takes away its password (none typed at a sign-up is known to be the owner's), and ends its
 * sessions and confirmation links. Answers false (and changes nothing) once the address is confirmed.
 */
export async function replacePendingAccount(tx: Tx, next: PendingSignUp): Promise<boolean> {
  const [updated] = await tx
    .update(user)
    .set({
      name: next.name,
      userType: next.userType,
      firstName: next.firstName,
      lastName: next.lastName,
      locale: next.locale,
      updatedAt: sql`now()`,
    })
    .where(and(eq(user.id, next.userId), eq(user.emailVerified, false)))
    .returning({ id: user.id });
  if (!updated) return false;
  await tx
    .update(account)
    .set({ password: null, updatedAt: sql`now()` })
    .where(and(eq(account.userId, next.userId), eq(account.providerId, 'credential')));
  await tx.delete(session).where(eq(session.userId, next.userId));
  await forgetConfirmationTokens(tx, next.userId);
  // Nobody could sign in to the unconfirmed account, so its profile is still the empty one of its sign-up.
  await tx.delete(companies).where(eq(companies.id, next.userId));
  await tx.delete(facilitators).where(eq(facilitators.id, next.userId));
  if (next.userType === 'company') await tx.insert(companies).values({ id: next.userId, name: next.name });
  else if (next.userType === 'facilitator')
    await tx
      .insert(facilitators)
      .values({ id: next.userId, firstName: next.firstName ?? '', lastName: next.lastName ?? '' });
  return true;
}

/** Whether the account has a password to sign in with (a replaced sign-up leaves it none). */
export async function hasPassword(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: account.id })
    .from(account)
    .where(
      and(eq(account.userId, userId), eq(account.providerId, 'credential'), isNotNull(account.password)),
    );
  return rows.length > 0;
}

/** Marks a still-unconfirmed address as confirmed and withdraws its confirmation links; false if it was confirmed already. */
export async function confirmPendingAccount(tx: Tx, userId: string): Promise<boolean> {
  const [confirmed] = await tx
    .update(user)
    .set({ emailVerified: true, updatedAt: sql`now()` })
    .where(and(eq(user.id, userId), eq(user.emailVerified, false)))
    .returning({ id: user.id });
  if (!confirmed) return false;
  await forgetConfirmationTokens(tx, userId);
  return true;
}

/** Records a confirmation link mailed to the account (the hash of its token and nonce), valid until `expiresAt`. */
export async function recordConfirmationToken(
  db: DbOrTx,
  userId: string,
  linkHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .insert(verification)
    .values({ identifier: `${CONFIRMATION_PREFIX}${linkHash}`, value: userId, expiresAt });
}

/** Whether the link with this hash was mailed to the account and not withdrawn since. */
export async function isConfirmationTokenCurrent(
  db: DbOrTx,
  userId: string,
  linkHash: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: verification.id })
    .from(verification)
    .where(
      and(eq(verification.identifier, `${CONFIRMATION_PREFIX}${linkHash}`), eq(verification.value, userId)),
    );
  return rows.length > 0;
}

/** Withdraws every confirmation link of the account. */
export async function forgetConfirmationTokens(db: DbOrTx, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, `${CONFIRMATION_PREFIX}%`), eq(verification.value, userId)));
}
