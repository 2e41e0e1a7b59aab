import { DIGEST_HOUR, type AlertFrequency } from '../../shared/saved-options';
import { wallClockAt, zonedInstant } from '../engagements/zoned-days';

/**
 * When the next digest of a saved search is due after `now`: 07:00 (DIGEST_HOUR) in the subscriber's time
 * zone, the next day for a daily digest and the next Monday for a weekly one. Null for instant alerts and
 * for searches that are off.
 */
export function nextDigestAt(now: Date, timeZone: string, frequency: AlertFrequency): Date | null {
  if (frequency !== 'daily' && frequency !== 'weekly') return null;
  const t = now.getTime();
  const today = wallClockAt(t, timeZone);
  // Days from the local date to the candidate: today for a daily digest, the coming Monday for a weekly one.
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  const step = frequency === 'daily' ? 1 : 7;
  let days = frequency === 'daily' ? 0 : (1 - weekday + 7) % 7;
  let due = zonedInstant(timeZone, Date.UTC(today.year, today.month - 1, today.day + days, DIGEST_HOUR));
  while (due <= t) {
    days += step;
    due = zonedInstant(timeZone, Date.UTC(today.year, today.month - 1, today.day + days, DIGEST_HOUR));
  }
  return new Date(due);
}
