import type { CompanyDashboard, FacilitatorDashboard } from '../../shared/applications';
import type { Db } from '../db/client';
import { profileCompleteness } from '../profiles/profile-completeness';
import { utcDay } from '../profiles/days';
import { readDashboardEngagements } from './dashboard-engagements.repo';
import { readCompanyDashboard, readFacilitatorDashboard } from './dashboards.repo';

/** A company's dashboard: its open jobs, its applications in numbers, the latest of them, its engagements. */
export async function companyDashboard(db: Db, companyId: string, now: Date): Promise<CompanyDashboard> {
  const [dashboard, engagements] = await Promise.all([
    readCompanyDashboard(db, companyId),
    readDashboardEngagements(db, { organisationId: companyId }, utcDay(now), now),
  ]);
  return { ...dashboard, engagements };
}

/**
 * A facilitator's dashboard: their applications, jobs to apply to, how complete their profile is, and
 * their engagements.
 */
export async function facilitatorDashboard(
  db: Db,
  facilitatorId: string,
  now: Date,
): Promise<FacilitatorDashboard> {
  const [{ profile, ...dashboard }, engagements] = await Promise.all([
    readFacilitatorDashboard(db, facilitatorId, now),
    readDashboardEngagements(db, { facilitatorId }, utcDay(now), now),
  ]);
  return { ...dashboard, profileCompleteness: profileCompleteness(profile), engagements };
}
