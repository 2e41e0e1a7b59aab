import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  accessRequests,
  applicantNotes,
  attachments,
  conversations,
  engagements,
  engagementVersions,
  companies as companyProfiles,
  declineTemplates,
  facilitatorCredentials,
  facilitators,
  invitations,
  messages,
  notifications,
  organisationInvitations,
  outcomeFollowUps,
  outsideReferences,
  reports,
  reviews,
  savedSearches,
} from '../db/schema';
import { addDays, utcDay } from '../profiles/days';
import { makeEngagement } from '../test/engagement-factories';
import { writeAttachment } from '../storage/attachments';
import { writeEvidence } from '../storage/evidence';
import { CURRENCIES } from '../../shared/facilitation-options';
import { can, type OrgPermission, type OrgRole } from '../../shared/organisation-roles';
import {
  makeApplication,
  makeJob,
  validApplicationInput,
  validJobInput,
  listedFacilitatorValues,
} from '../test/factories';
import {
  as,
  buildTestApp,
  sessionCookie,
  signUp,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../test/helpers';

/**
 * The access-control matrix: every API route, requested as anonymous, company
 * A (the owner of organisation A), a member of A in each other role, company B,
 * a member of B, facilitator A, facilitator B and admin, against resources that
 * belong to A. The exact set of actors allowed through is asserted; the others
 * must be refused with 401, 403 or 404 (never B reading or changing A's data).
 * A company route's allowed actors are read off the roles' permissions
 * (`can()`), so the matrix states the rules. The route list comes from the app
 * itself, so a new route without an entry here fails the test.
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

/** The company-side people: each acts for one organisation with one role. */
const ORGANISATION_ROLES = {
  companyA: { organisation: 'A', role: 'owner' },
  adminA: { organisation: 'A', role: 'admin' },
  hiringManagerA: { organisation: 'A', role: 'hiring_manager' },
  recruiterA: { organisation: 'A', role: 'recruiter' },
  viewerA: { organisation: 'A', role: 'viewer' },
  companyB: { organisation: 'B', role: 'owner' },
  memberB: { organisation: 'B', role: 'hiring_manager' },
} as const satisfies Record<string, { organisation: 'A' | 'B'; role: OrgRole }>;
type CompanySide = keyof typeof ORGANISATION_ROLES;
/** Organisation A's members who joined through an invitation (its owner signed up), and B's. */
const INVITED_TO_A = ['adminA', 'hiringManagerA', 'recruiterA', 'viewerA'] as const;
const INVITED_TO_B = ['memberB'] as const;

type Actor = 'anon' | CompanySide | 'facilitatorA' | 'facilitatorB' | 'admin';
const COMPANY_SIDE = Object.keys(ORGANISATION_ROLES) as CompanySide[];
const ACTORS: Actor[] = ['anon', ...COMPANY_SIDE, 'facilitatorA', 'facilitatorB', 'admin'];
const SIGNED_IN: Actor[] = ACTORS.filter((actor) => actor !== 'anon');
const FACILITATORS: Actor[] = ['facilitatorA', 'facilitatorB'];
// The admin is a staff account (its email is in ADMIN_EMAILS): no profile, not a company or facilitator.
/** The accounts with a profile: everyone signed in but the operator's staff. */
const MEMBERS: Actor[] = [...COMPANY_SIDE, ...FACILITATORS];

/** Those who are no party to a record of organisation A and facilitator A. */
const OTHER_PARTIES: Actor[] = ['companyB', 'memberB', 'facilitatorB'];

/** The company-side people of either organisation whose role has `permission`: each acting for their own. */
const companies = (permission: OrgPermission): CompanySide[] =>
  COMPANY_SIDE.filter((actor) => can(ORGANISATION_ROLES[actor].role, permission));
/** Organisation A's members whose role has `permission`: who may act on A's resources. */
const orgA = (permission: OrgPermission): CompanySide[] =>
  companies(permission).filter((actor) => ORGANISATION_ROLES[actor].organisation === 'A');

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
  /** Company B's open invitation of company A's address to join it, and its signed link's token. */
  orgInvitation: string;
  orgInvitationToken: string;
  /** Organisation A's open invitation of a new address. */
  orgInvitationOfA: string;
  /** Company A's note on `application`. */
  applicantNote: string;
  /** Company A's offer to facilitator A (facilitator A's turn), one facilitator A countered (A's turn), and
   * a confirmed engagement between them. */
  offer: string;
  counteredOffer: string;
  engagement: string;
  /** Company A's engagement of facilitator A, flagged for the operator's help. */
  flaggedEngagement: string;
  /** A published review of organisation A by facilitator A (made fresh for the routes that change it). */
  review?: string;
  /** Facilitator A's open request for an outside reference (made by `fresh` where a route needs it). */
  reference?: string;
  /** Organisation A's own decline template (made by `fresh` where a route needs it). */
  declineTemplate?: string;
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
  /**
   * A record of organisation A and facilitator A: to the other organisation's members and to facilitator B
   * it does not exist (404), rather than being theirs to be refused (403).
   */
  private?: boolean;
  /**
   * The resources a request changes, made for it alone: each allowed actor's request gets fresh ones (a few
   * rows, where a whole new set of resources would cost a dozen sign-ups' worth), the others one shared set.
   */
  fresh?: (users: Fixtures['users']) => Promise<Partial<Omit<Fixtures, 'users'>>>;
}

const CREDENTIAL = { kind: 'iaf-cpf', year: 2019 };
const PDF = '%PDF-1.7\n%%EOF\n';
const PDF_UPLOAD = `--matrix\r\nContent-Disposition: form-data; name="file"; filename="cpf.pdf"\r\nContent-Type: application/pdf\r\n\r\n${PDF}\r\n--matrix--\r\n`;

