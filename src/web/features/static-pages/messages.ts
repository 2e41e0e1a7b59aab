import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/static-pages.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/static-pages.json' with { type: 'json' };

/** The static pages: About, the posting guide, and the legal pages (Terms, Privacy, Site Notice). */
export const staticMessages = defineMessages('static-pages', { en, de });

export type StaticKey = keyof typeof en;
