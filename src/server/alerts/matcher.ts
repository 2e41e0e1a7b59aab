import { sql } from 'drizzle-orm';
import { readStoredFilters, type SearchFilters } from '../../shared/saved';
import type { Db, DbOrTx, Tx } from '../db/client';
import { jobs } from '../db/schema';
import { readExchangeRates } from '../exchange-rates/exchange-rates.repo';
import { publishedJobFilter, textMatchWhere, type Rates } from '../jobs/job-board.repo';

/**
 * Outbox rows (jobs that became public) one statement matches. A broad job may match thousands of searches,
 * and each match is a row with its indexes and foreign keys: small batches keep one statement well within
 * the statement timeout and its sort in memory; the candidate lookups cost the same per job at any size.
 */
export const OUTBOX_BATCH_SIZE = 25;

export interface MatchResult {
  /** Outbox rows taken (and deleted) in all. */
  jobs: number;
  /** New alert_matches rows. */
  matches: number;
}

/** The distinct filter sets one statement tests the batch's jobs against (each is a condition of it). */
const FILTER_SETS_PER_STATEMENT = 300;

/** Units of each currency per euro, for the budget filters; read once per run, and only when one needs them. */
export type RatesLoader = () => Promise<Rates>;

const ratesOf =
  (db: DbOrTx): RatesLoader =>
  async () =>
    Object.fromEntries((await readExchangeRates(db)).map((row) => [row.currency, row.perEur]));

/**
 * One batch of the matcher, in one transaction: takes the oldest outbox rows (skipping those another run
 * holds), deletes them, and stores a match for every saved search that is not off, of a user not
 * suspended, that /jobs would list the job for, if the job is still publicly visible.
 *
 * "Would list" is decided by /jobs' own filter, publishedJobFilter, never by a second copy of it: the
 * distinct filter sets of the active searches (their filters without the keyword) are each one condition
 * of a statement over the batch's jobs, which answers the sets every job passes. The keyword is tested by
 * /jobs' textMatchWhere on the search's stored `query` (the same websearch_to_tsquery of the same text).
 *
 * The candidates of a job come through the three partial indexes of saved_searches, never from all of
 * them: keyword searches sharing a lexeme with the job (GIN on `lexemes`; a job that matches a keyword
 * search contains at least one of its lexemes), searches without usable keywords on one of the job's
 * focus areas, and those without a focus area (btree on `focus_area`). A user gets one match per job (the
 * primary key of alert_matches, so never a job twice), through an instant search if one of theirs
 * matches; a job matched before for that user is skipped.
 */
export async function matchOutboxBatch(
  db: Db,
  now: Date,
  batchSize = OUTBOX_BATCH_SIZE,
  loadRates: RatesLoader = ratesOf(db),
): Promise<MatchResult> {
  return db.transaction(async (tx) => {
    const taken = await tx.execute<{ job_id: string }>(sql`
      delete from job_alert_outbox o
      where o.id in (select id from job_alert_outbox order by id limit ${batchSize} for update skip locked)
      returning o.job_id
    `);
    const jobIds = [...new Set(taken.rows.map((row) => row.job_id))];
    if (jobIds.length === 0) return { jobs: 0, matches: 0 };
    const sets = await activeFilterSets(tx);
    const pairs = await passingFilterSets(tx, jobIds, sets, loadRates);
    if (pairs.length === 0) return { jobs: taken.rows.length, matches: 0 };
    const result = await tx.execute<{ matches: number }>(insertMatchesSql(now, sets, pairs));
    return { jobs: taken.rows.length, matches: result.rows[0]?.matches ?? 0 };
  });
}

/** The distinct filters, without the keyword, of the searches that are not off (as stored, and as read). */
async function activeFilterSets(tx: Tx) {
  const result = await tx.execute<{ f: Record<string, unknown> }>(sql`
    select distinct filters - 'q' as f from saved_searches where frequency <> 'off'
  `);
  return result.rows.map((row) => ({ stored: row.f, filters: readStoredFilters(row.f) }));
}

/**
 * For each of the jobs, the filter sets (by index in `sets`) it passes under publishedJobFilter, the
 * /jobs filter; a job no longer publicly visible passes none.
 */
