import { and, arrayContains, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  convertMoney,
  CURRENCIES,
  FACILITATION_PROFILE_FIELDS,
  type Currency,
} from '../../shared/facilitation';
import type { ContentLanguage } from '../../shared/facilitation-options';
import type { FocusAreaId } from '../../shared/focus-areas';
import {
  DIRECTORY_COUNT_LIMIT,
  type DirectorySort,
  type FacilitatorProfileUpdateInput,
  type FacilitatorSearchQuery,
  type RateType,
} from '../../shared/profiles';
import { MIN_RATING_FILTER } from '../../shared/review-options';
import { oncePerDatabase, type Db, type DbOrTx } from '../db/client';
import { likePattern } from '../db/paging';
import { facilitatorFocusAreas, facilitators } from '../db/schema';
import { currentExchangeRates } from '../exchange-rates/exchange-rates.service';
import { firstCompletion, isListed, isShownToOwner, tsQuery } from './profile-sql';

export type FacilitatorRow = typeof facilitators.$inferSelect;

/** The facilitator's row; `forUpdate` locks it until commit (a save that merges with what is stored). */
export async function findFacilitator(
  db: DbOrTx,
  id: string,
  { forUpdate = false } = {},
): Promise<FacilitatorRow | undefined> {
  const query = db.select().from(facilitators).where(eq(facilitators.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** The values of `values` that were given, as columns to set: a save may leave these details out (absent = unchanged). */
const givenFacilitationFields = (values: FacilitatorProfileUpdateInput) =>
  Object.fromEntries(
    FACILITATION_PROFILE_FIELDS.filter((key) => values[key] !== undefined).map((key) => [key, values[key]]),
  ) as Partial<Pick<FacilitatorRow, (typeof FACILITATION_PROFILE_FIELDS)[number]>>;

/**
 * Writes the profile of row `id` only, locking it (which serialises two concurrent saves of the same
 * profile); `completedAt` is stored unless the profile was completed before. An absent public detail
 * stays as it was.
 */
export async function updateFacilitator(
  tx: DbOrTx,
  id: string,
  values: FacilitatorProfileUpdateInput & { contentLanguage: ContentLanguage; completedAt: Date },
  now: Date,
): Promise<FacilitatorRow | undefined> {
  const [row] = await tx
    .update(facilitators)
    .set({
      firstName: values.firstName,
      lastName: values.lastName,
      headline: values.headline,
      bio: values.bio,
      contentLanguage: values.contentLanguage,
      location: values.location,
      focusAreas: values.focusAreas,
      ...(values.yearsExperience !== undefined ? { yearsExperience: values.yearsExperience } : {}),
      ...(values.rateNote !== undefined ? { rateNote: values.rateNote } : {}),
      ...(values.cancellationTiers !== undefined ? { cancellationTiers: values.cancellationTiers } : {}),
      ...(values.education !== undefined ? { education: values.education } : {}),
      ...(values.pastClients !== undefined ? { pastClients: values.pastClients } : {}),
      ...givenFacilitationFields(values),
      profileCompletedAt: firstCompletion(facilitators, values.completedAt),
      updatedAt: now,
    })
    .where(eq(facilitators.id, id))
    .returning();
  return row;
}

/** The facilitator's focus-area rows become exactly `focusAreaIds`. */
export async function replaceFocusAreas(tx: DbOrTx, id: string, focusAreaIds: FocusAreaId[]) {
  await tx.delete(facilitatorFocusAreas).where(eq(facilitatorFocusAreas.facilitatorId, id));
  await tx
    .insert(facilitatorFocusAreas)
    .values(focusAreaIds.map((focusAreaId) => ({ facilitatorId: id, focusAreaId })));
}

/** The columns of a facilitator's rates: the currency, and a day rate and an hourly rate, each a range. */
export const facilitatorRateColumns = {
  rateCurrency: facilitators.rateCurrency,
  dayRateMin: facilitators.dayRateMin,
  dayRateMax: facilitators.dayRateMax,
  hourlyRateMin: facilitators.hourlyRateMin,
  hourlyRateMax: facilitators.hourlyRateMax,
};

/** The columns of a facilitator card, as the directory selects them; `toFacilitatorSummary` maps them. */
export const facilitatorSummaryColumns = {
  id: facilitators.id,
  firstName: facilitators.firstName,
  lastName: facilitators.lastName,
  headline: facilitators.headline,
  contentLanguage: facilitators.contentLanguage,
  location: facilitators.location,
  yearsExperience: facilitators.yearsExperience,
  focusAreas: facilitators.focusAreas,
  avatarPath: facilitators.avatarPath,
  availabilityStatus: facilitators.availabilityStatus,
  availableFrom: facilitators.availableFrom,
  languages: facilitators.languages,
  methods: facilitators.methods,
  ...facilitatorRateColumns,
  verifiedCredentials: facilitators.verifiedCredentials,
  reviewCount: facilitators.reviewCount,
  ratingAverage: facilitators.ratingAverage,
};

/**
 * The optional filters of the facilitator directory, each with the one-letter code that names its statements;
 * each combination of them is its own statement. `dayRate` / `hourRate` are "rate up to" on the day or the
 * hourly rate; `bookable` is the default hiding of unavailable profiles (no `showUnavailable`, no `availableOn`).
 */
const FACILITATOR_FILTERS = {
  q: 'q',
  location: 'l',
  focusArea: 'f',
  method: 'm',
  language: 'g',
  format: 's',
  groupSize: 'z',
  verified: 'v',
  availableOn: 'a',
  bookable: 'b',
  dayRate: 'd',
  hourRate: 'h',
  minRating: 'r',
} as const;
type FacilitatorFilter = keyof typeof FACILITATOR_FILTERS;

/** The placeholder of the "rate up to" amount converted into `currency`. */
const ratePlaceholder = (currency: Currency) => `rate_${currency}`;

/**
 * "Rate up to": the lowest rate of the type, in the profile's own currency, at most the amount converted into
 * that currency. One branch per currency (a literal, so each reads its slice of the (currency, rate) index);
 * the converted amounts are parameters.
 */
function rateAtMost(type: RateType) {
  const lowest = type === 'day' ? facilitators.dayRateMin : facilitators.hourlyRateMin;
  return or(
    ...CURRENCIES.map(
      (currency) =>
        sql`(${facilitators.rateCurrency} = ${sql.raw(`'${currency}'`)} and ${lowest} <= ${sql.placeholder(ratePlaceholder(currency))})`,
    ),
  )!;
}

/** Free on a day: not unavailable, available from that day or earlier, and the day not blocked. */
const freeOn = (day: SQL) =>
  sql`(${facilitators.availabilityStatus} <> 'unavailable' and (${facilitators.availableFrom} is null or ${facilitators.availableFrom} <= ${day}::date))`;

const dayNotBlocked = (day: SQL) =>
  sql`not exists (select 1 from facilitator_unavailable_dates d where d.facilitator_id = ${facilitators.id} and d.day = ${day}::date)`;

const FILTER_CONDITIONS: Record<FacilitatorFilter, () => SQL> = {
  q: () => sql`${facilitators.search} @@ ${tsQuery(sql.placeholder('q'))}`,
  location: () => ilike(facilitators.location, sql.placeholder('location')),
  focusArea: () => arrayContains(facilitators.focusAreas, sql.placeholder('focusArea')),
  method: () => arrayContains(facilitators.methods, sql.placeholder('method')),
  language: () => arrayContains(facilitators.languages, sql.placeholder('language')),
  format: () => arrayContains(facilitators.sessionFormats, sql.placeholder('format')),
  groupSize: () => arrayContains(facilitators.groupSizes, sql.placeholder('groupSize')),
  verified: () => sql`${facilitators.verifiedCredentials} > 0`,
  availableOn: () =>
    sql`${freeOn(sql`${sql.placeholder('availableOn')}`)} and ${dayNotBlocked(sql`${sql.placeholder('availableOn')}`)}`,
  bookable: () => freeOn(sql`${sql.placeholder('today')}`),
  dayRate: () => rateAtMost('day'),
  hourRate: () => rateAtMost('hour'),
  // "4 stars and up": the column the rating order reads (a profile without reviews has none).
  minRating: () => sql`${facilitators.ratingAverage} >= ${sql.raw(String(MIN_RATING_FILTER))}`,
};

/**
 * The directory's orders, each as its partial index holds the listed profiles, so that a page of a broad
 * search reads its rows in order and stops. By name: facilitators_listed_name_idx. By rating:
 * facilitators_listed_rating_idx (best average first, more reviews first on a tie, unrated last, then id).
 * A search text filters, it does not rank (as on the job list: ranking would score every match).
 */
const DIRECTORY_ORDERS: Record<DirectorySort, SQL[]> = {
  name: [asc(facilitators.lastName), asc(facilitators.firstName), asc(facilitators.id)],
  rating: [
    sql`${facilitators.ratingAverage} desc nulls last`,
    sql`${facilitators.reviewCount} desc`,
    asc(facilitators.id),
  ],
};

/**
 * The page and the count of one filter combination, as named prepared statements. Only the shape of the
 * SQL depends on which filters are present; their values, the page size and the offset are parameters.
 */
function prepareFacilitatorSearch(db: Db, filters: readonly FacilitatorFilter[], sort: DirectorySort) {
  const conditions: SQL[] = [isListed(facilitators), ...filters.map((filter) => FILTER_CONDITIONS[filter]())];
  const where = and(...conditions);
  const order = DIRECTORY_ORDERS[sort];
  // search_facilitators_qmgab, …: one letter per filter, within PostgreSQL's 63 characters; `_by_rating`
  // after them for the rating order (the count is the same for both orders).
  const filterSuffix = filters.length
    ? `_${filters.map((filter) => FACILITATOR_FILTERS[filter]).join('')}`
    : '';
  const suffix = `${filterSuffix}${sort === 'name' ? '' : `_by_${sort}`}`;
  return {
    page: db
      .select(facilitatorSummaryColumns)
      .from(facilitators)
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`search_facilitators${suffix}`),
    // Counted up to DIRECTORY_COUNT_LIMIT + 1 matches: enough to say "1,000+", never the whole directory.
    count: db
      .select({ total: count() })
      .from(
        db
          .select({ one: sql`1` })
          .from(facilitators)
          .where(where)
          .limit(DIRECTORY_COUNT_LIMIT + 1)
          .as('matches'),
      )
      .prepare(`count_facilitators${suffix}`),
  };
}

/** Per database handle, the statements of each filter combination met so far. */
const facilitatorSearches = oncePerDatabase(
  (_db: Db) => new Map<string, ReturnType<typeof prepareFacilitatorSearch>>(),
);

function facilitatorSearchStatements(db: Db, filters: readonly FacilitatorFilter[], sort: DirectorySort) {
  const byFilters = facilitatorSearches(db);
  const key = `${filters.join()}|${sort}`;
  let statements = byFilters.get(key);
  if (!statements) byFilters.set(key, (statements = prepareFacilitatorSearch(db, filters, sort)));
  return statements;
}

/** Which filters a query sets, in the fixed order of FACILITATOR_FILTERS. */
function filtersOf(query: FacilitatorSearchQuery): FacilitatorFilter[] {
  const present: Record<FacilitatorFilter, boolean> = {
    q: !!query.q,
    location: !!query.location,
    focusArea: !!query.focusArea,
    method: !!query.method,
    language: !!query.language,
    format: !!query.format,
    groupSize: !!query.groupSize,
    verified: query.verified,
    availableOn: !!query.availableOn,
    // A day asked for decides availability by itself; otherwise unavailable profiles hide unless shown.
    bookable: !query.availableOn && !query.showUnavailable,
    dayRate: query.rateMax !== undefined && query.rateType === 'day',
    hourRate: query.rateMax !== undefined && query.rateType === 'hour',
    minRating: query.minRating !== undefined,
  };
  return (Object.keys(FACILITATOR_FILTERS) as FacilitatorFilter[]).filter((filter) => present[filter]);
}

/**
 * The "rate up to" amount in each currency, whole units rounded down (the rates are whole units: a rate is
 * at most x exactly when it is at most ⌊x⌋), at the operator's exchange rates.
 */
function rateLimits(rateMax: number, from: Currency, rates: Record<string, number>) {
  return Object.fromEntries(
    CURRENCIES.map((currency) => [
      ratePlaceholder(currency),
      // Rates that are missing leave that currency out (no profile's rate is at most -1).
      rates[currency] && rates[from] ? Math.floor(convertMoney(rateMax, from, currency, rates) + 1e-9) : -1,
    ]),
  );
}

/**
 * Listed profiles only; filters combine; by name or by rating (`query.sort`). The directory
 * is a hot public read: its SQL is built once per filter combination and database handle and runs as named
 * prepared statements, which PostgreSQL parses once per connection. `today` ('YYYY-MM-DD') decides who is
 * available now.
 */
export async function searchFacilitators(db: Db, query: FacilitatorSearchQuery, today: string) {
  const filters = filtersOf(query);
  const statements = facilitatorSearchStatements(db, filters, query.sort);
  const rates = query.rateMax !== undefined ? (await currentExchangeRates(db)).rates : undefined;
  // One set of values for both statements: each reads only its own placeholders.
  const values = {
    q: query.q,
    location: query.location && likePattern(query.location),
    focusArea: query.focusArea,
    method: query.method,
    language: query.language && [query.language],
    format: query.format && [query.format],
    groupSize: query.groupSize && [query.groupSize],
    availableOn: query.availableOn,
    today,
    ...(rates && rateLimits(query.rateMax!, query.currency ?? 'EUR', rates)),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  const [rows, [{ total }]] = await Promise.all([
    statements.page.execute(values),
    statements.count.execute(values),
  ]);
  return {
    rows,
    total: Math.min(total, DIRECTORY_COUNT_LIMIT),
    totalIsExact: total <= DIRECTORY_COUNT_LIMIT,
  };
}

/** The profile `id`, if it is listed, or `ownerId`'s own (listed or not yet). */
const shownTo = (id: string, ownerId?: string) =>
  and(eq(facilitators.id, id), id === ownerId ? isShownToOwner(facilitators) : isListed(facilitators));

/**
 * Whether the facilitator's profile is to be seen by `ownerId` (listed, or their own), as findListedFacilitator
 * answers it, reading the key alone: what hangs off a profile (its reviews) needs no more of the row.
 */
export async function isFacilitatorShown(db: Db, id: string, ownerId?: string): Promise<boolean> {
  const [row] = await db.select({ id: facilitators.id }).from(facilitators).where(shownTo(id, ownerId));
  return row !== undefined;
}

/** A listed profile; or, for its owner (`ownerId`), one that is not listed yet. */
export async function findListedFacilitator(
  db: Db,
  id: string,
  ownerId?: string,
): Promise<FacilitatorRow | undefined> {
  const [row] = await db.select().from(facilitators).where(shownTo(id, ownerId));
  return row;
}
