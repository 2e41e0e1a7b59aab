import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_SUSPENDED,
  ForgotPasswordSchema,
  passwordWeaknesses,
  SignInSchema,
  SignUpSchema,
  type SignUpResult,
} from '../../shared/auth';
import { FormGuardSchema } from '../../shared/form-guard';
import { localizedPath, splitLocale, type Locale } from '../../shared/i18n/locales';
import { checkFormGuard } from '../http/form-guard';
import { requestLocale } from '../i18n';
import { badRequest, HttpError, notFound, validationError } from '../http/errors';
import { em } from '../http/error-messages';
import { localizeMessage } from '../../shared/i18n/keyed-messages';
import { vm } from '../../shared/i18n/validation';
import { AFTER_VERIFICATION_PATH, CLIENT_IP_HEADER, LINK_NONCE_PARAM, RESET_PASSWORD_PATH } from './auth';
import { accountLimiter, signInLimiter } from './account-limiter';
import { forgetPendingEmailChange } from './email-change.service';
import { getCurrentUser } from './session';

/** The better-auth endpoints the product uses; everything else under /api/auth answers 404. */
const ALLOWED = new Set([
  'POST /sign-up/email',
  'POST /sign-in/email',
  'POST /sign-out',
  'GET /get-session',
  'POST /request-password-reset',
  'POST /reset-password',
  'GET /reset-password/:token',
  'POST /change-password',
  'GET /verify-email',
  'POST /send-verification-email',
  'POST /revoke-other-sessions',
]);

/** Sign-ups and confirmation links for one address per 15 minutes (each mails that address). */
const MAILS_PER_ADDRESS = 5;

const SIGN_UP_ANSWER: SignUpResult = { status: 'verification-sent' };

/**
 * better-auth's refusals that a reader meets, by its code, as keys of errors.json (answered in the
 * request's language); any other is passed on as better-auth words it (our own hooks' are keys already).
 */
const AUTH_REFUSALS = new Map([
  ['INVALID_EMAIL_OR_PASSWORD', em('auth.invalidCredentials')],
  ['INVALID_PASSWORD', em('auth.invalidPassword')],
  ['INVALID_TOKEN', em('auth.invalidToken')],
  // Only a correct password gets here, so saying this reveals nothing more than signing in would.
  ['EMAIL_NOT_VERIFIED', em('auth.confirmEmailFirst')],
]);

function routeKey(method: string, pathname: string) {
  const sub = pathname.replace(/^\/api\/auth/, '');
  if (method === 'GET' && /^\/reset-password\/[^/]+$/.test(sub)) return 'GET /reset-password/:token';
  return `${method} ${sub}`;
}

