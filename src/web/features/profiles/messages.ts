import { defineMessages, type Translate } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/profiles.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/profiles.json' with { type: 'json' };

/** The facilitator and company directories, the profile pages, onboarding and the profile forms. */
export const profileMessages = defineMessages('profiles', { en, de });

export type ProfileKey = keyof typeof en;
export type ProfileT = Translate<ProfileKey>;
