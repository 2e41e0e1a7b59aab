import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CANCELLATION_TIERS,
  FEE_LINES_MAX,
  OfferTermsSchema,
  QUANTITY_MAX,
  cancellationFee,
  decide,
  lineAmount,
  offerTotals,
  refusalStatus,
  type EngagementAction,
  type EngagementSide,
  type EngagementState,
  type OfferTermsInput,
  type Refusal,
} from './engagements';
import { vm } from './i18n/validation';

// Fixed dates: the machine is a pure function of them, whatever day the tests run.
const NOW = new Date('2027-03-10T12:00:00Z');
const TODAY = '2027-03-10';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const offered = (overrides: Partial<EngagementState> = {}): EngagementState => ({
  status: 'offered',
  turn: 'facilitator',
  expiresAt: new Date(NOW.getTime() + DAY),
  firstDay: '2027-04-01',
  lastDay: '2027-04-02',
  deliveredAt: null,
  ...overrides,
});
const confirmed = (lastDay = '2027-04-02'): EngagementState => ({
  status: 'confirmed',
  turn: null,
  expiresAt: null,
  firstDay: lastDay,
  lastDay,
  deliveredAt: null,
});
const delivered = (deliveredAt: Date): EngagementState => ({
  ...confirmed('2027-02-20'),
  status: 'delivered',
  deliveredAt,
});

type Action = Exclude<EngagementAction, 'send'>;
type Actor = EngagementSide | 'system';

describe('decide(): every transition', () => {
  const cases: [string, EngagementState, Action, Actor, string, string][] = [
    ['the facilitator accepts on their turn', offered(), 'accept', 'facilitator', TODAY, 'confirmed'],
    [
      'the company accepts a counter on its turn',
      offered({ turn: 'company' }),
      'accept',
      'company',
      TODAY,
      'confirmed',
    ],
    [
      'the facilitator accepts the day before the first session day',
      offered({ firstDay: '2027-03-11' }),
      'accept',
      'facilitator',
      TODAY,
      'confirmed',
    ],
    ['the facilitator declines on their turn', offered(), 'decline', 'facilitator', TODAY, 'declined'],
    ['the company declines a counter', offered({ turn: 'company' }), 'decline', 'company', TODAY, 'declined'],
    ['the facilitator counters on their turn', offered(), 'counter', 'facilitator', TODAY, 'offered'],
    ['the company counters again', offered({ turn: 'company' }), 'counter', 'company', TODAY, 'offered'],
    ['the company withdraws the offer it sent', offered(), 'withdraw', 'company', TODAY, 'withdrawn'],
    [
      'the facilitator withdraws their counter',
      offered({ turn: 'company' }),
      'withdraw',
      'facilitator',
      TODAY,
      'withdrawn',
    ],
    [
      'the clock expires an offer at its expiry',
      offered({ expiresAt: NOW }),
      'expire',
      'system',
      TODAY,
      'expired',
    ],
    [
      'the clock expires an offer once its first session day begins, whatever its expiry',
      offered({ firstDay: TODAY }),
      'expire',
      'system',
      TODAY,
      'expired',
    ],
    [
      'the facilitator delivers the day after the last day',
      confirmed('2027-03-09'),
      'deliver',
      'facilitator',
      TODAY,
      'delivered',
    ],
    [
      'the clock delivers 2 days after the last day',
      confirmed('2027-03-08'),
      'deliver',
      'system',
      TODAY,
      'delivered',
    ],
    ['the company confirms completion', delivered(NOW), 'complete', 'company', TODAY, 'completed'],
    [
      'the clock completes 14 days after delivery',
      delivered(new Date(NOW.getTime() - 14 * DAY)),
      'complete',
      'system',
      TODAY,
      'completed',
    ],
    ['the company cancels a confirmed engagement', confirmed(), 'cancel', 'company', TODAY, 'cancelled'],
    [
      'the facilitator cancels a confirmed engagement',
      confirmed(),
      'cancel',
      'facilitator',
      TODAY,
      'cancelled',
    ],
  ];
  it.each(cases)('%s', (_name, state, action, actor, today, next) => {
    expect(decide(state, action, actor, NOW, today)).toEqual({ ok: true, next });
  });
});

