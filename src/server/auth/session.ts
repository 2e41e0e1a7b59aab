import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';
import { fromNodeHeaders } from 'better-auth/node';
import type { AccountType, UserType } from '../../shared/constants';
import { isLocale, type Locale } from '../../shared/i18n/locales';
import { isOperatorAddress, type Config } from '../config';
import { forbidden, unauthorized } from '../http/errors';
import { em } from '../http/error-messages';
import { can, type OrgPermission, type OrgRole } from '../../shared/organisation-roles';
import { noteMemberActivity } from '../organisations/membership.repo';
import { findSessionWithMembership } from './sessions.repo';

/** The organisation a company-side person acts for in this request, and their role in it. */
export interface ActingOrganisation {
  id: string;
  name: string;
  role: OrgRole;
}

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  userType: AccountType;
  role: 'user' | 'admin';
  /** The language of the user's mails and notifications. */
  locale: Locale;
  /**
   * For a company-side person: the organisation they act for (their choice in the account menu, else
   * their first), read from the database on every request, so that a removed member or a suspended
   * organisation loses access at once on every instance. Null when they belong to none.
   */
  organisation: ActingOrganisation | null;
  sessionId: string;
  sessionExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUser?: Promise<CurrentUser | null>;
    /** The cookies better-auth set while it read this request's session (sendSessionCookies sends them). */
    sessionCookies?: string[];
    /** Set by the route's requireRole guard. */
    signedInUser?: CurrentUser;
  }
}

/**
 * Admin rights follow ADMIN_EMAILS as configured now, never a value the client could set, and only
 * once the address is verified: otherwise whoever registers the operator's address first would own
 * the console.
 */
export function isAdmin(
  config: Pick<Config, 'ADMIN_EMAILS'>,
  user: { email: string; emailVerified: boolean },
) {
  return user.emailVerified && isOperatorAddress(config, user.email);
}

export const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * The token of the session cookie `name` if its signature is ours: better-call's format, `token.` and the
 * base64 HMAC-SHA256 of the token under the auth secret. Checked here with node:crypto, at once: better-auth's
 * own check runs two WebCrypto calls per request, a tenth of a signed-in request's CPU.
 *
 * A header that names the cookie more than once (two sessions' cookies, one a sibling site set for the parent
 * domain, or a name hidden in another cookie's value) is left to better-auth: its getSession, like its sign-out
 * and password change, reads the first, where the parser here keeps the last and skips one it cannot read.
 */
function signedToken(cookieHeader: string, name: string, secret: string): string | null {
  if (cookieHeader.indexOf(name) !== cookieHeader.lastIndexOf(name)) return null;
  const value = parseCookies(cookieHeader).get(name);
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/**
 * Whether better-auth's getSession would do more than read the session: delete it (expired) or renew it (its
 * daily refresh). Its own rule, on the system time as it reads it.
 */
function refreshOrExpiryDue(expiresAt: Date, config: { expiresIn: number; updateAge: number }) {
  const now = Date.now();
  return (
    expiresAt.getTime() < now ||
    expiresAt.getTime() - config.expiresIn * 1000 + config.updateAge * 1000 <= now
  );
}

/** The signed-in user of this request, or null; looked up once per request. */
export function getCurrentUser(request: FastifyRequest): Promise<CurrentUser | null> {
  // Without a session cookie there is no session: skip the lookup (most public reads are anonymous).
  if (!SESSION_COOKIE.test(request.headers.cookie ?? '')) return Promise.resolve(null);
  request.currentUser ??= (async () => {
    const { db, clock, config } = request.server.deps;
    const auth = await request.server.auth.$context;
    // The session's token, if the cookie better-auth reads carries our signature.
    const token = signedToken(request.headers.cookie ?? '', auth.authCookies.sessionToken.name, auth.secret);
    const found = token ? await findSessionWithMembership(db, token) : undefined;
    // A good session that needs no refresh is the one better-auth's getSession would find. Anything else (none,
    // expired, due for its daily refresh, a cookie not signed as expected) goes better-auth's own way, and the
    // session it accepts, renewed or not, is read again.
    let row = found && !refreshOrExpiryDue(found.expiresAt, auth.sessionConfig) ? found : undefined;
    if (!row) {
      const { headers, response: result } = await request.server.auth.api.getSession({
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      });
      request.sessionCookies = headers.getSetCookie();
      row = result ? await findSessionWithMembership(db, result.session.token) : undefined;
    }
    // Suspending deletes the sessions; this covers a request already past that point.
    if (!row || row.suspendedAt) return null;
    let organisation: ActingOrganisation | null = null;
    if (row.organisationId && row.organisationName && row.role) {
      organisation = { id: row.organisationId, name: row.organisationName, role: row.role };
      await noteMemberActivity(
        db,
        { organisationId: row.organisationId, userId: row.userId, lastActiveAt: row.lastActiveAt },
        clock.now(),
      );
    }
    return {
      id: row.userId,
      email: row.email,
      name: row.name,
      emailVerified: row.emailVerified,
      userType: row.userType,
      role: isAdmin(config, row) ? 'admin' : 'user',
      locale: isLocale(row.locale) ? row.locale : 'en',
      organisation,
      sessionId: row.sessionId,
      sessionExpiresAt: row.expiresAt,
    };
  })();
  return request.currentUser;
}

/**
 * An onSend hook: the cookies better-auth set while it read the request's session go back with the answer,
 * before the route's own (a sign-out's removal, set last, wins). Its daily renewal moves the session's expiry
 * seven days on, and only its cookie tells the browser: without it, the browser dropped the cookie seven days
 * after signing in, however often the person came back. An expired session's cookie is removed the same way.
 */
export async function sendSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  const cookies = request.sessionCookies;
  if (!cookies?.length) return;
  const own = reply.getHeader('set-cookie');
  // Fastify adds a set-cookie to those already set: take the route's out, to put them back after.
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...cookies, ...(own === undefined ? [] : [own].flat().map(String))]);
  // An answer that carries a session's cookie is for this browser alone, never for a shared cache.
  const caching = reply.getHeader('cache-control');
  if (typeof caching === 'string') reply.header('cache-control', caching.replace(/\bpublic\b/, 'private'));
}

