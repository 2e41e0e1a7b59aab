import {
  BUDGET_TYPES,
  CURRENCIES,
  GROUP_SIZES,
  LANGUAGE_CODES,
  SESSION_FORMATS,
} from '../../../shared/facilitation-options';
import { FOCUS_AREA_IDS } from '../../../shared/focus-areas';
import {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_FILTER_KEYS,
  JOB_LOCATION_MAX,
  JOB_SEARCH_MAX,
  JOB_SORTS,
  MAX_JOB_LIST_PAGE,
  REMOTE_OPTIONS,
} from '../../../shared/job-options';
import type { JobListQuery } from '../../../shared/jobs';
import { RADIUS_OPTIONS_KM, type RadiusKm } from '../../../shared/places';
import { amountParam, isoDateParam, oneOf, parsePageParam } from '../../lib/use-page-param';

/** 24 fills the two- and three-column grids evenly (the API allows up to 50). */
export const PAGE_SIZE = 24;

/** Every filter of the list besides the keyword, as the URL and GET /api/jobs name it (a saved search keeps them all). */
export const FILTER_KEYS = [...JOB_FILTER_KEYS, 'location', 'radius'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The fields of the /jobs form that apply as they change: the filters and the order. */
export const LIVE_FIELD_KEYS = [...FILTER_KEYS, 'sort'] as const;

/**
 * How many filters narrow the list; the currency only says in what the budget amounts are, the radius how
 * far from the location.
 */
export const activeFilterCount = (params: JobListParams) =>
  FILTER_KEYS.filter((key) => key !== 'currency' && key !== 'radius' && params[key] !== undefined).length;

const radius = (value: string | null) =>
  RADIUS_OPTIONS_KM.find((option) => String(option) === value) as RadiusKm | undefined;

export type JobListParams = Required<Pick<JobListQuery, 'page'>> & JobListQuery;

/**
 * The list state lives in the URL; unknown values are ignored rather than sent to the server. Rules
 * between values (a minimum above its maximum) are the server's, which answers with its message.
 */
export function readParams(params: URLSearchParams): JobListParams {
  return {
    q: params.get('q')?.trim().slice(0, JOB_SEARCH_MAX) || undefined,
    focusArea: oneOf(FOCUS_AREA_IDS, params.get('focusArea')),
    remote: oneOf(REMOTE_OPTIONS, params.get('remote')),
    employmentType: oneOf(EMPLOYMENT_TYPES, params.get('employmentType')),
    experience: oneOf(EXPERIENCE_LEVELS, params.get('experience')),
    format: oneOf(SESSION_FORMATS, params.get('format')),
    language: oneOf(LANGUAGE_CODES, params.get('language')),
    groupSize: oneOf(GROUP_SIZES, params.get('groupSize')),
    sessionFrom: isoDateParam(params.get('sessionFrom')),
    sessionTo: isoDateParam(params.get('sessionTo')),
    budgetMin: amountParam(params.get('budgetMin')),
    budgetMax: amountParam(params.get('budgetMax')),
    currency: oneOf(CURRENCIES, params.get('currency')),
    budgetType: oneOf(BUDGET_TYPES, params.get('budgetType')),
    location: params.get('location')?.replace(/\s+/g, ' ').trim().slice(0, JOB_LOCATION_MAX) || undefined,
    radius: radius(params.get('radius')),
    sort: oneOf(JOB_SORTS, params.get('sort')),
    page: parsePageParam(params.get('page'), MAX_JOB_LIST_PAGE),
    pageSize: PAGE_SIZE,
  };
}