describe('decide(): every refusal', () => {
  const cases: [string, EngagementState, Action, Actor, string, Refusal][] = [
    [
      'accepting a withdrawn offer',
      { ...offered(), status: 'withdrawn', turn: null },
      'accept',
      'facilitator',
      TODAY,
      'withdrawn',
    ],
    [
      'accepting an expired offer',
      { ...offered(), status: 'expired', turn: null },
      'accept',
      'facilitator',
      TODAY,
      'expired',
    ],
    [
      'accepting an offer past its expiry the sweep has not reached',
      offered({ expiresAt: NOW }),
      'accept',
      'facilitator',
      TODAY,
      'expired',
    ],
    [
      'accepting on the first session day, before the expiry it stored',
      offered({ firstDay: TODAY }),
      'accept',
      'facilitator',
      TODAY,
      'expired',
    ],
    [
      'accepting after the first session day',
      offered({ firstDay: '2027-03-08' }),
      'accept',
      'facilitator',
      TODAY,
      'expired',
    ],
    [
      'countering once the first session day has begun',
      offered({ turn: 'company', firstDay: TODAY }),
      'counter',
      'company',
      TODAY,
      'expired',
    ],
    ['accepting twice', confirmed(), 'accept', 'facilitator', TODAY, 'not_offered'],
    [
      'declining a declined offer',
      { ...offered(), status: 'declined', turn: null },
      'decline',
      'facilitator',
      TODAY,
      'not_offered',
    ],
    [
      'countering a withdrawn offer',
      { ...offered(), status: 'withdrawn', turn: null },
      'counter',
      'facilitator',
      TODAY,
      'withdrawn',
    ],
    [
      'withdrawing an expired offer',
      { ...offered(), status: 'expired', turn: null },
      'withdraw',
      'company',
      TODAY,
      'expired',
    ],
    ['the clock accepting', offered(), 'accept', 'system', TODAY, 'wrong_side'],
    ['the sender accepting their own offer', offered(), 'accept', 'company', TODAY, 'not_your_turn'],
    ['the sender declining their own offer', offered(), 'decline', 'company', TODAY, 'not_your_turn'],
    ['the sender countering their own offer', offered(), 'counter', 'company', TODAY, 'not_your_turn'],
    ['the party whose turn it is withdrawing', offered(), 'withdraw', 'facilitator', TODAY, 'not_your_turn'],
    ['a party expiring an offer', offered({ expiresAt: NOW }), 'expire', 'company', TODAY, 'wrong_side'],
    ['expiring an accepted offer', confirmed(), 'expire', 'system', TODAY, 'not_offered'],
    ['expiring before the expiry', offered(), 'expire', 'system', TODAY, 'too_early'],
    ['the company delivering', confirmed('2027-03-01'), 'deliver', 'company', TODAY, 'wrong_side'],
    ['delivering an offer', offered(), 'deliver', 'facilitator', TODAY, 'not_confirmed'],
    ['delivering twice', delivered(NOW), 'deliver', 'facilitator', TODAY, 'not_confirmed'],
    [
      'the facilitator delivering on the last day',
      confirmed(TODAY),
      'deliver',
      'facilitator',
      TODAY,
      'too_early',
    ],
    [
      'the clock delivering 1 day after the last day',
      confirmed('2027-03-09'),
      'deliver',
      'system',
      TODAY,
      'too_early',
    ],
    ['the facilitator completing', delivered(NOW), 'complete', 'facilitator', TODAY, 'wrong_side'],
    ['completing a confirmed engagement', confirmed(), 'complete', 'company', TODAY, 'not_delivered'],
    [
      'the clock completing 1 hour early',
      delivered(new Date(NOW.getTime() - 14 * DAY + HOUR)),
      'complete',
      'system',
      TODAY,
      'too_early',
    ],
    ['the clock cancelling', confirmed(), 'cancel', 'system', TODAY, 'wrong_side'],
    ['cancelling an offer', offered(), 'cancel', 'company', TODAY, 'not_confirmed'],
    ['cancelling a delivered engagement', delivered(NOW), 'cancel', 'facilitator', TODAY, 'not_confirmed'],
    [
      'cancelling twice',
      { ...confirmed(), status: 'cancelled' },
      'cancel',
      'company',
      TODAY,
      'not_confirmed',
    ],
  ];
  it.each(cases)('%s', (_name, state, action, actor, today, refusal) => {
    expect(decide(state, action, actor, NOW, today)).toEqual({ ok: false, refusal });
  });

  it('answers 403 for the side or the turn and 409 for the state', () => {
    expect(refusalStatus('not_your_turn')).toBe(403);
    expect(refusalStatus('wrong_side')).toBe(403);
    for (const refusal of [
      'expired',
      'withdrawn',
      'not_offered',
      'not_confirmed',
      'not_delivered',
      'too_early',
    ] as const)
      expect(refusalStatus(refusal), refusal).toBe(409);
  });
});

