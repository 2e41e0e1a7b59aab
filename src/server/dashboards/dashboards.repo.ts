import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { CompanyDashboard, FacilitatorDashboard } from '../../shared/applications';
import { applicationSummaryColumns, fullName, toApplicationSummary } from '../applications/applications.repo';
import { oncePerDatabase, type Db } from '../db/client';
import { applications, facilitators, jobApplicationCounts, jobs } from '../db/schema';
import { publiclyVisibleWhere } from '../jobs/job-visibility';
import { facilitatorStatusColumn } from '../declines/declines.repo';

const iso = (date: Date) => date.toISOString();

const RECENT_ACTIVITY = 10;
const RECENT_STATUS_CHANGES = 5;

/**
 * The company dashboard's open jobs, its totals and its newest applications: named prepared statements, built
 * once per database handle (building the newest applications' nested subqueries per request cost more than
 * running them).
 */
const companyDashboardStatements = oncePerDatabase((db: Db) => {
  const ownJob = eq(jobs.companyId, sql.placeholder('companyId'));
  // The company's newest applications, read in order from applications_job_idx (only the index's date and id,
  // an index-only scan) and only then their rows and facilitators. The ten newest are all in the ten jobs
  // whose own newest application is newest (a job outside those has at most its newest after the ten jobs'
  // ten newest, so none of it is among the ten), so each job's newest one is read, then the ten newest of
  // only those ten jobs: a few hundred index entries where every job's ten newest were ten times more. The
  // cost follows the company's jobs, where a walk back through all applications by date would follow every
  // company's since this one's last.
  const lastOfJob = db
    .select({ id: applications.id, createdAt: applications.createdAt })
    .from(applications)
    .where(eq(applications.jobId, jobs.id))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(1)
    .as('last_of_job');
  const latestJobs = db
    .select({
      jobId: sql<string>`${jobs.id}`.as('latest_job_id'),
      jobTitle: sql<string>`${jobs.title}`.as('job_title'),
    })
    .from(jobs)
    .innerJoinLateral(lastOfJob, sql`true`)
    .where(ownJob)
    .orderBy(desc(lastOfJob.createdAt), desc(lastOfJob.id))
    .limit(RECENT_ACTIVITY)
    .as('latest_jobs');
  const newestOfJob = db
    .select({ id: applications.id, createdAt: applications.createdAt })
    .from(applications)
    .where(eq(applications.jobId, latestJobs.jobId))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(RECENT_ACTIVITY)
    .as('newest_of_job');
  const newest = db
    .select({ id: newestOfJob.id, createdAt: newestOfJob.createdAt, jobTitle: latestJobs.jobTitle })
    .from(latestJobs)
    .innerJoinLateral(newestOfJob, sql`true`)
    .orderBy(desc(newestOfJob.createdAt), desc(newestOfJob.id))
    .limit(RECENT_ACTIVITY)
    .as('newest');
  return {
    openJobs: db
      .select({ openJobs: count() })
      .from(jobs)
      .where(and(ownJob, publiclyVisibleWhere()))
      .prepare('company_dashboard_open_jobs'),
    // The totals add up the kept counts of each job and status (a few rows a job) instead of visiting every
    // application of all the company's jobs in applications_job_status_idx.
    totals: db
      .select({
        totalApplications:
          sql<number>`coalesce(sum(${jobApplicationCounts.applications}) filter (where ${jobApplicationCounts.status} <> 'withdrawn'), 0)`.mapWith(
            Number,
          ),
        newApplications:
          sql<number>`coalesce(sum(${jobApplicationCounts.applications}) filter (where ${jobApplicationCounts.status} = 'submitted'), 0)`.mapWith(
            Number,
          ),
      })
      .from(jobApplicationCounts)
      .innerJoin(jobs, eq(jobs.id, jobApplicationCounts.jobId))
      .where(ownJob)
      .prepare('company_dashboard_totals'),
    recent: db
      .select({
        ...applicationSummaryColumns,
        jobId: applications.jobId,
        jobTitle: newest.jobTitle,
        facilitatorId: facilitators.id,
        firstName: facilitators.firstName,
        lastName: facilitators.lastName,
      })
      .from(newest)
      .innerJoin(applications, eq(applications.id, newest.id))
      .leftJoin(facilitators, eq(facilitators.id, applications.facilitatorId))
      .orderBy(desc(newest.createdAt), desc(newest.id))
      .prepare('company_dashboard_recent_activity'),
  };
});

