import { sql, type Placeholder } from 'drizzle-orm';
import {
  INSIGHT_SOURCES,
  type InsightFilterKind,
  type InsightMetric,
  type InsightSource,
} from '../../shared/insights';
import type { DbOrTx } from '../db/client';
import { namedSql } from '../db/named-sql';

/** One day's count of a metric and source of an item (or of many, summed). */
export type DayCount = {
  day: string;
  metric: InsightMetric;
  source: InsightSource;
  count: number;
};

/**
 * The first and last day (inclusive) of a job's listing period as a one-row subquery: the `period`th, the
 * current one without it (none when the job has no such period). Each period starts on the UTC day of a start
 * and ends the day before the next one; the current one runs to today (to its start when that is later).
 * These are periodsOf's periods, so the sums need not wait for the periods to be read first.
 */
const periodBounds = (jobId: Placeholder, period: Placeholder, today: Placeholder) => sql`
  select start, coalesce(next_start - 1, greatest(start, ${today}::date)) as last
  from (select day as start, lead(day) over (order by day) as next_start,
               row_number() over (order by day) as number, count(*) over () as periods
        from (select distinct (started_at at time zone 'UTC')::date as day
              from job_listing_periods where job_id = ${jobId}) starts) numbered
  where number = coalesce(${period}::int, periods)`;

/** A row of a job's period sums: a day's count of a metric, a source's, or a day's applications. */
export type PeriodCountRow =
  | { kind: 'day'; key: string; metric: InsightMetric; count: number }
  | { kind: 'source'; key: InsightSource; metric: InsightMetric; count: number }
  | { kind: 'applications'; key: string; metric: null; count: number };

/** Each source's column of insight_day_totals summed over a period's days, one row per source and metric. */
const sourceSums = sql.join(
  INSIGHT_SOURCES.map((source) => sql`sum(${sql.identifier(source)})::int as ${sql.identifier(source)}`),
  sql`, `,
);
const sourceRows = sql.join(
  INSIGHT_SOURCES.map((source) => sql`(${source}, m.${sql.identifier(source)})`),
  sql`, `,
);

/**
 * A job's sums over one of its listing periods in one statement: per day and metric, per source and metric
 * (both from the period's daily totals, one row per day and metric; only when `sums` is true), and its
 * applications per day (withdrawn ones included: they applied). A named prepared statement: building its SQL
 * per request cost more CPU than the rest of the request's own work, and PostgreSQL plans it once per
 * connection. Without `sums` the daily totals are not read at all (the plan's one-time filter).
 */
const jobPeriodCountsStatement = (() => {
  const jobId = sql.placeholder('jobId');
  return namedSql<PeriodCountRow>(
    'job_period_counts',
    sql`
    with period as (${periodBounds(jobId, sql.placeholder('period'), sql.placeholder('today'))}),
    days as (
      select t.* from period p join insight_day_totals t
        on t.subject = 'job' and t.subject_id = ${jobId} and t.day between p.start and p.last
      where ${sql.placeholder('sums')}::boolean)
    select 'day' as kind, to_char(day, 'YYYY-MM-DD') as key, metric, count from days
    union all
    select 'source', v.source, m.metric, v.count
    from (select metric, ${sourceSums} from days group by metric) m
    cross join lateral (values ${sourceRows}) v(source, count)
    union all
    select 'applications', to_char((a.created_at at time zone 'UTC')::date, 'YYYY-MM-DD'), null, count(*)::int
    from period p join applications a
      on a.job_id = ${jobId}
      and a.created_at >= p.start at time zone 'UTC' and a.created_at < (p.last + 1) at time zone 'UTC'
    group by 2`,
  );
})();

export async function jobPeriodCounts(
  db: DbOrTx,
  jobId: string,
  period: number | undefined,
  today: string,
  { sums = true }: { sums?: boolean } = {},
): Promise<PeriodCountRow[]> {
  const rows = await jobPeriodCountsStatement(db)({ jobId, period: period ?? null, today, sums });
  return rows.rows;
}