/** `member`: a company or a facilitator, the accounts with a profile (not the operator's staff). */
export type Requirement = 'any' | 'member' | UserType | 'admin';

/** The signed-in user as a company or facilitator (a `member` route's user). */
export type MemberUser = CurrentUser & { userType: UserType };

const FORBIDDEN: Record<Exclude<Requirement, 'any'>, string> = {
  admin: em('session.adminsOnly'),
  member: em('session.membersOnly'),
  company: em('session.companiesOnly'),
  facilitator: em('session.facilitatorsOnly'),
};

/** The signed-in user who meets the requirement: 401 when signed out, 403 when the account does not fit. */
async function requireUser(
  request: FastifyRequest,
  requirement: Requirement,
  forbiddenMessage?: string,
): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) throw unauthorized(em('session.signInRequired'));
  const fits =
    requirement === 'any' ||
    (requirement === 'admin'
      ? user.role === 'admin'
      : requirement === 'member'
        ? user.userType !== 'staff'
        : user.userType === requirement);
  if (!fits) throw forbidden(forbiddenMessage ?? FORBIDDEN[requirement as Exclude<Requirement, 'any'>]);
  return user;
}

/**
 * The guard of every protected route: `preValidation: requireRole('company')`.
 * It runs after the rate limit and before input validation, so a signed-out
 * caller gets 401 and the wrong account type 403, whatever they sent (not a
 * list of field errors); the handler then reads the user with
 * `signedInUser(request)` and does not check again.
 */
export function requireRole(
  requirement: Requirement,
  options: { forbidden?: string; permission?: OrgPermission } = {},
) {
  return async (request: FastifyRequest) => {
    const user = await requireUser(request, requirement, options.forbidden);
    if (requirement === 'company') organisationAllowing(user, options.permission ?? 'read');
    request.signedInUser = user;
  };
}

/** A company route's caller: the person, and the organisation they act for with their role in it. */
export interface CompanyActor {
  user: CurrentUser;
  organisation: ActingOrganisation;
  /** The organisation's id: what the company's jobs, threads and saved facilitators are keyed by. */
  companyId: string;
}

/** The person and organisation a route's `requireRole('company')` guard let through. */
export function signedInCompany(request: FastifyRequest): CompanyActor {
  const user = signedInUser(request);
  if (!user.organisation) throw new Error(`${request.routeOptions.url}: the route has no company guard`);
  return { user, organisation: user.organisation, companyId: user.organisation.id };
}

/** The user a route's `requireRole` guard let through. */
export function signedInUser(request: FastifyRequest): CurrentUser {
  if (!request.signedInUser)
    throw new Error(`${request.routeOptions.url}: the route has no requireRole guard`);
  return request.signedInUser;
}

/** The company or facilitator a route's `requireRole('member')` (or 'company', 'facilitator') guard let through. */
export function signedInMember(request: FastifyRequest): MemberUser {
  const user = signedInUser(request);
  if (user.userType === 'staff') throw new Error(`${request.routeOptions.url}: the route lets staff through`);
  return user as MemberUser;
}

/**
 * Whose the caller's things are: a company-side person's are their organisation's, anyone else's their
 * own. What a job page's "yours" and a profile's "saved" compare with.
 */
export function principalId(user: CurrentUser | null | undefined): string | undefined {
  if (!user) return undefined;
  return user.userType === 'company' ? user.organisation?.id : user.id;
}

/**
 * The profile a member's request is about: a facilitator's own, or the company profile of the
 * organisation a company-side person acts for (403 without one, or when their role lacks `permission`).
 */
export function profileOf(
  user: MemberUser,
  permission: OrgPermission = 'read',
): { id: string; userType: UserType } {
  if (user.userType === 'facilitator') return { id: user.id, userType: 'facilitator' };
  return { id: organisationAllowing(user, permission).id, userType: 'company' };
}

/** The organisation a company-side person acts for, if their role there allows `permission` (403 otherwise). */
function organisationAllowing(user: CurrentUser, permission: OrgPermission): ActingOrganisation {
  if (!user.organisation) throw forbidden(em('organisations.noOrganisation'));
  if (!can(user.organisation.role, permission)) throw forbidden(em('organisations.roleCannot'));
  return user.organisation;
}
