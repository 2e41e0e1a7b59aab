import type { Db as IDatabase } from 'pg-boss';
import {
  JOB_ERROR_MESSAGE_MAX,
  RECENT_JOB_FAILURES_MAX,
  type JobFailure,
  type QueueDepth,
  type QueueOverview,
} from '../../shared/admin';

/**
 * Reads of pg-boss's job table (`<schema>.job`, every queue's rows) that its API does not offer: exact
 * counts now (its own are cached for up to a minute) and the latest failures.
 */

/** Jobs of these queues that are not finished: waiting, running, or failed and due to be retried. */
export async function unfinishedJobs(db: IDatabase, schema: string, names: string[]): Promise<number> {
  if (names.length === 0) return 0;
  const { rows } = await db.executeSql(
    `select count(*)::int as n from ${schema}.job
     where name = any($1::text[]) and state in ('created', 'retry', 'active')`,
    [names],
  );
  return (rows[0] as { n: number }).n;
}

export async function queueOverview(db: IDatabase, schema: string, names: string[]): Promise<QueueOverview> {
  const [counts, failures] = await Promise.all([
    db.executeSql(
      `select name, state::text as state, count(*)::int as n from ${schema}.job
       where name = any($1::text[]) and state in ('created', 'retry', 'active', 'failed')
       group by name, state`,
      [names],
    ),
    // A job waiting for its retry was last tried when its attempt started; a failed one when it gave up.
    db.executeSql(
      `select name, state::text as state, retry_count, output->>'message' as message,
              coalesce(completed_on, started_on, created_on) as failed_on
       from ${schema}.job
       where name = any($1::text[]) and state in ('retry', 'failed')
       order by failed_on desc, id
       limit $2`,
      [names, RECENT_JOB_FAILURES_MAX],
    ),
  ]);
  const depth = new Map<string, QueueDepth>(
    names.map((name) => [name, { name, queued: 0, active: 0, retrying: 0, failed: 0 }]),
  );
  const field = { created: 'queued', active: 'active', retry: 'retrying', failed: 'failed' } as const;
  for (const row of counts.rows as { name: string; state: keyof typeof field; n: number }[]) {
    const queue = depth.get(row.name);
    if (queue) queue[field[row.state]] = row.n;
  }
  const recentFailures = (
    failures.rows as {
      name: string;
      state: 'retry' | 'failed';
      retry_count: number;
      message: string | null;
      failed_on: Date;
    }[]
  ).map((row): JobFailure => ({
    queue: row.name,
    error: (row.message ?? 'Unknown error').slice(0, JOB_ERROR_MESSAGE_MAX),
    failedAt: new Date(row.failed_on).toISOString(),
    attempts: row.retry_count + 1,
    willRetry: row.state === 'retry',
  }));
  return { queues: [...depth.values()], recentFailures };
}

/** One queue's backlog, for the metrics. */
export interface QueueBacklogRow {
  name: string;
  /** New jobs and failed ones due to be retried, whether due yet or not. */
  waiting: number;
  /** Seconds since the oldest job that is due became due (0: none is). */
  oldestWaitingSeconds: number;
  /** Jobs that failed for good, still kept. */
  failed: number;
}

/**
 * Every queue's backlog in one query over the job table's live rows (pg-boss's own clock, job_now(), says
 * what is due): a queue without such rows has zeros.
 */
export async function queueBacklog(
  db: IDatabase,
  schema: string,
  names: string[],
): Promise<QueueBacklogRow[]> {
  if (names.length === 0) return [];
  const { rows } = await db.executeSql(
    `select name,
            count(*) filter (where state in ('created', 'retry'))::int as waiting,
            coalesce(extract(epoch from ${schema}.job_now() - min(start_after)
              filter (where state in ('created', 'retry') and start_after <= ${schema}.job_now())), 0)::float8
              as oldest_waiting_seconds,
            count(*) filter (where state = 'failed')::int as failed
     from ${schema}.job
     where name = any($1::text[]) and state in ('created', 'retry', 'failed')
     group by name`,
    [names],
  );
  const found = new Map(
    (rows as { name: string; waiting: number; oldest_waiting_seconds: number; failed: number }[]).map(
      (row) => [row.name, row],
    ),
  );
  return names.map((name) => {
    const row = found.get(name);
    return {
      name,
      waiting: row?.waiting ?? 0,
      oldestWaitingSeconds: Math.max(0, row?.oldest_waiting_seconds ?? 0),
      failed: row?.failed ?? 0,
    };
  });
}
