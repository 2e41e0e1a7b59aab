import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { OVERVIEW_DAYS, type AdminOverview } from '../../shared/admin';
import { JOB_STATUSES } from '../../shared/job-options';
import { fixedClock } from '../clock';
import { user } from '../db/schema';
import { makeApplication, makeJob } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { overviewRange } from './overview.service';

// Years after the sample data (dated by the run's clock), so that the 30 days hold only this file's rows.
const NOW = '2031-03-15T09:30:00.000Z';
const ctx = await buildTestApp({}, { clock: fixedClock(NOW) });
let admin: TestUser;

beforeAll(async () => {
  admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });
});

const getOverview = async (who: TestUser | undefined) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/overview', headers: as(who) });

const overview = async (): Promise<AdminOverview> => {
  const res = await getOverview(admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const at = (iso: string) => new Date(iso);

describe('GET /api/admin/overview', () => {
  it('is for admins only', async () => {
    expect((await getOverview(undefined)).statusCode).toBe(401);
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    expect((await getOverview(company)).statusCode).toBe(403);
    expect((await getOverview(facilitator)).statusCode).toBe(403);
    const res = await getOverview(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('counts companies, facilitators, jobs by every status and applications', async () => {
    const before = await overview();
    expect(Object.keys(before.totals.jobsByStatus).sort()).toEqual([...JOB_STATUSES].sort());
    expect(before.totals.jobs).toBe(
      Object.values(before.totals.jobsByStatus).reduce((sum, count) => sum + count, 0),
    );

    const company = await signUp(ctx, 'company');
    const facilitators = [await signUp(ctx, 'facilitator'), await signUp(ctx, 'facilitator')];
    // Posted before the 30 days, which the next tests count exactly.
    const postedAt = at('2030-06-01T10:00:00Z');
    const published = await makeJob(ctx, company, { postedAt });
    await makeJob(ctx, company, { status: 'draft', postedAt: null });
    await makeJob(ctx, company, { status: 'draft', postedAt: null });
    await makeJob(ctx, company, { status: 'closed', postedAt, closedAt: postedAt });
    for (const facilitator of facilitators) await makeApplication(ctx, published, facilitator);

    const after = await overview();
    expect(after.totals.companies - before.totals.companies).toBe(1);
    expect(after.totals.facilitators - before.totals.facilitators).toBe(2);
    expect(after.totals.jobs - before.totals.jobs).toBe(4);
    expect(after.totals.jobsByStatus.published - before.totals.jobsByStatus.published).toBe(1);
    expect(after.totals.jobsByStatus.draft - before.totals.jobsByStatus.draft).toBe(2);
    expect(after.totals.jobsByStatus.closed - before.totals.jobsByStatus.closed).toBe(1);
    expect(after.totals.applications - before.totals.applications).toBe(2);
  });

  it('lists the last 30 UTC days by the clock, oldest first, empty days as 0', async () => {
    const { daily } = await overview();
    expect(daily).toHaveLength(OVERVIEW_DAYS);
    expect(daily[0]!.date).toBe('2031-02-14');
    expect(daily.at(-1)!.date).toBe('2031-03-15');
    for (const [i, day] of daily.entries()) {
      expect(day.date).toBe(new Date(Date.UTC(2031, 1, 14 + i)).toISOString().slice(0, 10));
    }
    expect(overviewRange(new Date('2031-01-01T00:00:00Z'))).toEqual({
      first: '2030-12-03',
      last: '2031-01-01',
    });
    expect(overviewRange(new Date('2031-01-01T23:59:59.999Z'))).toEqual({
      first: '2030-12-03',
      last: '2031-01-01',
    });
  });

  it('counts sign-ups, jobs posted and applications per UTC day, edges included', async () => {
    const company = await signUp(ctx, 'company');
    const facilitators = await Promise.all([1, 2, 3].map(() => signUp(ctx, 'facilitator')));
    const signUpTimes = ['2031-02-14T00:00:00Z', '2031-03-15T09:00:00Z', '2031-02-13T23:59:59.999Z'];
    for (const [i, who] of [company, ...facilitators.slice(0, 2)].entries()) {
      await ctx.db
        .update(user)
        .set({ createdAt: at(signUpTimes[i]!) })
        .where(eq(user.id, who.id));
    }

    // Posted on the first day, twice on 1 March (one now closed), late on 14 March, and out of range.
    const jobs = await Promise.all(
      [
        { postedAt: at('2031-02-14T00:00:00Z') },
        { postedAt: at('2031-03-01T08:00:00Z') },
        { postedAt: at('2031-03-01T23:59:59.999Z'), status: 'closed' as const },
        { postedAt: at('2031-03-14T23:30:00Z') },
        { postedAt: at('2031-02-13T23:59:59Z') },
        { postedAt: at('2031-03-16T00:00:00Z') },
        { postedAt: null, status: 'draft' as const },
      ].map((overrides) => makeJob(ctx, company, overrides)),
    );
    await makeApplication(ctx, jobs[0]!, facilitators[0]!, { createdAt: at('2031-03-15T00:00:00Z') });
    await makeApplication(ctx, jobs[1]!, facilitators[0]!, { createdAt: at('2031-03-15T09:29:00Z') });
    await makeApplication(ctx, jobs[0]!, facilitators[1]!, { createdAt: at('2031-02-20T12:00:00Z') });
    await makeApplication(ctx, jobs[0]!, facilitators[2]!, { createdAt: at('2031-01-20T12:00:00Z') });

    const { daily } = await overview();
    const byDate = new Map(daily.map((day) => [day.date, day]));
    const nonZero = daily.filter((day) => day.signUps || day.jobsPosted || day.applications);
    expect(nonZero).toEqual([
      { date: '2031-02-14', signUps: 1, jobsPosted: 1, applications: 0 },
      { date: '2031-02-20', signUps: 0, jobsPosted: 0, applications: 1 },
      { date: '2031-03-01', signUps: 0, jobsPosted: 2, applications: 0 },
      { date: '2031-03-14', signUps: 0, jobsPosted: 1, applications: 0 },
      { date: '2031-03-15', signUps: 1, jobsPosted: 0, applications: 2 },
    ]);
    expect(byDate.get('2031-02-15')).toEqual({
      date: '2031-02-15',
      signUps: 0,
      jobsPosted: 0,
      applications: 0,
    });
  });
});
