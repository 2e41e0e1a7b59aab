// Long on purpose: every mail the product sends, side by side, so that their wording stays one voice.
import { formatDate, formatTime } from '../../shared/dates';
import type { AccessRequestInput } from '../../shared/access-requests';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '../../shared/application-options';
import { ACCESS_REQUEST_REVIEW_TIME, SITE_NAME } from '../../shared/constants';
import { composeMail } from './layout';
import type { MailMessage } from './mailer';

/*
 * Every mail the product sends, each with a plain-text and an HTML part from `composeMail` (layout.ts).
 * `siteUrl` is the configured public address (config.SITE_URL): links in a mail must work outside the
 * request that caused it. A mail's first link is its action.
 */

const ACCOUNT_FOOTER = `You get this email because this address was used on ${SITE_NAME}. It is about an account, so it cannot be turned off.`;

/** "Hello Ada," to a person whose first name is known, else "Hello,". */
const greetingFor = (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,');

// ---------------------------------------------------------------- accounts

/** To an address that already has a confirmed account, when someone signs up with it again. */
export function signUpAttemptMail(to: string, siteUrl: string): MailMessage {
  return composeMail({
    to,
    subject: `Someone tried to sign up to ${SITE_NAME} with your address`,
    greeting: 'Hello,',
    paragraphs: [
      `Someone (perhaps you) just tried to create a new ${SITE_NAME} account with this email address. You already have an account, so nothing was changed.`,
    ],
    action: { label: 'Sign in', url: `${siteUrl}/auth` },
    after: [
      `Forgot your password? Choose a new one here: ${siteUrl}/auth?mode=forgot`,
      'If this was not you, you can ignore this email: your account and password stay as they are.',
    ],
    footer: ACCOUNT_FOOTER,
  });
}

export function passwordResetMail(to: string, url: string): MailMessage {
  return composeMail({
    to,
    subject: `Reset your ${SITE_NAME} password`,
    greeting: 'Hello,',
    paragraphs: [
      `Someone (hopefully you) asked to reset the password of your ${SITE_NAME} account. Open this link within one hour to choose a new password.`,
    ],
    action: { label: 'Choose a new password', url },
    after: [
      'The link works once. If you did not ask for this, ignore this email; your password stays as it is.',
    ],
    footer: ACCOUNT_FOOTER,
  });
}

/**
 * To an address that was signed up for again before it was confirmed: no password typed at a sign-up works
 * any more, and choosing one through this link confirms the address (decision 030).
 */
export function choosePasswordMail(to: string, url: string): MailMessage {
  return composeMail({
    to,
    subject: `Choose a password for your ${SITE_NAME} account`,
    greeting: 'Hello,',
    paragraphs: [
      `Someone (perhaps you) signed up to ${SITE_NAME} again with this email address before it was confirmed. To keep the account safe, no password typed at sign-up works now.`,
      'Choose a password with this link within 24 hours: that confirms your email address, and you can then sign in with the password you chose.',
    ],
    action: { label: 'Choose a password', url },
    after: [
      `If you did not sign up to ${SITE_NAME}, ignore this email: nobody can sign in to the account, and it is not confirmed without you.`,
    ],
    footer: ACCOUNT_FOOTER,
  });
}

export function verificationMail(to: string, url: string): MailMessage {
  return composeMail({
    to,
    subject: `Confirm your email address for ${SITE_NAME}`,
    greeting: `Welcome to ${SITE_NAME}!`,
    paragraphs: [
      'Please confirm your email address by opening this link within 24 hours; it signs you in and takes you to your profile.',
    ],
    action: { label: 'Confirm my email address', url },
    after: [
      `If you did not create a ${SITE_NAME} account, ignore this email: no account is created without this confirmation.`,
    ],
    footer: ACCOUNT_FOOTER,
  });
}

/** To the new address of an email change: the address changes only once this link is followed. */
export function emailChangeConfirmMail(to: string, url: string): MailMessage {
  return composeMail({
    to,
    subject: `Confirm your new email address for ${SITE_NAME}`,
    greeting: 'Hello,',
    paragraphs: [
      `Someone (hopefully you) asked to use this address for their ${SITE_NAME} account. Open this link within 24 hours to confirm it; until then, the account keeps its old address.`,
    ],
    action: { label: 'Confirm my new email address', url },
    after: ['If you did not ask for this, ignore this email: nothing changes without this confirmation.'],
    footer: ACCOUNT_FOOTER,
  });
}

/** To the old address of an email change, as soon as it is asked for. */
export function emailChangeNoticeMail(to: string, newEmail: string, siteUrl: string): MailMessage {
  return composeMail({
    to,
    subject: `Your ${SITE_NAME} email address is about to change`,
    greeting: 'Hello,',
    paragraphs: [
      `Someone signed in to your ${SITE_NAME} account with its password and asked to change its email address to ${newEmail}. It changes once the link we sent there is followed.`,
    ],
    action: { label: 'Review your account', url: `${siteUrl}/account/settings` },
    after: [
      'If this was not you, choose a new password now: that keeps anyone else out, and a link followed later no longer matters once you change the address back.',
    ],
    footer: ACCOUNT_FOOTER,
  });
}

/** To an address that already has an account, when another account asks to move to it (nothing changes). */
export function emailChangeTakenMail(to: string, siteUrl: string): MailMessage {
  return composeMail({
    to,
    subject: `Someone tried to move a ${SITE_NAME} account to your address`,
    greeting: 'Hello,',
    paragraphs: [
      `Someone asked to change the email address of another ${SITE_NAME} account to this one. This address already belongs to your account, so nothing was changed.`,
    ],
    action: { label: 'Sign in', url: `${siteUrl}/auth` },
    after: ['You do not need to do anything.'],
    footer: ACCOUNT_FOOTER,
  });
}

// ---------------------------------------------------------------- access requests

/**
 * The form mails whatever address a visitor types in, so the mail carries
 * only our own words: no name, no message, nothing a stranger could phrase as
 * if we had written it.
 */
export function accessRequestMail(input: Pick<AccessRequestInput, 'email' | 'role'>): MailMessage {
  return composeMail({
    to: input.email,
    subject: `We received your ${SITE_NAME} access request`,
    greeting: 'Hello,',
    paragraphs: [
      `We received a request to access ${SITE_NAME} as ${input.role === 'company' ? 'a company posting jobs' : 'a facilitator'}, made with this email address (${input.email}).`,
      `Our team reviews every request within ${ACCESS_REQUEST_REVIEW_TIME}. Once it has been reviewed, we will send an email with account setup instructions to this address.`,
      'If you did not ask for access, you can ignore this message: no account has been created.',
    ],
    footer: `You get this email because this address was entered in the Request Access form of ${SITE_NAME}. We send nothing more until the request has been reviewed.`,
  });
}

// ---------------------------------------------------------------- applications

/** To the company, when a facilitator applies (or applies again after withdrawing). */
export function newApplicationMail(input: {
  to: string;
  applicantName: string;
  reapplied: boolean;
  jobId: string;
  jobTitle: string;
  siteUrl: string;
}): MailMessage {
  return composeMail({
    to: input.to,
    subject: `New application for ${input.jobTitle}`,
    greeting: 'Hello,',
    paragraphs: [
      `${input.applicantName} applied ${input.reapplied ? 'again ' : ''}to ${input.jobTitle} on ${SITE_NAME}.`,
    ],
    action: {
      label: 'Review the application',
      url: `${input.siteUrl}/company/jobs/${input.jobId}/applicants`,
    },
    footer: `You get this email because you posted this job on ${SITE_NAME}; you hear about each facilitator's application at most once a day. Close the job to stop new applications.`,
  });
}

const APPLICANT_FOOTER = `You get this email because you applied to this job on ${SITE_NAME}. Withdraw the application to stop updates about it.`;

/** To the facilitator, when the company moves their application to another status. */
export function applicationStatusMail(input: {
  to: string;
  firstName: string | null;
  jobTitle: string;
  status: ApplicationStatus;
  siteUrl: string;
}): MailMessage {
  return composeMail({
    to: input.to,
    subject: `Update on your application for ${input.jobTitle}`,
    greeting: greetingFor(input.firstName),
    paragraphs: [`Your application for ${input.jobTitle} is now ${APPLICATION_STATUS_LABELS[input.status]}.`],
    action: { label: 'See all your applications', url: `${input.siteUrl}/facilitator/applications` },
    footer: APPLICANT_FOOTER,
  });
}

// ---------------------------------------------------------------- moderation

/** Who a mail about one job goes to (its poster), and what its links need. */
interface PosterMailInput {
  to: string;
  jobId: string;
  jobTitle: string;
  siteUrl: string;
}

const MODERATION_FOOTER = `You get this email because you posted this job on ${SITE_NAME}, where an admin reviews new jobs before they are listed.`;

/** To the poster, when an admin approved their job: it is on the site now. */
export function jobApprovedMail(input: PosterMailInput): MailMessage {
  return composeMail({
    to: input.to,
    subject: `Your job ${input.jobTitle} is published`,
    greeting: 'Hello,',
    paragraphs: [
      `Good news: ${input.jobTitle} was approved and is now listed on ${SITE_NAME}, open for applications.`,
    ],
    action: { label: 'See your job', url: `${input.siteUrl}/jobs/${input.jobId}` },
    footer: MODERATION_FOOTER,
  });
}

/** To the poster, when an admin rejected their job, with the admin's reason. */
export function jobRejectedMail(input: PosterMailInput & { reason: string }): MailMessage {
  return composeMail({
    to: input.to,
    subject: `Your job ${input.jobTitle} was not approved`,
    greeting: 'Hello,',
    paragraphs: [
      `An admin of ${SITE_NAME} reviewed ${input.jobTitle} and did not approve it. The reason given:`,
      { quote: input.reason },
      'You can edit the job and submit it again for review.',
    ],
    action: { label: 'Edit your job', url: `${input.siteUrl}/jobs/${input.jobId}` },
    footer: MODERATION_FOOTER,
  });
}

// ---------------------------------------------------------------- job expiry

/** "Thursday, 3 December 2026 at 12:00 UTC": a mail cannot know the reader's time zone. */
const utcMoment = (at: Date) =>
  `${formatDate(at, { timeZone: 'UTC', weekday: true })} at ${formatTime(at, 'UTC')} UTC`;

/** To the company, a few days before its job expires; with the one-time Extend link while it may extend. */
export function jobExpiringMail(
  input: PosterMailInput & {
    expiresAt: Date;
    /** The signed Extend link; null when the job was extended already in this publication. */
    extendUrl: string | null;
    extendDays: number;
  },
): MailMessage {
  const jobUrl = `${input.siteUrl}/jobs/${input.jobId}`;
  return composeMail({
    to: input.to,
    subject: `Your job "${input.jobTitle}" expires soon`,
    greeting: 'Hello,',
    paragraphs: [
      `Your job posting ${input.jobTitle} expires on ${utcMoment(input.expiresAt)}. After that it leaves the job board and no longer accepts applications; you can relist it from your job postings.`,
      input.extendUrl
        ? `Still looking? Keep it listed for ${input.extendDays} more days. The link works once, for you signed in as the job's owner.`
        : 'This job was already extended once, so it cannot be extended again.',
    ],
    action: input.extendUrl
      ? { label: `Extend ${input.extendDays} days`, url: input.extendUrl }
      : { label: 'Open the job', url: jobUrl },
    after: input.extendUrl ? [`See the job: ${jobUrl}`] : undefined,
    footer: `You get this email because you posted this job on ${SITE_NAME}. We send it once per listing; close the job if you no longer need it.`,
  });
}

/** To a facilitator whose application was still pending when the job expired. */
export function jobExpiredForApplicantMail(input: {
  to: string;
  firstName: string | null;
  jobTitle: string;
  siteUrl: string;
}): MailMessage {
  return composeMail({
    to: input.to,
    subject: `${input.jobTitle} has closed`,
    greeting: greetingFor(input.firstName),
    paragraphs: [
      `The job ${input.jobTitle}, which you applied to, has expired and no longer accepts applications. The company may still get back to you about your application.`,
    ],
    action: { label: 'See your applications', url: `${input.siteUrl}/facilitator/applications` },
    footer: APPLICANT_FOOTER,
  });
}

/** To a facilitator, once, a few days before the deadline of a job they saved (saved/deadline-reminders.ts). */
export function savedJobDeadlineMail(input: {
  to: string;
  firstName: string | null;
  jobId: string;
  jobTitle: string;
  /** As people read it: "20 March 2031". */
  deadline: string;
  siteUrl: string;
}): MailMessage {
  return composeMail({
    to: input.to,
    subject: `Apply by ${input.deadline}: ${input.jobTitle}`,
    greeting: greetingFor(input.firstName),
    paragraphs: [
      `You saved the job ${input.jobTitle}. It takes applications until ${input.deadline}, so a few days are left to apply.`,
    ],
    action: { label: 'Open the job', url: `${input.siteUrl}/jobs/${input.jobId}` },
    after: [`All your saved jobs: ${input.siteUrl}/facilitator/saved`],
    footer: `You get this email because you saved this job on ${SITE_NAME}; we send it once per saved job. To stop these emails, turn off Job alerts in your notification settings: ${notificationSettingsUrl(input.siteUrl)}`,
  });
}

// ---------------------------------------------------------------- messages

/** The page where each user turns emails of a kind off. */
const notificationSettingsUrl = (siteUrl: string) => `${siteUrl}/account/settings#notifications`;

/**
 * To one side of a conversation that has not read the other's messages (conversations/message-mail.service.ts):
 * the newest of them as plain text, quoted (the layout escapes them in HTML), and a Reply button to the thread.
 */
export function unreadMessagesMail(input: {
  to: string;
  /** The reader's first name (a facilitator), or null. */
  firstName: string | null;
  /** The company's name or the facilitator's full name: never an address. */
  senderName: string;
  /** The newest unread messages, oldest first. */
  messages: { body: string }[];
  /** How many are unread in all (more than `messages` holds when there were many). */
  unreadCount: number;
  conversationId: string;
  siteUrl: string;
}): MailMessage {
  const { senderName, unreadCount } = input;
  const shown = input.messages.length;
  return composeMail({
    to: input.to,
    subject:
      unreadCount === 1 ? `New message from ${senderName}` : `${unreadCount} new messages from ${senderName}`,
    greeting: greetingFor(input.firstName),
    paragraphs: [
      unreadCount === 1
        ? `${senderName} sent you a message on ${SITE_NAME}:`
        : shown < unreadCount
          ? `${senderName} sent you ${unreadCount} messages on ${SITE_NAME}. The newest ${shown}:`
          : `${senderName} sent you ${unreadCount} messages on ${SITE_NAME}:`,
      ...input.messages.map((message) => ({ quote: message.body })),
    ],
    action: { label: 'Reply', url: `${input.siteUrl}/messages/${input.conversationId}` },
    footer: `You get this email because you have unread messages on ${SITE_NAME}; we send at most one an hour per conversation. To stop these emails, turn off Messages in your notification settings: ${notificationSettingsUrl(input.siteUrl)}`,
  });
}

// ---------------------------------------------------------------- conversations

const invitationsFooter = (siteUrl: string) =>
  `You get this email because invitations to apply and their answers are turned on in your ${SITE_NAME} notification settings. To stop these emails, turn off Invitations there: ${notificationSettingsUrl(siteUrl)}`;

/** To a facilitator whom a company invited to apply to one of its jobs; the note is the company's own words. */
export function invitationMail(input: {
  to: string;
  firstName: string | null;
  companyName: string;
  jobTitle: string;
  note: string;
  conversationId: string;
  siteUrl: string;
}): MailMessage {
  return composeMail({
    to: input.to,
    subject: `${input.companyName} invited you to apply to ${input.jobTitle}`,
    greeting: greetingFor(input.firstName),
    paragraphs: [
      `${input.companyName} invited you to apply to their job ${input.jobTitle} on ${SITE_NAME}. They wrote:`,
      { quote: input.note },
      'Open the conversation to accept or decline the invitation, or to reply.',
    ],
    action: { label: 'See the invitation', url: `${input.siteUrl}/messages/${input.conversationId}` },
    footer: invitationsFooter(input.siteUrl),
  });
}

/** To the company, when the facilitator it invited accepted or declined (with their reason, if they gave one). */
export function invitationAnswerMail(input: {
  to: string;
  facilitatorName: string;
  jobTitle: string;
  accepted: boolean;
  reason: string | null;
  conversationId: string;
  siteUrl: string;
}): MailMessage {
  const verb = input.accepted ? 'accepted' : 'declined';
  return composeMail({
    to: input.to,
    subject: `${input.facilitatorName} ${verb} your invitation to ${input.jobTitle}`,
    greeting: 'Hello,',
    paragraphs: [
      input.accepted
        ? `${input.facilitatorName} accepted your invitation to apply to ${input.jobTitle}; their application follows once they send it.`
        : `${input.facilitatorName} declined your invitation to apply to ${input.jobTitle}.`,
      ...(input.reason ? ['Their reason:', { quote: input.reason }] : []),
    ],
    action: { label: 'Open the conversation', url: `${input.siteUrl}/messages/${input.conversationId}` },
    footer: invitationsFooter(input.siteUrl),
  });
}

// ---------------------------------------------------------------- job alerts

/** One job of an alert or digest, as its mail lists it. */
export interface AlertJob {
  id: string;
  title: string;
  companyName: string;
  location: string;
}

interface AlertMailInput {
  to: string;
  firstName: string | null;
  searchName: string;
  /** The newest matches (at most ALERT_MAX_JOBS), newest first. */
  jobs: AlertJob[];
  /** How many new matches there are in all. */
  total: number;
  /** /jobs with the search's filters, on SITE_URL. */
  searchUrl: string;
  /** The one-click unsubscribe URL of this saved search (signed, no sign-in). */
  unsubscribeUrl: string;
  siteUrl: string;
}

const jobsWord = (n: number) => (n === 1 ? 'job' : 'jobs');

/**
 * The body every alert shares: the jobs (title, company and location, link), "See all matching jobs", a
 * footer with the search's unsubscribe link and the setting that stops all of them, and the RFC 8058
 * headers that let a mail client unsubscribe with one click (a POST to the same URL).
 */
function alertMail(input: AlertMailInput, subject: string, intro: string, why: string): MailMessage {
  const shown = input.jobs.length;
  const mail = composeMail({
    to: input.to,
    subject,
    greeting: greetingFor(input.firstName),
    paragraphs: [
      shown < input.total ? `${intro} The newest ${shown}:` : `${intro}`,
      ...input.jobs.map(
        (job) => `${job.title}\n${job.companyName} · ${job.location}\n${input.siteUrl}/jobs/${job.id}`,
      ),
    ],
    action: { label: 'See all matching jobs', url: input.searchUrl },
    footer: `${why} To stop alerts for this search, unsubscribe: ${input.unsubscribeUrl} To stop all job alert emails, turn off Job alerts in Account settings → Notifications: ${notificationSettingsUrl(input.siteUrl)}`,
  });
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** An instant alert: the jobs that newly matched a saved search since its last alert. */
export function jobAlertMail(input: AlertMailInput): MailMessage {
  const { total, searchName } = input;
  const first = input.jobs[0];
  return alertMail(
    input,
    total === 1 && first
      ? `New job for "${searchName}": ${first.title}`
      : `${total} new jobs for "${searchName}"`,
    `${total} new ${jobsWord(total)} on ${SITE_NAME} ${total === 1 ? 'matches' : 'match'} your saved search "${searchName}".`,
    `You get this email because you asked for instant alerts of your saved search "${searchName}" on ${SITE_NAME}.`,
  );
}

/** A daily or weekly digest of a saved search's new matches. */
export function jobDigestMail(input: AlertMailInput & { frequency: 'daily' | 'weekly' }): MailMessage {
  const { total, searchName } = input;
  const period = input.frequency === 'daily' ? 'day' : 'week';
  return alertMail(
    input,
    `${total} new ${jobsWord(total)} this ${period} for "${searchName}"`,
    `This ${period}, ${total} new ${jobsWord(total)} on ${SITE_NAME} matched your saved search "${searchName}".`,
    `You get this email because you asked for a ${input.frequency} digest of your saved search "${searchName}" on ${SITE_NAME}.`,
  );
}
