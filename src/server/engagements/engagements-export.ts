import { DEFAULT_CANCELLATION_TIERS } from '../../shared/engagements';
import type { DbOrTx } from '../db/client';
import {
  exportedCalendarFeed,
  exportedCancellationTiers,
  exportedEngagements,
  exportedEventsCaused,
  exportedVersionsWritten,
} from './engagements-export.repo';

/**
 * The engagements part of the data export: the offers and engagements the person is a party to (as the
 * facilitator, or as the member who sent, answered or took over one for their organisation), each with
 * its current terms; the versions they wrote and the events they caused; whether they have a calendar
 * feed (never its address, which is a credential); and, for a facilitator, the cancellation tiers their
 * offers start from. Other people appear by name only.
 */
export async function engagementsExport(db: DbOrTx, userId: string, asFacilitator: boolean) {
  const feed = await exportedCalendarFeed(db, userId);
  const data: Record<string, unknown> = {
    engagements: await exportedEngagements(db, userId),
    engagementVersionsWritten: await exportedVersionsWritten(db, userId),
    engagementEvents: await exportedEventsCaused(db, userId),
    // Whether a feed address was ever made, and how often it was renewed: never the address itself.
    calendarFeed: feed ? { createdAt: feed.createdAt, renewals: feed.version - 1 } : null,
  };
  const profile = asFacilitator ? await exportedCancellationTiers(db, userId) : undefined;
  // Null when they never chose their own: the platform's defaults, which their offers then start from.
  if (profile)
    data.defaultCancellationTiers = {
      tiers: profile.tiers ?? DEFAULT_CANCELLATION_TIERS,
      own: profile.tiers !== null,
    };
  return data;
}
