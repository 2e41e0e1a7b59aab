import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test/helpers';
import { withDatabase } from '../test/global-setup';
import { jobs } from './schema';
import { openDatabase, serverStatementTimeoutMs, STATEMENT_TIMEOUT_MS } from './client';

const testDatabase = await createTestDatabase();
// Straight to the server, whatever the suite's own pooling: these tests look at server sessions.
const url = withDatabase(
  inject('pgAdminUrl'),
  new URL(testDatabase.pool.options.connectionString!).pathname.slice(1),
);
const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
  await testDatabase.drop();
});

async function preparedStatements(pool: pg.Pool) {
  // One connection (max 1): the statements prepared on it are the ones listed.
  const { rows } = await pool.query<{ name: string }>(
    'select name from pg_prepared_statements order by name',
  );
  return rows.map((row) => row.name);
}

function firstJob(db: ReturnType<typeof openDatabase>['db'], name: string) {
  return db.select({ id: jobs.id }).from(jobs).limit(1).prepare(name);
}

describe('openDatabase', () => {
  it('keeps named statements and the statement timeout on session connections', async () => {
    const database = openDatabase(url, { max: 1 });
    opened.push(database);
    const statement = firstJob(database.db, 'first_job');
    await statement.execute();
    await statement.execute();
    expect(await preparedStatements(database.pool)).toEqual(['first_job']);
    expect(await serverStatementTimeoutMs(database.pool)).toBe(STATEMENT_TIMEOUT_MS);
    expect(database.sessionClientConfig).toBe(database.pool.options);
  });

  it('behind a transaction pooler, prepares nothing under a name and sends no startup parameter', async () => {
    const database = openDatabase(url, { max: 1, pooling: 'transaction', directUrl: url });
    opened.push(database);
    const statement = firstJob(database.db, 'first_job_pooled');
    expect(await statement.execute()).toHaveLength(1);
    await statement.execute();
    await database.pool.query({ name: 'raw_named', text: 'select $1::int as one', values: [1] });
    await database.db.transaction(async (tx) => {
      await firstJob(tx as unknown as typeof database.db, 'first_job_in_tx').execute();
    });
    expect(await preparedStatements(database.pool)).toEqual([]);

    // The server's own default, as a connection without any parameter sees it.
    const bare = new pg.Client({ connectionString: url });
    await bare.connect();
    const { rows } = await bare.query<{ setting: string }>(
      `select setting from pg_settings where name = 'statement_timeout'`,
    );
    await bare.end();
    expect(await serverStatementTimeoutMs(database.pool)).toBe(Number(rows[0].setting));
    // LISTEN needs a real session: the direct URL.
    expect(database.sessionClientConfig).toMatchObject({ connectionString: url });
  });

  it('fails a transaction whose connection is lost between two statements, without crashing', async () => {
    const database = openDatabase(url, { max: 2 });
    opened.push(database);
    const transaction = database.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      // The server (or a pooler in front of it) goes away while the transaction's client is checked out.
      await database.pool.query('select pg_terminate_backend($1)', [rows[0].pid]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    // The pool dropped the dead client and still serves.
    const { rows } = await database.pool.query<{ one: number }>('select 1 as one');
    expect(rows[0].one).toBe(1);
  });
});