describe('money', () => {
  it('multiplies hundredths of a quantity by the unit price, rounding half up to the minor unit', () => {
    expect(lineAmount({ quantity: 2, unitPriceMinor: 120_000 })).toBe(240_000);
    expect(lineAmount({ quantity: 0.5, unitPriceMinor: 120_000 })).toBe(60_000);
    expect(lineAmount({ quantity: 0.5, unitPriceMinor: 100_001 })).toBe(50_001);
    expect(lineAmount({ quantity: 1.25, unitPriceMinor: 333 })).toBe(416);
    // 0.1 + 0.2 style floats never reach the amount: 0.29 is 29 hundredths.
    expect(lineAmount({ quantity: 0.29, unitPriceMinor: 100 })).toBe(29);
  });

  it('totals the lines net and adds VAT at a rate, rounded to the minor unit', () => {
    const lines = [
      { kind: 'facilitation_day' as const, description: '', quantity: 2, unitPriceMinor: 120_000 },
      { kind: 'preparation_day' as const, description: '', quantity: 0.5, unitPriceMinor: 120_000 },
    ];
    expect(offerTotals({ lines, vat: { mode: 'rate', rateBp: 1900 } })).toEqual({
      lines: [240_000, 60_000],
      net: 300_000,
      vat: 57_000,
      gross: 357_000,
    });
    const odd = [{ kind: 'materials' as const, description: '', quantity: 1, unitPriceMinor: 333 }];
    expect(offerTotals({ lines: odd, vat: { mode: 'rate', rateBp: 1900 } })).toMatchObject({
      vat: 63,
      gross: 396,
    });
  });

  it('adds no VAT under reverse charge', () => {
    const lines = [{ kind: 'travel' as const, description: '', quantity: 1, unitPriceMinor: 45_050 }];
    expect(offerTotals({ lines, vat: { mode: 'reverse_charge' } })).toEqual({
      lines: [45_050],
      net: 45_050,
      vat: null,
      gross: 45_050,
    });
  });

  it('counts yen without minor units', () => {
    const lines = [
      { kind: 'facilitation_day' as const, description: '', quantity: 2, unitPriceMinor: 150_000 },
    ];
    expect(offerTotals({ lines, vat: { mode: 'rate', rateBp: 1000 } })).toEqual({
      lines: [300_000],
      net: 300_000,
      vat: 30_000,
      gross: 330_000,
    });
  });
});

describe('cancellationFee(): the tier of the day of cancellation', () => {
  const terms = {
    sessions: [{ date: '2027-06-01', start: '09:00', end: '17:00' }],
    lines: [{ kind: 'facilitation_day' as const, description: '', quantity: 3, unitPriceMinor: 100_000 }],
    vat: { mode: 'rate' as const, rateBp: 1900 },
    cancellationTiers: [...DEFAULT_CANCELLATION_TIERS],
  };
  it.each([
    ['2027-04-19', 43, 0, 0],
    ['2027-04-20', 42, 0, 0],
    ['2027-04-21', 41, 50, 150_000],
    ['2027-05-18', 14, 50, 150_000],
    ['2027-05-19', 13, 100, 300_000],
    ['2027-06-01', 0, 100, 300_000],
    ['2027-06-03', 0, 100, 300_000],
  ])('cancelled on %s: %i days before, %i %% of the net total', (today, daysBefore, percent, feeMinor) => {
    expect(cancellationFee(terms, today)).toEqual({ daysBefore, percent, feeMinor });
  });
});

