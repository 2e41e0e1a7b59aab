import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { UserType } from '../../shared/constants';
import type { Config } from '../config';
import { forbidden, unauthorized } from '../http/errors';

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  userType: UserType;
  role: 'user' | 'admin';
  sessionId: string;
  sessionExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUser?: Promise<CurrentUser | null>;
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
  return user.emailVerified && config.ADMIN_EMAILS.includes(user.email.toLowerCase());
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** The signed-in user of this request, or null; looked up once per request. */
export function getCurrentUser(request: FastifyRequest): Promise<CurrentUser | null> {
  // Without a session cookie there is no session: skip the lookup (most public reads are anonymous).
  if (!SESSION_COOKIE.test(request.headers.cookie ?? '')) return Promise.resolve(null);
  request.currentUser ??= (async () => {
    const result = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!result) return null;
    const user = result.user as typeof result.user & { userType: UserType };
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      userType: user.userType,
      role: isAdmin(request.server.deps.config, user) ? 'admin' : 'user',
      sessionId: result.session.id,
      sessionExpiresAt: new Date(result.session.expiresAt),
    };
  })();
  return request.currentUser;
}

export type Requirement = 'any' | UserType | 'admin';

/**
 * The server-side guard every protected route uses: 401 when signed out,
 * 403 when the account type does not fit.
 */
export async function requireUser(
  request: FastifyRequest,
  requirement: Requirement = 'any',
): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) throw unauthorized('You need to sign in to access this page.');
  if (requirement === 'admin' && user.role !== 'admin') throw forbidden('Only administrators can do this.');
  if (requirement === 'company' && user.userType !== 'company')
    throw forbidden('Only companies can access this page.');
  if (requirement === 'facilitator' && user.userType !== 'facilitator')
    throw forbidden('Only facilitators can access this page.');
  return user;
}
