import { defineMessages, type Translate } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/insights-pages.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/insights-pages.json' with { type: 'json' };

/** The insights pages of a job and of a facilitator, and the organisation's insights on the dashboard. */
export const insightMessages = defineMessages('insights-pages', { en, de });

export type InsightKey = keyof typeof en;
export type InsightT = Translate<InsightKey>;
