import { defineMessages, translate, type Translate } from '../../../shared/i18n/catalogue';
import type { Locale } from '../../../shared/i18n/locales';
import en from '../../../shared/i18n/messages/en/jobs.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/jobs.json' with { type: 'json' };

/** The job board, the job page, the Apply dialog and the words of a job's options. */
export const jobMessages = defineMessages('jobs', { en, de });

export type JobKey = keyof typeof en;
export type JobTranslate = Translate<JobKey>;

/** A job message in `locale`, outside React. */
export const jobText = (locale: Locale, key: JobKey, values?: Parameters<JobTranslate>[1]) =>
  translate(locale, jobMessages, key, values);

/** How a job's budget reads in the page's language (shared with the feeds). */
export { budgetText } from '../../../shared/i18n/budget-text';