/** A job's rows by day, source and metric between two days (inclusive): the CSV's. */
export async function jobDaySourceCounts(
  db: DbOrTx,
  jobId: string,
  from: string,
  to: string,
): Promise<DayCount[]> {
  const rows = await db.execute<DayCount>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, metric, source, count
    from insight_counts
    where subject = 'job' and subject_id = ${jobId} and day between ${from}::date and ${to}::date`);
  return rows.rows;
}

/**
 * The job insights need: its organisation, title and status, and the UTC days its listing periods started
 * on, oldest first. A named prepared statement, as jobPeriodCounts beside it.
 */
const jobForInsightsStatement = (() => {
  const jobId = sql.placeholder('jobId');
  return namedSql<{
    id: string;
    company_id: string | null;
    title: string;
    status: string;
    start_days: string[];
  }>(
    'job_for_insights',
    sql`
    select id, company_id, title, status,
      array(select to_char(started_at at time zone 'UTC', 'YYYY-MM-DD') from job_listing_periods
            where job_id = ${jobId} order by started_at) as start_days
    from jobs where id = ${jobId}`,
  );
})();

export async function jobForInsights(db: DbOrTx, jobId: string) {
  const rows = await jobForInsightsStatement(db)({ jobId });
  return rows.rows[0];
}

/** A job's whole-life totals of every metric, and its applications (withdrawn ones included). */
export type JobTotals = Record<'view' | 'visitor' | 'impression' | 'apply_click' | 'applications', number>;

/** The organisation's totals over all its jobs, beside one job of the page (null ones past the last page). */
type OrganisationInsightRow = {
  jobs: number;
  all_view: number;
  all_visitor: number;
  all_impression: number;
  all_apply_click: number;
  all_applications: number;
} & (({ id: string; title: string; status: string; posted_at: string | null } & JobTotals) | { id: null });

/**
 * The organisation's totals over all its jobs, their number, and a page of them, newest first, each with its
 * totals, in one statement: each job's totals are read once (a few insight_totals rows, and its applications
 * per status as job_application_counts' triggers keep them, withdrawn ones included), summed for the organisation and cut for the page, instead of four statements that each
 * read the organisation's jobs again. The totals come in one row even when the page is past the last one.
 * A named prepared statement, built once and planned once per connection.
 */
const organisationInsightRowsStatement = namedSql<OrganisationInsightRow>(
  'organisation_insight_rows',
  sql`
    with org_jobs as (
      select j.id, j.title, j.status, j.posted_at, j.created_at, t.view, t.visitor, t.impression, t.apply_click,
             a.applications
      from jobs j
      cross join lateral (
        select coalesce(sum(count) filter (where metric = 'view'), 0) as view,
               coalesce(sum(count) filter (where metric = 'visitor'), 0) as visitor,
               coalesce(sum(count) filter (where metric = 'impression'), 0) as impression,
               coalesce(sum(count) filter (where metric = 'apply_click'), 0) as apply_click
        from insight_totals where subject = 'job' and subject_id = j.id) t
      cross join lateral (
        select coalesce(sum(applications), 0) as applications from job_application_counts where job_id = j.id) a
      where j.company_id = ${sql.placeholder('organisationId')})
    select s.*, p.*
    from (select count(*)::int as jobs, coalesce(sum(view), 0)::int as all_view,
                 coalesce(sum(visitor), 0)::int as all_visitor, coalesce(sum(impression), 0)::int as all_impression,
                 coalesce(sum(apply_click), 0)::int as all_apply_click,
                 coalesce(sum(applications), 0)::int as all_applications
          from org_jobs) s
    left join lateral (
      select id, title, status, posted_at, view::int, visitor::int, impression::int, apply_click::int,
             applications::int
      from org_jobs order by created_at desc, id desc
      limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) p on true`,
);

export async function organisationInsightRows(
  db: DbOrTx,
  organisationId: string,
  page: number,
  pageSize: number,
) {
  const rows = await organisationInsightRowsStatement(db)({
    organisationId,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const first = rows.rows[0];
  return {
    totals: {
      views: first?.all_view ?? 0,
      visitors: first?.all_visitor ?? 0,
      impressions: first?.all_impression ?? 0,
      applyClicks: first?.all_apply_click ?? 0,
      applications: first?.all_applications ?? 0,
    },
    total: first?.jobs ?? 0,
    rows: rows.rows.flatMap((row) => (row.id === null ? [] : [row])),
  };
}

/** A facilitator's profile counts by day and metric between two days (inclusive): the daily totals' rows. */
export async function profileDayCounts(db: DbOrTx, facilitatorId: string, from: string, to: string) {
  const rows = await db.execute<{ day: string; metric: InsightMetric; count: number }>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, metric, count
    from insight_day_totals
    where subject = 'profile' and subject_id = ${facilitatorId} and day between ${from}::date and ${to}::date`);
  return rows.rows;
}

