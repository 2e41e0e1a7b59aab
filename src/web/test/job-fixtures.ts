import { emptySession } from '../../shared/facilitation';
import type { JobDetail, JobListResponse, JobSummary } from '../../shared/jobs';
import { errorResponse, stubFetch, type ApiCall } from './fake-api';

/** The session fields of a job summary that gives no session details (spread into a test's job). */
const noSessionSummary = () =>
  ({
    sessionFormat: null,
    sessionDates: [],
    sessionDatesFlexible: false,
    groupSize: null,
    sessionLanguages: [],
    budget: null,
  }) satisfies Partial<JobSummary>;

/** A published job summary of company-1 ("Acme Events") in Berlin; `overrides` change any field. */
export const jobSummary = (overrides: Partial<JobSummary> = {}): JobSummary => ({
  id: '7d2f0c1a-3b4e-4c5d-8e9f-0a1b2c3d4e5f',
  title: 'Agile coach for a product team',
  contentLanguage: 'en',
  companyId: 'company-1',
  companyName: 'Acme Events',
  companyLogoUrl: null,
  location: 'Berlin, Germany',
  budgetNote: null,
  remote: 'yes',
  experience: 'senior',
  employmentType: 'contract',
  focusAreas: [],
  status: 'published',
  postedAt: '2027-01-10T09:00:00.000Z',
  applicationDeadline: null,
  ...noSessionSummary(),
  ...overrides,
});

/** The same for a job's detail. */
export const noSessionDetail = () => emptySession() satisfies Partial<JobDetail>;

/**
 * A published job of company-1 ("Acme Events"), posted at `at` (ISO 8601), as GET /api/jobs/:id answers
 * it to a visitor; `overrides` change any field.
 */
export const jobDetailAt = (at: string, overrides: Partial<JobDetail> = {}): JobDetail => ({
  ...jobSummary({
    title: 'Leadership offsite facilitator',
    remote: 'hybrid',
    focusAreas: ['strategic-planning'],
    postedAt: at,
  }),
  description: 'We are looking for an experienced facilitator to run a two-day strategy offsite.',
  requirements: '',
  responsibilities: '',
  createdAt: at,
  updatedAt: at,
  closedAt: null,
  company: {
    id: 'company-1',
    name: 'Acme Events',
    description: '',
    contentLanguage: 'en',
    website: null,
    logoUrl: null,
  },
  reputation: { averageRating: null, reviewCount: 0, completedEngagements: 0, rebook: null },
  isOwner: false,
  isClosed: false,
  hiddenByAdmin: false,
  acceptingApplications: true,
  rejectionReason: null,
  expiresAt: null,
  canExtend: false,
  positions: 1,
  filledPositions: 0,
  allPositionsFilled: false,
  ...noSessionDetail(),
  ...overrides,
});

/** A /jobs list without a job, as GET /api/jobs answers it (24 to a page). */
export const emptyJobList = (): JobListResponse => ({
  items: [],
  page: 1,
  pageSize: 24,
  total: 0,
  totalPages: 0,
  totalIsExact: true,
});

/**
 * The API the /jobs page reads, for a visitor: the list (`list`, empty unless given) and the exchange rates
 * its budget filter converts with. Returns the calls made.
 */
export const stubJobBoardApi = (list: () => Response = () => Response.json(emptyJobList())): ApiCall[] =>
  stubFetch(({ url }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(null);
    if (pathname === '/api/jobs') return list();
    if (pathname === '/api/exchange-rates')
      return Response.json({ base: 'EUR', asOf: '2026-11-02', rates: { EUR: 1, USD: 1.08 } });
    return errorResponse(404, 'NOT_FOUND', `No fake for ${pathname}`);
  });