export async function readCompanyDashboard(
  db: Db,
  companyId: string,
): Promise<Omit<CompanyDashboard, 'engagements'>> {
  const statements = companyDashboardStatements(db);
  const [[{ openJobs }], [{ totalApplications, newApplications }], recent] = await Promise.all([
    statements.openJobs.execute({ companyId }),
    statements.totals.execute({ companyId }),
    statements.recent.execute({ companyId }),
  ]);
  return {
    stats: { openJobs, totalApplications, newApplications },
    recentActivity: recent.map((r) => ({
      ...toApplicationSummary(r),
      job: { id: r.jobId, title: r.jobTitle },
      facilitator: r.facilitatorId
        ? { id: r.facilitatorId, name: fullName({ firstName: r.firstName!, lastName: r.lastName! }) }
        : null,
    })),
  };
}

/**
 * The facilitator's dashboard reads of their own rows: named prepared statements, built once per database
 * handle (building a select's SQL per request cost more CPU than PostgreSQL takes to run these).
 */
const facilitatorDashboardStatements = oncePerDatabase((db: Db) => {
  const mine = eq(applications.facilitatorId, sql.placeholder('facilitatorId'));
  return {
    profile: db
      .select()
      .from(facilitators)
      .where(eq(facilitators.id, sql.placeholder('facilitatorId')))
      .prepare('dashboard_profile'),
    recent: db
      .select({
        id: applications.id,
        // While a decline's message waits, the facilitator still sees the status before it.
        status: facilitatorStatusColumn,
        statusChangedAt: applications.statusChangedAt,
        jobId: jobs.id,
        title: jobs.title,
        companyName: jobs.companyName,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(mine)
      .orderBy(desc(applications.statusChangedAt), desc(applications.id))
      .limit(RECENT_STATUS_CHANGES)
      .prepare('dashboard_recent_status_changes'),
    stats: db
      .select({
        activeApplications:
          sql<number>`count(*) filter (where ${facilitatorStatusColumn} in ('submitted', 'in_review', 'shortlisted'))`.mapWith(
            Number,
          ),
        shortlisted: sql<number>`count(*) filter (where ${facilitatorStatusColumn} = 'shortlisted')`.mapWith(
          Number,
        ),
        hired: sql<number>`count(*) filter (where ${applications.status} = 'hired')`.mapWith(Number),
      })
      .from(applications)
      .where(mine)
      .prepare('dashboard_application_stats'),
  };
});

/** The facilitator's profile row: what their recommendations and their profile's completeness are made of. */
export async function findDashboardProfile(
  db: Db,
  facilitatorId: string,
): Promise<typeof facilitators.$inferSelect | undefined> {
  const [profile] = await facilitatorDashboardStatements(db).profile.execute({ facilitatorId });
  return profile;
}

/** The facilitator's applications in numbers and their latest status changes. */
export async function readFacilitatorApplications(
  db: Db,
  facilitatorId: string,
): Promise<Pick<FacilitatorDashboard, 'stats' | 'recentStatusChanges'>> {
  const statements = facilitatorDashboardStatements(db);
  const [recent, [stats]] = await Promise.all([
    statements.recent.execute({ facilitatorId }),
    statements.stats.execute({ facilitatorId }),
  ]);
  return {
    stats: stats!,
    recentStatusChanges: recent.map((r) => ({
      id: r.id,
      status: r.status,
      statusChangedAt: iso(r.statusChangedAt),
      job: { id: r.jobId, title: r.title, companyName: r.companyName },
    })),
  };
}
