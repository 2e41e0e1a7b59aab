// Long on purpose: every mail the product sends, side by side, so that their wording stays one voice.
import { formatDate, formatTime } from '../../shared/dates';
import type { AccessRequestInput } from '../../shared/access-requests';
import type { ApplicationStatus } from '../../shared/application-options';
import { translator } from '../../shared/i18n/catalogue';
import { localizedPath, type Locale } from '../../shared/i18n/locales';
import { composeMail } from './layout';
import type { MailMessage } from './mailer';
import { mailMessages } from './messages';
import { optionText } from '../../shared/i18n/options';
import type { AssignableOrgRole } from '../../shared/organisation-roles';

/*
 * Every mail the product sends, each with a plain-text and an HTML part from `composeMail` (layout.ts),
 * in the recipient's language (`locale`: their account's, or the page's for a visitor without one), worded
 * by the `mail` catalogue. `siteUrl` is the configured public address (config.SITE_URL): links in a mail
 * must work outside the request that caused it, and lead to the pages in the mail's language. A mail's
 * first link is its action.
 */

/** The mail catalogue in `locale`. */
const wording = (locale: Locale) => translator(locale, mailMessages);

/** A page of the site in `locale`: ('https://hub.example', 'de', '/jobs/1') → 'https://hub.example/de/jobs/1'. */
export const pageUrl = (siteUrl: string, locale: Locale, path: string) =>
  `${siteUrl}${localizedPath(locale, path)}`;

/** "Hello Ada," to a person whose first name is known, else "Hello,". */
const greetingFor = (locale: Locale, firstName: string | null) =>
  firstName ? wording(locale)('greeting.named', { firstName }) : wording(locale)('greeting.plain');

// ---------------------------------------------------------------- accounts

/** To an address that already has a confirmed account, when someone signs up with it again. */
export function signUpAttemptMail(to: string, siteUrl: string, locale: Locale): MailMessage {
  const t = wording(locale);
  return composeMail({
    to,
    locale,
    subject: t('signUpAttempt.subject'),
    greeting: t('greeting.plain'),
    paragraphs: [t('signUpAttempt.body')],
    action: { label: t('action.signIn'), url: pageUrl(siteUrl, locale, '/auth') },
    after: [
      t('signUpAttempt.forgot', { url: pageUrl(siteUrl, locale, '/auth?mode=forgot') }),
      t('signUpAttempt.notYou'),
    ],
    footer: t('footer.account'),
  });
}

export function passwordResetMail(to: string, url: string, locale: Locale): MailMessage {
  const t = wording(locale);
  return composeMail({
    to,
    locale,
    subject: t('passwordReset.subject'),
    greeting: t('greeting.plain'),
    paragraphs: [t('passwordReset.body')],
    action: { label: t('passwordReset.action'), url },
    after: [t('passwordReset.after')],
    footer: t('footer.account'),
  });
}

/**
 * To an address that was signed up for again before it was confirmed: no password typed at a sign-up works
 * any more, and choosing one through this link confirms the address (decision 030).
 */
export function choosePasswordMail(to: string, url: string, locale: Locale): MailMessage {
  const t = wording(locale);
  return composeMail({
    to,
    locale,
    subject: t('choosePassword.subject'),
    greeting: t('greeting.plain'),
    paragraphs: [t('choosePassword.why'), t('choosePassword.body')],
    action: { label: t('choosePassword.action'), url },
    after: [t('choosePassword.after')],
    footer: t('footer.account'),
  });
}

export function verificationMail(to: string, url: string, locale: Locale): MailMessage {
  const t = wording(locale);
  return composeMail({
    to,
    locale,
    subject: t('verification.subject'),
    greeting: t('verification.greeting'),
    paragraphs: [t('verification.body')],
    action: { label: t('verification.action'), url },
    after: [t('verification.after')],
    footer: t('footer.account'),
  });
}

