import fs from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

/**
 * The ceiling: a bare Fastify + pg server that runs exactly the SQL our
 * endpoints ran (recorded by the bench), with no validation, auth, hooks or
 * mapping. Our endpoints are measured against it. A statement our app runs as
 * a named prepared statement runs under the same name here, so that
 * PostgreSQL does the same work for both and the ratio measures the app alone;
 * behind a transaction-mode pooler (BENCH_POOLING=transaction), unnamed, as the app then runs it.
 */
type Recorded = Record<string, { name?: string; text: string; values?: unknown[]; rowMode?: string }[]>;
const queries = JSON.parse(fs.readFileSync(process.env.BENCH_QUERIES!, 'utf8')) as Recorded;
const pooled = process.env.BENCH_POOLING === 'transaction';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });
for (const [endpoint, list] of Object.entries(queries)) {
  app.get(`/${endpoint}`, async () => {
    const results = await Promise.all(
      list.map(
        ({ name, text, values, rowMode }) =>
          pool.query({
            name: pooled ? undefined : name,
            text,
            values,
            rowMode,
          } as pg.QueryArrayConfig) as Promise<pg.QueryResult>,
      ),
    );
    return results.map((result) => result.rows);
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
