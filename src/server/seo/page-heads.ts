import { excerpt } from '../../shared/text';
import { jobPageTitle } from '../../shared/jobs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUTH_MODE_TITLES,
  JOB_GONE_TITLE,
  NOT_FOUND_TITLES,
  PUBLIC_PAGES,
  fullTitle,
  siteTitle as titled,
  type PageText,
} from '../../shared/page-meta';
import { buildJobPostingJsonLd } from '../../shared/job-posting-jsonld';
import type { JobDetail } from '../../shared/jobs';
import { topicBySlug } from '../../shared/topics/topics';
import { focusAreaBySlug } from '../../shared/focus-areas';
import { jobsFeedLink, type FeedLink } from '../../shared/job-feeds';
import { JOB_SEARCH_MAX, JobListQuerySchema } from '../../shared/jobs';
import type { SearchFilters } from '../../shared/saved';
import { getCurrentUser } from '../auth/session';
import { isUuid } from '../http/params';
import { companies, facilitators } from '../db/schema';
import { HttpError } from '../http/errors';
import { getVisibleJob } from '../jobs/jobs.service';
import { isOwnerOnly, isPubliclyVisible } from '../jobs/job-visibility';
import { isListed } from '../profiles/profile-sql';
import type { HeadResolver, PageHead } from '../spa/spa';

/**
 * The <head> of the public pages, word for word what their <PageMeta> renders
 * in the browser (both read src/shared/page-meta.ts; tests/e2e/seo.spec.ts compares the two).
 */
export const STATIC_PAGES: Record<string, { title: string; description: string }> = Object.fromEntries(
  Object.entries(PUBLIC_PAGES).map(([path, page]: [string, PageText]) => [
    path,
    { title: fullTitle(page.title), description: page.description },
  ]),
);

const JOB_PATH = /^\/jobs\/([^/]+)\/?$/;
const FACILITATOR_PATH = /^\/facilitators\/([^/]+)\/?$/;
const COMPANY_PATH = /^\/companies\/([^/]+)\/?$/;
const TOPIC_PATH = /^\/topics\/([^/]+)\/?$/;

export function staticPageHead(
  pathname: string,
  request: FastifyRequest,
  origin: string,
): PageHead | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!Object.hasOwn(STATIC_PAGES, path)) return undefined;
  const page = STATIC_PAGES[path];
  let title = page.title;
  if (path === '/auth') {
    const mode = (request.query as Record<string, unknown> | undefined)?.mode;
    if (typeof mode === 'string' && Object.hasOwn(AUTH_MODE_TITLES, mode))
      title = titled(AUTH_MODE_TITLES[mode]);
  }
  const feed = path === '/jobs' ? feedOf(jobsFeedLink(jobsPageFilters(request.query)), origin) : undefined;
  return { title, description: page.description, url: `${origin}${path}`, ...(feed ? { feed } : {}) };
}

const feedOf = (link: FeedLink, origin: string) => ({ title: link.title, url: `${origin}${link.path}` });

/**
 * The search of a direct load of /jobs, read as the page reads its address (jobs-page.tsx): a value that
 * is not one of a filter's options is left out, not refused, so the head links the feed the page shows.
 */
function jobsPageFilters(query: unknown): SearchFilters {
  const values = (query ?? {}) as Record<string, unknown>;
  const first = (key: keyof SearchFilters) => [values[key]].flat()[0];
  const option = <K extends Exclude<keyof SearchFilters, 'q'>>(key: K): SearchFilters[K] => {
    const parsed = JobListQuerySchema.shape[key].safeParse(first(key));
    // The shape's fields are typed as their union; each parses to its own key's options.
    return parsed.success ? (parsed.data as SearchFilters[K]) : undefined;
  };
  const q = first('q');
  return {
    q: typeof q === 'string' ? q.trim().slice(0, JOB_SEARCH_MAX) || undefined : undefined,
    focusArea: option('focusArea'),
    remote: option('remote'),
    employmentType: option('employmentType'),
    experience: option('experience'),
  };
}

export function topicHead(pathname: string, origin?: string): PageHead | undefined {
  const match = TOPIC_PATH.exec(pathname);
  if (!match) return undefined;
  const topic = topicBySlug(match[1]);
  if (!topic) return { title: titled(NOT_FOUND_TITLES.topic), status: 404 };
  const area = focusAreaBySlug(topic.slug);
  return {
    title: titled(topic.title),
    description: topic.description,
    ...(origin ? { url: `${origin}/topics/${topic.slug}` } : {}),
    // The topic's jobs as a feed: its focus area's search.
    ...(origin && area ? { feed: feedOf(jobsFeedLink({ focusArea: area.id }), origin) } : {}),
  };
}

