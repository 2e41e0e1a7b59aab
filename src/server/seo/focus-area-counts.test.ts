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

describe('topicHead', () => {
  it('gives each topic page its title and description, and unknown slugs a 404', async () => {
    const { topicHead } = await import('./seo.routes');
    expect(topicHead('/topics/design-thinking')).toMatchObject({ title: 'Design Thinking | FacilitatorHub' });
    expect(topicHead('/topics/nope')).toMatchObject({
      title: 'Topic Not Found | FacilitatorHub',
      status: 404,
    });
    expect(topicHead('/jobs')).toBeUndefined();
  });
});
