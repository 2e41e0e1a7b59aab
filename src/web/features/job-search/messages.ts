import { defineMessages, translator, type Translate } from '../../../shared/i18n/catalogue';
import type { Locale } from '../../../shared/i18n/locales';
import en from '../../../shared/i18n/messages/en/job-search.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/job-search.json' with { type: 'json' };

/** /job-search: its form, its results and the fallbacks of a result's missing fields. */
export const jobSearchMessages = defineMessages('job-search', { en, de });

export type JobSearchKey = keyof typeof en;

/** The page's messages in `locale`, for the formatting outside React. */
export const jobSearchText = (locale: Locale): Translate<JobSearchKey> =>
  translator(locale, jobSearchMessages);