/** A job an admin hid, or whose company is suspended (GET /api/jobs/:id answers 410). */
const GONE = 'gone' as const;

/**
 * Published, closed and expired jobs for everyone, the others for their owner (and admins) only (as GET
 * /api/jobs/:id); GONE for a hidden job or a suspended company's (its owner still sees it). A job that
 * is not on the board is looked up again as the signed-in viewer, who may be its owner.
 */
async function visibleJob(app: FastifyInstance, id: string, request: FastifyRequest) {
  const attempt = (viewerId: string | undefined, admin = false) =>
    getVisibleJob(app.deps.db, id, viewerId, app.deps.clock.now(), { admin }).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return undefined;
      if (error instanceof HttpError && error.statusCode === 410) return GONE;
      throw error;
    });
  const job = await attempt(undefined);
  if ((job && job !== GONE && isPubliclyVisible(job)) || !isUuid(id) || !request.headers.cookie) return job;
  const viewer = await getCurrentUser(request).catch(() => null);
  if (viewer?.role === 'admin') return attempt(viewer.id, true);
  return viewer?.userType === 'company' ? attempt(viewer.id) : job;
}

/**
 * The head of a job's page as `job` was loaded for the viewer. Its status follows the sitemap: a job on
 * the board answers 200; one that left it (closed, expired, hidden, its company suspended) answers 410
 * Gone, while the page still shows what it was. Its owner's view of it is not a public page and answers
 * 200, as does the owner's or an admin's view of a job that was never public.
 */
export function jobHeadFor(job: JobDetail, origin: string): PageHead {
  const url = `${origin}/jobs/${job.id}`;
  const head: PageHead = {
    title: titled(jobPageTitle(job)),
    description: excerpt(job.description),
  };
  // A draft or a job in review (seen by its owner) is nobody else's page: no canonical, no structured data.
  if (isOwnerOnly(job)) return head;
  const leftTheBoard = !isPubliclyVisible(job) && !job.isOwner;
  return {
    ...head,
    url,
    jsonLd: buildJobPostingJsonLd(job, { origin }) ?? undefined,
    ...(leftTheBoard ? { status: 410 } : {}),
  };
}

const JOB_NOT_FOUND: PageHead = { title: titled(NOT_FOUND_TITLES.job), status: 404 };
const JOB_GONE: PageHead = { title: titled(JOB_GONE_TITLE), status: 410 };
const FACILITATOR_NOT_FOUND: PageHead = { title: titled(NOT_FOUND_TITLES.facilitator), status: 404 };
const COMPANY_NOT_FOUND: PageHead = { title: titled(NOT_FOUND_TITLES.company), status: 404 };

/** Server-rendered <head> (title, description, canonical, Open Graph, JSON-LD) for pages crawlers load directly. */
export function pageHeadResolvers(app: FastifyInstance): HeadResolver[] {
  const origin = app.deps.config.SITE_URL;
  const db = app.deps.db;

  const job: HeadResolver = async (pathname, request) => {
    const match = JOB_PATH.exec(pathname);
    if (!match) return undefined;
    const found = await visibleJob(app, match[1], request);
    if (found === GONE) return JOB_GONE;
    return found ? jobHeadFor(found, origin) : JOB_NOT_FOUND;
  };

  const facilitator: HeadResolver = async (pathname) => {
    const match = FACILITATOR_PATH.exec(pathname);
    if (!match) return undefined;
    if (!isUuid(match[1])) return FACILITATOR_NOT_FOUND;
    const [row] = await db
      .select({
        id: facilitators.id,
        firstName: facilitators.firstName,
        lastName: facilitators.lastName,
        headline: facilitators.headline,
      })
      .from(facilitators)
      .where(and(eq(facilitators.id, match[1]), isListed(facilitators)));
    if (!row) return FACILITATOR_NOT_FOUND;
    return {
      title: titled(`${row.firstName} ${row.lastName}`.trim()),
      description: row.headline || undefined,
      url: `${origin}/facilitators/${row.id}`,
    };
  };

  const company: HeadResolver = async (pathname) => {
    const match = COMPANY_PATH.exec(pathname);
    if (!match) return undefined;
    if (!isUuid(match[1])) return COMPANY_NOT_FOUND;
    const [row] = await db
      .select({ id: companies.id, name: companies.name, description: companies.description })
      .from(companies)
      .where(and(eq(companies.id, match[1]), isListed(companies)));
    if (!row) return COMPANY_NOT_FOUND;
    return {
      title: titled(row.name),
      description: row.description.slice(0, 160) || undefined,
      url: `${origin}/companies/${row.id}`,
    };
  };

  return [
    async (pathname, request) => staticPageHead(pathname, request, origin),
    async (pathname) => topicHead(pathname, origin),
    job,
    facilitator,
    company,
  ];
}
