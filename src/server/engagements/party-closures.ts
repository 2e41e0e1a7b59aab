import {
  ENGAGEMENT_SYSTEM_REASONS as SYSTEM_REASONS,
  cancellationFee,
  type EngagementSide,
} from '../../shared/engagements';
import type { MailDeps } from '../applications/applications.service';
import type { Tx } from '../db/client';
import type { EngagementMailKind } from '../mail/templates';
import { tellParty } from './engagement-notices';
import {
  findEngagementView,
  findVersionTerms,
  flagEngagement,
  insertEvent,
  lockPartyRows,
  releaseBookedDays,
  updateEngagementGuarded,
  type EngagementRow,
} from './engagements.repo';
import { namesOf } from './engagements.service';
import { todayIn } from './zoned-days';

/**
 * What happens to a party's offers and engagements when the operator suspends it or an organisation is
 * deleted: nobody is left to answer an offer, so it is withdrawn by the system; a booked engagement needs a
 * person, so a suspension flags it for the operator, while a deleted organisation's engagements still ahead
 * are cancelled (the facilitator's days are free again). Past ones stay: reviews and reputation read them.
 * Each runs inside the caller's transaction, on rows it locks.
 */

export type ClosingParty = { facilitatorId: string } | { organisationId: string };

/** The side that stays: the one told. */
const sideStaying = (party: ClosingParty): EngagementSide =>
  'facilitatorId' in party ? 'company' : 'facilitator';

async function tellStaying(
  tx: Tx,
  mail: MailDeps,
  row: EngagementRow,
  side: EngagementSide,
  kind: EngagementMailKind,
  now: Date,
) {
  const view = await findEngagementView(tx, row.id);
  if (view) await tellParty(tx, mail, row, side, kind, namesOf(view), now);
}

/** The system's entry in the history, with the reason. */
const recordSystemEvent = (
  tx: Tx,
  engagementId: string,
  kind: 'withdrawn' | 'cancelled' | 'flagged',
  detail: Record<string, string>,
  now: Date,
) => insertEvent(tx, { engagementId, kind, actorSide: 'system', actorId: null, detail, createdAt: now });

/** Withdraws the party's offers still awaiting an answer, whoever's turn it is; the other side is told (`kind`). */
async function withdrawOffersOf(
  tx: Tx,
  mail: MailDeps,
  party: ClosingParty,
  reason: string,
  kind: EngagementMailKind,
  now: Date,
) {
  for (const row of await lockPartyRows(tx, party, 'offered')) {
    const updated = await updateEngagementGuarded(
      tx,
      row.id,
      { from: 'offered' },
      { status: 'withdrawn', turn: null },
      now,
    );
    if (!updated) continue;
    await recordSystemEvent(tx, row.id, 'withdrawn', { reason }, now);
    await tellStaying(tx, mail, updated, sideStaying(party), kind, now);
  }
}

/**
 * A suspended facilitator's or organisation's offers are withdrawn (the other side told), and its confirmed
 * engagements are flagged for the operator with the suspension's reason: they stay booked, since cancelling
 * a deal is a person's decision. One flagged already keeps its flag.
 */
export async function closeOnSuspension(
  tx: Tx,
  mail: MailDeps,
  party: ClosingParty,
  suspensionReason: string,
  now: Date,
) {
  await withdrawOffersOf(tx, mail, party, SYSTEM_REASONS.suspended, 'withdrawnSuspended', now);
  for (const row of await lockPartyRows(tx, party, 'confirmed')) {
    if (!(await flagEngagement(tx, row.id, suspensionReason, now))) continue;
    await recordSystemEvent(tx, row.id, 'flagged', { reason: SYSTEM_REASONS.suspended }, now);
  }
}

/**
 * An organisation about to be deleted: its offers are withdrawn, and its confirmed engagements with a day
 * still ahead (in their own time zone) are cancelled on the company's side, with the fee the agreed tiers
 * name, their booked days freed; the facilitator is told of each. Delivered and completed ones stay.
 */
export async function closeOnOrganisationDeletion(tx: Tx, mail: MailDeps, organisationId: string, now: Date) {
  const party = { organisationId };
  const reason = SYSTEM_REASONS.organisationDeleted;
  await withdrawOffersOf(tx, mail, party, reason, 'withdrawnLeft', now);
  for (const row of await lockPartyRows(tx, party, 'confirmed')) {
    const today = todayIn(row.timeZone, now);
    if (row.lastDay < today) continue;
    const current = await findVersionTerms(tx, row.id, row.version);
    const fee = current ? cancellationFee(current.terms, today) : { percent: 0, feeMinor: 0 };
    const updated = await updateEngagementGuarded(
      tx,
      row.id,
      { from: 'confirmed' },
      {
        status: 'cancelled',
        cancelledAt: now,
        cancelledBySide: 'company',
        cancelReason: reason,
        cancellationPercent: fee.percent,
        cancellationFeeMinor: fee.feeMinor,
      },
      now,
    );
    if (!updated) continue;
    await releaseBookedDays(tx, row.id);
    await recordSystemEvent(tx, row.id, 'cancelled', { reason }, now);
    await tellStaying(tx, mail, updated, 'facilitator', 'cancelledLeft', now);
  }
}
