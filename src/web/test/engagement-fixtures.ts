import type { Engagement, EngagementSummary, OfferTerms, OfferVersion } from '../../shared/engagements';

export const ENGAGEMENT_ID = '7d4c2b1a-0f9e-4d8c-9b7a-6f5e4d3c2b1a';
export const CONVERSATION_ID = '3c2b1a0f-9e8d-4c7b-8a69-5f4e3d2c1b0a';

/**
 * The agreed terms: two session days in Hamburg, three fee lines in euros (1.5 × €1,200.00, 1 × €900.00,
 * 1 × €120.50: net €2,820.50, VAT 19 % €535.90, total €3,356.40), the default tiers and two outcomes.
 */
export const agreedTerms = (overrides: Partial<OfferTerms> = {}): OfferTerms => ({
  sessions: [
    { date: '2027-03-10', start: '09:00', end: '17:00' },
    { date: '2027-03-11', start: '09:00', end: '13:00' },
  ],
  timeZone: 'Europe/Berlin',
  format: 'strategy-retreat',
  delivery: 'in_person',
  location: 'Hafenhotel, Hamburg',
  currency: 'EUR',
  lines: [
    { kind: 'facilitation_day', description: '', quantity: 1.5, unitPriceMinor: 120_000 },
    { kind: 'preparation_day', description: '', quantity: 1, unitPriceMinor: 90_000 },
    { kind: 'travel', description: 'Train Berlin–Hamburg', quantity: 1, unitPriceMinor: 12_050 },
  ],
  vat: { mode: 'rate', rateBp: 1900 },
  paymentTermsDays: 30,
  cancellationTiers: [
    { minDaysBefore: 42, percent: 0 },
    { minDaysBefore: 14, percent: 50 },
    { minDaysBefore: 0, percent: 100 },
  ],
  outcomes: [
    'A shared three-year strategy the board signs off',
    'Owners and dates for the first five initiatives',
  ],
  ...overrides,
});

const firstVersion: OfferVersion = {
  version: 1,
  authorSide: 'company',
  authorName: 'Olivia Owner',
  terms: agreedTerms({
    sessions: [{ date: '2027-03-10', start: '09:00', end: '17:00' }],
    lines: [
      { kind: 'facilitation_day', description: '', quantity: 1, unitPriceMinor: 120_000 },
      { kind: 'preparation_day', description: '', quantity: 1, unitPriceMinor: 90_000 },
    ],
  }),
  message: 'We would love to work with you on our retreat.',
  expiresAt: '2027-02-08T22:59:59.000Z',
  netTotalMinor: 210_000,
  createdAt: '2027-02-01T09:00:00.000Z',
};

const secondVersion: OfferVersion = {
  version: 2,
  authorSide: 'facilitator',
  authorName: 'Amara Okafor',
  terms: agreedTerms(),
  message: 'Two days work better for a strategy this size.',
  expiresAt: '2027-02-10T22:59:59.000Z',
  netTotalMinor: 282_050,
  createdAt: '2027-02-03T09:00:00.000Z',
};

/** A confirmed engagement as Acme Events' owner sees it (it may cancel or ask for help); `overrides` change any field. */
export const engagement = (overrides: Partial<Engagement> = {}): Engagement => ({
  id: ENGAGEMENT_ID,
  status: 'confirmed',
  viewerSide: 'company',
  turn: null,
  company: {
    id: '0b6c7e1a-2f3d-4c5b-8a9e-1d2c3b4a5f60',
    name: 'Acme Events',
    memberName: 'Olivia Owner',
    avatarUrl: null,
  },
  facilitator: {
    id: '5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b',
    name: 'Amara Okafor',
    memberName: null,
    avatarUrl: null,
  },
  job: { id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a', title: 'Strategy retreat for the leadership team' },
  applicationId: null,
  conversationId: CONVERSATION_ID,
  current: secondVersion,
  versions: [firstVersion, secondVersion],
  events: [
    {
      kind: 'offered',
      actorSide: 'company',
      actorName: 'Olivia Owner',
      detail: null,
      createdAt: '2027-02-01T09:00:00.000Z',
    },
    {
      kind: 'countered',
      actorSide: 'facilitator',
      actorName: 'Amara Okafor',
      detail: null,
      createdAt: '2027-02-03T09:00:00.000Z',
    },
    {
      kind: 'accepted',
      actorSide: 'company',
      actorName: 'Olivia Owner',
      detail: null,
      createdAt: '2027-02-04T09:00:00.000Z',
    },
  ],
  conflicts: [],
  cancellationQuote: { daysBefore: 20, percent: 50, feeMinor: 141_025 },
  cancellation: null,
  declineReason: null,
  deliveredAt: null,
  autoCompleteAt: null,
  completedAt: null,
  flagged: false,
  actions: ['cancel', 'flag'],
  ...overrides,
});

/** The same record while it is an offer awaiting the facilitator's answer, as the facilitator sees it. */
export const offerToFacilitator = (overrides: Partial<Engagement> = {}): Engagement =>
  engagement({
    status: 'offered',
    viewerSide: 'facilitator',
    turn: 'facilitator',
    current: { ...firstVersion },
    versions: [firstVersion],
    events: [engagement().events[0]!],
    cancellationQuote: null,
    actions: ['accept', 'decline', 'counter', 'flag'],
    ...overrides,
  });

/** A row of the Engagements list; `overrides` change any field. */
export const engagementSummary = (overrides: Partial<EngagementSummary> = {}): EngagementSummary => ({
  id: ENGAGEMENT_ID,
  status: 'confirmed',
  turn: null,
  counterpartName: 'Amara Okafor',
  jobTitle: 'Strategy retreat for the leadership team',
  firstDay: '2027-03-10',
  lastDay: '2027-03-11',
  sessionCount: 2,
  currency: 'EUR',
  netTotalMinor: 282_050,
  expiresAt: null,
  updatedAt: '2027-02-04T09:00:00.000Z',
  ...overrides,
});
