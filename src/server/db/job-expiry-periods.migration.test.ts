import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../test/migration-database';

const TAG = '0041_job_expiry_periods';
let migration: DatabaseBeforeMigration;

const query = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  migration.query<T>(text, values);

interface ExpiryColumns {
  status?: string;
  deadline?: string | null;
  expiresAt: string;
  remindedAt?: string | null;
  extendedAt?: string | null;
}

async function job(companyId: string, columns: ExpiryColumns) {
  const [row] = await query<{ id: string }>(
    `insert into jobs (company_id, company_name, title, location, description, requirements, status,
                       application_deadline, expires_at, expiry_reminded_at, extended_at)
     values ($1, 'Acme', 'Strategy day', 'Berlin', 'A day', 'Experience', $2, $3, $4, $5, $6) returning id`,
    [
      companyId,
      columns.status ?? 'published',
      columns.deadline ?? null,
      columns.expiresAt,
      columns.remindedAt ?? null,
      columns.extendedAt ?? null,
    ],
  );
  return row!.id;
}

const after = async (id: string) =>
  (
    await query<{ deadline: string | null; remindedAt: Date | null; extendedAt: Date | null }>(
      `select to_char(application_deadline, 'YYYY-MM-DD') as deadline, expiry_reminded_at as "remindedAt",
              extended_at as "extendedAt"
       from jobs where id = $1`,
      [id],
    )
  )[0];

const REMINDED = '2031-03-17T12:00:00Z';
const EXTENDED = '2031-03-18T09:00:00Z';
const ids: Record<string, string> = {};

beforeAll(async () => {
  migration = await databaseBeforeMigration(TAG);
  const company = await migration.signUp('company', 'Acme');
  // Deadline the 20th (expiry 12:00 UTC on the 21st), reminded, then extended by 30 days.
  const extended = { expiresAt: '2031-04-20T12:00:00Z', remindedAt: REMINDED, extendedAt: EXTENDED };
  ids.extendedDeadline = await job(company, { ...extended, deadline: '2031-03-20' });
  ids.extendedOpen = await job(company, extended);
  ids.extendedClosed = await job(company, { ...extended, deadline: '2031-03-20', status: 'closed' });
  ids.remindedNow = await job(company, { expiresAt: '2031-03-21T12:00:00Z', remindedAt: REMINDED });
  // Reopened or approved again later: a new expiry, months after the old period's reminder and extension.
  ids.remindedBefore = await job(company, { expiresAt: '2031-06-01T09:00:00Z', remindedAt: REMINDED });
  ids.extendedBefore = await job(company, { ...extended, expiresAt: '2031-06-01T09:00:00Z' });
  await migration.migrate();
});

afterAll(() => migration?.drop());

describe('migration 0041: job expiry periods', () => {
  it("moves an extended job's deadline to the day its expiry ends, keeping this period's flags", async () => {
    expect(await after(ids.extendedDeadline!)).toEqual({
      deadline: '2031-04-19',
      remindedAt: new Date(REMINDED),
      extendedAt: new Date(EXTENDED),
    });
    expect(await after(ids.extendedOpen!)).toMatchObject({ deadline: null, extendedAt: new Date(EXTENDED) });
    expect(await after(ids.remindedNow!)).toMatchObject({ remindedAt: new Date(REMINDED) });
  });

  it('clears the reminder and extension of an earlier period, and leaves jobs off the site to their next one', async () => {
    expect(await after(ids.remindedBefore!)).toMatchObject({ remindedAt: null });
    expect(await after(ids.extendedBefore!)).toMatchObject({ remindedAt: null, extendedAt: null });
    expect(await after(ids.extendedClosed!)).toEqual({
      deadline: '2031-03-20',
      remindedAt: new Date(REMINDED),
      extendedAt: new Date(EXTENDED),
    });
  });
});
