import { defineMessages } from '../../../shared/i18n/catalogue';
import en from '../../../shared/i18n/messages/en/topics.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/topics.json' with { type: 'json' };

/**
 * The focus areas page and the topic guides' frame (headings, side column, labels). The guides' own text
 * is data (src/shared/topics, German in src/shared/topics/de), as are the focus areas' names.
 */
export const topicMessages = defineMessages('topics', { en, de });

export type TopicKey = keyof typeof en;
