import { defineMessages } from '../../../shared/i18n/catalogue';
import type { AlertFrequency } from '../../../shared/saved-options';
import en from '../../../shared/i18n/messages/en/save-search.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/save-search.json' with { type: 'json' };

/** "Save this search" on /jobs: its button, its dialog and its toasts. */
export const saveSearchMessages = defineMessages('save-search', { en, de });

export type SaveSearchKey = keyof typeof en;

/** The alert frequencies' names. */
export const FREQUENCY_KEYS: Record<AlertFrequency, SaveSearchKey> = {
  instant: 'frequency.instant',
  daily: 'frequency.daily',
  weekly: 'frequency.weekly',
  off: 'frequency.off',
};
