import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/static-pages.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/static-pages.json' with { type: 'json' };

/** The static pages: About, the posting guide, the legal pages (Terms, Privacy, Site Notice) and the review guidelines. */
export const staticMessages = defineMessages('static-pages', { en, de });

export type StaticKey = keyof typeof en;
