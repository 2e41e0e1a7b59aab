import { Link, useParams } from 'react-router';
import { BellOff } from 'lucide-react';
import { MailLinkPage } from '../../components/mail-link-page';
import { QueryError } from '../../components/query-error';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { LoadingState } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useUnsubscribe, useUnsubscribeInfo } from './api';
import { savedMessages } from './messages';

/**
 * The page behind an alert mail's unsubscribe link: no sign-in, the signed token says which saved search.
 * Opening it changes nothing (mail scanners open links); the button sends the same one-click POST a
 * mail client would.
 */
export function Component() {
  const { token = '' } = useParams();
  const t = useT(savedMessages);
  return (
    <MailLinkPage title={t('unsubscribe.title')} icon={BellOff}>
      <UnsubscribeContent token={token} />
    </MailLinkPage>
  );
}

/** A 400 (forged or expired token) or 404 (search deleted): the link cannot do anything any more. */
const isDeadLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 404);

function UnsubscribeContent({ token }: { token: string }) {
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe(token);
  const t = useT(savedMessages);

  if (info.isPending) return <LoadingState label={t('unsubscribe.checking')} />;
  if (info.isError) {
    if (isDeadLink(info.error)) return <DeadLink message={info.error.message} />;
    return <QueryError error={info.error} onRetry={info.refetch} retrying={info.isFetching} />;
  }
  const name = info.data.searchName;

  if (unsubscribe.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success" title={t('unsubscribe.done')}>
          {t('unsubscribe.doneDetail', { name })}
        </Alert>
        <ManageAlerts />
      </div>
    );
  }
  if (info.data.unsubscribed) {
    return (
      <div className="space-y-4">
        <Alert tone="info" title={t('unsubscribe.already')}>
          {t('unsubscribe.alreadyDetail', { name })}
        </Alert>
        <ManageAlerts />
      </div>
    );
  }
  if (unsubscribe.isError && isDeadLink(unsubscribe.error))
    return <DeadLink message={unsubscribe.error.message} />;

  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('unsubscribe.confirm', { name })}</p>
      {unsubscribe.isError ? (
        <Alert tone="error" title={t('unsubscribe.failed')}>
          {unsubscribe.error.message}
        </Alert>
      ) : null}
      <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
        {unsubscribe.isPending ? t('unsubscribe.pending') : t('unsubscribe.submit')}
      </Button>
      <p className="text-sm text-slate-600">{t('unsubscribe.others')}</p>
    </div>
  );
}

function DeadLink({ message }: { message: string }) {
  const t = useT(savedMessages);
  return (
    <div className="space-y-4">
      <Alert tone="error" title={t('unsubscribe.deadLink')}>
        {message}
      </Alert>
      <p className="text-sm text-slate-700">{t('unsubscribe.deadLinkHint')}</p>
      <ManageAlerts />
    </div>
  );
}

function ManageAlerts() {
  const t = useT(savedMessages);
  return (
    <Link to="/facilitator/alerts" className={buttonClasses('secondary')}>
      {t('unsubscribe.manage')}
    </Link>
  );
}
