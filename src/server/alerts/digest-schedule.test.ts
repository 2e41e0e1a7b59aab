import { describe, expect, it } from 'vitest';
import { nextDigestAt } from './digest-schedule';

const at = (iso: string) => new Date(iso);

describe('nextDigestAt', () => {
  it('is 07:00 in the subscriber’s time zone: today if still ahead, else tomorrow', () => {
    // 05:00 in Berlin (UTC+1 in winter): today's 07:00 is 06:00 UTC.
    expect(nextDigestAt(at('2027-01-13T04:00:00Z'), 'Europe/Berlin', 'daily')?.toISOString()).toBe(
      '2027-01-13T06:00:00.000Z',
    );
    // Exactly 07:00 there: the digest of today is the one being sent, the next is tomorrow's.
    expect(nextDigestAt(at('2027-01-13T06:00:00Z'), 'Europe/Berlin', 'daily')?.toISOString()).toBe(
      '2027-01-14T06:00:00.000Z',
    );
    // 23:30 UTC is already the next day in Tokyo (08:30 there): 07:00 Tokyo the day after is 22:00 UTC.
    expect(nextDigestAt(at('2027-01-13T23:30:00Z'), 'Asia/Tokyo', 'daily')?.toISOString()).toBe(
      '2027-01-14T22:00:00.000Z',
    );
    // Behind UTC: 07:00 in New York (UTC-5) is 12:00 UTC.
    expect(nextDigestAt(at('2027-01-13T11:59:00Z'), 'America/New_York', 'daily')?.toISOString()).toBe(
      '2027-01-13T12:00:00.000Z',
    );
  });

  it('follows daylight saving time', () => {
    // Berlin moves to UTC+2 on 28 March 2027: 07:00 is 06:00 UTC the day before and 05:00 UTC that day.
    expect(nextDigestAt(at('2027-03-27T07:00:00Z'), 'Europe/Berlin', 'daily')?.toISOString()).toBe(
      '2027-03-28T05:00:00.000Z',
    );
    expect(nextDigestAt(at('2027-03-26T07:00:00Z'), 'Europe/Berlin', 'daily')?.toISOString()).toBe(
      '2027-03-27T06:00:00.000Z',
    );
  });

  it('sends weekly digests on Mondays at 07:00', () => {
    // Wednesday 13 January 2027 → Monday 18 January.
    expect(nextDigestAt(at('2027-01-13T10:00:00Z'), 'UTC', 'weekly')?.toISOString()).toBe(
      '2027-01-18T07:00:00.000Z',
    );
    // A Monday before 07:00 is that very Monday; after it, the next one.
    expect(nextDigestAt(at('2027-01-18T06:59:00Z'), 'UTC', 'weekly')?.toISOString()).toBe(
      '2027-01-18T07:00:00.000Z',
    );
    expect(nextDigestAt(at('2027-01-18T07:00:00Z'), 'UTC', 'weekly')?.toISOString()).toBe(
      '2027-01-25T07:00:00.000Z',
    );
    // Sunday evening in UTC is Monday morning in Auckland (UTC+13): 07:00 Monday there.
    expect(nextDigestAt(at('2027-01-17T17:00:00Z'), 'Pacific/Auckland', 'weekly')?.toISOString()).toBe(
      '2027-01-17T18:00:00.000Z',
    );
  });

  it('has no digest for instant alerts or searches that are off', () => {
    expect(nextDigestAt(at('2027-01-13T10:00:00Z'), 'UTC', 'instant')).toBeNull();
    expect(nextDigestAt(at('2027-01-13T10:00:00Z'), 'UTC', 'off')).toBeNull();
  });
});
