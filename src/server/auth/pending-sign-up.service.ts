import type { Db } from '../db/client';
import { confirmPendingAccount, replacePendingAccount, type PendingSignUp } from './pending-sign-up.repo';

/**
 * A sign-up for an address that is not confirmed yet replaces the pending account's type and name, leaves
 * it without a password, and withdraws its earlier confirmation links: anyone can type any address, before
 * or after its owner, so no password typed at a sign-up is known to be the owner's. The owner chooses one
 * through a link mailed to the address (decision 030). Answers false when the address was confirmed in the
 * meantime (nothing changed).
 */
export async function replacePendingSignUp({ db }: { db: Db }, next: PendingSignUp): Promise<boolean> {
  return db.transaction((tx) => replacePendingAccount(tx, next));
}

/**
 * A password set through a link mailed to the address proves control of the mailbox as a confirmation
 * link does, so it confirms a pending address (decision 030). Answers whether it did.
 */
export async function confirmByChosenPassword({ db }: { db: Db }, userId: string): Promise<boolean> {
  return db.transaction((tx) => confirmPendingAccount(tx, userId));
}
