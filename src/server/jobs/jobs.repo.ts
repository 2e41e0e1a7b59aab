import { and, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { convertMoney, SESSION_FIELDS, type BudgetInput } from '../../shared/facilitation';
import {
  SESSION_RANGE_MAX_DAYS,
  type JobListParams,
  type JobStatus,
  type PostJobInput,
  type UpdateJobInput,
} from '../../shared/jobs';
import type { Subquery } from 'drizzle-orm';
import type { AnyPgColumn, PgUpdateSetSource, SubqueryWithSelection } from 'drizzle-orm/pg-core';
import { DAY_MS } from '../clock';
import { oncePerDatabase, type DbOrTx } from '../db/client';
import { pageOffset } from '../db/paging';
import { companies, jobs, user } from '../db/schema';
import { budgetColumns } from './job-budget';
import { publiclyVisibleWhere } from './job-visibility';

export type JobRow = typeof jobs.$inferSelect;

/** The columns of a job card (JobSummary): every list of jobs selects these, and `toSummary` maps them. */
export const summaryColumns = {
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

/** Every column but the generated search vector. */
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
  closedAt: jobs.closedAt,
  expiresAt: jobs.expiresAt,
  expiryRemindedAt: jobs.expiryRemindedAt,
  extendedAt: jobs.extendedAt,
  submittedAt: jobs.submittedAt,
  approvedAt: jobs.approvedAt,
  rejectionReason: jobs.rejectionReason,
  hiddenAt: jobs.hiddenAt,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
};
export type Job = Omit<JobRow, 'search'>;

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
      ownerEmail: user.email,
      ownerSuspendedAt: user.suspendedAt,
    })
    .from(jobs)
    .leftJoin(user, eq(user.id, jobs.companyId))
    .where(eq(jobs.id, id));
  return row;
}

