import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Ban } from 'lucide-react';
import { SUSPENSION_REASON_MAX } from '../../../shared/report-options';
import { SuspendSchema } from '../../../shared/reports';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/input';
import { useT } from '../../lib/i18n';
import { adminMessages } from './messages';

interface SuspendFormProps {
  pending: boolean;
  onConfirm: (reason: string) => Promise<void>;
}

/**
 * Asks for the reason of a suspension (required; it goes to the audit log) and says what suspending does.
 * `onConfirm` resolves once the suspension is saved; the dialog then closes.
 */
export function SuspendDialog({
  who,
  description,
  open,
  onOpenChange,
  ...form
}: SuspendFormProps & {
  /** The account's email (or the organisation's name), as the dialog names it. */
  who: string;
  /** What suspending does, when it is not an account's suspension. */
  description?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(adminMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('suspend.title', { who })}
      description={description ?? t('suspend.description')}
    >
      <SuspendForm {...form} />
    </FormDialog>
  );
}

function SuspendForm({ pending, onConfirm }: SuspendFormProps) {
  const t = useT(adminMessages);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(SuspendSchema), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(async ({ reason }) => {
    await onConfirm(reason);
    reset();
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={pending}
      submitLabel={t('suspend.submit')}
      pendingLabel={t('suspend.pending')}
      icon={<Ban aria-hidden className="h-4 w-4" />}
      destructive
    >
      <FormField label={t('reason')} hint={t('suspend.hint')} error={errors.reason?.message}>
        <Textarea {...register('reason')} rows={3} maxLength={SUSPENSION_REASON_MAX} />
      </FormField>
    </DialogForm>
  );
}
