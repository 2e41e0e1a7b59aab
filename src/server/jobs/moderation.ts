import { jobLinkCount, NEW_COMPANY_MAX_LINKS } from '../../shared/job-links';
import type { ModerationMode } from '../../shared/moderation';
import type { DbOrTx } from '../db/client';
import { em } from '../http/error-messages';
import { badRequest } from '../http/errors';
import { companyHasApprovedJob } from './jobs.repo';

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
  const message = em('jobs.tooManyLinks', { max: NEW_COMPANY_MAX_LINKS });
  throw badRequest(message, { description: [message] });
}
