import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, jobApplicationCounts, jobs } from '../db/schema';
import { applyTo, makeJob } from '../test/factories';
import { buildTestApp, signUp } from '../test/helpers';
import { sendAs } from '../test/inject';

const ctx = await buildTestApp();

/** The kept counts of these jobs, without the rows of 0, as "job status n" lines. */
async function kept(jobIds: string[]) {
  const rows = await ctx.db
    .select()
    .from(jobApplicationCounts)
    .where(inArray(jobApplicationCounts.jobId, jobIds));
  return rows
    .filter((row) => row.applications !== 0)
    .map((row) => `${row.jobId} ${row.status} ${row.applications}`)
    .sort();
}

/** The same counted from the applications themselves. */
async function counted(jobIds: string[]) {
  const rows = await ctx.db
    .select({ jobId: applications.jobId, status: applications.status, n: sql<number>`count(*)::int` })
    .from(applications)
    .where(inArray(applications.jobId, jobIds))
    .groupBy(applications.jobId, applications.status);
  return rows.map((row) => `${row.jobId} ${row.status} ${row.n}`).sort();
}

describe('the kept counts of each job’s applications per status', () => {
  it('follow applications, status moves, withdrawals, bulk writes and deletions', async () => {
    const owner = await signUp(ctx, 'company');
    const [first, second] = [await makeJob(ctx, owner), await makeJob(ctx, owner)];
    const ids = [first.id, second.id];
    const applied: string[] = [];
    for (let i = 0; i < 3; i++) {
      const facilitator = await signUp(ctx, 'facilitator');
      applied.push(await applyTo(ctx, facilitator, first.id));
      if (i === 0) {
        await applyTo(ctx, facilitator, second.id);
        const withdrawn = await sendAs(ctx, facilitator, 'POST', `/api/applications/${applied[0]}/withdraw`);
        expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      }
    }
    expect(await kept(ids)).toEqual(await counted(ids));
    expect(await kept(ids)).toContain(`${first.id} withdrawn 1`);

    const moved = await sendAs(ctx, owner, 'PATCH', `/api/applications/${applied[1]}/status`, {
      status: 'shortlisted',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // One statement moving several applications, some to the status they had, and one moving none.
    await ctx.db.update(applications).set({ status: 'in_review' }).where(inArray(applications.jobId, ids));
    await ctx.db.update(applications).set({ updatedAt: new Date() }).where(eq(applications.jobId, first.id));
    expect(await kept(ids)).toEqual(await counted(ids));
    expect(await kept(ids)).toEqual([`${first.id} in_review 3`, `${second.id} in_review 1`].sort());

    await ctx.db.delete(applications).where(eq(applications.id, applied[2]!));
    expect(await kept(ids)).toEqual(await counted(ids));
    // A job deleted with its applications keeps no counts.
    await ctx.db.delete(jobs).where(eq(jobs.id, first.id));
    expect(await kept(ids)).toEqual([`${second.id} in_review 1`]);
    expect(await counted(ids)).toEqual([`${second.id} in_review 1`]);
  });
});
