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
import { toastSuccess } from '../../lib/toast';
import { useErrorToast } from '../../lib/use-error-toast';
import { useT } from '../../lib/i18n';
import { useResetPassword } from './api';
import { authMessages } from './messages';
import { ButtonLink } from '../../components/ui/button-link';

export function Component() {
  const [params] = useSearchParams();
  const t = useT(authMessages);
  const showError = useErrorToast();
  const token = params.get('token');
  const invalid = params.get('error') !== null || !token;
  const reset = useResetPassword();
  const outcome = invalid ? 'invalid' : reset.isSuccess ? 'done' : null;
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ newPassword: values.newPassword, token: token! });
      toastSuccess(t('reset.toastTitle'), t('reset.toastText'));
    } catch (error) {
      showError(error);
    }
  });

  return (
    <PageShell>
      <PageMeta title={t('reset.title')} />
      <div className="mx-auto max-w-md">
        <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900">{t('reset.title')}</h1>
        <Card className="mt-8 p-6 sm:p-8">
          {outcome ? (
            <Outcome outcome={outcome} />
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('reset.title')}>
              <NewPasswordFields form={form} name="newPassword" kind="new" />
              <Button type="submit" className="w-full" disabled={reset.isPending}>
                {reset.isPending ? t('reset.saving') : t('reset.submit')}
              </Button>
            </form>
          )}
        </Card>
      </div>
    </PageShell>
  );
}

/** Where a reset can end: the alert's tone, title and text, then the one way on (where, and its words). */
const OUTCOMES = {
  invalid: ['error', 'reset.invalidTitle', 'reset.invalidText', '/auth?mode=forgot', 'reset.requestNew'],
  done: ['success', 'reset.doneTitle', 'reset.doneText', '/auth', 'signIn'],
} as const;

function Outcome({ outcome }: { outcome: keyof typeof OUTCOMES }) {
  const t = useT(authMessages);
  const [tone, title, text, to, action] = OUTCOMES[outcome];
  return (
    <div className="space-y-4">
      <Alert tone={tone} title={t(title)}>
        {t(text)}
      </Alert>
      <ButtonLink to={to} className="w-full">
        {t(action)}
      </ButtonLink>
    </div>
  );
}
