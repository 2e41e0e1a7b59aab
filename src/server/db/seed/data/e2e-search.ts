import { daysAfterSeed } from '../sample-dates';

/**
 * A facilitator search the sample data answers exactly, for the end-to-end test and the seed's own test:
 * LEGO Serious Play, in German, free on the day `dayAfterSeed` days after the seed ran, at up to €1,500 a
 * day. Four sample facilitators practise the method in German; the search finds two of them:
 * - Lena Fischer, Berlin, €1,300 a day;
 * - Nadia Brunner, Zurich, CHF 1,300 a day (≈ €1,398 at the migration's 0.93 CHF per euro);
 * and leaves out Elif Yıldız (€750 a day, but the day is blocked) and Jonas Lindqvist (€1,800 a day).
 */
export const E2E_LSP_SEARCH = {
  method: 'lego-serious-play',
  language: 'de',
  rateMax: 1500,
  currency: 'EUR',
  rateType: 'day',
  /** availableOn is the day this many days after the seed ran (UTC): see `lspSearchDay`. */
  dayAfterSeed: 30,
  expected: [
    { key: 'lena-fischer', name: 'Lena Fischer' },
    { key: 'nadia-brunner', name: 'Nadia Brunner' },
  ],
  blocked: { key: 'elif-yildiz', name: 'Elif Yıldız' },
  tooDear: { key: 'jonas-lindqvist', name: 'Jonas Lindqvist' },
} as const;

/** The search's availableOn for a seed that ran at `seededAt` (the e2e test reads it back: sample-dates.ts seededAt). */
export const lspSearchDay = (seededAt: Date): string => daysAfterSeed(seededAt, E2E_LSP_SEARCH.dayAfterSeed);

/** The search as /api/facilitators and /facilitators take it. */
export const lspSearchQuery = (seededAt: Date): string =>
  new URLSearchParams({
    method: E2E_LSP_SEARCH.method,
    language: E2E_LSP_SEARCH.language,
    availableOn: lspSearchDay(seededAt),
    rateMax: String(E2E_LSP_SEARCH.rateMax),
    currency: E2E_LSP_SEARCH.currency,
    rateType: E2E_LSP_SEARCH.rateType,
  }).toString();
