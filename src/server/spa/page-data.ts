import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FocusAreaCountsResponseSchema } from '../../shared/focus-area-counts';
import { JobSearchQuerySchema, JobSearchResponseSchema } from '../../shared/job-search';
import { JobDetailSchema, JobListQuerySchema, JobListResponseSchema } from '../../shared/jobs';
import { OperatorResponseSchema } from '../../shared/operator';
import type { PageRead, ReadQuery, ReadResult } from '../../shared/page-data';
import {
  CompanyDirectoryPageSchema,
  CompanyPublicProfileSchema,
  CompanySearchQuerySchema,
  FacilitatorDirectoryPageSchema,
  FacilitatorPublicProfileSchema,
  FacilitatorSearchQuerySchema,
} from '../../shared/profiles';
import { principalId, type CurrentUser } from '../auth/session';
import { TtlCache } from '../cache/ttl-cache';
import { localizeMessage } from '../../shared/i18n/keyed-messages';
import { splitLocale } from '../../shared/i18n/locales';
import { em } from '../http/error-messages';
import { HttpError } from '../http/errors';
import { jobSearchBudget } from '../job-search/job-search-budget';
import { jobSearchOf } from '../job-search/job-search.service';
import { countDirectoryPage, countImpressions } from '../insights/insight-visit';
import { getVisibleJob, listJobBoard } from '../jobs/jobs.service';
import {
  companyDirectory,
  facilitatorDirectory,
  getPublicCompany,
  getPublicFacilitator,
} from '../profiles/profiles.service';
import { focusAreaCounts } from '../seo/focus-area-counts';
import { ReferenceFormSchema } from '../../shared/outside-references';
import { referenceForm } from '../references/references.service';

/**
 * Answers one of a page's reads for `viewer`, as the API route of the same name would; `request` is the
 * page's, whose client a rate-limited read counts against.
 */
export type LoadRead = (
  read: PageRead,
  viewer: CurrentUser | null,
  request: FastifyRequest,
) => Promise<ReadResult>;

/**
 * A read's query as the route receives it: the browser's api() sends each value as text and a list as
 * repeated keys, and Fastify reads a repeated key as a list.
 */
function asQuerystring(query: ReadQuery): Record<string, string | string[]> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, item));
    else params.set(key, String(value));
  }
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    result[key] = values.length === 1 ? values[0] : values;
  }
  return result;
}

/** The JSON the route sends: its response schema's encoding (private fields stripped), through JSON. */
const asSent = (schema: z.ZodType, value: unknown): unknown =>
  JSON.parse(JSON.stringify(z.encode(schema, value)));

/**
 * The server's side of the pages' reads: each calls the services its API route calls, with the route's
 * own input and response schemas, so that a page gets the very JSON the browser would fetch (a test
 * compares them), without a request back into the server.
 */
export function pageDataLoader(app: FastifyInstance): LoadRead {
  const { db, clock, config } = app.deps;
  const boardSize = new TtlCache<number>({ maxEntries: 1, ttlMs: 60_000 });
  const jobSearch = jobSearchOf(app.deps);
  const jobSearchSpent = jobSearchBudget(app);

  const readers: {
    [N in PageRead['name']]: (
      read: Extract<PageRead, { name: N }>,
      viewer: CurrentUser | null,
      request: FastifyRequest,
    ) => Promise<unknown>;
  } = {
    // A list drawn on the server counts its impressions as the API route does (the browser does not ask again).
    jobs: async ({ query }, _viewer, request) => {
      const board = await listJobBoard(db, JobListQuerySchema.parse(asQuerystring(query)), boardSize);
      countImpressions(
        app.insights.counter,
        request,
        'job',
        board.items.map((item) => item.id),
        'search',
      );
      return asSent(JobListResponseSchema, board);
    },
    job: async ({ id }, viewer) =>
      asSent(
        JobDetailSchema,
        await getVisibleJob(db, id, principalId(viewer), clock.now(), { admin: viewer?.role === 'admin' }),
      ),
    facilitators: async ({ query }, _viewer, request) => {
      const search = FacilitatorSearchQuerySchema.parse(asQuerystring(query));
      const page = await facilitatorDirectory(db, search, clock.now());
      countDirectoryPage(
        app.insights.counter,
        request,
        page.items.map((item) => item.id),
        search,
      );
      return asSent(FacilitatorDirectoryPageSchema, page);
    },
    facilitator: async ({ id }, viewer) =>
      asSent(
        FacilitatorPublicProfileSchema,
        await getPublicFacilitator(db, id, clock.now(), principalId(viewer)),
      ),
    companies: async ({ query }) =>
      asSent(
        CompanyDirectoryPageSchema,
        await companyDirectory(db, CompanySearchQuerySchema.parse(asQuerystring(query))),
      ),
    company: async ({ id }) => asSent(CompanyPublicProfileSchema, await getPublicCompany(db, id)),
    focusAreaCounts: async () => asSent(FocusAreaCountsResponseSchema, { counts: await focusAreaCounts(db) }),
    operator: async () => asSent(OperatorResponseSchema, { operator: config.OPERATOR }),
    reference: async ({ token }) =>
      asSent(
        ReferenceFormSchema,
        await referenceForm({ db, signedLinks: app.signedLinks }, token, clock.now()),
      ),
    // The route's own path: its per-client budget (counted before the query is read, as the route's
    // limiter runs before validation), then the shared search and its cache of the provider's answers.
    jobSearch: async ({ query }, _viewer, request) => {
      const refused = await jobSearchSpent(request);
      if (refused) throw refused;
      return asSent(
        JobSearchResponseSchema,
        await jobSearch(JobSearchQuerySchema.parse(asQuerystring(query)), request.log),
      );
    },
  };

  return async (read, viewer, request) => {
    try {
      const reader = readers[read.name] as (
        read: PageRead,
        viewer: CurrentUser | null,
        request: FastifyRequest,
      ) => Promise<unknown>;
      return { ok: true, data: await reader(read, viewer, request) };
    } catch (error) {
      // What the error handler answers: the route's own refusal, or a query its schema refuses, in the
      // page's language.
      const locale = splitLocale((request.url ?? '/').split('?')[0]).locale;
      if (error instanceof HttpError)
        return {
          ok: false,
          status: error.statusCode,
          code: error.code,
          message: localizeMessage(locale, error.message),
        };
      if (error instanceof z.ZodError)
        return {
          ok: false,
          status: 400,
          code: 'VALIDATION_ERROR',
          message: localizeMessage(locale, error.issues[0]?.message ?? em('invalidInput')),
        };
      throw error;
    }
  };
}
