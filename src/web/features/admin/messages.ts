import { useMemo } from 'react';
import { formatDate, formatDateTime } from '../../../shared/dates';
import { defineMessages } from '../../../shared/i18n/catalogue';
import { INTL_LOCALES, type Locale } from '../../../shared/i18n/locales';
import en from '../../../shared/i18n/messages/en/admin.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/admin.json' with { type: 'json' };
import { useLocale } from '../../lib/i18n';

/** The admin console's pages (the console's frame and tabs are in layout.json). */
export const adminMessages = defineMessages('admin', { en, de });

export type AdminKey = keyof typeof en;

/**
 * Dates and numbers in the page's language, as src/shared/dates.ts writes them ("27 April 2027, 14:05";
 * German "27. April 2027, 14:05").
 */
export function adminFormat(locale: Locale) {
  const numbers = new Intl.NumberFormat(INTL_LOCALES[locale]);
  return {
    date: (value: string | Date, options: { timeZone?: 'UTC'; year?: boolean } = {}) =>
      formatDate(value, { ...options, locale }),
    dateTime: (value: string | Date) => formatDateTime(value, undefined, locale),
    number: (value: number) => numbers.format(value),
  };
}

export type AdminFormat = ReturnType<typeof adminFormat>;

/** adminFormat in the page's language. */
export function useAdminFormat(): AdminFormat {
  const locale = useLocale();
  return useMemo(() => adminFormat(locale), [locale]);
}
