import { defineMessages, type Translate } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/availability.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/availability.json' with { type: 'json' };

/** The facilitator's availability page: its status form, calendar and range form. */
export const availabilityMessages = defineMessages('availability', { en, de });

export type AvailabilityKey = keyof typeof en;
export type AvailabilityT = Translate<AvailabilityKey>;
