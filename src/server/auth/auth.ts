/**
 * Long on purpose: better-auth's one configuration object, with the gate and hooks it calls (sign-up,
 * verification and reset links in the account's language, sessions, suspension), reads best in one place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, eq, like } from 'drizzle-orm';
import { z } from 'zod';
import { ACCOUNT_SUSPENDED } from '../../shared/auth';
import { type AccountType, SITE_NAME, type UserType, USER_TYPES } from '../../shared/constants';
import { DEFAULT_LOCALE, isLocale, LOCALES, localizedPath, type Locale } from '../../shared/i18n/locales';
import { isOperatorAddress, type Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { BackgroundTasks } from '../http/background-tasks';
import type { Mailer, MailMessage } from '../mail/mailer';
import type { Tally } from '../metrics/metrics';
import {
  choosePasswordMail,
  passwordResetMail,
  signUpAttemptMail,
  verificationMail,
} from '../mail/templates';
import {
  forgetConfirmationTokens,
  hasPassword,
  isConfirmationTokenCurrent,
  recordConfirmationToken,
} from './pending-sign-up.repo';
import { deletePendingEmailChange } from './email-change.repo';
import { confirmByChosenPassword, replacePendingSignUp } from './pending-sign-up.service';
import { isAdmin } from './session';
import { suspendedAccountMessage } from './suspended';
import { em } from '../http/error-messages';

/** The header through which our Fastify route hands better-auth the real client IP (never the client's own header). */
export const CLIENT_IP_HEADER = 'x-facilitatorhub-client-ip';

// OWASP's argon2id recommendation is m=19 MiB, t=2, p=1; we use more memory.
const ARGON2_OPTIONS = { memoryCost: 46 * 1024, timeCost: 2, parallelism: 1, algorithm: 2 } as const;
/** PASSWORD_HASH_COST=test (test servers on loopback only): still argon2id, at a cost that takes no time. */
const TEST_ARGON2_OPTIONS = { memoryCost: 64, timeCost: 1, parallelism: 1, algorithm: 2 } as const;

/** The argon2id parameters of new hashes; a stored hash carries its own, so either kind verifies. */
export const argon2Options = (config: Pick<Config, 'PASSWORD_HASH_COST'>) =>
  config.PASSWORD_HASH_COST === 'test' ? TEST_ARGON2_OPTIONS : ARGON2_OPTIONS;

/** Hashes a new password as better-auth does for this server (argon2id at the configured cost). */
export const hashPassword = (config: Pick<Config, 'PASSWORD_HASH_COST'>, password: string) =>
  argon2Hash(password, argon2Options(config));

/** Checks a password against a stored argon2id hash (sign-in, and confirmations such as account deletion). */
export const verifyPassword = (hash: string, password: string) => argon2Verify(hash, password);

/**
 * BETTER_AUTH_SECRET, or one generated once and kept under DATA_DIR (set the variable when running several
 * instances). Signed links derive their own key from it.
 */
