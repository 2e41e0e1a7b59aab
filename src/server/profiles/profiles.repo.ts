import { uploadUrl } from '../storage/files';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { CompanySize } from '../../shared/constants';
import type { FocusAreaId } from '../../shared/focus-areas';
import type {
  PublicCompanyJob,
  CompanyProfileInput,
  CompanySearchQuery,
  CompanySummary,
  FacilitatorProfileUpdateInput,
  FacilitatorPublicProfile,
  FacilitatorSearchQuery,
  FacilitatorSummary,
  OwnCompanyProfile,
  OwnFacilitatorProfile,
} from '../../shared/profiles';
import { oncePerDatabase, type Db, type DbOrTx } from '../db/client';
import { companies, facilitatorFocusAreas, facilitators, jobs, user } from '../db/schema';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');
const tsQuery = (q: string | Placeholder) => sql`websearch_to_tsquery('english', ${q})`;

// ---------------------------------------------------------------- own profile

const ownCompanyColumns = {
  id: companies.id,
  name: companies.name,
  website: companies.website,
  description: companies.description,
  industry: companies.industry,
  size: companies.size,
  logoPath: companies.logoPath,
  profileCompletedAt: companies.profileCompletedAt,
};

function toOwnCompany(row: {
  id: string;
  name: string;
  website: string | null;
  description: string;
  industry: string;
  size: CompanySize;
  logoPath: string | null;
}): OwnCompanyProfile {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    description: row.description,
    industry: row.industry,
    size: row.size,
    logoUrl: uploadUrl(row.logoPath),
  };
}

export async function getOwnCompany(db: DbOrTx, id: string) {
  const [row] = await db.select(ownCompanyColumns).from(companies).where(eq(companies.id, id));
  return row ? { profile: toOwnCompany(row), complete: row.profileCompletedAt !== null } : undefined;
}

function toOwnFacilitator(row: typeof facilitators.$inferSelect): OwnFacilitatorProfile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    headline: row.headline,
    bio: row.bio,
    location: row.location,
    focusAreas: row.focusAreas,
    yearsExperience: row.yearsExperience,
    rate: row.rate,
    education: row.education,
    certifications: row.certifications,
    pastClients: row.pastClients,
    testimonials: row.testimonials,
    avatarUrl: uploadUrl(row.avatarPath),
  };
}

export async function getOwnFacilitator(db: DbOrTx, id: string) {
  const [row] = await db.select().from(facilitators).where(eq(facilitators.id, id));
  return row ? { profile: toOwnFacilitator(row), complete: row.profileCompletedAt !== null } : undefined;
}

/** Updates only the row of `id` (the session's user); the first save marks the profile complete. */
export async function updateCompanyProfile(db: Db, id: string, input: CompanyProfileInput, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(companies)
      .set({
        name: input.name,
        website: input.website,
        description: input.description,
        industry: input.industry,
        size: input.size,
        profileCompletedAt: sql`coalesce(${companies.profileCompletedAt}, ${now})`,
        updatedAt: now,
      })
      .where(eq(companies.id, id))
      .returning(ownCompanyColumns);
    if (!row) return undefined;
    // The account's display name is the company name (as at sign-up).
    await tx.update(user).set({ name: input.name, updatedAt: now }).where(eq(user.id, id));
    return toOwnCompany(row);
  });
}

/**
 * One transaction: the facilitator row first (its row lock serialises two
 * concurrent saves of the same profile), then the focus-area rows are
 * replaced, and the account name follows the profile name.
 */
export async function updateFacilitatorProfile(
  db: Db,
  id: string,
  input: FacilitatorProfileUpdateInput,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(facilitators)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        headline: input.headline,
        bio: input.bio,
        location: input.location,
        focusAreas: input.focusAreas,
        ...(input.yearsExperience !== undefined ? { yearsExperience: input.yearsExperience } : {}),
        ...(input.rate !== undefined ? { rate: input.rate } : {}),
        ...(input.education !== undefined ? { education: input.education } : {}),
        ...(input.certifications !== undefined ? { certifications: input.certifications } : {}),
        ...(input.pastClients !== undefined ? { pastClients: input.pastClients } : {}),
        profileCompletedAt: sql`coalesce(${facilitators.profileCompletedAt}, ${now})`,
        updatedAt: now,
      })
      .where(eq(facilitators.id, id))
      .returning();
    if (!row) return undefined;
    await tx.delete(facilitatorFocusAreas).where(eq(facilitatorFocusAreas.facilitatorId, id));
    await tx
      .insert(facilitatorFocusAreas)
      .values(input.focusAreas.map((focusAreaId) => ({ facilitatorId: id, focusAreaId })));
    await tx
      .update(user)
      .set({
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        updatedAt: now,
      })
      .where(eq(user.id, id));
    return toOwnFacilitator(row);
  });
}

// ---------------------------------------------------------------- facilitator directory

const facilitatorSummaryColumns = {
  id: facilitators.id,
  firstName: facilitators.firstName,
  lastName: facilitators.lastName,
  headline: facilitators.headline,
  location: facilitators.location,
  yearsExperience: facilitators.yearsExperience,
  focusAreas: facilitators.focusAreas,
  avatarPath: facilitators.avatarPath,
};

function toFacilitatorSummary(row: {
  id: string;
  firstName: string;
  lastName: string;
  headline: string;
  location: string;
  yearsExperience: number | null;
  focusAreas: FocusAreaId[];
  avatarPath: string | null;
}): FacilitatorSummary {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    headline: row.headline,
    location: row.location,
    yearsExperience: row.yearsExperience,
    focusAreas: row.focusAreas,
    avatarUrl: uploadUrl(row.avatarPath),
  };
}

