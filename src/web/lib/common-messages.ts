import { defineMessages } from '../../shared/i18n/catalogue';
import en from '../../shared/i18n/messages/en/common.json' with { type: 'json' };
import de from '../../shared/i18n/messages/de/common.json' with { type: 'json' };

/** Words many screens share: Save, Cancel, Loading..., the generic errors. A feature's own words go in its namespace. */
export const commonMessages = defineMessages('common', { en, de });