/** To the new address of an email change: the address changes only once this link is followed. */
export function emailChangeConfirmMail(to: string, url: string, locale: Locale): MailMessage {
  const t = wording(locale);
  return composeMail({
    to,
    locale,
    subject: t('emailChangeConfirm.subject'),
    greeting: t('greeting.plain'),
    paragraphs: [t('emailChangeConfirm.body')],
    action: { label: t('emailChangeConfirm.action'), url },
    after: [t('emailChangeConfirm.after')],
    footer: t('footer.account'),
  });
}

/** To the old address of an email change, as soon as it is asked for. */
export function emailChangeNoticeMail(
  to: string,
  newEmail: string,
  siteUrl: string,
  locale: Locale,
): MailMessage {
  const t = wording(locale);
  return composeMail({
    to,
    locale,
    subject: t('emailChangeNotice.subject'),
    greeting: t('greeting.plain'),
    paragraphs: [t('emailChangeNotice.body', { newEmail })],
    action: { label: t('emailChangeNotice.action'), url: pageUrl(siteUrl, locale, '/account/settings') },
    after: [t('emailChangeNotice.after')],
    footer: t('footer.account'),
  });
}

/** To an address that already has an account, when another account asks to move to it (nothing changes). */
export function emailChangeTakenMail(to: string, siteUrl: string, locale: Locale): MailMessage {
  const t = wording(locale);
  return composeMail({
    to,
    locale,
    subject: t('emailChangeTaken.subject'),
    greeting: t('greeting.plain'),
    paragraphs: [t('emailChangeTaken.body')],
    action: { label: t('action.signIn'), url: pageUrl(siteUrl, locale, '/auth') },
    after: [t('emailChangeTaken.after')],
    footer: t('footer.account'),
  });
}

// ---------------------------------------------------------------- organisations

/**
 * To an address invited to join an organisation: one link, which joins (signing in, or choosing a
 * password for a new account). It works once, until the invitation expires.
 */
export function organisationInvitationMail(input: {
  to: string;
  locale: Locale;
  organisationName: string;
  inviterName: string;
  role: AssignableOrgRole;
  joinUrl: string;
  expiresAt: Date;
}): MailMessage {
  const { locale, organisationName, inviterName } = input;
  const t = wording(locale);
  return composeMail({
    to: input.to,
    locale,
    subject: t('orgInvitation.subject', { inviterName, organisationName }),
    greeting: t('greeting.plain'),
    paragraphs: [
      t('orgInvitation.body', { inviterName, organisationName, role: t(`orgRole.${input.role}`) }),
    ],
    action: { label: t('orgInvitation.action', { organisationName }), url: input.joinUrl },
    after: [t('orgInvitation.after', { organisationName, moment: utcMoment(input.expiresAt, locale) })],
    footer: t('footer.account'),
  });
}

// ---------------------------------------------------------------- access requests

/**
 * The form mails whatever address a visitor types in, so the mail carries
 * only our own words: no name, no message, nothing a stranger could phrase as
 * if we had written it.
 */
export function accessRequestMail(
  input: Pick<AccessRequestInput, 'email' | 'role'>,
  /** The language of the page the form was sent from. */
  locale: Locale,
): MailMessage {
  const t = wording(locale);
  return composeMail({
    to: input.email,
    locale,
    subject: t('accessRequest.subject'),
    greeting: t('greeting.plain'),
    paragraphs: [
      t('accessRequest.body', { role: input.role, email: input.email }),
      t('accessRequest.review'),
      t('accessRequest.notYou'),
    ],
    footer: t('accessRequest.footer'),
  });
}

// ---------------------------------------------------------------- applications

