import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords';
import { ACCOUNT_TYPES, USER_TYPES } from './constants';
import { LOCALES } from './i18n/locales';
import { singleLineName } from './names';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .email('Please enter a valid email address.')
  .max(254, 'Please enter a valid email address.');

/** Every reason a password is too weak; empty when it is acceptable. */
export function passwordWeaknesses(password: string): string[] {
  const reasons: string[] = [];
  if (password.length < PASSWORD_MIN) reasons.push('Password must be at least 8 characters.');
  if (password.length > PASSWORD_MAX) reasons.push('Password must be at most 128 characters.');
  if (COMMON_PASSWORDS.has(password.toLowerCase()))
    reasons.push('This password is too common. Choose one that is harder to guess.');
  if (password.length >= PASSWORD_MIN && new Set(password).size === 1)
    reasons.push('Password must not repeat a single character.');
  return reasons;
}

export const PasswordSchema = z.string().superRefine((password, ctx) => {
  for (const message of passwordWeaknesses(password)) ctx.addIssue({ code: 'custom', message });
});

const NameSchema = (label: 'First' | 'Last') =>
  singleLineName(
    z
      .string()
      .trim()
      .min(2, `${label} name must be at least 2 characters.`)
      .max(100, `${label} name must be at most 100 characters.`),
    `${label} name`,
  );

export const FirstNameSchema = NameSchema('First');
export const LastNameSchema = NameSchema('Last');
export const CompanyNameSchema = singleLineName(
  z
    .string()
    .trim()
    .min(2, 'Company name must be at least 2 characters')
    .max(200, 'Company name must be at most 200 characters'),
  'Company name',
);

const SignUpBase = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  confirmPassword: z.string(),
});

/** Sign-up form and API: the account type decides which profile fields are required. */
export const SignUpSchema = z
  .discriminatedUnion('userType', [
    SignUpBase.extend({ userType: z.literal('company'), companyName: CompanyNameSchema }),
    SignUpBase.extend({
      userType: z.literal('facilitator'),
      firstName: FirstNameSchema,
      lastName: LastNameSchema,
    }),
  ])
  .refine((data) => data.password === data.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type SignUpInput = z.infer<typeof SignUpSchema>;

/**
 * What sign-up answers, for a new address and a known one alike: the account is confirmed (and
 * signed in) through the link mailed to it.
 */
export const SignUpResultSchema = z.object({ status: z.literal('verification-sent') });
export type SignUpResult = z.infer<typeof SignUpResultSchema>;

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z
    .string()
    .min(1, 'Please enter your password.')
    .max(PASSWORD_MAX, 'Password must be at most 128 characters.'),
});
export type SignInInput = z.infer<typeof SignInSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z
  .object({ newPassword: PasswordSchema, confirmPassword: z.string() })
  .refine((data) => data.newPassword === data.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password.'),
    newPassword: PasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((data) => data.newPassword === data.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** Deleting an account takes the password too: a stolen session alone must not be enough. */
export const DeleteAccountSchema = z.object({
  confirmEmail: EmailSchema,
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(PASSWORD_MAX, 'Password must be at most 128 characters.'),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

/** Account settings → Email address: the new address, confirmed with the current password. */
export const ChangeEmailSchema = z.object({
  newEmail: EmailSchema,
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(PASSWORD_MAX, 'Password must be at most 128 characters.'),
});
export type ChangeEmailInput = z.infer<typeof ChangeEmailSchema>;

/**
 * What POST /api/account/email answers, whether or not the new address already has an account (which
 * it must not reveal): the link is on its way to the new address.
 */
export const ChangeEmailResultSchema = z.object({ status: z.literal('confirmation-sent') });

/** POST /api/account/email/confirm: the token of the link mailed to the new address. */
export const ConfirmEmailChangeSchema = z.object({
  token: z
    .string({ error: 'This link is invalid or has expired.' })
    .min(1, 'This link is invalid or has expired.')
    .max(2000, 'This link is invalid or has expired.'),
});
export const ConfirmEmailChangeResultSchema = z.object({ email: z.string() });
export type ConfirmEmailChangeResult = z.infer<typeof ConfirmEmailChangeResultSchema>;

export const UserTypeSchema = z.enum(USER_TYPES);
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);

/**
 * What GET /api/me answers for a signed-in user (null when signed out): the
 * user, the session's expiry and whether their profile is complete.
 */
export const MeResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    userType: AccountTypeSchema,
    role: z.enum(['user', 'admin']),
    /** The language of the user's mails and notifications (Account settings → Language). */
    locale: z.enum(LOCALES),
  }),
  session: z.object({ id: z.string(), expiresAt: z.string() }),
  profileComplete: z.boolean(),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** Account settings → Language: the language of the user's mails and notifications. */
export const LanguageSettingsSchema = z.object({
  locale: z.enum(LOCALES, { message: 'Please choose English or Deutsch.' }),
});
export type LanguageSettings = z.infer<typeof LanguageSettingsSchema>;

/** The error code of a sign-in refused because an admin suspended the account. */
export const ACCOUNT_SUSPENDED = 'ACCOUNT_SUSPENDED';
