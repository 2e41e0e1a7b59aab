import { DEFAULT_LOCALE } from '../../shared/i18n/locales';
import { earliestTodayIso, isOwnerOnly } from '../../shared/job-options';
import type { z } from 'zod';
import {
  type ApplicantItem,
  type ApplicantsResponse,
  type ApplicationStatus,
  type ApplicationSummary,
  type ApplySchema,
  type MyApplicationResponse,
  type MyApplicationsPage,
  type ReviewStatus,
  type KeptDaysResponse,
} from '../../shared/applications';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { toPage } from '../../shared/pagination';
import type { Db, Tx } from '../db/client';
import type { AppDeps } from '../deps';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { em } from '../http/error-messages';
import { isUuid } from '../http/params';
import { isAcceptingApplications } from '../jobs/accepting-applications';
import { applicationStatusMail, newApplicationMail } from '../mail/templates';
import { optionText } from '../../shared/i18n/options';
import { emailAllowed, organisationMailRecipients } from '../notifications/notification-settings.repo';
import { createNotification } from '../notifications/notifications.service';
import { noticeToCompany, tellCompanyOfWithdrawal } from './application-notices';
import {
  findFacilitator,
  findMyApplication,
  findOwnApplication,
  fullName,
  listMyApplications,
  submitApplication,
  toApplicationSummary,
  withdrawableApplicationIds,
  withdrawApplication,
  findReleasedDays,
} from './applications.repo';
import { findApplicationForCompany, listApplicants, setApplicationStatus } from './applicants.repo';
import { findCompanyJob, findJobWithOwnerEmail } from '../jobs/jobs.repo';
import { blockDays, syncHireBlocks } from '../profiles/availability.repo';
import type { Tally } from '../metrics/metrics';
import { applicationAttachments, attachTo, toAttachment } from '../attachments/attachments.service';
import type { CompanyActor } from '../auth/session';
import { can } from '../../shared/organisation-roles';
import { recordOrgEvent } from '../organisations/audit.repo';
import { deleteDecline, withdrawPendingDecline } from '../declines/declines.repo';
import { declineAtOnce, toApplicationDecline } from '../declines/declines.service';

/** An applicant's name as the organisation's audit log keeps it. */
const applicantName = (found: { facilitatorFirstName: string | null; facilitatorLastName: string | null }) =>
  found.facilitatorFirstName === null
    ? ''
    : fullName({ firstName: found.facilitatorFirstName, lastName: found.facilitatorLastName ?? '' });

const JOB_NOT_FOUND = em('applications.jobNotFound');
const APPLICATION_NOT_FOUND = em('applications.notFound');
const ONLY_FACILITATORS = em('applications.facilitatorsOnly');
const WITHDRAWN_UNCHANGEABLE = em('applications.withdrawnUnchangeable');

/**
 * What a change that mails someone needs: the mailer, which queues the mail inside the change's transaction
 * (it goes out if and only if the change commits), and config.SITE_URL for links.
 */
export type MailDeps = Pick<AppDeps, 'mailer' | 'config'>;

// ---------------------------------------------------------------- facilitators

/**
 * A facilitator applies to a job (or applies again after withdrawing): the job must be accepting
 * applications, and an active application to it must not exist yet. The company is told, and mailed
 * (the mail queued in the same transaction).
 */
export async function applyToJob(
  db: Db,
  mail: MailDeps,
  facilitatorId: string,
  jobId: string,
  input: z.output<typeof ApplySchema>,
  now: Date,
  metrics: { applications: Tally },
): Promise<ApplicationSummary> {
  const result = await db.transaction(async (tx) => {
    const job = isUuid(jobId) ? await findJobWithOwnerEmail(tx, jobId) : undefined;
    if (!job || isOwnerOnly(job)) throw notFound(JOB_NOT_FOUND);
    if (!job.companyId || !isAcceptingApplications(job, now)) {
      throw badRequest(em('applications.jobClosed'));
    }
    const facilitator = await findFacilitator(tx, facilitatorId);
    if (!facilitator) throw forbidden(ONLY_FACILITATORS);
    const application = await submitApplication(
      tx,
      {
        jobId,
        facilitatorId,
        coverLetter: input.coverLetter,
        portfolioLinks: input.portfolioLinks,
        availability: input.availability ? input.availability : null,
      },
      now,
    );
    if (!application) throw conflict(em('applications.alreadyApplied'));
    if (input.attachmentId)
      await attachTo(tx, facilitatorId, input.attachmentId, { applicationId: application.id });
    const name = fullName(facilitator);
    const names = { name, jobTitle: job.title };
    const notified = await noticeToCompany(tx, application, {
      organisationId: job.companyId,
      type: 'application.new',
      words: (notice) => ({
        title: notice('applicationNew.title'),
        body: application.reapplied
          ? notice('applicationNew.bodyAgain', names)
          : notice('applicationNew.body', names),
      }),
      link: `/company/jobs/${jobId}/applicants`,
      createdAt: now,
    });
    // The organisation's bell always hears of it; its members by mail when they want application emails.
    const mailed = notified ? await organisationMailRecipients(tx, job.companyId, 'applications') : [];
    for (const member of mailed) {
      await mail.mailer.send(
        newApplicationMail({
          to: member.email,
          locale: member.locale,
          applicantName: name,
          reapplied: application.reapplied,
          jobId,
          jobTitle: job.title,
          siteUrl: mail.config.SITE_URL,
        }),
        { tx },
      );
    }
    return application;
  });
  metrics.applications.inc();
  return toApplicationSummary(result);
}