/** An offer of company A to facilitator A, facilitator A's to answer. */
const freshOffer = async (users: Fixtures['users']) => ({
  offer: await matrixEngagement(users, { status: 'offered', turn: 'facilitator' }),
});
/** A confirmed engagement of company A and facilitator A, a month ahead. */
const freshEngagement = async (users: Fixtures['users']) => ({
  engagement: await matrixEngagement(users, { status: 'confirmed', turn: null, acceptedAt: ctx.clock.now() }),
});
/** An engagement of company A and facilitator A in `status`, whose session days ended yesterday. */
const pastEngagement = async (users: Fixtures['users'], status: 'confirmed' | 'delivered') => {
  const yesterday = addDays(utcDay(ctx.clock.now()), -1);
  const row = await makeEngagement(ctx, {
    organisationId: users.companyA.id,
    facilitatorId: users.facilitatorA.id,
    status,
    days: [addDays(yesterday, -1), yesterday],
  });
  return row.id;
};

/** A completed engagement of company A and facilitator A, six weeks on, whose follow-up was asked. */
const followUpEngagement = async (users: Fixtures['users']) => {
  const row = await makeEngagement(ctx, {
    organisationId: users.companyA.id,
    facilitatorId: users.facilitatorA.id,
    status: 'completed',
  });
  const now = ctx.clock.now();
  await ctx.db
    .update(engagements)
    .set({ completedAt: new Date(now.getTime() - 43 * 24 * 60 * 60 * 1000) })
    .where(inArray(engagements.id, [row.id]));
  await ctx.db.insert(outcomeFollowUps).values({
    engagementId: row.id,
    facilitatorId: users.facilitatorA.id,
    organisationId: users.companyA.id,
    askedAt: now,
  });
  return { engagement: row.id };
};

/** Facilitator A's open request for an outside reference. */
const freshReference = async (users: Fixtures['users']) => {
  const [row] = await ctx.db
    .insert(outsideReferences)
    .values({
      facilitatorId: users.facilitatorA.id,
      clientName: 'Matrix Client',
      clientEmail: 'client@matrix.example',
      requestedAt: ctx.clock.now(),
    })
    .returning({ id: outsideReferences.id });
  return { reference: row!.id };
};

/** A reference its client gave facilitator A, shown on A's profile: the operator's to hide. */
const givenReference = async (users: Fixtures['users']) => {
  const { reference } = await freshReference(users);
  await ctx.db
    .update(outsideReferences)
    .set({ status: 'given', givenAt: ctx.clock.now(), body: 'A reference given for the matrix.' })
    .where(eq(outsideReferences.id, reference));
  return { reference };
};

