import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/messages.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/messages.json' with { type: 'json' };

/** The inbox, a conversation's thread, the header's messages link and the composer. */
export const messageMessages = defineMessages('messages', { en, de });
