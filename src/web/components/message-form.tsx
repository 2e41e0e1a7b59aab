import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGE_MAX, StartConversationSchema } from '../../shared/messages';
import { ApiError } from '../lib/api';
import { commonMessages } from '../lib/common-messages';
import { useT } from '../lib/i18n';
import { toastError, toastSuccess } from '../lib/toast';
import { SendDialogForm } from './form-dialog';
import { componentMessages } from './messages';
import { FormField } from './ui/form-field';
import { Textarea } from './ui/input';

/** The one rule for a message's text, as the server applies it. */
const MessageFormSchema = StartConversationSchema.pick({ body: true });
type MessageFormValues = { body: string };

/** Refusals the writer has to read before trying again (blocked, not allowed, too many): shown in the form. */
const INLINE_STATUSES = new Set([403, 404, 409, 429]);

interface MessageFormProps {
  /** Sends the text (the caller picks the endpoint and what it refers to); rejects with the server's error. */
  onSend(body: string): Promise<unknown>;
  /** Called after a successful send, e.g. to close a dialog; the caller usually navigates to the thread. */
  onSent?(): void;
  submitLabel?: string;
  placeholder?: string;
}

/**
 * A dialog's form for a message's text with its counter, validated with the shared message rule; busy while sending, the
 * server's refusal (blocked, limits) said in the form, "Message sent" on success.
 */
export function MessageForm({ onSend, onSent, submitLabel, placeholder }: MessageFormProps) {
  const t = useT(componentMessages);
  const common = useT(commonMessages);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<MessageFormValues>({
    resolver: zodResolver(MessageFormSchema),
    defaultValues: { body: '' },
  });
  const length = (watch('body') ?? '').length;

  const onSubmit = handleSubmit(async ({ body }) => {
    setRefusal(null);
    try {
      await onSend(body);
      toastSuccess(t('message.sent'));
      onSent?.();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const fieldMessage = apiError?.fieldErrors?.body?.[0];
      if (fieldMessage) setError('body', { type: 'server', message: fieldMessage });
      else if (apiError && INLINE_STATUSES.has(apiError.status)) setRefusal(apiError.message);
      else toastError(common('error'), apiError?.message ?? common('unexpectedError'));
    }
  });

  return (
    <SendDialogForm
      onSubmit={onSubmit}
      pending={isSubmitting}
      submitLabel={submitLabel ?? t('message.send')}
      refusal={{ title: t('message.refused'), message: refusal }}
    >
      <FormField
        label={t('message.label')}
        hint={t('message.counter', { length, max: MESSAGE_MAX })}
        error={errors.body?.message}
      >
        <Textarea {...register('body')} rows={6} maxLength={MESSAGE_MAX} placeholder={placeholder} />
      </FormField>
    </SendDialogForm>
  );
}
