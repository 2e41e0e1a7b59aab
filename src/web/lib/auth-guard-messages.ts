import { defineMessages } from '../../shared/i18n/catalogue';
import en from '../../shared/i18n/messages/en/auth-guard.json' with { type: 'json' };
import de from '../../shared/i18n/messages/de/auth-guard.json' with { type: 'json' };

/** The page guard's toasts (require-auth.tsx): loaded when one is shown, so they stay out of the initial JS. */
export const authGuardMessages = defineMessages('auth-guard', { en, de });
