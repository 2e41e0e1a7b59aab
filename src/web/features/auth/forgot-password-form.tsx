import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordSchema, type ForgotPasswordInput } from '../../../shared/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { commonMessages } from '../../lib/common-messages';
import { useErrorToast } from '../../lib/use-error-toast';
import { useT } from '../../lib/i18n';
import { useForgotPassword } from './api';
import { authMessages } from './messages';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const forgot = useForgotPassword();
  const t = useT(authMessages);
  const common = useT(commonMessages);
  const showError = useErrorToast();
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
      showError(error);
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
