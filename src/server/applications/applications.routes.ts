import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPLICATION_STATUS_LABELS,
  ApplicantsQuerySchema,
  ApplicantsResponseSchema,
  ApplicationResponseSchema,
  ApplySchema,
  CompanyDashboardSchema,
  FacilitatorDashboardSchema,
  MyApplicationResponseSchema,
  MyApplicationsPageSchema,
  MyApplicationsQuerySchema,
  UpdateApplicationStatusSchema,
  type ApplicationStatus,
  type ApplicationSummary,
} from '../../shared/applications';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { earliestTodayIso } from '../../shared/jobs';
import { toPage } from '../../shared/pagination';
import { requireRole, signedInUser } from '../auth/session';
import type { MailMessage } from '../mail/mailer';
import { applicationStatusMail, newApplicationMail } from '../mail/templates';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { IdParams, isUuid, JobIdParams } from '../http/params';
import {
  createNotification,
  reviseNotification,
  type NewNotification,
} from '../notifications/notifications.service';
import type { Tx } from '../db/client';
import {
  companyDashboard,
  facilitatorDashboard,
  findApplicationForCompany,
  findCompanyJob,
  findFacilitator,
  findJobForApplying,
  findMyApplication,
  findOwnApplication,
  fullName,
  listApplicants,
  listMyApplications,
  rememberCompanyNotification,
  setApplicationStatus,
  submitApplication,
  withdrawApplication,
} from './applications.repo';

const JOB_NOT_FOUND = "The job you're looking for doesn't exist or has been removed";
const APPLICATION_NOT_FOUND = 'Application not found.';

const summary = (row: {
  id: string;
  status: ApplicationStatus;
  createdAt: Date;
  statusChangedAt: Date;
}): ApplicationSummary => ({
  id: row.id,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  statusChangedAt: row.statusChangedAt.toISOString(),
});

/** A company hears about one facilitator's application to one job at most once in this long. */
const COMPANY_NOTICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Tells the company about an event on one application. The first event of a
 * day creates a notification; later ones within that day rewrite it with the
 * latest news, so withdrawing and applying again cannot flood a company's
 * bell or inbox. True when a notification was created (a mail may follow).
 */
async function noticeToCompany(
  tx: Tx,
  application: { id: string; companyNotificationId: string | null; companyNotifiedAt: Date | null },
  event: NewNotification,
): Promise<boolean> {
  const { companyNotificationId: previous, companyNotifiedAt: at } = application;
  if (previous && at && event.createdAt.getTime() - at.getTime() < COMPANY_NOTICE_WINDOW_MS) {
    if (await reviseNotification(tx, previous, event)) return false;
  }
  const created = await createNotification(tx, event);
  await rememberCompanyNotification(tx, application.id, created);
  return true;
}