/** The facilitator's own application to a job, or null. */
export async function getMyApplication(
  db: Db,
  facilitatorId: string,
  jobId: string,
): Promise<MyApplicationResponse> {
  const row = isUuid(jobId) ? await findMyApplication(db, facilitatorId, jobId) : undefined;
  return {
    application: row ? { id: row.id, status: row.status, createdAt: row.createdAt.toISOString() } : null,
  };
}

export async function myApplicationsPage(
  db: Db,
  facilitatorId: string,
  page: number,
  now: Date,
): Promise<MyApplicationsPage> {
  const { items, total } = await listMyApplications(
    db,
    facilitatorId,
    page,
    DEFAULT_PAGE_SIZE,
    earliestTodayIso(now),
  );
  const files = await applicationAttachments(
    db,
    items.map((item) => item.id),
  );
  const withFiles = items.map((item) => ({ ...item, attachments: files.get(item.id) ?? [] }));
  return toPage(withFiles, total, page, DEFAULT_PAGE_SIZE);
}

export const NOTHING_TO_KEEP = em('applications.nothingToKeep');

/**
 * The company of a hire left and its booked days were released: the facilitator keeps them blocked, as
 * days blocked by hand. Answers the days it blocked (none once they all are).
 */
export async function keepReleasedDays(
  db: Db,
  facilitatorId: string,
  id: string,
  now: Date,
): Promise<KeptDaysResponse> {
  return db.transaction(async (tx) => {
    const found = isUuid(id)
      ? await findReleasedDays(tx, facilitatorId, id, earliestTodayIso(now))
      : undefined;
    if (!found) throw notFound(APPLICATION_NOT_FOUND);
    if (found.companyId !== null || found.status !== 'hired') throw badRequest(NOTHING_TO_KEEP);
    await blockDays(tx, facilitatorId, found.days, now);
    return { days: found.days };
  });
}

/** Withdraws one of the facilitator's own applications while the company has not decided; the company is told. */
export async function withdraw(
  db: Db,
  facilitatorId: string,
  id: string,
  now: Date,
): Promise<ApplicationSummary> {
  const application = await db.transaction(async (tx) => {
    const own = isUuid(id) ? await findOwnApplication(tx, facilitatorId, id) : undefined;
    // Someone else's application answers exactly like a missing one.
    if (!own) throw notFound(APPLICATION_NOT_FOUND);
    // While a decline's message waits the facilitator still sees the status before it, so they may still
    // withdraw: the waiting message is never sent.
    const application =
      (await withdrawApplication(tx, facilitatorId, id, now)) ??
      (own.status === 'rejected' ? await withdrawPendingDecline(tx, facilitatorId, id, now) : undefined);
    if (!application) {
      throw conflict(
        own.status === 'withdrawn' ? em('applications.alreadyWithdrawn') : em('applications.decided'),
      );
    }
    await tellCompanyOfWithdrawal(tx, facilitatorId, own, now);
    return application;
  });
  return toApplicationSummary(application);
}

/**
 * Withdraws every application of the facilitator that the companies have not decided on (an account
 * suspension), telling each company as a withdrawal does. Returns how many were withdrawn.
 */
export async function withdrawAllPending(tx: Tx, facilitatorId: string, now: Date): Promise<number> {
  let withdrawn = 0;
  for (const id of await withdrawableApplicationIds(tx, facilitatorId)) {
    const own = await findOwnApplication(tx, facilitatorId, id);
    if (!own || !(await withdrawApplication(tx, facilitatorId, id, now))) continue;
    await tellCompanyOfWithdrawal(tx, facilitatorId, own, now);
    withdrawn += 1;
  }
  return withdrawn;
}