describe('OfferTermsSchema refusals', () => {
  const valid = (): OfferTermsInput => ({
    sessions: [{ date: '2027-06-01', start: '09:00', end: '17:00' }],
    timeZone: 'Europe/Berlin',
    format: null,
    delivery: 'remote',
    location: '',
    currency: 'EUR',
    lines: [{ kind: 'facilitation_day', description: '', quantity: 1, unitPriceMinor: 120_000 }],
    vat: { mode: 'rate', rateBp: 1900 },
    paymentTermsDays: 14,
    cancellationTiers: [...DEFAULT_CANCELLATION_TIERS],
    outcomes: ['A shared strategy for next year', 'Three owners for the next steps'],
  });
  const messages = (terms: unknown) => {
    const result = OfferTermsSchema.safeParse(terms);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };
  const line = (overrides: object) => ({ ...valid().lines[0]!, ...overrides });

  it('takes valid terms', () => {
    expect(messages(valid())).toEqual([]);
  });

  it('refuses a negative or zero quantity and one with more than two decimals', () => {
    const quantity = vm('engagements.quantity', { max: QUANTITY_MAX });
    for (const q of [-1, 0, 0.125, QUANTITY_MAX + 1])
      expect(messages({ ...valid(), lines: [line({ quantity: q })] }), String(q)).toContain(quantity);
  });

  it('refuses a unit price of 0, 10^12, or one that is not whole', () => {
    for (const price of [0, 10 ** 12, 12.5])
      expect(messages({ ...valid(), lines: [line({ unitPriceMinor: price })] }), String(price)).toContain(
        vm('engagements.unitPrice'),
      );
  });

  it('refuses an unknown currency', () => {
    const result = OfferTermsSchema.safeParse({ ...valid(), currency: 'XYZ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['currency']);
  });

  it(`refuses more than ${FEE_LINES_MAX} lines, and none`, () => {
    const lines = vm('engagements.lines', { max: FEE_LINES_MAX });
    expect(messages({ ...valid(), lines: Array.from({ length: FEE_LINES_MAX }, () => line({})) })).toEqual(
      [],
    );
    expect(
      messages({ ...valid(), lines: Array.from({ length: FEE_LINES_MAX + 1 }, () => line({})) }),
    ).toContain(lines);
    expect(messages({ ...valid(), lines: [] })).toContain(lines);
  });

  it('refuses fewer than 2 or more than 3 outcomes', () => {
    const outcomes = vm('engagements.outcomes', { min: 2, max: 3 });
    expect(messages({ ...valid(), outcomes: ['Only one outcome here'] })).toContain(outcomes);
    expect(
      messages({ ...valid(), outcomes: ['Outcome one', 'Outcome two', 'Outcome three', 'Outcome four'] }),
    ).toContain(outcomes);
  });

  it('refuses tiers whose days do not fall, or whose last tier is not at 0 days', () => {
    const tiers = vm('engagements.tiers');
    expect(
      messages({
        ...valid(),
        cancellationTiers: [
          { minDaysBefore: 14, percent: 50 },
          { minDaysBefore: 42, percent: 0 },
          { minDaysBefore: 0, percent: 100 },
        ],
      }),
    ).toContain(tiers);
    expect(messages({ ...valid(), cancellationTiers: [{ minDaysBefore: 14, percent: 50 }] })).toContain(
      tiers,
    );
    expect(messages({ ...valid(), cancellationTiers: [] })).toContain(tiers);
  });

  it('refuses an in-person offer without a location, and sessions out of order', () => {
    expect(messages({ ...valid(), delivery: 'in_person' })).toContain(vm('engagements.locationRequired'));
    expect(
      messages({
        ...valid(),
        sessions: [
          { date: '2027-06-02', start: '09:00', end: '17:00' },
          { date: '2027-06-01', start: '09:00', end: '17:00' },
        ],
      }),
    ).toContain(vm('engagements.sessionOrder'));
  });
});
