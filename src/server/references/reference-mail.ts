import { translator } from '../../shared/i18n/catalogue';
import type { Locale } from '../../shared/i18n/locales';
import { composeMail } from '../mail/layout';
import type { MailMessage } from '../mail/mailer';
import { mailMessages } from '../mail/messages';
import { pageUrl } from '../mail/templates';

/**
 * To a past client from outside the platform: the facilitator asks for a reference, by a single-use signed
 * link (docs/decisions/042). A reminder says so. The client has no account: nothing to turn off but the link.
 */
export function referenceRequestMail(input: {
  to: string;
  locale: Locale;
  clientName: string;
  facilitatorName: string;
  message: string;
  token: string;
  reminder: boolean;
  siteUrl: string;
}): MailMessage {
  const { locale } = input;
  const t = translator(locale, mailMessages);
  const words = { name: input.facilitatorName };
  return composeMail({
    to: input.to,
    locale,
    subject: input.reminder ? t('reference.reminderSubject', words) : t('reference.subject', words),
    greeting: t('greeting.named', { firstName: input.clientName }),
    paragraphs: [t('reference.body', words), ...(input.message ? [{ quote: input.message }] : [])],
    action: {
      label: t('reference.action'),
      url: pageUrl(input.siteUrl, locale, `/references/${input.token}`),
    },
    after: [t('reference.after')],
    footer: t('reference.footer', words),
  });
}
