import {
  DEFAULT_DECLINE_DELAY_DAYS,
  FILLED_REASON,
  defaultTemplateId,
  defaultTemplateReason,
  type ApplicationDecline,
  type DeclineReason,
  type DeclineResponse,
} from '../../shared/declines';
import { defaultTemplate, fillTemplate, type TemplateValues } from '../../shared/decline-messages';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/i18n/locales';
import { DAY_MS } from '../clock';
import type { Db, Tx } from '../db/client';
import { badRequest, conflict, notFound } from '../http/errors';
import { em } from '../http/error-messages';
import { isUuid } from '../http/params';
import type { CompanyActor } from '../auth/session';
import { recordOrgEvent } from '../organisations/audit.repo';
import { fullName } from '../applications/applications.repo';
import { setApplicationStatus } from '../applications/applicants.repo';
import { syncHireBlocks } from '../profiles/availability.repo';
import {
  cancelPendingMessage,
  findDeclinable,
  findDefaultOverride,
  findOrganisationDeclineFacts,
  findOwnTemplate,
  remainingApplicantIds,
  writeDeclines,
  type Declinable,
} from './declines.repo';
import { sendDeclineMessage, type DeclineMailDeps } from './decline-sweep';

const TEMPLATE_NOT_FOUND = em('declines.templateNotFound');
const NOT_DECLINABLE = em('declines.notDeclinable');
const APPLICATION_NOT_FOUND = em('applications.notFound');

/** The statuses a decline moves from: an applicant the company has not decided on yet. */
const DECLINABLE = new Set(['submitted', 'in_review', 'shortlisted']);

/**
 * Resolves a template id to the text each applicant gets: a default in the applicant's language (or the
 * organisation's edited text), an own template as written. Throws 404 for an unknown or foreign id.
 */
async function templateFor(tx: Tx, organisationId: string, templateId: string) {
  const reason = defaultTemplateReason(templateId);
  const own = reason
    ? await findDefaultOverride(tx, organisationId, reason)
    : isUuid(templateId)
      ? await findOwnTemplate(tx, organisationId, templateId)
      : undefined;
  if (!reason && !own) throw notFound(TEMPLATE_NOT_FOUND);
  return (locale: Locale, values: TemplateValues) =>
    own
      ? { subject: fillTemplate(own.subject, values), body: fillTemplate(own.body, values) }
      : defaultTemplate(locale, reason!, values);
}

// ---------------------------------------------------------------- declining

/** A decline as the organisation's applicant card shows it. */
export const toApplicationDecline = (row: {
  reason: DeclineReason;
  sendAt: Date | null;
  sentAt: Date | null;
  cancelledAt: Date | null;
}): ApplicationDecline => ({
  reason: row.reason,
  sendAt: row.sendAt?.toISOString() ?? null,
  sentAt: row.sentAt?.toISOString() ?? null,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  pending: row.sendAt !== null && row.sentAt === null && row.cancelledAt === null,
});

interface DeclineRequest {
  reason: DeclineReason;
  templateId: string | null;
  delayDays: number;
}

/**
 * Declines applicants of the organisation, all in one transaction: each moves to "rejected" with the private
 * reason and, with a template, a message in the applicant's language that goes out at once or after
 * `delayDays` (the declines sweep sends it; until then it can be cancelled, and the facilitator still sees
 * the status before). Each enters the organisation's audit log.
 */
async function declineInTx(
  tx: Tx,
  mail: DeclineMailDeps,
  organisationId: string,
  member: { id: string; name: string } | null,
  found: Declinable[],
  request: DeclineRequest,
  now: Date,
) {
  const facts = await findOrganisationDeclineFacts(tx, organisationId);
  const render = request.templateId ? await templateFor(tx, organisationId, request.templateId) : null;
  const sendAt = new Date(now.getTime() + request.delayDays * DAY_MS);
  const rows = found.map((application) => {
    const locale: Locale = isLocale(application.locale) ? application.locale : DEFAULT_LOCALE;
    const text = render?.(locale, {
      firstName: application.firstName ?? '',
      jobTitle: application.jobTitle,
      organisation: facts?.name ?? '',
    });
    // Without a message (or anyone to send it to), nothing waits: the outcome shows at once.
    const message = text && application.facilitatorId ? text : null;
    return {
      applicationId: application.id,
      organisationId,
      reason: request.reason,
      previousStatus: application.status,
      declinedBy: member?.id ?? null,
      subject: message?.subject ?? null,
      body: message?.body ?? null,
      sendAt: message ? sendAt : null,
      sentAt: null,
      cancelledAt: null,
      createdAt: now,
    };
  });
  await writeDeclines(tx, rows, member?.id ?? null, now);
  for (const application of found) {
    if (!member) continue;
    await recordOrgEvent(tx, {
      organisationId,
      actor: member,
      action: 'applicant_moved',
      subject:
        application.firstName === null
          ? ''
          : fullName({ firstName: application.firstName, lastName: application.lastName ?? '' }),
      subjectId: application.id,
      detail: { from: application.status, to: 'rejected' },
      at: now,
    });
  }
  // At once: the message is queued with the decline itself, not a minute later by the sweep.
  if (request.delayDays === 0) {
    for (const row of rows) if (row.sendAt) await sendDeclineMessage(tx, mail, row.applicationId, now);
  }
  return rows.length;
}

