/**
 * Long on purpose: the board's filters, its plans for a search that is common or rare, and its orders are
 * one search, planned together; apart, each would restate the others' assumptions.
 *
 * The public job board's search: the /jobs filters (shared with the feeds) and the list they page through,
 * planned to cost one page however large the board grows. One job's reads and writes are in jobs.repo.ts.
 */
import { and, count, eq, or, sql } from 'drizzle-orm';
import type { SQL, Subquery } from 'drizzle-orm';
import type { AnyPgColumn, SubqueryWithSelection } from 'drizzle-orm/pg-core';
import { convertMoney } from '../../shared/facilitation';
import { SESSION_RANGE_MAX_DAYS, type JobListParams, type JobSort } from '../../shared/jobs';
import { locationFilterOf } from '../../shared/places';
import { DAY_MS } from '../clock';
import type { DbOrTx } from '../db/client';
import { companies, jobs } from '../db/schema';
import { searchQuery } from '../db/search-query';
import { publiclyVisibleWhere } from './job-visibility';
import { companyLogoColumn, summaryColumns, type JobCardRow, type JobRow } from './jobs.repo';

/**
 * How the total of a job list is counted. Exact counting visits every match, which is cheap while the
 * board is small but not with a million jobs and a broad search. There a list counts at most `countLimit`
 * matches (a few pages past the current one) and reports the total as "at least"; and only the first
 * `resultWindow` matches can be paged through, as on every large search site.
 */
export type JobCountMode = { exact: true } | { exact: false; countLimit: number; resultWindow: number };

/**
 * The walk over the newest jobs looks at most this many jobs per match it needs. Below that match rate
 * (1 %) the search index finds the few matches faster than the walk.
 */
const WALKED_JOBS_PER_MATCH = 100;

/** The columns the list filters read, of the jobs table or of a subquery over it. */
type ColumnsOf<Name extends keyof JobRow> = Record<Name, AnyPgColumn>;
type FilterColumns = ColumnsOf<
  | 'status'
  | 'remote'
  | 'employmentType'
  | 'experience'
  | 'focusAreas'
  | 'search'
  | 'sessionFormat'
  | 'groupSize'
  | 'sessionLanguages'
  | 'sessionDates'
  | 'budgetType'
  | 'budgetMin'
  | 'budgetMax'
  | 'budgetCurrency'
  | 'location'
  | 'placeLat'
  | 'placeLng'
  | 'placeCountry'
>;

/** Units of each currency per euro: what the budget filter converts with. */
export type Rates = Record<string, number>;

/**
 * The filters of /jobs, shared by the walk and the index path (and so by the feeds). Every equality and
 * array test is in jobs_published_search_idx; the budget range is in jobs_published_budget_idx.
 */
export function publishedJobFilter(source: FilterColumns, params: JobListParams, rates?: Rates) {
  const tsquery = params.q ? searchQuery(params.q) : undefined;
  const sessionDays = sessionRangeDays(params);
  // Cheap equality tests first: PostgreSQL keeps this order among conditions of the same cost.
  return and(
    publiclyVisibleWhere(source.status),
    params.remote ? eq(source.remote, params.remote) : undefined,
    params.employmentType ? eq(source.employmentType, params.employmentType) : undefined,
    params.experience ? eq(source.experience, params.experience) : undefined,
    params.format ? eq(source.sessionFormat, params.format) : undefined,
    params.groupSize ? eq(source.groupSize, params.groupSize) : undefined,
    params.focusArea ? sql`${source.focusAreas} @> array[${params.focusArea}]::text[]` : undefined,
    params.language ? sql`${source.sessionLanguages} @> array[${params.language}]::text[]` : undefined,
    // "A session date in the range" as an overlap with the range's days: an array test the index answers.
    sessionDays ? sql`${source.sessionDates} && ${`{${sessionDays.join(',')}}`}::date[]` : undefined,
    budgetFilter(source, params, rates),
    locationFilter(source, params),
    tsquery ? textMatchWhere(source.search, tsquery) : undefined,
  );
}

/**
 * A job's text (`search`) matching a search text as /jobs reads it (`searchQuery(q)`, in both languages).
 * A query made only of stop words ("the", "die") has no lexemes; it then filters nothing instead of everything.
 * The alert matcher tests a saved search's stored query with the same condition.
 */
