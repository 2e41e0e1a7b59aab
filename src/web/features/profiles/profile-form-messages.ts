import { defineMessages, type Translate } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/profile-form.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/profile-form.json' with { type: 'json' };

/** The own-profile pages and their forms: the facilitator and company forms, credentials, testimonials. */
export const profileFormMessages = defineMessages('profile-form', { en, de });

export type ProfileFormKey = keyof typeof en;
export type ProfileFormT = Translate<ProfileFormKey>;
