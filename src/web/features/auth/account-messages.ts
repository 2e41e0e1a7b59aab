import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/account.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/account.json' with { type: 'json' };

/** Account settings: email address, password, emails, data export, deleting the account. */
export const accountMessages = defineMessages('account', { en, de });
export type AccountKey = keyof typeof en;
