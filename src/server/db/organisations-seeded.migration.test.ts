import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testClock } from '../test/helpers';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../test/migration-database';
import { sampleIds, seedDatabase } from './seed/seed';

/*
 * Migration 0028 on a copy of the sample data, as a database that had it before organisations existed: the
 * seeded database at head is copied into one migrated up to 0027, its tables and columns that exist there.
 * Left out of the copy, because it had no form before 0028:
 * - the tables 0028 and later made (organisation members, invitations and audit log, applicant notes and
 *   ratings, offers and engagements) and the columns they added (jobs.owner_id, notifications.organisation_id,
 *   user.active_organisation_id, …): the copy takes only what exists in the older database;
 * - the company-side accounts without a company row of their own (someone who joined an organisation by its
 *   invitation: their sign-up's organisation is deleted at once), with what the older foreign keys hang on
 *   them (sessions, sign-in accounts, own notifications; their messages stay, without a sender): before
 *   organisations every company login was one company, its `companies` row having the account's id;
 * - the organisations whose id is no account's (their founder's account deleted): a company's id was its
 *   account's (the older `companies_id_user_id_fk`).
 * A notification for an organisation is copied as its founder's (the older `user_id` is the company's
 * account, whose id the organisation has); one whose organisation has no founder would break the older
 * foreign key, which `brokenReferences` reports.
 *
 * The sample data has companies, facilitators and jobs but no activity and no team: `aWeekOfUse` adds a few
 * rows to the seeded database as the app makes them at head (an application, a thread with messages, an
 * invitation, a saved facilitator, notifications, and a member who joined a company by its invitation), so
 * that every rule of the migration, and of what the copy leaves out, meets a row.
 */

const TAG = '0028_organisations';
/** The seed, the copy and the migrations on a loaded 2-core machine (each takes a few seconds alone). */
const SETUP_TIMEOUT_MS = 120_000;

/** The company-side accounts without a company of their own: the people who joined an organisation. */
const JOINED_MEMBERS = `select u.id from "user" u
  where u.user_type = 'company' and not exists (select 1 from companies c where c.id = u.id)`;

/** The tables whose rows the company side owns, each with what names a row. */
const OWNED: Record<string, { key: string; where?: string }> = {
  jobs: { key: 'id' },
  applications: { key: 'id' },
  conversations: { key: 'id' },
  messages: { key: 'id' },
  invitations: { key: 'id' },
  saved_facilitators: { key: `company_id || ':' || facilitator_id` },
  // A joined member's own notifications go with them (see the top).
  notifications: { key: 'id', where: `user_id is null or user_id not in (${JOINED_MEMBERS})` },
};

type Read = <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]>;

/** How the older database holds a row made at head (see the top). */
const OLDER_FORMS = { notifications: { user_id: 'coalesce(user_id, organisation_id)' } };