export function authSecret(config: Config): string {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  const file = path.join(config.DATA_DIR, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Where every verification link leads once it has signed the new user in (sign-up ends on /onboarding). */
export const AFTER_VERIFICATION_PATH = '/onboarding';

/** The web page where a password reset link leads, to choose the new password. */
export const RESET_PASSWORD_PATH = '/reset-password';

/** How long a confirmation link works, and the link to choose a password that replaces it. */
const VERIFICATION_EXPIRES_IN_S = 60 * 60 * 24;

/** The code of a confirmation link that was withdrawn (a newer sign-up for its address). */
const WITHDRAWN_LINK = 'WITHDRAWN_LINK';

/**
 * The query parameter that makes each mailed link unique: better-auth's token is the same for two links of
 * one account issued within a second, and one of them may have been withdrawn.
 */
export const LINK_NONCE_PARAM = 'nonce';

/** The language of an account as better-auth hands it over (its additional field). */
const localeOf = (user: object): Locale => {
  const locale = (user as { locale?: unknown }).locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
};

/** A mailed better-auth link whose callbackURL leads to the page in the reader's language. */
export function localizeCallback(url: string, locale: Locale): string {
  const link = new URL(url);
  const callback = link.searchParams.get('callbackURL');
  if (callback?.startsWith('/')) link.searchParams.set('callbackURL', localizedPath(locale, callback));
  return link.toString();
}

const linkHash = (token: string, nonce: string) =>
  createHash('sha256').update(`${token}.${nonce}`).digest('hex');

/** What our sign-up route hands better-auth (auth.routes.ts), as far as a replacing sign-up needs it. */
const SignUpBodySchema = z.object({
  userType: z.enum(USER_TYPES),
  name: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  locale: z.enum(LOCALES).optional(),
});

export function createAuth({
  config,
  db,
  mailer,
  tasks,
  metrics,
}: {
  config: Config;
  db: Db;
  mailer: Mailer;
  tasks: BackgroundTasks;
  metrics: { signUps: Tally };
}) {
  const baseURL = config.SITE_URL;
  const scale = config.AUTH_RATE_LIMIT_SCALE;
  // No request waits for a mail: its timing would tell whether the address has an account.
  const sendMail = (message: MailMessage, what: string) => tasks.run(mailer.send(message), what);
  /**
   * Mails an account that has no password (a replaced sign-up) a link to choose one: a password reset link
   * of better-auth's own kind, which confirms the address once used (onPasswordReset).
   */
  const mailChoosePasswordLink = async (pending: { id: string; email: string; locale: Locale }) => {
    const context = await auth.$context;
    const token = randomBytes(24).toString('base64url');
    await context.internalAdapter.createVerificationValue({
      identifier: `reset-password:${token}`,
      value: pending.id,
      expiresAt: new Date(Date.now() + VERIFICATION_EXPIRES_IN_S * 1000),
    });
    const callback = localizedPath(pending.locale, RESET_PASSWORD_PATH);
    const url = `${context.baseURL}/reset-password/${token}?callbackURL=${encodeURIComponent(callback)}`;
    sendMail(choosePasswordMail(pending.email, url, pending.locale), 'choose-a-password mail');
  };
  /** The operator's staff (ADMIN_EMAILS) get a staff account, whichever type the sign-up form named. */
  const accountTypeFor = (email: string, signedUpAs: UserType): AccountType =>
    isOperatorAddress(config, email) ? 'staff' : signedUpAs;
  // The stored role mirrors what session.ts grants; authorisation never reads it.
  const recordAdminRole = async (confirmed: { id: string; email: string }) => {
    if (isAdmin(config, { email: confirmed.email, emailVerified: true }))
      await db.update(schema.user).set({ role: 'admin' }).where(eq(schema.user.id, confirmed.id));
  };
  const auth = betterAuth({
    appName: SITE_NAME,
    baseURL,
    basePath: '/api/auth',
    secret: authSecret(config),
    trustedOrigins: config.TRUSTED_ORIGINS,
    database: drizzleAdapter(db, {
      provider: 'pg',
      transaction: true,
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    advanced: {
      // A session is read with its user in one statement (the relations in schema.ts), not two.
      database: { generateId: 'uuid', joins: true },
      useSecureCookies: baseURL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      backgroundTasks: { handler: (promise) => tasks.run(promise, 'auth background task') },
    },
    user: {
      additionalFields: {
        userType: { type: 'string', required: true, input: true, validator: { input: z.enum(USER_TYPES) } },
        role: { type: 'string', required: false, input: false, defaultValue: 'user' },
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
        // Read with the session, so that a suspended account's request is refused without another query.
        suspendedAt: { type: 'date', required: false, input: false },
        // The organisation a company-side person last chose to act for (the account menu's switcher).
        activeOrganisationId: { type: 'string', required: false, input: false },
        // The language of the page the sign-up came from (auth.routes.ts sets it from the request).
        locale: {
          type: 'string',
          required: false,
          input: true,
          defaultValue: DEFAULT_LOCALE,
          validator: { input: z.enum(LOCALES) },
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      // A session used at least once a day keeps renewing itself.
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // A new account signs in through the link mailed to it. Sign-up then answers a known address
      // exactly as a new one (better-auth does so only without auto sign-in), and mails its owner.
      requireEmailVerification: true,
      autoSignIn: false,
      // Runs after the answer (the same for every address), so its work tells nobody anything.
      onExistingUserSignUp: async ({ user }, request) => {
        if (!user.emailVerified) {
          // Never confirmed, so anyone may have typed the address, before its owner or after: neither
          // password is known to be the owner's, so the account keeps none, and the owner chooses one
          // through the link mailed to the address, which confirms it (decision 030).
          if (!request) throw new Error('a sign-up without its request');
          const next = SignUpBodySchema.parse(await request.json());
          const locale = next.locale ?? DEFAULT_LOCALE;
          const replaced = await replacePendingSignUp(
            { db },
            {
              userId: user.id,
              userType: accountTypeFor(user.email, next.userType),
              name: next.name,
              firstName: next.firstName ?? null,
              lastName: next.lastName ?? null,
              locale,
            },
          );
          if (replaced) {
            await mailChoosePasswordLink({ ...user, locale });
            return;
          }
          // Confirmed in the meantime: from now on this is an attempt on a known address.
        }
        sendMail(signUpAttemptMail(user.email, baseURL, localeOf(user)), 'sign-up attempt mail');
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      // better-auth consumes only the token used: every other reset link of the account dies with it.
      // The link came to the address, so choosing a password through it also confirms the address: the
      // link mailed after a replaced sign-up, and 'forgot password' on an unconfirmed account alike.
      onPasswordReset: async ({ user }) => {
        await db
          .delete(schema.verification)
          .where(
            and(
              like(schema.verification.identifier, 'reset-password:%'),
              eq(schema.verification.value, user.id),
            ),
          );
        // A pending change of address dies too: the notice to the old address says to choose a password.
        await deletePendingEmailChange(db, user.id);
        if (await confirmByChosenPassword({ db }, user.id)) await recordAdminRole(user);
      },
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: (password) => hashPassword(config, password),
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
      sendResetPassword: async ({ user, url }) => {
        const locale = localeOf(user);
        sendMail(passwordResetMail(user.email, localizeCallback(url, locale), locale), 'password reset mail');
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in with the right password to an unconfirmed account mails a new link.
      sendOnSignIn: true,
      // better-auth's links are signed, not stored: a link confirms only while we hold its record, and a
      // replacing sign-up withdraws the records of the links mailed before it.
      beforeEmailVerification: async (pending, request) => {
        const query = request ? new URL(request.url).searchParams : undefined;
        const token = query?.get('token');
        const nonce = query?.get(LINK_NONCE_PARAM);
        if (!token || !nonce || !(await isConfirmationTokenCurrent(db, pending.id, linkHash(token, nonce))))
          throw new APIError('UNAUTHORIZED', {
            code: WITHDRAWN_LINK,
            message: em('auth.withdrawnLink'),
          });
      },
      afterEmailVerification: async (verified) => {
        await forgetConfirmationTokens(db, verified.id);
        await recordAdminRole(verified);
      },
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_EXPIRES_IN_S,
      sendVerificationEmail: async ({ user, url, token }) => {
        // An account left without a password (a replaced sign-up) is confirmed only by choosing one.
        const locale = localeOf(user);
        if (!(await hasPassword(db, user.id))) return mailChoosePasswordLink({ ...user, locale });
        const nonce = randomBytes(16).toString('base64url');
        // Recorded before the mail is queued, so no link arrives that does not work yet.
        await recordConfirmationToken(
          db,
          user.id,
          linkHash(token, nonce),
          new Date(Date.now() + VERIFICATION_EXPIRES_IN_S * 1000),
        );
        const link = `${localizeCallback(url, locale)}&${LINK_NONCE_PARAM}=${nonce}`;
        sendMail(verificationMail(user.email, link, locale), 'verification mail');
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100 * scale,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 * scale },
        '/sign-up/email': { window: 60, max: 5 * scale },
        '/request-password-reset': { window: 60, max: 5 * scale },
        '/reset-password': { window: 60, max: 10 * scale },
        '/change-password': { window: 60, max: 10 * scale },
        '/send-verification-email': { window: 60, max: 3 * scale },
      },
    },
    databaseHooks: {
      // No new session for a suspended account, whichever way it signs in (password, a confirmation link).
      session: {
        create: {
          before: async (session) => {
            const [row] = await db
              .select({ suspendedAt: schema.user.suspendedAt })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            if (row?.suspendedAt)
              throw new APIError('FORBIDDEN', {
                code: ACCOUNT_SUSPENDED,
                message: suspendedAccountMessage(config),
              });
          },
        },
      },
      user: {
        create: {
          // Every account starts as a user; the admin role needs a verified address (see afterEmailVerification).
          // An ADMIN_EMAILS address becomes a staff account, which has no profile (the trigger makes none).
          before: async (user) => ({
            data: {
              ...user,
              role: 'user',
              userType: accountTypeFor(user.email, (user as unknown as { userType: UserType }).userType),
            },
          }),
          // better-auth runs this once the sign-up's transaction committed.
          after: async () => {
            metrics.signUps.inc();
          },
        },
      },
    },
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