/** The most searched filter values of each kind that found the facilitator between two days. */
export async function topFilters(db: DbOrTx, facilitatorId: string, from: string, to: string, limit: number) {
  const rows = await db.execute<{ kind: InsightFilterKind; value: string; count: number }>(sql`
    select kind, value, count from (
      select kind, value, sum(count)::int as count,
        row_number() over (partition by kind order by sum(count) desc, value) as rank
      from insight_filter_counts
      where facilitator_id = ${facilitatorId} and day between ${from}::date and ${to}::date
      group by kind, value
    ) ranked where rank <= ${limit} order by kind, count desc, value`);
  return rows.rows;
}

/** Invitations to apply the facilitator received between two days. */
export async function invitationsReceived(db: DbOrTx, facilitatorId: string, from: string, to: string) {
  const rows = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from invitations
    where facilitator_id = ${facilitatorId}
      and created_at >= ${from}::date at time zone 'UTC'
      and created_at < (${to}::date + 1) at time zone 'UTC'`);
  return rows.rows[0]?.count ?? 0;
}

/** Site-wide job views, profile views and applications per week (Monday) since `from`. */
export async function siteWeeks(db: DbOrTx, from: string) {
  const [counts, applications] = await Promise.all([
    db.execute<{ week: string; subject: string; count: number }>(sql`
      select to_char(date_trunc('week', day), 'YYYY-MM-DD') as week, subject, sum(count)::int as count
      from insight_counts where metric = 'view' and day >= ${from}::date
      group by 1, 2`),
    db.execute<{ week: string; count: number }>(sql`
      select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week, count(*)::int as count
      from applications where created_at >= ${from}::date at time zone 'UTC'
      group by 1`),
  ]);
  return { counts: counts.rows, applications: applications.rows };
}

/** Whether the job or the facilitator's profile exists: only those get rows. */
export async function insightItemExists(db: DbOrTx, subject: 'job' | 'profile', id: string) {
  const rows = await db.execute(
    subject === 'job'
      ? sql`select 1 from jobs where id = ${id}`
      : sql`select 1 from facilitators where id = ${id}`,
  );
  return rows.rows.length > 0;
}

/** A facilitator's own profile counts and search filters, for their data export. */
export async function exportProfileCounts(db: DbOrTx, facilitatorId: string) {
  const [counts, filters] = await Promise.all([
    db.execute<{ day: string; metric: string; source: string; count: number }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day, metric, source, count from insight_counts
      where subject = 'profile' and subject_id = ${facilitatorId} order by day, metric, source`),
    db.execute<{ day: string; kind: string; value: string; count: number }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day, kind, value, count from insight_filter_counts
      where facilitator_id = ${facilitatorId} order by day, kind, value`),
  ]);
  return { counts: counts.rows, searchFilters: filters.rows };
}

/** The organisation of a job (null when gone), for whose views count. */
export async function jobOrganisationOf(db: DbOrTx, jobId: string): Promise<string | null> {
  const rows = await db.execute<{ company_id: string | null }>(
    sql`select company_id from jobs where id = ${jobId}`,
  );
  return rows.rows[0]?.company_id ?? null;
}

/** Whether the person is a member of the organisation (any role). */
export async function isOrganisationMember(db: DbOrTx, organisationId: string, userId: string) {
  const rows = await db.execute(
    sql`select 1 from organisation_members where organisation_id = ${organisationId} and user_id = ${userId}`,
  );
  return rows.rows.length > 0;
}
