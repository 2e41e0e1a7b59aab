import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeJob } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { deleteAccountRequest } from '../test/inject';
import { readDataExport } from '../test/unzip';

/**
 * Insights when people take their data along or leave: a facilitator's export holds their own profile's
 * counts and nobody else's; deleting a facilitator deletes their counts, deleting an organisation its jobs'.
 */
const ctx = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });

const exportOf = async (who: TestUser) => {
  const res = await ctx.app.inject({ url: '/api/account/export', headers: as(who) });
  expect(res.statusCode, res.body).toBe(200);
  return (await readDataExport(res.rawPayload)).data;
};

/** The item's daily rows, whole-life totals and daily totals. */
const countsOf = async (id: string) =>
  (
    await ctx.db.execute(sql`
      select 1 from insight_counts where subject_id = ${id}
      union all select 1 from insight_totals where subject_id = ${id}
      union all select 1 from insight_day_totals where subject_id = ${id}`)
  ).rows.length;

describe('insights in the data export and on leaving', () => {
  it("exports a facilitator's own counts only, and deletes them with the account", async () => {
    const [facilitator, other, company] = await Promise.all([
      signUp(ctx, 'facilitator'),
      signUp(ctx, 'facilitator'),
      signUp(ctx, 'company'),
    ]);
    const job = await makeJob(ctx, company);
    const { counter } = ctx.app.insights;
    counter.count('profile', facilitator.id, 'view', 'directory', 4);
    counter.count('profile', other.id, 'view', 'direct', 9);
    counter.count('job', job.id, 'view', 'search', 2);
    counter.filters([facilitator.id], [{ kind: 'format', value: 'online' }]);
    await counter.flush();

    const mine = await exportOf(facilitator);
    expect(mine.profileInsights.counts).toEqual([
      { day: expect.any(String), metric: 'view', source: 'directory', count: 4 },
    ]);
    expect(mine.profileInsights.searchFilters).toEqual([
      { day: expect.any(String), kind: 'format', value: 'online', count: 1 },
    ]);
    expect((await exportOf(company)).profileInsights).toBeUndefined();

    expect((await deleteAccountRequest(ctx, facilitator)).statusCode).toBe(204);
    expect(await countsOf(facilitator.id)).toBe(0);
    const filters = await ctx.db.execute(
      sql`select 1 from insight_filter_counts where facilitator_id = ${facilitator.id}`,
    );
    expect(filters.rows).toHaveLength(0);
    expect(await countsOf(other.id)).toBe(3);

    expect(await countsOf(job.id)).toBe(3);
    expect((await deleteAccountRequest(ctx, company)).statusCode).toBe(204);
    expect(await countsOf(job.id)).toBe(0);
  });
});
