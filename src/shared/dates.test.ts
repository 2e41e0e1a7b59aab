import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './dates';

describe('dates as the site writes them', () => {
  it('write the day, the month in full and the year, in that order', () => {
    expect(formatDate('2027-04-27')).toBe('27 April 2027');
    expect(formatDate('2027-04-27T23:30:00Z', { timeZone: 'UTC' })).toBe('27 April 2027');
    expect(formatDate(new Date('2027-04-27T10:00:00Z'), { timeZone: 'UTC' })).toBe('27 April 2027');
    expect(formatDate('2027-04-27', { year: false })).toBe('27 April');
    expect(formatDate('2026-12-03T12:00:00Z', { timeZone: 'UTC', weekday: true })).toMatch(
      /^Thursday,? 3 December 2026$/,
    );
  });

  it('read a calendar date as that day wherever they run', () => {
    const original = process.env.TZ;
    try {
      for (const zone of ['Pacific/Honolulu', 'Pacific/Kiritimati']) {
        process.env.TZ = zone;
        expect(formatDate('2027-01-01')).toBe('1 January 2027');
      }
    } finally {
      process.env.TZ = original;
    }
  });

  it('write times on the 24-hour clock', () => {
    expect(formatTime('2027-04-27T14:05:00Z', 'UTC')).toBe('14:05');
    expect(formatTime('2027-04-27T00:05:00Z', 'UTC')).toBe('00:05');
    expect(formatDateTime('2027-04-27T14:05:00Z', 'UTC')).toBe('27 April 2027, 14:05');
  });

  it('write German dates the German way when asked', () => {
    expect(formatDate('2027-03-12', { locale: 'de' })).toBe('12. März 2027');
    expect(formatDate('2027-03-12', { locale: 'de', year: false })).toBe('12. März');
    expect(formatDate('2026-12-03T12:00:00Z', { timeZone: 'UTC', weekday: true, locale: 'de' })).toBe(
      'Donnerstag, 3. Dezember 2026',
    );
    expect(formatDateTime('2027-03-12T14:05:00Z', 'UTC', 'de')).toBe('12. März 2027, 14:05');
    expect(formatDate('2027-03-12', { locale: 'en' })).toBe('12 March 2027');
  });

  it('leave an unreadable value as it came', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
