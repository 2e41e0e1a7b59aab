import { and, arrayContains, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { FocusAreaId } from '../../shared/focus-areas';
import type { FacilitatorProfileUpdateInput, FacilitatorSearchQuery } from '../../shared/profiles';
import { oncePerDatabase, type Db, type DbOrTx } from '../db/client';
import { likePattern } from '../db/paging';
import { facilitatorFocusAreas, facilitators } from '../db/schema';
import { firstCompletion, isListed, tsQuery } from './profile-sql';

export type FacilitatorRow = typeof facilitators.$inferSelect;

export async function findFacilitator(db: DbOrTx, id: string): Promise<FacilitatorRow | undefined> {
  const [row] = await db.select().from(facilitators).where(eq(facilitators.id, id));
  return row;
}

/**
 * Writes the profile of row `id` only, locking it (which serialises two concurrent saves of the same
 * profile); `completedAt` is stored unless the profile was completed before. An absent public detail
 * stays as it was.
 */
export async function updateFacilitator(
  tx: DbOrTx,
  id: string,
  values: FacilitatorProfileUpdateInput & { completedAt: Date },
  now: Date,
): Promise<FacilitatorRow | undefined> {
  const [row] = await tx
    .update(facilitators)
    .set({
      firstName: values.firstName,
      lastName: values.lastName,
      headline: values.headline,
      bio: values.bio,
      location: values.location,
      focusAreas: values.focusAreas,
      ...(values.yearsExperience !== undefined ? { yearsExperience: values.yearsExperience } : {}),
      ...(values.rate !== undefined ? { rate: values.rate } : {}),
      ...(values.education !== undefined ? { education: values.education } : {}),
      ...(values.certifications !== undefined ? { certifications: values.certifications } : {}),
      ...(values.pastClients !== undefined ? { pastClients: values.pastClients } : {}),
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

/** The columns of a facilitator card, as the directory selects them; `toFacilitatorSummary` maps them. */
export const facilitatorSummaryColumns = {
  id: facilitators.id,
  firstName: facilitators.firstName,
  lastName: facilitators.lastName,
  headline: facilitators.headline,
  location: facilitators.location,
  yearsExperience: facilitators.yearsExperience,
  focusAreas: facilitators.focusAreas,
  avatarPath: facilitators.avatarPath,
};

/** The optional filters of the facilitator directory; each combination of them is its own statement. */
const FACILITATOR_FILTERS = ['q', 'location', 'focusArea'] as const;
type FacilitatorFilter = (typeof FACILITATOR_FILTERS)[number];

/**
 * The page and the count of one filter combination, as named prepared statements. Only the shape of the
 * SQL depends on which filters are present; their values, the page size and the offset are parameters.
 */
function prepareFacilitatorSearch(db: Db, filters: readonly FacilitatorFilter[]) {
  const q = sql.placeholder('q');
  const conditions: SQL[] = [isListed(facilitators)];
  if (filters.includes('q')) conditions.push(sql`${facilitators.search} @@ ${tsQuery(q)}`);
  if (filters.includes('location'))
    conditions.push(ilike(facilitators.location, sql.placeholder('location')));
  if (filters.includes('focusArea'))
    conditions.push(arrayContains(facilitators.focusAreas, sql.placeholder('focusArea')));
  const where = and(...conditions);
  const order = [
    ...(filters.includes('q') ? [desc(sql`ts_rank("facilitators"."search", ${tsQuery(q)})`)] : []),
    asc(facilitators.lastName),
    asc(facilitators.firstName),
    asc(facilitators.id),
  ];
  // search_facilitators, search_facilitators_q_location, …: 16 names in all, within PostgreSQL's 63 characters.
  const suffix = filters.map((filter) => `_${filter.toLowerCase()}`).join('');
  return {
    page: db
      .select(facilitatorSummaryColumns)
      .from(facilitators)
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`search_facilitators${suffix}`),
    count: db
      .select({ total: count() })
      .from(facilitators)
      .where(where)
      .prepare(`count_facilitators${suffix}`),
  };
}

/** Per database handle, the statements of each filter combination met so far: at most 2³ entries. */
const facilitatorSearches = oncePerDatabase(
  (_db: Db) => new Map<string, ReturnType<typeof prepareFacilitatorSearch>>(),
);

function facilitatorSearchStatements(db: Db, filters: readonly FacilitatorFilter[]) {
  const byFilters = facilitatorSearches(db);
  const key = filters.join();
  let statements = byFilters.get(key);
  if (!statements) byFilters.set(key, (statements = prepareFacilitatorSearch(db, filters)));
  return statements;
}

/**
 * Listed profiles only; filters combine; ranked by relevance when searching, else by name. The directory
 * is a hot public read: its SQL is built once per filter combination and database handle and runs as named
 * prepared statements, which PostgreSQL parses once per connection.
 */
export async function searchFacilitators(db: Db, query: FacilitatorSearchQuery) {
  const statements = facilitatorSearchStatements(
    db,
    FACILITATOR_FILTERS.filter((filter) => query[filter]),
  );
  // One set of values for both statements: each reads only its own placeholders.
  const values = {
    q: query.q,
    location: query.location && likePattern(query.location),
    focusArea: query.focusArea,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  const [rows, [{ total }]] = await Promise.all([
    statements.page.execute(values),
    statements.count.execute(values),
  ]);
  return { rows, total };
}

export async function findListedFacilitator(db: Db, id: string): Promise<FacilitatorRow | undefined> {
  const [row] = await db
    .select()
    .from(facilitators)
    .where(and(eq(facilitators.id, id), isListed(facilitators)));
  return row;
}