/** To the company, when a facilitator applies (or applies again after withdrawing). */
export function newApplicationMail(input: {
  to: string;
  locale: Locale;
  applicantName: string;
  reapplied: boolean;
  jobId: string;
  jobTitle: string;
  siteUrl: string;
}): MailMessage {
  const { locale } = input;
  const t = wording(locale);
  const names = { applicantName: input.applicantName, jobTitle: input.jobTitle };
  return composeMail({
    to: input.to,
    locale,
    subject: t('newApplication.subject', { jobTitle: input.jobTitle }),
    greeting: t('greeting.plain'),
    paragraphs: [input.reapplied ? t('newApplication.bodyAgain', names) : t('newApplication.body', names)],
    action: {
      label: t('newApplication.action'),
      url: pageUrl(input.siteUrl, locale, `/company/jobs/${input.jobId}/applicants`),
    },
    footer: t('newApplication.footer'),
  });
}

/** To the facilitator, when the company moves their application to another status. */
export function applicationStatusMail(input: {
  to: string;
  locale: Locale;
  firstName: string | null;
  jobTitle: string;
  status: ApplicationStatus;
  siteUrl: string;
}): MailMessage {
  const { locale } = input;
  const t = wording(locale);
  return composeMail({
    to: input.to,
    locale,
    subject: t('applicationStatus.subject', { jobTitle: input.jobTitle }),
    greeting: greetingFor(locale, input.firstName),
    paragraphs: [
      t('applicationStatus.body', {
        jobTitle: input.jobTitle,
        status: optionText(locale, `applicationStatus.${input.status}`),
      }),
    ],
    action: {
      label: t('applicationStatus.action'),
      url: pageUrl(input.siteUrl, locale, '/facilitator/applications'),
    },
    footer: t('footer.applicant'),
  });
}

// ---------------------------------------------------------------- offers and engagements

/** What a party of an offer or engagement hears of it by mail (engagements/engagement-notices.ts). */
export type EngagementMailKind =
  | 'offer'
  | 'countered'
  | 'accepted'
  | 'declined'
  | 'withdrawn'
  | 'withdrawnSuspended'
  | 'withdrawnLeft'
  | 'expired'
  | 'cancelled'
  | 'cancelledLeft'
  | 'delivered'
  | 'completed'
  | 'reminderStart'
  | 'reminderDelivery'
  | 'reminderCompletion';

/** Who a mail to a party of an engagement goes to, which engagement it is of, and what its words name. */
export interface EngagementPartyMail {
  to: string;
  locale: Locale;
  firstName: string | null;
  name: string;
  day: string;
  engagementId: string;
  siteUrl: string;
}

/**
 * The shape engagements' and reviews' mails share: a subject and one paragraph worded with `name` and `day`
 * (in the reader's language), one action to `path` of the site, and the engagements footer.
 */
function engagementPartyMail(
  input: EngagementPartyMail,
  wordsOf: (
    t: ReturnType<typeof wording>,
    words: { name: string; day: string },
  ) => {
    subject: string;
    paragraph: string;
    action: string;
  },
  path: string,
): MailMessage {
  const { locale } = input;
  const t = wording(locale);
  const worded = wordsOf(t, { name: input.name, day: formatDate(input.day, { locale }) });
  return composeMail({
    to: input.to,
    locale,
    subject: worded.subject,
    greeting: greetingFor(locale, input.firstName),
    paragraphs: [worded.paragraph],
    action: { label: worded.action, url: pageUrl(input.siteUrl, locale, path) },
    footer: t('footer.engagement', { url: notificationSettingsUrl(input.siteUrl, locale) }),
  });
}

/**
 * To a party of an offer or engagement (the facilitator, or each member of the organisation who wants such
 * mail): what the other side or the business clock did. `name` is the other party's, `day` the first session day.
 */
export function engagementMail(input: EngagementPartyMail & { kind: EngagementMailKind }): MailMessage {
  return engagementPartyMail(
    input,
    (t, words) => ({
      subject: t(`engagement.${input.kind}.subject`, words),
      paragraph: t(`engagement.${input.kind}.body`, words),
      action: t('engagement.action'),
    }),
    `/engagements/${input.engagementId}`,
  );
}

// ---------------------------------------------------------------- reviews

/** What a party of a completed engagement hears of its reviews by mail (reviews/review-notices.ts). */
export type ReviewMailKind = 'published' | 'reminder';

