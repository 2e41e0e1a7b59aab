import '../i18n';
import { defineMessages, type Translate } from '../../shared/i18n/catalogue';
import type { Locale } from '../../shared/i18n/locales';
import en from '../../shared/i18n/messages/en/notices.json' with { type: 'json' };
import de from '../../shared/i18n/messages/de/notices.json' with { type: 'json' };

/**
 * The words of the notifications the server writes (the bell's title and body), in the recipient's
 * language at the time they are written.
 */
export const noticeMessages = defineMessages('notices', { en, de });

export type NoticeKey = keyof typeof en;

/** A notification's title and body. */
export interface NoticeText {
  title: string;
  body?: string;
}

/**
 * Words a notification in the recipient's language: `notice` is the `notices` namespace in that language,
 * `locale` the language itself (for a date or a label of another namespace).
 */
export type NoticeWords = (notice: Translate<NoticeKey>, locale: Locale) => NoticeText;
