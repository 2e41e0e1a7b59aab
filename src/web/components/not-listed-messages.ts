import { defineMessages } from '../../shared/i18n/catalogue';
import en from '../../shared/i18n/messages/en/not-listed.json' with { type: 'json' };
import de from '../../shared/i18n/messages/de/not-listed.json' with { type: 'json' };

/** The notice of a facilitator profile the directory does not list yet (not-listed-notice.tsx). */
export const notListedMessages = defineMessages('not-listed', { en, de });
