import { DIGEST_HOUR, type AlertFrequency } from '../../shared/saved-options';

/** The wall-clock date and time at `instant` in `timeZone` (the runtime's IANA data, through Intl). */
function wallClock(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
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
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant whose wall-clock time in `timeZone` is the given one. Day overflow is allowed (day 32 is
 * the 1st of the next month). The offset is looked up twice, so a time just after a DST change is right.
 */
function instantOf(timeZone: string, year: number, month: number, day: number, hour: number): number {
  const guess = Date.UTC(year, month - 1, day, hour);
  const first = guess - offsetAt(guess, timeZone);
  const second = guess - offsetAt(first, timeZone);
  return second;
}

/**
 * When the next digest of a saved search is due after `now`: 07:00 (DIGEST_HOUR) in the subscriber's time
 * zone, the next day for a daily digest and the next Monday for a weekly one. Null for instant alerts and
 * for searches that are off.
 */
export function nextDigestAt(now: Date, timeZone: string, frequency: AlertFrequency): Date | null {
  if (frequency !== 'daily' && frequency !== 'weekly') return null;
  const t = now.getTime();
  const today = wallClock(t, timeZone);
  // Days from the local date to the candidate: today for a daily digest, the coming Monday for a weekly one.
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  const step = frequency === 'daily' ? 1 : 7;
  let days = frequency === 'daily' ? 0 : (1 - weekday + 7) % 7;
  let due = instantOf(timeZone, today.year, today.month, today.day + days, DIGEST_HOUR);
  while (due <= t) {
    days += step;
    due = instantOf(timeZone, today.year, today.month, today.day + days, DIGEST_HOUR);
  }
  return new Date(due);
}
