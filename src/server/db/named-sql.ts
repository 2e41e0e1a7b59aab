import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResult, QueryResultRow } from 'pg';
import { oncePerDatabase, type DbOrTx } from './client';

// Raw SQL names no column without a table, so the app's dialect settings (no casing) change nothing here.
const dialect = new PgDialect();

/**
 * A raw `sql` statement, the kind `db.execute` runs, as a named prepared statement: its text and parameter
 * list are built once, when the module loads (its values are `sql.placeholder`s), and each database handle
 * prepares it once under `name`. The query builder's `.prepare(name)` has no form for a statement that is not
 * a select of columns (CTEs, unions of literal rows); this is the same session call `db.execute` makes, with a
 * name, so the rows come back exactly as `db.execute` gives them.
 */
export function namedSql<Row extends QueryResultRow>(name: string, query: SQL) {
  const built = dialect.sqlToQuery(query);
  return oncePerDatabase((db: DbOrTx) => {
    const prepared = db._.session.prepareQuery(built, undefined, name, false);
    return (values: Record<string, unknown>) => prepared.execute(values) as Promise<QueryResult<Row>>;
  });
}
