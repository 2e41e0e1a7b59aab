/**
 * Long on purpose: every write and read of a company's own jobs (create, update, the status transitions,
 * extension, duplication) beside the columns and conditions they share; the public board is job-board.repo.ts.
 */
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { SESSION_FIELDS, type BudgetInput } from '../../shared/facilitation';
import { HOLDING_STATUSES } from '../../shared/engagement-options';
import type { ContentLanguage } from '../../shared/facilitation-options';
import type { JobStatus, PostJobInput, UpdateJobInput } from '../../shared/jobs';
import { oncePerDatabase, type DbOrTx } from '../db/client';
import { pageOffset } from '../db/paging';
import { companies, jobs, user } from '../db/schema';
import { mailContactColumns } from '../users/users.repo';
import { budgetColumns } from './job-budget';

export type JobRow = typeof jobs.$inferSelect;

/** The columns of a job card (JobSummary): every list of jobs selects these, and `toSummary` maps them. */
export const summaryColumns = {
  id: jobs.id,
  title: jobs.title,
  contentLanguage: jobs.contentLanguage,
  companyId: jobs.companyId,
  companyName: jobs.companyName,
  location: jobs.location,
  budgetNote: jobs.budgetNote,
  remote: jobs.remote,
  experience: jobs.experience,
  employmentType: jobs.employmentType,
  focusAreas: jobs.focusAreas,
  status: jobs.status,
  postedAt: jobs.postedAt,
  applicationDeadline: jobs.applicationDeadline,
  sessionFormat: jobs.sessionFormat,
  sessionDates: jobs.sessionDates,
  sessionDatesFlexible: jobs.sessionDatesFlexible,
  groupSize: jobs.groupSize,
  sessionLanguages: jobs.sessionLanguages,
  budgetType: jobs.budgetType,
  budgetMin: jobs.budgetMin,
  budgetMax: jobs.budgetMax,
  budgetCurrency: jobs.budgetCurrency,
  // Not shown in lists; a feed's Last-Modified follows edits too.
  updatedAt: jobs.updatedAt,
};

/**
 * The company's logo beside a job card's columns, read through one left join on the company's primary key
 * (`leftJoin(companies, eq(companies.id, jobs.companyId))`): null without a logo or a company.
 */
export const companyLogoColumn = { companyLogoPath: companies.logoPath };

/** Every column but those the database derives for search and order (the search vector, the place, the order keys). */
const jobColumns = {
  ...summaryColumns,
  seedKey: jobs.seedKey,
  description: jobs.description,
  requirements: jobs.requirements,
  responsibilities: jobs.responsibilities,
  sessionTimeZone: jobs.sessionTimeZone,
  durationValue: jobs.durationValue,
  durationUnit: jobs.durationUnit,
  designDays: jobs.designDays,
  deliveryDays: jobs.deliveryDays,
  deliverables: jobs.deliverables,
  roles: jobs.roles,
  methods: jobs.methods,
  positions: jobs.positions,
  closedAt: jobs.closedAt,
  expiresAt: jobs.expiresAt,
  expiryRemindedAt: jobs.expiryRemindedAt,
  extendedAt: jobs.extendedAt,
  submittedAt: jobs.submittedAt,
  approvedAt: jobs.approvedAt,
  rejectionReason: jobs.rejectionReason,
  hiddenAt: jobs.hiddenAt,
  ownerId: jobs.ownerId,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
};
export type Job = Omit<
  JobRow,
  'search' | 'placeLat' | 'placeLng' | 'placeCountry' | 'sessionStart' | 'budgetEur'
>;
export type JobSummaryRow = { [K in keyof typeof summaryColumns]: Job[K] };
/** A job card's row: the summary columns and its company's logo path (`companyLogoColumn`). */
export type JobCardRow = JobSummaryRow & { companyLogoPath: string | null };

/** The condition "job `id` of company `companyId`": another company's job never matches. */
export const companyJob = (companyId: string, id: string) =>
  and(eq(jobs.id, id), eq(jobs.companyId, companyId));

