import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/home.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/home.json' with { type: 'json' };

/** The home page: hero, search, how it works, the closing call to action. */
export const homeMessages = defineMessages('home', { en, de });

export type HomeKey = keyof typeof en;
