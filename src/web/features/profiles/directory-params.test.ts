import { describe, expect, it } from 'vitest';
import {
  EMPTY_FACILITATOR_SEARCH,
  filterCount,
  isFiltered,
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
      ...EMPTY_FACILITATOR_SEARCH,
      q: 'lena',
      location: 'Berlin',
      focusArea: ['design-thinking', 'innovation'],
    });
    expect(writeFacilitatorParams({ ...state, page: 2 }).toString()).toBe(
      'q=lena&location=Berlin&focusArea=design-thinking&focusArea=innovation&page=2',
    );
    expect(writeFacilitatorParams(EMPTY_FACILITATOR_SEARCH).toString()).toBe('');
  });

  it('keeps every facilitation filter in the address, and drops values that are not options', () => {
    const url =
      'method=lego-serious-play&method=world-cafe&language=de&availableOn=2027-03-12&rateMax=1200&currency=GBP&rateType=hour&verified=true&format=workshop&groupSize=26-50&showUnavailable=true';
    const state = readFacilitatorParams(new URLSearchParams(url));
    expect(state).toEqual({
      ...EMPTY_FACILITATOR_SEARCH,
      method: ['lego-serious-play', 'world-cafe'],
      language: 'de',
      availableOn: '2027-03-12',
      rateMax: 1200,
      currency: 'GBP',
      rateType: 'hour',
      verified: true,
      format: 'workshop',
      groupSize: '26-50',
      showUnavailable: true,
    });
    expect(writeFacilitatorParams(state).toString()).toBe(url);
    expect(isFiltered(state)).toBe(true);
    // Two methods, and the rate with its currency and unit as one.
    expect(filterCount(state)).toBe(9);

    const junk = readFacilitatorParams(
      new URLSearchParams(
        'method=juggling&language=xx&availableOn=2027-02-30&rateMax=-5&currency=GBP&rateType=week&verified=yes&format=party&groupSize=9000&showUnavailable=1',
      ),
    );
    expect(junk).toEqual(EMPTY_FACILITATOR_SEARCH);
    expect(isFiltered(junk)).toBe(false);
    expect(filterCount(junk)).toBe(0);
  });

  it('writes a currency and a unit only with an amount, and a day rate as the default', () => {
    expect(
      writeFacilitatorParams({ ...EMPTY_FACILITATOR_SEARCH, currency: 'USD', rateType: 'hour' }).toString(),
    ).toBe('');
    expect(writeFacilitatorParams({ ...EMPTY_FACILITATOR_SEARCH, rateMax: 900 }).toString()).toBe(
      'rateMax=900',
    );
    expect(readFacilitatorParams(new URLSearchParams('currency=USD')).currency).toBeUndefined();
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

  it('keeps the rating order and "4 stars and up" in the address; the order is not a filter', () => {
    const state = readFacilitatorParams(new URLSearchParams('sort=rating&minRating=4'));
    expect(state).toEqual({ ...EMPTY_FACILITATOR_SEARCH, sort: 'rating', minRating: 4 });
    expect(writeFacilitatorParams(state).toString()).toBe('minRating=4&sort=rating');
    expect(filterCount(state)).toBe(1);
    expect(isFiltered({ ...EMPTY_FACILITATOR_SEARCH, sort: 'rating' })).toBe(false);
    expect(readFacilitatorParams(new URLSearchParams('sort=stars&minRating=3'))).toEqual(
      EMPTY_FACILITATOR_SEARCH,
    );
  });
});