async function passingFilterSets(
  tx: Tx,
  jobIds: string[],
  sets: { filters: SearchFilters }[],
  loadRates: RatesLoader,
) {
  const needsRates = sets.some(
    ({ filters }) => filters.budgetMin !== undefined || filters.budgetMax !== undefined,
  );
  const rates = needsRates ? await loadRates() : undefined;
  const pairs: { job_id: string; k: number }[] = [];
  for (let first = 0; first < sets.length; first += FILTER_SETS_PER_STATEMENT) {
    const chunk = sets.slice(first, first + FILTER_SETS_PER_STATEMENT);
    const tests = chunk.map(
      ({ filters }, index) =>
        sql`case when ${publishedJobFilter(jobs, { ...filters, page: 1, pageSize: 1 }, rates)} then ${first + index}::int end`,
    );
    const result = await tx.execute<{ id: string; passed: number[] }>(sql`
      select ${jobs.id} as id, array_remove(array[${sql.join(tests, sql`, `)}], null) as passed
      from ${jobs}
      where ${jobs.id} in (${sql.join(
        jobIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
    `);
    for (const row of result.rows) for (const k of row.passed) pairs.push({ job_id: row.id, k });
  }
  return pairs;
}

/** What the matcher reads of each candidate search. */
const searchColumns = sql.raw(
  "s.id as search_id, s.user_id, s.frequency, s.created_at, s.query, s.filters - 'q' as f",
);

/** Stores the matches of the jobs that passed a filter set: per user and job, one search of that set. */
const insertMatchesSql = (
  now: Date,
  sets: { stored: Record<string, unknown> }[],
  pairs: { job_id: string; k: number }[],
) => sql`
  with passed as (
    select * from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as p(job_id uuid, k int)
  ),
  sets as (
    select t.f, (t.k - 1)::int as k
    from jsonb_array_elements(${JSON.stringify(sets.map((set) => set.stored))}::jsonb) with ordinality as t(f, k)
  ),
  new_jobs as materialized (
    select j.id, j.search, j.focus_areas, tsvector_to_array(j.search) as lexemes
    from jobs j
    where j.id in (select job_id from passed)
  ),
  candidates as (
    select j.id as job_id, j.search, ${searchColumns}
    from new_jobs j join saved_searches s on s.lexemes && j.lexemes
    where s.frequency <> 'off' and s.lexemes is not null
    union all
    select j.id, j.search, ${searchColumns}
    from new_jobs j join saved_searches s on s.focus_area = any (j.focus_areas)
    where s.frequency <> 'off' and s.lexemes is null
    union all
    select j.id, j.search, ${searchColumns}
    from new_jobs j cross join saved_searches s
    where s.frequency <> 'off' and s.lexemes is null and s.focus_area is null
  ),
  matched as (
    select distinct on (c.user_id, c.job_id) c.user_id, c.job_id, c.search_id
    from candidates c
    join sets on sets.f = c.f
    join passed p on p.job_id = c.job_id and p.k = sets.k
    where ${textMatchWhere(sql`c.search`, sql`c.query`)}
      -- The few suspended accounts, through user_suspended_idx.
      and c.user_id not in (select id from "user" where suspended_at is not null)
    order by c.user_id, c.job_id, c.frequency = 'instant' desc, c.created_at, c.search_id
  ),
  inserted as (
    insert into alert_matches (user_id, job_id, saved_search_id, matched_at)
    select user_id, job_id, search_id, ${now.toISOString()}::timestamptz from matched
    on conflict (user_id, job_id) do nothing
    returning 1
  )
  select (select count(*) from inserted)::int as matches
`;

/**
 * Matches the outbox batch after batch until it is empty or `maxBatches` were done (the rest waits for the
 * next run). Memory stays bounded: a batch holds its jobs' passing filter sets, the matches stay in PostgreSQL.
 */
export async function matchNewJobs(
  db: Db,
  now: Date,
  {
    maxBatches = Infinity,
    batchSize = OUTBOX_BATCH_SIZE,
    rates,
  }: { maxBatches?: number; batchSize?: number; rates?: RatesLoader } = {},
): Promise<MatchResult> {
  const total: MatchResult = { jobs: 0, matches: 0 };
  const loadRates = once(rates ?? ratesOf(db));
  for (let batches = 0; batches < maxBatches; batches++) {
    const batch = await matchOutboxBatch(db, now, batchSize, loadRates);
    total.jobs += batch.jobs;
    total.matches += batch.matches;
    if (batch.jobs < batchSize) break;
  }
  return total;
}

/** The loader, called at most once (a run reads the rates once). */
function once(load: RatesLoader): RatesLoader {
  let loaded: Promise<Rates> | undefined;
  return () => (loaded ??= load());
}
