/**
 * Insights in the bench (issue 37: "the insights pages of a job with 1M views, and of an organisation with 200
 * jobs over a year, answer with p99 < 50 ms"). Daily counts per source and metric for every job of the bench
 * organisation that was ever public, from its posting to now, and for its busy job a year of them (1,000,000
 * views over an earlier listing period and the current one), read as the organisation's recruiter.
 */
import type pg from 'pg';
import { arr, draw } from './sql-draw';

export const BIG_JOB_VIEWS = 1_000_000;
const SOURCES = ['search', 'directory', 'alert', 'rss', 'external', 'direct'];
const METRICS = ['view', 'visitor', 'impression', 'apply_click'];

/** The insights endpoints, read as the organisation's recruiter. */
export function insightEndpoints(bigJobId: string) {
  return {
    // The busy job's current period (two weeks), and its first period (the year before).
    jobInsights: `/api/jobs/${bigJobId}/insights`,
    jobInsightsFirstPeriod: `/api/jobs/${bigJobId}/insights?period=1`,
    // Totals over the organisation's 200 jobs, and the first page of them with theirs.
    organisationInsights: '/api/organisation/insights',
  };
}

export const INSIGHT_ENDPOINT_NAMES = Object.keys(insightEndpoints(''));

/** Loads the counts; the busy job gets a listing period that started a year ago. */
export async function loadInsights(
  pool: pg.Pool,
  { organisationId, bigJobId }: { organisationId: string; bigJobId: string },
  log: (msg: string) => void,
) {
  const started = Date.now();
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    await client.query('begin');
    const sources = arr(SOURCES);
    const metrics = arr(METRICS);
    // Every other public job: its days since posting, three sources, a few dozen views a day.
    await client.query(
      `
      insert into insight_counts (subject, subject_id, day, metric, source, count)
      select 'job', j.id, d.day, m.metric, s.source,
             case m.metric when 'impression' then 200 + ${draw(301, 400)} when 'view' then 20 + ${draw(302, 40)}
                           when 'visitor' then 15 + ${draw(303, 20)} else ${draw(304, 5)} end
      from jobs j
      cross join lateral generate_series(j.posted_at::date, current_date, interval '1 day') as d(day)
      cross join unnest(array['search', 'alert', 'direct']) as s(source)
      cross join unnest(${metrics}) as m(metric)
      cross join lateral (select hashtext(j.id::text || d.day::text || s.source || m.metric) as i) r
      where j.company_id = $1 and j.posted_at is not null and j.id <> $2`,
      [organisationId, bigJobId],
    );
    // The busy job: a year of every source, BIG_JOB_VIEWS views in all.
    const perRow = Math.round(BIG_JOB_VIEWS / (365 * SOURCES.length));
    await client.query(
      `insert into job_listing_periods (job_id, started_at) values ($1, now() - interval '365 days')
       on conflict do nothing`,
      [bigJobId],
    );
    await client.query(
      `
      insert into insight_counts (subject, subject_id, day, metric, source, count)
      select 'job', $1::uuid, d.day, m.metric, s.source,
             case m.metric when 'impression' then ${perRow * 8} when 'view' then ${perRow}
                           when 'visitor' then ${Math.round(perRow * 0.7)} else ${Math.round(perRow * 0.05)} end
      from generate_series(current_date - 364, current_date, interval '1 day') as d(day)
      cross join unnest(${sources}) as s(source)
      cross join unnest(${metrics}) as m(metric)`,
      [bigJobId],
    );
    // Their whole-life and daily totals, as the counter's upserts keep them.
    await client.query(
      `
      insert into insight_totals (subject, subject_id, metric, count)
      select subject, subject_id, metric, sum(count) from insight_counts
      where subject = 'job' and subject_id in (select id from jobs where company_id = $1)
      group by 1, 2, 3
      on conflict (subject, subject_id, metric) do update set count = excluded.count`,
      [organisationId],
    );
    await client.query(
      `
      insert into insight_day_totals (subject, subject_id, day, metric, count, ${SOURCES.join(', ')})
      select subject, subject_id, day, metric, sum(count),
             ${SOURCES.map((source) => `coalesce(sum(count) filter (where source = '${source}'), 0)`).join(', ')}
      from insight_counts
      where subject = 'job' and subject_id in (select id from jobs where company_id = $1)
      group by 1, 2, 3, 4
      on conflict (subject, subject_id, day, metric) do update
      set ${['count', ...SOURCES].map((column) => `${column} = excluded.${column}`).join(', ')}`,
      [organisationId],
    );
    await client.query('commit');
    await client.query('vacuum analyze insight_totals');
    await client.query('vacuum analyze insight_day_totals');
    await client.query('vacuum analyze insight_counts');
    await client.query('vacuum analyze job_listing_periods');
    const {
      rows: [{ n }],
    } = await client.query<{ n: string }>('select count(*) as n from insight_counts');
    log(
      `loaded ${Number(n).toLocaleString('en')} insight rows in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export const INSIGHT_P99_TARGET_MS = 50;

/** Their lines in the bench's target list: p99 under INSIGHT_P99_TARGET_MS each. */
export function insightTargets(
  results: Record<string, { ours: { rps: number; p99: number } }>,
): [string, boolean][] {
  return INSIGHT_ENDPOINT_NAMES.filter((name) => name in results).map((name): [string, boolean] => {
    const { p99, rps } = results[name]!.ours;
    return [
      `${name} (a job with ${BIG_JOB_VIEWS.toLocaleString('en')} views, an organisation's 200 jobs over a year): p99 ${p99} ms < ${INSIGHT_P99_TARGET_MS} ms at ${rps.toFixed(0)} req/s`,
      p99 < INSIGHT_P99_TARGET_MS,
    ];
  });
}