/**
 * To a party of a completed engagement: a review of them was published (`name` wrote it), or a reminder to
 * review `name` before the window closes on `day`. Never says what a sealed review holds.
 */
export function reviewMail(input: EngagementPartyMail & { kind: ReviewMailKind }): MailMessage {
  return engagementPartyMail(
    input,
    (t, words) => ({
      subject: t(`review.${input.kind}.subject`, words),
      paragraph: t(`review.${input.kind}.body`, words),
      action: t('review.action'),
    }),
    `/engagements/${input.engagementId}/review`,
  );
}

// ---------------------------------------------------------------- moderation

/** Who a mail about one job goes to (its poster), and what its links need. */
interface PosterMailInput {
  to: string;
  locale: Locale;
  jobId: string;
  jobTitle: string;
  siteUrl: string;
}

/** To the poster, when an admin approved their job: it is on the site now. */
export function jobApprovedMail(input: PosterMailInput): MailMessage {
  const { locale, jobTitle } = input;
  const t = wording(locale);
  return composeMail({
    to: input.to,
    locale,
    subject: t('jobApproved.subject', { jobTitle }),
    greeting: t('greeting.plain'),
    paragraphs: [t('jobApproved.body', { jobTitle })],
    action: { label: t('jobApproved.action'), url: pageUrl(input.siteUrl, locale, `/jobs/${input.jobId}`) },
    footer: t('footer.moderation'),
  });
}

/** To the poster, when an admin rejected their job, with the admin's reason. */
export function jobRejectedMail(input: PosterMailInput & { reason: string }): MailMessage {
  const { locale, jobTitle } = input;
  const t = wording(locale);
  return composeMail({
    to: input.to,
    locale,
    subject: t('jobRejected.subject', { jobTitle }),
    greeting: t('greeting.plain'),
    paragraphs: [t('jobRejected.body', { jobTitle }), { quote: input.reason }, t('jobRejected.after')],
    action: { label: t('jobRejected.action'), url: pageUrl(input.siteUrl, locale, `/jobs/${input.jobId}`) },
    footer: t('footer.moderation'),
  });
}

// ---------------------------------------------------------------- job expiry

/** "Thursday, 3 December 2026 at 12:00 UTC": a mail cannot know the reader's time zone. */
const utcMoment = (at: Date, locale: Locale) =>
  wording(locale)('jobExpiring.moment', {
    date: formatDate(at, { timeZone: 'UTC', weekday: true, locale }),
    time: formatTime(at, 'UTC', locale),
  });

/** To the company, a few days before its job expires; with the one-time Extend link while it may extend. */
export function jobExpiringMail(
  input: PosterMailInput & {
    expiresAt: Date;
    /** The signed Extend link; null when the job was extended already in this publication. */
    extendUrl: string | null;
    extendDays: number;
  },
): MailMessage {
  const { locale, jobTitle } = input;
  const t = wording(locale);
  const jobUrl = pageUrl(input.siteUrl, locale, `/jobs/${input.jobId}`);
  const days = input.extendDays;
  return composeMail({
    to: input.to,
    locale,
    subject: t('jobExpiring.subject', { jobTitle }),
    greeting: t('greeting.plain'),
    paragraphs: [
      t('jobExpiring.body', { jobTitle, moment: utcMoment(input.expiresAt, locale) }),
      input.extendUrl ? t('jobExpiring.extend', { days }) : t('jobExpiring.extendedAlready'),
    ],
    action: input.extendUrl
      ? { label: t('jobExpiring.action', { days }), url: input.extendUrl }
      : { label: t('action.openJob'), url: jobUrl },
    after: input.extendUrl ? [t('jobExpiring.seeJob', { url: jobUrl })] : undefined,
    footer: t('jobExpiring.footer'),
  });
}

