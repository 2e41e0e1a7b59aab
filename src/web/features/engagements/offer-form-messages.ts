import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/offer-form.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/offer-form.json' with { type: 'json' };

/** Sending an offer and answering one with a counter-offer: the form, its buttons and their toasts. */
export const offerFormMessages = defineMessages('offer-form', { en, de });
