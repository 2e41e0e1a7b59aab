import { translator } from '../../shared/i18n/catalogue';
import type { Locale } from '../../shared/i18n/locales';
import { composeMail } from '../mail/layout';
import type { MailMessage } from '../mail/mailer';
import { mailMessages } from '../mail/messages';
import { notificationSettingsUrl, pageUrl } from '../mail/templates';

/**
 * To each member of the organisation who may answer (the `hire` permission), six weeks after an engagement
 * completed: did the effect of each agreed outcome last? (docs/decisions/042)
 */
export function followUpMail(input: {
  to: string;
  locale: Locale;
  facilitatorName: string;
  engagementId: string;
  siteUrl: string;
}): MailMessage {
  const { locale } = input;
  const t = translator(locale, mailMessages);
  const words = { name: input.facilitatorName };
  return composeMail({
    to: input.to,
    locale,
    subject: t('followUp.subject', words),
    greeting: t('greeting.plain'),
    paragraphs: [t('followUp.body', words)],
    action: {
      label: t('followUp.action'),
      url: pageUrl(input.siteUrl, locale, `/engagements/${input.engagementId}/follow-up`),
    },
    footer: t('footer.engagement', { url: notificationSettingsUrl(input.siteUrl, locale) }),
  });
}
