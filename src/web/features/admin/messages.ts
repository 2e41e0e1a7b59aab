import { useMemo } from 'react';
import { defineMessages } from '../../../shared/i18n/catalogue';
import { INTL_LOCALES, type Locale } from '../../../shared/i18n/locales';
import en from '../../../shared/i18n/messages/en/admin.json';
import de from '../../../shared/i18n/messages/de/admin.json';
import { useLocale } from '../../lib/i18n';

/** The admin console's pages (the console's frame and tabs are in layout.json). */
export const adminMessages = defineMessages('admin', { en, de });

export type AdminKey = keyof typeof en;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], options);
    formats.set(key, format);
  }
  return format;
}

/**
 * Dates and numbers in the page's language, written as src/shared/dates.ts writes them in English
 * ("27 April 2027, 14:05"; German "27. April 2027, 14:05"). A 'YYYY-MM-DD' calendar date is read and
 * written in UTC, so that it is never a day off.
 */
export function adminFormat(locale: Locale) {
  const date = (value: string | Date, options: { timeZone?: 'UTC'; year?: boolean } = {}): string => {
    const calendar = typeof value === 'string' && CALENDAR_DATE.test(value);
    const instant = calendar ? new Date(`${value}T00:00:00Z`) : new Date(value);
    if (Number.isNaN(instant.getTime())) return String(value);
    return formatter(locale, {
      day: 'numeric',
      month: 'long',
      ...(options.year === false ? {} : { year: 'numeric' }),
      timeZone: calendar ? 'UTC' : options.timeZone,
    }).format(instant);
  };
  const time = (value: string | Date) =>
    formatter(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(value));
  const numbers = new Intl.NumberFormat(INTL_LOCALES[locale]);
  return {
    date,
    dateTime: (value: string | Date) => `${date(value)}, ${time(value)}`,
    number: (value: number) => numbers.format(value),
  };
}

export type AdminFormat = ReturnType<typeof adminFormat>;

/** adminFormat in the page's language. */
export function useAdminFormat(): AdminFormat {
  const locale = useLocale();
  return useMemo(() => adminFormat(locale), [locale]);
}
