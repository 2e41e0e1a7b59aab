import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FOCUS_AREAS } from '../../../shared/focus-areas';
import { createTestDatabase, testClock } from '../../test/helpers';
import { companies, facilitators, jobs, user } from '../schema';
import { buildSeedJobs } from './data/job-generator';
import { sampleDeadline, samplePostedAt, seededAt } from './sample-dates';
import { seedDatabase, seedUuid } from './seed';
import { jobExpiresAt } from '../../jobs/job-expiry';

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
      await seedDatabase(database.db, testClock().now());
      await seedDatabase(database.db, testClock().now());
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

  it('dates the sample jobs relative to the day it runs', async () => {
    const database = await createTestDatabase();
    try {
      await database.db.execute(sql`delete from jobs where seed_key is not null`);
      await seedDatabase(database.db, new Date('2030-02-01T10:00:00Z'));
      const [flagship] = await database.db
        .select()
        .from(jobs)
        .where(sql`${jobs.id} = ${seedUuid('job:flagship-1')}`);
      // Written as 2027-01-15, 54 days after the sample data's day (2026-11-22); posted 3 days ago.
      expect(flagship).toMatchObject({
        applicationDeadline: '2030-03-27',
        postedAt: new Date('2030-01-29T10:00:00Z'),
        createdAt: new Date('2030-02-01T10:00:00Z'),
      });
      const seedJobs = buildSeedJobs();
      const rows = await database.db
        .select()
        .from(jobs)
        .where(sql`${jobs.seedKey} is not null`);
      const now = new Date('2030-02-01T10:00:00Z');
      for (const row of rows) {
        const index = seedJobs.findIndex((job) => job.key === row.seedKey);
        const job = seedJobs[index]!;
        expect(row.applicationDeadline, job.key).toBe(sampleDeadline(job.applicationDeadline, now));
        expect(row.postedAt, job.key).toEqual(samplePostedAt(now, job.postedDaysAgo, index));
        expect(row.expiresAt, job.key).toEqual(jobExpiresAt(row, row.postedAt!, 60));
        expect(row.expiresAt!.getTime(), job.key).toBeGreaterThan(now.getTime());
      }
    } finally {
      await database.drop();
    }
  });

  it("seeds the tests' template on the tests' clock", async () => {
    const database = await createTestDatabase();
    try {
      const [flagship] = await database.db
        .select({ postedAt: jobs.postedAt, applicationDeadline: jobs.applicationDeadline })
        .from(jobs)
        .where(sql`${jobs.id} = ${seedUuid('job:flagship-1')}`);
      const seedTime = seededAt(flagship!.postedAt!, 3, 0);
      const now = testClock().now().getTime();
      expect(seedTime.getTime()).toBeLessThanOrEqual(now);
      expect(seedTime.getTime()).toBeGreaterThan(now - 60 * 60_000);
      expect(flagship!.applicationDeadline).toBe(sampleDeadline('2027-01-15', seedTime));
    } finally {
      await database.drop();
    }
  });
});
