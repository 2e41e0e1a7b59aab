import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/follow-ups.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/follow-ups.json' with { type: 'json' };

/** The six-week outcome follow-up page of an engagement. */
export const followUpMessages = defineMessages('follow-ups', { en, de });
