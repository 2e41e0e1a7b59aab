import '../i18n';
import { defineMessages } from '../../shared/i18n/catalogue';
import en from '../../shared/i18n/messages/en/notices.json' with { type: 'json' };
import de from '../../shared/i18n/messages/de/notices.json' with { type: 'json' };

/**
 * The words of the notifications the server writes (the bell's title and body), in the recipient's
 * language at the time they are written.
 */
export const noticeMessages = defineMessages('notices', { en, de });
