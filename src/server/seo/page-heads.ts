import { excerpt } from '../../shared/text';
import { jobPageTitle } from '../../shared/jobs';
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
import { isOwnerOnly, isPubliclyVisible } from '../jobs/job-visibility';
import type { PageRead } from '../../shared/page-data';
import type { CompanyPublicProfile, FacilitatorPublicProfile } from '../../shared/profiles';
import type { LoadedRead } from '../spa/page-renderer';
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

/** The answer to the page's read named `name` (each page has at most one subject: a job, a profile). */
function loadedOf<N extends PageRead['name']>(loaded: readonly LoadedRead[], name: N) {
  return loaded.find((entry) => entry.read.name === name)?.result;
}

/**
 * The <head> of the public pages crawlers load directly: fixed for the static pages and topics, and for a
 * job or a profile drawn from the answer the page itself was rendered from (one read of the job a request).
 */
export function pageHeadResolvers(app: FastifyInstance): HeadResolver[] {
  const origin = app.deps.config.SITE_URL;

  const job: HeadResolver = (_pathname, _request, loaded) => {
    const result = loadedOf(loaded, 'job');
    if (!result) return undefined;
    if (result.ok) return jobHeadFor(result.data as JobDetail, origin);
    return result.status === 410 ? JOB_GONE : JOB_NOT_FOUND;
  };

  const facilitator: HeadResolver = (_pathname, _request, loaded) => {
    const result = loadedOf(loaded, 'facilitator');
    if (!result) return undefined;
    if (!result.ok) return FACILITATOR_NOT_FOUND;
    const profile = result.data as FacilitatorPublicProfile;
    return {
      title: titled(`${profile.firstName} ${profile.lastName}`.trim()),
      description: profile.headline || undefined,
      url: `${origin}/facilitators/${profile.id}`,
    };
  };

  const company: HeadResolver = (_pathname, _request, loaded) => {
    const result = loadedOf(loaded, 'company');
    if (!result) return undefined;
    if (!result.ok) return COMPANY_NOT_FOUND;
    const profile = result.data as CompanyPublicProfile;
    return {
      title: titled(profile.name),
      description: profile.description.slice(0, 160) || undefined,
      url: `${origin}/companies/${profile.id}`,
    };
  };

  return [
    (pathname, request) => staticPageHead(pathname, request, origin),
    (pathname) => topicHead(pathname, origin),
    job,
    facilitator,
    company,
  ];
}
