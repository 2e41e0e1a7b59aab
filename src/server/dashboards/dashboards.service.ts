import type { CompanyDashboard, FacilitatorDashboard } from '../../shared/applications';
import type { Db } from '../db/client';
import { profileCompleteness } from '../profiles/profile-completeness';
import { readCompanyDashboard, readFacilitatorDashboard } from './dashboards.repo';

/** A company's dashboard: its open jobs, its applications in numbers, the latest of them. */
export const companyDashboard = (db: Db, companyId: string): Promise<CompanyDashboard> =>
  readCompanyDashboard(db, companyId);

/** A facilitator's dashboard: their applications, jobs to apply to, and how complete their profile is. */
export async function facilitatorDashboard(
  db: Db,
  facilitatorId: string,
  now: Date,
): Promise<FacilitatorDashboard> {
  const { profile, ...dashboard } = await readFacilitatorDashboard(db, facilitatorId, now);
  return { ...dashboard, profileCompleteness: profileCompleteness(profile) };
}
