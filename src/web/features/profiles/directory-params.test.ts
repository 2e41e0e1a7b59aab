import { describe, expect, it } from 'vitest';
import {
  readCompanyParams,
  readFacilitatorParams,
  toggleFocusArea,
  writeCompanyParams,
  writeFacilitatorParams,
} from './directory-params';

describe('directory URL state', () => {
  it('reads and writes the facilitator search, dropping unknown focus areas and bad pages', () => {
    const state = readFacilitatorParams(
      new URLSearchParams(
        'q=%20lena%20&location=Berlin&focusArea=innovation&focusArea=knitting,design-thinking&page=-3',
      ),
    );
    expect(state).toEqual({
      q: 'lena',
      location: 'Berlin',
      focusArea: ['design-thinking', 'innovation'],
      page: 1,
    });
    expect(writeFacilitatorParams({ ...state, page: 2 }).toString()).toBe(
      'q=lena&location=Berlin&focusArea=design-thinking&focusArea=innovation&page=2',
    );
    expect(writeFacilitatorParams({ focusArea: [], page: 1 }).toString()).toBe('');
  });

  it('toggles focus areas in the canonical order', () => {
    expect(toggleFocusArea(['innovation'], 'design-thinking')).toEqual(['design-thinking', 'innovation']);
    expect(toggleFocusArea(['design-thinking', 'innovation'], 'innovation')).toEqual(['design-thinking']);
  });

  it('reads and writes the company search', () => {
    const state = readCompanyParams(new URLSearchParams('q=north&industry=Healthcare&page=3'));
    expect(state).toEqual({ q: 'north', industry: 'Healthcare', page: 3 });
    expect(writeCompanyParams({ ...state, page: 1 }).toString()).toBe('q=north&industry=Healthcare');
  });
});
