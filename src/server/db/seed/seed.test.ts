import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FOCUS_AREAS } from '../../../shared/focus-areas';
import { createTestDatabase, testClock } from '../../test/helpers';
import {
  companies,
  exchangeRates,
  facilitatorCredentials,
  facilitators,
  facilitatorUnavailableDates,
  jobs,
  user,
} from '../schema';
import { convertMoney } from '../../../shared/facilitation';
import { E2E_LSP_SEARCH, lspSearchDay } from './data/e2e-search';
import { buildSeedJobs } from './data/job-generator';
import { seedSession } from './data/job-sessions';
import { sampleDeadline, samplePostedAt, sampleSessionDate, seededAt } from './sample-dates';
import { DEMO_ADMIN_NAME, seedDatabase, seedUuid } from './seed';
import demoOperator from './data/demo-operator.json' with { type: 'json' };
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
        credentials: (
          await database.db.select({ n: sql<number>`count(*)::int` }).from(facilitatorCredentials)
        )[0].n,
        blockedDays: (
          await database.db.select({ n: sql<number>`count(*)::int` }).from(facilitatorUnavailableDates)
        )[0].n,
      });
      const before = await count();
      expect(before.jobs).toBe(428);
      expect(before.facilitators).toBeGreaterThanOrEqual(16);
      expect(before.credentials).toBeGreaterThan(0);
      expect(before.blockedDays).toBeGreaterThan(0);
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
        const written = seedSession(job, index).sessionDates;
        expect(row.sessionDates, job.key).toEqual(written.map((date) => sampleSessionDate(date, now)));
        if (row.applicationDeadline)
          expect(row.sessionDates[0]! > row.applicationDeadline, job.key).toBe(true);
        // Moved by whole weeks: a Tuesday stays a Tuesday.
        expect(new Date(row.sessionDates[0]!).getUTCDay(), job.key).toBe(new Date(written[0]!).getUTCDay());
      }
      expect(rows.every((row) => row.sessionDates[0]! > '2030-02-01')).toBe(true);
      // Written 2027-02-01, a Monday 71 days after the sample data's day: 2030-02-01 is 1167 days after it.
      expect(rows.find((row) => row.seedKey === 'flagship-1')).toMatchObject({
        sessionFormat: 'workshop',
        sessionTimeZone: 'Europe/Berlin',
        sessionLanguages: ['en', 'de'],
        methods: expect.arrayContaining(['design-sprint']),
        budgetType: 'day-rate',
        budgetMin: 900,
        budgetMax: 1200,
        budgetCurrency: 'EUR',
      });
      expect(rows.find((row) => row.seedKey === 'flagship-1')!.sessionDates[0]).toBe('2030-04-15');
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

  it('fills in the session details and facilitation details of rows seeded before they existed', async () => {
    const database = await createTestDatabase();
    try {
      const flagship = seedUuid('job:flagship-1');
      const lena = seedUuid('facilitator:lena-fischer');
      await database.db.execute(
        sql`update jobs set session_format = null, session_dates = '{}', methods = '{}', budget_type = null, budget_min = null, budget_max = null, budget_currency = null where id = ${flagship}`,
      );
      await database.db.execute(
        sql`update facilitators set languages = '{}', methods = '{}', rate_currency = null, day_rate_min = null, day_rate_max = null where id = ${lena}`,
      );
      await database.db.execute(
        sql`delete from facilitator_unavailable_dates where facilitator_id = ${lena}`,
      );
      await seedDatabase(database.db, testClock().now());
      const [job] = await database.db
        .select()
        .from(jobs)
        .where(sql`${jobs.id} = ${flagship}`);
      expect(job).toMatchObject({ sessionFormat: 'workshop', budgetType: 'day-rate', budgetMin: 900 });
      expect(job!.sessionDates).toHaveLength(15);
      const [profile] = await database.db
        .select()
        .from(facilitators)
        .where(sql`${facilitators.id} = ${lena}`);
      expect(profile).toMatchObject({ languages: ['de', 'en'], rateCurrency: 'EUR', dayRateMin: 1300 });
      const days = await database.db
        .select()
        .from(facilitatorUnavailableDates)
        .where(sql`${facilitatorUnavailableDates.facilitatorId} = ${lena}`);
      expect(days).toHaveLength(3);
    } finally {
      await database.drop();
    }
  });

  it('gives the sample facilitators rates, availability, blocked days and credentials verified by the demo admin', async () => {
    const database = await createTestDatabase();
    try {
      const [nadia] = await database.db
        .select()
        .from(facilitators)
        .where(sql`${facilitators.id} = ${seedUuid('facilitator:nadia-brunner')}`);
      expect(nadia).toMatchObject({
        location: 'Zurich, Switzerland',
        rateNote: null,
        rateCurrency: 'CHF',
        dayRateMin: 1300,
        dayRateMax: 1300,
        hourlyRateMin: null,
        languages: ['de', 'en', 'fr'],
        availabilityStatus: 'available',
        verifiedCredentials: 1,
      });
      const credentials = await database.db
        .select()
        .from(facilitatorCredentials)
        .where(sql`${facilitatorCredentials.facilitatorId} = ${nadia!.id}`)
        .orderBy(facilitatorCredentials.kind);
      expect(credentials.map((c) => [c.kind, c.verifiedByName])).toEqual([
        ['lego-serious-play', DEMO_ADMIN_NAME],
        ['liberating-structures', null],
      ]);
      expect(demoOperator.representative.startsWith(DEMO_ADMIN_NAME)).toBe(true);
      const counts = await database.db.execute<{ stale: number }>(
        sql`select count(*)::int as stale from facilitators f where f.verified_credentials <> (select count(*) from facilitator_credentials c where c.facilitator_id = f.id and c.verified_at is not null)`,
      );
      expect(counts.rows[0]!.stale).toBe(0);
    } finally {
      await database.drop();
    }
  });

  it('answers the e2e search with exactly its two facilitators', async () => {
    const database = await createTestDatabase();
    try {
      const [flagship] = await database.db
        .select({ postedAt: jobs.postedAt })
        .from(jobs)
        .where(sql`${jobs.id} = ${seedUuid('job:flagship-1')}`);
      const day = lspSearchDay(seededAt(flagship!.postedAt!, 3, 0));
      const rates = Object.fromEntries(
        (await database.db.select().from(exchangeRates)).map((row) => [row.currency, row.perEur]),
      );
      const blocked = new Set(
        (
          await database.db
            .select({ id: facilitatorUnavailableDates.facilitatorId })
            .from(facilitatorUnavailableDates)
            .where(sql`${facilitatorUnavailableDates.day} = ${day}`)
        ).map((row) => row.id),
      );
      const { method, language, rateMax, currency } = E2E_LSP_SEARCH;
      const speakers = (await database.db.select().from(facilitators)).filter(
        (f) => f.methods.includes(method) && f.languages.includes(language),
      );
      const free = speakers.filter(
        (f) =>
          f.availabilityStatus !== 'unavailable' &&
          (f.availableFrom ?? '') <= day &&
          !blocked.has(f.id) &&
          f.dayRateMin !== null &&
          convertMoney(f.dayRateMin, f.rateCurrency!, currency, rates) <= rateMax,
      );
      const name = (f: { firstName: string; lastName: string }) => `${f.firstName} ${f.lastName}`;
      expect(free.map(name).sort()).toEqual(E2E_LSP_SEARCH.expected.map((f) => f.name).sort());
      expect(speakers.map(name).sort()).toEqual(
        [...E2E_LSP_SEARCH.expected, E2E_LSP_SEARCH.blocked, E2E_LSP_SEARCH.tooDear]
          .map((f) => f.name)
          .sort(),
      );
      expect(blocked.has(seedUuid(`facilitator:${E2E_LSP_SEARCH.blocked.key}`))).toBe(true);
    } finally {
      await database.drop();
    }
  });

  it('completes sample engagements with published reviews both ways, repeat clients and answered follow-ups', async () => {
    const database = await createTestDatabase();
    try {
      const reputation = async (key: string) =>
        (
          await database.db.execute<Record<string, number | null>>(
            sql`select review_count, rating_average, completed_engagements, repeat_clients, outcomes_followed_up
                  from facilitators where id = ${seedUuid(`facilitator:${key}`)}`,
          )
        ).rows[0];
      const before = await reputation('lena-fischer');
      expect(before).toMatchObject({ review_count: 6, completed_engagements: 6, repeat_clients: 1 });
      expect(before!.rating_average).toBeCloseTo(28 / 6);
      expect(before!.outcomes_followed_up).toBeGreaterThanOrEqual(3);
      // The hidden review leaves the average: Nadia Brunner's two visible reviews are a 5 and a 4.
      expect(await reputation('nadia-brunner')).toMatchObject({ review_count: 2, rating_average: 4.5 });
      const [northwind] = (
        await database.db.execute<{ review_count: number; facilitators_rebooked: number }>(
          sql`select review_count, facilitators_rebooked from companies where id = ${seedUuid('company:northwind-labs')}`,
        )
      ).rows;
      expect(northwind).toEqual({ review_count: 2, facilitators_rebooked: 1 });
      const published = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from reviews where published_at is null or published_at > ${testClock().now()}`,
      );
      expect(published.rows[0]!.n).toBe(0);
      await seedDatabase(database.db, testClock().now());
      expect(await reputation('lena-fischer')).toEqual(before);
    } finally {
      await database.drop();
    }
  });
});
