import { uploadUrl } from '../storage/files';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { JobSearchParams, JobSearchResult } from '../../shared/job-search';
import type { DbOrTx } from '../db/client';
import { likePattern } from '../db/paging';
import { companies, jobs } from '../db/schema';
import { searchQuery } from '../db/search-query';
import { publiclyVisibleWhere } from '../jobs/job-visibility';

const LOCAL_SEARCH_LIMIT = 20;

/**
 * The search without a provider key: our own published jobs, full-text over
 * `jobs.search` (best match first, then newest), in the provider's result
 * shape so that the page does not care where results come from.
 */
export async function searchPublishedJobs(
  db: DbOrTx,
  params: JobSearchParams,
  baseUrl: string,
): Promise<JobSearchResult[]> {
  const tsquery = searchQuery(params.query);
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      companyName: jobs.companyName,
      location: jobs.location,
      remote: jobs.remote,
      description: jobs.description,
      contentLanguage: jobs.contentLanguage,
      postedAt: jobs.postedAt,
      logoPath: companies.logoPath,
    })
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        publiclyVisibleWhere(),
        sql`${jobs.search} @@ ${tsquery}`,
        params.location ? sql`${jobs.location} ilike ${likePattern(params.location)}` : undefined,
        params.remote ? eq(jobs.remote, 'yes') : undefined,
      ),
    )
    .orderBy(
      desc(sql`ts_rank(${jobs.search}, ${tsquery})`),
      sql`${jobs.postedAt} desc nulls last`,
      desc(jobs.id),
    )
    .limit(LOCAL_SEARCH_LIMIT);

  return rows.map((row) => ({
    job_id: row.id,
    job_title: row.title,
    employer_name: row.companyName,
    employer_logo: uploadUrl(row.logoPath) ? `${baseUrl}${uploadUrl(row.logoPath)}` : null,
    job_city: row.location || null,
    job_state: null,
    job_country: null,
    job_is_remote: row.remote === 'yes',
    job_description: row.description || null,
    job_apply_link: `${baseUrl}/jobs/${row.id}`,
    job_posted_at_datetime_utc: row.postedAt ? row.postedAt.toISOString() : null,
    content_language: row.contentLanguage,
  }));
}
