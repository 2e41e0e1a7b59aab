import { defineMessages } from '../../shared/i18n/catalogue';
import en from '../../shared/i18n/messages/en/match-reasons.json' with { type: 'json' };
import de from '../../shared/i18n/messages/de/match-reasons.json' with { type: 'json' };

/** Why a recommendation was made: the words of src/shared/match-reasons.ts's messages. */
export const matchReasonMessages = defineMessages('match-reasons', { en, de });
