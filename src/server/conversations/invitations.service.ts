import { translate } from '../../shared/i18n/catalogue';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { isPubliclyVisible } from '../../shared/job-options';
import type {
  DeclineInvitationValues,
  InvitationInput,
  InvitationSent,
  InvitationsPage,
} from '../../shared/messages';
import { toPage } from '../../shared/pagination';
import { DAY_MS } from '../clock';
import type { Db, Tx } from '../db/client';
import { badRequest, conflict, HttpError, notFound, tooManyRequests } from '../http/errors';
import { isUuid } from '../http/params';
import { findCompanyJob } from '../jobs/jobs.repo';
import { invitationAnswerMail, invitationMail } from '../mail/templates';
import { emailAllowed, organisationMailRecipients } from '../notifications/notification-settings.repo';
import { noticeMessages } from '../notifications/messages';
import { createNotification } from '../notifications/notifications.service';
import {
  announceConversationEvent,
  emailOf,
  findAccount,
  findConversationView,
  type Viewer,
} from './conversations.repo';
import {
  answerInvitation,
  countInvitationsSince,
  findInvitation,
  findReceivedInvitation,
  hasActiveApplication,
  insertInvitation,
  listInvitations,
} from './invitations.repo';
import { cannotSendReason, type ConversationDeps } from './conversations.service';
import { addMessage, lockParty, pairThread } from './messages.service';
import { toInvitationEntry, toInvitationItem } from './conversations.mappers';
import { em } from '../http/error-messages';

export const INVITATION_NOT_FOUND = em('invitations.notFound');
export const CHOOSE_PUBLISHED_JOB = em('invitations.choosePublishedJob');
export const ALREADY_ANSWERED = em('invitations.alreadyAnswered');
export const JOB_NOT_ACCEPTING = em('invitations.jobNotAccepting');

/**
 * A company invites a facilitator to apply to one of its published jobs: one invitation per job and
 * facilitator, none once they applied, at most INVITATIONS_PER_DAY a day. The invitation is a message in
 * the pair's thread (opened if need be, as a first message would), rings the facilitator's bell and, if
 * they want such mail, emails them; that mail stands for the message's own delayed one.
 */
export async function invite(
  deps: ConversationDeps,
  company: Viewer,
  input: InvitationInput,
): Promise<InvitationSent> {
  const now = deps.clock.now();
  const sent = await deps.db.transaction(async (tx) => {
    await lockParty(tx, company);
    const facilitator =
      input.facilitatorId !== company.id ? await findAccount(tx, input.facilitatorId) : undefined;
    if (!facilitator || facilitator.userType !== 'facilitator') throw notFound(em('users.notFound'));
    const job = await findCompanyJob(tx, company.id, input.jobId);
    if (!job || !isPubliclyVisible(job)) {
      throw badRequest(CHOOSE_PUBLISHED_JOB, { jobId: [CHOOSE_PUBLISHED_JOB] });
    }
    const name = facilitator.firstName;
    const duplicate = name
      ? em('invitations.alreadyInvited', { name })
      : em('invitations.alreadyInvitedUnnamed');
    if (await findInvitation(tx, job.id, facilitator.id)) throw conflict(duplicate);
    if (await hasActiveApplication(tx, job.id, facilitator.id)) {
      throw conflict(
        name ? em('invitations.alreadyApplied', { name }) : em('invitations.alreadyAppliedUnnamed'),
      );
    }
    const limit = deps.config.INVITATIONS_PER_DAY;
    if ((await countInvitationsSince(tx, company.id, new Date(now.getTime() - DAY_MS))) >= limit) {
      throw tooManyRequests(em('invitations.perDay', { limit }));
    }
    const { conversation } = await pairThread(tx, deps, company, facilitator.id, now);
    const view = (await findConversationView(tx, company, conversation.id))!;
    const reason = cannotSendReason(view, company);
    if (reason) throw new HttpError(403, reason.code, reason.message);
    const message = await addMessage(tx, deps, {
      conversation,
      sender: company,
      body: input.note,
      refs: { jobId: job.id },
      now,
      mailLater: false,
      kind: 'invitation',
    });
    const invitation = await insertInvitation(tx, {
      conversationId: conversation.id,
      messageId: message.id,
      companyId: company.id,
      facilitatorId: facilitator.id,
      jobId: job.id,
      createdAt: now,
    });
    if (!invitation) throw conflict(duplicate);
    const recipient = await emailOf(tx, facilitator.id);
    const locale = recipient?.locale ?? DEFAULT_LOCALE;
    const companyName = view.companyName ?? translate(locale, noticeMessages, 'invitation.someCompany');
    await createNotification(tx, {
      userId: facilitator.id,
      type: 'invitation',
      locale,
      words: (notice) => ({ title: notice('invitation.title', { companyName }), body: job.title }),
      link: `/messages/${conversation.id}`,
      createdAt: now,
    });
    if (await emailAllowed(tx, facilitator.id, 'invitations')) {
      if (recipient) {
        await deps.mailer.send(
          invitationMail({
            to: recipient.email,
            locale,
            firstName: facilitator.firstName,
            companyName,
            jobTitle: job.title,
            note: input.note,
            conversationId: conversation.id,
            siteUrl: deps.config.SITE_URL,
          }),
          { tx },
        );
      }
    }
    return {
      conversationId: conversation.id,
      invitation: toInvitationItem({ ...invitation, jobTitle: job.title }),
    };
  });
  // The invitation is a message of the thread.
  deps.metrics.messages.inc();
  return sent;
}

