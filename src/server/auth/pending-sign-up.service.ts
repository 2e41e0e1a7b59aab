import type { Db } from '../db/client';
import { replacePendingAccount, type PendingSignUp } from './pending-sign-up.repo';

/**
 * A sign-up for an address that is not confirmed yet replaces the pending account's password, type and
 * name, and withdraws its earlier confirmation links: whoever signed up first (anyone can type any
 * address) keeps no password that would work once the owner confirms. Answers false when the address was
 * confirmed in the meantime (nothing changed).
 */
export async function replacePendingSignUp({ db }: { db: Db }, next: PendingSignUp): Promise<boolean> {
  return db.transaction((tx) => replacePendingAccount(tx, next));
}
