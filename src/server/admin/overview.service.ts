import { OVERVIEW_DAYS, type AdminOverview } from '../../shared/admin';
import { JOB_STATUSES, type JobStatus } from '../../shared/job-options';
import { DAY_MS } from '../clock';
import type { Db } from '../db/client';
import { siteInsights } from '../insights/insights.service';
import { countOpenReports } from '../reports/reports.repo';
import { applicationsPerDay, jobsPostedPerDay, overviewCounts, signUpsPerDay } from './overview.repo';

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The OVERVIEW_DAYS UTC days that end with today on the app's clock. */
export function overviewRange(now: Date) {
  return { first: utcDay(new Date(now.getTime() - (OVERVIEW_DAYS - 1) * DAY_MS)), last: utcDay(now) };
}

/** The admin overview: totals, and the daily series of the last OVERVIEW_DAYS days. */
export async function adminOverview(db: Db, now: Date): Promise<AdminOverview> {
  const range = overviewRange(now);
  const [counts, openReports, signUps, jobsPosted, applications, insights] = await Promise.all([
    overviewCounts(db),
    countOpenReports(db),
    signUpsPerDay(db, range),
    jobsPostedPerDay(db, range),
    applicationsPerDay(db, range),
    siteInsights(db, now),
  ]);
  // Every status of the list, so that a status added later shows up (with 0) without more code.
  const byStatus = new Map(counts.jobsByStatus.map((row) => [row.status, row.count]));
  const jobsByStatus = Object.fromEntries(
    JOB_STATUSES.map((status) => [status, byStatus.get(status) ?? 0]),
  ) as Record<JobStatus, number>;
  return {
    totals: {
      companies: counts.companies,
      facilitators: counts.facilitators,
      jobs: counts.jobsByStatus.reduce((sum, row) => sum + row.count, 0),
      jobsByStatus,
      applications: counts.applications,
      openReports,
    },
    daily: signUps.map((day, i) => ({
      date: day.day,
      signUps: day.n,
      jobsPosted: jobsPosted[i]!.n,
      applications: applications[i]!.n,
    })),
    insights,
  };
}
