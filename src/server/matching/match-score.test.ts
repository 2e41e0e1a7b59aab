import { describe, expect, it } from 'vitest';
import type { FocusAreaId } from '../../shared/focus-areas';
import {
  isAvailableOn,
  isRateWithinBudget,
  rankByMatch,
  scoreMatch,
  type FacilitatorSide,
  type JobSide,
} from './match-score';

const RATES = { EUR: 1, CHF: 0.93, USD: 1.16, GBP: 0.88 };

const job = (overrides: Partial<JobSide> = {}): JobSide => ({
  focusAreas: ['team-building'],
  methods: ['lego-serious-play'],
  sessionLanguages: ['de', 'en'],
  sessionDates: ['2031-03-12', '2031-03-13'],
  sessionFormat: 'workshop',
  budget: { type: 'day-rate', min: 900, max: 1500, currency: 'EUR' },
  delivery: 'yes',
  location: 'Remote (Europe)',
  ...overrides,
});

const facilitator = (overrides: Partial<FacilitatorSide> = {}): FacilitatorSide => ({
  focusAreas: ['team-building', 'innovation'],
  methods: ['lego-serious-play', 'world-cafe'],
  languages: ['en', 'de'],
  sessionFormats: ['workshop'],
  availabilityStatus: 'available',
  availableFrom: null,
  blockedDays: new Set(),
  rateCurrency: 'EUR',
  dayRateMin: 1200,
  dayRateMax: 1400,
  hourlyRateMin: null,
  hourlyRateMax: null,
  location: 'Berlin, Germany',
  travel: null,
  ...overrides,
});

describe('scoreMatch', () => {
  it('gives every reason of a full match, strongest first', () => {
    expect(scoreMatch(job(), facilitator(), RATES)).toEqual({
      score: 30 + 25 + 20 + 15 + 10 + 5,
      reasons: [
        { kind: 'method', method: 'lego-serious-play' },
        { kind: 'language', language: 'de' },
        { kind: 'available', dates: ['2031-03-12', '2031-03-13'] },
        { kind: 'rate' },
        { kind: 'focusArea', focusArea: 'team-building' },
        { kind: 'format', format: 'workshop' },
      ],
    });
  });

  it('names the first session language the facilitator speaks, in the order of the job', () => {
    const reasons = scoreMatch(job({ sessionLanguages: ['fr', 'en', 'de'] }), facilitator(), RATES)!.reasons;
    expect(reasons).toContainEqual({ kind: 'language', language: 'en' });
    expect(reasons.filter((reason) => reason.kind === 'language')).toHaveLength(1);
  });

  it('has no reason and no score when nothing matches', () => {
    const nothing = facilitator({
      focusAreas: ['agile'],
      methods: [],
      languages: [],
      sessionFormats: [],
      availabilityStatus: 'unavailable',
      rateCurrency: null,
      dayRateMin: null,
      dayRateMax: null,
    });
    expect(scoreMatch(job(), nothing, RATES)).toEqual({ score: 0, reasons: [] });
  });

  it('keeps the reasons short: at most three methods and two focus areas', () => {
    const many = ['lego-serious-play', 'world-cafe', 'open-space', 'fishbowl'];
    const areas: FocusAreaId[] = ['team-building', 'innovation', 'agile'];
    const { reasons } = scoreMatch(
      job({ methods: many, focusAreas: areas }),
      facilitator({ methods: many, focusAreas: areas }),
      RATES,
    )!;
    expect(reasons.filter((reason) => reason.kind === 'method')).toHaveLength(3);
    expect(reasons.filter((reason) => reason.kind === 'focusArea')).toHaveLength(2);
  });
});

describe('isAvailableOn', () => {
  const dates = ['2031-03-12', '2031-03-13'];

  it('needs every session date free', () => {
    expect(isAvailableOn(facilitator(), dates)).toBe(true);
    expect(isAvailableOn(facilitator({ blockedDays: new Set(['2031-03-13']) }), dates)).toBe(false);
    expect(isAvailableOn(facilitator({ blockedDays: new Set(['2031-03-14']) }), dates)).toBe(true);
  });

  it('follows the status: unavailable never, available from a date on or before the first session', () => {
    expect(isAvailableOn(facilitator({ availabilityStatus: 'unavailable' }), dates)).toBe(false);
    const from = (availableFrom: string) =>
      facilitator({ availabilityStatus: 'available-from', availableFrom });
    expect(isAvailableOn(from('2031-03-12'), dates)).toBe(true);
    expect(isAvailableOn(from('2031-03-01'), dates)).toBe(true);
    expect(isAvailableOn(from('2031-03-13'), dates)).toBe(false);
  });

  it('says nothing about a job without dates', () => {
    expect(isAvailableOn(facilitator(), [])).toBe(false);
  });
});

