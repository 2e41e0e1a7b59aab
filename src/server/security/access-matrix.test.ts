import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import {
  accessRequests,
  attachments,
  conversations,
  facilitatorCredentials,
  facilitators,
  invitations,
  messages,
  notifications,
  reports,
  savedSearches,
} from '../db/schema';
import { addDays, utcDay } from '../profiles/days';
import { writeAttachment } from '../storage/attachments';
import { writeEvidence } from '../storage/evidence';
import { CURRENCIES } from '../../shared/facilitation-options';
import {
  makeApplication,
  makeJob,
  validApplicationInput,
  validJobInput,
  listedFacilitatorValues,
} from '../test/factories';
import { as, buildTestApp, signUp, type TestContext, type TestUser } from '../test/helpers';

/**
 * The access-control matrix: every API route, requested as anonymous, company
 * A, company B, facilitator A, facilitator B and admin, against resources that
 * belong to A. The exact set of actors allowed through is asserted; the others
 * must be refused with 401, 403 or 404 (never B reading or changing A's data).
 * The route list comes from the app itself, so a new route without an entry
 * here fails the test.
 */
// One for every entry's users (and more for the destructive ones): past the list, the admin would be a company.
const ADMIN_EMAILS = Array.from({ length: 300 }, (_, i) => `admin-${i}@matrix.example`);
const ctx: TestContext = await buildTestApp({
  RATE_LIMIT_MAX: '1000000',
  AUTH_RATE_LIMIT_SCALE: '1000',
  ACCESS_REQUESTS_PER_HOUR: '1000000',
  ADMIN_EMAILS: ADMIN_EMAILS.join(','),
});
let adminIndex = 0;

type Actor = 'anon' | 'companyA' | 'companyB' | 'facilitatorA' | 'facilitatorB' | 'admin';
const ACTORS: Actor[] = ['anon', 'companyA', 'companyB', 'facilitatorA', 'facilitatorB', 'admin'];
const SIGNED_IN: Actor[] = ['companyA', 'companyB', 'facilitatorA', 'facilitatorB', 'admin'];
// The admin is a staff account (its email is in ADMIN_EMAILS): no profile, not a company or facilitator.
const COMPANIES: Actor[] = ['companyA', 'companyB'];
/** The accounts with a profile: everyone signed in but the operator's staff. */
const MEMBERS: Actor[] = ['companyA', 'companyB', 'facilitatorA', 'facilitatorB'];
const FACILITATORS: Actor[] = ['facilitatorA', 'facilitatorB'];

interface Fixtures {
  users: Record<Exclude<Actor, 'anon'>, TestUser>;
  publishedJob: string;
  draftJob: string;
  closedJob: string;
  pendingJob: string;
  rejectedJob: string;
  expiredJob: string;
  /** Published, expiring within the reminder's window: it may be extended. */
  expiringJob: string;
  /** A signed Extend link's token for `expiringJob`. */
  extendToken: string;
  application: string;
  notification: string;
  accessRequest: string;
  /** Company A's thread with facilitator A. */
  conversation: string;
  /** Company A's invitation of facilitator A to one of its published jobs. */
  invitation: string;
  /** A published job of company A that nobody was invited to yet. */
  invitableJob: string;
  /** Facilitator A's saved search. */
  savedSearch: string;
  /** Facilitator A's credential, with an uploaded evidence file. */
  credential: string;
  /** Facilitator A's CV, sent with their application to company A's published job. */
  attachment: string;
}

interface Entry {
  /** Who gets through; 'public' = everyone alike. */
  allowed: Actor[] | 'public';
  request: (
    f: Fixtures,
    actor: Actor,
  ) => { url: string; payload?: unknown; headers?: Record<string, string> };
  /** Streams stay open: only the refusals are checked. */
  streaming?: boolean;
  /** The request ends the actor's account: every actor gets fresh users. */
  destructive?: boolean;
  /** A public route that hides what others may not see: every refusal, even signed out, is a 404. */
  hidden?: boolean;
}

const CREDENTIAL = { kind: 'iaf-cpf', year: 2019 };
const PDF = '%PDF-1.7\n%%EOF\n';
const PDF_UPLOAD = `--matrix\r\nContent-Disposition: form-data; name="file"; filename="cpf.pdf"\r\nContent-Type: application/pdf\r\n\r\n${PDF}\r\n--matrix--\r\n`;

