import type { SearchFilters } from '../saved';

/**
 * A /jobs search with a value in every kind of filter (text, place, format, group size, language, a date
 * range and a budget), as SearchFiltersSchema parses it: the server tests save it, the web tests show and
 * post it, so that both sides check the same search.
 */
export const EVERY_KIND_OF_FILTER = {
  q: 'retrospective',
  remote: 'no',
  format: 'workshop',
  groupSize: '11-25',
  language: 'de',
  sessionFrom: '2027-05-01',
  sessionTo: '2027-06-30',
  budgetMin: 1000,
  currency: 'GBP',
  budgetType: 'day-rate',
} as const satisfies SearchFilters;

/** `filters` as the /jobs address holds them: every value a string. */
export const asAddressValues = (filters: SearchFilters): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, String(value)]));
