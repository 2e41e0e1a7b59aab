import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/notifications.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/notifications.json' with { type: 'json' };

/** The header's notification bell and the notifications page (loaded lazily, like the bell). */
export const notificationMessages = defineMessages('notifications', { en, de });
