import type { CompanyDashboard, FacilitatorDashboard } from '../../shared/applications';
import type { Db } from '../db/client';
import { profileCompleteness } from '../profiles/profile-completeness';
import { utcDay } from '../profiles/days';
import { readDashboardEngagements } from './dashboard-engagements.repo';
import { recommendJobs } from '../matching/matching.service';
import { findDashboardProfile, readCompanyDashboard, readFacilitatorApplications } from './dashboards.repo';

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
 * their engagements, all read at once: the recommendations are matched against the profile read beside
 * them, their candidates read at once too while the profile's match inputs are as last time (recommendJobs).
 */
export async function facilitatorDashboard(
  db: Db,
  facilitatorId: string,
  now: Date,
): Promise<FacilitatorDashboard> {
  const profileRead = findDashboardProfile(db, facilitatorId);
  const [profile, recommended, applications, engagements] = await Promise.all([
    profileRead,
    recommendJobs(db, facilitatorId, profileRead, now),
    readFacilitatorApplications(db, facilitatorId),
    readDashboardEngagements(db, { facilitatorId }, utcDay(now), now),
  ]);
  return {
    stats: applications.stats,
    recommendedJobs: recommended.jobs,
    recommendationsByFocusArea: recommended.personalised,
    recentStatusChanges: applications.recentStatusChanges,
    profileCompleteness: profileCompleteness(profile),
    engagements,
  };
}
