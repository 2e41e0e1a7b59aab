import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/layout.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/layout.json' with { type: 'json' };

/** The frame of every page: header, menus, footer, banners. */
export const layoutMessages = defineMessages('layout', { en, de });

export type LayoutKey = keyof typeof en;
