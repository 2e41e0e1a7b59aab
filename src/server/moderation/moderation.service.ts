import type { Locale } from '../../shared/i18n/locales';
import type { ModerationDecision, ModerationQueue } from '../../shared/moderation';
import { toPage } from '../../shared/pagination';
import { recordAdminAction } from '../audit/audit.service';
import type { Db, DbOrTx, Tx } from '../db/client';
import { conflict, notFound } from '../http/errors';
import { em } from '../http/error-messages';
import { isUuid } from '../http/params';
import { jobExpiresAt, newExpiryPeriod } from '../jobs/job-expiry';
import type { MailMessage } from '../mail/mailer';
import type { QueuedMailer } from '../mail/queued-mailer';
import { jobApprovedMail, jobRejectedMail } from '../mail/templates';
import { organisationMailRecipients } from '../notifications/notification-settings.repo';
import type { NoticeWords } from '../notifications/messages';
import { createNotification } from '../notifications/notifications.service';
import { approvePendingJob, listPendingJobs, rejectPendingJob } from './moderation.repo';
import { findJobWithOwnerEmail } from '../jobs/jobs.repo';
import type { Tally } from '../metrics/metrics';

const JOB_NOT_FOUND = em('jobs.notFound');
const NOT_PENDING = em('moderation.notPending');
export const OWNER_SUSPENDED = em('moderation.ownerSuspended');

/** What a decision needs besides the database: who decides, the mailer, the settings and the time. */
export interface ModerationDeps {
  admin: { id: string; email: string };
  mailer: QueuedMailer;
  siteUrl: string;
  ttlDays: number;
  now: Date;
  /** Counts an approved job as published once its transaction committed. */
  jobsPublished: Tally;
}

/** The review queue: jobs waiting for an admin, oldest submission first. */
export async function moderationQueue(db: Db, page: number, pageSize: number): Promise<ModerationQueue> {
  const { rows, total } = await listPendingJobs(db, page, pageSize);
  const items = rows.map((row) => ({
    id: row.id,
    title: row.title,
    companyId: row.companyId,
    companyName: row.companyName,
    location: row.location,
    // Every job in review was submitted at some time; a row from before the column had none.
    submittedAt: (row.submittedAt ?? new Date(0)).toISOString(),
  }));
  return toPage(items, total, page, pageSize);
}

/**
 * The job under review, or 404 (unknown) or 409 (already decided, or its company suspended: nothing is
 * decided for a suspended account, which would publish its job or mail it).
 */
async function loadPending(db: DbOrTx, id: string) {
  const job = isUuid(id) ? await findJobWithOwnerEmail(db, id) : undefined;
  if (!job) throw notFound(JOB_NOT_FOUND);
  if (job.status !== 'pending_review') throw conflict(NOT_PENDING);
  if (job.owner?.suspendedAt) throw conflict(OWNER_SUSPENDED);
  return job;
}

type PendingJob = Awaited<ReturnType<typeof loadPending>>;

/** Why the conditional decision changed nothing: the job was decided or its company suspended meanwhile. */
async function notDecidable(tx: Tx, id: string): Promise<never> {
  await loadPending(tx, id);
  throw conflict(NOT_PENDING);
}

/**
 * What goes with a decision on job `id`, in its transaction: the audit entry, the poster's notification in the app
 * (the same type as the audit action), and their email when they want decision emails.
 */
async function recordDecision(
  tx: Tx,
  deps: ModerationDeps,
  id: string,
  job: PendingJob,
  decision: {
    action: 'job.approved' | 'job.rejected';
    jobTitle: string;
    reason?: string;
    notification: NoticeWords;
    mail: (to: string, locale: Locale) => MailMessage;
  },
) {
  await recordAdminAction(tx, {
    actor: deps.admin,
    action: decision.action,
    target: { type: 'job', id, label: decision.jobTitle },
    reason: decision.reason,
    at: deps.now,
  });
  if (job.companyId) {
    await createNotification(tx, {
      organisationId: job.companyId,
      type: decision.action,
      locale: job.owner?.locale,
      words: decision.notification,
      link: `/jobs/${id}`,
      createdAt: deps.now,
    });
  }
  // Each member of the organisation who wants such mail, in their own language.
  const members = job.companyId ? await organisationMailRecipients(tx, job.companyId, 'statusChanges') : [];
  for (const member of members) await deps.mailer.send(decision.mail(member.email, member.locale), { tx });
}

/**
 * An admin approves a job waiting for review: it is published (a new posting date, a new expiry period
 * counted from now), the decision is written to the audit log, and the poster is told in the app and by
 * email, all in one transaction.
 */
export async function approveJob(db: Db, deps: ModerationDeps, id: string): Promise<ModerationDecision> {
  const job = await loadPending(db, id);
  const { now } = deps;
  const decision = await db.transaction(async (tx) => {
    const period = newExpiryPeriod(jobExpiresAt(job, now, deps.ttlDays));
    const approved = await approvePendingJob(tx, id, period, now);
    if (!approved) return notDecidable(tx, id);
    await recordDecision(tx, deps, id, job, {
      action: 'job.approved',
      jobTitle: approved.title,
      notification: (notice) => ({
        title: notice('jobApproved.title'),
        body: notice('jobApproved.body', { jobTitle: approved.title }),
      }),
      mail: (to, locale) =>
        jobApprovedMail({ to, locale, jobId: id, jobTitle: approved.title, siteUrl: deps.siteUrl }),
    });
    return approved;
  });
  deps.jobsPublished.inc();
  return decision;
}

/**
 * An admin rejects a job waiting for review, with a reason: the poster reads it on their job, can edit
 * the job and submit it again. Audit entry, notification and mail go with the change.
 */
export async function rejectJob(
  db: Db,
  deps: ModerationDeps,
  id: string,
  reason: string,
): Promise<ModerationDecision> {
  const job = await loadPending(db, id);
  const { now } = deps;
  return db.transaction(async (tx) => {
    const rejected = await rejectPendingJob(tx, id, reason, now);
    if (!rejected) return notDecidable(tx, id);
    await recordDecision(tx, deps, id, job, {
      action: 'job.rejected',
      jobTitle: rejected.title,
      reason,
      notification: (notice) => ({
        title: notice('jobRejected.title'),
        body: notice('jobRejected.body', { jobTitle: rejected.title, reason }),
      }),
      mail: (to, locale) =>
        jobRejectedMail({ to, locale, jobId: id, jobTitle: rejected.title, reason, siteUrl: deps.siteUrl }),
    });
    return rejected;
  });
}
