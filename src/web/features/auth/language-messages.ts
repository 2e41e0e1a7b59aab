import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/account-language.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/account-language.json' with { type: 'json' };

/** Account settings → Language: the language of the user's mails and notifications. */
export const accountLanguageMessages = defineMessages('account-language', { en, de });
