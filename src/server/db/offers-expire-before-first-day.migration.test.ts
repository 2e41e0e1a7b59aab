import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../test/migration-database';

const TAG = '0042_offers_expire_before_first_day';
let migration: DatabaseBeforeMigration;

const query = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  migration.query<T>(text, values);

/** A record as sending wrote it before the cap (parties gone: the migration reads neither). */
async function record(status: 'offered' | 'declined', firstDay: string, expiresAt: string, timeZone: string) {
  const [row] = await query<{ id: string }>(
    `insert into engagements (status, turn, expires_at, first_day, last_day, time_zone, currency, net_total_minor)
     values ($1, $2, $3, $4, $4, $5, 'EUR', 240000) returning id`,
    [status, status === 'offered' ? 'facilitator' : null, expiresAt, firstDay, timeZone],
  );
  return row!.id;
}

const expiryOf = async (id: string) =>
  (
    await query<{ at: Date }>(`select expires_at as at from engagements where id = $1`, [id])
  )[0]!.at.toISOString();

const ids: Record<string, string> = {};

beforeAll(async () => {
  migration = await databaseBeforeMigration(TAG);
  // Far-off dates, fixed: the migration reads no clock.
  ids.berlin = await record('offered', '2031-05-10', '2031-05-20T21:59:59.999Z', 'Europe/Berlin');
  ids.newYork = await record('offered', '2031-01-15', '2031-02-01T04:59:59.999Z', 'America/New_York');
  ids.early = await record('offered', '2031-05-10', '2031-05-03T21:59:59.999Z', 'Europe/Berlin');
  ids.declined = await record('declined', '2031-05-10', '2031-05-20T21:59:59.999Z', 'Europe/Berlin');
  await migration.migrate();
});

afterAll(() => migration.drop());

describe('migration 0042: open offers expire before their first session day', () => {
  it('caps an open offer’s expiry at the end of the day before its first session day, in its time zone', async () => {
    expect(await expiryOf(ids.berlin!)).toBe('2031-05-09T21:59:59.999Z');
    expect(await expiryOf(ids.newYork!)).toBe('2031-01-15T04:59:59.999Z');
  });

  it('leaves an earlier expiry and an answered offer as they were', async () => {
    expect(await expiryOf(ids.early!)).toBe('2031-05-03T21:59:59.999Z');
    expect(await expiryOf(ids.declined!)).toBe('2031-05-20T21:59:59.999Z');
  });
});