/**
 * How many engagements hold one of the job's positions (confirmed, delivered or completed), counted through
 * engagements_job_idx: a correlated subquery beside the job's own row, so a job page or a company's job list
 * pays no extra round trip for it. Drizzle writes columns unqualified inside sql``, so the correlation is
 * spelled out.
 */
export const filledPositionsColumn = sql<number>`(
  select count(*)::int from engagements e
  where e.job_id = "jobs"."id" and e.status in (${sql.raw(HOLDING_STATUSES.map((status) => `'${status}'`).join(', '))})
)`;

/** Whether as many engagements hold a position of the job as it has positions (docs/decisions/041). */
export async function isJobFilled(tx: DbOrTx, jobId: string) {
  const [row] = await tx
    .select({ positions: jobs.positions, filled: filledPositionsColumn })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row !== undefined && Number(row.filled) >= row.positions;
}

/** A job of this company (any status); undefined for another company's job. */
export async function findCompanyJob(db: DbOrTx, companyId: string, jobId: string) {
  const [row] = await db
    .select({ id: jobs.id, title: jobs.title, status: jobs.status })
    .from(jobs)
    .where(companyJob(companyId, jobId));
  return row;
}

/**
 * A job with its status and deadline and the owning company's account address (for mail), or undefined;
 * applying to a job and reviewing one both start here.
 */
export async function findJobWithOwnerEmail(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      applicationDeadline: jobs.applicationDeadline,
      companyId: jobs.companyId,
      owner: mailContactColumns,
    })
    .from(jobs)
    .leftJoin(user, eq(user.id, jobs.companyId))
    .where(eq(jobs.id, id));
  return row;
}

/** Inserts a job in `status` (the posting form's choice, after moderation decided where a publication goes). */
export async function insertJob(
  db: DbOrTx,
  /** The organisation, and the member who becomes the job's owner. */
  { companyId, ownerId }: { companyId: string; ownerId: string },
  input: Omit<PostJobInput, 'status'> & { contentLanguage: ContentLanguage },
  status: JobStatus,
  now: Date,
  expiresAt: Date | null = null,
): Promise<Job> {
  const [row] = await db
    .insert(jobs)
    .values({
      companyId,
      ownerId,
      title: input.title,
      // The profile's name; the jobs_company_name trigger keeps it so (and follows renames).
      companyName: sql`(select ${companies.name} from ${companies} where ${companies.id} = ${companyId})`,
      location: input.location,
      budgetNote: input.budgetNote ?? null,
      remote: input.remote,
      experience: input.experience,
      employmentType: input.employmentType,
      description: input.description,
      requirements: input.requirements,
      responsibilities: input.responsibilities ?? '',
      contentLanguage: input.contentLanguage,
      focusAreas: input.focusAreas,
      applicationDeadline: input.applicationDeadline ?? null,
      positions: input.positions,
      ...sessionValues(input),
      status,
      postedAt: status === 'published' ? now : null,
      approvedAt: status === 'published' ? now : null,
      submittedAt: status === 'published' || status === 'pending_review' ? now : null,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning(jobColumns);
  return row!;
}

export async function findJob(db: DbOrTx, id: string): Promise<Job | undefined> {
  const [row] = await db.select(jobColumns).from(jobs).where(eq(jobs.id, id));
  return row;
}

const jobWithCompanyQuery = oncePerDatabase((db: DbOrTx) =>
  db
    .select({
      job: jobColumns,
      filledPositions: filledPositionsColumn,
      company: {
        id: companies.id,
        name: companies.name,
        description: companies.description,
        contentLanguage: companies.contentLanguage,
        website: companies.website,
        logoPath: companies.logoPath,
        reviewCount: companies.reviewCount,
        ratingAverage: companies.ratingAverage,
        completedEngagements: companies.completedEngagements,
        facilitatorsEngaged: companies.facilitatorsEngaged,
        facilitatorsRebooked: companies.facilitatorsRebooked,
      },
    })
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, sql.placeholder('id')))
    .prepare('find_job_with_company'),
);

