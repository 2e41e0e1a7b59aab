import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/access-requests.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/access-requests.json' with { type: 'json' };

/** The Request Access page: its form, what happens next, and the thanks. */
export const accessRequestMessages = defineMessages('access-requests', { en, de });
