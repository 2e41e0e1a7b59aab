import { defineMessages, type Translate } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/applications.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/applications.json' with { type: 'json' };

/** The dashboards, the applicants page and My Applications. */
export const applicationMessages = defineMessages('applications', { en, de });

export type ApplicationKey = keyof typeof en;
export type ApplicationT = Translate<ApplicationKey>;
