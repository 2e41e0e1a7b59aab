import { dateTimeFormat } from '../../shared/dates';
import { DAY_MS } from '../clock';
import { addDays } from '../profiles/days';

/**
 * Calendar days in an offer's time zone: an offer's dates, its expiry and the business clock's "today" are
 * read where its sessions take place, not where the server runs (the runtime's IANA data, through Intl).
 */

const DATE_PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const WALL_CLOCK_PARTS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/** The date ('YYYY-MM-DD') at `at` in `timeZone`. */
export function todayIn(timeZone: string, at: Date): string {
  const parts = dateTimeFormat('en-CA', { ...DATE_PARTS, timeZone }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The wall-clock date and time at `instant` in `timeZone`. */
export function wallClockAt(instant: number, timeZone: string) {
  const parts = dateTimeFormat('en-US', { ...WALL_CLOCK_PARTS, timeZone }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant whose wall-clock time in `timeZone` reads as `wall` reads in UTC (a `Date.UTC` of the local
 * fields; day overflow is allowed). The offset is looked up twice, so a time just after a DST change is right.
 */
export function zonedInstant(timeZone: string, wall: number): number {
  return wall - offsetAt(wall - offsetAt(wall, timeZone), timeZone);
}

/** The instant of a wall-clock time ('HH:MM') on `day` in `timeZone`. */
export const instantIn = (timeZone: string, day: string, time: string): Date =>
  new Date(zonedInstant(timeZone, Date.parse(`${day}T${time}:00Z`)));

/** The instant `day` begins in `timeZone` (its local midnight). */
export const startOfDayIn = (timeZone: string, day: string): Date => instantIn(timeZone, day, '00:00');

/** The last instant of `day` in `timeZone`: an offer that expires on `day` can be accepted until then. */
export const endOfDayIn = (timeZone: string, day: string): Date =>
  new Date(startOfDayIn(timeZone, addDays(day, 1)).getTime() - 1);

/** `at` moved by whole days. */
export const daysAfter = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);
