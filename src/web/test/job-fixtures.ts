import { emptySession } from '../../shared/facilitation';
import type { JobDetail, JobSummary } from '../../shared/jobs';

/** The session fields of a job summary that gives no session details (spread into a test's job). */
export const noSessionSummary = () =>
  ({
    sessionFormat: null,
    sessionDates: [],
    sessionDatesFlexible: false,
    groupSize: null,
    sessionLanguages: [],
    budget: null,
  }) satisfies Partial<JobSummary>;

/** The same for a job's detail. */
export const noSessionDetail = () => emptySession() satisfies Partial<JobDetail>;

/**
 * A published job of company-1 ("Acme Events"), posted at `at` (ISO 8601), as GET /api/jobs/:id answers
 * it to a visitor; `overrides` change any field.
 */
export const jobDetailAt = (at: string, overrides: Partial<JobDetail> = {}): JobDetail => ({
  id: '7d2f0c1a-3b4e-4c5d-8e9f-0a1b2c3d4e5f',
  title: 'Leadership offsite facilitator',
  companyId: 'company-1',
  companyName: 'Acme Events',
  location: 'Berlin, Germany',
  salary: null,
  remote: 'hybrid',
  experience: 'senior',
  employmentType: 'contract',
  focusAreas: ['strategic-planning'],
  status: 'published',
  postedAt: at,
  applicationDeadline: null,
  description: 'We are looking for an experienced facilitator to run a two-day strategy offsite.',
  requirements: '',
  responsibilities: '',
  createdAt: at,
  updatedAt: at,
  closedAt: null,
  company: { id: 'company-1', name: 'Acme Events', description: '', website: null, logoUrl: null },
  isOwner: false,
  isClosed: false,
  hiddenByAdmin: false,
  acceptingApplications: true,
  rejectionReason: null,
  expiresAt: null,
  canExtend: false,
  ...noSessionDetail(),
  ...overrides,
});