/**
 * The invited facilitator accepts (while the job is still published) or declines, once. The company's
 * bell rings, it is emailed if it wants such mail, and both sides' open pages refresh.
 */
export async function answer(
  deps: ConversationDeps,
  facilitator: Viewer,
  id: string,
  decision: { accept: true } | { accept: false; reason: DeclineInvitationValues['reason'] },
): Promise<InvitationSent> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = isUuid(id) ? await findReceivedInvitation(tx, id, facilitator.id) : undefined;
    if (!found) throw notFound(INVITATION_NOT_FOUND);
    const { invitation } = found;
    if (invitation.status !== 'sent' && invitation.status !== 'seen') throw conflict(ALREADY_ANSWERED);
    if (decision.accept && !isPubliclyVisible({ status: found.jobStatus })) throw conflict(JOB_NOT_ACCEPTING);
    const reason = decision.accept ? null : decision.reason?.trim() || null;
    const answered = await answerInvitation(tx, invitation.id, {
      status: decision.accept ? 'accepted' : 'declined',
      declineReason: reason,
      now,
    });
    if (!answered) throw conflict(ALREADY_ANSWERED);
    if (invitation.companyId) {
      await tellCompany(tx, deps, invitation.companyId, facilitator, {
        conversationId: invitation.conversationId,
        jobTitle: found.jobTitle,
        accepted: decision.accept,
        reason,
        now,
      });
    }
    await announceConversationEvent(tx, {
      userIds: [invitation.companyId, invitation.facilitatorId],
      conversationId: invitation.conversationId,
      kind: 'invitation',
    });
    return {
      conversationId: invitation.conversationId,
      invitation: toInvitationItem({ ...answered, jobTitle: found.jobTitle }),
    };
  });
}

/**
 * The organisation hears the facilitator's answer: in its bell, and by mail each member who wants
 * invitation emails, in their own language.
 */
async function tellCompany(
  tx: Tx,
  deps: ConversationDeps,
  companyId: string,
  facilitator: Viewer,
  answer: { conversationId: string; jobTitle: string; accepted: boolean; reason: string | null; now: Date },
) {
  const { conversationId, jobTitle, accepted, reason, now } = answer;
  const account = await findAccount(tx, facilitator.id);
  const fullName = `${account?.firstName ?? ''} ${account?.lastName ?? ''}`.trim();
  const nameIn = (locale: Locale) =>
    fullName || translate(locale, noticeMessages, 'invitation.someFacilitator');
  await createNotification(tx, {
    organisationId: companyId,
    type: 'invitation',
    words: (notice, locale) => ({
      title: notice(accepted ? 'invitationAccepted.title' : 'invitationDeclined.title', {
        name: nameIn(locale),
      }),
      body: jobTitle,
    }),
    link: `/messages/${conversationId}`,
    createdAt: now,
  });
  for (const member of await organisationMailRecipients(tx, companyId, 'invitations')) {
    await deps.mailer.send(
      invitationAnswerMail({
        to: member.email,
        locale: member.locale,
        facilitatorName: nameIn(member.locale),
        jobTitle,
        accepted,
        reason,
        conversationId,
        siteUrl: deps.config.SITE_URL,
      }),
      { tx },
    );
  }
}

/** The company's sent invitations, or the facilitator's received ones, newest first. */
export async function invitationsPage(
  db: Db,
  viewer: Viewer,
  page: number,
  pageSize: number,
): Promise<InvitationsPage> {
  const { rows, total } = await listInvitations(db, viewer, page, pageSize);
  const items = rows.map((row) => toInvitationEntry(row, viewer));
  return toPage(items, total, page, pageSize);
}
