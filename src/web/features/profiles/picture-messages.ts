import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/picture-upload.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/picture-upload.json' with { type: 'json' };

/** The profile picture and company logo upload of the profile pages. */
export const pictureMessages = defineMessages('picture-upload', { en, de });
