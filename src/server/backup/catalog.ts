import type pg from 'pg';

/** The schema our migrations create tables in. drizzle's own bookkeeping is in `drizzle`, the queue in `pgboss`. */
export const APP_SCHEMA = 'public';
export const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualified = (schema: string, name: string) => `${quoteIdent(schema)}.${quoteIdent(name)}`;

export interface CatalogTable {
  schema: string;
  name: string;
  columns: string[];
}

/**
 * The ordinary and partitioned tables of `schema` (not the partitions themselves: a parent's COPY holds their
 * rows), each with its stored columns in order, parents of foreign keys before their children.
 */
export async function listTables(client: pg.ClientBase, schema: string): Promise<CatalogTable[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `select c.relname as name,
            array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = $1 and c.relkind in ('r', 'p') and not c.relispartition
      group by c.relname
      order by c.relname`,
    [schema],
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `select distinct child.relname as child, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
       join pg_namespace n on n.oid = child.relnamespace
       join pg_namespace pn on pn.oid = parent.relnamespace
      where k.contype = 'f' and n.nspname = $1 and pn.nspname = $1 and child.oid <> parent.oid`,
    [schema],
  );
  const order = dependencyOrder(
    rows.map((row) => row.name),
    edges,
  );
  const byName = new Map(rows.map((row) => [row.name, row]));
  return order.map((name) => ({ schema, name, columns: byName.get(name)!.columns }));
}

/** Tables sorted so that each comes after every table it references; a cycle cannot be loaded in order. */
export function dependencyOrder(names: string[], edges: { child: string; parent: string }[]): string[] {
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of edges) parents.get(child)?.add(parent);
  const done = new Set<string>();
  const visiting = new Set<string>();
  const order: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (done.has(name)) return;
    if (visiting.has(name)) {
      throw new Error(`foreign keys form a cycle: ${[...path, name].join(' -> ')}`);
    }
    visiting.add(name);
    for (const parent of [...(parents.get(name) ?? [])].sort()) {
      if (parents.has(parent)) visit(parent, [...path, name]);
    }
    visiting.delete(name);
    done.add(name);
    order.push(name);
  };
  for (const name of [...names].sort()) visit(name, []);
  return order;
}

export async function listSequences(client: pg.ClientBase, schema: string) {
  const { rows } = await client.query<{ name: string; lastValue: string | null }>(
    `select sequencename as name, last_value::text as "lastValue"
       from pg_sequences where schemaname = $1 order by sequencename`,
    [schema],
  );
  return rows.map((row) => ({ schema, ...row }));
}

export async function appliedMigrations(client: pg.ClientBase) {
  const { rows: exists } = await client.query(`select to_regclass($1) as t`, [MIGRATIONS_TABLE]);
  if (!exists[0].t) return [];
  const { rows } = await client.query<{ hash: string; createdAt: string }>(
    `select hash, created_at::text as "createdAt" from ${MIGRATIONS_TABLE} order by created_at, id`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.createdAt) }));
}

export async function schemaExists(client: pg.ClientBase, schema: string): Promise<boolean> {
  const { rowCount } = await client.query('select 1 from pg_namespace where nspname = $1', [schema]);
  return Boolean(rowCount);
}

/** Up to `limit` relations (tables, views, sequences…) outside PostgreSQL's own schemas. */
export async function userRelations(client: pg.ClientBase, limit = 5): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
        and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
      order by 1 limit $1`,
    [limit],
  );
  return rows.map((row) => row.name);
}
