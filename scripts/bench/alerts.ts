import type pg from 'pg';
import { matchNewJobs } from '../../src/server/alerts/matcher';
import type { Db } from '../../src/server/db/client';
import { AUDIENCES, FOCUS, loadJobs, SKILLS, TITLES_A, TOPICS } from './load-jobs';
import { draw, pick } from './sql-draw';

/** What people type: the topics, methods, audiences and kinds of event the generated jobs are made of. */
const KEYWORDS = [...TOPICS, ...SKILLS, ...AUDIENCES, ...TITLES_A];
/** Saved searches per user, on average. */
const SEARCHES_PER_USER = 5;
/** How often the matcher's memory is sampled while it runs. */
const SAMPLE_MS = 20;

export interface AlertsBenchResult {
  searches: number;
  users: number;
  jobs: number;
  seconds: number;
  matches: number;
  /** Peaks of this process while the matcher ran, in MiB. */
  peakRssMib: number;
  peakHeapMib: number;
}

const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * The alert matcher at scale: `searches` saved searches of `searches / 5` users, `jobs` new jobs. A saved
 * search is specific, as people's are: 90 % have keywords drawn from the words of the generated jobs (two
 * words, both required, in 70 % of them), and 90 % of those a focus area, some remote, employment type or
 * experience; the 10 % without keywords narrow by focus area and setting, and often employment type or
 * experience. Most are instant or daily, a few off. Then `jobs` jobs published the way load-jobs.ts makes
 * them (their INSERT fills the outbox through the trigger), then the matcher run until the outbox is empty,
 * timed, with this process's peak memory meanwhile. The jobs already on the board are not new: the outbox
 * is emptied first. The bench's users, their searches and matches are removed afterwards, so that the
 * server measured later has no alerts to send.
 */
export async function benchAlerts(
  database: { db: Db; pool: pg.Pool },
  { searches, jobs = 1000 }: { searches: number; jobs?: number },
  log: (msg: string) => void,
): Promise<AlertsBenchResult> {
  const users = Math.ceil(searches / SEARCHES_PER_USER);
  const client = await database.pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    await client.query('truncate job_alert_outbox');
    const loadStart = Date.now();
    // The profile rows come from the user_create_profile trigger.
    await client.query(`
      insert into "user" (name, email, email_verified, user_type, first_name, last_name)
      select 'Alert Reader ' || i, 'bench-alerts-' || i || '@bench.example', true, 'facilitator',
             'Alert', 'Reader ' || i
      from generate_series(1, ${users}) as i`);
    await client.query(`
      with readers as (
        select id, row_number() over (order by email) - 1 as n from "user"
        where email like 'bench-alerts-%@bench.example'
      )
      insert into saved_searches (user_id, name, filters, frequency, next_digest_at, created_at, updated_at)
      select readers.id, 'Search ' || i,
        jsonb_strip_nulls(jsonb_build_object(
        'q', case when k.keyworded then
          ${pick(KEYWORDS, 22)} || case when ${draw(23, 10)} < 7 then ' ' || ${pick(KEYWORDS, 24)} else '' end
        end,
        'focusArea', case when not k.keyworded or ${draw(25, 10)} < 9 then ${pick(FOCUS, 26)} end,
        'remote', case when not k.keyworded or ${draw(27, 5)} = 0 then (array['no','yes','hybrid'])[1 + ${draw(28, 3)}] end,
        'employmentType', case when (case when k.keyworded then ${draw(29, 6)} else ${draw(29, 2)} end) = 0 then (array['full-time','part-time','contract','one-time'])[1 + ${draw(30, 4)}] end,
        'experience', case when (case when k.keyworded then ${draw(31, 6)} else ${draw(31, 2)} end) = 0 then (array['entry','intermediate','senior','executive'])[1 + ${draw(32, 4)}] end
        )),
        f.frequency,
        case when f.frequency in ('daily', 'weekly') then now() + interval '1 day' end,
        now(), now()
      from generate_series(1, ${searches}) as i
      join readers on readers.n = i % ${users}
      cross join lateral (select ${draw(21, 10)} < 9 as keyworded) k
      cross join lateral (
        select (array['instant','instant','instant','daily','daily','daily','daily','weekly','weekly','off'])[1 + ${draw(33, 10)}] as frequency
      ) f`);
    // As autovacuum leaves them: statistics, and the GIN index's pending list merged into the index.
    await client.query('vacuum analyze "user"');
    await client.query('vacuum analyze saved_searches');
    log(
      `  ${searches.toLocaleString('en')} saved searches of ${users.toLocaleString('en')} users in ${((Date.now() - loadStart) / 1000).toFixed(1)} s`,
    );
    await loadJobs(database.pool, jobs, () => undefined);
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from job_alert_outbox');
    log(`  ${rows[0]!.n.toLocaleString('en')} new jobs in the outbox`);

    let peakRss = 0;
    let peakHeap = 0;
    const sample = () => {
      const usage = process.memoryUsage();
      peakRss = Math.max(peakRss, usage.rss);
      peakHeap = Math.max(peakHeap, usage.heapUsed);
    };
    sample();
    const sampler = setInterval(sample, SAMPLE_MS);
    const started = performance.now();
    let result;
    try {
      result = await matchNewJobs(database.db, new Date());
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    sample();
    log(
      `  matched ${result.jobs.toLocaleString('en')} jobs in ${seconds.toFixed(1)} s: ${result.matches.toLocaleString('en')} matches`,
    );

    // Every match is the bench's (a fresh database); then the users, with their searches.
    await client.query('truncate alert_matches');
    await client.query(`delete from "user" where email like 'bench-alerts-%@bench.example'`);
    return {
      searches,
      users,
      jobs: result.jobs,
      seconds,
      matches: result.matches,
      peakRssMib: mib(peakRss),
      peakHeapMib: mib(peakHeap),
    };
  } finally {
    client.release();
  }
}
