import { defineMessages, type Translate } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/admin.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/admin.json' with { type: 'json' };

/** The admin console's pages (the console's frame and tabs are in layout.json). */
export const adminMessages = defineMessages('admin', { en, de });

export type AdminKey = keyof typeof en;
export type AdminT = Translate<AdminKey>;
