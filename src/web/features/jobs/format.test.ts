import { describe, expect, it } from 'vitest';
import { deadlineText, formatDate, postedText } from './format';

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

describe('dates', () => {
  it('formats calendar dates without a time-zone shift', () => {
    expect(formatDate('2027-01-15')).toBe('15 January 2027');
    expect(deadlineText(null)).toBe('Open until filled');
    expect(deadlineText('2027-01-15')).toBe('15 January 2027');
  });
});
