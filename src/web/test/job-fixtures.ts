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
