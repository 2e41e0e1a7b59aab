import { DEFAULT_CANCELLATION_TIERS, type Engagement, type OfferTerms } from '../../../shared/engagements';

/** A day this many days from the day the test runs ('YYYY-MM-DD'): offers are for days ahead. */
export const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** One facilitation day at 1,200.00 EUR plus 19 % VAT, the platform's tiers, two outcomes. */
export const offerTerms = (overrides: Partial<OfferTerms> = {}): OfferTerms => ({
  sessions: [{ date: daysAhead(30), start: '09:00', end: '17:00' }],
  timeZone: 'Europe/Berlin',
  format: 'workshop',
  delivery: 'in_person',
  location: 'Berlin',
  currency: 'EUR',
  lines: [{ kind: 'facilitation_day', description: '', quantity: 1, unitPriceMinor: 120_000 }],
  vat: { mode: 'rate', rateBp: 1900 },
  paymentTermsDays: 14,
  cancellationTiers: DEFAULT_CANCELLATION_TIERS.map((tier) => ({ ...tier })),
  outcomes: ['Agree the three priorities for next year', 'Name an owner for each priority'],
  ...overrides,
});

/** An offer the company sent (version 2 after one counter) that is now the facilitator's to answer. */
export const offeredEngagement = (overrides: Partial<Engagement> = {}): Engagement => {
  const current = {
    version: 2,
    authorSide: 'company' as const,
    authorName: 'Acme Events',
    terms: offerTerms(),
    message: '',
    expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    netTotalMinor: 120_000,
    createdAt: new Date().toISOString(),
  };
  return {
    id: '7b0e4c1e-4a8e-4d8e-9a57-1f0b2b7f2c11',
    status: 'offered',
    viewerSide: 'facilitator',
    turn: 'facilitator',
    company: {
      id: 'c0a80101-0000-4000-8000-000000000001',
      name: 'Acme Events',
      memberName: 'Sam Lee',
      avatarUrl: null,
    },
    facilitator: {
      id: 'c0a80101-0000-4000-8000-000000000002',
      name: 'Amara Okafor',
      memberName: null,
      avatarUrl: null,
    },
    job: null,
    applicationId: null,
    conversationId: null,
    current,
    versions: [{ ...current, version: 1 }, current],
    events: [],
    conflicts: [],
    cancellationQuote: null,
    cancellation: null,
    declineReason: null,
    deliveredAt: null,
    autoCompleteAt: null,
    completedAt: null,
    flagged: false,
    actions: ['accept', 'decline', 'counter'],
    ...overrides,
  };
};
