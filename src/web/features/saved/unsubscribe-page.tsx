import { Link, useParams } from 'react-router';
import { BellOff } from 'lucide-react';
import { MailLinkPage } from '../../components/mail-link-page';
import { QueryError } from '../../components/query-error';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { LoadingState } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { useUnsubscribe, useUnsubscribeInfo } from './api';

const TITLE = 'Unsubscribe from job alerts';

/**
 * The page behind an alert mail's unsubscribe link: no sign-in, the signed token says which saved search.
 * Opening it changes nothing (mail scanners open links); the button sends the same one-click POST a
 * mail client would.
 */
export function Component() {
  const { token = '' } = useParams();
  return (
    <MailLinkPage title={TITLE} icon={BellOff}>
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

  if (info.isPending) return <LoadingState label="Checking your link..." />;
  if (info.isError) {
    if (isDeadLink(info.error)) return <DeadLink message={info.error.message} />;
    return <QueryError error={info.error} onRetry={info.refetch} retrying={info.isFetching} />;
  }
  const name = info.data.searchName;

  if (unsubscribe.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success" title="You are unsubscribed">
          You will no longer receive alerts for “{name}”.
        </Alert>
        <ManageAlerts />
      </div>
    );
  }
  if (info.data.unsubscribed) {
    return (
      <div className="space-y-4">
        <Alert tone="info" title="You are already unsubscribed">
          Alerts for “{name}” are turned off.
        </Alert>
        <ManageAlerts />
      </div>
    );
  }
  if (unsubscribe.isError && isDeadLink(unsubscribe.error))
    return <DeadLink message={unsubscribe.error.message} />;

  return (
    <div className="space-y-4">
      <p className="text-slate-700">You will stop receiving alerts for “{name}”.</p>
      {unsubscribe.isError ? (
        <Alert tone="error" title="Could not unsubscribe">
          {unsubscribe.error.message}
        </Alert>
      ) : null}
      <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
        {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
      </Button>
      <p className="text-sm text-slate-600">Your other saved searches keep sending their alerts.</p>
    </div>
  );
}

function DeadLink({ message }: { message: string }) {
  return (
    <div className="space-y-4">
      <Alert tone="error" title="This link does not work">
        {message}
      </Alert>
      <p className="text-sm text-slate-700">
        Sign in to turn off alerts on the Job alerts page, or turn off all alert emails in Account settings.
      </p>
      <ManageAlerts />
    </div>
  );
}

function ManageAlerts() {
  return (
    <Link to="/facilitator/alerts" className={buttonClasses('secondary')}>
      Manage job alerts
    </Link>
  );
}