/** Inserts a job in `status` (the posting form's choice, after moderation decided where a publication goes). */
export async function insertJob(
  db: DbOrTx,
  companyId: string,
  input: Omit<PostJobInput, 'status'>,
  status: JobStatus,
  now: Date,
  expiresAt: Date | null = null,
): Promise<Job> {
  const [row] = await db
    .insert(jobs)
    .values({
      companyId,
      title: input.title,
      // The profile's name; the jobs_company_name trigger keeps it so (and follows renames).
      companyName: sql`(select ${companies.name} from ${companies} where ${companies.id} = ${companyId})`,
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
    .where(and(eq(jobs.id, id), eq(jobs.companyId, companyId)))
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
      salary: null,
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
  set('salary', input.salary);
  set('remote', input.remote);
  set('experience', input.experience);
  set('employmentType', input.employmentType);
  set('description', input.description);
  set('requirements', input.requirements);
  set('responsibilities', input.responsibilities === null ? '' : input.responsibilities);
  set('focusAreas', input.focusAreas);
  set('applicationDeadline', input.applicationDeadline);
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
    .where(and(eq(jobs.id, id), eq(jobs.companyId, companyId), eq(jobs.status, from)))
    .returning(jobColumns);
  return row;
}

export type JobSummaryRow = { [K in keyof typeof summaryColumns]: Job[K] };

/**
 * How the total of a job list is counted. Exact counting visits every match, which is cheap while the
 * board is small but not with a million jobs and a broad search. There a list counts at most `countLimit`
 * matches (a few pages past the current one) and reports the total as "at least"; and only the first
 * `resultWindow` matches can be paged through, as on every large search site.
 */
export type JobCountMode = { exact: true } | { exact: false; countLimit: number; resultWindow: number };

/**
 * The walk over the newest jobs looks at most this many jobs per match it needs. Below that match rate
 * (1 %) the search index finds the few matches faster than the walk.
 */
const WALKED_JOBS_PER_MATCH = 100;

/** The columns the list filters read, of the jobs table or of a subquery over it. */
type ColumnsOf<Name extends keyof typeof jobColumns | 'search'> = Record<Name, AnyPgColumn>;
type FilterColumns = ColumnsOf<
  | 'status'
  | 'remote'
  | 'employmentType'
  | 'experience'
  | 'focusAreas'
  | 'search'
  | 'sessionFormat'
  | 'groupSize'
  | 'sessionLanguages'
  | 'sessionDates'
  | 'budgetType'
  | 'budgetMin'
  | 'budgetMax'
  | 'budgetCurrency'
>;

/** Units of each currency per euro: what the budget filter converts with. */
export type Rates = Record<string, number>;

/**
 * The filters of /jobs, shared by the walk and the index path (and so by the feeds). Every equality and
 * array test is in jobs_published_search_idx; the budget range is in jobs_published_budget_idx.
 */
export function publishedJobFilter(source: FilterColumns, params: JobListParams, rates?: Rates) {
  const tsquery = params.q ? sql`websearch_to_tsquery('english', ${params.q})` : undefined;
  const sessionDays = sessionRangeDays(params);
  // Cheap equality tests first: PostgreSQL keeps this order among conditions of the same cost.
  return and(
    publiclyVisibleWhere(source.status),
    params.remote ? eq(source.remote, params.remote) : undefined,
    params.employmentType ? eq(source.employmentType, params.employmentType) : undefined,
    params.experience ? eq(source.experience, params.experience) : undefined,
    params.format ? eq(source.sessionFormat, params.format) : undefined,
    params.groupSize ? eq(source.groupSize, params.groupSize) : undefined,
    params.focusArea ? sql`${source.focusAreas} @> array[${params.focusArea}]::text[]` : undefined,
    params.language ? sql`${source.sessionLanguages} @> array[${params.language}]::text[]` : undefined,
    // "A session date in the range" as an overlap with the range's days: an array test the index answers.
    sessionDays ? sql`${source.sessionDates} && ${`{${sessionDays.join(',')}}`}::date[]` : undefined,
    budgetFilter(source, params, rates),
    // A query made only of stop words ("the") has no lexemes; it then filters nothing instead of everything.
    tsquery ? sql`(numnode(${tsquery}) = 0 or ${source.search} @@ ${tsquery})` : undefined,
  );
}

/** The days of the session range, SESSION_RANGE_MAX_DAYS from its given end when the other is open. */
function sessionRangeDays({ sessionFrom, sessionTo }: Pick<JobListParams, 'sessionFrom' | 'sessionTo'>) {
  if (!sessionFrom && !sessionTo) return undefined;
  const span = SESSION_RANGE_MAX_DAYS - 1;
  const first = Date.parse(`${sessionFrom ?? isoDayAfter(sessionTo!, -span)}T00:00:00Z`);
  const last = Date.parse(`${sessionTo ?? isoDayAfter(sessionFrom!, span)}T00:00:00Z`);
  const days: string[] = [];
  for (let day = first; day <= last; day += DAY_MS) days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}

const isoDayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Jobs whose budget range overlaps [budgetMin, budgetMax] of `currency`, converted into each job's currency
 * at `rates` (rounded outwards, so that a budget on the edge is found), and of `budgetType` if given. Spelled
 * as jobs_published_budget_idx is: a range few budgets reach is read from it, currency by currency.
 */
function budgetFilter(source: FilterColumns, params: JobListParams, rates: Rates | undefined) {
  const { budgetMin: min, budgetMax: max, budgetType } = params;
  const byType = budgetType ? eq(source.budgetType, budgetType) : undefined;
  if (min === undefined && max === undefined) return byType;
  if (!rates) throw new Error('The budget filter needs the exchange rates');
  const from = params.currency ?? 'EUR';
  const bound = (amount: number | undefined, currency: string, round: (value: number) => number) =>
    amount === undefined ? null : Math.min(round(convertMoney(amount, from, currency, rates)), INT_MAX);
  const inEach = Object.keys(rates).map((currency) => {
    const range = sql`int4range(${bound(min, currency, Math.floor)}::int, ${bound(max, currency, Math.ceil)}::int, '[]')`;
    return and(
      eq(source.budgetCurrency, currency),
      byType,
      sql`int4range(${source.budgetMin}, ${source.budgetMax}, '[]') && ${range}`,
    );
  });
  return or(...inEach);
}

/** The largest amount an integer column holds: a huge budget in a currency of many units per euro stops there. */
const INT_MAX = 2_147_483_647;

/** Newest first, spelled exactly like jobs_published_posted_idx so that a walk reads the index in its order. */
const newestFirst = (source: ColumnsOf<'postedAt' | 'id'>) => [
  sql`${source.postedAt} desc nulls last`,
  sql`${source.id} desc nulls last`,
];

/**
 * Published jobs, filtered, newest first. A search text is a filter (every word must match, web search
 * syntax), not an ordering: ranking would have to score every match, so the cost of a page would grow
 * with the number of matches instead of with the page.
 *
 * Counting a few pages ahead, one statement first walks jobs_published_posted_idx from the newest job
 * and stops at `countLimit + 1` matches, or after WALKED_JOBS_PER_MATCH jobs per match, whichever comes
 * first. Broad searches end there. A selective one (fewer matches among the newest jobs) then reads its
 * matches through jobs_published_search_idx or jobs_published_budget_idx (`rareMatches`) and keeps the
 * newest `countLimit + 1`. A search on all three scalar filters
 * skips the walk and reads its newest matches from jobs_published_facets_idx, in posting order. A small
 * board counts exactly. `rates` (units per euro) convert a budget range; needed when one is given.
 */
export async function listPublishedJobs(
  db: DbOrTx,
  params: JobListParams,
  counting: JobCountMode,
  rates?: Rates,
) {
  // With all three scalar filters, jobs_published_facets_idx holds the combination's jobs in posting order,
  // a 48th of the board: reading it beats walking the whole board for the few that match.
  const facetsIndexed = Boolean(params.remote && params.employmentType && params.experience);
  if (!counting.exact && !facetsIndexed && !knownRare(params)) {
    const walkLength = (counting.countLimit + 1) * WALKED_JOBS_PER_MATCH;
    const newest = db
      .select({ ...summaryColumns, search: jobs.search })
      .from(jobs)
      .where(publiclyVisibleWhere())
      .orderBy(...newestFirst(jobs))
      .limit(walkLength)
      .as('newest');
    const { search: _search, ...newestSummary } = newest._.selectedFields;
    const walked = await pageOf(
      db,
      db
        .select(newestSummary)
        .from(newest)
        .where(publishedJobFilter(newest, params, rates))
        .orderBy(...newestFirst(newest))
        .limit(counting.countLimit + 1)
        .as('candidates'),
      params,
    );
    if (walked.found > counting.countLimit)
      return { rows: walked.rows, total: counting.countLimit, totalIsExact: false };
  }
  const matches = db
    .select(summaryColumns)
    .from(jobs)
    .where(publishedJobFilter(jobs, params, rates))
    .orderBy(...newestFirst(jobs));
  if (counting.exact) {
    const all = await pageOf(db, matches.as('candidates'), params);
    return { rows: all.rows, total: all.found, totalIsExact: true };
  }
  // Counted up to the same limit as the walk: the newest matches come from an index in posting order where
  // one fits the filters (jobs_published_facets_idx), or from the search indexes when the walk found them rare.
  const limit = Math.min(counting.countLimit, counting.resultWindow);
  const some = await pageOf(
    db,
    (facetsIndexed ? matches : rareMatches(db, params, rates)).limit(limit + 1).as('candidates'),
    params,
  );
  return { rows: some.rows, total: Math.min(some.found, limit), totalIsExact: some.found <= limit };
}

/**
 * A search text with a session date range, or with two more of the session and budget filters, matches
 * well under one job in WALKED_JOBS_PER_MATCH: walking the newest jobs for it would be wasted, so it goes
 * straight to the indexes.
 */
function knownRare(params: JobListParams): boolean {
  if (!params.q) return false;
  if (params.sessionFrom || params.sessionTo) return true;
  const budget = params.budgetMin !== undefined || params.budgetMax !== undefined;
  return [params.format, params.language, params.groupSize, budget].filter(Boolean).length >= 2;
}

/**
 * The matches of a search the walk found rare among the newest jobs (under one in WALKED_JOBS_PER_MATCH),
 * newest first: found through jobs_published_search_idx (or the budget index), then sorted. The OFFSET fences the subquery, so
 * that PostgreSQL cannot walk jobs_published_posted_idx for them once more: it would, where it misjudges how
 * rare they are (a session date range is estimated from the days' frequencies, and days without sessions
 * count as rare ones do), and walk the whole board when there are none.
 */
/** `offset 0`: Drizzle leaves a falsy offset out, so the 0 goes in as SQL. */
const OPTIMIZATION_FENCE = sql`0` as unknown as number;

function rareMatches(db: DbOrTx, params: JobListParams, rates: Rates | undefined) {
  const found = db
    .select(summaryColumns)
    .from(jobs)
    .where(publishedJobFilter(jobs, params, rates))
    .offset(OPTIMIZATION_FENCE)
    .as('found');
  return db
    .select(found._.selectedFields)
    .from(found)
    .orderBy(...newestFirst(found));
}

/** One page of the candidates, and how many candidates there are (`count(*) over ()`, in the same statement). */
async function pageOf(db: DbOrTx, subquery: Subquery<'candidates'>, params: JobListParams) {
  // The candidates are summaryColumns, selected again through subqueries, which Drizzle types per table alias.
  const candidates = subquery as SubqueryWithSelection<typeof summaryColumns, 'candidates'>;
  const rows = await db
    .select({ ...candidates._.selectedFields, found: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(candidates)
    .orderBy(...newestFirst(candidates))
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);
  let found = rows[0]?.found;
  if (found === undefined) {
    // A page past the end has no rows to carry the count: count on its own.
    const [row] = await db.select({ found: count() }).from(candidates);
    found = row?.found ?? 0;
  }
  return { rows: rows.map(({ found: _found, ...row }): JobSummaryRow => row), found };
}

/** The planner's estimate of the number of jobs (all statuses): free to read, refreshed by (auto)analyze. */
export async function estimateJobCount(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ estimate: number }>(
    sql`select greatest(reltuples, 0)::float8 as estimate from pg_class where oid = 'jobs'::regclass`,
  );
  return Number(result.rows[0]?.estimate ?? 0);
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
        rejectionReason: jobs.rejectionReason,
        hiddenAt: jobs.hiddenAt,
        expiresAt: jobs.expiresAt,
        extendedAt: jobs.extendedAt,
        applicationCount,
      })
      .from(jobs)
      .where(eq(jobs.companyId, companyId))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ total: count() }).from(jobs).where(eq(jobs.companyId, companyId)),
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
