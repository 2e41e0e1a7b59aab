import { useMutation } from '@tanstack/react-query';
import type {
  ChangePasswordInput,
  DeleteAccountInput,
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
