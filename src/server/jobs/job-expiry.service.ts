import { JOB_EXPIRY_REMINDER_DAYS, JOB_EXTEND_DAYS, type JobDetail } from '../../shared/jobs';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { DAY_MS } from '../clock';
import type { Db } from '../db/client';
import type { AppDeps, Log } from '../deps';
import type { SignedLinks } from '../signed-links/signed-links';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { isUuid } from '../http/params';
import { jobExpiredForApplicantMail, jobExpiringMail, pageUrl } from '../mail/templates';
import { emailAllowed, organisationMailRecipients } from '../notifications/notification-settings.repo';
import { createNotification } from '../notifications/notifications.service';
import { canExtendJob } from './job-expiry';
import { claimDueReminders, expireDueJobs, extendJobOnce, pendingApplicants } from './job-expiry.repo';
import { findJob } from './jobs.repo';
import { getVisibleJob, JOB_NOT_FOUND, NOT_YOUR_JOB } from './jobs.service';
import { em } from '../http/error-messages';

/** Jobs handled per transaction: one transaction stays short, and a failure redoes little. */
const JOBS_PER_TRANSACTION = 100;
/** Jobs one pass expires (and, separately, reminds) at most; the next pass, a minute later, goes on. */
export const JOBS_PER_PASS = 500;
/** An Extend link still works this long after the expiry it was sent for (a deadline the owner moved). */
const EXTEND_LINK_GRACE_MS = DAY_MS;

export const EXTEND_LINK_INVALID = em('jobs.extendLinkInvalid');
export const ALREADY_EXTENDED = em('jobs.alreadyExtended');
export const NOT_EXTENDABLE_YET = em('jobs.notExtendableYet', { days: JOB_EXPIRY_REMINDER_DAYS });
export const ONLY_PUBLISHED_EXTEND = em('jobs.onlyPublishedExtend');

/** What the expiry sweep uses; links in mail start with config.SITE_URL. */
export type ExpiryDeps = Pick<AppDeps, 'db' | 'mailer' | 'signedLinks' | 'config'>;

/** The page a mailed Extend link opens; the owner confirms there, signed in. */
export const extendLinkUrl = (
  siteUrl: string,
  jobId: string,
  token: string,
  locale: Locale = DEFAULT_LOCALE,
) => pageUrl(siteUrl, locale, `/jobs/${jobId}/extend?token=${encodeURIComponent(token)}`);

/**
 * One pass of the scheduler's expiry work at `now` (docs/decisions/020): published jobs whose expiry
 * passed become `expired`, and their applicants still waiting hear that the job closed; the owners of
 * jobs expiring within JOB_EXPIRY_REMINDER_DAYS are reminded, once per expiry period, with an Extend link.
 * Bounded per pass; each batch is one transaction with its notifications and mail.
 */