/**
 * A job with its company's public profile ("About the company"). The job page
 * is the hottest read: its SQL is built once per database handle and runs as a
 * named prepared statement, which PostgreSQL parses once per connection.
 */
export async function findJobWithCompany(db: DbOrTx, id: string) {
  const [row] = await jobWithCompanyQuery(db).execute({ id });
  return row;
}

/** Applies an edit to the owner's job; undefined when the job is not this company's. */
export async function updateJob(
  db: DbOrTx,
  id: string,
  companyId: string,
  input: ReturnType<typeof toUpdateValues>,
  now: Date,
): Promise<Job | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ ...input, updatedAt: now })
    .where(companyJob(companyId, id))
    .returning(jobColumns);
  return row;
}

/**
 * The job's approval no longer covers its text (an edit under MODERATION=all): a job on the site (or held
 * by its company's suspension) goes back into review, off every public list, at the queue's end; any other
 * keeps its status but needs an admin's approval to come back (reopen, relist and resubmit go to review).
 */
export async function withdrawApproval(tx: DbOrTx, id: string, now: Date) {
  const onSite = sql`${jobs.status} in ('published', 'suspended')`;
  await tx
    .update(jobs)
    .set({
      approvedAt: null,
      status: sql`case when ${onSite} then 'pending_review' else ${jobs.status} end`,
      submittedAt: sql`case when ${onSite} then ${now}::timestamptz else ${jobs.submittedAt} end`,
      expiresAt: sql`case when ${onSite} then null else ${jobs.expiresAt} end`,
      updatedAt: now,
    })
    .where(eq(jobs.id, id));
}

/**
 * The company deleted its account: its jobs are closed, their page is gone (`isGoneForVisitors`: no
 * company) and what they said is emptied, since it may name the company's people. The title, location
 * and 'Former company' stay: an applicant's own list of applications still names the job by them.
 */
export async function anonymiseCompanyJobs(tx: DbOrTx, companyId: string, now: Date) {
  await tx
    .update(jobs)
    .set({
      // A job that was never approved (in review, rejected) stays out of sight: closed, it would be public.
      status: sql`case when ${jobs.status} in ('pending_review', 'rejected') then ${jobs.status} else 'closed' end`,
      closedAt: sql`coalesce(${jobs.closedAt}, ${now}::timestamptz)`,
      companyId: null,
      companyName: 'Former company',
      budgetNote: null,
      description: '',
      requirements: '',
      responsibilities: '',
      updatedAt: now,
    })
    .where(eq(jobs.companyId, companyId));
}

/** Maps the API's field names onto columns, leaving out what the request did not send. */
export function toUpdateValues(input: { [K in keyof UpdateJobInput]?: unknown } & Record<string, unknown>) {
  const values: Partial<typeof jobs.$inferInsert> = {};
  const set = <K extends keyof typeof jobs.$inferInsert>(key: K, value: unknown) => {
    if (value !== undefined) values[key] = value as (typeof jobs.$inferInsert)[K];
  };
  set('title', input.title);
  set('location', input.location);
  set('budgetNote', input.budgetNote);
  set('remote', input.remote);
  set('experience', input.experience);
  set('employmentType', input.employmentType);
  set('description', input.description);
  set('requirements', input.requirements);
  set('responsibilities', input.responsibilities === null ? '' : input.responsibilities);
  set('contentLanguage', input.contentLanguage);
  set('focusAreas', input.focusAreas);
  set('applicationDeadline', input.applicationDeadline);
  set('positions', input.positions);
  for (const key of SESSION_FIELDS) set(key, input[key]);
  if (input.budget !== undefined) Object.assign(values, budgetColumns(input.budget as BudgetInput | null));
  return values;
}

