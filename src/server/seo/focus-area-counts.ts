import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FocusAreaCountsResponseSchema, type FocusAreaCounts } from '../../shared/focus-area-counts';
import { FOCUS_AREA_IDS, type FocusAreaId } from '../../shared/focus-areas';
import type { DbOrTx } from '../db/client';
import { focusAreaJobCounts } from '../db/schema';

/**
 * Published jobs per focus area; every area is present (0 when it has none). Read from the counts the
 * database keeps up to date on every write to jobs (migration 0004), not counted here: a count over a
 * million jobs took a second.
 */
export async function focusAreaCounts(db: DbOrTx): Promise<FocusAreaCounts> {
  const rows = await db
    .select({ id: focusAreaJobCounts.focusArea, count: focusAreaJobCounts.publishedJobs })
    .from(focusAreaJobCounts);
  const counts = Object.fromEntries(FOCUS_AREA_IDS.map((id) => [id, 0])) as FocusAreaCounts;
  for (const row of rows) {
    if ((FOCUS_AREA_IDS as readonly string[]).includes(row.id)) counts[row.id as FocusAreaId] = row.count;
  }
  return counts;
}

/** The live "42 jobs" numbers on the home page, the focus-area overview and the topic pages. */
export const focusAreaCountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/focus-areas/counts',
    { schema: { response: { 200: FocusAreaCountsResponseSchema } } },
    async (_request, reply) => {
      // Public and identical for everyone: browsers and proxies may reuse it for a minute.
      reply.header('cache-control', 'public, max-age=60');
      return { counts: await focusAreaCounts(app.deps.db) };
    },
  );
};
