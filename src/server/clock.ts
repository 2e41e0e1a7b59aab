/**
 * Business time: the dates users see and the rules decide with (posting dates, deadlines, when an
 * application changed status, the access-request dedupe window, the sample data). One injectable clock,
 * so that a test can run the product on another day. Elapsed-time measurements (timeouts, rate-limit
 * windows, session expiry) stay on the real clock.
 */
export interface Clock {
  now(): Date;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export const systemClock: Clock = { now: () => new Date() };

/** `base` moved by whole days (negative: into the past); time keeps flowing. */
export function offsetClock(days: number, base: Clock = systemClock): Clock {
  if (days === 0) return base;
  return { now: () => new Date(base.now().getTime() + days * DAY_MS) };
}

/** A clock that always answers the same instant. */
export function fixedClock(at: Date | string): Clock {
  const ms = new Date(at).getTime();
  if (Number.isNaN(ms)) throw new Error(`fixedClock: not a date: ${String(at)}`);
  return { now: () => new Date(ms) };
}

/** The clock a configuration asks for: the system clock, moved by CLOCK_OFFSET_DAYS (a test switch). */
export const clockFromConfig = (config: { CLOCK_OFFSET_DAYS: number }) =>
  offsetClock(config.CLOCK_OFFSET_DAYS);
