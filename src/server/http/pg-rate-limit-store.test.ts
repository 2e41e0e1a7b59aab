import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helpers';
import { countHit, releaseLease, renewLease, takeLease } from './pg-rate-limit-store';

const database = await createTestDatabase();
afterAll(() => database.drop());

const keys = async () =>
  (await database.pool.query<{ key: string }>('select key from app_rate_limit order by key')).rows.map(
    (row) => row.key,
  );

describe('countHit', () => {
  it('counts in fixed windows and sweeps only the windows that are over', async () => {
    const t0 = 1_800_000_000_000;
    expect(await countHit(database.pool, 'long', 15 * 60_000, t0)).toEqual({ count: 1, windowStart: t0 });
    expect(await countHit(database.pool, 'long', 15 * 60_000, t0 + 1000)).toEqual({
      count: 2,
      windowStart: t0,
    });
    await countHit(database.pool, 'short', 60_000, t0);

    // Two minutes on, the next hit sweeps: the one-minute window is over, the 15-minute one is not.
    expect(await countHit(database.pool, 'other', 60_000, t0 + 2 * 60_000)).toEqual({
      count: 1,
      windowStart: t0 + 2 * 60_000,
    });
    await expect.poll(keys).toEqual(['long', 'other']);
    expect(await countHit(database.pool, 'long', 15 * 60_000, t0 + 3 * 60_000)).toEqual({
      count: 3,
      windowStart: t0,
    });
    // After its end, a window starts again from one.
    expect(await countHit(database.pool, 'long', 15 * 60_000, t0 + 15 * 60_000)).toEqual({
      count: 1,
      windowStart: t0 + 15 * 60_000,
    });
  });
});

describe('leases', () => {
  it('are held by one taker until released or expired; a renewal keeps them, a stale token frees nothing', async () => {
    const t0 = 1_900_000_000_000;
    const ttl = 60_000;
    const first = await takeLease(database.pool, 'lease', ttl, t0);
    expect(first).toBe(t0);
    expect(await takeLease(database.pool, 'lease', ttl, t0 + 1)).toBeNull();
    // Renewed, it outlives its first expiry.
    expect(await renewLease(database.pool, 'lease', first!, ttl, t0 + 30_000)).toBe(true);
    expect(await takeLease(database.pool, 'lease', ttl, t0 + ttl + 1)).toBeNull();
    // Released, it can be taken at once.
    await releaseLease(database.pool, 'lease', first!);
    const second = await takeLease(database.pool, 'lease', ttl, t0 + ttl + 2);
    expect(second).toBe(t0 + ttl + 2);

    // A holder that never came back: the lease expires and is taken again; the old holder's release and
    // renewal leave the new one alone.
    const third = await takeLease(database.pool, 'lease', ttl, second! + ttl);
    expect(third).toBe(second! + ttl);
    expect(await renewLease(database.pool, 'lease', second!, ttl, third! + 1)).toBe(false);
    await releaseLease(database.pool, 'lease', second!);
    expect(await takeLease(database.pool, 'lease', ttl, third! + 2)).toBeNull();
  });
});