/** Applications: apply, review, status changes, withdrawals, and the two dashboards. */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, clock } = app.deps;
  const baseUrl = app.deps.config.SITE_URL;

  /** Mail goes out after the commit; a mail failure must not undo (or fail) a saved change. */
  const sendMail = (log: FastifyBaseLogger, message: MailMessage) =>
    mailer
      .send(message)
      .catch((error: unknown) => log.error({ err: error, subject: message.subject }, 'could not send mail'));

  // ------------------------------------------------------------ facilitators

  app.post(
    '/api/jobs/:id/applications',
    {
      preValidation: requireRole('facilitator', { forbidden: 'Only facilitators can apply to jobs.' }),
      schema: { params: IdParams, body: ApplySchema, response: { 201: ApplicationResponseSchema } },
    },
    async (request, reply) => {
      const current = signedInUser(request);
      const jobId = request.params.id;
      const { coverLetter, portfolioLinks, availability } = request.body;
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const job = isUuid(jobId) ? await findJobForApplying(tx, jobId) : undefined;
        if (!job || job.status === 'draft') throw notFound(JOB_NOT_FOUND);
        // Same rule as the job page's "accepting applications": published and the deadline (if any) not passed.
        const pastDeadline =
          job.applicationDeadline !== null && job.applicationDeadline < earliestTodayIso(now);
        if (job.status === 'closed' || !job.companyId || pastDeadline) {
          throw badRequest('This job no longer accepts applications.');
        }
        const facilitator = await findFacilitator(tx, current.id);
        if (!facilitator) throw forbidden('Only facilitators can apply to jobs.');
        const application = await submitApplication(
          tx,
          {
            jobId,
            facilitatorId: current.id,
            coverLetter,
            portfolioLinks,
            availability: availability ? availability : null,
          },
          now,
        );
        if (!application) throw conflict('You have already applied to this job.');
        const name = fullName(facilitator);
        const notified = await noticeToCompany(tx, application, {
          userId: job.companyId,
          type: 'application.new',
          title: 'New application',
          body: `${name} applied ${application.reapplied ? 'again ' : ''}to ${job.title}`,
          link: `/company/jobs/${jobId}/applicants`,
          createdAt: now,
        });
        return { application, job, name, notified };
      });
      if (result.notified && result.job.companyEmail) {
        await sendMail(
          request.log,
          newApplicationMail({
            to: result.job.companyEmail,
            applicantName: result.name,
            reapplied: result.application.reapplied,
            jobId,
            jobTitle: result.job.title,
            siteUrl: baseUrl,
          }),
        );
      }
      return reply.status(201).send({ application: summary(result.application) });
    },
  );

  app.get(
    '/api/jobs/:id/my-application',
    {
      preValidation: requireRole('facilitator'),
      schema: { params: IdParams, response: { 200: MyApplicationResponseSchema } },
    },
    async (request, reply) => {
      const current = signedInUser(request);
      reply.header('cache-control', 'no-store');
      const row = isUuid(request.params.id)
        ? await findMyApplication(db, current.id, request.params.id)
        : undefined;
      return {
        application: row ? { id: row.id, status: row.status, createdAt: row.createdAt.toISOString() } : null,
      };
    },
  );

  app.get(
    '/api/facilitator/applications',
    {
      preValidation: requireRole('facilitator'),
      schema: { querystring: MyApplicationsQuerySchema, response: { 200: MyApplicationsPageSchema } },
    },
    async (request, reply) => {
      const current = signedInUser(request);
      const { page } = request.query;
      const { items, total } = await listMyApplications(db, current.id, page, DEFAULT_PAGE_SIZE);
      reply.header('cache-control', 'no-store');
      return toPage(items, total, page, DEFAULT_PAGE_SIZE);
    },
  );

  app.post(
    '/api/applications/:id/withdraw',
    {
      preValidation: requireRole('facilitator'),
      schema: { params: IdParams, response: { 200: ApplicationResponseSchema } },
    },
    async (request) => {
      const current = signedInUser(request);
      const id = request.params.id;
      const now = clock.now();
      const application = await db.transaction(async (tx) => {
        const own = isUuid(id) ? await findOwnApplication(tx, current.id, id) : undefined;
        // Someone else's application answers exactly like a missing one.
        if (!own) throw notFound(APPLICATION_NOT_FOUND);
        const application = await withdrawApplication(tx, current.id, id, now);
        if (!application) {
          throw conflict(
            own.status === 'withdrawn'
              ? 'You have already withdrawn this application.'
              : 'This application can no longer be withdrawn: the company has already decided.',
          );
        }
        if (own.companyId) {
          const facilitator = await findFacilitator(tx, current.id);
          await noticeToCompany(tx, own, {
            userId: own.companyId,
            type: 'application.withdrawn',
            title: 'Application withdrawn',
            body: `${facilitator ? fullName(facilitator) : 'A facilitator'} withdrew their application for ${own.jobTitle}`,
            link: `/company/jobs/${own.jobId}/applicants`,
            createdAt: now,
          });
        }
        return application;
      });
      return { application: summary(application) };
    },
  );

  app.get(
    '/api/facilitator/dashboard',
    { preValidation: requireRole('facilitator'), schema: { response: { 200: FacilitatorDashboardSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return facilitatorDashboard(db, signedInUser(request).id, clock.now());
    },
  );

  // ------------------------------------------------------------ companies

  app.get(
    '/api/company/jobs/:jobId/applications',
    {
      preValidation: requireRole('company'),
      schema: {
        params: JobIdParams,
        querystring: ApplicantsQuerySchema,
        response: { 200: ApplicantsResponseSchema },
      },
    },
    async (request, reply) => {
      const current = signedInUser(request);
      const { jobId } = request.params;
      // Another company's job answers exactly like a missing one.
      const job = isUuid(jobId) ? await findCompanyJob(db, current.id, jobId) : undefined;
      if (!job) throw notFound(JOB_NOT_FOUND);
      const { page, status } = request.query;
      const { items, total, counts } = await listApplicants(db, job.id, status, page, DEFAULT_PAGE_SIZE);
      reply.header('cache-control', 'no-store');
      return { ...toPage(items, total, page, DEFAULT_PAGE_SIZE), job, counts };
    },
  );

  app.patch(
    '/api/applications/:id/status',
    {
      preValidation: requireRole('company'),
      schema: {
        params: IdParams,
        body: UpdateApplicationStatusSchema,
        response: { 200: ApplicationResponseSchema },
      },
    },
    async (request) => {
      const current = signedInUser(request);
      const { id } = request.params;
      const { status } = request.body;
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const found = isUuid(id) ? await findApplicationForCompany(tx, current.id, id) : undefined;
        if (!found) throw notFound(APPLICATION_NOT_FOUND);
        if (found.status === 'withdrawn')
          throw conflict('This application was withdrawn and can no longer be changed.');
        const changed = found.status !== status;
        const application = await setApplicationStatus(tx, id, status, changed, now);
        if (!application) throw conflict('This application was withdrawn and can no longer be changed.');
        if (changed && found.facilitatorId) {
          await createNotification(tx, {
            userId: found.facilitatorId,
            type: 'application.status',
            title: 'Application update',
            body: `Your application for ${found.jobTitle} is now ${APPLICATION_STATUS_LABELS[status]}`,
            link: '/facilitator/applications',
            createdAt: now,
          });
        }
        return { application, found, changed };
      });
      const { found, changed } = result;
      if (changed && found.facilitatorEmail) {
        await sendMail(
          request.log,
          applicationStatusMail({
            to: found.facilitatorEmail,
            firstName: found.facilitatorFirstName,
            jobTitle: found.jobTitle,
            status,
            siteUrl: baseUrl,
          }),
        );
      }
      return { application: summary(result.application) };
    },
  );

  app.get(
    '/api/company/dashboard',
    { preValidation: requireRole('company'), schema: { response: { 200: CompanyDashboardSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return companyDashboard(db, signedInUser(request).id);
    },
  );
};
