import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/references.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/references.json' with { type: 'json' };

/** The page where a client from outside the platform writes a facilitator's reference. */
export const referenceMessages = defineMessages('references', { en, de });
