import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/engagements.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/engagements.json' with { type: 'json' };

/** The Engagements list, an offer's or engagement's page, its dialogs and the calendar feed. */
export const engagementMessages = defineMessages('engagements', { en, de });

export type EngagementKey = keyof typeof en;
