import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EyeOff } from 'lucide-react';
import type { z } from 'zod';
import { HIDE_REASON_MAX, HideReferenceInputSchema } from '../../../shared/reviews';
import { DialogForm } from '../../components/form-dialog';
import { profileReferencesMessages } from '../../components/profile-references-messages';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/input';
import { useT } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { useErrorToast } from '../../lib/use-error-toast';
import { useHideReference } from './api';

type HideValues = z.input<typeof HideReferenceInputSchema>;

/** The reason of a reference's hiding, checked with the route's own schema (loaded when its dialog opens). */
export function HideReferenceForm({ referenceId, onDone }: { referenceId: string; onDone: () => void }) {
  const t = useT(profileReferencesMessages);
  const showError = useErrorToast();
  const hide = useHideReference();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<HideValues, unknown, z.output<typeof HideReferenceInputSchema>>({
    resolver: zodResolver(HideReferenceInputSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await hide.mutateAsync({ referenceId, ...values });
      toastSuccess(t('admin.hidden'));
      onDone();
    } catch (error) {
      showError(error);
    }
  });
  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={hide.isPending}
      submitLabel={t('admin.hide')}
      pendingLabel={t('admin.hiding')}
      icon={<EyeOff aria-hidden className="h-4 w-4" />}
      destructive
    >
      <FormField label={t('admin.reason')} error={errors.reason?.message}>
        <Textarea {...register('reason')} rows={3} maxLength={HIDE_REASON_MAX} />
      </FormField>
    </DialogForm>
  );
}
