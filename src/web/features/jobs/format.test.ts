import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/dates';
import { deadlineText, postedText } from './format';

describe('postedText', () => {
  const now = new Date(2026, 10, 20, 9, 0);
  it.each([
    [new Date(2026, 10, 20, 1, 0), 'Posted today'],
    [new Date(2026, 10, 19, 23, 30), 'Posted yesterday'],
    [new Date(2026, 10, 17, 12, 0), 'Posted 3 days ago'],
    [new Date(2026, 10, 13, 12, 0), 'Posted 1 week ago'],
    [new Date(2026, 10, 1, 12, 0), 'Posted 2 weeks ago'],
    [new Date(2026, 8, 15, 12, 0), 'Posted 2 months ago'],
    [new Date(2024, 10, 1, 12, 0), 'Posted 2 years ago'],
  ])('%s → %s', (posted, text) => {
    expect(postedText(posted.toISOString(), now)).toBe(text);
  });

  it('handles drafts and a clock slightly behind the server', () => {
    expect(postedText(null, now)).toBe('Not published yet');
    expect(postedText(new Date(2026, 10, 20, 9, 5).toISOString(), now)).toBe('Posted today');
  });
});

describe('postedText and formatDate in UTC (the days a server render and hydration draw)', () => {
  const now = new Date('2026-11-20T01:00:00Z');
  it.each([
    ['2026-11-20T00:10:00Z', 'Posted today'],
    ['2026-11-19T23:50:00Z', 'Posted yesterday'],
    ['2026-11-17T00:00:00Z', 'Posted 3 days ago'],
  ])('%s → %s', (posted, text) => {
    expect(postedText(posted, now, 'UTC')).toBe(text);
  });

  it('formats a timestamp on its UTC day, and a calendar date as it is', () => {
    expect(formatDate('2026-11-19T23:50:00Z', { timeZone: 'UTC' })).toBe('19 November 2026');
    expect(formatDate('2026-11-20T00:10:00Z', { timeZone: 'UTC' })).toBe('20 November 2026');
    expect(formatDate('2027-01-15', { timeZone: 'UTC' })).toBe('15 January 2027');
  });
});

describe('dates', () => {
  it('formats calendar dates without a time-zone shift', () => {
    expect(formatDate('2027-01-15')).toBe('15 January 2027');
    expect(deadlineText(null)).toBe('Open until filled');
    expect(deadlineText('2027-01-15')).toBe('15 January 2027');
  });
});
