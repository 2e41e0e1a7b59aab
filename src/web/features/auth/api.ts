import { useMutation } from '@tanstack/react-query';
import type {
  ChangeEmailInput,
  ChangePasswordInput,
  ConfirmEmailChangeResult,
  DeleteAccountInput,
  LanguageSettings,
  ForgotPasswordInput,
  SignInInput,
  SignUpInput,
  SignUpResult,
} from '../../../shared/auth';
import type { FormGuard } from '../../../shared/form-guard';
import { api } from '../../lib/api';

export const useSignIn = () =>
  useMutation({ mutationFn: (input: SignInInput) => api('/api/auth/sign-in/email', { body: input }) });

export const useSignUp = () =>
  useMutation({
    mutationFn: (input: SignUpInput & FormGuard) =>
      api<SignUpResult>('/api/auth/sign-up/email', { body: input }),
  });

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (input: ForgotPasswordInput) => api('/api/auth/request-password-reset', { body: input }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: { newPassword: string; token: string }) =>
      api('/api/auth/reset-password', { body: input }),
  });

export const useChangePassword = () =>
  useMutation({
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordInput) =>
      api('/api/auth/change-password', { body: { currentPassword, newPassword } }),
  });

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (input: DeleteAccountInput) => api('/api/account', { method: 'DELETE', body: input }),
  });

export const useResendVerification = () =>
  useMutation({
    mutationFn: (email: string) =>
      api('/api/auth/send-verification-email', { body: { email, callbackURL: '/onboarding' } }),
  });

/** Asks to move the account to a new address; it changes once the link mailed there is followed. */
export const useChangeEmail = () =>
  useMutation({
    mutationFn: (input: ChangeEmailInput) => api('/api/account/email', { body: input }),
  });

/** Follows the link mailed to the new address (its signed token is all it needs). */
export const useConfirmEmailChange = () =>
  useMutation({
    mutationFn: (token: string) =>
      api<ConfirmEmailChangeResult>('/api/account/email/confirm', { body: { token } }),
  });

/** Account settings → Language: the language of the user's mails and notifications. */
export const useSaveLanguage = () =>
  useMutation({
    mutationFn: (input: LanguageSettings) =>
      api<LanguageSettings>('/api/account/language', { method: 'PATCH', body: input }),
  });
