import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_SUSPENDED, SignInSchema, type MeResponse, type SignInInput } from '../../../shared/auth';
import type { AccountType } from '../../../shared/constants';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { api, ApiError } from '../../lib/api';
import { broadcastAuthChange, useAuth } from '../../lib/auth';
import { toastError, toastSuccess } from '../../lib/toast';
import { commonMessages } from '../../lib/common-messages';
import { useT } from '../../lib/i18n';
import { useSignIn } from './api';
import { authMessages } from './messages';

export function SignInForm({
  onForgot,
  onSignedIn,
}: {
  onForgot: () => void;
  onSignedIn: (userType: AccountType) => void;
}) {
  const { refresh } = useAuth();
  const t = useT(authMessages);
  const common = useT(commonMessages);
  const signIn = useSignIn();
  const form = useForm<SignInInput>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  // The refusal stays on the form, beside the toast that fades: a wrong password, or a suspended account
  // (its message says whom to write to).
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await signIn.mutateAsync(values);
      const me = await api<MeResponse | null>('/api/me');
      toastSuccess(t('signIn.success'), t('signIn.welcomeBack'));
      broadcastAuthChange();
      await refresh();
      onSignedIn(me?.user.userType ?? 'facilitator');
    } catch (error) {
      const message = error instanceof ApiError ? error.message : common('unexpectedError');
      const suspended = error instanceof ApiError && error.code === ACCOUNT_SUSPENDED;
      setRefusal({ title: suspended ? t('signIn.refused') : t('signIn.notSignedIn'), message });
      toastError(t('signIn.failed'), message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('signIn')}>
      {refusal ? (
        <Alert tone="error" title={refusal.title}>
          {refusal.message}
        </Alert>
      ) : null}
      <FormField label={t('email')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label={t('password')} error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <div className="flex justify-end">
        <button
          type="button"
          onClick={onForgot}
          className="cursor-pointer text-sm font-medium text-indigo-700 hover:underline"
        >
          {t('signIn.forgot')}
        </button>
      </div>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? t('signIn.pending') : t('signIn')}
      </Button>
    </form>
  );
}
