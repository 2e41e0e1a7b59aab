import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/methods.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/methods.json' with { type: 'json' };

/** The /methods page around the methods' own texts (src/shared/methods.ts and its translations). */
export const methodsMessages = defineMessages('methods', { en, de });
