import { defineMessages, type Translate } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/job-form.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/job-form.json' with { type: 'json' };

/** Posting a job: the form, the post, edit, preview and extend pages, and the toasts of a job's lifecycle. */
export const jobFormMessages = defineMessages('job-form', { en, de });

export type JobFormKey = keyof typeof en;
export type JobFormTranslate = Translate<JobFormKey>;