function sessionValues(input: Omit<PostJobInput, 'status'>) {
  const values: Partial<typeof jobs.$inferInsert> = budgetColumns(input.budget);
  for (const key of SESSION_FIELDS) (values as Record<string, unknown>)[key] = input[key];
  return values;
}

/**
 * Moves the owner's job from one status to the next in a single conditional
 * UPDATE, so that two concurrent clicks cannot both succeed. Undefined when
 * the job is not this company's or not in the `from` status. `extra` holds
 * further columns the transition sets (a publication's expiry, a relist's dates).
 */
export async function transitionJob(
  db: DbOrTx,
  id: string,
  companyId: string,
  from: JobStatus,
  to: JobStatus,
  now: Date,
  extra: PgUpdateSetSource<typeof jobs> = {},
): Promise<Job | undefined> {
  const changes: PgUpdateSetSource<typeof jobs> = { status: to, updatedAt: now };
  if (to === 'published') {
    // First publication sets the posting date; a reopened job keeps its original one. Published without
    // review (moderation off, or the company is trusted), it counts as approved.
    changes.postedAt = sql`coalesce(${jobs.postedAt}, ${now})`;
    changes.approvedAt = sql`coalesce(${jobs.approvedAt}, ${now})`;
    changes.closedAt = null;
    changes.rejectionReason = null;
  }
  if (to === 'pending_review') {
    // Waits for an admin, oldest submission first; a former rejection's reason goes with the resubmission.
    changes.submittedAt = now;
    changes.rejectionReason = null;
  }
  if (to === 'closed') changes.closedAt = now;
  const [row] = await db
    .update(jobs)
    .set({ ...changes, ...extra })
    .where(and(companyJob(companyId, id), eq(jobs.status, from)))
    .returning(jobColumns);
  return row;
}

/**
 * A company's own postings, newest first, and their count: named prepared statements, built once per database
 * handle (building the page's SQL, with its two subqueries, per request cost about as much as running it).
 * Each listed job's kept counts per status (job_application_counts, a few rows a job) are added up, instead
 * of visiting every application of the job; the page itself is read in order from jobs_company_idx and
 * stops at its rows. Drizzle writes columns unqualified inside sql``, so the correlation is spelled out.
 */
const companyJobsStatements = oncePerDatabase((db: DbOrTx) => {
  const applicationCount = sql<number>`(
    select coalesce(sum(c.applications), 0)::int from job_application_counts c
    where c.job_id = "jobs"."id" and c.status <> 'withdrawn'
  )`;
  const ownJob = eq(jobs.companyId, sql.placeholder('companyId'));
  return {
    page: db
      .select({
        ...summaryColumns,
        createdAt: jobs.createdAt,
        updatedAt: jobs.updatedAt,
        closedAt: jobs.closedAt,
        rejectionReason: jobs.rejectionReason,
        hiddenAt: jobs.hiddenAt,
        expiresAt: jobs.expiresAt,
        extendedAt: jobs.extendedAt,
        positions: jobs.positions,
        applicationCount,
        filledPositions: filledPositionsColumn,
        ...companyLogoColumn,
      })
      .from(jobs)
      .leftJoin(companies, eq(companies.id, jobs.companyId))
      .where(ownJob)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('company_jobs_page'),
    count: db.select({ total: count() }).from(jobs).where(ownJob).prepare('company_jobs_count'),
  };
});

/** A company's own postings of every status, newest first, with the number of (not withdrawn) applications. */
export async function listCompanyJobs(db: DbOrTx, companyId: string, page: number, pageSize: number) {
  const statements = companyJobsStatements(db);
  const [rows, [totalRow]] = await Promise.all([
    statements.page.execute({ companyId, limit: pageSize, offset: pageOffset(page, pageSize) }),
    statements.count.execute({ companyId }),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** Whether any job of the company was ever approved (or published while moderation was off). */
export async function companyHasApprovedJob(db: DbOrTx, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), isNotNull(jobs.approvedAt)))
    .limit(1);
  return row !== undefined;
}