/** Validates with our shared schemas and reshapes the body into what better-auth expects. */
function prepareBody(key: string, body: unknown, formMinFillMs: number, locale: Locale): unknown {
  switch (key) {
    case 'POST /sign-up/email': {
      const parsed = SignUpSchema.safeParse(body);
      if (!parsed.success) throw validationError(parsed.error);
      const guard = FormGuardSchema.safeParse(body);
      if (!guard.success) throw validationError(guard.error);
      checkFormGuard(guard.data, formMinFillMs);
      const input = parsed.data;
      const profile =
        input.userType === 'company'
          ? { name: input.companyName }
          : {
              name: `${input.firstName} ${input.lastName}`,
              firstName: input.firstName,
              lastName: input.lastName,
            };
      return {
        email: input.email,
        password: input.password,
        userType: input.userType,
        ...profile,
        // The language of the page it came from (the web app's api() names it in Accept-Language).
        locale,
        callbackURL: AFTER_VERIFICATION_PATH,
      };
    }
    case 'POST /sign-in/email': {
      const parsed = SignInSchema.safeParse(body);
      if (!parsed.success) throw validationError(parsed.error);
      // The callback is where the new link mailed to an unconfirmed account leads.
      return {
        email: parsed.data.email,
        password: parsed.data.password,
        rememberMe: true,
        callbackURL: AFTER_VERIFICATION_PATH,
      };
    }
    case 'POST /send-verification-email':
    case 'POST /request-password-reset': {
      const parsed = ForgotPasswordSchema.safeParse(body);
      if (!parsed.success) throw validationError(parsed.error);
      return key === 'POST /send-verification-email'
        ? { email: parsed.data.email, callbackURL: AFTER_VERIFICATION_PATH }
        : { email: parsed.data.email, redirectTo: RESET_PASSWORD_PATH };
    }
    case 'POST /reset-password':
    case 'POST /change-password': {
      const password = (body as { newPassword?: unknown } | undefined)?.newPassword;
      if (typeof password !== 'string')
        throw badRequest(vm('auth.newPasswordRequired'), { newPassword: [vm('auth.newPasswordRequired')] });
      const reasons = passwordWeaknesses(password);
      // One sentence after another: each in the request's language before they are joined.
      const text = reasons.map((reason) => localizeMessage(locale, reason)).join(' ');
      if (reasons.length) throw badRequest(text, { newPassword: reasons });
      return key === 'POST /change-password' ? { ...(body as object), revokeOtherSessions: true } : body;
    }
    default:
      return body;
  }
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = accountLimiter(app.deps.pool);
  const signIns = signInLimiter(app.deps.pool);
  const mailLimiter = accountLimiter(app.deps.pool, { max: MAILS_PER_ADDRESS });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://internal');
    const key = routeKey(request.method, url.pathname);
    if (!ALLOWED.has(key)) throw notFound(em('noApiRoute', { method: request.method, path: url.pathname }));

    const body =
      request.method === 'GET'
        ? undefined
        : prepareBody(key, request.body ?? {}, app.deps.config.FORM_MIN_FILL_MS, requestLocale(request));
    const email = (body as { email?: unknown } | undefined)?.email;
    if (typeof email === 'string') {
      if (key === 'POST /sign-in/email') await signIns.attempt(email, request.ip);
      if (key === 'POST /request-password-reset') await limiter.hit(`${key}:${email.toLowerCase()}`);
      // Both mail the address (a confirmation link, or "someone tried to sign up"), whoever asks.
      if (key === 'POST /sign-up/email' || key === 'POST /send-verification-email')
        await mailLimiter.hit(`mail:${email.toLowerCase()}`);
    }

    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || name === CLIENT_IP_HEADER || name === 'content-length') continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    headers.set(CLIENT_IP_HEADER, request.ip);
    if (body !== undefined) headers.set('content-type', 'application/json');
    const publicBase = new URL(app.auth.options.baseURL);
    // Every confirmation link leads to the same place, in the language of the page it names: a link whose
    // callbackURL was changed (or refused by better-auth's origin check) confirms the address all the
    // same, and leads nowhere else.
    const linkLocale = splitLocale(url.searchParams.get('callbackURL') ?? '/').locale;
    if (key === 'GET /verify-email') {
      const token = url.searchParams.get('token');
      const nonce = url.searchParams.get(LINK_NONCE_PARAM);
      url.search = '';
      if (token !== null) url.searchParams.set('token', token);
      if (nonce !== null) url.searchParams.set(LINK_NONCE_PARAM, nonce);
      url.searchParams.set('callbackURL', localizedPath(linkLocale, AFTER_VERIFICATION_PATH));
    }
    // A new password voids a pending change of address (email-change.service.ts).
    const changingPassword = key === 'POST /change-password' ? await getCurrentUser(request) : null;
    const response = await app.auth.handler(
      new Request(new URL(url.pathname + url.search, publicBase), {
        method: request.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );

    if (changingPassword && response.ok) await forgetPendingEmailChange(app.deps, changingPassword.id);
    if (key === 'POST /sign-in/email' && typeof email === 'string') {
      if (response.status === 401) await signIns.failed(email);
      else await signIns.settled(email, request.ip);
    }

    reply.status(response.status);
    response.headers.forEach((value: string, name: string) => {
      if (name === 'set-cookie' || name === 'content-length' || name === 'content-encoding') return;
      // A sign-in answers JSON; its callback is only for the link mailed to an unconfirmed account.
      if (name === 'location' && key === 'POST /sign-in/email') return;
      reply.header(name, value);
    });
    // An expired or used confirmation link: the sign-in page says so and how to get a new one.
    if (key === 'GET /verify-email' && response.status === 302) {
      const target = new URL(response.headers.get('location') ?? '/', publicBase);
      if (target.searchParams.has('error'))
        reply.header('location', localizedPath(linkLocale, '/auth?link=invalid'));
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    const text = await response.text();
    let data: { code?: string; message?: string } = {};
    if (response.status >= 400) {
      try {
        data = JSON.parse(text);
      } catch {
        data = { message: text };
      }
    }
    // A confirmation link that signs nobody in: a suspended account's, or one withdrawn by a newer sign-up.
    // The sign-in page says which.
    if (key === 'GET /verify-email' && response.status >= 400)
      return reply
        .status(302)
        .header(
          'location',
          localizedPath(
            linkLocale,
            data.code === ACCOUNT_SUSPENDED ? '/auth?link=suspended' : '/auth?link=invalid',
          ),
        )
        .send();
    if (response.status >= 400) {
      throw new HttpError(
        response.status >= 500 ? 502 : response.status,
        data.code ?? 'AUTH_ERROR',
        response.status === 429
          ? em('auth.tooManyAttempts')
          : AUTH_REFUSALS.get(data.code ?? '') || data.message || em('auth.notCompleted'),
      );
    }
    // A known address gets the same answer as a new one; only the mail differs.
    if (key === 'POST /sign-up/email') return reply.send(SIGN_UP_ANSWER);
    return reply.send(text === '' ? undefined : text);
  };

  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler, config: { rateLimit: false } });
};
