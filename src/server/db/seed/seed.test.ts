import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FOCUS_AREAS } from '../../../shared/focus-areas';
import { createTestDatabase } from '../../test/helpers';
import { companies, facilitators, jobs, user } from '../schema';
import { seedDatabase } from './seed';

describe('seed', () => {
  it('is idempotent and publishes the spec sample job count per focus area', async () => {
    const database = await createTestDatabase();
    try {
      const count = async () => ({
        users: (await database.db.select({ n: sql<number>`count(*)::int` }).from(user))[0].n,
        companies: (await database.db.select({ n: sql<number>`count(*)::int` }).from(companies))[0].n,
        facilitators: (await database.db.select({ n: sql<number>`count(*)::int` }).from(facilitators))[0].n,
        jobs: (await database.db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0].n,
      });
      const before = await count();
      expect(before.jobs).toBe(428);
      expect(before.facilitators).toBeGreaterThanOrEqual(16);
      await seedDatabase(database.db, new Date());
      await seedDatabase(database.db, new Date());
      expect(await count()).toEqual(before);

      const rows = await database.db.execute<{ id: string; n: number }>(
        sql`select unnest(focus_areas) as id, count(*)::int as n from jobs where status = 'published' group by 1`,
      );
      const counts = Object.fromEntries(rows.rows.map((row) => [row.id, row.n]));
      for (const area of FOCUS_AREAS) expect(counts[area.id], area.id).toBe(area.sampleJobCount);
    } finally {
      await database.drop();
    }
  });

  it('fills seeded profiles completely', async () => {
    const database = await createTestDatabase();
    try {
      const incomplete = await database.db.execute(
        sql`select id from facilitators where profile_completed_at is null or bio = ''`,
      );
      expect(incomplete.rows).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});