/** To a facilitator whose application was still pending when the job expired. */
export function jobExpiredForApplicantMail(input: {
  to: string;
  locale: Locale;
  firstName: string | null;
  jobTitle: string;
  siteUrl: string;
}): MailMessage {
  const { locale, jobTitle } = input;
  const t = wording(locale);
  return composeMail({
    to: input.to,
    locale,
    subject: t('jobExpired.subject', { jobTitle }),
    greeting: greetingFor(locale, input.firstName),
    paragraphs: [t('jobExpired.body', { jobTitle })],
    action: {
      label: t('jobExpired.action'),
      url: pageUrl(input.siteUrl, locale, '/facilitator/applications'),
    },
    footer: t('footer.applicant'),
  });
}

/** To a facilitator, once, a few days before the deadline of a job they saved (saved/deadline-reminders.ts). */
export function savedJobDeadlineMail(input: {
  to: string;
  locale: Locale;
  firstName: string | null;
  jobId: string;
  jobTitle: string;
  /** The 'YYYY-MM-DD' deadline, written as the reader reads it ("20 March 2031", "20. März 2031"). */
  deadline: string;
  siteUrl: string;
}): MailMessage {
  const { locale, jobTitle, siteUrl } = input;
  const t = wording(locale);
  const deadline = formatDate(input.deadline, { locale });
  return composeMail({
    to: input.to,
    locale,
    subject: t('savedDeadline.subject', { deadline, jobTitle }),
    greeting: greetingFor(locale, input.firstName),
    paragraphs: [t('savedDeadline.body', { deadline, jobTitle })],
    action: { label: t('action.openJob'), url: pageUrl(siteUrl, locale, `/jobs/${input.jobId}`) },
    after: [t('savedDeadline.after', { url: pageUrl(siteUrl, locale, '/facilitator/saved') })],
    footer: t('savedDeadline.footer', { url: notificationSettingsUrl(siteUrl, locale) }),
  });
}

// ---------------------------------------------------------------- messages

/** The page where each user turns emails of a kind off. */
export const notificationSettingsUrl = (siteUrl: string, locale: Locale) =>
  pageUrl(siteUrl, locale, '/account/settings#notifications');

/**
 * To one side of a conversation that has not read the other's messages (conversations/message-mail.service.ts):
 * the newest of them as plain text, quoted (the layout escapes them in HTML), and a Reply button to the thread.
 */
