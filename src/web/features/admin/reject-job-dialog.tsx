import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { REJECTION_REASON_MAX, RejectJobSchema, type ModerationItem } from '../../../shared/moderation';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/input';
import { useT } from '../../lib/i18n';
import { adminMessages } from './messages';

/**
 * Asks for the reason of a rejection (required; the poster reads it). `onReject` resolves when the
 * server took it, and the dialog closes; it stays open, with the reason, when the request failed.
 */
export function RejectJobDialog({
  job,
  saving,
  onReject,
  onClose,
}: {
  job: ModerationItem | null;
  saving: boolean;
  onReject(job: ModerationItem, reason: string): Promise<unknown>;
  onClose(): void;
}) {
  const t = useT(adminMessages);
  if (!job) return null;
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('reject.title', { title: job.title })}
      description={t('reject.description')}
    >
      <RejectJobForm job={job} saving={saving} onReject={onReject} onRejected={onClose} />
    </FormDialog>
  );
}

function RejectJobForm({
  job,
  saving,
  onReject,
  onRejected,
}: {
  job: ModerationItem;
  saving: boolean;
  onReject(job: ModerationItem, reason: string): Promise<unknown>;
  onRejected(): void;
}) {
  const t = useT(adminMessages);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(RejectJobSchema), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      await onReject(job, reason);
      onRejected();
    } catch {
      // The page's toast tells what went wrong; the reason stays for another try.
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={saving}
      submitLabel={t('reject.submit')}
      pendingLabel={t('reject.pending')}
      destructive
    >
      <FormField
        label={t('reason')}
        hint={t('maxCharacters', { max: REJECTION_REASON_MAX })}
        error={errors.reason?.message}
      >
        <Textarea {...register('reason')} rows={5} required maxLength={REJECTION_REASON_MAX + 100} />
      </FormField>
    </DialogForm>
  );
}
