import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/saved.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/saved.json' with { type: 'json' };

/** Saved jobs, saved facilitators, job alerts and their unsubscribe page. */
export const savedMessages = defineMessages('saved', { en, de });

export type SavedKey = keyof typeof en;