export function unreadMessagesMail(input: {
  to: string;
  locale: Locale;
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
  const { locale, senderName: sender, unreadCount: count } = input;
  const t = wording(locale);
  const shown = input.messages.length;
  return composeMail({
    to: input.to,
    locale,
    subject: t('unread.subject', { count, sender }),
    greeting: greetingFor(locale, input.firstName),
    paragraphs: [
      count === 1
        ? t('unread.one', { sender })
        : shown < count
          ? t('unread.newest', { sender, count, shown })
          : t('unread.all', { sender, count }),
      ...input.messages.map((message) => ({ quote: message.body })),
    ],
    action: {
      label: t('unread.action'),
      url: pageUrl(input.siteUrl, locale, `/messages/${input.conversationId}`),
    },
    footer: t('unread.footer', { url: notificationSettingsUrl(input.siteUrl, locale) }),
  });
}

// ---------------------------------------------------------------- conversations

const invitationsFooter = (siteUrl: string, locale: Locale) =>
  wording(locale)('footer.invitations', { url: notificationSettingsUrl(siteUrl, locale) });

/** To a facilitator whom a company invited to apply to one of its jobs; the note is the company's own words. */
export function invitationMail(input: {
  to: string;
  locale: Locale;
  firstName: string | null;
  companyName: string;
  jobTitle: string;
  note: string;
  conversationId: string;
  siteUrl: string;
}): MailMessage {
  const { locale, companyName, jobTitle } = input;
  const t = wording(locale);
  return composeMail({
    to: input.to,
    locale,
    subject: t('invitation.subject', { companyName, jobTitle }),
    greeting: greetingFor(locale, input.firstName),
    paragraphs: [
      t('invitation.body', { companyName, jobTitle }),
      { quote: input.note },
      t('invitation.after'),
    ],
    action: {
      label: t('invitation.action'),
      url: pageUrl(input.siteUrl, locale, `/messages/${input.conversationId}`),
    },
    footer: invitationsFooter(input.siteUrl, locale),
  });
}

/** To the company, when the facilitator it invited accepted or declined (with their reason, if they gave one). */
export function invitationAnswerMail(input: {
  to: string;
  locale: Locale;
  facilitatorName: string;
  jobTitle: string;
  accepted: boolean;
  reason: string | null;
  conversationId: string;
  siteUrl: string;
}): MailMessage {
  const { locale } = input;
  const t = wording(locale);
  const names = { name: input.facilitatorName, jobTitle: input.jobTitle };
  return composeMail({
    to: input.to,
    locale,
    subject: input.accepted
      ? t('invitationAnswer.subject.accepted', names)
      : t('invitationAnswer.subject.declined', names),
    greeting: t('greeting.plain'),
    paragraphs: [
      input.accepted ? t('invitationAnswer.accepted', names) : t('invitationAnswer.declined', names),
      ...(input.reason ? [t('invitationAnswer.reason'), { quote: input.reason }] : []),
    ],
    action: {
      label: t('invitationAnswer.action'),
      url: pageUrl(input.siteUrl, locale, `/messages/${input.conversationId}`),
    },
    footer: invitationsFooter(input.siteUrl, locale),
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
  locale: Locale;
  firstName: string | null;
  searchName: string;
  /** The newest matches (at most ALERT_MAX_JOBS), newest first. */
  jobs: AlertJob[];
  /** How many new matches there are in all. */
  total: number;
  /** /jobs with the search's filters, on SITE_URL, in the reader's language. */
  searchUrl: string;
  /** The one-click unsubscribe URL of this saved search (signed, no sign-in). */
  unsubscribeUrl: string;
  siteUrl: string;
}

/**
 * The body every alert shares: the jobs (title, company and location, link), "See all matching jobs", a
 * footer with the search's unsubscribe link and the setting that stops all of them, and the RFC 8058
 * headers that let a mail client unsubscribe with one click (a POST to the same URL).
 */
function alertMail(input: AlertMailInput, subject: string, intro: string, why: string): MailMessage {
  const { locale } = input;
  const t = wording(locale);
  const shown = input.jobs.length;
  const mail = composeMail({
    to: input.to,
    locale,
    subject,
    greeting: greetingFor(locale, input.firstName),
    paragraphs: [
      shown < input.total ? t('alert.newest', { intro, shown }) : intro,
      ...input.jobs.map(
        (job) =>
          // `src=alert`: the insights count the visit as the alert mail's.
          `${job.title}\n${job.companyName} · ${job.location}\n${pageUrl(input.siteUrl, locale, `/jobs/${job.id}?src=alert`)}`,
      ),
    ],
    action: { label: t('alert.action'), url: input.searchUrl },
    footer: t('alert.footer', {
      why,
      unsubscribeUrl: input.unsubscribeUrl,
      settingsUrl: notificationSettingsUrl(input.siteUrl, locale),
    }),
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
  const t = wording(input.locale);
  const first = input.jobs[0];
  return alertMail(
    input,
    total === 1 && first
      ? t('alert.subject.one', { searchName, title: first.title })
      : t('alert.subject.many', { searchName, total }),
    t('alert.intro', { total, searchName }),
    t('alert.why', { searchName }),
  );
}

/** A daily or weekly digest of a saved search's new matches. */
export function jobDigestMail(input: AlertMailInput & { frequency: 'daily' | 'weekly' }): MailMessage {
  const { total, searchName } = input;
  const t = wording(input.locale);
  const daily = input.frequency === 'daily';
  const values = { total, searchName };
  return alertMail(
    input,
    daily ? t('digest.subject.daily', values) : t('digest.subject.weekly', values),
    daily ? t('digest.intro.daily', values) : t('digest.intro.weekly', values),
    daily ? t('digest.why.daily', values) : t('digest.why.weekly', values),
  );
}
