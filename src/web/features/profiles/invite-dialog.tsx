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
  const [open, setOpen] = useState(false);
  if (userType !== 'company') return null;
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant={variant} size={size} className={className}>
          <MailPlus aria-hidden className="h-4 w-4" /> Invite to apply
        </Button>
      }
      title={`Invite ${firstName} to apply`}
      description={`${firstName} gets your note with the job in Messages, and can apply from there.`}
    >
      <InviteContent facilitatorId={facilitatorId} firstName={firstName} />
    </FormDialog>
  );
}

function InviteContent({ facilitatorId, firstName }: InviteProps) {
  const jobs = useInvitableJobs();
  const [conversationId, setConversationId] = useState<string | null>(null);

  if (conversationId) {
    return (
      <div className="space-y-4">
        <Alert tone="success" title="Invitation sent">
          {firstName} will find it in Messages.
        </Alert>
        <DialogActions close="Close">
          <Link to={`/messages/${conversationId}`} className={buttonClasses('primary')}>
            <MessagesSquare aria-hidden className="h-4 w-4" /> Open conversation
          </Link>
        </DialogActions>
      </div>
    );
  }
  if (jobs.isPending) return <LoadingState label="Loading your jobs..." />;
  if (jobs.isError)
    return <QueryError error={jobs.error} onRetry={jobs.refetch} retrying={jobs.isFetching} />;
  if (!jobs.data.length) {
    return (
      <div className="space-y-4 text-sm text-slate-700">
        <p>You have no published jobs right now. Post a job first, then invite {firstName} to apply to it.</p>
        <Link to="/post-job" className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
          Post a job
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
