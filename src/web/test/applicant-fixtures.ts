import type { ApplicantItem } from '../../shared/applications';

/** An application to company-1's job from Amara Okafor, as its applicants list shows it; `overrides` change any field. */
export const applicantItem = (overrides: Partial<ApplicantItem> = {}): ApplicantItem => ({
  id: 'application-1',
  status: 'submitted',
  createdAt: '2026-03-02T10:00:00.000Z',
  statusChangedAt: '2026-03-02T10:00:00.000Z',
  attachments: [],
  coverLetter: 'I have facilitated more than forty leadership offsites across Europe.',
  portfolioLinks: ['https://portfolio.example/offsites'],
  availability: 'From March, Tuesdays to Thursdays',
  team: { count: 0, average: null, notes: 0 },
  decline: null,
  facilitator: {
    id: 'facilitator-1',
    name: 'Amara Okafor',
    headline: 'Strategy offsite facilitator',
    contentLanguage: 'en',
    location: 'Lisbon, Portugal',
    avatarUrl: null,
    yearsExperience: 9,
    languages: ['en', 'pt'],
    rateCurrency: 'EUR',
    dayRateMin: 800,
    dayRateMax: 1100,
    hourlyRateMin: 110,
    hourlyRateMax: null,
    verifiedCredentials: 2,
  },
  ...overrides,
});
