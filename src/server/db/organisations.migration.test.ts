import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../test/migration-database';
import { MIGRATIONS_DIR } from './client';

const TAG = '0028_organisations';
let migration: DatabaseBeforeMigration;

const query = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  migration.query<T>(text, values);

async function job(companyId: string, title: string) {
  const [row] = await query<{ id: string }>(
    `insert into jobs (company_id, company_name, title, location, description, requirements)
     values ($1, 'Acme', $2, 'Berlin', 'A day', 'Experience') returning id`,
    [companyId, title],
  );
  return row!.id;
}

async function conversation(companyId: string, facilitatorId: string, jobId: string) {
  const [thread] = await query<{ id: string }>(
    `insert into conversations (company_id, facilitator_id, started_by, job_id, last_message_at,
                                last_message_side, last_message_preview, created_at)
     values ($1, $2, 'company', $3, now(), 'company', 'Hello', now()) returning id`,
    [companyId, facilitatorId, jobId],
  );
  const [message] = await query<{ id: string }>(
    `insert into messages (conversation_id, sender_id, side, body, job_id, created_at)
     values ($1, $2, 'company', 'Hello', $3, now()) returning id`,
    [thread!.id, companyId, jobId],
  );
  return { threadId: thread!.id, messageId: message!.id };
}

const COUNTED = [
  'jobs',
  'conversations',
  'invitations',
  'saved_facilitators',
  'notifications',
  'applications',
] as const;

async function counts() {
  const result: Record<string, number> = {};
  for (const table of COUNTED)
    result[table] = Number((await query<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);
  return result;
}

const ids: Record<string, string> = {};
let countsBefore: Record<string, number>;

beforeAll(async () => {
  migration = await databaseBeforeMigration(TAG);

  ids.acme = await migration.signUp('company', 'Acme');
  ids.globex = await migration.signUp('company', 'Globex');
  ids.lena = await migration.signUp('facilitator', 'Lena Fischer');
  ids.omar = await migration.signUp('facilitator', 'Omar Haddad');
  ids.acmeJob = await job(ids.acme, 'Strategy day');
  ids.acmeDraft = await job(ids.acme, 'Offsite');
  ids.globexJob = await job(ids.globex, 'Team retro');
  await query(
    `insert into applications (job_id, facilitator_id, cover_letter) values ($1, $2, 'Hi'), ($3, $2, 'Hello')`,
    [ids.acmeJob, ids.lena, ids.globexJob],
  );
  const acmeThread = await conversation(ids.acme, ids.lena, ids.acmeJob);
  ids.acmeThread = acmeThread.threadId;
  ids.globexThread = (await conversation(ids.globex, ids.omar, ids.globexJob)).threadId;
  await query(
    `insert into invitations (conversation_id, message_id, company_id, facilitator_id, job_id, created_at)
     values ($1, $2, $3, $4, $5, now())`,
    [acmeThread.threadId, acmeThread.messageId, ids.acme, ids.lena, ids.acmeJob],
  );
  await query(
    `insert into saved_facilitators (company_id, facilitator_id, note, created_at, updated_at)
     values ($1, $3, 'Great', now(), now()), ($2, $3, '', now(), now()), ($2, $4, '', now(), now())`,
    [ids.acme, ids.globex, ids.lena, ids.omar],
  );
  await query(
    `insert into notifications (user_id, type, title) values
       ($1, 'application.received', 'New applicant'), ($1, 'message.received', 'New message'),
       ($2, 'application.received', 'New applicant'), ($3, 'application.status', 'Shortlisted')`,
    [ids.acme, ids.globex, ids.lena],
  );
  countsBefore = await counts();

  await migration.migrate();
});

afterAll(() => migration?.drop());

describe(`migration ${TAG} on a database with companies`, () => {
  it('runs after the migrations already applied', async () => {
    const [last] = await query<{ hash: string }>(
      `select hash from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const [{ n }] = await query<{ n: string }>(`select count(*) as n from drizzle.__drizzle_migrations`);
    const journal = JSON.parse(
      fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { tag: string; when: number }[] };
    expect(Number(n)).toBe(journal.entries.length);
    expect(last).toBeDefined();
    // Drizzle applies only the migrations dated after the last one applied: each must be dated after the one before.
    const dates = journal.entries.map((entry) => entry.when);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });

  it('makes every company an organisation with its user as the one owner', async () => {
    const members = await query<{ organisation_id: string; user_id: string; role: string }>(
      `select organisation_id, user_id, role from organisation_members order by organisation_id`,
    );
    expect(members).toEqual(
      [ids.acme!, ids.globex!].sort().map((id) => ({ organisation_id: id, user_id: id, role: 'owner' })),
    );
    const active = await query<{ id: string; active_organisation_id: string | null }>(
      `select id, active_organisation_id from "user" where user_type = 'company' order by id`,
    );
    expect(active.every((row) => row.active_organisation_id === row.id)).toBe(true);
  });

  it('loses nothing', async () => {
    expect(await counts()).toEqual(countsBefore);
  });

  it("gives each job and thread its company's founder as owner", async () => {
    const jobs = await query<{ company_id: string; owner_id: string }>(
      `select company_id, owner_id from jobs`,
    );
    expect(jobs).toHaveLength(3);
    expect(jobs.every((row) => row.owner_id === row.company_id)).toBe(true);
    const threads = await query<{ company_id: string; company_owner_id: string }>(
      `select company_id, company_owner_id from conversations`,
    );
    expect(threads).toHaveLength(2);
    expect(threads.every((row) => row.company_owner_id === row.company_id)).toBe(true);
  });

  it("moves a company's notifications to its organisation, and leaves a facilitator's", async () => {
    const rows = await query<{ user_id: string | null; organisation_id: string | null; title: string }>(
      `select user_id, organisation_id, title from notifications order by title, organisation_id`,
    );
    expect(rows).toHaveLength(4);
    expect(rows.filter((row) => row.organisation_id === ids.acme && !row.user_id)).toHaveLength(2);
    expect(rows.filter((row) => row.organisation_id === ids.globex && !row.user_id)).toHaveLength(1);
    expect(rows.filter((row) => row.user_id === ids.lena && !row.organisation_id)).toHaveLength(1);
  });

  it('keeps the invitations and saved facilitators on the same company id', async () => {
    expect(await query(`select company_id, facilitator_id from invitations`)).toEqual([
      { company_id: ids.acme, facilitator_id: ids.lena },
    ]);
    const saved = await query<{ company_id: string }>(`select company_id from saved_facilitators`);
    expect(saved.filter((row) => row.company_id === ids.globex)).toHaveLength(2);
    expect(saved.filter((row) => row.company_id === ids.acme)).toHaveLength(1);
  });

  it('gives a company signed up afterwards an organisation with it as owner', async () => {
    const initech = await migration.signUp('company', 'Initech');
    expect(await query(`select id, name from companies where id = $1`, [initech])).toEqual([
      { id: initech, name: 'Initech' },
    ]);
    expect(
      await query(`select user_id, role from organisation_members where organisation_id = $1`, [initech]),
    ).toEqual([{ user_id: initech, role: 'owner' }]);
    // A facilitator signed up afterwards is no organisation's member.
    const mia = await migration.signUp('facilitator', 'Mia Roth');
    expect(await query(`select 1 from organisation_members where user_id = $1`, [mia])).toEqual([]);
  });
});
