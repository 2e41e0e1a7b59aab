import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { JobListParams, JobStatus, PostJobInput, UpdateJobInput } from '../../shared/jobs';
import type { DbOrTx } from '../db/client';
import { companies, jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;

/** Every column but the generated search vector. */
const jobColumns = {
  id: jobs.id,
  companyId: jobs.companyId,
  seedKey: jobs.seedKey,
  title: jobs.title,
  companyName: jobs.companyName,
  location: jobs.location,
  salary: jobs.salary,
  remote: jobs.remote,
  experience: jobs.experience,
  employmentType: jobs.employmentType,
  description: jobs.description,
  requirements: jobs.requirements,
  responsibilities: jobs.responsibilities,
  focusAreas: jobs.focusAreas,
  applicationDeadline: jobs.applicationDeadline,
  status: jobs.status,
  postedAt: jobs.postedAt,
  closedAt: jobs.closedAt,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
};
export type Job = Omit<JobRow, 'search'>;

export async function insertJob(db: DbOrTx, companyId: string, input: PostJobInput): Promise<Job> {
  const now = new Date();
  const [row] = await db
    .insert(jobs)
    .values({
      companyId,
      title: input.title,
      companyName: input.company,
      location: input.location,
      salary: input.salary ?? null,
      remote: input.remote,
      experience: input.experience,
      employmentType: input.employmentType,
      description: input.description,
      requirements: input.requirements,
      responsibilities: input.responsibilities ?? '',
      focusAreas: input.focusAreas,
      applicationDeadline: input.applicationDeadline ?? null,
      status: input.status,
      postedAt: input.status === 'published' ? now : null,
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

/** A job with its company's public profile ("About the company"). */
export async function findJobWithCompany(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      job: jobColumns,
      company: {
        id: companies.id,
        name: companies.name,
        description: companies.description,
        website: companies.website,
        logoPath: companies.logoPath,
      },
    })
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, id));
  return row;
}

/** Applies an edit to the owner's job; undefined when the job is not this company's. */
export async function updateJob(
  db: DbOrTx,
  id: string,
  companyId: string,
  input: ReturnType<typeof toUpdateValues>,
): Promise<Job | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.companyId, companyId)))
    .returning(jobColumns);
  return row;
}

/** Maps the API's field names onto columns, leaving out what the request did not send. */
export function toUpdateValues(input: { [K in keyof UpdateJobInput]?: unknown } & Record<string, unknown>) {
  const values: Partial<typeof jobs.$inferInsert> = {};
  const set = <K extends keyof typeof jobs.$inferInsert>(key: K, value: unknown) => {
    if (value !== undefined) values[key] = value as (typeof jobs.$inferInsert)[K];
  };
  set('title', input.title);
  set('companyName', input.company);
  set('location', input.location);
  set('salary', input.salary);
  set('remote', input.remote);
  set('experience', input.experience);
  set('employmentType', input.employmentType);
  set('description', input.description);
  set('requirements', input.requirements);
  set('responsibilities', input.responsibilities === null ? '' : input.responsibilities);
  set('focusAreas', input.focusAreas);
  set('applicationDeadline', input.applicationDeadline);
  return values;
}

/**
 * Moves the owner's job from one status to the next in a single conditional
 * UPDATE, so that two concurrent clicks cannot both succeed. Undefined when
 * the job is not this company's or not in the `from` status.
 */
export async function transitionJob(
  db: DbOrTx,
  id: string,
  companyId: string,
  from: JobStatus,
  to: JobStatus,
): Promise<Job | undefined> {
  const now = new Date();
  const changes: Partial<typeof jobs.$inferInsert> = { status: to, updatedAt: now };
  if (to === 'published') {
    // First publication sets the posting date; a reopened job keeps its original one.
    changes.postedAt = sql`coalesce(${jobs.postedAt}, now())` as unknown as Date;
    changes.closedAt = null;
  }
  if (to === 'closed') changes.closedAt = now;
  const [row] = await db
    .update(jobs)
    .set(changes)
    .where(and(eq(jobs.id, id), eq(jobs.companyId, companyId), eq(jobs.status, from)))
    .returning(jobColumns);
  return row;
}

const summaryColumns = {
  id: jobs.id,
  title: jobs.title,
  companyId: jobs.companyId,
  companyName: jobs.companyName,
  location: jobs.location,
  salary: jobs.salary,
  remote: jobs.remote,
  experience: jobs.experience,
  employmentType: jobs.employmentType,
  focusAreas: jobs.focusAreas,
  status: jobs.status,
  postedAt: jobs.postedAt,
  applicationDeadline: jobs.applicationDeadline,
};
export type JobSummaryRow = { [K in keyof typeof summaryColumns]: Job[K] };

/**
 * Published jobs, filtered; with a search text, best match first (ts_rank over
 * the weighted `search` vector, served by its GIN index), otherwise newest first.
 */
export async function listPublishedJobs(db: DbOrTx, params: JobListParams) {
  const tsquery = params.q ? sql`websearch_to_tsquery('english', ${params.q})` : undefined;
  const conditions: (SQL | undefined)[] = [
    eq(jobs.status, 'published'),
    // A query made only of stop words ("the") has no lexemes; it then filters nothing instead of everything.
    tsquery ? sql`(numnode(${tsquery}) = 0 or ${jobs.search} @@ ${tsquery})` : undefined,
    params.focusArea ? sql`${jobs.focusAreas} @> array[${params.focusArea}]::text[]` : undefined,
    params.remote ? eq(jobs.remote, params.remote) : undefined,
    params.employmentType ? eq(jobs.employmentType, params.employmentType) : undefined,
    params.experience ? eq(jobs.experience, params.experience) : undefined,
  ];
  const where = and(...conditions);
  const order = [
    ...(tsquery ? [desc(sql`ts_rank(${jobs.search}, ${tsquery})`)] : []),
    // Spelled exactly like jobs_published_posted_idx, so that the newest-first page is read straight off the index.
    sql`${jobs.postedAt} desc nulls last`,
    sql`${jobs.id} desc nulls last`,
  ];
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(jobs)
      .where(where)
      .orderBy(...order)
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** A company's own postings of every status, newest first, with the number of (not withdrawn) applications. */
export async function listCompanyJobs(db: DbOrTx, companyId: string, page: number, pageSize: number) {
  // Counted per job through applications_job_idx, so the cost follows this company's jobs, not the whole table.
  // Drizzle writes columns unqualified inside sql``, so the correlation is spelled out.
  const applicationCount = sql<number>`(
    select count(*)::int from applications a
    where a.job_id = "jobs"."id" and a.status <> 'withdrawn'
  )`;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        ...summaryColumns,
        createdAt: jobs.createdAt,
        updatedAt: jobs.updatedAt,
        closedAt: jobs.closedAt,
        applicationCount,
      })
      .from(jobs)
      .where(eq(jobs.companyId, companyId))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(jobs).where(eq(jobs.companyId, companyId)),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}
