import { Link, useParams } from 'react-router';
import { MailCheck } from 'lucide-react';
import { MailLinkPage } from '../../components/mail-link-page';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { useConfirmEmailChange } from './api';
import { authMessages } from './messages';

/**
 * The page behind the link mailed to a new address: no sign-in needed, the signed token names the
 * request. Opening it changes nothing (mail scanners open links); the button confirms.
 */
export function Component() {
  const { token = '' } = useParams();
  const confirm = useConfirmEmailChange();
  const { user, refresh } = useAuth();
  const t = useT(authMessages);

  const onConfirm = () => confirm.mutate(token, { onSuccess: () => void refresh() });

  return (
    <MailLinkPage title={t('emailChange.title')} icon={MailCheck}>
      {confirm.isSuccess ? (
        <>
          <Alert tone="success" title={t('emailChange.doneTitle')}>
            {t('emailChange.doneText', { email: confirm.data.email })}
          </Alert>
          <Link to={user ? '/account/settings' : '/auth'} className={buttonClasses('secondary', 'md')}>
            {user ? t('emailChange.backToSettings') : t('signIn')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-slate-700">{t('emailChange.explain')}</p>
          {confirm.isError ? (
            <Alert tone="error" title={t('emailChange.failedTitle')}>
              {confirm.error instanceof ApiError ? confirm.error.message : t('emailChange.failedText')}
            </Alert>
          ) : null}
          <Button onClick={onConfirm} disabled={confirm.isPending}>
            {confirm.isPending ? t('emailChange.pending') : t('emailChange.submit')}
          </Button>
        </>
      )}
    </MailLinkPage>
  );
}
