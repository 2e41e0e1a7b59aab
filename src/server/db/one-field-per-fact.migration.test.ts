import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../test/migration-database';

const TAG = '0022_one_field_per_fact';
let migration: DatabaseBeforeMigration;

const query = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  migration.query<T>(text, values);

async function job(companyId: string, salary: string, budget?: [string, number, number, string]) {
  const [row] = await query<{ id: string }>(
    `insert into jobs (company_id, company_name, title, location, description, requirements, salary,
                       budget_type, budget_min, budget_max, budget_currency)
     values ($1, 'Acme', 'Strategy day', 'Berlin', 'A day', 'Experience', $2, $3, $4, $5, $6) returning id`,
    [companyId, salary, ...(budget ?? [null, null, null, null])],
  );
  return row!.id;
}

const jobAfter = async (id: string) =>
  (
    await query(
      `select budget_type as type, budget_min as min, budget_max as max, budget_currency as currency,
              budget_note as note from jobs where id = $1`,
      [id],
    )
  )[0];

const facilitatorAfter = async (id: string) =>
  (
    await query(
      `select rate_currency as currency, day_rate_min, day_rate_max, hourly_rate_min, hourly_rate_max,
              rate_note as note from facilitators where id = $1`,
      [id],
    )
  )[0];

const credentialsOf = (id: string) =>
  query(
    `select kind, detail, year from facilitator_credentials where facilitator_id = $1 order by kind, detail`,
    [id],
  );

const ids: Record<string, string> = {};

beforeAll(async () => {
  migration = await databaseBeforeMigration(TAG);

  const company = await migration.signUp('company', 'Acme');
  ids.parsed = await job(company, '€1,400–1,800 per day');
  ids.code = await job(company, '1200 EUR/day');
  ids.hourly = await job(company, '$90/hour');
  ids.fee = await job(company, '$38,000 fixed fee');
  ids.words = await job(company, 'Competitive, plus travel');
  ids.noCurrency = await job(company, '5000 total');
  ids.disagrees = await job(company, '$90/hour', ['day-rate', 500, 700, 'EUR']);
  ids.repeats = await job(company, '€500–€700 per day', ['day-rate', 500, 700, 'EUR']);

  ids.lena = await migration.signUp('facilitator', 'Lena Fischer');
  await query(
    `update facilitators set rate = '€1,400–1,800 per day', updated_at = '2024-05-01',
       certifications = array['IAF Certified Professional Facilitator (CPF)',
                              'iaf certified professional facilitator (cpf)',
                              'Graphic Facilitation Certificate, 2018',
                              'ICAgile Certified Professional']
     where id = $1`,
    [ids.lena],
  );
  await query(
    `insert into facilitator_credentials (facilitator_id, kind, detail, year)
     values ($1, 'iaf-cpf', null, 2019), ($1, 'other', 'ICAgile Certified Professional', 2017)`,
    [ids.lena],
  );
  ids.omar = await migration.signUp('facilitator', 'Omar Haddad');
  await query(
    `update facilitators set rate = 'Travel days at half rate', updated_at = '2025-02-03',
       certifications = array['IAF CPF', 'IAF CPF ', '']
     where id = $1`,
    [ids.omar],
  );
  ids.mia = await migration.signUp('facilitator', 'Mia Roth');
  await query(
    `update facilitators set rate = '$90/hour', rate_currency = 'EUR', day_rate_min = 800, day_rate_max = 900
     where id = $1`,
    [ids.mia],
  );

  await migration.migrate();
});

afterAll(() => migration?.drop());

describe(`migration ${TAG}`, () => {
  it('reads a plain salary text into the empty budget, with no note', async () => {
    expect(await jobAfter(ids.parsed!)).toEqual({
      type: 'day-rate',
      min: 1400,
      max: 1800,
      currency: 'EUR',
      note: null,
    });
    expect(await jobAfter(ids.code!)).toMatchObject({ type: 'day-rate', min: 1200, max: 1200, note: null });
    expect(await jobAfter(ids.hourly!)).toMatchObject({ type: 'hourly-rate', min: 90, currency: 'USD' });
    expect(await jobAfter(ids.fee!)).toMatchObject({ type: 'fixed-fee', min: 38000, max: 38000 });
  });

  it('keeps what it cannot read, or what disagrees with the budget, as the note', async () => {
    expect(await jobAfter(ids.words!)).toEqual({
      type: null,
      min: null,
      max: null,
      currency: null,
      note: 'Competitive, plus travel',
    });
    // No currency: no budget can be made of it.
    expect(await jobAfter(ids.noCurrency!)).toMatchObject({ type: null, note: '5000 total' });
    expect(await jobAfter(ids.disagrees!)).toEqual({
      type: 'day-rate',
      min: 500,
      max: 700,
      currency: 'EUR',
      note: '$90/hour',
    });
    expect(await jobAfter(ids.repeats!)).toMatchObject({ type: 'day-rate', min: 500, note: null });
  });

  it('reads a rate text into the empty rates, else keeps it as the rates note', async () => {
    expect(await facilitatorAfter(ids.lena!)).toEqual({
      currency: 'EUR',
      day_rate_min: 1400,
      day_rate_max: 1800,
      hourly_rate_min: null,
      hourly_rate_max: null,
      note: null,
    });
    expect(await facilitatorAfter(ids.omar!)).toMatchObject({
      currency: null,
      day_rate_min: null,
      note: 'Travel days at half rate',
    });
    // Rates in euros already: dollars per hour cannot join them.
    expect(await facilitatorAfter(ids.mia!)).toMatchObject({
      currency: 'EUR',
      day_rate_min: 800,
      hourly_rate_min: null,
      note: '$90/hour',
    });
  });

  it('turns certifications into credentials, once per name', async () => {
    expect(await credentialsOf(ids.lena!)).toEqual([
      { kind: 'iaf-cpf', detail: null, year: 2019 },
      { kind: 'other', detail: 'Graphic Facilitation Certificate, 2018', year: 2018 },
      { kind: 'other', detail: 'ICAgile Certified Professional', year: 2017 },
    ]);
    expect(await credentialsOf(ids.omar!)).toEqual([{ kind: 'iaf-cpf', detail: null, year: 2025 }]);
  });

  it('drops the free-text columns and its helper', async () => {
    const columns = await query<{ column: string }>(
      `select table_name || '.' || column_name as column from information_schema.columns
       where (table_name, column_name) in (('jobs', 'salary'), ('facilitators', 'rate'), ('facilitators', 'certifications'))`,
    );
    expect(columns).toEqual([]);
    expect(await query(`select 1 from pg_proc where proname = 'fh_read_money_text'`)).toEqual([]);
  });
});
