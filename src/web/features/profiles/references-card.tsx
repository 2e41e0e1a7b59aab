import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { formatDate } from '../../../shared/dates';
import {
  REFERENCE_MESSAGE_MAX,
  REFERENCES_MAX,
  ReferenceRequestInputSchema,
  type OwnReference,
  type ReferenceStatus,
} from '../../../shared/reviews';
import { profileReferencesMessages } from '../../components/profile-references-messages';
import { Badge, type BadgeColor } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input, Textarea } from '../../components/ui/input';
import { LoadingState } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { commonMessages } from '../../lib/common-messages';
import { useLocale, useT } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { useOwnReferences, useRequestReference, useWithdrawReference } from '../references/api';

type RequestValues = z.input<typeof ReferenceRequestInputSchema>;

const STATUS_COLORS: Record<ReferenceStatus, BadgeColor> = {
  requested: 'yellow',
  given: 'green',
  expired: 'gray',
  withdrawn: 'gray',
};

/**
 * The facilitator's outside references (docs/decisions/042), on their own profile: ask a past client by email
 * (at most REFERENCES_MAX requests ever), see each request's status, withdraw an open one.
 */
export function ReferencesCard() {
  const t = useT(profileReferencesMessages);
  const own = useOwnReferences();
  return (
    <section id="references" aria-labelledby="references-title">
      <h2 id="references-title" className="text-lg font-semibold text-slate-900">
        {t('card.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('card.lead', { max: REFERENCES_MAX })}</p>
      {own.isPending ? (
        <LoadingState />
      ) : own.isError ? (
        <p className="mt-4 text-sm text-red-700">{t('card.loadFailed')}</p>
      ) : (
        <>
          <p className="mt-3 text-sm font-medium text-slate-800">
            {t('card.remaining', { count: own.data.remaining })}
          </p>
          {own.data.remaining > 0 ? <RequestForm /> : null}
          <RequestList items={own.data.items} />
        </>
      )}
    </section>
  );
}

function RequestForm() {
  const t = useT(profileReferencesMessages);
  const common = useT(commonMessages);
  const request = useRequestReference();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<RequestValues>({
    resolver: zodResolver(ReferenceRequestInputSchema),
    defaultValues: { clientName: '', clientEmail: '', organisation: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const made = await request.mutateAsync(values);
      toastSuccess(t('card.sent'), t('card.sentDetail', { name: made.clientName }));
      reset();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : undefined;
      for (const [field, messages] of Object.entries(fields ?? {}))
        if (field in values) setError(field as keyof RequestValues, { message: messages[0] });
      toastError(t('card.failed'), error instanceof ApiError ? error.message : common('unexpectedError'));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label={t('card.form')}>
      <h3 className="text-base font-semibold text-slate-900">{t('card.form')}</h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={t('card.name')} error={errors.clientName?.message}>
          <Input autoComplete="off" {...register('clientName')} />
        </FormField>
        <FormField label={t('card.email')} error={errors.clientEmail?.message}>
          <Input type="email" autoComplete="off" {...register('clientEmail')} />
        </FormField>
      </div>
      <FormField label={t('card.organisation')} error={errors.organisation?.message} optional>
        <Input autoComplete="off" {...register('organisation')} />
      </FormField>
      <FormField
        label={t('card.message')}
        hint={t('card.messageHint', { max: REFERENCE_MESSAGE_MAX })}
        error={errors.message?.message}
        optional
      >
        <Textarea rows={3} {...register('message')} />
      </FormField>
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? t('card.pending') : t('card.submit')}
      </Button>
    </form>
  );
}

function RequestList({ items }: { items: OwnReference[] }) {
  const t = useT(profileReferencesMessages);
  const common = useT(commonMessages);
  const locale = useLocale();
  const withdraw = useWithdrawReference();
  return (
    <div className="mt-6">
      <h3 className="text-base font-semibold text-slate-900">{t('card.list')}</h3>
      {items.length ? (
        <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {item.clientName}
                  {item.organisation ? (
                    <span className="font-normal text-slate-600">, {item.organisation}</span>
                  ) : null}
                </p>
                <p className="break-all text-sm text-slate-600">{item.clientEmail}</p>
                <p className="text-xs text-slate-600">
                  {t('card.requestedOn', { date: formatDate(item.requestedAt, { locale }) })}
                </p>
                {item.text ? (
                  <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{item.text}</p>
                ) : null}
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <Badge color={STATUS_COLORS[item.status]}>{t(`status.${item.status}`)}</Badge>
                {item.status === 'requested' ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('card.withdrawLabel', { name: item.clientName })}
                    disabled={withdraw.isPending}
                    onClick={() =>
                      withdraw.mutate(item.id, {
                        onSuccess: () => toastSuccess(t('card.withdrawn')),
                        onError: (error) =>
                          toastError(
                            t('card.withdrawFailed'),
                            error instanceof ApiError ? error.message : common('unexpectedError'),
                          ),
                      })
                    }
                  >
                    {t('card.withdraw')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{t('card.none')}</p>
      )}
    </div>
  );
}
