import type { QueryKey } from '@tanstack/react-query';
import type { PageRead } from '../shared/page-data';
import { jobSearchQuery } from './features/job-search/api';
import { readJobSearchParams } from './features/job-search/job-search-params';
import { jobQuery, jobsQuery } from './features/jobs/api';
import { readParams as readJobListParams } from './features/jobs/job-list-params';
import { companiesQuery, companyQuery, facilitatorQuery, facilitatorsQuery } from './features/profiles/api';
import { readCompanyParams, readFacilitatorParams } from './features/profiles/directory-params';
import { operatorQuery } from './features/static-pages/api';
import { referenceFormQuery } from './features/references/api';
import { focusAreaCountsQuery } from './lib/focus-area-counts';
import type { PAGES } from './pages';

/** A query a page's components make, built by the same factory they call (its `meta.read` says what it reads). */
export interface PageQuery {
  queryKey: QueryKey;
  meta?: Record<string, unknown>;
}

interface PageAt {
  /** The URL's parameters (':id'). */
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  /** The signed-in visitor's id (null: signed out): a job's answer depends on who asks. */
  viewerId: string | null;
}

type PagePath = (typeof PAGES)[number]['path'];

/**
 * The data of each server-rendered page, declared once: the queries its components read on their first
 * render, from the factories they call. The server loads these before it renders the page (and its head
 * and status come from them); a page not listed reads nothing. What only a signed-in visitor's parts read
 * (the bell, a saved mark) is left to the browser, which fetches it after hydration.
 */
export const PAGE_DATA: Partial<Record<PagePath, (at: PageAt) => PageQuery[]>> = {
  '/': () => [focusAreaCountsQuery()],
  '/job-search': ({ search }) => [jobSearchQuery(readJobSearchParams(search))],
  '/jobs': ({ search }) => [jobsQuery(readJobListParams(search))],
  '/jobs/:id': ({ params, viewerId }) => [jobQuery(params.id ?? '', viewerId)],
  '/focus-areas': () => [focusAreaCountsQuery()],
  '/topics/:slug': () => [focusAreaCountsQuery()],
  '/facilitators': ({ search }) => [facilitatorsQuery(readFacilitatorParams(search))],
  '/facilitators/:id': ({ params }) => [facilitatorQuery(params.id ?? '')],
  '/companies': ({ search }) => [companiesQuery(readCompanyParams(search))],
  '/companies/:id': ({ params }) => [companyQuery(params.id ?? '')],
  '/terms': () => [operatorQuery],
  '/privacy': () => [operatorQuery],
  '/legal': () => [operatorQuery],
  '/references/:token': ({ params }) => [referenceFormQuery(params.token ?? '')],
};

/** What a query reads on the server (its factory's `meta.read`). */
export function readOf(query: { meta?: Record<string, unknown> }): PageRead | undefined {
  return query.meta?.read as PageRead | undefined;
}
