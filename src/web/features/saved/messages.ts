import type { AlertFrequency, SavedJobState } from '../../../shared/saved';
import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/saved.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/saved.json' with { type: 'json' };

/** Saved jobs, saved facilitators, job alerts and their unsubscribe page. */
export const savedMessages = defineMessages('saved', { en, de });

export type SavedKey = keyof typeof en;

/** The words of each alert frequency. */
export const FREQUENCY_KEYS = {
  instant: 'frequency.instant',
  daily: 'frequency.daily',
  weekly: 'frequency.weekly',
  off: 'frequency.off',
} as const satisfies Record<AlertFrequency, SavedKey>;

/** How a saved job stands now. */
export const JOB_STATE_KEYS = {
  open: 'jobs.state.open',
  closed: 'jobs.state.closed',
  expired: 'jobs.state.expired',
  unavailable: 'jobs.state.unavailable',
} as const satisfies Record<SavedJobState, SavedKey>;
