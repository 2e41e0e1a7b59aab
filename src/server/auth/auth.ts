import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { USER_TYPES } from '../../shared/constants';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { isAdmin } from './session';

/** The header through which our Fastify route hands better-auth the real client IP (never the client's own header). */
export const CLIENT_IP_HEADER = 'x-facilitatorhub-client-ip';

// OWASP's argon2id recommendation is m=19 MiB, t=2, p=1; we use more memory.
const ARGON2_OPTIONS = { memoryCost: 46 * 1024, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

export function publicUrl(config: Config) {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

/** BETTER_AUTH_SECRET, or one generated once and kept under DATA_DIR (set the variable when running several instances). */
function authSecret(config: Config): string {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  const file = path.join(config.DATA_DIR, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The origins whose browsers may call the API with the user's cookies. */
export function trustedOrigins(config: Config): string[] {
  return [
    ...new Set([publicUrl(config), `http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`]),
  ];
}

export function createAuth({ config, db, mailer }: { config: Config; db: Db; mailer: Mailer }) {
  const baseURL = publicUrl(config);
  const scale = config.AUTH_RATE_LIMIT_SCALE;
  return betterAuth({
    appName: 'FacilitatorHub',
    baseURL,
    basePath: '/api/auth',
    secret: authSecret(config),
    trustedOrigins: trustedOrigins(config),
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
      database: { generateId: 'uuid' },
      useSecureCookies: baseURL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    user: {
      additionalFields: {
        userType: { type: 'string', required: true, input: true, validator: { input: z.enum(USER_TYPES) } },
        role: { type: 'string', required: false, input: false, defaultValue: 'user' },
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
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
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: (password) => argon2Hash(password, ARGON2_OPTIONS),
        verify: ({ hash, password }) => argon2Verify(hash, password),
      },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Reset your FacilitatorHub password',
          text: `Hello,\n\nSomeone (hopefully you) asked to reset the password of your FacilitatorHub account.\nOpen this link within one hour to choose a new password:\n\n${url}\n\nThe link works once. If you did not ask for this, ignore this email; your password stays as it is.\n\nFacilitatorHub`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // The stored role mirrors what session.ts grants; authorisation never reads it.
      afterEmailVerification: async (verified) => {
        if (isAdmin(config, { email: verified.email, emailVerified: true }))
          await db.update(schema.user).set({ role: 'admin' }).where(eq(schema.user.id, verified.id));
      },
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Confirm your email address for FacilitatorHub',
          text: `Welcome to FacilitatorHub!\n\nPlease confirm your email address by opening this link:\n\n${url}\n\nYour account already works; confirming lets companies and facilitators know your address is real.\n\nFacilitatorHub`,
        });
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
      user: {
        create: {
          // Every account starts as a user; the admin role needs a verified address (see afterEmailVerification).
          before: async (user) => ({ data: { ...user, role: 'user' } }),
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
