import { defineMessages } from '../../shared/i18n/catalogue';
import en from '../../shared/i18n/messages/en/components.json' with { type: 'json' };
import de from '../../shared/i18n/messages/de/components.json' with { type: 'json' };

/**
 * The shared components' words (pagination, dialogs, report, search forms). Only lazily loaded components
 * import it: the frame of every page (components/layout) has its own namespace.
 */
export const componentMessages = defineMessages('components', { en, de });

export type ComponentKey = keyof typeof en;
