import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ContentLanguage } from '../../shared/facilitation-options';
import type { CompanyProfileInput, CompanySearchQuery, Industry } from '../../shared/profiles';
import type { Db, DbOrTx } from '../db/client';
import { companies, jobs } from '../db/schema';
import { firstCompletion, isListed, tsQuery } from './profile-sql';
import { publiclyVisibleWhere } from '../jobs/job-visibility';

const ownCompanyColumns = {
  id: companies.id,
  name: companies.name,
  website: companies.website,
  description: companies.description,
  contentLanguage: companies.contentLanguage,
  industry: companies.industry,
  size: companies.size,
  logoPath: companies.logoPath,
  profileCompletedAt: companies.profileCompletedAt,
};

export type OwnCompanyRow = Pick<typeof companies.$inferSelect, keyof typeof ownCompanyColumns>;

export async function findCompany(db: DbOrTx, id: string): Promise<OwnCompanyRow | undefined> {
  const [row] = await db.select(ownCompanyColumns).from(companies).where(eq(companies.id, id));
  return row;
}

/** Writes the profile of row `id` only; `completedAt` is stored unless the profile was completed before. */
export async function updateCompany(
  tx: DbOrTx,
  id: string,
  values: CompanyProfileInput & { contentLanguage: ContentLanguage; completedAt: Date },
  now: Date,
): Promise<OwnCompanyRow | undefined> {
  const [row] = await tx
    .update(companies)
    .set({
      name: values.name,
      website: values.website,
      description: values.description,
      contentLanguage: values.contentLanguage,
      industry: values.industry,
      size: values.size,
      profileCompletedAt: firstCompletion(companies, values.completedAt),
      updatedAt: now,
    })
    .where(eq(companies.id, id))
    .returning(ownCompanyColumns);
  return row;
}

// Raw identifiers: inside a subquery an unqualified "id" would mean jobs.id.
const openJobsCount = sql<number>`(select count(*)::int from jobs j where j.company_id = "companies"."id" and ${publiclyVisibleWhere(sql`j.status`)})`;

const companySummaryColumns = {
  id: companies.id,
  name: companies.name,
  industry: companies.industry,
  size: companies.size,
  logoPath: companies.logoPath,
  openJobs: openJobsCount,
  contentLanguage: companies.contentLanguage,
  reviewCount: companies.reviewCount,
  ratingAverage: companies.ratingAverage,
};

/** Listed companies only; filters combine; ranked by relevance when searching, else by name. */
export async function searchCompanies(db: Db, query: CompanySearchQuery) {
  const conditions: SQL[] = [isListed(companies)];
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
  return { rows, total };
}

/**
 * The industries of listed companies, for the directory's filter, each in the language of (one of) the
 * companies that name it: a company writes its industry in its own words.
 */
export async function listIndustries(db: Db): Promise<Industry[]> {
  const rows = await db
    .selectDistinctOn([companies.industry], {
      name: companies.industry,
      contentLanguage: companies.contentLanguage,
    })
    .from(companies)
    .where(and(isListed(companies), sql`${companies.industry} <> ''`))
    .orderBy(asc(companies.industry), asc(companies.contentLanguage))
    .limit(200);
  return rows;
}

/** The organisation's reputation columns (reviews/reputation.ts shows them). */
export const organisationReputationColumns = {
  reviewCount: companies.reviewCount,
  ratingAverage: companies.ratingAverage,
  completedEngagements: companies.completedEngagements,
  facilitatorsEngaged: companies.facilitatorsEngaged,
  facilitatorsRebooked: companies.facilitatorsRebooked,
};

export async function findListedCompany(db: Db, id: string) {
  const [row] = await db
    .select({
      ...companySummaryColumns,
      website: companies.website,
      description: companies.description,
      ...organisationReputationColumns,
    })
    .from(companies)
    .where(and(eq(companies.id, id), isListed(companies)));
  return row;
}

/** A company's published jobs, newest first. */
export async function listPublishedCompanyJobs(db: Db, companyId: string, limit: number) {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      contentLanguage: jobs.contentLanguage,
      location: jobs.location,
      remote: jobs.remote,
      employmentType: jobs.employmentType,
      budgetType: jobs.budgetType,
      budgetMin: jobs.budgetMin,
      budgetMax: jobs.budgetMax,
      budgetCurrency: jobs.budgetCurrency,
      budgetNote: jobs.budgetNote,
      focusAreas: jobs.focusAreas,
      postedAt: jobs.postedAt,
    })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), publiclyVisibleWhere()))
    .orderBy(sql`${jobs.postedAt} desc nulls last`, desc(jobs.id))
    .limit(limit);
}
