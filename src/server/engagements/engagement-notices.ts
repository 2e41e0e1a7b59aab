import type { EngagementSide } from '../../shared/engagements';
import type { Tx } from '../db/client';
import { engagementMail, type EngagementMailKind } from '../mail/templates';
import type { NoticeKey } from '../notifications/messages';
import { tellEngagementParty } from '../notifications/party-notices';
import type { MailDeps } from '../applications/applications.service';
import type { EngagementRow } from './engagements.repo';

/**
 * What a party of an offer or engagement hears of it: a notification in its bell (live on every open page),
 * and mail as its "engagements" setting allows (tellEngagementParty, which reviews' notices share).
 */

/** The notification type and the notices' keys of each kind. */
const NOTICES: Record<EngagementMailKind, { type: string; title: NoticeKey; body: NoticeKey }> = {
  offer: { type: 'engagement.offer', title: 'engagementOffer.title', body: 'engagementOffer.body' },
  countered: {
    type: 'engagement.countered',
    title: 'engagementCountered.title',
    body: 'engagementCountered.body',
  },
  accepted: {
    type: 'engagement.accepted',
    title: 'engagementAccepted.title',
    body: 'engagementAccepted.body',
  },
  declined: {
    type: 'engagement.declined',
    title: 'engagementDeclined.title',
    body: 'engagementDeclined.body',
  },
  withdrawn: {
    type: 'engagement.withdrawn',
    title: 'engagementWithdrawn.title',
    body: 'engagementWithdrawn.body',
  },
  // The system withdrew it: the other party is suspended, or deleted its organisation.
  withdrawnSuspended: {
    type: 'engagement.withdrawn',
    title: 'engagementWithdrawn.title',
    body: 'engagementWithdrawnSuspended.body',
  },
  withdrawnLeft: {
    type: 'engagement.withdrawn',
    title: 'engagementWithdrawn.title',
    body: 'engagementWithdrawnLeft.body',
  },
  expired: { type: 'engagement.expired', title: 'engagementExpired.title', body: 'engagementExpired.body' },
  cancelled: {
    type: 'engagement.cancelled',
    title: 'engagementCancelled.title',
    body: 'engagementCancelled.body',
  },
  cancelledLeft: {
    type: 'engagement.cancelled',
    title: 'engagementCancelled.title',
    body: 'engagementCancelledLeft.body',
  },
  delivered: {
    type: 'engagement.delivered',
    title: 'engagementDelivered.title',
    body: 'engagementDelivered.body',
  },
  completed: {
    type: 'engagement.completed',
    title: 'engagementCompleted.title',
    body: 'engagementCompleted.body',
  },
  reminderStart: {
    type: 'engagement.reminder',
    title: 'engagementReminderStart.title',
    body: 'engagementReminderStart.body',
  },
  reminderDelivery: {
    type: 'engagement.reminder',
    title: 'engagementReminderDelivery.title',
    body: 'engagementReminderDelivery.body',
  },
  reminderCompletion: {
    type: 'engagement.reminder',
    title: 'engagementReminderCompletion.title',
    body: 'engagementReminderCompletion.body',
  },
};

/** Both parties' names as each reads the other's. */
export interface PartyNames {
  company: string;
  facilitator: string;
}

/**
 * Tells the party on `side` of the engagement about `kind`, inside the transaction that made the change (the
 * notification is announced and the mail queued on commit only). `day` is the date the words name (the
 * first session day, or the day it completes on its own). A party that is gone hears nothing.
 */
export async function tellParty(
  tx: Tx,
  mail: MailDeps,
  row: Pick<EngagementRow, 'id' | 'organisationId' | 'facilitatorId' | 'firstDay'>,
  side: EngagementSide,
  kind: EngagementMailKind,
  names: PartyNames,
  now: Date,
  day: string = row.firstDay,
): Promise<void> {
  const partyId = side === 'company' ? row.organisationId : row.facilitatorId;
  if (!partyId) return;
  // The words name the other party.
  const name = side === 'company' ? names.facilitator : names.company;
  await tellEngagementParty(
    tx,
    mail,
    side,
    partyId,
    {
      ...NOTICES[kind],
      name,
      day,
      engagementId: row.id,
      link: `/engagements/${row.id}`,
      mail: (input) => engagementMail({ ...input, kind }),
    },
    now,
  );
}

/** Tells both parties (the sweep's automatic steps and the reminders both sides get). */
export async function tellBoth(
  tx: Tx,
  mail: MailDeps,
  row: Pick<EngagementRow, 'id' | 'organisationId' | 'facilitatorId' | 'firstDay'>,
  kind: EngagementMailKind,
  names: PartyNames,
  now: Date,
  day?: string,
): Promise<void> {
  await tellParty(tx, mail, row, 'facilitator', kind, names, now, day);
  await tellParty(tx, mail, row, 'company', kind, names, now, day);
}
