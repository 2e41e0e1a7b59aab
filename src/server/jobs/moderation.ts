import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { jobLinkCount, NEW_COMPANY_LINKS_MESSAGE, NEW_COMPANY_MAX_LINKS } from '../../shared/job-links';
import type { ModerationMode } from '../../shared/moderation';
import type { DbOrTx } from '../db/client';
import { jobs } from '../db/schema';
import { badRequest } from '../http/errors';

/** Where a job submitted for publication goes: on the site, or to the admins' review queue. */
export type PublicationTarget = 'published' | 'pending_review';

/**
 * The moderation rule (MODERATION): `off` publishes at once; `all` holds every job for review;
 * `first-job` holds a company's jobs until the company has one approved job.
 */
export function publicationTarget(mode: ModerationMode, companyHasApprovedJob: boolean): PublicationTarget {
  if (mode === 'all') return 'pending_review';
  if (mode === 'first-job' && !companyHasApprovedJob) return 'pending_review';
  return 'published';
}

/** Whether any job of the company was ever approved (or published while moderation was off). */
export async function companyHasApprovedJob(db: DbOrTx, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), isNotNull(jobs.approvedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Where one of the company's jobs goes when it is submitted for publication: posted as published, a draft
 * published, a rejected job resubmitted, a closed or expired job reopened or relisted. A job that was
 * approved once goes back on the site directly; any other follows `publicationTarget`.
 */
export async function submissionTarget(
  db: DbOrTx,
  mode: ModerationMode,
  job: { companyId: string; approvedAt?: Date | null },
): Promise<PublicationTarget> {
  if (job.approvedAt) return 'published';
  if (mode === 'off') return 'published';
  return publicationTarget(mode, await companyHasApprovedJob(db, job.companyId));
}

/**
 * The spam defence: until a company has one approved job, a job of theirs may hold at most
 * NEW_COMPANY_MAX_LINKS links (whatever MODERATION says). Refuses the job's text with a 400 otherwise.
 */
export async function checkNewCompanyLinks(
  db: DbOrTx,
  companyId: string,
  text: Parameters<typeof jobLinkCount>[0],
): Promise<void> {
  if (jobLinkCount(text) <= NEW_COMPANY_MAX_LINKS) return;
  if (await companyHasApprovedJob(db, companyId)) return;
  throw badRequest(NEW_COMPANY_LINKS_MESSAGE, { description: [NEW_COMPANY_LINKS_MESSAGE] });
}
