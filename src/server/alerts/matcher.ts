import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { readStoredFilters } from '../../shared/saved';
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

/** The most parameters one statement testing filter sets carries (PostgreSQL takes 65,535). */
const PARAMS_PER_STATEMENT = 30_000;

/** Units of each currency per euro, for the budget filters; read once per run, and only when one needs them. */
export type RatesLoader = () => Promise<Rates>;

const ratesOf =
  (db: DbOrTx): RatesLoader =>
  async () =>
    Object.fromEntries((await readExchangeRates(db)).map((row) => [row.currency, row.perEur]));

const dialect = new PgDialect();

/** A filter set's test, /jobs' own filter over the jobs table, with the number of parameters it carries. */
interface FilterSetTest {
  condition: SQL;
  params: number;
}

/**
 * What one run of the matcher keeps between its batches: each filter set's test, made once (the sets are
 * read again for every batch, so that a search saved meanwhile is matched from the next batch on).
 */
export class FilterSetTests {
  private readonly tests = new Map<string, FilterSetTest>();
  private rates: Promise<Rates> | undefined;

  constructor(private readonly loadRates: RatesLoader) {}

  /** The tests of the sets (by `filter_set`), reading the filters of those not seen before. */
  async of(tx: Tx, keys: string[]): Promise<Map<string, FilterSetTest>> {
    const unknown = keys.filter((key) => !this.tests.has(key));
    // One statement per PARAMS_PER_STATEMENT sets: PostgreSQL takes at most 65,535 parameters.
    for (let first = 0; first < unknown.length; first += PARAMS_PER_STATEMENT) {
      const chunk = unknown.slice(first, first + PARAMS_PER_STATEMENT);
      const result = await tx.execute<{ filter_set: string; filters: unknown }>(sql`
        select distinct on (filter_set) filter_set, filters - 'q' as filters
        from saved_searches
        where filter_set in (${sql.join(
          chunk.map((key) => sql`${key}::uuid`),
          sql`, `,
        )})
      `);
      for (const row of result.rows) {
        const filters = readStoredFilters(row.filters);
        const needsRates = filters.budgetMin !== undefined || filters.budgetMax !== undefined;
        const rates = needsRates ? await (this.rates ??= this.loadRates()) : undefined;
        const condition = publishedJobFilter(jobs, { ...filters, page: 1, pageSize: 1 }, rates)!;
        this.tests.set(row.filter_set, { condition, params: dialect.sqlToQuery(condition).params.length });
      }
    }
    return new Map(keys.flatMap((key) => (this.tests.has(key) ? [[key, this.tests.get(key)!]] : [])));
  }
}

/**
 * One batch of the matcher, in one transaction: takes the oldest outbox rows (skipping those another run
 * holds), deletes them, and stores a match for every saved search that is not off, of a user not
 * suspended, that /jobs would list the job for, if the job is still publicly visible.
 *
 * "Would list" is decided by /jobs' own filter, publishedJobFilter, never by a second copy of it: each
 * distinct filter set of the active searches (their filters without the keyword, `filter_set`) is one
 * condition of a statement over the batch's jobs, which answers the sets each job passes. The keyword is
 * tested with /jobs' textMatchWhere on the search's stored `query` (the same fh_search_query of the
 * same text).
 *
 * The candidates of a job come through the three partial indexes of saved_searches, never from all of
 * them: keyword searches sharing a lexeme key with the job (GIN on `lexemes`, the first five letters of
 * each lexeme in both languages: a job that matches a keyword search has a lexeme starting with one of
 * them, also for a German prefix term), searches without usable keywords on one of the job's
 * focus areas, and those without a focus area (btree on `focus_area`). A user gets one match per job (the
 * primary key of alert_matches, so never a job twice), through an instant search if one of theirs
 * matches; a job matched before for that user is skipped.
 */
export async function matchOutboxBatch(
  db: Db,
  now: Date,
  batchSize = OUTBOX_BATCH_SIZE,
  tests = new FilterSetTests(ratesOf(db)),
): Promise<MatchResult> {
  return db.transaction(async (tx) => {
    const taken = await tx.execute<{ job_id: string }>(sql`
      delete from job_alert_outbox o
      where o.id in (select id from job_alert_outbox order by id limit ${batchSize} for update skip locked)
      returning o.job_id
    `);
    const jobIds = [...new Set(taken.rows.map((row) => row.job_id))];
    if (jobIds.length === 0) return { jobs: 0, matches: 0 };
    const active = await tx.execute<{ filter_set: string }>(
      sql`select distinct filter_set from saved_searches where frequency <> 'off'`,
    );
    const sets = await tests.of(
      tx,
      active.rows.map((row) => row.filter_set),
    );
    const passed = await passedFilterSets(tx, jobIds, sets);
    if (passed.length === 0) return { jobs: taken.rows.length, matches: 0 };
    const result = await tx.execute<{ matches: number }>(insertMatchesSql(now, passed));
    return { jobs: taken.rows.length, matches: result.rows[0]?.matches ?? 0 };
  });
}

/**
 * Each job's filter sets that /jobs' filter lets through, as (job, set) pairs; a job no longer publicly
 * visible passes none. One statement per PARAMS_PER_STATEMENT parameters of tests.
 */
async function passedFilterSets(tx: Tx, jobIds: string[], sets: Map<string, FilterSetTest>) {
  const pairs: { job_id: string; filter_set: string }[] = [];
  const entries = [...sets];
  for (let first = 0; first < entries.length;) {
    let params = 0;
    let end = first;
    while (
      end < entries.length &&
      (end === first || params + entries[end]![1].params <= PARAMS_PER_STATEMENT)
    )
      params += entries[end++]![1].params;
    const chunk = entries.slice(first, end);
    const tests = chunk.map(([, test], index) => sql`case when ${test.condition} then ${index}::int end`);
    const result = await tx.execute<{ id: string; passed: number[] }>(sql`
      select ${jobs.id} as id, array_remove(array[${sql.join(tests, sql`, `)}], null) as passed
      from ${jobs}
      where ${jobs.id} in (${sql.join(
        jobIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
    `);
    for (const row of result.rows)
      for (const index of row.passed) pairs.push({ job_id: row.id, filter_set: chunk[index]![0] });
    first = end;
  }
  return pairs;
}

/** What the matcher reads of each candidate search. */
const searchColumns = sql.raw(
  's.id as search_id, s.user_id, s.frequency, s.created_at, s.query, s.filter_set',
);

/** Stores the matches of the jobs that passed a filter set: per user and job, one search of that set. */
const insertMatchesSql = (now: Date, pairs: { job_id: string; filter_set: string }[]) => sql`
  with passed as materialized (
    select * from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as p(job_id uuid, filter_set uuid)
  ),
  new_jobs as materialized (
    select j.id, j.search, j.focus_areas, fh_lexeme_keys(j.search) as lexemes
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
    join passed p on p.job_id = c.job_id and p.filter_set = c.filter_set
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
 * `rates` (units per euro) are those /jobs converts a budget range with; read from the table when not given.
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
  const tests = new FilterSetTests(rates ?? ratesOf(db));
  for (let batches = 0; batches < maxBatches; batches++) {
    const batch = await matchOutboxBatch(db, now, batchSize, tests);
    total.jobs += batch.jobs;
    total.matches += batch.matches;
    if (batch.jobs < batchSize) break;
  }
  return total;
}
