import type { PublicReview, ReviewState } from '../../shared/reviews';

export const REVIEW_ENGAGEMENT_ID = '0b8f4f4e-6a4e-4f8e-9d61-3c1a0f5c7e21';
export const REVIEW_ID = '5d7f1c2a-9b3e-4c1d-8e2f-6a7b8c9d0e1f';

/** A review of a facilitator as a profile shows it. */
export const publicReview = (overrides: Partial<PublicReview> = {}): PublicReview => ({
  id: REVIEW_ID,
  subject: 'facilitator',
  rating: 5,
  criteria: { preparation: 5, facilitation: 5, communication: 4, outcomes: 5 },
  outcomes: [{ outcome: 'A shared roadmap for 2027', met: 'yes' }],
  wouldHireAgain: true,
  text: 'Clear preparation, a calm room and a roadmap everyone signed up to.',
  authorName: 'Acme GmbH',
  jobTitle: 'Strategy retreat',
  publishedAt: '2026-12-01T10:00:00.000Z',
  hidden: false,
  reply: null,
  canReply: false,
  ...overrides,
});

/** Where a company stands with its review of a completed engagement's facilitator: free to write. */
export const reviewState = (overrides: Partial<ReviewState> = {}): ReviewState => ({
  engagementId: REVIEW_ENGAGEMENT_ID,
  subject: 'facilitator',
  counterpartName: 'Jane Doe',
  outcomes: ['A shared roadmap for 2027'],
  canWrite: true,
  reason: null,
  windowClosesAt: '2026-12-10T12:00:00.000Z',
  mine: null,
  theirs: null,
  otherSubmitted: false,
  published: false,
  ...overrides,
});
