import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import {
  REPORT_CATEGORIES,
  REPORT_CATEGORY_LABELS,
  REPORT_NOTE_MAX,
  REPORT_THANKS,
  ReportSchema,
  type ReportFormValues,
  type ReportInput,
  type ReportReceived,
  type ReportTargetType,
} from '../../shared/reports';
import { api, ApiError } from '../lib/api';
import { toastError, toastSuccess } from '../lib/toast';
import { DialogForm } from './form-dialog';
import { FormField } from './ui/form-field';
import { OptionSelect, Textarea } from './ui/input';

/** The report dialog's form (loaded when the dialog opens: its schema stays off the public pages). */
export function ReportForm({
  targetType,
  targetId,
  onSent,
}: {
  targetType: ReportTargetType;
  targetId: string;
  onSent: () => void;
}) {
  const send = useMutation({
    mutationFn: (body: ReportInput) => api<ReportReceived>('/api/reports', { method: 'POST', body }),
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ReportFormValues, unknown, ReportInput>({
    resolver: zodResolver(ReportSchema),
    defaultValues: { targetType, targetId, category: 'spam', note: '' },
  });
  const note = watch('note') ?? '';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toastSuccess('Report sent', REPORT_THANKS);
      onSent();
    } catch (error) {
      toastError('Error', error instanceof ApiError ? error.message : 'An unexpected error occurred');
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={send.isPending}
      submitLabel="Send report"
      pendingLabel="Sending..."
      icon={<Send aria-hidden className="h-4 w-4" />}
    >
      <FormField label="Reason" error={errors.category?.message}>
        <OptionSelect options={REPORT_CATEGORIES} labels={REPORT_CATEGORY_LABELS} {...register('category')} />
      </FormField>
      <FormField
        label="Note"
        optional
        hint={`What should our team look at? ${note.length}/${REPORT_NOTE_MAX}`}
        error={errors.note?.message}
      >
        <Textarea {...register('note')} rows={4} maxLength={REPORT_NOTE_MAX} />
      </FormField>
    </DialogForm>
  );
}
