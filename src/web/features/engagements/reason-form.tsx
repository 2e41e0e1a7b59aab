import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  CancelEngagementSchema,
  DeclineOfferSchema,
  FlagEngagementSchema,
  REASON_MAX,
} from '../../../shared/engagements';
import { DialogForm } from '../../components/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/input';
import { useT } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { useErrorToast } from '../../lib/use-error-toast';
import { useEngagementStep } from './api';
import { engagementMessages } from './messages';

/** The steps that take a reason: optional to decline, required to cancel or to ask for help. */
const SCHEMAS = {
  decline: DeclineOfferSchema,
  cancel: CancelEngagementSchema,
  flag: FlagEngagementSchema,
} as const;
export type ReasonStep = keyof typeof SCHEMAS;

type ReasonValues = z.input<typeof FlagEngagementSchema>;

const WORDS = {
  decline: {
    label: 'actions.declineReason',
    submit: 'actions.declineConfirm',
    pending: 'actions.declining',
    done: 'actions.declined',
  },
  cancel: {
    label: 'actions.cancelReason',
    submit: 'actions.cancelConfirm',
    pending: 'actions.cancelling',
    done: 'actions.cancelled',
  },
  flag: {
    label: 'actions.flagReason',
    submit: 'actions.flagConfirm',
    pending: 'actions.sending',
    done: 'actions.flagged',
  },
} as const;

/**
 * The form of the Decline, Cancel engagement and Ask for help dialogs: a reason, checked with the route's
 * own schema. Loaded when its dialog opens, so that the page does not load Zod.
 */
export function ReasonForm({
  step,
  engagementId,
  onDone,
}: {
  step: ReasonStep;
  engagementId: string;
  onDone: () => void;
}) {
  const t = useT(engagementMessages);
  const showError = useErrorToast();
  const send = useEngagementStep(engagementId, step);
  const words = WORDS[step];
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ReasonValues, unknown, ReasonValues>({
    resolver: zodResolver(SCHEMAS[step] as typeof FlagEngagementSchema),
    defaultValues: { reason: '' },
  });
  const reason = watch('reason') ?? '';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toastSuccess(t(words.done), step === 'flag' ? t('actions.flaggedBody') : undefined);
      onDone();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={send.isPending}
      submitLabel={t(words.submit)}
      pendingLabel={t(words.pending)}
      destructive={step !== 'flag'}
    >
      <FormField
        label={t(words.label)}
        optional={step === 'decline'}
        hint={`${reason.length}/${REASON_MAX}`}
        error={errors.reason?.message}
      >
        <Textarea {...register('reason')} rows={4} maxLength={REASON_MAX} />
      </FormField>
    </DialogForm>
  );
}
