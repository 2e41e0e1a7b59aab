/**
 * The /jobs filters of issue 18 in the bench: session format, language, group size, a session date range and
 * a budget range converted between currencies, alone and with the full-text search; and the location
 * filter and the orders by session date and by budget. Measured like the other
 * job searches (p99 < 50 ms over the bench's jobs, against the bare ceiling), their plans shown and checked
 * to be index-backed.
 */

const DAY_MS = 86_400_000;

/** The searches, with session dates counted from `today` (the loaded jobs' sessions are in the next six months). */
export function sessionJobEndpoints(today: Date) {
  const day = (days: number) => new Date(today.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  return {
    // About 4 % of the board: 70 % have a format (one of eight), a tenth of them in German.
    jobsFormatLanguage: '/api/jobs?format=workshop&language=de',
    // A month of session dates: about 8 % of the board.
    jobsSessionRange: `/api/jobs?sessionFrom=${day(30)}&sessionTo=${day(60)}`,
    // A day rate of £500–£800, converted into each job's currency: a few % of the board.
    jobsBudgetGbp: '/api/jobs?budgetMin=500&budgetMax=800&currency=GBP&budgetType=day-rate',
    // Selective (well under 0.1 %): search words with three facets, found through the search index.
    jobsFacetsSearch: '/api/jobs?q=stakeholder%20mapping&groupSize=26-50&format=workshop&language=en',
    // A week of sessions with the search: the date array goes to the index with the words.
    jobsSessionSearch: `/api/jobs?q=onboarding&sessionFrom=${day(14)}&sessionTo=${day(21)}`,
    // The location filter: one city of the loaded twenty within 50 km (jobs_published_geo_idx), a country
    // (jobs_published_country_idx), and a place the gazetteer does not know, as text (the trigram index).
    jobsNearCity: '/api/jobs?location=Munich&radius=50',
    jobsCountry: '/api/jobs?location=Germany',
    jobsLocationText: '/api/jobs?location=harbour',
    // The other orders: the soonest session (jobs_published_session_idx), the highest budget among the
    // virtual jobs (jobs_published_budget_eur_idx, filtered as it is read).
    jobsSortSession: '/api/jobs?sort=session',
    jobsSortBudgetRemote: '/api/jobs?sort=budget&remote=yes',
  };
}

export const SESSION_JOB_P99_TARGET_MS = 50;

type Measured = Record<string, { ours: { rps: number; p99: number } }>;

/** Their lines in the bench's target list: p99 under SESSION_JOB_P99_TARGET_MS each. */
export function sessionJobTargets(names: string[], results: Measured, jobCount: number): [string, boolean][] {
  return names.map((name): [string, boolean] => {
    const { p99, rps } = results[name].ours;
    return [
      `${name} over ${jobCount.toLocaleString('en')} jobs: p99 ${p99} ms < ${SESSION_JOB_P99_TARGET_MS} ms at ${rps.toFixed(0)} req/s`,
      p99 < SESSION_JOB_P99_TARGET_MS,
    ];
  });
}
