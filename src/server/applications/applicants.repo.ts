/**
 * The company's side of the applications: its job's applicants, one application of its jobs, and the review
 * status it sets. The facilitator's side is in applications.repo.ts.
 */
import { and, desc, eq, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { APPLICATION_STATUSES, type ApplicationStatus, type ReviewStatus } from '../../shared/applications';
import { applicationFilesColumn } from '../attachments/attachments.repo';
import { oncePerDatabase, type Db, type DbOrTx, type Tx } from '../db/client';
import { pageOffset } from '../db/paging';
import {
  applicantNotes,
  applicantRatings,
  applications,
  facilitators,
  jobApplicationCounts,
  jobs,
  user,
} from '../db/schema';
import { declineCardColumn, toDeclineCardRow } from '../declines/declines.repo';
import { facilitatorRateColumns } from '../profiles/facilitator-profiles.repo';
import { uploadUrl } from '../storage/files';
import {
  applicationSummaryColumns,
  applicationWithJobColumns,
  fullName,
  toApplicationSummary,
} from './applications.repo';

/**
 * The team's summary of each listed application, computed in the list's own query: how many members rated
 * it, their mean score, and how many notes they wrote (the organisation's only).
 */
const teamSummaryColumns = (organisationId: Placeholder) => ({
  ratingCount: sql<number>`(select count(*)::int from ${applicantRatings} where ${applicantRatings.applicationId} = ${applications.id} and ${applicantRatings.organisationId} = ${organisationId})`,
  ratingAverage: sql<
    number | null
  >`(select avg(${applicantRatings.score})::float8 from ${applicantRatings} where ${applicantRatings.applicationId} = ${applications.id} and ${applicantRatings.organisationId} = ${organisationId})`,
  noteCount: sql<number>`(select count(*)::int from ${applicantNotes} where ${applicantNotes.applicationId} = ${applications.id} and ${applicantNotes.organisationId} = ${organisationId})`,
});

/**
 * A job's applicants page, newest first, of one status or of all but the withdrawn, and the job's counts per
 * status: named prepared statements, built once per database handle (the page's SQL, with its subqueries,
 * cost more to build per request than PostgreSQL takes to run it).
 */
const applicantStatements = oncePerDatabase((db: Db) => {
  const organisationId = sql.placeholder('organisationId');
  const page = (where: SQL | undefined, name: string) =>
    db
      .select({
        ...applicationSummaryColumns,
        coverLetter: applications.coverLetter,
        portfolioLinks: applications.portfolioLinks,
        availability: applications.availability,
        facilitatorId: facilitators.id,
        firstName: facilitators.firstName,
        lastName: facilitators.lastName,
        headline: facilitators.headline,
        contentLanguage: facilitators.contentLanguage,
        location: facilitators.location,
        avatarPath: facilitators.avatarPath,
        yearsExperience: facilitators.yearsExperience,
        languages: facilitators.languages,
        ...facilitatorRateColumns,
        verifiedCredentials: facilitators.verifiedCredentials,
        ...teamSummaryColumns(organisationId),
        files: applicationFilesColumn,
        decline: declineCardColumn(organisationId),
      })
      .from(applications)
      .leftJoin(facilitators, eq(facilitators.id, applications.facilitatorId))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  const ofJob = eq(applications.jobId, sql.placeholder('jobId'));
  return {
    all: page(and(ofJob, ne(applications.status, 'withdrawn')), 'applicants_page'),
    ofStatus: page(
      and(ofJob, eq(applications.status, sql.placeholder('status'))),
      'applicants_page_of_status',
    ),
    // The job's kept counts per status: a row or so per status, instead of every application's index entry.
    counts: db
      .select({ status: jobApplicationCounts.status, n: jobApplicationCounts.applications })
      .from(jobApplicationCounts)
      .where(eq(jobApplicationCounts.jobId, sql.placeholder('jobId')))
      .prepare('applicant_counts'),
  };
});

export async function listApplicants(
  db: Db,
  organisationId: string,
  jobId: string,
  status: ApplicationStatus | undefined,
  page: number,
  pageSize: number,
) {
  const statements = applicantStatements(db);
  const window = { organisationId, jobId, limit: pageSize, offset: pageOffset(page, pageSize) };
  // The total of the listed status (or of all but the withdrawn) is read off the counts per status, which the
  // tabs show anyway: one statement fewer than counting the page's rows again.
  const [rows, perStatus] = await Promise.all([
    status ? statements.ofStatus.execute({ ...window, status }) : statements.all.execute(window),
    statements.counts.execute({ jobId }),
  ]);
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const { status: s, n } of perStatus) counts[s] = n;
  const total = status ? counts[status] : perStatus.reduce((sum, row) => sum + row.n, 0) - counts.withdrawn;
  const items = rows.map((r) => ({
    ...toApplicationSummary(r),
    coverLetter: r.coverLetter,
    portfolioLinks: r.portfolioLinks,
    availability: r.availability,
    team: { count: r.ratingCount, average: r.ratingAverage, notes: r.noteCount },
    facilitator: r.facilitatorId
      ? {
          id: r.facilitatorId,
          name: fullName({ firstName: r.firstName!, lastName: r.lastName! }),
          headline: r.headline ?? '',
          contentLanguage: r.contentLanguage ?? 'en',
          location: r.location ?? '',
          avatarUrl: uploadUrl(r.avatarPath),
          yearsExperience: r.yearsExperience,
          languages: r.languages ?? [],
          rateCurrency: r.rateCurrency,
          dayRateMin: r.dayRateMin,
          dayRateMax: r.dayRateMax,
          hourlyRateMin: r.hourlyRateMin,
          hourlyRateMax: r.hourlyRateMax,
          verifiedCredentials: r.verifiedCredentials ?? 0,
        }
      : null,
    files: r.files,
    decline: toDeclineCardRow(r.decline),
  }));
  return { items, total, counts };
}

/** An application to one of this company's jobs, with the facilitator's contact; undefined for any other. */
export async function findApplicationForCompany(tx: DbOrTx, companyId: string, id: string) {
  const [row] = await tx
    .select({
      ...applicationWithJobColumns,
      facilitatorId: applications.facilitatorId,
      facilitatorFirstName: facilitators.firstName,
      facilitatorLastName: facilitators.lastName,
      facilitatorEmail: user.email,
      facilitatorLocale: user.locale,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(facilitators, eq(facilitators.id, applications.facilitatorId))
    .leftJoin(user, eq(user.id, applications.facilitatorId))
    .where(and(eq(applications.id, id), eq(jobs.companyId, companyId)));
  return row;
}

/**
 * Moves an application to a review status unless it was withdrawn meanwhile; undefined then. A real move
 * records when and by which member.
 */
export async function setApplicationStatus(
  tx: Tx,
  id: string,
  status: ReviewStatus,
  changed: boolean,
  now: Date,
  memberId: string,
) {
  const [row] = await tx
    .update(applications)
    .set({
      status,
      updatedAt: now,
      ...(changed ? { statusChangedAt: now, statusChangedBy: memberId } : {}),
    })
    .where(and(eq(applications.id, id), ne(applications.status, 'withdrawn')))
    .returning();
  return row;
}
