import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  REPORT_CATEGORIES,
  REPORT_NOTE_MAX,
  ReportSchema,
  type ReportFormValues,
  type ReportInput,
  type ReportReceived,
  type ReportCategory,
  type ReportTargetType,
} from '../../shared/reports';
import { api } from '../lib/api';
import { useErrorToast } from '../lib/use-error-toast';
import { useT } from '../lib/i18n';
import { toastSuccess } from '../lib/toast';
import { SendDialogForm } from './form-dialog';
import { componentMessages } from './messages';
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
  const t = useT(componentMessages);
  const showError = useErrorToast();
  const categoryLabel = (category: ReportCategory) => t(`report.category.${category}`);
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
      toastSuccess(t('report.sent'), t('report.thanks'));
      onSent();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <SendDialogForm onSubmit={onSubmit} pending={send.isPending} submitLabel={t('report.submit')}>
      <FormField label={t('report.reason')} error={errors.category?.message}>
        <OptionSelect options={REPORT_CATEGORIES} labels={categoryLabel} {...register('category')} />
      </FormField>
      <FormField
        label={t('report.note')}
        optional
        hint={t('report.noteHint', { count: `${note.length}/${REPORT_NOTE_MAX}` })}
        error={errors.note?.message}
      >
        <Textarea {...register('note')} rows={4} maxLength={REPORT_NOTE_MAX} />
      </FormField>
    </SendDialogForm>
  );
}