const MATRIX: Record<string, Entry> = {
  'GET /api/health': { allowed: 'public', request: () => ({ url: '/api/health' }) },
  'GET /api/operator': { allowed: 'public', request: () => ({ url: '/api/operator' }) },
  'GET /sitemap.xml': { allowed: 'public', request: () => ({ url: '/sitemap.xml' }) },
  'GET /robots.txt': { allowed: 'public', request: () => ({ url: '/robots.txt' }) },
  'GET /jobs/feed.xml': { allowed: 'public', request: () => ({ url: '/jobs/feed.xml?focusArea=agile' }) },
  'GET /de/jobs/feed.xml': {
    allowed: 'public',
    request: () => ({ url: '/de/jobs/feed.xml?focusArea=agile' }),
  },
  'GET /api/auth/*': { allowed: 'public', request: () => ({ url: '/api/auth/get-session' }) },
  'POST /api/auth/*': {
    allowed: 'public',
    request: () => ({ url: '/api/auth/request-password-reset', payload: { email: 'nobody@test.example' } }),
  },
  'GET /api/me': { allowed: 'public', request: () => ({ url: '/api/me' }) },
  // A ZIP archive of the user's own data; one at a time and a few an hour per user (auth/data-export.test.ts).
  'GET /api/account/export': { allowed: SIGNED_IN, request: () => ({ url: '/api/account/export' }) },
  // Email settings: each signed-in user reads and saves only their own.
  'GET /api/account/notification-settings': {
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/account/notification-settings' }),
  },
  'PUT /api/account/notification-settings': {
    allowed: SIGNED_IN,
    request: () => ({
      url: '/api/account/notification-settings',
      payload: {
        messages: true,
        applications: false,
        statusChanges: true,
        invitations: true,
        jobAlerts: true,
      },
    }),
  },
  // The language of each signed-in user's own mails and notifications.
  'PATCH /api/account/language': {
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/account/language', payload: { locale: 'de' } }),
  },
  // Each signed-in user asks to move their own account only (nothing changes until the mailed link).
  'POST /api/account/email': {
    allowed: SIGNED_IN,
    request: (f, actor) => ({
      url: '/api/account/email',
      payload: {
        newEmail: `moved-${actor}@matrix.example`,
        password: actor === 'anon' ? 'whatever password' : f.users[actor].password,
      },
    }),
  },
  // The signed token is the only credential: everyone alike is refused a token that is not one.
  'POST /api/account/email/confirm': {
    allowed: 'public',
    request: () => ({ url: '/api/account/email/confirm', payload: { token: 'not-a-signed-token' } }),
  },
  'DELETE /api/account': {
    allowed: SIGNED_IN,
    destructive: true,
    request: (f, actor) => ({
      url: '/api/account',
      payload:
        actor === 'anon'
          ? { confirmEmail: 'x@test.example', password: 'whatever password' }
          : { confirmEmail: f.users[actor].email, password: f.users[actor].password },
    }),
  },
  // Staff accounts have no profile, no picture, no conversations.
  'GET /api/profile': { allowed: MEMBERS, request: () => ({ url: '/api/profile' }) },
  'PUT /api/profile/company': {
    allowed: COMPANIES,
    request: () => ({
      url: '/api/profile/company',
      payload: {
        name: 'Matrix Co',
        website: '',
        industry: 'Consulting',
        size: '11-50',
        description: 'A company description that is long enough to pass the rule of fifty.',
      },
    }),
  },
  'PUT /api/profile/facilitator': {
    allowed: FACILITATORS,
    request: () => ({
      url: '/api/profile/facilitator',
      payload: {
        firstName: 'Mat',
        lastName: 'Rix',
        headline: 'Workshop facilitator',
        location: 'Berlin, Germany',
        bio: 'A facilitator bio that is long enough to pass the minimum of fifty characters.',
        focusAreas: ['agile'],
      },
    }),
  },
  'POST /api/profile/avatar': {
    allowed: MEMBERS,
    request: () => ({
      url: '/api/profile/avatar',
      payload: 'not multipart',
      headers: { 'content-type': 'text/plain' },
    }),
  },
  'DELETE /api/profile/avatar': { allowed: MEMBERS, request: () => ({ url: '/api/profile/avatar' }) },
  'GET /uploads/:file': { allowed: 'public', request: () => ({ url: '/uploads/does-not-exist.webp' }) },
  // Availability and credentials: each facilitator's own; the evidence to its owner and admins.
  'GET /api/profile/availability': {
    allowed: FACILITATORS,
    request: () => ({ url: '/api/profile/availability' }),
  },
  'PUT /api/profile/availability': {
    allowed: FACILITATORS,
    request: () => ({
      url: '/api/profile/availability',
      payload: { status: 'available', availableFrom: null },
    }),
  },
  'PUT /api/profile/availability/dates/:date': {
    allowed: FACILITATORS,
    request: () => ({ url: `/api/profile/availability/dates/${addDays(utcDay(ctx.clock.now()), 3)}` }),
  },
  'DELETE /api/profile/availability/dates/:date': {
    allowed: FACILITATORS,
    request: () => ({ url: `/api/profile/availability/dates/${addDays(utcDay(ctx.clock.now()), 3)}` }),
  },
  'POST /api/profile/availability/range': {
    allowed: FACILITATORS,
    request: () => {
      const from = addDays(utcDay(ctx.clock.now()), 3);
      return {
        url: '/api/profile/availability/range',
        payload: { from, to: addDays(from, 4), blocked: true },
      };
    },
  },
  'GET /api/profile/credentials': {
    allowed: FACILITATORS,
    request: () => ({ url: '/api/profile/credentials' }),
  },
  'POST /api/profile/credentials': {
    allowed: FACILITATORS,
    request: () => ({ url: '/api/profile/credentials', payload: CREDENTIAL }),
  },
  'PATCH /api/profile/credentials/:id': {
    allowed: ['facilitatorA'],
    request: (f) => ({
      url: `/api/profile/credentials/${f.credential}`,
      payload: { ...CREDENTIAL, year: 2020 },
    }),
  },
  'DELETE /api/profile/credentials/:id': {
    allowed: ['facilitatorA'],
    request: (f) => ({ url: `/api/profile/credentials/${f.credential}` }),
  },
  'POST /api/profile/credentials/:id/evidence': {
    allowed: ['facilitatorA'],
    request: (f) => ({
      url: `/api/profile/credentials/${f.credential}/evidence`,
      payload: PDF_UPLOAD,
      headers: { 'content-type': 'multipart/form-data; boundary=matrix' },
    }),
  },
  'GET /api/credentials/:id/evidence': {
    allowed: ['facilitatorA', 'admin'],
    request: (f) => ({ url: `/api/credentials/${f.credential}/evidence` }),
  },
  'GET /api/admin/credentials': { allowed: ['admin'], request: () => ({ url: '/api/admin/credentials' }) },
  'POST /api/admin/credentials/:id/verify': {
    allowed: ['admin'],
    // Not the shown version: an admin is let through to the check (409), the others are refused before it.
    request: (f) => ({
      url: `/api/admin/credentials/${f.credential}/verify`,
      payload: { version: 'not-shown' },
    }),
  },
  'POST /api/admin/credentials/:id/unverify': {
    allowed: ['admin'],
    request: (f) => ({ url: `/api/admin/credentials/${f.credential}/unverify` }),
  },
  'POST /api/admin/credentials/:id/reject': {
    allowed: ['admin'],
    request: (f) => ({
      url: `/api/admin/credentials/${f.credential}/reject`,
      payload: { reason: 'The certificate number does not match the issuer.' },
    }),
  },
  'POST /api/admin/credentials/:id/request-evidence': {
    allowed: ['admin'],
    request: (f) => ({
      url: `/api/admin/credentials/${f.credential}/request-evidence`,
      payload: { message: 'Please upload your certificate.' },
    }),
  },
  'GET /api/facilitators': { allowed: 'public', request: () => ({ url: '/api/facilitators?q=workshop' }) },
  'GET /api/facilitators/:id': {
    allowed: 'public',
    request: () => ({ url: '/api/facilitators/00000000-0000-4000-8000-000000000000' }),
  },
  'GET /api/companies': { allowed: 'public', request: () => ({ url: '/api/companies' }) },
  'GET /api/companies/:id': {
    allowed: 'public',
    request: () => ({ url: '/api/companies/00000000-0000-4000-8000-000000000000' }),
  },
  'GET /api/focus-areas/counts': { allowed: 'public', request: () => ({ url: '/api/focus-areas/counts' }) },
  'GET /api/job-search': { allowed: 'public', request: () => ({ url: '/api/job-search?query=workshop' }) },
  'POST /api/access-requests': {
    allowed: 'public',
    request: () => ({
      url: '/api/access-requests',
      payload: { name: 'Matrix Person', email: 'matrix@test.example', role: 'facilitator' },
    }),
  },
  'GET /api/admin/access-requests': {
    allowed: ['admin'],
    request: () => ({ url: '/api/admin/access-requests' }),
  },
  'GET /api/admin/queue': { allowed: ['admin'], request: () => ({ url: '/api/admin/queue' }) },
  'POST /api/admin/access-requests/:id/handle': {
    allowed: ['admin'],
    request: (f) => ({ url: `/api/admin/access-requests/${f.accessRequest}/handle`, payload: {} }),
  },
  'GET /api/admin/moderation': { allowed: ['admin'], request: () => ({ url: '/api/admin/moderation' }) },
  'POST /api/admin/jobs/:id/approve': {
    allowed: ['admin'],
    request: (f) => ({ url: `/api/admin/jobs/${f.pendingJob}/approve`, payload: {} }),
  },
  'POST /api/admin/jobs/:id/reject': {
    allowed: ['admin'],
    request: (f) => ({ url: `/api/admin/jobs/${f.pendingJob}/reject`, payload: { reason: 'Off-topic' } }),
  },
  'GET /api/admin/overview': { allowed: ['admin'], request: () => ({ url: '/api/admin/overview' }) },
  // Any signed-in user may report; A's own job answers 400 for A, which is not a refusal of access.
  'POST /api/reports': {
    allowed: SIGNED_IN,
    request: (f) => ({
      url: '/api/reports',
      payload: { targetType: 'job', targetId: f.publishedJob, category: 'spam', note: 'Matrix' },
    }),
  },
  'GET /api/admin/reports': { allowed: ['admin'], request: () => ({ url: '/api/admin/reports' }) },
  'POST /api/admin/reports/:targetType/:targetId/dismiss': {
    allowed: ['admin'],
    request: (f) => ({ url: `/api/admin/reports/job/${f.publishedJob}/dismiss`, payload: {} }),
  },
  'POST /api/admin/reports/:targetType/:targetId/hide': {
    allowed: ['admin'],
    request: (f) => ({ url: `/api/admin/reports/job/${f.publishedJob}/hide`, payload: {} }),
  },
  'POST /api/admin/reports/:targetType/:targetId/suspend-owner': {
    allowed: ['admin'],
    request: (f) => ({
      url: `/api/admin/reports/job/${f.publishedJob}/suspend-owner`,
      payload: { reason: 'Matrix' },
    }),
  },
  'GET /api/admin/users': { allowed: ['admin'], request: () => ({ url: '/api/admin/users?q=test' }) },
  'POST /api/admin/users/:id/suspend': {
    allowed: ['admin'],
    request: (f) => ({
      url: `/api/admin/users/${f.users.companyB.id}/suspend`,
      payload: { reason: 'Matrix' },
    }),
  },
  'POST /api/admin/users/:id/unsuspend': {
    allowed: ['admin'],
    request: (f) => ({ url: `/api/admin/users/${f.users.companyB.id}/unsuspend`, payload: {} }),
  },
  'GET /api/admin/audit-log': {
    allowed: ['admin'],
    request: () => ({ url: '/api/admin/audit-log?action=access_request.handled&q=someone' }),
  },
  'GET /api/exchange-rates': { allowed: 'public', request: () => ({ url: '/api/exchange-rates' }) },
  'PUT /api/admin/exchange-rates': {
    allowed: ['admin'],
    request: () => ({
      url: '/api/admin/exchange-rates',
      payload: { asOf: '2026-11-20', rates: Object.fromEntries(CURRENCIES.map((code) => [code, 1])) },
    }),
  },
  'POST /api/jobs': {
    allowed: COMPANIES,
    request: () => ({ url: '/api/jobs', payload: validJobInput({ title: 'Matrix workshop facilitator' }) }),
  },
  'GET /api/jobs': { allowed: 'public', request: () => ({ url: '/api/jobs?q=workshop' }) },
  // The signed token is the authority: everyone alike gets 400 for a forged one.
  'GET /api/alerts/unsubscribe/:token': {
    allowed: 'public',
    request: () => ({ url: '/api/alerts/unsubscribe/forged.token' }),
  },
  // The List-Unsubscribe URL: a mail client's one-click POST, without cookies or an origin of ours.
  'POST /alerts/unsubscribe/:token': {
    allowed: 'public',
    request: () => ({
      url: '/alerts/unsubscribe/forged.token',
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  // The cookie banner's form (a tap before the scripts run, or without them): the same for everyone.
  'POST /cookie-consent': {
    allowed: 'public',
    request: () => ({
      url: '/cookie-consent',
      payload: 'consent=true&return=%2Fjobs',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  // A's draft: only A may see it.
  'GET /api/jobs/:id': {
    allowed: ['companyA'],
    hidden: true,
    request: (f) => ({ url: `/api/jobs/${f.draftJob}` }),
  },
  'PATCH /api/jobs/:id': {
    allowed: ['companyA'],
    request: (f) => ({
      url: `/api/jobs/${f.publishedJob}`,
      payload: { title: 'Renamed by the matrix test' },
    }),
  },
  'POST /api/jobs/:id/publish': {
    allowed: ['companyA'],
    request: (f) => ({ url: `/api/jobs/${f.draftJob}/publish`, payload: {} }),
  },
  'POST /api/jobs/:id/close': {
    allowed: ['companyA'],
    request: (f) => ({ url: `/api/jobs/${f.publishedJob}/close`, payload: {} }),
  },
  'POST /api/jobs/:id/reopen': {
    allowed: ['companyA'],
    request: (f) => ({ url: `/api/jobs/${f.closedJob}/reopen`, payload: {} }),
  },
  // A's rejected job: nobody else may learn it exists.
  'POST /api/jobs/:id/resubmit': {
    allowed: ['companyA'],
    request: (f) => ({ url: `/api/jobs/${f.rejectedJob}/resubmit`, payload: {} }),
  },
  'POST /api/jobs/:id/relist': {
    allowed: ['companyA'],
    request: (f) => ({ url: `/api/jobs/${f.expiredJob}/relist`, payload: {} }),
  },
  'POST /api/jobs/:id/extend': {
    allowed: ['companyA'],
    request: (f) => ({ url: `/api/jobs/${f.expiringJob}/extend`, payload: {} }),
  },
  'POST /api/jobs/extend': {
    allowed: ['companyA'],
    request: (f) => ({ url: '/api/jobs/extend', payload: { token: f.extendToken } }),
  },
  // A new draft from one of A's own jobs.
  'POST /api/jobs/:id/duplicate': {
    allowed: ['companyA'],
    request: (f) => ({ url: `/api/jobs/${f.publishedJob}/duplicate`, payload: {} }),
  },
  'GET /api/company/jobs': { allowed: COMPANIES, request: () => ({ url: '/api/company/jobs' }) },
  // Attachments: anyone signed in uploads; a file sent with an application goes to the applicant and the
  // job's company only.
  'POST /api/attachments': {
    allowed: SIGNED_IN,
    request: () => ({
      url: '/api/attachments',
      payload: PDF_UPLOAD,
      headers: { 'content-type': 'multipart/form-data; boundary=matrix' },
    }),
  },
  'GET /api/attachments/:id': {
    allowed: ['companyA', 'facilitatorA'],
    request: (f) => ({ url: `/api/attachments/${f.attachment}` }),
  },
  'POST /api/jobs/:id/applications': {
    allowed: FACILITATORS,
    request: (f) => ({ url: `/api/jobs/${f.publishedJob}/applications`, payload: validApplicationInput() }),
  },
  'GET /api/jobs/:id/my-application': {
    allowed: FACILITATORS,
    request: (f) => ({ url: `/api/jobs/${f.publishedJob}/my-application` }),
  },
  'GET /api/facilitator/applications': {
    allowed: FACILITATORS,
    request: () => ({ url: '/api/facilitator/applications' }),
  },
  'POST /api/applications/:id/withdraw': {
    allowed: ['facilitatorA'],
    request: (f) => ({ url: `/api/applications/${f.application}/withdraw`, payload: {} }),
  },
  // Only the facilitator's own application (refused with 400 while its company is still here).
  'POST /api/applications/:id/keep-days': {
    allowed: ['facilitatorA'],
    request: (f) => ({ url: `/api/applications/${f.application}/keep-days`, payload: {} }),
  },
  'GET /api/company/jobs/:jobId/applications': {
    allowed: ['companyA'],
    request: (f) => ({ url: `/api/company/jobs/${f.publishedJob}/applications` }),
  },
  'PATCH /api/applications/:id/status': {
    allowed: ['companyA'],
    request: (f) => ({
      url: `/api/applications/${f.application}/status`,
      payload: { status: 'shortlisted' },
    }),
  },
  // Suggestions for A's job: its owner and admins (the admin here is a company account).
  'GET /api/jobs/:id/suggested-facilitators': {
    allowed: ['companyA', 'admin'],
    request: (f) => ({ url: `/api/jobs/${f.publishedJob}/suggested-facilitators` }),
  },
  'GET /api/company/dashboard': { allowed: COMPANIES, request: () => ({ url: '/api/company/dashboard' }) },
  'GET /api/facilitator/dashboard': {
    allowed: FACILITATORS,
    request: () => ({ url: '/api/facilitator/dashboard' }),
  },
  'GET /api/notifications': { allowed: SIGNED_IN, request: () => ({ url: '/api/notifications' }) },
  'POST /api/notifications/read-all': {
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/notifications/read-all', payload: {} }),
  },
  'POST /api/notifications/:id/read': {
    allowed: ['companyA'],
    request: (f) => ({ url: `/api/notifications/${f.notification}/read`, payload: {} }),
  },
  'GET /api/conversations': { allowed: MEMBERS, request: () => ({ url: '/api/conversations' }) },
  'GET /api/conversations/unread': {
    allowed: MEMBERS,
    request: () => ({ url: '/api/conversations/unread' }),
  },
  // Companies write to facilitator A (listed); facilitators to company A, which only A may (A applied).
  'POST /api/conversations': {
    allowed: [...COMPANIES, 'facilitatorA'],
    request: (f, actor) => ({
      url: '/api/conversations',
      payload: {
        to: FACILITATORS.includes(actor) ? f.users.companyA.id : f.users.facilitatorA.id,
        body: 'Hello from the matrix',
      },
    }),
  },
  // A thread between company A and facilitator A: theirs alone.
  'GET /api/conversations/:id': {
    allowed: ['companyA', 'facilitatorA'],
    request: (f) => ({ url: `/api/conversations/${f.conversation}` }),
  },
  'GET /api/conversations/:id/messages': {
    allowed: ['companyA', 'facilitatorA'],
    request: (f) => ({ url: `/api/conversations/${f.conversation}/messages` }),
  },
  'POST /api/conversations/:id/messages': {
    allowed: ['companyA', 'facilitatorA'],
    request: (f) => ({ url: `/api/conversations/${f.conversation}/messages`, payload: { body: 'Matrix' } }),
  },
  'POST /api/conversations/:id/read': {
    allowed: ['companyA', 'facilitatorA'],
    request: (f) => ({ url: `/api/conversations/${f.conversation}/read`, payload: {} }),
  },
  'POST /api/conversations/:id/block': {
    allowed: ['companyA', 'facilitatorA'],
    request: (f) => ({ url: `/api/conversations/${f.conversation}/block`, payload: {} }),
  },
  'DELETE /api/conversations/:id/block': {
    allowed: ['companyA', 'facilitatorA'],
    request: (f) => ({ url: `/api/conversations/${f.conversation}/block` }),
  },
  // Company A's published job: another company gets 400 ("Choose one of your published jobs."), as for any
  // job not its own, which is not a refusal of access; nothing is sent.
  'POST /api/invitations': {
    allowed: COMPANIES,
    request: (f) => ({
      url: '/api/invitations',
      payload: { facilitatorId: f.users.facilitatorB.id, jobId: f.invitableJob, note: 'Join us' },
    }),
  },
  'GET /api/invitations': { allowed: MEMBERS, request: () => ({ url: '/api/invitations' }) },
  // Company A's invitation to facilitator A: only A answers it.
  'POST /api/invitations/:id/accept': {
    allowed: ['facilitatorA'],
    request: (f) => ({ url: `/api/invitations/${f.invitation}/accept`, payload: {} }),
  },
  'POST /api/invitations/:id/decline': {
    allowed: ['facilitatorA'],
    request: (f) => ({ url: `/api/invitations/${f.invitation}/decline`, payload: { reason: 'Busy' } }),
  },
  // Saved jobs: each facilitator's own list.
  'GET /api/saved-jobs': { allowed: FACILITATORS, request: () => ({ url: '/api/saved-jobs' }) },
  'GET /api/saved-jobs/ids': { allowed: FACILITATORS, request: () => ({ url: '/api/saved-jobs/ids' }) },
  'PUT /api/saved-jobs/:jobId': {
    allowed: FACILITATORS,
    request: (f) => ({ url: `/api/saved-jobs/${f.publishedJob}`, payload: {} }),
  },
  'DELETE /api/saved-jobs/:jobId': {
    allowed: FACILITATORS,
    request: (f) => ({ url: `/api/saved-jobs/${f.publishedJob}` }),
  },
  // Saved facilitators (listed facilitator A), with each company's own note.
  'GET /api/saved-facilitators': { allowed: COMPANIES, request: () => ({ url: '/api/saved-facilitators' }) },
  'GET /api/saved-facilitators/ids': {
    allowed: COMPANIES,
    request: () => ({ url: '/api/saved-facilitators/ids' }),
  },
  'PUT /api/saved-facilitators/:facilitatorId': {
    allowed: COMPANIES,
    request: (f) => ({
      url: `/api/saved-facilitators/${f.users.facilitatorA.id}`,
      payload: { note: 'Matrix' },
    }),
  },
  'DELETE /api/saved-facilitators/:facilitatorId': {
    allowed: COMPANIES,
    request: (f) => ({ url: `/api/saved-facilitators/${f.users.facilitatorA.id}` }),
  },
  // Saved searches: anyone signed in keeps their own; facilitator A's search is A's alone.
  'GET /api/saved-searches': { allowed: SIGNED_IN, request: () => ({ url: '/api/saved-searches' }) },
  'POST /api/saved-searches': {
    allowed: SIGNED_IN,
    request: () => ({
      url: '/api/saved-searches',
      payload: { name: 'Matrix search', filters: { q: 'workshop' }, frequency: 'daily', timeZone: 'UTC' },
    }),
  },
  'PATCH /api/saved-searches/:id': {
    allowed: ['facilitatorA'],
    request: (f) => ({ url: `/api/saved-searches/${f.savedSearch}`, payload: { frequency: 'weekly' } }),
  },
  'DELETE /api/saved-searches/:id': {
    allowed: ['facilitatorA'],
    request: (f) => ({ url: `/api/saved-searches/${f.savedSearch}` }),
  },
  'PUT /api/account/time-zone': {
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/account/time-zone', payload: { timeZone: 'Europe/Berlin' } }),
  },
  'GET /api/notifications/stream': {
    allowed: SIGNED_IN,
    streaming: true,
    request: () => ({ url: '/api/notifications/stream' }),
  },
};

async function createUsers(): Promise<Fixtures['users']> {
  return {
    companyA: await signUp(ctx, 'company'),
    companyB: await signUp(ctx, 'company'),
    facilitatorA: await signUp(ctx, 'facilitator'),
    facilitatorB: await signUp(ctx, 'facilitator'),
    admin: await signUp(ctx, 'company', { email: ADMIN_EMAILS[adminIndex++] }),
  };
}

async function createResources(users: Fixtures['users']): Promise<Omit<Fixtures, 'users'>> {
  const company = users.companyA;
  const published = await makeJob(ctx, company, { title: 'A published job', postedAt: new Date() });
  const draft = await makeJob(ctx, company, { title: 'A draft job', status: 'draft', postedAt: null });
  const closed = await makeJob(ctx, company, {
    title: 'A closed job',
    status: 'closed',
    postedAt: new Date(),
    closedAt: new Date(),
  });
  const pending = await makeJob(ctx, company, {
    title: 'A job in review',
    status: 'pending_review',
    postedAt: null,
    submittedAt: new Date(),
  });
  const rejected = await makeJob(ctx, company, {
    title: 'A rejected job',
    status: 'rejected',
    postedAt: null,
    rejectionReason: 'Off-topic',
  });
  const expired = await makeJob(ctx, company, { title: 'An expired job', status: 'expired' });
  const expiresAt = new Date(ctx.clock.now().getTime() + 2 * 24 * 60 * 60 * 1000);
  const expiring = await makeJob(ctx, company, { title: 'A job expiring soon', expiresAt });
  const extendToken = ctx.app.signedLinks.sign({ purpose: 'job.extend', subject: expiring.id, expiresAt });
  const application = await makeApplication(ctx, published, users.facilitatorA);
  const [notification] = await ctx.db
    .insert(notifications)
    .values({
      userId: users.companyA.id,
      type: 'application.new',
      title: 'New application',
      body: 'Someone applied',
    })
    .returning({ id: notifications.id });
  const [accessRequest] = await ctx.db
    .insert(accessRequests)
    .values({
      name: 'Someone',
      email: `someone-${Date.now()}-${Math.random()}@test.example`,
      role: 'company',
    })
    .returning({ id: accessRequests.id });
  // An open report of A's published job, for the admin's actions on reports.
  await ctx.db.insert(reports).values({
    reporterId: users.facilitatorB.id,
    targetType: 'job',
    targetId: published.id,
    category: 'spam',
    createdAt: new Date(),
  });
  // Facilitators A and B are listed; company A wrote to A and invited A to a job of its own.
  await ctx.db
    .update(facilitators)
    .set(listedFacilitatorValues(new Date()))
    .where(inArray(facilitators.id, [users.facilitatorA.id, users.facilitatorB.id]));
  const invitedJob = await makeJob(ctx, company, { title: 'A job with an invitation' });
  const invitableJob = await makeJob(ctx, company, { title: 'A job to invite to' });
  const now = ctx.clock.now();
  const [conversation] = await ctx.db
    .insert(conversations)
    .values({
      companyId: company.id,
      facilitatorId: users.facilitatorA.id,
      startedBy: 'company',
      jobId: invitedJob.id,
      lastMessageAt: now,
      lastMessageSide: 'company',
      lastMessagePreview: 'Join us',
      facilitatorUnread: 1,
      createdAt: now,
    })
    // One thread per pair: each actor's resources share the users, so the later ones reuse it.
    .onConflictDoUpdate({
      target: [conversations.companyId, conversations.facilitatorId],
      set: { jobId: invitedJob.id },
    })
    .returning({ id: conversations.id });
  const [message] = await ctx.db
    .insert(messages)
    .values({
      conversationId: conversation.id,
      senderId: company.id,
      side: 'company',
      body: 'Join us',
      jobId: invitedJob.id,
      createdAt: now,
    })
    .returning({ id: messages.id });
  const [invitation] = await ctx.db
    .insert(invitations)
    .values({
      conversationId: conversation.id,
      messageId: message.id,
      companyId: company.id,
      facilitatorId: users.facilitatorA.id,
      jobId: invitedJob.id,
      createdAt: now,
    })
    .returning({ id: invitations.id });
  const [savedSearch] = await ctx.db
    .insert(savedSearches)
    .values({
      userId: users.facilitatorA.id,
      name: 'Facilitator A’s search',
      filters: { q: 'workshop' },
      frequency: 'daily',
      nextDigestAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: savedSearches.id });
  const [credential] = await ctx.db
    .insert(facilitatorCredentials)
    .values({
      ...CREDENTIAL,
      facilitatorId: users.facilitatorA.id,
      kind: 'iaf-cpf',
      evidencePath: await writeEvidence(ctx.config.UPLOADS_DIR, Buffer.from(PDF)),
      evidenceType: 'application/pdf',
      evidenceName: 'cpf.pdf',
    })
    .returning({ id: facilitatorCredentials.id });
  const [attachment] = await ctx.db
    .insert(attachments)
    .values({
      ownerId: users.facilitatorA.id,
      path: await writeAttachment(ctx.config.UPLOADS_DIR, Buffer.from(PDF)),
      name: 'cv.pdf',
      type: 'application/pdf',
      size: PDF.length,
      applicationId: application.id,
      createdAt: now,
    })
    .returning({ id: attachments.id });
  return {
    attachment: attachment.id,
    credential: credential.id,
    savedSearch: savedSearch.id,
    conversation: conversation.id,
    invitation: invitation.id,
    invitableJob: invitableJob.id,
    publishedJob: published.id,
    draftJob: draft.id,
    closedJob: closed.id,
    pendingJob: pending.id,
    rejectedJob: rejected.id,
    expiredJob: expired.id,
    expiringJob: expiring.id,
    extendToken,
    application: application.id,
    notification: notification.id,
    accessRequest: accessRequest.id,
  };
}

describe('access-control matrix', () => {
  it('has an entry for every route but the pages of the web app', () => {
    // Besides /api: uploads, the sitemap, robots.txt, feeds and the one-click unsubscribe link.
    const routes = ctx.app.routeList
      .filter((route) => route.url !== '/' && route.url !== '/*')
      .map((route) => `${route.method} ${route.url}`);
    const missing = [...new Set(routes)].filter((key) => !MATRIX[key]);
    expect(missing, 'routes without a matrix entry').toEqual([]);
    const stale = Object.keys(MATRIX).filter((key) => !routes.includes(key));
    expect(stale, 'matrix entries for routes that no longer exist').toEqual([]);
  });

  // One test per route, each with its own users and resources.
  // Each route brings its own users and resources, so the routes run side by side: a route's time is mostly
  // spent waiting (sign-ups, their mails through the queue), not computing.
  describe.concurrent('lets exactly the allowed actors through', () => {
    for (const [key, entry] of Object.entries(MATRIX)) {
      it(key, async ({ expect }) => {
        expect(await matrixProblems(key, entry)).toEqual([]);
      });
    }
  });
});

/** What is wrong with one route's answers to the six actors (empty when each got what its entry says). */
async function matrixProblems(key: string, entry: Entry): Promise<string[]> {
  const problems: string[] = [];
  const [method, route] = key.split(' ');
  // Fresh users for account deletion; fresh resources for every request that may change them, so no request sees
  // another's side effects. A GET changes nothing: the actors share one set of resources.
  let users = await createUsers();
  let shared: Omit<Fixtures, 'users'> | undefined;
  const statuses = new Map<Actor, number>();
  for (const actor of ACTORS) {
    if (entry.destructive) users = await createUsers();
    const resources =
      method === 'GET' && !entry.destructive
        ? (shared ??= await createResources(users))
        : await createResources(users);
    const fixtures: Fixtures = { users, ...resources };
    const { url, payload, headers } = entry.request(fixtures, actor);
    if (entry.streaming && actor !== 'anon') continue;
    const user = actor === 'anon' ? undefined : users[actor];
    const res = await ctx.app.inject({
      method: method as 'GET',
      url,
      headers: { ...as(user), ...headers },
      ...(payload === undefined
        ? {}
        : typeof payload === 'string'
          ? { payload }
          : { payload: payload as object }),
    });
    statuses.set(actor, res.statusCode);
    if (res.statusCode >= 500)
      problems.push(`${key} as ${actor}: ${res.statusCode} ${res.body.slice(0, 160)}`);
  }
  if (entry.allowed === 'public') {
    const distinct = new Set(statuses.values());
    if (distinct.size !== 1 || [...distinct].some((status) => status === 401 || status === 403)) {
      problems.push(
        `${key} (${route}) should answer everyone alike: ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
    }
    return problems;
  }
  for (const actor of ACTORS) {
    const status = statuses.get(actor);
    if (status === undefined) continue;
    const refused = status === 401 || status === 403 || status === 404;
    const shouldPass = entry.allowed.includes(actor);
    if (shouldPass && refused) problems.push(`${key}: ${actor} should be allowed but got ${status}`);
    if (!shouldPass && !refused) problems.push(`${key}: ${actor} should be refused but got ${status}`);
    const expectedRefusal = entry.hidden ? 404 : actor === 'anon' ? 401 : undefined;
    if (!shouldPass && expectedRefusal && status !== expectedRefusal)
      problems.push(`${key}: ${actor} should get ${expectedRefusal}, got ${status}`);
  }
  return problems;
}
