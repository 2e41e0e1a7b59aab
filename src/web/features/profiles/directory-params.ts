import {
  CURRENCIES,
  GROUP_SIZES,
  LANGUAGE_CODES,
  SESSION_FORMATS,
} from '../../../shared/facilitation-options';
import { FOCUS_AREA_IDS, type FocusAreaId } from '../../../shared/focus-areas';
import { METHOD_IDS } from '../../../shared/methods';
import { MIN_RATING_FILTER } from '../../../shared/review-options';
import { amountParam, isoDateParam, oneOf, parsePageParam } from '../../lib/use-page-param';
import type { CompanySearchParams, FacilitatorSearchParams } from './api';

const text = (value: string | null) => value?.trim() || undefined;

/** ?key=a&key=b or ?key=a,b, known values only, in the list's own order. */
const listOf = <T extends string>(allowed: readonly T[], params: URLSearchParams, key: string): T[] => {
  const wanted = new Set(params.getAll(key).flatMap((value) => value.split(',')));
  return allowed.filter((id) => wanted.has(id));
};

/** The directory without search or filters. */
export const EMPTY_FACILITATOR_SEARCH: FacilitatorSearchParams = { focusArea: [], method: [], page: 1 };

/**
 * Reads /facilitators' address. A value that is not one of a filter's options is ignored rather than sent
 * to the server, so old or hand-edited links still show a list.
 */
export function readFacilitatorParams(params: URLSearchParams): FacilitatorSearchParams {
  const rateMax = amountParam(params.get('rateMax'));
  return {
    q: text(params.get('q')),
    location: text(params.get('location')),
    focusArea: listOf(FOCUS_AREA_IDS, params, 'focusArea'),
    method: listOf(METHOD_IDS, params, 'method'),
    language: oneOf(LANGUAGE_CODES, params.get('language')),
    availableOn: isoDateParam(params.get('availableOn')),
    rateMax,
    // The currency and the unit belong to an amount; alone they filter nothing.
    currency: rateMax === undefined ? undefined : oneOf(CURRENCIES, params.get('currency')),
    rateType: rateMax === undefined ? undefined : oneOf(['hour'] as const, params.get('rateType')),
    verified: params.get('verified') === 'true' || undefined,
    format: oneOf(SESSION_FORMATS, params.get('format')),
    groupSize: oneOf(GROUP_SIZES, params.get('groupSize')),
    showUnavailable: params.get('showUnavailable') === 'true' || undefined,
    minRating: params.get('minRating') === String(MIN_RATING_FILTER) ? MIN_RATING_FILTER : undefined,
    sort: oneOf(['rating'] as const, params.get('sort')),
    page: parsePageParam(params.get('page')),
  };
}

export function writeFacilitatorParams(state: FacilitatorSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | boolean | undefined) => {
    if (value !== undefined && value !== false && value !== '') params.set(key, String(value));
  };
  set('q', state.q);
  set('location', state.location);
  for (const id of state.focusArea) params.append('focusArea', id);
  for (const id of state.method) params.append('method', id);
  set('language', state.language);
  set('availableOn', state.availableOn);
  set('rateMax', state.rateMax);
  if (state.rateMax !== undefined) {
    set('currency', state.currency);
    set('rateType', state.rateType);
  }
  set('verified', state.verified);
  set('format', state.format);
  set('groupSize', state.groupSize);
  set('showUnavailable', state.showUnavailable);
  set('minRating', state.minRating);
  set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Whether anything narrows the list (the toggle that widens it counts: clearing turns it off); the order does not. */
export const isFiltered = (state: FacilitatorSearchParams) =>
  writeFacilitatorParams({ ...state, sort: undefined, page: 1 }).toString() !== '';

/** How many filters narrow the list (each method and focus area one); the words and the place are not filters. */
export const filterCount = (state: FacilitatorSearchParams) =>
  state.method.length +
  state.focusArea.length +
  [
    state.language,
    state.availableOn,
    state.rateMax,
    state.verified,
    state.format,
    state.groupSize,
    state.showUnavailable,
    state.minRating,
  ].filter((value) => value !== undefined).length;

export function toggleFocusArea(selected: readonly FocusAreaId[], id: FocusAreaId): FocusAreaId[] {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return FOCUS_AREA_IDS.filter((candidate) => next.has(candidate));
}

export function readCompanyParams(params: URLSearchParams): CompanySearchParams {
  return {
    q: text(params.get('q')),
    industry: text(params.get('industry')),
    page: parsePageParam(params.get('page')),
  };
}

export function writeCompanyParams(state: CompanySearchParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.industry) params.set('industry', state.industry);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
