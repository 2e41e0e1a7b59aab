import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import {
  CLICK_METRICS,
  INSIGHT_LINK_SOURCES,
  type InsightClick,
  type InsightFilterKind,
  type InsightSource,
  type InsightSubject,
} from '../../shared/insights';
import { getCurrentUser, type CurrentUser } from '../auth/session';
import { TtlCache } from '../cache/ttl-cache';
import type { DbOrTx } from '../db/client';
import type { InsightCounter } from './insight-counter';
import { isOrganisationMember, jobOrganisationOf } from './insights.repo';

/** A page path of the app without its language prefix: '/de/jobs/1' is '/jobs/1'. */
const withoutLocale = (path: string) => path.replace(/^\/de(?=\/|$)/, '') || '/';

/**
 * Where a visitor came from: our own link parameter first (`?src=alert`, `?src=rss`), else the referrer: a
 * page of this site under /jobs (or /job-search) is a search, under /facilitators the directory, another
 * page of the site direct, another host external, none direct.
 */
export function insightSource(
  src: string | undefined,
  referrer: string | undefined,
  siteHost: string,
): InsightSource {
  if (src && (INSIGHT_LINK_SOURCES as readonly string[]).includes(src)) return src as InsightSource;
  if (!referrer) return 'direct';
  let url: URL;
  try {
    url = new URL(referrer, `http://${siteHost}`);
  } catch {
    return 'direct';
  }
  if (url.host !== siteHost) return 'external';
  const path = withoutLocale(url.pathname);
  if (path === '/jobs' || path.startsWith('/jobs/') || path.startsWith('/job-search')) return 'search';
  if (path === '/facilitators' || path.startsWith('/facilitators/')) return 'directory';
  return 'direct';
}

/** Known bots and crawlers (and a request without a user agent, or without headers at all) are never counted. */
export const isBotRequest = (request: FastifyRequest) => {
  const agent = (request.headers as FastifyRequest['headers'] | undefined)?.['user-agent'];
  return !agent || isbot(agent);
};

/** The visitor's address and agent, hashed at the flush with the day's salt and never stored. */
export const visitorOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/**
 * Whose views are not counted: an admin's, the facilitator's own profile, and a job's for any member of its
 * organisation. Looked up after the page was sent, with the job's organisation remembered for a minute.
 */
export function viewerFilter(db: DbOrTx) {
  const jobOrganisations = new TtlCache<string | null>({ maxEntries: 10_000, ttlMs: 60_000 });
  return async (user: CurrentUser | null, subject: InsightSubject, id: string): Promise<boolean> => {
    if (!user) return true;
    if (user.role === 'admin') return false;
    if (subject === 'profile') return user.id !== id;
    if (user.userType !== 'company') return true;
    let organisationId = jobOrganisations.get(id);
    if (organisationId === undefined) {
      organisationId = await jobOrganisationOf(db, id);
      jobOrganisations.set(id, organisationId);
    }
    if (!organisationId) return true;
    if (user.organisation?.id === organisationId) return false;
    return !(await isOrganisationMember(db, organisationId, user.id));
  };
}

export type ViewerFilter = ReturnType<typeof viewerFilter>;

/**
 * Counts a page view of the item for the request's visitor, unless a bot, the owner or an admin looks.
 * Called after the answer went out (or from the view route), so a page never waits for it.
 */
export async function countView(
  counts: { counter: InsightCounter; counted: ViewerFilter },
  request: FastifyRequest,
  subject: InsightSubject,
  id: string,
  source: InsightSource,
): Promise<void> {
  if (isBotRequest(request)) return;
  const user = await getCurrentUser(request).catch(() => null);
  if (!(await counts.counted(user, subject, id))) return;
  counts.counter.view(subject, id, source, visitorOf(request));
}

/** Counts a click on Apply, Contact or Invite of the item, unless a bot, the owner or an admin clicks. */
export async function countClick(
  counts: { counter: InsightCounter; counted: ViewerFilter },
  request: FastifyRequest,
  action: InsightClick['action'],
  id: string,
  source: InsightSource,
): Promise<void> {
  if (isBotRequest(request)) return;
  const { subject, metric } = CLICK_METRICS[action];
  const user = await getCurrentUser(request).catch(() => null);
  if (!(await counts.counted(user, subject, id))) return;
  counts.counter.count(subject, id, metric, source);
}

/**
 * The items of a list a visitor was shown (a search's page of jobs, the directory's page of profiles): one
 * impression each, from `source`; a bot's lists are not counted.
 */
export function countImpressions(
  counter: InsightCounter,
  request: FastifyRequest,
  subject: InsightSubject,
  ids: readonly string[],
  source: InsightSource,
): boolean {
  if (!ids.length || isBotRequest(request)) return false;
  for (const id of ids) counter.count(subject, id, 'impression', source);
  return true;
}

/** The directory search's filters whose values the facilitators it showed are told about. */
export function directoryFilterValues(query: {
  method?: readonly string[] | undefined;
  format?: string | undefined;
  language?: string | undefined;
}): { kind: InsightFilterKind; value: string }[] {
  return [
    ...(query.method ?? []).map((value) => ({ kind: 'method' as const, value })),
    ...(query.format ? [{ kind: 'format' as const, value: query.format }] : []),
    ...(query.language ? [{ kind: 'language' as const, value: query.language }] : []),
  ];
}

/** A directory page shown: an impression of each profile, and the filters that found them. */
export function countDirectoryPage(
  counter: InsightCounter,
  request: FastifyRequest,
  ids: readonly string[],
  query: Parameters<typeof directoryFilterValues>[0],
) {
  if (countImpressions(counter, request, 'profile', ids, 'directory'))
    counter.filters([...ids], directoryFilterValues(query));
}
