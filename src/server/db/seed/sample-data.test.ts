import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestContext, type TestUser } from '../../test/helpers';
import { applyTo, makeJob } from '../../test/factories';
import {
  applications,
  companies,
  facilitatorCredentials,
  facilitatorFocusAreas,
  facilitators,
  facilitatorUnavailableDates,
  jobs,
  notifications,
  sampleData,
  savedJobs,
  user,
} from '../schema';
import { sampleIds } from './seed';
import { loadSampleData, loadSampleDataOnStart, removeSampleData } from './sample-data.service';
import { sampleDataState } from './sample-data.repo';

const ids = sampleIds();
const sampleUsers = [...ids.companies, ...ids.facilitators];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.app.close());

const on = () => ({ db: ctx.db, clock: ctx.clock, config: { SAMPLE_DATA: 'on' as const, JOB_TTL_DAYS: 60 } });

/** The sample rows, counted by their seed ids. */
async function countSamples() {
  const count = async (
    table: Parameters<typeof ctx.db.$count>[0],
    where: Parameters<typeof ctx.db.$count>[1],
  ) => ctx.db.$count(table, where);
  return {
    users: await count(user, inArray(user.id, sampleUsers)),
    companies: await count(companies, inArray(companies.id, ids.companies)),
    facilitators: await count(facilitators, inArray(facilitators.id, ids.facilitators)),
    jobs: await count(jobs, inArray(jobs.id, ids.jobs)),
    seededJobs: await count(jobs, isNotNull(jobs.seedKey)),
    credentials: await count(
      facilitatorCredentials,
      inArray(facilitatorCredentials.facilitatorId, ids.facilitators),
    ),
    focusAreas: await count(
      facilitatorFocusAreas,
      inArray(facilitatorFocusAreas.facilitatorId, ids.facilitators),
    ),
    blockedDays: await count(
      facilitatorUnavailableDates,
      inArray(facilitatorUnavailableDates.facilitatorId, ids.facilitators),
    ),
  };
}

const NONE = {
  users: 0,
  companies: 0,
  facilitators: 0,
  jobs: 0,
  seededJobs: 0,
  credentials: 0,
  focusAreas: 0,
  blockedDays: 0,
};

/** A sample job that takes applications for days to come, whatever the clock. */
async function openSampleJob() {
  const [job] = await ctx.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.id, ids.jobs),
        eq(jobs.status, 'published'),
        sql`(${jobs.applicationDeadline} is null or ${jobs.applicationDeadline} > ${ctx.clock.now()}::date + 7)`,
      ),
    )
    .limit(1);
  return job!.id;
}

