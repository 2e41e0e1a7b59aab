import { DEFAULT_JOB_SEARCH_KEYWORD, type JobSearchParams } from '../../../shared/job-search';

/** What the search form holds. */
export interface JobSearchForm {
  keywords: string;
  location: string;
  remote: boolean;
}

/** The URL (q, loc, remote=1) is the search that is shown; the form starts from it. */
export function formFromUrl(searchParams: URLSearchParams): JobSearchForm {
  return {
    keywords: searchParams.get('q') ?? DEFAULT_JOB_SEARCH_KEYWORD,
    location: searchParams.get('loc') ?? '',
    remote: searchParams.get('remote') === '1',
  };
}

/** The search a form's values ask for: an empty keyword searches for the default one. */
export function toSearchParams(values: JobSearchForm): JobSearchParams {
  return {
    query: values.keywords.trim() || DEFAULT_JOB_SEARCH_KEYWORD,
    location: values.location.trim(),
    remote: values.remote,
  };
}

/** The search the page at this URL shows (its query, and the server's declaration of its data). */
export const readJobSearchParams = (searchParams: URLSearchParams) =>
  toSearchParams(formFromUrl(searchParams));

/**
 * The same search on our own job board, which has every match with filters and pages (this page shows the
 * first results only when it searches our jobs); the default keyword asks for nothing in particular.
 */
export function jobBoardHref(params: JobSearchParams): string {
  const board = new URLSearchParams();
  if (params.query !== DEFAULT_JOB_SEARCH_KEYWORD) board.set('q', params.query);
  if (params.remote) board.set('remote', 'yes');
  const query = board.toString();
  return query ? `/jobs?${query}` : '/jobs';
}
