import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { MailPlus, MessagesSquare } from 'lucide-react';
import { QueryError } from '../../components/query-error';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses, type ButtonProps } from '../../components/ui/button';
import { DialogActions, FormDialog } from '../../components/form-dialog';
import { LoadingState } from '../../components/ui/skeleton';
import { useAuth } from '../../lib/auth';
import { useInvitableJobs } from '../jobs/api';
import { countClick } from '../insights/api';
import { useT } from '../../lib/i18n';
import { profileMessages } from './messages';

// The form and its schema load when the dialog opens: the directory and the profiles do not need zod.
const InviteForm = lazy(() => import('./invite-form').then((module) => ({ default: module.InviteForm })));

export interface InviteProps {
  facilitatorId: string;
  firstName: string;
}

/**
 * Invite to apply: for signed-in companies only (nothing for anyone else). The dialog picks one of the
 * company's published jobs and sends a note with it into the conversation with the facilitator.
 */
export function InviteButton({
  facilitatorId,
  firstName,
  variant = 'secondary',
  size,
  className,
}: InviteProps & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const { userType } = useAuth();
  const t = useT(profileMessages);
  const [open, setOpen] = useState(false);
  if (userType !== 'company') return null;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) countClick('invite', facilitatorId);
        setOpen(next);
      }}
      trigger={
        <Button variant={variant} size={size} className={className}>
          <MailPlus aria-hidden className="h-4 w-4" /> {t('invite.button')}
        </Button>
      }
      title={t('invite.title', { name: firstName })}
      description={t('invite.lead', { name: firstName })}
    >
      <InviteContent facilitatorId={facilitatorId} firstName={firstName} />
    </FormDialog>
  );
}

function InviteContent({ facilitatorId, firstName }: InviteProps) {
  const jobs = useInvitableJobs();
  const t = useT(profileMessages);
  const [conversationId, setConversationId] = useState<string | null>(null);

  if (conversationId) {
    return (
      <div className="space-y-4">
        <Alert tone="success" title={t('invite.sent')}>
          {t('invite.sentText', { name: firstName })}
        </Alert>
        <DialogActions close={t('invite.close')}>
          <Link to={`/messages/${conversationId}`} className={buttonClasses('primary')}>
            <MessagesSquare aria-hidden className="h-4 w-4" /> {t('invite.openConversation')}
          </Link>
        </DialogActions>
      </div>
    );
  }
  if (jobs.isPending) return <LoadingState label={t('invite.loadingJobs')} />;
  if (jobs.isError)
    return <QueryError error={jobs.error} onRetry={jobs.refetch} retrying={jobs.isFetching} />;
  if (!jobs.data.length) {
    return (
      <div className="space-y-4 text-sm text-slate-700">
        <p>{t('invite.noJobs', { name: firstName })}</p>
        <Link to="/post-job" className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
          {t('invite.postJob')}
        </Link>
      </div>
    );
  }
  return (
    <InviteForm
      facilitatorId={facilitatorId}
      firstName={firstName}
      jobs={jobs.data}
      onSent={setConversationId}
    />
  );
}
