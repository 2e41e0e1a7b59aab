import type { AccessRequestInput } from '../../shared/access-requests';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '../../shared/application-options';
import { ACCESS_REQUEST_REVIEW_TIME, SITE_NAME } from '../../shared/constants';
import type { ContactKind } from '../../shared/profiles';
import type { MailMessage } from './mailer';

/*
 * Every mail the product sends. `siteUrl` is the configured public address (config.SITE_URL): links in
 * a mail must work outside the request that caused it.
 */

// ---------------------------------------------------------------- accounts

/** To an address that already has a confirmed account, when someone signs up with it again. */
export function signUpAttemptMail(to: string, siteUrl: string): MailMessage {
  return {
    to,
    subject: `Someone tried to sign up to ${SITE_NAME} with your address`,
    text: `Hello,\n\nSomeone (perhaps you) just tried to create a new ${SITE_NAME} account with this email address. You already have an account, so nothing was changed.\n\nSign in: ${siteUrl}/auth\nForgot your password? Choose a new one here: ${siteUrl}/auth?mode=forgot\n\nIf this was not you, you can ignore this email: your account and password stay as they are.\n\n${SITE_NAME}`,
  };
}

export function passwordResetMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: `Reset your ${SITE_NAME} password`,
    text: `Hello,\n\nSomeone (hopefully you) asked to reset the password of your ${SITE_NAME} account.\nOpen this link within one hour to choose a new password:\n\n${url}\n\nThe link works once. If you did not ask for this, ignore this email; your password stays as it is.\n\n${SITE_NAME}`,
  };
}

export function verificationMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: `Confirm your email address for ${SITE_NAME}`,
    text: `Welcome to ${SITE_NAME}!\n\nPlease confirm your email address by opening this link within 24 hours; it signs you in and takes you to your profile:\n\n${url}\n\nIf you did not create a ${SITE_NAME} account, ignore this email: no account is created without this confirmation.\n\n${SITE_NAME}`,
  };
}

// ---------------------------------------------------------------- access requests

/**
 * The form mails whatever address a visitor types in, so the mail carries
 * only our own words: no name, no message, nothing a stranger could phrase as
 * if we had written it.
 */
export function accessRequestMail(input: Pick<AccessRequestInput, 'email' | 'role'>): MailMessage {
  return {
    to: input.email,
    subject: `We received your ${SITE_NAME} access request`,
    text: [
      'Hello,',
      '',
      `We received a request to access ${SITE_NAME} as ${input.role === 'company' ? 'a company posting jobs' : 'a facilitator'}, made with this email address (${input.email}).`,
      '',
      `Our team reviews every request within ${ACCESS_REQUEST_REVIEW_TIME}. Once it has been reviewed, we will send an email with account setup instructions to this address.`,
      '',
      'If you did not ask for access, you can ignore this message: no account has been created.',
      '',
      `The ${SITE_NAME} team`,
    ].join('\n'),
  };
}

// ---------------------------------------------------------------- profiles

/** A company's message to a facilitator; replies go straight to the company. */
export function contactMail(input: {
  kind: ContactKind;
  facilitatorFirstName: string;
  to: string;
  companyName: string;
  companyEmail: string;
  message: string;
  siteUrl: string;
}): MailMessage {
  const subject =
    input.kind === 'availability'
      ? `${input.companyName} is asking about your availability`
      : `New message from ${input.companyName} on ${SITE_NAME}`;
  const intro =
    input.kind === 'availability'
      ? `${input.companyName} would like to know whether you are available. They wrote:`
      : `${input.companyName} sent you a message through your ${SITE_NAME} profile:`;
  return {
    to: input.to,
    replyTo: input.companyEmail,
    subject,
    text: [
      `Hello ${input.facilitatorFirstName},`,
      '',
      intro,
      '',
      ...input.message.split('\n').map((line) => `> ${line}`),
      '',
      `Reply to this email to answer ${input.companyName} directly (${input.companyEmail}).`,
      '',
      `You receive this because your facilitator profile is listed on ${SITE_NAME}: ${input.siteUrl}/facilitator/profile`,
      '',
      `The ${SITE_NAME} team`,
    ].join('\n'),
  };
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
  return {
    to: input.to,
    subject: `New application for ${input.jobTitle}`,
    text: `Hello,\n\n${input.applicantName} applied ${input.reapplied ? 'again ' : ''}to ${input.jobTitle} on ${SITE_NAME}.\n\nReview the application:\n${input.siteUrl}/company/jobs/${input.jobId}/applicants\n\n${SITE_NAME}`,
  };
}

/** To the facilitator, when the company moves their application to another status. */
export function applicationStatusMail(input: {
  to: string;
  firstName: string | null;
  jobTitle: string;
  status: ApplicationStatus;
  siteUrl: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Update on your application for ${input.jobTitle}`,
    text: `Hello ${input.firstName ?? ''},\n\nYour application for ${input.jobTitle} is now ${APPLICATION_STATUS_LABELS[input.status]}.\n\nSee all your applications:\n${input.siteUrl}/facilitator/applications\n\n${SITE_NAME}`,
  };
}
