import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FOCUS_AREAS } from '../../shared/focus-areas';
import { jobs } from '../db/schema';
import { buildTestApp } from '../test/helpers';

const ctx = await buildTestApp();

describe('GET /api/focus-areas/counts', () => {
  it('answers the spec sample numbers on a fresh start, with a short public cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/focus-areas/counts' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual({
      counts: {
        'design-thinking': 42,
        'team-building': 36,
        'strategic-planning': 29,
        training: 51,
        leadership: 38,
        innovation: 43,
        'conflict-resolution': 25,
        'change-management': 31,
        'diversity-inclusion': 27,
        performance: 33,
        agile: 39,
        'digital-transformation': 34,
      },
    });
    // The same numbers the shared constants promise.
    for (const area of FOCUS_AREAS) expect(res.json().counts[area.id]).toBe(area.sampleJobCount);
  });

  it('counts only published jobs, live', async () => {
    const [job] = await ctx.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(sql`${jobs.focusAreas} @> array['agile']::text[] and ${jobs.status} = 'published'`)
      .limit(1);
    await ctx.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, job.id));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/focus-areas/counts' });
    expect(res.json().counts.agile).toBe(38);
    expect(res.json().counts.innovation).toBe(43);
  });
});

describe('the focus-area counts the database keeps', () => {
  const recount = async () => {
    const { rows } = await ctx.pool.query<{ area: string; n: number }>(
      `select area, count(*)::int as n from jobs, unnest(focus_areas) as area
       where status = 'published' group by area`,
    );
    return Object.fromEntries(rows.map((row) => [row.area, row.n]));
  };
  const kept = async () => {
    const { rows } = await ctx.pool.query<{ area: string; n: number }>(
      'select focus_area as area, published_jobs as n from focus_area_job_counts where published_jobs <> 0',
    );
    return Object.fromEntries(rows.map((row) => [row.area, row.n]));
  };

  it('equal a full count after inserts, edits, status changes and deletes, one row or many at a time', async () => {
    const [company] = (await ctx.pool.query<{ id: string }>('select id from companies limit 1')).rows;
    // 300 jobs in one statement: every status, one to three focus areas each.
    await ctx.pool.query(
      `insert into jobs (company_id, title, company_name, location, remote, experience, employment_type,
         description, requirements, responsibilities, focus_areas, status, posted_at)
       select $1, 'Counted job ' || i, 'Counted Co', 'Berlin', 'yes', 'senior', 'contract', 'd', 'r', '',
         case i % 3 when 0 then array['agile'] when 1 then array['innovation', 'training']
           else array['agile', 'leadership', 'performance'] end,
         (array['published', 'draft', 'closed'])[1 + (i / 3) % 3], now()
       from generate_series(1, 300) as i`,
      [company!.id],
    );
    expect(await kept()).toEqual(await recount());

    await ctx.pool.query(
      `update jobs set status = 'published' where title like 'Counted job 1%' and status = 'draft'`,
    );
    await ctx.pool.query(
      `update jobs set focus_areas = array['conflict-resolution'] where title like 'Counted job 2%'`,
    );
    await ctx.pool.query(`update jobs set description = 'edited' where title like 'Counted job 3%'`);
    expect(await kept()).toEqual(await recount());

    await ctx.pool.query(`delete from jobs where title like 'Counted job 4%'`);
    // The API's own writes go through the same triggers.
    const [job] = (
      await ctx.pool.query<{ id: string }>(`select id from jobs where status = 'published' limit 1`)
    ).rows;
    await ctx.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, job!.id));
    expect(await kept()).toEqual(await recount());
    const res = await ctx.app.inject({ method: 'GET', url: '/api/focus-areas/counts' });
    for (const [area, n] of Object.entries(await recount())) expect(res.json().counts[area]).toBe(n);
  });

  it('drop to zero when the table is emptied', async () => {
    const client = await ctx.pool.connect();
    try {
      await client.query('begin');
      await client.query('truncate jobs cascade');
      const { rows } = await client.query('select 1 from focus_area_job_counts where published_jobs <> 0');
      expect(rows).toEqual([]);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
