import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Check, MailOpen, X } from 'lucide-react';
import { DECLINE_REASON_MAX, type InvitationItem } from '../../../shared/messages';
import { InvitationStatusBadge } from '../../components/invitation-status-badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/input';
import { toastError, toastSuccess } from '../../lib/toast';
import { useAnswerInvitation } from './api';

/**
 * An invitation to apply inside the thread: the job and where the invitation stands. The invited
 * facilitator answers here: Accept opens the job's Apply dialog (prefilled from the invitation).
 */
export function InvitationCard({ invitation, invited }: { invitation: InvitationItem; invited: boolean }) {
  const navigate = useNavigate();
  const answer = useAnswerInvitation();
  const [declining, setDeclining] = useState(false);
  const open = invited && (invitation.status === 'sent' || invitation.status === 'seen');

  const accept = () =>
    answer.mutate(
      { id: invitation.id, accept: true },
      {
        onSuccess: () => navigate(`/jobs/${invitation.job.id}?apply=1&invitation=${invitation.id}`),
        onError: (error) => toastError('Error', error.message),
      },
    );

  return (
    <div className="mt-1.5 w-72 max-w-full rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600">
          <MailOpen aria-hidden className="h-3.5 w-3.5" /> Invitation to apply
        </span>
        <InvitationStatusBadge status={invitation.status} />
      </div>
      <Link
        to={invitation.job.url}
        className="mt-1.5 block font-semibold break-words text-slate-900 hover:text-indigo-700 hover:underline"
      >
        {invitation.job.title}
      </Link>
      {invitation.status === 'declined' && invitation.declineReason ? (
        <p className="mt-1.5 text-slate-700">
          <span className="font-medium">Reason:</span> {invitation.declineReason}
        </p>
      ) : null}
      {open ? (
        <div className="mt-3 flex gap-2">
          <Button size="sm" onClick={accept} disabled={answer.isPending}>
            <Check aria-hidden className="h-4 w-4" /> Accept
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setDeclining(true)}
            disabled={answer.isPending}
          >
            <X aria-hidden className="h-4 w-4" /> Decline
          </Button>
        </div>
      ) : null}
      <Dialog open={declining} onOpenChange={setDeclining}>
        <DialogContent
          title="Decline the invitation?"
          description={`The company learns that you declined "${invitation.job.title}".`}
        >
          <DeclineForm invitation={invitation} onDone={() => setDeclining(false)} />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function DeclineForm({ invitation, onDone }: { invitation: InvitationItem; onDone: () => void }) {
  const answer = useAnswerInvitation();
  const [reason, setReason] = useState('');
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        answer.mutate(
          { id: invitation.id, accept: false, reason },
          {
            onSuccess: () => {
              toastSuccess('Invitation declined');
              onDone();
            },
            onError: (error) => toastError('Error', error.message),
          },
        );
      }}
    >
      <FormField label="Reason (optional)" hint={`${reason.length}/${DECLINE_REASON_MAX}`}>
        <Textarea
          rows={3}
          value={reason}
          maxLength={DECLINE_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={answer.isPending}>
          {answer.isPending ? 'Declining...' : 'Decline invitation'}
        </Button>
      </div>
    </form>
  );
}
