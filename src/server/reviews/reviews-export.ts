import type { DbOrTx } from '../db/client';
import { repliesWrittenBy, reviewsReceivedBy, reviewsWrittenBy } from './reviews.repo';

/**
 * The reviews part of the data export (docs/decisions/042): the reviews the person wrote (with their own
 * private notes, sealed or published), their replies and, for a facilitator, the published reviews of them
 * (never a sealed one, never the author's private note or anyone's email).
 */
export async function reviewsExport(db: DbOrTx, userId: string, asFacilitator: boolean) {
  const data: Record<string, unknown> = {
    reviewsWritten: await reviewsWrittenBy(db, userId),
    reviewRepliesWritten: await repliesWrittenBy(db, userId),
  };
  if (asFacilitator) data.reviewsReceived = await reviewsReceivedBy(db, 'facilitator', userId);
  return data;
}
