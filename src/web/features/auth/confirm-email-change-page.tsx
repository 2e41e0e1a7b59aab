import { Link, useParams } from 'react-router';
import { MailCheck } from 'lucide-react';
import { MailLinkPage } from '../../components/mail-link-page';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useConfirmEmailChange } from './api';

const TITLE = 'Confirm your new email address';

/**
 * The page behind the link mailed to a new address: no sign-in needed, the signed token names the
 * request. Opening it changes nothing (mail scanners open links); the button confirms.
 */
export function Component() {
  const { token = '' } = useParams();
  const confirm = useConfirmEmailChange();
  const { user, refresh } = useAuth();

  const onConfirm = () => confirm.mutate(token, { onSuccess: () => void refresh() });

  return (
    <MailLinkPage title={TITLE} icon={MailCheck}>
      {confirm.isSuccess ? (
        <>
          <Alert tone="success" title="Your email address is changed">
            Your account now uses {confirm.data.email}. Sign in with it from now on.
          </Alert>
          <Link to={user ? '/account/settings' : '/auth'} className={buttonClasses('secondary', 'md')}>
            {user ? 'Back to Account Settings' : 'Sign in'}
          </Link>
        </>
      ) : (
        <>
          <p className="text-slate-700">
            Your account moves to the address this link was sent to. Until you confirm, it keeps its current
            address.
          </p>
          {confirm.isError ? (
            <Alert tone="error" title="Could not change your email address">
              {confirm.error instanceof ApiError
                ? confirm.error.message
                : 'An unexpected error occurred. Please try again.'}
            </Alert>
          ) : null}
          <Button onClick={onConfirm} disabled={confirm.isPending}>
            {confirm.isPending ? 'Confirming...' : 'Confirm new email address'}
          </Button>
        </>
      )}
    </MailLinkPage>
  );
}
