import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/engagement-follow-up.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/engagement-follow-up.json' with { type: 'json' };

/** The six-week follow-up on an engagement's page: the way to answer it, or the facilitator's answers. */
export const engagementFollowUpMessages = defineMessages('engagement-follow-up', { en, de });
