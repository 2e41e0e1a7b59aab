import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { REPLY_TEXT_MAX, ReplyInputSchema } from '../../../shared/reviews';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/input';
import { useT } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { useErrorToast } from '../../lib/use-error-toast';
import { useReplyToReview } from './api';
import { reviewMessages } from './messages';

type ReplyValues = z.input<typeof ReplyInputSchema>;

/**
 * The reviewed side's one public reply, a short form opened in place under the review. Loaded when opened,
 * so that a profile page does not load Zod.
 */
export function ReplyForm({ reviewId, onClose }: { reviewId: string; onClose: () => void }) {
  const t = useT(reviewMessages);
  const showError = useErrorToast();
  const reply = useReplyToReview(reviewId);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReplyValues>({ resolver: zodResolver(ReplyInputSchema), defaultValues: { text: '' } });
  const saving = isSubmitting || reply.isPending;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reply.mutateAsync(values);
      toastSuccess(t('reply.saved'));
      onClose();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-3">
      <FormField label={t('reply.label')} error={errors.text?.message}>
        <Textarea {...register('text')} rows={3} maxLength={REPLY_TEXT_MAX} />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? t('reply.saving') : t('reply.submit')}
        </Button>
        <Button variant="ghost" size="sm" disabled={saving} onClick={onClose}>
          {t('reply.cancel')}
        </Button>
      </div>
    </form>
  );
}
