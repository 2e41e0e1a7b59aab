import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/my-jobs.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/my-jobs.json' with { type: 'json' };

/** My Job Postings and its Duplicate button. */
export const myJobMessages = defineMessages('my-jobs', { en, de });

export type MyJobKey = keyof typeof en;
