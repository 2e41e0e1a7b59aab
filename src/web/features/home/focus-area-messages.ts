import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/focus-area-cards.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/focus-area-cards.json' with { type: 'json' };

/** The home page's focus-area cards and the empty board below them (the areas' names are topic data). */
export const focusAreaCardMessages = defineMessages('focus-area-cards', { en, de });
