import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/save-search.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/save-search.json' with { type: 'json' };

/** "Save this search" on /jobs: its button, its dialog and its toasts. */
export const saveSearchMessages = defineMessages('save-search', { en, de });

export type SaveSearchKey = keyof typeof en;
