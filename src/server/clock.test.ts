import { describe, expect, it } from 'vitest';
import { clockFromConfig, DAY_MS, fixedClock, offsetClock, systemClock } from './clock';

describe('clock', () => {
  it('moves by whole days and keeps flowing', async () => {
    const base = { now: () => new Date(Date.UTC(2026, 10, 22, 23, 30)) };
    expect(offsetClock(40, base).now().toISOString()).toBe('2027-01-01T23:30:00.000Z');
    expect(offsetClock(-40, base).now().toISOString()).toBe('2026-10-13T23:30:00.000Z');
    const moved = offsetClock(1);
    const first = moved.now().getTime();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(moved.now().getTime()).toBeGreaterThan(first);
    expect(Math.round((moved.now().getTime() - Date.now()) / DAY_MS)).toBe(1);
  });

  it('is the system clock without the switch, and can be pinned', () => {
    expect(clockFromConfig({ CLOCK_OFFSET_DAYS: 0 })).toBe(systemClock);
    const pinned = fixedClock('2027-01-15T12:00:00Z');
    expect(pinned.now().toISOString()).toBe('2027-01-15T12:00:00.000Z');
    expect(pinned.now()).not.toBe(pinned.now());
    expect(() => fixedClock('someday')).toThrow('not a date');
  });
});
