import { formatDate } from '../../shared/dates';
import type { EngagementSide } from '../../shared/engagements';
import type { Tx } from '../db/client';
import type { MailDeps } from '../applications/applications.service';
import { findFacilitatorContact } from '../engagements/engagements.repo';
import { reviewMail, type ReviewMailKind } from '../mail/templates';
import type { NoticeKey } from '../notifications/messages';
import { emailAllowed, organisationMailRecipients } from '../notifications/notification-settings.repo';
import { createNotification, partyRecipient } from '../notifications/notifications.service';

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
  const notice = NOTICES[kind];
  await createNotification(tx, {
    ...partyRecipient(side, partyId),
    type: notice.type,
    words: (t, locale) => ({
      title: t(notice.title),
      body: t(notice.body, { name, day: formatDate(day, { locale }) }),
    }),
    link: `/engagements/${row.id}/review`,
    createdAt: now,
  });
  const send = (to: { email: string; locale: 'en' | 'de'; firstName: string | null }) =>
    mail.mailer.send(
      reviewMail({
        to: to.email,
        locale: to.locale,
        firstName: to.firstName,
        kind,
        name,
        day,
        engagementId: row.id,
        siteUrl: mail.config.SITE_URL,
      }),
      { tx },
    );
  if (side === 'facilitator') {
    const contact = await findFacilitatorContact(tx, partyId);
    if (contact && (await emailAllowed(tx, partyId, 'engagements'))) await send(contact);
    return;
  }
  for (const member of await organisationMailRecipients(tx, partyId, 'engagements')) {
    await send({ email: member.email, locale: member.locale, firstName: null });
  }
}