/** The optional filters of the facilitator directory; each combination of them is its own statement. */
const FACILITATOR_FILTERS = ['q', 'location', 'focusArea'] as const;
type FacilitatorFilter = (typeof FACILITATOR_FILTERS)[number];

/**
 * The page and the count of one filter combination, as named prepared statements. Only the shape of the
 * SQL depends on which filters are present; their values, the page size and the offset are parameters.
 */
function prepareFacilitatorSearch(db: Db, filters: readonly FacilitatorFilter[]) {
  const q = sql.placeholder('q');
  const conditions: SQL[] = [isNotNull(facilitators.profileCompletedAt)];
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
 * Completed profiles only; filters combine; ranked by relevance when searching, else by name. The directory
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
    location: query.location && `%${escapeLike(query.location)}%`,
    focusArea: query.focusArea,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  const [rows, [{ total }]] = await Promise.all([
    statements.page.execute(values),
    statements.count.execute(values),
  ]);
  return { items: rows.map(toFacilitatorSummary), total };
}

export async function getPublicFacilitator(
  db: Db,
  id: string,
): Promise<FacilitatorPublicProfile | undefined> {
  const [row] = await db
    .select()
    .from(facilitators)
    .where(and(eq(facilitators.id, id), isNotNull(facilitators.profileCompletedAt)));
  if (!row) return undefined;
  // Object.assign, not `{ ...toFacilitatorSummary(row), … }`: V8 builds an object literal that adds properties
  // after a spread of this size on a slow path (~10× slower, measured; this is the public profile's response).
  return Object.assign(toFacilitatorSummary(row), {
    bio: row.bio,
    rate: row.rate,
    education: row.education,
    certifications: row.certifications,
    pastClients: row.pastClients,
    testimonials: row.testimonials,
  });
}

/** What the contact route needs: the facilitator's name and the account's email (never sent to the client). */
export async function getFacilitatorContact(db: Db, id: string) {
  const [row] = await db
    .select({ firstName: facilitators.firstName, lastName: facilitators.lastName, email: user.email })
    .from(facilitators)
    .innerJoin(user, eq(user.id, facilitators.id))
    .where(and(eq(facilitators.id, id), isNotNull(facilitators.profileCompletedAt)));
  return row;
}

// ---------------------------------------------------------------- company directory

// Raw identifiers: inside a subquery an unqualified "id" would mean jobs.id.
const openJobsCount = sql<number>`(select count(*)::int from jobs j where j.company_id = "companies"."id" and j.status = 'published')`;

const companySummaryColumns = {
  id: companies.id,
  name: companies.name,
  industry: companies.industry,
  size: companies.size,
  logoPath: companies.logoPath,
  openJobs: openJobsCount,
};

function toCompanySummary(row: {
  id: string;
  name: string;
  industry: string;
  size: CompanySize;
  logoPath: string | null;
  openJobs: number;
}): CompanySummary {
  return {
    id: row.id,
    name: row.name,
    industry: row.industry,
    size: row.size,
    logoUrl: uploadUrl(row.logoPath),
    openJobs: Number(row.openJobs),
  };
}

export async function searchCompanies(db: Db, query: CompanySearchQuery) {
  const conditions: SQL[] = [isNotNull(companies.profileCompletedAt)];
  if (query.q) conditions.push(sql`${companies.search} @@ ${tsQuery(query.q)}`);
  if (query.industry) conditions.push(sql`lower(${companies.industry}) = lower(${query.industry})`);
  const where = and(...conditions);
  const order = [
    ...(query.q ? [desc(sql`ts_rank("companies"."search", ${tsQuery(query.q)})`)] : []),
    asc(companies.name),
    asc(companies.id),
  ];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(companySummaryColumns)
      .from(companies)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { items: rows.map(toCompanySummary), total };
}

/** The industries of listed companies, for the directory's filter. */
export async function listIndustries(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ industry: companies.industry })
    .from(companies)
    .where(and(isNotNull(companies.profileCompletedAt), sql`${companies.industry} <> ''`))
    .orderBy(asc(companies.industry))
    .limit(200);
  return rows.map((row) => row.industry);
}

export const COMPANY_JOBS_LIMIT = 50;

export async function getPublicCompany(db: Db, id: string) {
  const [row] = await db
    .select({ ...companySummaryColumns, website: companies.website, description: companies.description })
    .from(companies)
    .where(and(eq(companies.id, id), isNotNull(companies.profileCompletedAt)));
  if (!row) return undefined;
  const jobRows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      location: jobs.location,
      remote: jobs.remote,
      employmentType: jobs.employmentType,
      salary: jobs.salary,
      focusAreas: jobs.focusAreas,
      postedAt: jobs.postedAt,
    })
    .from(jobs)
    .where(and(eq(jobs.companyId, id), eq(jobs.status, 'published')))
    .orderBy(sql`${jobs.postedAt} desc nulls last`, desc(jobs.id))
    .limit(COMPANY_JOBS_LIMIT);
  const companyJobs: PublicCompanyJob[] = jobRows.map((job) => ({
    ...job,
    postedAt: job.postedAt ? job.postedAt.toISOString() : null,
  }));
  // Object.assign, not `{ ...toCompanySummary(row), … }`: the same slow path (see getPublicFacilitator).
  return Object.assign(toCompanySummary(row), {
    website: row.website,
    description: row.description,
    jobs: companyJobs,
  });
}