/** A decline message of organisation A's own (docs/decisions/043). */
const freshDeclineTemplate = async (users: Fixtures['users']) => {
  const [row] = await ctx.db
    .insert(declineTemplates)
    .values({
      organisationId: users.companyA.id,
      name: 'Matrix no',
      subject: 'About {jobTitle}',
      body: 'Thank you.',
      createdAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
    })
    .returning({ id: declineTemplates.id });
  return { declineTemplate: row!.id };
};

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
  // An address of its own for each actor: a password reset is limited per address.
  'POST /api/auth/*': {
    allowed: 'public',
    request: (_f, actor) => ({
      url: '/api/auth/request-password-reset',
      payload: { email: `nobody-${actor.toLowerCase()}@test.example` },
    }),
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
  // The public company profile, and a company-side person's picture (the organisation's).
  'PUT /api/profile/company': {
    allowed: companies('profile'),
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
    allowed: [...companies('profile'), ...FACILITATORS],
    request: () => ({
      url: '/api/profile/avatar',
      payload: 'not multipart',
      headers: { 'content-type': 'text/plain' },
    }),
  },
  'DELETE /api/profile/avatar': {
    allowed: [...companies('profile'), ...FACILITATORS],
    request: () => ({ url: '/api/profile/avatar' }),
  },
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
  'GET /api/admin/engagements': { allowed: ['admin'], request: () => ({ url: '/api/admin/engagements' }) },
  'GET /api/admin/engagements/:id': {
    allowed: ['admin'],
    request: (f) => ({ url: `/api/admin/engagements/${f.flaggedEngagement}` }),
  },
  'POST /api/admin/engagements/:id/resolve': {
    allowed: ['admin'],
    request: (f) => ({ url: `/api/admin/engagements/${f.flaggedEngagement}/resolve`, payload: {} }),
  },
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
  'GET /api/admin/organisations': {
    allowed: ['admin'],
    request: () => ({ url: '/api/admin/organisations?q=test&state=active' }),
  },
  'POST /api/admin/organisations/:id/suspend': {
    allowed: ['admin'],
    request: (f) => ({
      url: `/api/admin/organisations/${f.users.companyB.id}/suspend`,
      payload: { reason: 'Matrix' },
    }),
  },
  'POST /api/admin/organisations/:id/unsuspend': {
    allowed: ['admin'],
    request: (f) => ({ url: `/api/admin/organisations/${f.users.companyB.id}/unsuspend`, payload: {} }),
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
    allowed: companies('jobs'),
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
  // A's draft: only A's members may see it.
  'GET /api/jobs/:id': {
    allowed: orgA('read'),
    hidden: true,
    request: (f) => ({ url: `/api/jobs/${f.draftJob}` }),
  },
  'PATCH /api/jobs/:id': {
    allowed: orgA('jobs'),
    request: (f) => ({
      url: `/api/jobs/${f.publishedJob}`,
      payload: { title: 'Renamed by the matrix test' },
    }),
  },
  'POST /api/jobs/:id/publish': {
    allowed: orgA('jobs'),
    request: (f) => ({ url: `/api/jobs/${f.draftJob}/publish`, payload: {} }),
  },
  'POST /api/jobs/:id/close': {
    allowed: orgA('jobs'),
    request: (f) => ({ url: `/api/jobs/${f.publishedJob}/close`, payload: {} }),
  },
  'POST /api/jobs/:id/reopen': {
    allowed: orgA('jobs'),
    request: (f) => ({ url: `/api/jobs/${f.closedJob}/reopen`, payload: {} }),
  },
  // A's rejected job: nobody else may learn it exists.
  'POST /api/jobs/:id/resubmit': {
    allowed: orgA('jobs'),
    request: (f) => ({ url: `/api/jobs/${f.rejectedJob}/resubmit`, payload: {} }),
  },
  'POST /api/jobs/:id/relist': {
    allowed: orgA('jobs'),
    request: (f) => ({ url: `/api/jobs/${f.expiredJob}/relist`, payload: {} }),
  },
  'POST /api/jobs/:id/extend': {
    allowed: orgA('jobs'),
    request: (f) => ({ url: `/api/jobs/${f.expiringJob}/extend`, payload: {} }),
  },
  'POST /api/jobs/extend': {
    allowed: orgA('jobs'),
    request: (f) => ({ url: '/api/jobs/extend', payload: { token: f.extendToken } }),
  },
  // A new draft from one of A's own jobs.
  'POST /api/jobs/:id/duplicate': {
    allowed: orgA('jobs'),
    request: (f) => ({ url: `/api/jobs/${f.publishedJob}/duplicate`, payload: {} }),
  },
  'GET /api/company/jobs': { allowed: companies('read'), request: () => ({ url: '/api/company/jobs' }) },
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
    allowed: [...orgA('read'), 'facilitatorA'],
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
    allowed: orgA('read'),
    request: (f) => ({ url: `/api/company/jobs/${f.publishedJob}/applications` }),
  },
  // Short of hiring: the pipeline (hiring is refused without 'hire' in the service, applications.test.ts).
  'PATCH /api/applications/:id/status': {
    allowed: orgA('pipeline'),
    request: (f) => ({
      url: `/api/applications/${f.application}/status`,
      payload: { status: 'shortlisted' },
    }),
  },
  // A second case of the route (its key has a word after the path): hiring takes a role that may hire,
  // checked by the service once the guard let the pipeline through.
  'PATCH /api/applications/:id/status hiring': {
    allowed: orgA('hire'),
    request: (f) => ({ url: `/api/applications/${f.application}/status`, payload: { status: 'hired' } }),
  },
  // Declines (decision 043): the pipeline's members of A decline A's applicants, one or several, and cancel
  // a waiting message (none waits here: a 400, past the guard); every member reads the templates.
  'POST /api/applications/:id/decline': {
    allowed: orgA('pipeline'),
    request: (f) => ({ url: `/api/applications/${f.application}/decline`, payload: { reason: 'budget' } }),
  },
  'POST /api/applications/:id/decline/cancel-message': {
    allowed: orgA('pipeline'),
    request: (f) => ({ url: `/api/applications/${f.application}/decline/cancel-message`, payload: {} }),
  },
  'POST /api/company/jobs/:jobId/applications/decline': {
    allowed: orgA('pipeline'),
    request: (f) => ({
      url: `/api/company/jobs/${f.publishedJob}/applications/decline`,
      payload: {
        applicationIds: [f.application],
        reason: 'position_filled',
        templateId: 'default:position_filled',
      },
    }),
  },
  'GET /api/organisation/decline-templates': {
    allowed: COMPANY_SIDE,
    request: () => ({ url: '/api/organisation/decline-templates' }),
  },
  'POST /api/organisation/decline-templates': {
    allowed: companies('pipeline'),
    request: () => ({
      url: '/api/organisation/decline-templates',
      payload: { name: 'Warm no', subject: 'About {jobTitle}', body: 'Thank you, {firstName}.' },
    }),
  },
  'PATCH /api/organisation/decline-templates/:id': {
    allowed: orgA('pipeline'),
    fresh: freshDeclineTemplate,
    request: (f) => ({
      url: `/api/organisation/decline-templates/${f.declineTemplate}`,
      payload: { name: 'Warmer no', subject: 'About {jobTitle}', body: 'Thank you.' },
    }),
  },
  'DELETE /api/organisation/decline-templates/:id': {
    allowed: orgA('pipeline'),
    fresh: freshDeclineTemplate,
    request: (f) => ({ url: `/api/organisation/decline-templates/${f.declineTemplate}` }),
  },
  'PUT /api/organisation/decline-settings': {
    allowed: companies('pipeline'),
    request: () => ({
      url: '/api/organisation/decline-settings',
      payload: { tellRemainingApplicants: false },
    }),
  },
  // The team's private notes and scorecard: organisation A's members only, never facilitators.
  'GET /api/applications/:id/team': {
    allowed: orgA('read'),
    request: (f) => ({ url: `/api/applications/${f.application}/team` }),
  },
  'POST /api/applications/:id/notes': {
    allowed: orgA('notes'),
    request: (f) => ({ url: `/api/applications/${f.application}/notes`, payload: { body: 'A note' } }),
  },
  'PUT /api/applications/:id/rating': {
    allowed: orgA('notes'),
    request: (f) => ({ url: `/api/applications/${f.application}/rating`, payload: { score: 3 } }),
  },
  // A note is deleted by its author alone (company A wrote it), whatever the others' roles.
  'DELETE /api/applicant-notes/:id': {
    allowed: ['companyA'],
    request: (f) => ({ url: `/api/applicant-notes/${f.applicantNote}` }),
  },
  // Suggestions for A's job: A's members and the operator's admins.
  'GET /api/jobs/:id/suggested-facilitators': {
    allowed: [...orgA('read'), 'admin'],
    request: (f) => ({ url: `/api/jobs/${f.publishedJob}/suggested-facilitators` }),
  },
  'GET /api/company/dashboard': {
    allowed: companies('read'),
    request: () => ({ url: '/api/company/dashboard' }),
  },
  'GET /api/facilitator/dashboard': {
    allowed: FACILITATORS,
    request: () => ({ url: '/api/facilitator/dashboard' }),
  },
  'GET /api/notifications': { allowed: SIGNED_IN, request: () => ({ url: '/api/notifications' }) },
  'POST /api/notifications/read-all': {
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/notifications/read-all', payload: {} }),
  },
  // A notification to company A's owner in person: not to the other members.
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
    allowed: [...companies('pipeline'), 'facilitatorA'],
    request: (f, actor) => ({
      url: '/api/conversations',
      payload: {
        to: FACILITATORS.includes(actor) ? f.users.companyA.id : f.users.facilitatorA.id,
        body: 'Hello from the matrix',
      },
    }),
  },
  // A thread between company A and facilitator A: theirs alone; A's members read it, those who message write.
  // Offers and engagements: the facilitator's own, and organisation A's (every member reads; answering
  // takes `hire`); another organisation or facilitator is told they do not exist. Each allowed actor acts on
  // a record of its own in the state its action needs, so that it gets through to the change itself.
  'GET /api/engagements/draft': {
    allowed: orgA('hire'),
    request: (f) => ({ url: `/api/engagements/draft?applicationId=${f.application}` }),
  },
  // A fresh application each: one pending offer per facilitator and job.
  'POST /api/engagements': {
    allowed: orgA('hire'),
    fresh: async (users) => ({
      application: (await makeApplication(ctx, await makeJob(ctx, users.companyA), users.facilitatorA)).id,
    }),
    request: (f) => ({
      url: '/api/engagements',
      payload: { source: { applicationId: f.application }, terms: matrixTerms() },
    }),
  },
  'GET /api/engagements': { allowed: MEMBERS, request: () => ({ url: '/api/engagements?filter=offers' }) },
  'GET /api/engagements/:id': {
    allowed: [...orgA('read'), 'facilitatorA'],
    private: true,
    request: (f) => ({ url: `/api/engagements/${f.offer}` }),
  },
  'POST /api/engagements/:id/accept': {
    allowed: ['facilitatorA'],
    private: true,
    fresh: freshOffer,
    request: (f) => ({ url: `/api/engagements/${f.offer}/accept`, payload: { version: 1 } }),
  },
  // A second case: a counter-offer is the company's to answer, with `hire`.
  'POST /api/engagements/:id/accept counter': {
    allowed: orgA('hire'),
    private: true,
    fresh: async (users) => ({
      counteredOffer: await matrixEngagement(users, { status: 'offered', turn: 'company', version: 2 }),
    }),
    request: (f) => ({ url: `/api/engagements/${f.counteredOffer}/accept`, payload: { version: 2 } }),
  },
  'POST /api/engagements/:id/decline': {
    allowed: ['facilitatorA'],
    private: true,
    fresh: freshOffer,
    request: (f) => ({ url: `/api/engagements/${f.offer}/decline`, payload: { reason: 'Booked' } }),
  },
  'POST /api/engagements/:id/counter': {
    allowed: ['facilitatorA'],
    private: true,
    fresh: freshOffer,
    request: (f) => ({
      url: `/api/engagements/${f.offer}/counter`,
      payload: { version: 1, terms: matrixTerms() },
    }),
  },
  'POST /api/engagements/:id/withdraw': {
    allowed: orgA('hire'),
    private: true,
    fresh: freshOffer,
    request: (f) => ({ url: `/api/engagements/${f.offer}/withdraw`, payload: {} }),
  },
  // Delivered once its last day is past.
  'POST /api/engagements/:id/deliver': {
    allowed: ['facilitatorA'],
    private: true,
    fresh: async (users) => ({ engagement: await pastEngagement(users, 'confirmed') }),
    request: (f) => ({ url: `/api/engagements/${f.engagement}/deliver`, payload: {} }),
  },
  'POST /api/engagements/:id/complete': {
    allowed: orgA('hire'),
    private: true,
    fresh: async (users) => ({ engagement: await pastEngagement(users, 'delivered') }),
    request: (f) => ({ url: `/api/engagements/${f.engagement}/complete`, payload: {} }),
  },
  'POST /api/engagements/:id/cancel': {
    allowed: [...orgA('hire'), 'facilitatorA'],
    private: true,
    fresh: freshEngagement,
    request: (f) => ({ url: `/api/engagements/${f.engagement}/cancel`, payload: { reason: 'Matrix' } }),
  },
  'POST /api/engagements/:id/flag': {
    allowed: [...orgA('hire'), 'facilitatorA'],
    private: true,
    fresh: freshEngagement,
    request: (f) => ({ url: `/api/engagements/${f.engagement}/flag`, payload: { reason: 'Matrix' } }),
  },
  // Reviews (decision 042): each party of a completed engagement reads where it stands (every member of
  // organisation A), writes its own once (with `hire`); the reviewed party replies; anyone reads the published
  // ones; the operator hides one.
  'GET /api/engagements/:id/review': {
    allowed: [...orgA('read'), 'facilitatorA'],
    private: true,
    request: (f) => ({ url: `/api/engagements/${f.engagement}/review` }),
  },
  'POST /api/engagements/:id/review': {
    allowed: [...orgA('hire'), 'facilitatorA'],
    private: true,
    fresh: async (users) => ({ engagement: await completedMatrixEngagement(users) }),
    request: (f, actor) => ({
      url: `/api/engagements/${f.engagement}/review`,
      payload: FACILITATORS.includes(actor)
        ? {
            subject: 'organisation',
            rating: 4,
            criteria: { brief: 4, communication: 4, terms: 4 },
            text: 'A clear brief and a team that kept every agreed term.',
          }
        : {
            subject: 'facilitator',
            rating: 5,
            criteria: { preparation: 5, facilitation: 5, communication: 5, outcomes: 5 },
            outcomes: ['yes', 'partly'],
            wouldHireAgain: true,
            text: 'A thoughtful, well prepared facilitator who kept the room on track.',
          },
    }),
  },
  // A published review of organisation A by facilitator A: organisation A's to answer, with `hire`.
  'POST /api/reviews/:id/reply': {
    allowed: orgA('hire'),
    fresh: async (users) => ({ review: await publishedMatrixReview(users) }),
    request: (f) => ({ url: `/api/reviews/${f.review}/reply`, payload: { text: 'Thank you.' } }),
  },
  'GET /api/facilitators/:id/reviews': {
    allowed: 'public',
    request: (f) => ({ url: `/api/facilitators/${f.users.facilitatorA.id}/reviews` }),
  },
  'GET /api/companies/:id/reviews': {
    allowed: 'public',
    request: (f) => ({ url: `/api/companies/${f.users.companyA.id}/reviews` }),
  },
  'POST /api/admin/reviews/:id/hide': {
    allowed: ['admin'],
    fresh: async (users) => ({ review: await publishedMatrixReview(users) }),
    request: (f) => ({ url: `/api/admin/reviews/${f.review}/hide`, payload: { reason: 'Matrix' } }),
  },
  // The six-week follow-up: organisation A's members and facilitator A read it; those with `hire` answer once.
  'GET /api/engagements/:id/follow-up': {
    allowed: [...orgA('read'), 'facilitatorA'],
    private: true,
    fresh: followUpEngagement,
    request: (f) => ({ url: `/api/engagements/${f.engagement}/follow-up` }),
  },
  'POST /api/engagements/:id/follow-up': {
    allowed: orgA('hire'),
    private: true,
    fresh: followUpEngagement,
    request: (f) => ({
      url: `/api/engagements/${f.engagement}/follow-up`,
      payload: { answers: ['yes', 'too_early'] },
    }),
  },
  // Outside references: each facilitator's own; the client's link is the only credential of its form.
  'GET /api/facilitator/references': {
    allowed: FACILITATORS,
    request: () => ({ url: '/api/facilitator/references' }),
  },
  'POST /api/facilitator/references': {
    allowed: FACILITATORS,
    request: () => ({
      url: '/api/facilitator/references',
      payload: { clientName: 'Matrix Client', clientEmail: 'client@matrix.example' },
    }),
  },
  'POST /api/facilitator/references/:id/withdraw': {
    allowed: ['facilitatorA'],
    fresh: freshReference,
    request: (f) => ({ url: `/api/facilitator/references/${f.reference}/withdraw`, payload: {} }),
  },
  'POST /api/admin/references/:id/hide': {
    allowed: ['admin'],
    fresh: givenReference,
    request: (f) => ({ url: `/api/admin/references/${f.reference}/hide`, payload: { reason: 'Matrix' } }),
  },
  'GET /api/references/:token': {
    allowed: 'public',
    request: () => ({ url: '/api/references/forged.token' }),
  },
  'POST /api/references/:token': {
    allowed: 'public',
    request: () => ({ url: '/api/references/forged.token', payload: { text: 'x'.repeat(40) } }),
  },
  // The reference page's form before its script runs: a forged link sends everyone back to the page alike.
  'POST /references/:token': {
    allowed: 'public',
    request: () => ({
      url: '/references/forged.token',
      payload: `text=${'x'.repeat(40)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  'GET /api/conversations/:id': {
    allowed: [...orgA('read'), 'facilitatorA'],
    request: (f) => ({ url: `/api/conversations/${f.conversation}` }),
  },
  'GET /api/conversations/:id/messages': {
    allowed: [...orgA('read'), 'facilitatorA'],
    request: (f) => ({ url: `/api/conversations/${f.conversation}/messages` }),
  },
  'POST /api/conversations/:id/messages': {
    allowed: [...orgA('pipeline'), 'facilitatorA'],
    request: (f) => ({ url: `/api/conversations/${f.conversation}/messages`, payload: { body: 'Matrix' } }),
  },
  'POST /api/conversations/:id/read': {
    allowed: [...orgA('read'), 'facilitatorA'],
    request: (f) => ({ url: `/api/conversations/${f.conversation}/read`, payload: {} }),
  },
  'POST /api/conversations/:id/block': {
    allowed: [...orgA('pipeline'), 'facilitatorA'],
    request: (f) => ({ url: `/api/conversations/${f.conversation}/block`, payload: {} }),
  },
  'DELETE /api/conversations/:id/block': {
    allowed: [...orgA('pipeline'), 'facilitatorA'],
    request: (f) => ({ url: `/api/conversations/${f.conversation}/block` }),
  },
  // Company A's published job: another company gets 400 ("Choose one of your published jobs."), as for any
  // job not its own, which is not a refusal of access; nothing is sent.
  'POST /api/invitations': {
    allowed: companies('pipeline'),
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
  'GET /api/saved-facilitators': {
    allowed: companies('read'),
    request: () => ({ url: '/api/saved-facilitators' }),
  },
  'GET /api/saved-facilitators/ids': {
    allowed: companies('read'),
    request: () => ({ url: '/api/saved-facilitators/ids' }),
  },
  'PUT /api/saved-facilitators/:facilitatorId': {
    allowed: companies('pipeline'),
    request: (f) => ({
      url: `/api/saved-facilitators/${f.users.facilitatorA.id}`,
      payload: { note: 'Matrix' },
    }),
  },
  'DELETE /api/saved-facilitators/:facilitatorId': {
    allowed: companies('pipeline'),
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
  // The organisation a company-side person acts for: its members, invitations, roles and audit log. Each
  // organisation here has one owner, and the requests are chosen so that an allowed one is refused by a rule
  // (400, 409) past the guard rather than changing who belongs where: the actors share their users.
  'GET /api/organisation': { allowed: COMPANY_SIDE, request: () => ({ url: '/api/organisation' }) },
  'POST /api/organisation/invitations': {
    allowed: companies('members'),
    request: (_f, actor) => ({
      url: '/api/organisation/invitations',
      payload: { email: `invitee-${actor}-${Math.random()}@matrix.example`, role: 'viewer' },
    }),
  },
  'DELETE /api/organisation/invitations/:id': {
    allowed: orgA('members'),
    request: (f) => ({ url: `/api/organisation/invitations/${f.orgInvitationOfA}` }),
  },
  // The owner's own role: refused by a rule to the owner (their own) and to A's admin (an owner's, 409).
  'PATCH /api/organisation/members/:userId': {
    allowed: orgA('members'),
    request: (f) => ({
      url: `/api/organisation/members/${f.users.companyA.id}`,
      payload: { role: 'viewer' },
    }),
  },
  // A's viewer, taken over by themselves: refused by a rule (400) once past the guard and the member's lookup.
  'DELETE /api/organisation/members/:userId': {
    allowed: orgA('members'),
    request: (f) => ({
      url: `/api/organisation/members/${f.users.viewerA.id}`,
      payload: { takeoverId: f.users.viewerA.id },
    }),
  },
  // Every member may leave their own organisation; taken over by themselves is refused (400), and an only
  // owner may not leave (409).
  'POST /api/organisation/leave': {
    allowed: COMPANY_SIDE,
    request: (f, actor) => ({
      url: '/api/organisation/leave',
      payload: actor === 'anon' ? {} : { takeoverId: f.users[actor].id },
    }),
  },
  // To its owner: A's owner is refused by a rule (409); B's owner has no such member (404).
  'POST /api/organisation/transfer': {
    allowed: orgA('ownership'),
    request: (f) => ({ url: '/api/organisation/transfer', payload: { userId: f.users.companyA.id } }),
  },
  // A name that is not the organisation's: an owner's request gets through to the check (400).
  'DELETE /api/organisation': {
    allowed: companies('ownership'),
    request: () => ({ url: '/api/organisation', payload: { confirmName: 'Not the organisation’s name' } }),
  },
  'GET /api/organisation/audit': {
    allowed: companies('members'),
    request: () => ({ url: '/api/organisation/audit' }),
  },
  // The signed link is the only credential of its page and of signing up through it (the address has an
  // account: 409 for everyone alike); accepting it takes the invited address's own account.
  'GET /api/organisation-invitations/:token': {
    allowed: 'public',
    request: (f) => ({ url: `/api/organisation-invitations/${f.orgInvitationToken}` }),
  },
  'POST /api/organisation-invitations/accept': {
    allowed: ['companyA'],
    request: (f) => ({
      url: '/api/organisation-invitations/accept',
      payload: { token: f.orgInvitationToken },
    }),
  },
  'POST /api/organisation-invitations/sign-up': {
    allowed: 'public',
    request: (f) => ({
      url: '/api/organisation-invitations/sign-up',
      payload: {
        token: f.orgInvitationToken,
        firstName: 'Matrix',
        lastName: 'Person',
        password: 'correct horse battery',
      },
    }),
  },
  'GET /api/me/organisations': { allowed: COMPANY_SIDE, request: () => ({ url: '/api/me/organisations' }) },
  // Organisation A, but B's owner asks for B: B's member may not act for A (404).
  'PUT /api/me/organisation': {
    allowed: [...orgA('read'), 'companyB'],
    request: (f, actor) => ({
      url: '/api/me/organisation',
      payload: { organisationId: (actor === 'companyB' ? f.users.companyB : f.users.companyA).id },
    }),
  },
  'PUT /api/account/time-zone': {
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/account/time-zone', payload: { timeZone: 'Europe/Berlin' } }),
  },
  // The parties' calendar of one engagement: facilitator A and organisation A's readers; the rest 404.
  'GET /engagements/:id/calendar.ics': {
    allowed: [...orgA('read'), 'facilitatorA'],
    private: true,
    request: (f) => ({ url: `/engagements/${f.engagement}/calendar.ics` }),
  },
  'GET /api/me/calendar-feed': { allowed: MEMBERS, request: () => ({ url: '/api/me/calendar-feed' }) },
  'POST /api/me/calendar-feed': { allowed: MEMBERS, request: () => ({ url: '/api/me/calendar-feed' }) },
  // The feed's signed address is the authority: everyone alike gets 404 for a forged one.
  'GET /calendar/:token': { allowed: 'public', request: () => ({ url: '/calendar/forged.token' }) },
  'GET /api/notifications/stream': {
    allowed: SIGNED_IN,
    streaming: true,
    request: () => ({ url: '/api/notifications/stream' }),
  },
  // Insights (issue 37): a job's for organisation A's readers and the operator; the organisation's for its
  // readers; a facilitator's own; the browser's clicks and views from anyone (a bot, an owner or an admin is
  // simply not counted).
  'GET /api/jobs/:id/insights': {
    allowed: [...orgA('read'), 'admin'],
    request: (f) => ({ url: `/api/jobs/${f.publishedJob}/insights` }),
  },
  'GET /api/jobs/:id/insights.csv': {
    allowed: [...orgA('read'), 'admin'],
    request: (f) => ({ url: `/api/jobs/${f.publishedJob}/insights.csv` }),
  },
  'GET /api/organisation/insights': {
    allowed: companies('read'),
    request: () => ({ url: '/api/organisation/insights' }),
  },
  'GET /api/me/insights': { allowed: FACILITATORS, request: () => ({ url: '/api/me/insights' }) },
  'POST /api/insights/click': {
    allowed: 'public',
    request: (f) => ({ url: '/api/insights/click', payload: { action: 'apply', id: f.publishedJob } }),
  },
  'POST /api/insights/view': {
    allowed: 'public',
    request: (f) => ({ url: '/api/insights/view', payload: { subject: 'job', id: f.publishedJob } }),
  },
};

async function createUsers(): Promise<Fixtures['users']> {
  const [companyA, companyB, facilitatorA, facilitatorB, admin] = await Promise.all([
    signUp(ctx, 'company'),
    signUp(ctx, 'company'),
    signUp(ctx, 'facilitator'),
    signUp(ctx, 'facilitator'),
    signUp(ctx, 'company', { email: ADMIN_EMAILS[adminIndex++] }),
  ]);
  const joined = await Promise.all([
    ...INVITED_TO_A.map(async (actor) => [actor, await joinThroughInvitation(companyA, actor)] as const),
    ...INVITED_TO_B.map(async (actor) => [actor, await joinThroughInvitation(companyB, actor)] as const),
  ]);
  return {
    companyA,
    companyB,
    facilitatorA,
    facilitatorB,
    admin,
    ...(Object.fromEntries(joined) as Record<(typeof joined)[number][0], TestUser>),
  };
}

let joinerCount = 0;

/**
 * A new company-side person who joins `owner`'s organisation with `actor`'s role the way people do: the
 * owner invites the address, and the link's sign-up makes the account, joined and signed in. The link is
 * signed here as the mail's is (the mails go through a queue).
 */
async function joinThroughInvitation(owner: TestUser, actor: CompanySide): Promise<TestUser> {
  const email = `${actor.toLowerCase()}-${++joinerCount}-${Math.random().toString(36).slice(2, 8)}@matrix.example`;
  const invited = await ctx.app.inject({
    method: 'POST',
    url: '/api/organisation/invitations',
    headers: as(owner),
    payload: { email, role: ORGANISATION_ROLES[actor].role },
  });
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.statusCode} ${invited.body}`);
  const { id, expiresAt } = invited.json() as { id: string; expiresAt: string };
  const token = ctx.app.signedLinks.sign({
    purpose: 'organisation.invitation',
    subject: id,
    expiresAt: new Date(expiresAt),
  });
  const password = 'correct horse battery';
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/organisation-invitations/sign-up',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: `10.251.${Math.floor(joinerCount / 250) % 250}.${(joinerCount % 250) + 1}`,
    payload: { token, firstName: 'Matrix', lastName: actor, password },
  });
  if (res.statusCode !== 201) throw new Error(`joining failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookie(res.headers['set-cookie']);
  const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const userId = (me.json() as { user?: { id: string } } | null)?.user?.id;
  if (!userId) throw new Error(`joining did not sign ${email} in`);
  return { id: userId, email, password, cookie, userType: 'company' };
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
  // Company A's profile is complete, so its page and its reviews are public.
  await ctx.db
    .update(companyProfiles)
    .set({ profileCompletedAt: new Date() })
    .where(eq(companyProfiles.id, company.id));
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
  const [orgInvitation] = await ctx.db
    .insert(organisationInvitations)
    .values({
      organisationId: users.companyB.id,
      email: users.companyA.email,
      role: 'viewer',
      invitedBy: users.companyB.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000),
    })
    .returning({ id: organisationInvitations.id });
  const orgInvitationToken = ctx.app.signedLinks.sign({
    purpose: 'organisation.invitation',
    subject: orgInvitation.id,
    expiresAt: new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000),
  });
  const [orgInvitationOfA] = await ctx.db
    .insert(organisationInvitations)
    .values({
      organisationId: company.id,
      email: `invitee-${Math.random().toString(36).slice(2, 10)}@matrix.example`,
      role: 'recruiter',
      invitedBy: company.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000),
    })
    .returning({ id: organisationInvitations.id });
  const [applicantNote] = await ctx.db
    .insert(applicantNotes)
    .values({
      organisationId: company.id,
      applicationId: application.id,
      authorId: company.id,
      authorName: 'Company A',
      body: 'A note of the team',
      createdAt: now,
    })
    .returning({ id: applicantNotes.id });
  const offer = await matrixEngagement(users, { status: 'offered', turn: 'facilitator' });
  const counteredOffer = await matrixEngagement(users, { status: 'offered', turn: 'company', version: 2 });
  const engagement = await matrixEngagement(users, { status: 'confirmed', turn: null, acceptedAt: now });
  const flaggedEngagement = await makeEngagement(ctx, {
    organisationId: company.id,
    facilitatorId: users.facilitatorA.id,
    status: 'confirmed',
    flaggedAt: now,
    flagReason: 'The dates moved',
  });
  return {
    offer,
    counteredOffer,
    engagement,
    flaggedEngagement: flaggedEngagement.id,
    orgInvitation: orgInvitation.id,
    orgInvitationToken,
    orgInvitationOfA: orgInvitationOfA.id,
    applicantNote: applicantNote.id,
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
    // A key may name a second case of a route after its path ('PATCH /api/… hiring').
    const stale = Object.keys(MATRIX).filter((key) => !routes.includes(key.split(' ').slice(0, 2).join(' ')));
    expect(stale, 'matrix entries for routes that no longer exist').toEqual([]);
  });

  // One test per route, each with its own users and resources.
  // Each route brings its own users and resources, so the routes run side by side: a route's time is mostly
  // spent waiting (sign-ups, their mails through the queue), not computing.
  describe.concurrent('lets exactly the allowed actors through', () => {
    for (const [key, entry] of Object.entries(MATRIX)) {
      // Twelve actors one after another, each write with fresh resources (a destructive entry with a whole
      // new cast), while the other routes run beside it: minutes on a busy machine, not the default 30 s.
      it(
        key,
        async ({ expect }) => {
          expect(await matrixProblems(key, entry)).toEqual([]);
        },
        120_000,
      );
    }
  });
});

/** Terms of an offer from company A to facilitator A: two session days a month from the app's today. */
const matrixTerms = () => {
  const first = addDays(utcDay(ctx.clock.now()), 30);
  return {
    sessions: [
      { date: first, start: '09:00', end: '17:00' },
      { date: addDays(first, 1), start: '09:00', end: '17:00' },
    ],
    timeZone: 'Europe/Berlin',
    format: null,
    delivery: 'remote' as const,
    location: '',
    currency: 'EUR' as const,
    lines: [{ kind: 'facilitation_day' as const, description: '', quantity: 2, unitPriceMinor: 120_000 }],
    vat: { mode: 'rate' as const, rateBp: 1900 },
    paymentTermsDays: 14,
    cancellationTiers: [{ minDaysBefore: 0, percent: 100 }],
    outcomes: ['A strategy the team agrees on', 'Owners for the next steps'],
  };
};

/** An engagement of company A and facilitator A completed now: its reviews' window is open. */
const completedMatrixEngagement = (users: Fixtures['users']) =>
  matrixEngagement(users, {
    status: 'completed',
    turn: null,
    acceptedAt: ctx.clock.now(),
    completedAt: ctx.clock.now(),
  });

/** A published review of organisation A by facilitator A, on a completed engagement of theirs. */
async function publishedMatrixReview(users: Fixtures['users']): Promise<string> {
  const engagementId = await completedMatrixEngagement(users);
  const [row] = await ctx.db
    .insert(reviews)
    .values({
      engagementId,
      subject: 'organisation',
      facilitatorId: users.facilitatorA.id,
      organisationId: users.companyA.id,
      authorId: users.facilitatorA.id,
      rating: 4,
      criteria: { brief: 4, communication: 4, terms: 4 },
      body: 'A clear brief and a team that kept every agreed term.',
      submittedAt: ctx.clock.now(),
      publishedAt: ctx.clock.now(),
    })
    .returning({ id: reviews.id });
  return row!.id;
}

/** An offer or engagement between company A and facilitator A, written straight into the database. */
async function matrixEngagement(
  users: Fixtures['users'],
  state: Partial<typeof engagements.$inferInsert> & Pick<typeof engagements.$inferInsert, 'status' | 'turn'>,
): Promise<string> {
  const terms = matrixTerms();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000);
  const version = state.version ?? 1;
  const [row] = await ctx.db
    .insert(engagements)
    .values({
      organisationId: users.companyA.id,
      facilitatorId: users.facilitatorA.id,
      ownerId: users.companyA.id,
      expiresAt,
      firstDay: terms.sessions[0]!.date,
      lastDay: terms.sessions[1]!.date,
      timeZone: terms.timeZone,
      currency: terms.currency,
      netTotalMinor: 240_000,
      createdAt: now,
      updatedAt: now,
      ...state,
    })
    .returning({ id: engagements.id });
  for (let v = 1; v <= version; v++) {
    await ctx.db.insert(engagementVersions).values({
      engagementId: row!.id,
      version: v,
      authorSide: v % 2 === 1 ? 'company' : 'facilitator',
      authorId: v % 2 === 1 ? users.companyA.id : users.facilitatorA.id,
      terms,
      expiresAt,
      netTotalMinor: 240_000,
      createdAt: now,
    });
  }
  return row!.id;
}

let readCast: Promise<Fixtures['users']> | undefined;
let readResources: Promise<Omit<Fixtures, 'users'>> | undefined;

/** What is wrong with one route's answers to the actors (empty when each got what its entry says). */
async function matrixProblems(key: string, entry: Entry): Promise<string[]> {
  const problems: string[] = [];
  const [method, route] = key.split(' ');
  // A write gets a cast of its own (an account deletion or a membership change ends only the acting actor's,
  // which no later actor uses) and fresh resources for every request that may change them, so no request
  // sees another's side effects; a refused request changes nothing (were it let through, its status fails
  // the entry anyway), so those actors share one set. A read changes nothing: every GET shares one cast and
  // one set of resources, instead of each signing up its own dozen people.
  const reading = method === 'GET';
  const users = reading ? await (readCast ??= createUsers()) : await createUsers();
  let base: Omit<Fixtures, 'users'> | undefined = reading
    ? await (readResources ??= (readCast ??= createUsers()).then(createResources))
    : undefined;
  let shared: Omit<Fixtures, 'users'> | undefined;
  const statuses = new Map<Actor, number>();
  const refused = (actor: Actor) => entry.allowed !== 'public' && !entry.allowed.includes(actor);
  // With `fresh`, one set of resources, and the few rows a request changes made anew for each allowed actor.
  const withFresh = async () => ({
    ...(base ??= await createResources(users)),
    ...(entry.fresh ? await entry.fresh(users) : {}),
  });
  for (const actor of ACTORS) {
    const resources =
      method === 'GET' || entry.destructive || refused(actor)
        ? (shared ??= await withFresh())
        : entry.fresh
          ? await withFresh()
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
    const expectedRefusal = entry.hidden
      ? 404
      : actor === 'anon'
        ? 401
        : entry.private && OTHER_PARTIES.includes(actor)
          ? 404
          : undefined;
    if (!shouldPass && expectedRefusal && status !== expectedRefusal)
      problems.push(`${key}: ${actor} should get ${expectedRefusal}, got ${status}`);
  }
  return problems;
}