export const textMatchWhere = (search: AnyPgColumn | SQL, tsquery: SQL) =>
  sql`(numnode(${tsquery}) = 0 or ${search} @@ ${tsquery})`;

/** The days of the session range, SESSION_RANGE_MAX_DAYS from its given end when the other is open. */
function sessionRangeDays({ sessionFrom, sessionTo }: Pick<JobListParams, 'sessionFrom' | 'sessionTo'>) {
  if (!sessionFrom && !sessionTo) return undefined;
  const span = SESSION_RANGE_MAX_DAYS - 1;
  const first = Date.parse(`${sessionFrom ?? isoDayAfter(sessionTo!, -span)}T00:00:00Z`);
  const last = Date.parse(`${sessionTo ?? isoDayAfter(sessionFrom!, span)}T00:00:00Z`);
  const days: string[] = [];
  for (let day = first; day <= last; day += DAY_MS) days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}

const isoDayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Jobs whose budget range overlaps [budgetMin, budgetMax] of `currency`, converted into each job's currency
 * at `rates` (rounded outwards, so that a budget on the edge is found), and of `budgetType` if given. Spelled
 * as jobs_published_budget_idx is: a range few budgets reach is read from it, currency by currency.
 */
function budgetFilter(source: FilterColumns, params: JobListParams, rates: Rates | undefined) {
  const { budgetMin: min, budgetMax: max, budgetType } = params;
  const byType = budgetType ? eq(source.budgetType, budgetType) : undefined;
  if (min === undefined && max === undefined) return byType;
  if (!rates) throw new Error('The budget filter needs the exchange rates');
  const from = params.currency ?? 'EUR';
  const bound = (amount: number | undefined, currency: string, round: (value: number) => number) =>
    amount === undefined ? null : Math.min(round(convertMoney(amount, from, currency, rates)), INT_MAX);
  const inEach = Object.keys(rates).map((currency) => {
    const range = sql`int4range(${bound(min, currency, Math.floor)}::int, ${bound(max, currency, Math.ceil)}::int, '[]')`;
    return and(
      eq(source.budgetCurrency, currency),
      byType,
      sql`int4range(${source.budgetMin}, ${source.budgetMax}, '[]') && ${range}`,
    );
  });
  return or(...inEach);
}

/** Kilometres per degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = 111.32;
const EARTH_RADIUS_KM = 6371;

/**
 * The location filter (src/shared/places.ts): virtual delivery for "remote"; for a known city, the jobs
 * whose place lies within the radius, first as a box of latitudes and longitudes that
 * jobs_published_geo_idx answers, then by great-circle distance; a known country by its code
 * (jobs_published_country_idx); any other text as a substring of the location (jobs_published_location_trgm_idx).
 */
