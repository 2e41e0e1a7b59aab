import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/reviews.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/reviews.json' with { type: 'json' };

/** A review's page and form, the reviews section of a profile, the reputation figures and the guidelines. */
export const reviewMessages = defineMessages('reviews', { en, de });

export type ReviewKey = keyof typeof en;
