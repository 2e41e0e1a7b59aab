import type { FacilitatorPublicProfile, FacilitatorSummary } from '../../shared/profiles';

/** A directory entry with none of the optional facts filled in; tests override what they look at. */
export const facilitatorSummary = (overrides: Partial<FacilitatorSummary> = {}): FacilitatorSummary => ({
  id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  firstName: 'Amara',
  lastName: 'Okafor',
  headline: 'Strategy offsite facilitator',
  contentLanguage: 'en',
  location: 'Lisbon, Portugal',
  yearsExperience: 12,
  focusAreas: [],
  avatarUrl: null,
  availability: { status: 'available', availableFrom: null },
  languages: [],
  methods: [],
  rateCurrency: null,
  dayRateMin: null,
  dayRateMax: null,
  hourlyRateMin: null,
  hourlyRateMax: null,
  verifiedCredentials: 0,
  rating: { averageRating: null, reviewCount: 0 },
  ...overrides,
});

/**
 * A directory entry with every fact a card shows: twelve years of experience, available from 1 March 2027,
 * German and English, strategic planning, LEGO Serious Play, €900–€1,200 a day and one verified credential.
 */
export const fullFacilitatorSummary = (overrides: Partial<FacilitatorSummary> = {}): FacilitatorSummary =>
  facilitatorSummary({
    yearsExperience: 12,
    availability: { status: 'available-from', availableFrom: '2027-03-01' },
    languages: ['de', 'en'],
    focusAreas: ['strategic-planning'],
    methods: ['lego-serious-play'],
    rateCurrency: 'EUR',
    dayRateMin: 900,
    dayRateMax: 1200,
    verifiedCredentials: 1,
    ...overrides,
  });

/** A public profile (also the own profile's shape) built on `facilitatorSummary`. */
export const facilitatorProfile = (
  overrides: Partial<FacilitatorPublicProfile> = {},
): FacilitatorPublicProfile => ({
  ...facilitatorSummary(),
  listingMissing: [],
  bio: 'I design and run strategy offsites.',
  rateNote: null,
  cancellationTiers: null,
  education: [],
  pastClients: [],
  testimonials: [],
  references: [],
  virtualTools: [],
  travel: null,
  travelRadiusKm: null,
  sessionFormats: [],
  groupSizes: [],
  credentials: [],
  unavailableDates: [],
  reputation: {
    averageRating: null,
    reviewCount: 0,
    completedEngagements: 0,
    repeatClients: 0,
    outcomesMet: null,
    outcomesHeld: null,
    topRated: false,
  },
  responseMinutes: null,
  ...overrides,
});