describe('sample data', () => {
  let firstSeed: Awaited<ReturnType<typeof countSamples>>;
  let facilitator: TestUser;
  let company: TestUser;
  let ownJob: { id: string };
  let ownApplication: string;

  it('is loaded once into the template, and recorded as loaded', async () => {
    firstSeed = await countSamples();
    expect(firstSeed.users).toBe(sampleUsers.length);
    expect(firstSeed.companies).toBe(ids.companies.length);
    expect(firstSeed.facilitators).toBe(ids.facilitators.length);
    expect(firstSeed.jobs).toBe(428);
    expect(firstSeed.seededJobs).toBe(428);
    expect(firstSeed.credentials).toBeGreaterThan(0);
    expect(firstSeed.blockedDays).toBeGreaterThan(0);
    expect(await sampleDataState(ctx.db)).toBe('loaded');
  });

  it('is removed with what hangs on it, and real users keep their own rows', async () => {
    facilitator = await signUp(ctx, 'facilitator');
    company = await signUp(ctx, 'company');
    ownJob = await makeJob(ctx, company);
    const sampleJob = await openSampleJob();
    const sampleApplication = await applyTo(ctx, facilitator, sampleJob);
    ownApplication = await applyTo(ctx, facilitator, ownJob.id);
    await ctx.db.insert(savedJobs).values([
      { userId: facilitator.id, jobId: sampleJob, createdAt: ctx.clock.now() },
      { userId: facilitator.id, jobId: ownJob.id, createdAt: ctx.clock.now() },
    ]);
    await ctx.db.insert(notifications).values({
      userId: facilitator.id,
      type: 'job-alert',
      title: 'A new job for you',
      link: `/jobs/${sampleJob}`,
    });

    expect(await removeSampleData(ctx)).toEqual({ jobs: 428, users: sampleUsers.length });

    expect(await countSamples()).toEqual(NONE);
    expect(await sampleDataState(ctx.db)).toBe('removed');
    // Theirs: the accounts, profiles, the real job, the application to it and the save of it.
    expect(await ctx.db.$count(user, inArray(user.id, [facilitator.id, company.id]))).toBe(2);
    expect(await ctx.db.$count(facilitators, eq(facilitators.id, facilitator.id))).toBe(1);
    expect(await ctx.db.$count(companies, eq(companies.id, company.id))).toBe(1);
    expect(await ctx.db.$count(jobs, eq(jobs.id, ownJob.id))).toBe(1);
    expect(await ctx.db.$count(applications, eq(applications.id, ownApplication))).toBe(1);
    expect(await ctx.db.$count(savedJobs, eq(savedJobs.jobId, ownJob.id))).toBe(1);
    expect(await ctx.db.$count(notifications, eq(notifications.organisationId, company.id))).toBeGreaterThan(
      0,
    );
    // Hanging on the sample job: the application to it, its save, the notification pointing at it.
    expect(await ctx.db.$count(applications, eq(applications.id, sampleApplication))).toBe(0);
    expect(await ctx.db.$count(savedJobs, eq(savedJobs.jobId, sampleJob))).toBe(0);
    expect(await ctx.db.$count(notifications, eq(notifications.link, `/jobs/${sampleJob}`))).toBe(0);
    // The public board shows the real job alone.
    const board = await ctx.app.inject({ method: 'GET', url: '/api/jobs' });
    expect(board.json().items.map((job: { id: string }) => job.id)).toEqual([ownJob.id]);
    const directory = await ctx.app.inject({ method: 'GET', url: '/api/facilitators' });
    expect(directory.json().total).toBe(0);
  });

  it('does not come back at the next start once removed', async () => {
    expect(await loadSampleDataOnStart(on())).toBe('removed');
    expect(await countSamples()).toEqual(NONE);
  });

  it('is loaded again on purpose, as complete as the first time', async () => {
    await loadSampleData(on());
    expect(await countSamples()).toEqual(firstSeed);
    expect(await sampleDataState(ctx.db)).toBe('loaded');
    expect(await ctx.db.$count(applications, eq(applications.id, ownApplication))).toBe(1);
  });

  it('leaves a sample job an admin deleted deleted at the next start', async () => {
    const deleted = ids.jobs[0]!;
    await ctx.db.delete(jobs).where(eq(jobs.id, deleted));
    expect(await loadSampleDataOnStart(on())).toBe('loaded');
    expect(await ctx.db.$count(jobs, eq(jobs.id, deleted))).toBe(0);
    expect((await countSamples()).jobs).toBe(firstSeed.jobs - 1);
  });

  it('is loaded at start into a database that never had it, once, by one of two instances starting together', async () => {
    await removeSampleData(ctx);
    await ctx.db.delete(sampleData);
    expect(await loadSampleDataOnStart({ ...on(), config: { SAMPLE_DATA: 'off', JOB_TTL_DAYS: 60 } })).toBe(
      'never',
    );
    expect(await countSamples()).toEqual(NONE);

    expect(await Promise.all([loadSampleDataOnStart(on()), loadSampleDataOnStart(on())])).toEqual([
      'loaded',
      'loaded',
    ]);
    expect(await countSamples()).toEqual(firstSeed);
  });

  it('counts a database seeded before the record existed as loaded (the migration)', async () => {
    await ctx.db.delete(sampleData);
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../migrations/0015_sample_data.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint')[1]!;
    await ctx.db.execute(sql.raw(backfill));
    expect(await sampleDataState(ctx.db)).toBe('loaded');

    // And a database without samples stays without a record.
    await removeSampleData(ctx);
    await ctx.db.delete(sampleData);
    await ctx.db.execute(sql.raw(backfill));
    expect(await sampleDataState(ctx.db)).toBeUndefined();
  });
});
