import { FOCUS_AREA_IDS, type FocusAreaId } from '../../../shared/focus-areas';
import { parsePageParam } from '../../lib/use-page-param';
import type { CompanySearchParams, FacilitatorSearchParams } from './api';

const text = (value: string | null) => value?.trim() || undefined;

/** Reads /facilitators?q=&location=&focusArea=&page= (unknown focus areas are ignored, so old links keep working). */
export function readFacilitatorParams(params: URLSearchParams): FacilitatorSearchParams {
  const wanted = new Set(params.getAll('focusArea').flatMap((value) => value.split(',')));
  return {
    q: text(params.get('q')),
    location: text(params.get('location')),
    focusArea: FOCUS_AREA_IDS.filter((id) => wanted.has(id)),
    page: parsePageParam(params.get('page')),
  };
}

export function writeFacilitatorParams(state: FacilitatorSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.location) params.set('location', state.location);
  for (const id of state.focusArea) params.append('focusArea', id);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

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
