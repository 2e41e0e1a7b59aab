import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Check, MailOpen, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DECLINE_REASON_MAX,
  DeclineInvitationSchema,
  type DeclineInvitationValues,
  type InvitationItem,
} from '../../../shared/messages';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { InvitationStatusBadge } from '../../components/invitation-status-badge';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/input';
import { commonMessages } from '../../lib/common-messages';
import { useT } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { useAnswerInvitation } from './api';
import { messageMessages } from './messages';

/**
 * An invitation to apply inside the thread: the job and where the invitation stands. The invited
 * facilitator answers here: Accept opens the job's Apply dialog (prefilled from the invitation).
 */
export function InvitationCard({ invitation, invited }: { invitation: InvitationItem; invited: boolean }) {
  const navigate = useNavigate();
  const answer = useAnswerInvitation();
  const t = useT(messageMessages);
  const common = useT(commonMessages);
  const [declining, setDeclining] = useState(false);
  const open = invited && (invitation.status === 'sent' || invitation.status === 'seen');

  const accept = () =>
    answer.mutate(
      { id: invitation.id, accept: true },
      {
        onSuccess: () => navigate(`/jobs/${invitation.job.id}?apply=1&invitation=${invitation.id}`),
        onError: (error) => toastError(common('error'), error.message),
      },
    );

  return (
    <div className="mt-1.5 w-72 max-w-full rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600">
          <MailOpen aria-hidden className="h-3.5 w-3.5" /> {t('invitation.label')}
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
          <span className="font-medium">{t('invitation.reason')}</span> {invitation.declineReason}
        </p>
      ) : null}
      {open ? (
        <div className="mt-3 flex gap-2">
          <Button size="sm" onClick={accept} disabled={answer.isPending}>
            <Check aria-hidden className="h-4 w-4" /> {t('invitation.accept')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setDeclining(true)}
            disabled={answer.isPending}
          >
            <X aria-hidden className="h-4 w-4" /> {t('invitation.decline')}
          </Button>
        </div>
      ) : null}
      <FormDialog
        open={declining}
        onOpenChange={setDeclining}
        title={t('invitation.declineTitle')}
        description={t('invitation.declineDescription', { title: invitation.job.title })}
      >
        <DeclineForm invitation={invitation} onDone={() => setDeclining(false)} />
      </FormDialog>
    </div>
  );
}

function DeclineForm({ invitation, onDone }: { invitation: InvitationItem; onDone: () => void }) {
  const answer = useAnswerInvitation();
  const t = useT(messageMessages);
  const common = useT(commonMessages);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<DeclineInvitationValues>({
    resolver: zodResolver(DeclineInvitationSchema),
    defaultValues: { reason: '' },
  });
  const length = (watch('reason') ?? '').length;

  const onSubmit = handleSubmit(({ reason }) =>
    answer.mutate(
      { id: invitation.id, accept: false, reason },
      {
        onSuccess: () => {
          toastSuccess(t('invitation.declined'));
          onDone();
        },
        onError: (error) => toastError(common('error'), error.message),
      },
    ),
  );

  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={answer.isPending}
      submitLabel={t('invitation.declineSubmit')}
      pendingLabel={t('invitation.declining')}
      destructive
    >
      <FormField
        label={t('invitation.reasonLabel')}
        hint={`${length}/${DECLINE_REASON_MAX}`}
        error={errors.reason?.message}
      >
        <Textarea {...register('reason')} rows={3} maxLength={DECLINE_REASON_MAX} />
      </FormField>
    </DialogForm>
  );
}
