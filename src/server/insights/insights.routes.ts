import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLICK_METRICS,
  FacilitatorInsightsQuerySchema,
  FacilitatorInsightsSchema,
  InsightClickSchema,
  InsightViewSchema,
  JobInsightsQuerySchema,
  JobInsightsSchema,
  OrganisationInsightsQuerySchema,
  OrganisationInsightsSchema,
  type InsightSubject,
} from '../../shared/insights';
import { requireRole, signedInCompany, signedInUser } from '../auth/session';
import { noStore } from '../http/no-store';
import { IdParams, isUuid } from '../http/params';
import { createInsightCounter, type InsightCounter } from './insight-counter';
import { countClick, countView, insightSource, viewerFilter, type ViewerFilter } from './insight-visit';
import {
  countable,
  facilitatorInsights,
  jobInsights,
  jobInsightsCsv,
  organisationInsights,
} from './insights.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counting of views, impressions and clicks (insights/insight-counter.ts), and whose views count. */
    insights: { counter: InsightCounter; counted: ViewerFilter };
  }
}

/** The pages whose views are counted when the server sends them: a job's and a facilitator's profile. */
const COUNTED_PAGE = /^(?:\/de)?\/(jobs|facilitators)\/([0-9a-f-]{36})\/?$/i;

/**
 * Sets up counting for the app (called by buildApp before the routes): the buffered counter, written every
 * couple of seconds and when the app closes, and the page views of the server-sent job and profile pages,
 * counted after the page went out.
 */
export function registerInsightCounting(app: FastifyInstance, counter?: InsightCounter) {
  const { db, clock } = app.deps;
  const insights = {
    counter: counter ?? createInsightCounter({ db, clock, log: app.log }),
    counted: viewerFilter(db),
  };
  app.decorate('insights', insights);
  app.addHook('onClose', async () => insights.counter.stop());
  const siteHost = new URL(app.deps.config.SITE_URL).host;
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return;
    const [pathname, search = ''] = request.url.split('?') as [string, string?];
    const match = COUNTED_PAGE.exec(pathname);
    // Only a well-formed id: one bad row would cost the whole batch its write.
    if (!match || !isUuid(match[2]!)) return;
    const subject: InsightSubject = match[1] === 'jobs' ? 'job' : 'profile';
    const params = new URLSearchParams(search);
    const src = params.get('src') ?? undefined;
    const source = insightSource(src, request.headers.referer, siteHost);
    const id = match[2]!.toLowerCase();
    // The job page's Apply form, tapped before the page ran, asks for the page again with `click=apply`:
    // that is the Apply click, not another view (once the page runs, the button sends its click itself).
    const counting =
      subject === 'job' && params.get('click') === 'apply'
        ? countClick(insights, request, 'apply', id, source)
        : countView(insights, request, subject, id, source);
    await counting.catch((error: unknown) => request.log.warn({ err: error }, 'page view not counted'));
  });
}

/**
 * Insights (issue 37): a job's counts for its organisation's members and the operator, an organisation's over
 * all its jobs, a facilitator's own; and the two writes the browser sends: a click on Apply, Contact or
 * Invite, and a view of a page the app drew without the server.
 */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  const { db, clock } = app.deps;
  const siteHost = new URL(app.deps.config.SITE_URL).host;
  /** Only a job or profile that exists gets rows. */
  const itemExists = (subject: InsightSubject, id: string) => countable(db, subject, id);

  app.get(
    '/api/jobs/:id/insights',
    {
      preValidation: requireRole('any'),
      schema: { params: IdParams, querystring: JobInsightsQuerySchema, response: { 200: JobInsightsSchema } },
    },
    async (request) =>
      jobInsights(db, signedInUser(request), request.params.id, request.query.period, clock.now()),
  );

  app.get(
    '/api/jobs/:id/insights.csv',
    { preValidation: requireRole('any'), schema: { params: IdParams, querystring: JobInsightsQuerySchema } },
    async (request, reply) => {
      const { filename, csv } = await jobInsightsCsv(
        db,
        signedInUser(request),
        request.params.id,
        request.query.period,
        clock.now(),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );

  app.get(
    '/api/organisation/insights',
    {
      preValidation: requireRole('company', { permission: 'read' }),
      schema: { querystring: OrganisationInsightsQuerySchema, response: { 200: OrganisationInsightsSchema } },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return organisationInsights(db, signedInCompany(request).companyId, page, pageSize);
    },
  );

  app.get(
    '/api/me/insights',
    {
      preValidation: requireRole('facilitator'),
      schema: { querystring: FacilitatorInsightsQuerySchema, response: { 200: FacilitatorInsightsSchema } },
    },
    async (request) => facilitatorInsights(db, signedInUser(request).id, request.query.days, clock.now()),
  );

  // The buttons send the click with `keepalive` as they navigate; it is counted whatever happens next.
  app.post(
    '/api/insights/click',
    { schema: { body: InsightClickSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { action, id, src } = request.body;
      // The click's source is the page's own link parameter, else "direct" (the page is ours).
      if (isUuid(id) && (await itemExists(CLICK_METRICS[action].subject, id)))
        await countClick(app.insights, request, action, id, insightSource(src, undefined, siteHost));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/insights/view',
    { schema: { body: InsightViewSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { subject, id, src, ref } = request.body;
      if (await itemExists(subject, id))
        await countView(app.insights, request, subject, id, insightSource(src, ref, siteHost));
      return reply.status(204).send(null);
    },
  );
};