// ---------------------------------------------------------------- companies

/** The applicants to one of the company's jobs; another company's job answers exactly like a missing one. */
export async function applicantsPage(
  db: Db,
  companyId: string,
  jobId: string,
  query: { page: number; status?: ApplicationStatus },
): Promise<ApplicantsResponse> {
  if (!isUuid(jobId)) throw notFound(JOB_NOT_FOUND);
  const { page, status } = query;
  // The page is read beside the ownership check, one round trip fewer, and answered only when the job is the
  // company's (another company's rows never leave this function).
  const [job, { items, total, counts }] = await Promise.all([
    findCompanyJob(db, companyId, jobId),
    listApplicants(db, companyId, jobId, status, page, DEFAULT_PAGE_SIZE),
  ]);
  if (!job) throw notFound(JOB_NOT_FOUND);
  // Each row brought its files and the organisation's decline along, so the page is one round trip.
  const withFiles: ApplicantItem[] = items.map(({ files, decline, ...item }) => ({
    ...item,
    attachments: files.map(toAttachment),
    decline: decline && toApplicationDecline(decline),
  }));
  return { ...toPage(withFiles, total, page, DEFAULT_PAGE_SIZE), job, counts };
}

/**
 * A member moves an application of their organisation to a review status (not a withdrawn one). Hiring, and
 * undoing a hire, takes a role that may hire. A real change records the member, enters the organisation's
 * audit log, tells the facilitator and mails them (the mail queued in the same transaction).
 */
export async function changeApplicationStatus(
  db: Db,
  mail: MailDeps,
  actor: CompanyActor,
  id: string,
  status: ReviewStatus,
  now: Date,
): Promise<ApplicationSummary> {
  const result = await db.transaction(async (tx) => {
    const found = isUuid(id) ? await findApplicationForCompany(tx, actor.companyId, id) : undefined;
    if (!found) throw notFound(APPLICATION_NOT_FOUND);
    if (found.status === 'withdrawn') throw conflict(WITHDRAWN_UNCHANGEABLE);
    if ((status === 'hired' || found.status === 'hired') && !can(actor.organisation.role, 'hire'))
      throw forbidden(em('applications.hireRole'));
    const changed = found.status !== status;
    // "Not selected" is a decline: the reason "other", its message at once (decision 044), no status mail.
    if (changed && status === 'rejected') return declineAtOnce(tx, mail, actor, id, now);
    const application = await setApplicationStatus(tx, id, status, changed, now, actor.user.id);
    if (!application) throw conflict(WITHDRAWN_UNCHANGEABLE);
    if (changed) {
      await recordOrgEvent(tx, {
        organisationId: actor.companyId,
        actor: { id: actor.user.id, name: actor.user.name },
        action: 'applicant_moved',
        subject: applicantName(found),
        subjectId: id,
        detail: { from: found.status, to: status },
        at: now,
      });
    }
    // A hire blocks the job's session dates in the facilitator's calendar; leaving "hired" frees them.
    if (changed && (status === 'hired' || found.status === 'hired'))
      await syncHireBlocks(tx, id, status, now);
    // Leaving "rejected" reverts a decline: its private reason goes, and a message still waiting is never sent.
    if (changed && found.status === 'rejected') await deleteDecline(tx, id);
    const facilitatorLocale = found.facilitatorLocale ?? DEFAULT_LOCALE;
    if (changed && found.facilitatorId) {
      await createNotification(tx, {
        userId: found.facilitatorId,
        type: 'application.status',
        locale: facilitatorLocale,
        words: (notice, locale) => ({
          title: notice('applicationStatus.title'),
          body: notice('applicationStatus.body', {
            jobTitle: found.jobTitle,
            status: optionText(locale, `applicationStatus.${status}`),
          }),
        }),
        link: '/facilitator/applications',
        createdAt: now,
      });
    }
    if (
      changed &&
      found.facilitatorId &&
      found.facilitatorEmail &&
      (await emailAllowed(tx, found.facilitatorId, 'statusChanges'))
    ) {
      await mail.mailer.send(
        applicationStatusMail({
          to: found.facilitatorEmail,
          locale: facilitatorLocale,
          firstName: found.facilitatorFirstName,
          jobTitle: found.jobTitle,
          status,
          siteUrl: mail.config.SITE_URL,
        }),
        { tx },
      );
    }
    return application;
  });
  return toApplicationSummary(result);
}
