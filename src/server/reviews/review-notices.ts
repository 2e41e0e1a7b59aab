import type { EngagementSide } from '../../shared/engagements';
import type { Tx } from '../db/client';
import type { MailDeps } from '../applications/applications.service';
import { reviewMail, type ReviewMailKind } from '../mail/templates';
import type { NoticeKey } from '../notifications/messages';
import { tellEngagementParty } from '../notifications/party-notices';

/** The notification type and the notices' keys of each kind. */
const NOTICES: Record<ReviewMailKind, { type: string; title: NoticeKey; body: NoticeKey }> = {
  published: { type: 'review.published', title: 'reviewPublished.title', body: 'reviewPublished.body' },
  reminder: { type: 'review.reminder', title: 'reviewReminder.title', body: 'reviewReminder.body' },
};

/** The engagement as a review's notice reads it. */
export interface ReviewedEngagement {
  id: string;
  organisationId: string | null;
  facilitatorId: string | null;
}

/**
 * Tells the party on `side` of the engagement about its reviews, inside the transaction that made the change
 * (the notice is announced and the mail queued on commit only), as engagements' notices do: a bell notice,
 * and mail as the party's "engagements" setting allows. `name` is the other party's; `day` the date the words
 * name (the window's last day). A party that is gone hears nothing.
 */
export async function tellReviewParty(
  tx: Tx,
  mail: MailDeps,
  row: ReviewedEngagement,
  side: EngagementSide,
  kind: ReviewMailKind,
  name: string,
  day: string,
  now: Date,
): Promise<void> {
  const partyId = side === 'company' ? row.organisationId : row.facilitatorId;
  if (!partyId) return;
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
      link: `/engagements/${row.id}/review`,
      mail: (input) => reviewMail({ ...input, kind }),
    },
    now,
  );
}
