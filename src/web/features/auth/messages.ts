import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/auth.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/auth.json' with { type: 'json' };

/** Signing in and up, a forgotten password, a new password, a new email address. */
export const authMessages = defineMessages('auth', { en, de });