export async function runExpirySweep(deps: ExpiryDeps, now: Date) {
  let expired = 0;
  while (expired < JOBS_PER_PASS) {
    const batch = await deps.db.transaction(async (tx) => {
      const jobs = await expireDueJobs(tx, now, Math.min(JOBS_PER_TRANSACTION, JOBS_PER_PASS - expired));
      const titles = new Map(jobs.map((job) => [job.id, job.title]));
      for (const job of jobs) {
        if (!job.companyId) continue;
        await createNotification(tx, {
          organisationId: job.companyId,
          type: 'job.expired',
          words: (notice) => ({
            title: notice('jobExpired.title'),
            body: notice('jobExpired.body', { jobTitle: job.title }),
          }),
          link: `/jobs/${job.id}`,
          createdAt: now,
        });
      }
      for (const applicant of await pendingApplicants(tx, [...titles.keys()])) {
        if (!applicant.facilitatorId) continue;
        const jobTitle = titles.get(applicant.jobId) ?? '';
        await createNotification(tx, {
          userId: applicant.facilitatorId,
          type: 'application.job-expired',
          locale: applicant.locale,
          words: (notice) => ({
            title: notice('applicationJobExpired.title'),
            body: notice('applicationJobExpired.body', { jobTitle }),
          }),
          link: '/facilitator/applications',
          createdAt: now,
        });
        // Their application's job closed: a status change, mailed unless they turned those off.
        if (!(await emailAllowed(tx, applicant.facilitatorId, 'statusChanges'))) continue;
        await deps.mailer.send(
          jobExpiredForApplicantMail({
            to: applicant.email,
            locale: applicant.locale,
            firstName: applicant.firstName,
            jobTitle,
            siteUrl: deps.config.SITE_URL,
          }),
          { tx },
        );
      }
      return jobs.length;
    });
    expired += batch;
    if (batch < JOBS_PER_TRANSACTION) break;
  }

  let reminded = 0;
  const remindBy = new Date(now.getTime() + JOB_EXPIRY_REMINDER_DAYS * DAY_MS);
  while (reminded < JOBS_PER_PASS) {
    const batch = await deps.db.transaction(async (tx) => {
      const jobs = await claimDueReminders(
        tx,
        now,
        remindBy,
        Math.min(JOBS_PER_TRANSACTION, JOBS_PER_PASS - reminded),
      );
      for (const job of jobs) {
        if (!job.companyId || !job.expiresAt) continue;
        await createNotification(tx, {
          organisationId: job.companyId,
          type: 'job.expiring',
          locale: job.ownerLocale,
          words: (notice) => ({
            title: notice('jobExpiring.title'),
            body: job.extendedAt
              ? notice('jobExpiring.body', { jobTitle: job.title })
              : notice('jobExpiring.bodyExtend', { jobTitle: job.title, days: JOB_EXTEND_DAYS }),
          }),
          link: `/jobs/${job.id}`,
          createdAt: now,
        });
        // Each member who wants such mail hears of it; the link works for any of them who may edit jobs.
        const members = await organisationMailRecipients(tx, job.companyId, 'statusChanges');
        if (!members.length) continue;
        const token = job.extendedAt
          ? null
          : deps.signedLinks.sign({
              purpose: 'job.extend',
              subject: job.id,
              expiresAt: new Date(job.expiresAt.getTime() + EXTEND_LINK_GRACE_MS),
            });
        for (const member of members) {
          await deps.mailer.send(
            jobExpiringMail({
              to: member.email,
              locale: member.locale,
              jobId: job.id,
              jobTitle: job.title,
              expiresAt: job.expiresAt,
              extendUrl: token ? extendLinkUrl(deps.config.SITE_URL, job.id, token, member.locale) : null,
              extendDays: JOB_EXTEND_DAYS,
              siteUrl: deps.config.SITE_URL,
            }),
            { tx },
          );
        }
      }
      return jobs.length;
    });
    reminded += batch;
    if (batch < JOBS_PER_TRANSACTION) break;
  }
  return { expired, reminded };
}

/** One tick of the `jobs.expiry` queue (workers.ts): one run a minute across all instances (queues.ts). */
export async function jobExpiryTick(deps: ExpiryDeps & Pick<AppDeps, 'clock'>, log: Log): Promise<void> {
  const result = await runExpirySweep(deps, deps.clock.now());
  if (result.expired || result.reminded) log.info(result, 'job expiry sweep');
}

/**
 * The owner extends their published job by JOB_EXTEND_DAYS from its current expiry, its deadline with it,
 * once per expiry period and only in the last days before it expires (`canExtendJob`). 404 for an unknown job or someone else's
 * draft, 403 for someone else's job, 409 when the rule says no.
 */
export async function extendOwnJob(db: Db, jobId: string, companyId: string, now: Date): Promise<JobDetail> {
  if (!isUuid(jobId)) throw notFound(JOB_NOT_FOUND);
  const job = await findJob(db, jobId);
  if (!job) throw notFound(JOB_NOT_FOUND);
  if (job.companyId !== companyId) {
    if (job.status === 'draft') throw notFound(JOB_NOT_FOUND);
    throw forbidden(NOT_YOUR_JOB);
  }
  if (!canExtendJob(job, now)) {
    if (job.status !== 'published') throw conflict(ONLY_PUBLISHED_EXTEND);
    throw conflict(job.extendedAt ? ALREADY_EXTENDED : NOT_EXTENDABLE_YET);
  }
  const extended = await db.transaction((tx) => extendJobOnce(tx, jobId, companyId, JOB_EXTEND_DAYS, now));
  if (!extended) throw conflict(ALREADY_EXTENDED);
  return getVisibleJob(db, jobId, companyId, now);
}

/** The same, through the mailed link: the token names the job; the signed-in caller must own it. */
export async function extendJobByLink(
  db: Db,
  links: SignedLinks,
  token: string,
  companyId: string,
  now: Date,
): Promise<JobDetail> {
  const jobId = links.verify('job.extend', token, now);
  if (!jobId) throw badRequest(EXTEND_LINK_INVALID);
  return extendOwnJob(db, jobId, companyId, now);
}
