import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/not-found.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/not-found.json' with { type: 'json' };

/** The page for an address the app has no page for. */
export const notFoundMessages = defineMessages('not-found', { en, de });
