import { useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordSchema, type ResetPasswordInput } from '../../../shared/auth';
import { PageShell } from '../../components/page-shell';
import { PageMeta } from '../../components/page-meta';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { NewPasswordFields } from './new-password-fields';
import { ApiError } from '../../lib/api';
import { toastError, toastSuccess } from '../../lib/toast';
import { useResetPassword } from './api';
import { ButtonLink } from '../../components/ui/button-link';

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const invalid = params.get('error') !== null || !token;
  const reset = useResetPassword();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ newPassword: values.newPassword, token: token! });
      toastSuccess('Password changed', 'You can now sign in with your new password.');
    } catch (error) {
      toastError('Error', error instanceof ApiError ? error.message : 'An unexpected error occurred');
    }
  });

  return (
    <PageShell>
      <PageMeta title="Choose a new password" />
      <div className="mx-auto max-w-md">
        <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Choose a new password
        </h1>
        <Card className="mt-8 p-6 sm:p-8">
          {invalid ? (
            <div className="space-y-4">
              <Alert tone="error" title="This link is not valid">
                The reset link is invalid, has expired or was already used. Request a new one.
              </Alert>
              <ButtonLink to="/auth?mode=forgot" className="w-full">
                Request a new link
              </ButtonLink>
            </div>
          ) : reset.isSuccess ? (
            <div className="space-y-4">
              <Alert tone="success" title="Your password has been changed">
                For your security, you have been signed out everywhere else.
              </Alert>
              <ButtonLink to="/auth" className="w-full">
                Sign in
              </ButtonLink>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Choose a new password">
              <NewPasswordFields form={form} name="newPassword" label="New password" />
              <Button type="submit" className="w-full" disabled={reset.isPending}>
                {reset.isPending ? 'Saving...' : 'Set new password'}
              </Button>
            </form>
          )}
        </Card>
      </div>
    </PageShell>
  );
}
