import '../i18n';
import { defineMessages } from '../../shared/i18n/catalogue';
import en from '../../shared/i18n/messages/en/mail.json' with { type: 'json' };
import de from '../../shared/i18n/messages/de/mail.json' with { type: 'json' };

/** Every mail the product sends (templates.ts) and their frame (layout.ts), in the recipient's language. */
export const mailMessages = defineMessages('mail', { en, de });
