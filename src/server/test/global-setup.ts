import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { clockFromConfig } from '../clock';
import { loadConfig } from '../config';
import { openDatabase, runMigrations } from '../db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres';
import { loadSampleData } from '../db/seed/sample-data.service';
import { createLogger } from '../logger';
import { createJobQueue } from '../queue/job-queue';
import { QUEUES } from '../queue/queues';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    templateDb: string;
    /** With DATABASE_POOLING=transaction: the pooler's URL, through which the apps under test connect. */
    pgPooledUrl: string | undefined;
  }
}

/**
 * One PostgreSQL for the whole run: the machine's server when DATABASE_URL is
 * set, otherwise an embedded one in a temp folder. A template database is
 * migrated and seeded once (the job queue's schema too); each test file clones its own database from it.
 * With DATABASE_POOLING=transaction, DATABASE_URL is a pooler in front of the
 * server at DATABASE_DIRECT_URL: databases are made directly, and the apps
 * under test reach them through the pooler.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  const pooledUrl = process.env.DATABASE_POOLING === 'transaction' ? process.env.DATABASE_URL : undefined;
  let serverUrl = pooledUrl ? process.env.DATABASE_DIRECT_URL : process.env.DATABASE_URL;
  if (pooledUrl && !serverUrl) throw new Error('DATABASE_POOLING=transaction needs DATABASE_DIRECT_URL');
  if (!serverUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fh-test-pg-'));
    // A throwaway database: its disk flushes would only cost the run time.
    embedded = await startEmbeddedPostgres(
      dataDir,
      { info: () => undefined, warn: () => undefined },
      { durable: false },
    );
    serverUrl = embedded.url;
  }
  const templateDb = `fh_template_${process.pid}`;
  const adminUrl = withDatabase(serverUrl, 'postgres');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDb}`);
  await admin.query(`create database ${templateDb}`);
  await admin.end();

  const template = openDatabase(withDatabase(serverUrl, templateDb), { max: 2 });
  await runMigrations(template.db);
  // The sample data is dated by the same clock as the apps the tests build (CLOCK_OFFSET_DAYS moves both).
  // Loaded (and recorded as loaded) once here: the test apps never seed at start.
  const config = loadConfig({ CLOCK_OFFSET_DAYS: process.env.CLOCK_OFFSET_DAYS });
  await loadSampleData({ db: template.db, clock: clockFromConfig(config), config });
  // The job queue's schema and queues, as the server's first start installs them.
  const queue = createJobQueue({
    connection: template.sessionClientConfig,
    queues: QUEUES,
    log: createLogger('silent', false),
    boss: { supervise: false, schedule: false, registerInstance: false },
  });
  await queue.start();
  await queue.stop(1_000);
  await template.close();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDb', templateDb);
  project.provide('pgPooledUrl', pooledUrl);

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'fh_test_${process.pid}_%' or datname = $1`,
      [templateDb],
    );
    for (const row of rows)
      await client.query(`drop database if exists ${row.datname} with (force)`).catch(() => undefined);
    await client.end();
    await embedded?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
