import { describe, expect, it } from 'vitest';
import { PROFILE_COMPLETENESS_LABELS } from '../../shared/applications';
import type { facilitators } from '../db/schema';
import { profileCompleteness } from './profile-completeness';

type Row = typeof facilitators.$inferSelect;

/** A profile with everything companies look for but its rates (and no free text to stand in for them). */
const profile = (overrides: Partial<Row> = {}) =>
  ({
    headline: 'Strategy retreat facilitator',
    bio: 'x'.repeat(80),
    location: 'Berlin, Germany',
    focusAreas: ['strategic-planning'],
    yearsExperience: 9,
    avatarPath: 'avatars/a.webp',
    rateCurrency: null,
    dayRateMin: null,
    dayRateMax: null,
    hourlyRateMin: null,
    hourlyRateMax: null,
    rateNote: null,
    ...overrides,
  }) as Row;

describe('profileCompleteness', () => {
  it('counts a structured day rate as the rate, as €1,400–1,800 per day', () => {
    expect(
      profileCompleteness(profile({ rateCurrency: 'EUR', dayRateMin: 1400, dayRateMax: 1800 })),
    ).toMatchObject({ percent: 100, missing: [] });
  });

  it('counts an hourly rate alone too', () => {
    expect(
      profileCompleteness(profile({ rateCurrency: 'USD', hourlyRateMin: 90, hourlyRateMax: 90 })),
    ).toMatchObject({ percent: 100, missing: [] });
  });

  it('asks for rates when there are none; a rates note alone names no amount', () => {
    expect(profileCompleteness(profile({ rateNote: 'Travel days at half rate' })).missing).toEqual(['rate']);
  });

  it('names the step by the structured rates, never "Typical rate"', () => {
    expect(PROFILE_COMPLETENESS_LABELS.rate).toBe('Day or hourly rate');
    expect(Object.values(PROFILE_COMPLETENESS_LABELS)).not.toContain('Typical rate');
  });
});
