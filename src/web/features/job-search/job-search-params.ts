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