/** A member declines one applicant of their organisation. */
export async function declineApplication(
  db: Db,
  mail: DeclineMailDeps,
  actor: CompanyActor,
  id: string,
  request: DeclineRequest,
  now: Date,
): Promise<DeclineResponse> {
  if (!isUuid(id)) throw notFound(APPLICATION_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [found] = await findDeclinable(tx, actor.companyId, [id]);
    if (!found) throw notFound(APPLICATION_NOT_FOUND);
    if (!DECLINABLE.has(found.status)) throw conflict(NOT_DECLINABLE);
    const declined = await declineInTx(tx, mail, actor.companyId, actor.user, [found], request, now);
    return { declined };
  });
}

/**
 * A member sets "Not selected" through the status select (undoing a hire) or the status route: a decline like
 * any other, with the reason "other" and the organisation's "other" message sent at once (not the bare status
 * mail), in the caller's transaction. Writes the status, the decline and the audit entry; a hire's calendar
 * blocks go. Answers the application.
 */
export async function declineAtOnce(
  tx: Tx,
  mail: DeclineMailDeps,
  actor: CompanyActor,
  id: string,
  now: Date,
) {
  const [found] = await findDeclinable(tx, actor.companyId, [id]);
  if (!found) throw notFound(APPLICATION_NOT_FOUND);
  const request = { reason: 'other', templateId: defaultTemplateId('other'), delayDays: 0 } as const;
  await declineInTx(tx, mail, actor.companyId, actor.user, [found], request, now);
  if (found.status === 'hired') await syncHireBlocks(tx, id, 'rejected', now);
  // Locked above, so never withdrawn meanwhile; only reads the row back.
  const application = await setApplicationStatus(tx, id, 'rejected', false, now, actor.user.id);
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  return application;
}

/**
 * A member declines several applicants of one of their organisation's jobs at once, with one reason and one
 * template: all or none (one transaction). Any that is not the organisation's, not of this job or no longer
 * undecided refuses the whole request.
 */
export async function bulkDecline(
  db: Db,
  mail: DeclineMailDeps,
  actor: CompanyActor,
  jobId: string,
  request: DeclineRequest & { applicationIds: string[] },
  now: Date,
): Promise<DeclineResponse> {
  if (!isUuid(jobId)) throw notFound(em('applications.jobNotFound'));
  const ids = [...new Set(request.applicationIds)];
  return db.transaction(async (tx) => {
    const found = await findDeclinable(tx, actor.companyId, ids);
    if (found.length !== ids.length || found.some((row) => row.jobId !== jobId))
      throw notFound(APPLICATION_NOT_FOUND);
    if (found.some((row) => !DECLINABLE.has(row.status))) throw conflict(NOT_DECLINABLE);
    const declined = await declineInTx(tx, mail, actor.companyId, actor.user, found, request, now);
    return { declined };
  });
}

/** Cancels a decline's waiting message: the decline stands, nothing is sent, the outcome shows now. */
export async function cancelDeclineMessage(db: Db, actor: CompanyActor, id: string, now: Date) {
  if (!isUuid(id)) throw notFound(APPLICATION_NOT_FOUND);
  await db.transaction(async (tx) => {
    // Another organisation's application answers exactly like a missing one.
    const [found] = await findDeclinable(tx, actor.companyId, [id]);
    if (!found) throw notFound(APPLICATION_NOT_FOUND);
    if (!(await cancelPendingMessage(tx, actor.companyId, id, now)))
      throw badRequest(em('declines.nothingPending'));
  });
}

/**
 * A job closed, or its positions were filled: its applicants still undecided are declined with the
 * "position filled" message after the default delay, unless the organisation turned this off.
 */
export async function tellRemainingApplicants(
  tx: Tx,
  mail: DeclineMailDeps,
  organisationId: string,
  jobId: string,
  member: { id: string; name: string } | null,
  now: Date,
): Promise<number> {
  const facts = await findOrganisationDeclineFacts(tx, organisationId);
  if (!facts?.tellRemainingApplicants) return 0;
  const ids = await remainingApplicantIds(tx, jobId);
  const found = await findDeclinable(tx, organisationId, ids);
  return declineInTx(
    tx,
    mail,
    organisationId,
    member,
    found.filter((row) => DECLINABLE.has(row.status)),
    {
      reason: FILLED_REASON,
      templateId: defaultTemplateId(FILLED_REASON),
      delayDays: DEFAULT_DECLINE_DELAY_DAYS,
    },
    now,
  );
}
