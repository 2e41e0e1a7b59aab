import type { DbOrTx } from '../db/client';
import { exportFollowUpsAbout, exportFollowUpsAnsweredBy } from '../follow-ups/follow-ups.repo';
import { exportReferences } from './references.repo';

/**
 * The outside references' and follow-ups' part of the data export (docs/decisions/042): a facilitator's
 * reference requests (with the clients' addresses they typed, and what each client wrote) and the six-week
 * answers about their engagements; anyone's follow-up answers they gave for their organisation.
 */
export async function referencesExport(db: DbOrTx, userId: string, asFacilitator: boolean) {
  const data: Record<string, unknown> = {
    followUpsAnswered: await exportFollowUpsAnsweredBy(db, userId),
  };
  if (asFacilitator) {
    data.outsideReferences = await exportReferences(db, userId);
    data.followUpsAboutYou = await exportFollowUpsAbout(db, userId);
  }
  return data;
}
