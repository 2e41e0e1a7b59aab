import { formatDate } from '../../shared/dates';
import type { EngagementSide } from '../../shared/engagements';
import type { Locale } from '../../shared/i18n/locales';
import type { Tx } from '../db/client';
import type { MailDeps } from '../applications/applications.service';
import { findFacilitatorContact } from '../engagements/engagements.repo';
import type { MailMessage } from '../mail/mailer';
import type { EngagementPartyMail } from '../mail/templates';
import type { NoticeKey } from './messages';
import { emailAllowed, organisationMailRecipients } from './notification-settings.repo';
import { createNotification, partyRecipient } from './notifications.service';

/**
 * What a party of an engagement hears of one event: the bell notice's type and keys and the page it leads
 * to, and the mail (its template, given whom it goes to); both worded with `name` and `day` in the
 * reader's language.
 */
export interface PartyNotice {
  type: string;
  title: NoticeKey;
  body: NoticeKey;
  name: string;
  day: string;
  engagementId: string;
  link: string;
  mail: (input: EngagementPartyMail) => MailMessage;
}

/**
 * Tells the party `partyId` on `side` of an engagement, inside the transaction that made the change (the
 * notice is announced and the mail queued on commit only): a bell notice, and mail as the party's
 * "engagements" setting allows: the facilitator's own, or each organisation member's who wants it
 * (organisationMailRecipients). A facilitator who is gone gets no mail. Offers, engagements and reviews
 * all tell their parties this way.
 */
export async function tellEngagementParty(
  tx: Tx,
  mail: MailDeps,
  side: EngagementSide,
  partyId: string,
  notice: PartyNotice,
  now: Date,
): Promise<void> {
  await createNotification(tx, {
    ...partyRecipient(side, partyId),
    type: notice.type,
    words: (t, locale) => ({
      title: t(notice.title),
      body: t(notice.body, { name: notice.name, day: formatDate(notice.day, { locale }) }),
    }),
    link: notice.link,
    createdAt: now,
  });
  const send = (to: { email: string; locale: Locale; firstName: string | null }) =>
    mail.mailer.send(
      notice.mail({
        to: to.email,
        locale: to.locale,
        firstName: to.firstName,
        name: notice.name,
        day: notice.day,
        engagementId: notice.engagementId,
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
