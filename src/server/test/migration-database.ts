import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { MIGRATIONS_DIR, openDatabase, runMigrations } from '../db/client';
import { withDatabase } from './global-setup';

/** The migrations folder as it was before this one: the same files, the journal cut where it begins. */
function migrationsBefore(tag: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fh-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function asAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

type Reader = Pick<pg.Pool, 'query'>;

/** Each table of the public schema with its columns that take a value (generated ones are computed). */
async function writableColumns(reader: Reader) {
  const { rows } = await reader.query<{ table_name: string; columns: string[] }>(
    `select c.table_name, array_agg(c.column_name::text order by c.ordinal_position) as columns
     from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
     group by c.table_name order by c.table_name`,
  );
  return new Map(rows.map((row) => [row.table_name, row.columns]));
}

/** Per table and column, an SQL expression over the source's row that gives the column's older value. */
export type OlderForms = Record<string, Record<string, string>>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies every row of `source` into the database `name`, which it empties first: each of its tables, only the
 * columns it has, values as they are. Like a restore, with the triggers and foreign keys off
 * (session_replication_role, on this one connection only), so that no trigger adds or changes a row and the
 * order of the tables does not matter. Identity and serial counters continue after the copied rows.
 */
async function copyRows(name: string, source: Reader, olderForms: OlderForms = {}) {
  const sourceColumns = await writableColumns(source);
  const target = new pg.Client({ connectionString: withDatabase(inject('pgAdminUrl'), name) });
  await target.connect();
  const copied: Record<string, number> = {};
  try {
    const targetColumns = await writableColumns(target);
    await target.query('begin');
    await target.query(`set local session_replication_role = replica`);
    await target.query(`truncate ${[...targetColumns.keys()].map(quoted).join(', ')}`);
    for (const [table, columns] of targetColumns) {
      const shared = columns.filter((column) => sourceColumns.get(table)?.includes(column));
      if (!shared.length) continue;
      const list = shared.map(quoted).join(', ');
      const read = shared
        .map((column) => `${olderForms[table]?.[column] ?? quoted(column)} as ${quoted(column)}`)
        .join(', ');
      const { rows } = await source.query<{ rows: unknown[] }>(
        `select coalesce(json_agg(r), '[]') as rows from (select ${read} from ${quoted(table)}) r`,
      );
      const json = rows[0]!.rows;
      if (!json.length) continue;
      await target.query(
        `insert into ${quoted(table)} (${list}) overriding system value
         select ${list} from json_populate_recordset(null::${quoted(table)}, $1)`,
        [JSON.stringify(json)],
      );
      copied[table] = json.length;
      const { rows: counters } = await target.query<{ column: string; sequence: string }>(
        `select column_name as column, pg_get_serial_sequence($1, column_name) as sequence
         from unnest($2::text[]) as column_name where pg_get_serial_sequence($1, column_name) is not null`,
        [quoted(table), shared],
      );
      for (const { column, sequence } of counters)
        await target.query(
          `select setval($1, (select coalesce(max(${quoted(column)}), 0) + 1 from ${quoted(table)}), false)`,
          [sequence],
        );
    }
    await target.query('commit');
  } catch (error) {
    await target.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await target.end();
  }
  return copied;
}

export interface DatabaseBeforeMigration {
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  /** An account as sign-up made it before the migration: the trigger adds its company or facilitator row. */
  signUp(type: 'company' | 'facilitator', label: string): Promise<string>;
  /**
   * Makes this database a copy of `source` (a database at head, read through its pool): its rows, in the
   * tables and columns that exist here, each value as it is or as `olderForms` reads it. Answers how many
   * rows each table received.
   */
  copyFrom(source: Pick<pg.Pool, 'query'>, olderForms?: OlderForms): Promise<Record<string, number>>;
  /** Each foreign key some row breaks, with how many rows break it: what a copy must not leave. */
  brokenReferences(): Promise<{ constraint: string; rows: number }[]>;
  /** Applies the migration under test and every one after it. */
  migrate(): Promise<void>;
  drop(): Promise<void>;
}

/**
 * A new database migrated up to, but not including, the migration `tag`: a test fills it with
 * rows as they were before, migrates, then reads what the migration made of them.
 */
export async function databaseBeforeMigration(tag: string): Promise<DatabaseBeforeMigration> {
  const name = `fh_migration_${randomBytes(6).toString('hex')}`;
  await asAdmin(`create database ${name}`);
  const database = openDatabase(withDatabase(inject('pgAdminUrl'), name), { max: 2 });
  const before = migrationsBefore(tag);
  await runMigrations(database.db, before);
  const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await database.pool.query<T>(text, values)).rows;
  return {
    query,
    signUp: async (type, label) => {
      const [row] = await query<{ id: string }>(
        `insert into "user" (id, name, email, user_type) values (gen_random_uuid(), $1, $2, $3) returning id`,
        [
          label,
          `${label.toLowerCase().replace(/\W+/g, '.')}.${randomBytes(3).toString('hex')}@example.com`,
          type,
        ],
      );
      return row!.id;
    },
    copyFrom: (source, olderForms) => copyRows(name, source, olderForms),
    brokenReferences: async () => {
      const keys = await query<{
        name: string;
        child: string;
        parent: string;
        pairs: string;
        present: string;
      }>(
        `select k.conname as name, k.conrelid::regclass::text as child, k.confrelid::regclass::text as parent,
                string_agg(format('c.%I = p.%I', a.attname, f.attname), ' and ') as pairs,
                string_agg(format('c.%I is not null', a.attname), ' and ') as present
         from pg_constraint k
         cross join lateral unnest(k.conkey, k.confkey) as u(child_column, parent_column)
         join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.child_column
         join pg_attribute f on f.attrelid = k.confrelid and f.attnum = u.parent_column
         where k.contype = 'f' and k.connamespace = 'public'::regnamespace
         group by k.oid, k.conname, k.conrelid, k.confrelid`,
      );
      const broken: { constraint: string; rows: number }[] = [];
      for (const key of keys) {
        // A row whose key is partly null refers to nothing (MATCH SIMPLE, the default).
        const [row] = await query<{ n: string }>(
          `select count(*) as n from ${key.child} c
           where ${key.present} and not exists (select 1 from ${key.parent} p where ${key.pairs})`,
        );
        if (Number(row!.n)) broken.push({ constraint: key.name, rows: Number(row!.n) });
      }
      return broken;
    },
    migrate: () => runMigrations(database.db),
    drop: async () => {
      await database.close();
      fs.rmSync(before, { recursive: true, force: true });
      await asAdmin(`drop database if exists ${name} with (force)`);
    },
  };
}
