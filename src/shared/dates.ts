import { INTL_LOCALES, type Locale } from './i18n/locales';

/**
 * The one way the site writes a date: British English, the day before the month, the month in full
 * ("27 April 2027"), times on the 24-hour clock ("14:05"); in German "27. April 2027". Pages, mails and
 * feeds all format here, so that no page mixes "Apr 27, 2027" with "23 March 2027".
 */

export interface DateTextOptions {
  /**
   * Whose day an instant falls on: 'UTC', or (left out) the runtime's own zone, which in the browser is
   * the reader's. A 'YYYY-MM-DD' calendar date is that same day wherever it is read.
   */
  timeZone?: 'UTC';
  /** False where the year goes without saying: "27 April". */
  year?: boolean;
  /** "Tuesday, 27 April 2027", where the day of the week helps (a deadline in a mail). */
  weekday?: boolean;
  /** The reader's language (left out: English). */
  locale?: Locale;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per language tag and set of options: making one costs about 0.2 ms, ten times what using it
 * does, and lists, an engagement's days and its time zone's checks ask for the same ones again and again. An
 * unknown time zone throws before anything is kept, so the keys stay the few the site uses.
 */
export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    formats.set(key, format);
  }
  return format;
}

const formatter = (options: Intl.DateTimeFormatOptions, locale: Locale = 'en') =>
  dateTimeFormat(INTL_LOCALES[locale], options);

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date is read at its UTC midnight and written in UTC, so that it is never a day off. */
function readDate(value: string | Date): { date: Date; calendar: boolean } {
  const calendar = typeof value === 'string' && CALENDAR_DATE.test(value);
  return { date: calendar ? new Date(`${value}T00:00:00Z`) : new Date(value), calendar };
}

/** "27 April 2027" for a 'YYYY-MM-DD' date or an instant (ISO 8601 or a Date); an unreadable value as it came. */
export function formatDate(value: string | Date, options: DateTextOptions = {}): string {
  const { date, calendar } = readDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const { timeZone, year = true, weekday = false, locale } = options;
  return formatter(
    {
      ...(weekday ? { weekday: 'long' } : {}),
      day: 'numeric',
      month: 'long',
      ...(year ? { year: 'numeric' } : {}),
      timeZone: calendar ? 'UTC' : timeZone,
    },
    locale,
  ).format(date);
}

/** "14:05": the time of an instant in `timeZone` (left out: the runtime's own). */
export const formatTime = (value: string | Date, timeZone?: 'UTC', locale?: Locale): string =>
  formatter({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }, locale).format(
    new Date(value),
  );

/** "27 April 2027, 14:05"; German "27. April 2027, 14:05". */
export const formatDateTime = (value: string | Date, timeZone?: 'UTC', locale?: Locale): string =>
  `${formatDate(value, { timeZone, locale })}, ${formatTime(value, timeZone, locale)}`;

/** "March 2027"; "März 2027": the title of a calendar month (of a 'YYYY-MM-DD' date, read in UTC). */
export const formatMonth = (value: string | Date, locale?: Locale): string =>
  formatter({ month: 'long', year: 'numeric', timeZone: 'UTC' }, locale).format(readDate(value).date);

/** "Monday" or "Mon"; "Montag" or "Mo.": a calendar date's day of the week (read in UTC). */
export const formatWeekday = (value: string | Date, width: 'long' | 'short', locale?: Locale): string =>
  formatter({ weekday: width, timeZone: 'UTC' }, locale).format(readDate(value).date);