/** A few rows of use of the sample data at head, dated `now`: what the sample data itself lacks. */
async function aWeekOfUse(read: Read, now: Date) {
  const ids = sampleIds();
  const [company, otherCompany] = ids.companies as [string, string];
  const [facilitator, otherFacilitator] = ids.facilitators as [string, string];
  const jobOf = async (companyId: string, skip: number) =>
    (
      await read<{ id: string }>(`select id from jobs where company_id = $1 order by id offset $2 limit 1`, [
        companyId,
        skip,
      ])
    )[0]!.id;
  const [strategyDay, offsite] = [await jobOf(company, 0), await jobOf(company, 1)];

  // Joined by the invitation's sign-up: the account's own organisation is deleted at once (insertInvitedAccount).
  const [member] = await read<{ id: string }>(
    `insert into "user" (id, name, email, email_verified, user_type, active_organisation_id)
     values (gen_random_uuid(), 'Mia Roth', 'mia.roth@example.com', true, 'company', $1) returning id`,
    [company],
  );
  const mia = member!.id;
  await read(`delete from companies where id = $1`, [mia]);
  await read(`insert into organisation_members (organisation_id, user_id, role) values ($1, $2, 'member')`, [
    company,
    mia,
  ]);
  await read(`insert into account (account_id, provider_id, user_id) values ($1, 'credential', $2)`, [
    mia,
    mia,
  ]);
  await read(`insert into session (token, expires_at, user_id) values ('mia-session', $1, $2)`, [now, mia]);

  await read(
    `insert into applications (job_id, facilitator_id, cover_letter, status, status_changed_by, created_at)
     values ($1, $2, 'I have run many strategy days.', 'shortlisted', $3, $4)`,
    [strategyDay, facilitator, mia, now],
  );
  const [thread] = await read<{ id: string }>(
    `insert into conversations (company_id, facilitator_id, company_owner_id, started_by, job_id,
                                last_message_at, last_message_side, last_message_preview, created_at)
     values ($1, $2, $3, 'company', $4, $5, 'facilitator', 'Gladly', $5) returning id`,
    [company, facilitator, mia, offsite, now],
  );
  const [invitation] = await read<{ id: string }>(
    `insert into messages (conversation_id, sender_id, side, body, job_id, created_at)
     values ($1, $2, 'company', 'Would you apply?', $3, $4) returning id`,
    [thread!.id, mia, offsite, now],
  );
  await read(
    `insert into messages (conversation_id, sender_id, side, body, created_at)
     values ($1, $2, 'facilitator', 'Gladly', $3)`,
    [thread!.id, facilitator, now],
  );
  await read(
    `insert into invitations (conversation_id, message_id, company_id, facilitator_id, job_id, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [thread!.id, invitation!.id, company, facilitator, offsite, now],
  );
  await read(
    `insert into saved_facilitators (company_id, facilitator_id, note, created_at, updated_at)
     values ($1, $2, 'For the offsite', $3, $3)`,
    [otherCompany, otherFacilitator, now],
  );
  await read(
    `insert into notifications (user_id, organisation_id, type, title, created_at) values
       (null, $1, 'application.received', 'New applicant', $4),
       (null, $2, 'message.received', 'New message', $4),
       ($3, null, 'application.status', 'Shortlisted', $4),
       ($5, null, 'organisation.joined', 'Welcome', $4)`,
    [company, otherCompany, facilitator, now, mia],
  );
}

async function keysOf(read: Read, table: string, { key, where }: { key: string; where?: string }) {
  const rows = await read<{ key: string }>(
    `select ${key} as key from ${table} ${where ? `where ${where}` : ''} order by 1`,
  );
  return rows.map((row) => row.key);
}

async function ownedKeys(read: Read) {
  const keys: Record<string, string[]> = {};
  for (const [table, owned] of Object.entries(OWNED)) keys[table] = await keysOf(read, table, owned);
  return keys;
}

let source: Awaited<ReturnType<typeof createTestDatabase>>;
let migration: DatabaseBeforeMigration;
let readSource: Read;
let query: Read;
let copied: Record<string, number>;
let brokenAfterCopy: { constraint: string; rows: number }[];
let ownedInSource: Record<string, string[]>;
/** The accounts that own a company in the source: each becomes its organisation's one owner. */
let founders: string[];

beforeAll(async () => {
  let started = performance.now();
  source = await createTestDatabase();
  readSource = async (text, values = []) => (await source.pool.query(text, values)).rows;
  // The template is seeded already; seeding again (it is idempotent) keeps this test on the sample data
  // whatever the template holds, dated by the business clock as the apps' seed is.
  const now = testClock().now();
  await seedDatabase(source.db, now);
  const seededMs = performance.now() - started;
  await aWeekOfUse(readSource, now);

  started = performance.now();
  migration = await databaseBeforeMigration(TAG);
  query = migration.query;
  copied = await migration.copyFrom(source.pool, OLDER_FORMS);
  // What had no form before 0028 goes (see the top), with what the older foreign keys take along.
  await query(`delete from "user" where id in (${JOINED_MEMBERS})`);
  await query(`delete from companies c where not exists (select 1 from "user" u where u.id = c.id)`);
  brokenAfterCopy = await migration.brokenReferences();
  const copiedMs = performance.now() - started;

  ownedInSource = await ownedKeys(readSource);
  founders = (
    await readSource<{ id: string }>(
      `select c.id from companies c where exists (select 1 from "user" u where u.id = c.id) order by c.id`,
    )
  ).map((row) => row.id);

  started = performance.now();
  await migration.migrate();
  console.info(
    `${TAG} on the sample data: seed ${Math.round(seededMs)} ms, copy ${Math.round(copiedMs)} ms, ` +
      `migrations ${Math.round(performance.now() - started)} ms`,
  );
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await migration?.drop();
  await source?.drop();
});

describe(`migration ${TAG} on a copy of the sample data`, () => {
  it('starts from a whole copy of the sample data', () => {
    expect(brokenAfterCopy).toEqual([]);
    const ids = sampleIds();
    expect(copied.companies).toBe(ids.companies.length);
    expect(copied.jobs).toBeGreaterThanOrEqual(ids.jobs.length);
    expect(founders).toEqual(expect.arrayContaining(ids.companies));
  });

  it('makes every company an organisation with its account as the one owner', async () => {
    expect(
      await query(
        `select organisation_id, user_id, role from organisation_members order by organisation_id, user_id`,
      ),
    ).toEqual(founders.map((id) => ({ organisation_id: id, user_id: id, role: 'owner' })));
    const active = await query<{ id: string; active_organisation_id: string | null }>(
      `select id, active_organisation_id from "user" where user_type = 'company' order by id`,
    );
    expect(active).toEqual(founders.map((id) => ({ id, active_organisation_id: id })));
  });

  it('loses no job, application, thread, message, invitation, saved facilitator or notification', async () => {
    expect(await ownedKeys(query)).toEqual(ownedInSource);
  });

  it('leaves out the member who joined a company, and keeps what she wrote for it', async () => {
    expect(await query(`select id from "user" where email = 'mia.roth@example.com'`)).toEqual([]);
    expect(await query(`select id from session where token = 'mia-session'`)).toEqual([]);
    expect(await query(`select side, sender_id from messages where body = 'Would you apply?'`)).toEqual([
      { side: 'company', sender_id: null },
    ]);
  });

  it("gives each job and thread its company's founder as owner", async () => {
    for (const [table, company, owner] of [
      ['jobs', 'company_id', 'owner_id'],
      ['conversations', 'company_id', 'company_owner_id'],
    ] as const) {
      const rows = await query<{ company: string | null; owner: string | null; founder: string | null }>(
        `select t.${company} as company, t.${owner} as owner, m.user_id as founder from ${table} t
         left join organisation_members m on m.organisation_id = t.${company} and m.role = 'owner'`,
      );
      expect(rows.filter((row) => row.owner !== row.founder)).toEqual([]);
      expect(rows.filter((row) => row.company && !founders.includes(row.company))).toEqual([]);
    }
    const [{ n }] = await query<{ n: string }>(`select count(*) as n from jobs where owner_id is not null`);
    expect(Number(n)).toBe(ownedInSource.jobs!.length);
  });

  it("moves a company's notifications to its organisation, and leaves everyone else's", async () => {
    const before = await readSource<{ id: string; recipient: string }>(
      `select id, coalesce(user_id, organisation_id) as recipient from notifications
       where ${OWNED.notifications!.where} order by id`,
    );
    expect(before.length).toBeGreaterThan(0);
    const after = await query(`select id, user_id, organisation_id from notifications order by id`);
    expect(after).toEqual(
      before.map(({ id, recipient }) =>
        founders.includes(recipient)
          ? { id, user_id: null, organisation_id: recipient }
          : { id, user_id: recipient, organisation_id: null },
      ),
    );
  });
});
