import '../i18n';
import { defineMessages } from '../../shared/i18n/catalogue';
import en from '../../shared/i18n/messages/en/feeds.json' with { type: 'json' };
import de from '../../shared/i18n/messages/de/feeds.json' with { type: 'json' };

/** The jobs feeds' own words (their title and description, "Apply by …"), per language. */
export const feedMessages = defineMessages('feeds', { en, de });

export type FeedKey = keyof typeof en;
