import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { publiclyVisibleWhere } from '../jobs/job-visibility';

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

/**
 * One batch of the matcher, as a single statement (one transaction): takes the oldest outbox rows (skipping
 * those another run holds), deletes them, and stores a match for every saved search that is not off, of a
 * user not suspended, that /jobs would list the job for, if the job is still publicly visible.
 *
 * The candidates of a job come through the three partial indexes of saved_searches, never from all of
 * them: keyword searches sharing a lexeme with the job (GIN on `lexemes`; a job that matches a keyword
 * search contains at least one of its lexemes), searches without usable keywords on one of the job's
 * focus areas, and those without a focus area (btree on `focus_area`). The candidates are then checked
 * against the remaining filters and `query` with /jobs' own semantics (a query of stop words alone filters
 * nothing). A user gets one match per job (the primary key of alert_matches, so never a job twice), through an
 * instant search if one of theirs matches; a job matched before for that user is skipped.
 */
/** What the matcher reads of each candidate search. */
const searchColumns = sql.raw(
  's.id as search_id, s.user_id, s.frequency, s.created_at, s.focus_area, s.remote, s.employment_type, s.experience, s.query',
);

export const matchBatchSql = (now: Date, batchSize: number) => sql`
  with batch as (
    select id, job_id from job_alert_outbox order by id limit ${batchSize} for update skip locked
  ),
  taken as (
    delete from job_alert_outbox o using batch where o.id = batch.id
  ),
  new_jobs as materialized (
    select j.id, j.search, j.focus_areas, j.remote, j.employment_type, j.experience,
           tsvector_to_array(j.search) as lexemes
    from jobs j
    where j.id in (select job_id from batch) and ${publiclyVisibleWhere(sql`j.status`)}
  ),
  candidates as (
    select j.id as job_id, j.search, j.focus_areas, j.remote as job_remote, j.employment_type as job_employment_type,
           j.experience as job_experience, ${searchColumns}
    from new_jobs j join saved_searches s on s.lexemes && j.lexemes
    where s.frequency <> 'off' and s.lexemes is not null
    union all
    select j.id, j.search, j.focus_areas, j.remote, j.employment_type, j.experience, ${searchColumns}
    from new_jobs j join saved_searches s on s.focus_area = any (j.focus_areas)
    where s.frequency <> 'off' and s.lexemes is null
    union all
    select j.id, j.search, j.focus_areas, j.remote, j.employment_type, j.experience, ${searchColumns}
    from new_jobs j cross join saved_searches s
    where s.frequency <> 'off' and s.lexemes is null and s.focus_area is null
  ),
  matched as (
    select distinct on (c.user_id, c.job_id) c.user_id, c.job_id, c.search_id
    from candidates c
    where (c.remote is null or c.remote = c.job_remote)
      and (c.employment_type is null or c.employment_type = c.job_employment_type)
      and (c.experience is null or c.experience = c.job_experience)
      and (c.focus_area is null or c.focus_areas @> array[c.focus_area])
      and (numnode(c.query) = 0 or c.search @@ c.query)
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
  select (select count(*) from batch)::int as jobs, (select count(*) from inserted)::int as matches
`;

/** Matches one batch of the outbox; `jobs` is 0 once the outbox is empty. */
export async function matchOutboxBatch(
  db: DbOrTx,
  now: Date,
  batchSize = OUTBOX_BATCH_SIZE,
): Promise<MatchResult> {
  const result = await db.execute<{ jobs: number; matches: number }>(matchBatchSql(now, batchSize));
  const row = result.rows[0];
  return { jobs: row?.jobs ?? 0, matches: row?.matches ?? 0 };
}

/**
 * Matches the outbox batch after batch until it is empty or `maxBatches` were done (the rest waits for the
 * next run). Memory stays bounded: every batch is one statement whose rows stay in PostgreSQL.
 */
export async function matchNewJobs(
  db: DbOrTx,
  now: Date,
  { maxBatches = Infinity, batchSize = OUTBOX_BATCH_SIZE } = {},
): Promise<MatchResult> {
  const total: MatchResult = { jobs: 0, matches: 0 };
  for (let batches = 0; batches < maxBatches; batches++) {
    const batch = await matchOutboxBatch(db, now, batchSize);
    total.jobs += batch.jobs;
    total.matches += batch.matches;
    if (batch.jobs < batchSize) break;
  }
  return total;
}
