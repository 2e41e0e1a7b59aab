import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords';
import { ACCOUNT_TYPES, USER_TYPES } from './constants';
import { vm } from './i18n/validation';
import { LOCALES } from './i18n/locales';
import { ORG_ROLES } from './organisation-roles';
import { singleLineName } from './names';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const EmailSchema = z.string().trim().toLowerCase().email(vm('auth.email')).max(254, vm('auth.email'));

/** Every reason a password is too weak; empty when it is acceptable. */
export function passwordWeaknesses(password: string): string[] {
  const reasons: string[] = [];
  if (password.length < PASSWORD_MIN) reasons.push(vm('auth.passwordMin', { min: PASSWORD_MIN }));
  if (password.length > PASSWORD_MAX) reasons.push(vm('auth.passwordMax', { max: PASSWORD_MAX }));
  if (COMMON_PASSWORDS.has(password.toLowerCase())) reasons.push(vm('auth.passwordCommon'));
  if (password.length >= PASSWORD_MIN && new Set(password).size === 1)
    reasons.push(vm('auth.passwordRepeats'));
  return reasons;
}

export const PasswordSchema = z.string().superRefine((password, ctx) => {
  for (const message of passwordWeaknesses(password)) ctx.addIssue({ code: 'custom', message });
});

const NameSchema = (messages: { min: string; max: string; oneLine: string }) =>
  singleLineName(z.string().trim().min(2, messages.min).max(100, messages.max), messages.oneLine);

export const FirstNameSchema = NameSchema({
  min: vm('auth.firstNameMin', { min: 2 }),
  max: vm('auth.firstNameMax', { max: 100 }),
  oneLine: vm('auth.firstNameOneLine'),
});
export const LastNameSchema = NameSchema({
  min: vm('auth.lastNameMin', { min: 2 }),
  max: vm('auth.lastNameMax', { max: 100 }),
  oneLine: vm('auth.lastNameOneLine'),
});
export const CompanyNameSchema = singleLineName(
  z
    .string()
    .trim()
    .min(2, vm('auth.companyNameMin', { min: 2 }))
    .max(200, vm('auth.companyNameMax', { max: 200 })),
  vm('auth.companyNameOneLine'),
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
    message: vm('auth.passwordsDiffer'),
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
    .min(1, vm('auth.passwordRequired'))
    .max(PASSWORD_MAX, vm('auth.passwordMax', { max: PASSWORD_MAX })),
});
export type SignInInput = z.infer<typeof SignInSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z
  .object({ newPassword: PasswordSchema, confirmPassword: z.string() })
  .refine((data) => data.newPassword === data.confirmPassword, {
    message: vm('auth.passwordsDiffer'),
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, vm('auth.currentPasswordRequired')),
    newPassword: PasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((data) => data.newPassword === data.confirmPassword, {
    message: vm('auth.passwordsDiffer'),
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** Deleting an account takes the password too: a stolen session alone must not be enough. */
export const DeleteAccountSchema = z.object({
  confirmEmail: EmailSchema,
  password: z
    .string({ error: vm('auth.passwordRequired') })
    .min(1, vm('auth.passwordRequired'))
    .max(PASSWORD_MAX, vm('auth.passwordMax', { max: PASSWORD_MAX })),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

/** Account settings → Email address: the new address, confirmed with the current password. */
export const ChangeEmailSchema = z.object({
  newEmail: EmailSchema,
  password: z
    .string({ error: vm('auth.passwordRequired') })
    .min(1, vm('auth.passwordRequired'))
    .max(PASSWORD_MAX, vm('auth.passwordMax', { max: PASSWORD_MAX })),
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
    .string({ error: vm('auth.linkInvalid') })
    .min(1, vm('auth.linkInvalid'))
    .max(2000, vm('auth.linkInvalid')),
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
    /** The organisation a company-side person acts for, with their role in it; null for anyone else or none. */
    organisation: z.object({ id: z.string(), name: z.string(), role: z.enum(ORG_ROLES) }).nullable(),
  }),
  session: z.object({ id: z.string(), expiresAt: z.string() }),
  profileComplete: z.boolean(),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** Account settings → Language: the language of the user's mails and notifications. */
export const LanguageSettingsSchema = z.object({
  locale: z.enum(LOCALES, { message: vm('auth.locale') }),
});
export type LanguageSettings = z.infer<typeof LanguageSettingsSchema>;

/** The error code of a sign-in refused because an admin suspended the account. */
export const ACCOUNT_SUSPENDED = 'ACCOUNT_SUSPENDED';
