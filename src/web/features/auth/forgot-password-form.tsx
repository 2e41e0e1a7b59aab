import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordSchema, type ForgotPasswordInput } from '../../../shared/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { toastError } from '../../lib/toast';
import { commonMessages } from '../../lib/common-messages';
import { useT } from '../../lib/i18n';
import { useForgotPassword } from './api';
import { authMessages } from './messages';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const forgot = useForgotPassword();
  const t = useT(authMessages);
  const common = useT(commonMessages);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await forgot.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      toastError(common('error'), error instanceof ApiError ? error.message : common('unexpectedError'));
    }
  });

  if (sentTo) {
    return (
      <div className="space-y-4">
        <Alert tone="success" title={t('forgot.checkInbox')}>
          {t('forgot.sent', { email: sentTo })}
        </Alert>
        <Button variant="secondary" className="w-full" onClick={onBack}>
          {t('forgot.back')}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('forgot.form')}>
      <FormField label={t('email')} error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={forgot.isPending}>
        {forgot.isPending ? common('sending') : t('forgot.submit')}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        {t('forgot.back')}
      </Button>
    </form>
  );
}