describe('isRateWithinBudget', () => {
  const dayBudget = { type: 'day-rate' as const, min: 900, max: 1500, currency: 'EUR' };

  it('compares the lowest day rate with a day-rate budget, converted at the rates', () => {
    // CHF 1,300 is €1,398 at 0.93 CHF per euro; CHF 1,400 is €1,505.
    expect(isRateWithinBudget(facilitator({ rateCurrency: 'CHF', dayRateMin: 1300 }), dayBudget, RATES)).toBe(
      true,
    );
    expect(isRateWithinBudget(facilitator({ rateCurrency: 'CHF', dayRateMin: 1400 }), dayBudget, RATES)).toBe(
      false,
    );
    // A budget in another currency: €1,200 is $1,392, above $1,300 and within $1,400.
    const usd = (max: number) => ({ ...dayBudget, currency: 'USD', max });
    expect(isRateWithinBudget(facilitator(), usd(1300), RATES)).toBe(false);
    expect(isRateWithinBudget(facilitator(), usd(1400), RATES)).toBe(true);
    // Only a maximum given: it is the lowest rate.
    expect(isRateWithinBudget(facilitator({ dayRateMin: null, dayRateMax: 1600 }), dayBudget, RATES)).toBe(
      false,
    );
  });

  it('compares hourly rates with hourly budgets only', () => {
    const hourly = { type: 'hourly-rate' as const, min: 80, max: 120, currency: 'GBP' };
    expect(isRateWithinBudget(facilitator(), hourly, RATES)).toBe(false);
    // €130 an hour is £114.40.
    expect(isRateWithinBudget(facilitator({ hourlyRateMin: 130 }), hourly, RATES)).toBe(true);
    expect(isRateWithinBudget(facilitator({ hourlyRateMin: 140 }), hourly, RATES)).toBe(false);
    expect(
      isRateWithinBudget(
        facilitator({ dayRateMin: null, dayRateMax: null, hourlyRateMin: 100 }),
        dayBudget,
        RATES,
      ),
    ).toBe(false);
  });

  it('has nothing to compare with a fixed fee, a salary, no budget or no rate', () => {
    for (const type of ['fixed-fee', 'salary'] as const)
      expect(isRateWithinBudget(facilitator(), { ...dayBudget, type, max: 100_000 }, RATES)).toBe(false);
    expect(isRateWithinBudget(facilitator(), null, RATES)).toBe(false);
    expect(isRateWithinBudget(facilitator({ rateCurrency: null }), dayBudget, RATES)).toBe(false);
    expect(isRateWithinBudget(facilitator({ rateCurrency: 'JPY', dayRateMin: 1 }), dayBudget, RATES)).toBe(
      false,
    );
  });
});

describe('rankByMatch', () => {
  it('orders by score, keeps the given order on a tie, and stops at the limit', () => {
    const ranked = rankByMatch(
      [
        { id: 'newest', score: 10 },
        { id: 'best', score: 50 },
        { id: 'older', score: 10 },
        { id: 'worst', score: 0 },
      ],
      (item) => ({ score: item.score, reasons: [] }),
      3,
    );
    expect(ranked.map((item) => item.id)).toEqual(['best', 'newest', 'older']);
  });
});

describe('where and in which language', () => {
  // An in-person strategy retreat in Hamburg, held in German.
  const hamburgRetreat = job({
    sessionLanguages: ['de'],
    sessionFormat: 'strategy-retreat',
    delivery: 'no',
    location: 'Hamburg, Germany',
  });

  it('leaves out facilitators who speak none of the session languages', () => {
    const englishOnly = { languages: ['en' as const], travel: 'international' as const };
    expect(scoreMatch(hamburgRetreat, facilitator({ ...englishOnly, location: 'Accra, Ghana' }), RATES)).toBe(
      null,
    );
    expect(
      scoreMatch(hamburgRetreat, facilitator({ ...englishOnly, location: 'Singapore, Singapore' }), RATES),
    ).toBe(null);
    // A profile that names no language says nothing either way.
    expect(scoreMatch(hamburgRetreat, facilitator({ languages: [] }), RATES)).not.toBe(null);
  });

  it('puts the city first, then the country, for an in-person job', () => {
    const hamburg = scoreMatch(hamburgRetreat, facilitator({ location: 'Hamburg, Germany' }), RATES)!;
    const munich = scoreMatch(hamburgRetreat, facilitator({ location: 'München, Deutschland' }), RATES)!;
    expect(hamburg.reasons).toContainEqual({ kind: 'location', place: 'Hamburg' });
    expect(munich.reasons).toContainEqual({ kind: 'location', place: 'Germany' });
    expect(hamburg.score).toBeGreaterThan(munich.score);
    expect(hamburg.reasons.map((reason) => reason.kind).slice(0, 3)).toEqual([
      'method',
      'language',
      'location',
    ]);
  });

  it('leaves out facilitators abroad for an in-person job, unless they travel internationally', () => {
    expect(scoreMatch(hamburgRetreat, facilitator({ location: 'Accra, Ghana' }), RATES)).toBe(null);
    expect(
      scoreMatch(hamburgRetreat, facilitator({ location: 'Accra, Ghana', travel: 'national' }), RATES),
    ).toBe(null);
    const traveller = scoreMatch(
      hamburgRetreat,
      facilitator({ location: 'Zurich, Switzerland', travel: 'international' }),
      RATES,
    )!;
    expect(traveller.reasons.map((reason) => reason.kind)).not.toContain('location');
    const local = scoreMatch(hamburgRetreat, facilitator({ location: 'Hamburg, Germany' }), RATES)!;
    expect(local.score).toBeGreaterThan(traveller.score);
  });

  it('does not send a Hamburg facilitator to an in-person job in Denver, but does to a remote one', () => {
    const hamburger = facilitator({ location: 'Hamburg, Germany', languages: ['de', 'en'] });
    const denver = (delivery: JobSide['delivery']) =>
      job({ sessionLanguages: ['en'], delivery, location: 'Denver, CO' });
    expect(scoreMatch(denver('no'), hamburger, RATES)).toBe(null);
    const remote = scoreMatch(denver('yes'), hamburger, RATES)!;
    expect(remote.reasons.map((reason) => reason.kind)).not.toContain('location');
    // Hybrid: partly on site, so nearness counts, but distance does not rule anyone out.
    expect(scoreMatch(denver('hybrid'), hamburger, RATES)).not.toBe(null);
    const boulder = scoreMatch(denver('hybrid'), facilitator({ location: 'Boulder, United States' }), RATES)!;
    expect(boulder.reasons).toContainEqual({ kind: 'location', place: 'United States' });
  });
});