function locationFilter(source: FilterColumns, params: Pick<JobListParams, 'location' | 'radius'>) {
  const filter = locationFilterOf(params.location, params.radius);
  switch (filter?.kind) {
    case undefined:
      return undefined;
    case 'remote':
      return eq(source.remote, 'yes');
    case 'country':
      return eq(source.placeCountry, filter.place.country);
    case 'text':
      return sql`${source.location} ilike ${`%${filter.text.replace(/[\\%_]/g, '\\$&')}%`}`;
    case 'near': {
      const { lat, lng } = filter.place;
      const km = filter.radiusKm;
      const latSpan = km / KM_PER_DEGREE;
      const lngSpan = km / (KM_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
      const distance = sql`${2 * EARTH_RADIUS_KM}::float8 * asin(sqrt(
        power(sin(radians(${source.placeLat} - ${lat}::float8) / 2), 2)
        + cos(radians(${lat}::float8)) * cos(radians(${source.placeLat}))
          * power(sin(radians(${source.placeLng} - ${lng}::float8) / 2), 2)))`;
      return and(
        sql`${source.placeLat} between ${lat - latSpan}::float8 and ${lat + latSpan}::float8`,
        sql`${source.placeLng} between ${lng - lngSpan}::float8 and ${lng + lngSpan}::float8`,
        sql`${distance} <= ${km}::float8`,
      );
    }
  }
}

/** The largest amount an integer column holds: a huge budget in a currency of many units per euro stops there. */
const INT_MAX = 2_147_483_647;

/** Newest first, spelled exactly like jobs_published_posted_idx so that a walk reads the index in its order. */
const newestFirst = (source: ColumnsOf<'postedAt' | 'id'>) => [
  sql`${source.postedAt} desc nulls last`,
  sql`${source.id} desc nulls last`,
];

type OrderColumns = ColumnsOf<'postedAt' | 'id' | 'sessionStart' | 'budgetEur'>;

/**
 * The board's orders, each spelled like its index (jobs_published_posted_idx, _session_idx, _budget_eur_idx)
 * and ending on the id, so that equal keys keep one order from page to page.
 */
const ORDERS: Record<JobSort, (source: OrderColumns) => SQL[]> = {
  newest: newestFirst,
  session: (source) => [sql`${source.sessionStart} asc nulls last`, sql`${source.id} desc nulls last`],
  budget: (source) => [sql`${source.budgetEur} desc nulls last`, sql`${source.id} desc nulls last`],
};

/** What a list selects: a card's columns and the keys of the other orders. */
const listColumns = { ...summaryColumns, sessionStart: jobs.sessionStart, budgetEur: jobs.budgetEur };

/**
 * Published jobs, filtered, newest first. A search text is a filter (every word must match, web search
 * syntax), not an ordering: ranking would have to score every match, so the cost of a page would grow
 * with the number of matches instead of with the page.
 *
 * Counting a few pages ahead, one statement first walks jobs_published_posted_idx from the newest job
 * and stops at `countLimit + 1` matches, or after WALKED_JOBS_PER_MATCH jobs per match, whichever comes
 * first. Broad searches end there. A selective one (fewer matches among the newest jobs) then reads its
 * matches through jobs_published_search_idx or jobs_published_budget_idx (`rareMatches`) and keeps the
 * newest `countLimit + 1`. A search on all three scalar filters
 * skips the walk and reads its newest matches from jobs_published_facets_idx, in posting order. A small
 * board counts exactly. `rates` (units per euro) convert a budget range; needed when one is given.
 */
export async function listPublishedJobs(
  db: DbOrTx,
  params: JobListParams,
  counting: JobCountMode,
  rates?: Rates,
) {
  // With all three scalar filters, jobs_published_facets_idx holds the combination's jobs in posting order,
  // a 48th of the board: reading it beats walking the whole board for the few that match.
  if (params.sort && params.sort !== 'newest') return listInOrder(db, params, params.sort, counting, rates);
  const facetsIndexed = Boolean(params.remote && params.employmentType && params.experience);
  if (!counting.exact && !facetsIndexed && !knownRare(params)) {
    const walkLength = (counting.countLimit + 1) * WALKED_JOBS_PER_MATCH;
    const newest = db
      .select({
        ...listColumns,
        search: jobs.search,
        placeLat: jobs.placeLat,
        placeLng: jobs.placeLng,
        placeCountry: jobs.placeCountry,
      })
      .from(jobs)
      .where(publiclyVisibleWhere())
      .orderBy(...newestFirst(jobs))
      .limit(walkLength)
      .as('newest');
    const {
      search: _search,
      placeLat: _placeLat,
      placeLng: _placeLng,
      placeCountry: _placeCountry,
      ...newestSummary
    } = newest._.selectedFields;
    const walked = await pageOf(
      db,
      db
        .select(newestSummary)
        .from(newest)
        .where(publishedJobFilter(newest, params, rates))
        .orderBy(...newestFirst(newest))
        .limit(counting.countLimit + 1)
        .as('candidates'),
      params,
    );
    if (walked.found > counting.countLimit)
      return { rows: walked.rows, total: counting.countLimit, totalIsExact: false };
  }
  const matches = db
    .select(listColumns)
    .from(jobs)
    .where(publishedJobFilter(jobs, params, rates))
    .orderBy(...newestFirst(jobs));
  if (counting.exact) {
    const all = await pageOf(db, matches.as('candidates'), params);
    return { rows: all.rows, total: all.found, totalIsExact: true };
  }
  // Counted up to the same limit as the walk: the newest matches come from an index in posting order where
  // one fits the filters (jobs_published_facets_idx), or from the search indexes when the walk found them rare.
  const limit = Math.min(counting.countLimit, counting.resultWindow);
  const some = await pageOf(
    db,
    (facetsIndexed ? matches : rareMatches(db, params, rates)).limit(limit + 1).as('candidates'),
    params,
  );
  return { rows: some.rows, total: Math.min(some.found, limit), totalIsExact: some.found <= limit };
}

/**
 * Published jobs, filtered, in another order than the newest first: read from that order's index where the
 * filters are broad, sorted after the search indexes found them where they are not (the planner chooses).
 * Counted as the newest first are: exactly on a small board, else up to `countLimit`.
 */
async function listInOrder(
  db: DbOrTx,
  params: JobListParams,
  sort: JobSort,
  counting: JobCountMode,
  rates: Rates | undefined,
) {
  const order = ORDERS[sort];
  const matches = db
    .select(listColumns)
    .from(jobs)
    .where(publishedJobFilter(jobs, params, rates))
    .orderBy(...order(jobs));
  if (counting.exact) {
    const all = await pageOf(db, matches.as('candidates'), params, order);
    return { rows: all.rows, total: all.found, totalIsExact: true };
  }
  const limit = Math.min(counting.countLimit, counting.resultWindow);
  const some = await pageOf(db, matches.limit(limit + 1).as('candidates'), params, order);
  return { rows: some.rows, total: Math.min(some.found, limit), totalIsExact: some.found <= limit };
}

/**
 * A search text with a session date range, or with two more of the session and budget filters, matches
 * well under one job in WALKED_JOBS_PER_MATCH, and so does a location searched as text: walking the newest
 * jobs for it would be wasted, so it goes straight to the indexes.
 */
function knownRare(params: JobListParams): boolean {
  // A place the gazetteer does not know is a small one (or a misspelt one): its text is in few locations.
  if (locationFilterOf(params.location)?.kind === 'text') return true;
  if (!params.q) return false;
  if (params.sessionFrom || params.sessionTo) return true;
  const budget = params.budgetMin !== undefined || params.budgetMax !== undefined;
  return [params.format, params.language, params.groupSize, budget].filter(Boolean).length >= 2;
}

/**
 * The matches of a search the walk found rare among the newest jobs (under one in WALKED_JOBS_PER_MATCH),
 * newest first: found through jobs_published_search_idx (or the budget index), then sorted. The OFFSET fences the subquery, so
 * that PostgreSQL cannot walk jobs_published_posted_idx for them once more: it would, where it misjudges how
 * rare they are (a session date range is estimated from the days' frequencies, and days without sessions
 * count as rare ones do), and walk the whole board when there are none.
 */
/** `offset 0`: Drizzle leaves a falsy offset out, so the 0 goes in as SQL. */
const OPTIMIZATION_FENCE = sql`0` as unknown as number;

function rareMatches(db: DbOrTx, params: JobListParams, rates: Rates | undefined) {
  const found = db
    .select(listColumns)
    .from(jobs)
    .where(publishedJobFilter(jobs, params, rates))
    .offset(OPTIMIZATION_FENCE)
    .as('found');
  return db
    .select(found._.selectedFields)
    .from(found)
    .orderBy(...newestFirst(found));
}

/**
 * One page of the candidates with their companies' logos (joined for the page's rows only), and how many
 * candidates there are (`count(*) over ()`, in the same statement).
 */
async function pageOf(
  db: DbOrTx,
  subquery: Subquery<'candidates'>,
  params: JobListParams,
  order: (source: OrderColumns) => SQL[] = newestFirst,
) {
  // The candidates are listColumns, selected again through subqueries, which Drizzle types per table alias.
  const candidates = subquery as SubqueryWithSelection<typeof listColumns, 'candidates'>;
  const { sessionStart: _sessionStart, budgetEur: _budgetEur, ...cardColumns } = candidates._.selectedFields;
  const rows = await db
    .select({ ...cardColumns, ...companyLogoColumn, found: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(candidates)
    .leftJoin(companies, eq(companies.id, candidates.companyId))
    .orderBy(...order(candidates))
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);
  let found = rows[0]?.found;
  if (found === undefined) {
    // A page past the end has no rows to carry the count: count on its own.
    const [row] = await db.select({ found: count() }).from(candidates);
    found = row?.found ?? 0;
  }
  return { rows: rows.map(({ found: _found, ...row }): JobCardRow => row), found };
}

/** The planner's estimate of the number of jobs (all statuses): free to read, refreshed by (auto)analyze. */
export async function estimateJobCount(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ estimate: number }>(
    sql`select greatest(reltuples, 0)::float8 as estimate from pg_class where oid = 'jobs'::regclass`,
  );
  return Number(result.rows[0]?.estimate ?? 0);
}
