import { defineMessages, translator, type Translate } from '../../../shared/i18n/catalogue';
import type { Locale } from '../../../shared/i18n/locales';
import en from '../../../shared/i18n/messages/en/my-jobs.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/my-jobs.json' with { type: 'json' };

/** My Job Postings, and the toasts of what an owner does to a job (publish, close, duplicate …). */
export const myJobMessages = defineMessages('my-jobs', { en, de });

export type MyJobKey = keyof typeof en;

/** The owner's messages in `locale`, for the toasts outside React. */
export const myJobText = (locale: Locale): Translate<MyJobKey> => translator(locale, myJobMessages);
