import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/toaster.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/toaster.json' with { type: 'json' };

/** The toaster's own words, which sonner would otherwise say in English on every page. */
export const toasterMessages = defineMessages('toaster', { en, de });
