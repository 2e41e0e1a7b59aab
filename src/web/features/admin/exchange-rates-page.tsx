import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CURRENCIES,
  UpdateExchangeRatesSchema,
  type ExchangeRates,
  type UpdateExchangeRatesInput,
} from '../../../shared/facilitation';
import { PageMeta } from '../../components/page-meta';
import { PageHeader } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { LoadingState } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { toastError, toastSuccess } from '../../lib/toast';
import { exchangeRatesQuery } from '../jobs/api';
import { useUpdateExchangeRates } from './api';
import { LocalizedMessage, useLocale, useT } from '../../lib/i18n';
import { commonMessages } from '../../lib/common-messages';
import { INTL_LOCALES } from '../../../shared/i18n/locales';
import { AdminTable } from './admin-table';
import { formatDate } from '../../../shared/dates';
import { adminMessages } from './messages';

export function Component() {
  const rates = useQuery(exchangeRatesQuery());
  const t = useT(adminMessages);
  return (
    <>
      <PageMeta title={t('rates.title')} />
      <PageHeader title={t('rates.title')} description={t('rates.description')} />
      <div className="mt-8">
        {rates.error ? (
          <QueryError error={rates.error} onRetry={rates.refetch} retrying={rates.isFetching} />
        ) : rates.isPending ? (
          <LoadingState label={t('rates.loading')} />
        ) : (
          // A new answer (another admin saved) starts the form again from it.
          <RatesForm key={`${rates.data.asOf}:${JSON.stringify(rates.data.rates)}`} current={rates.data} />
        )}
      </div>
    </>
  );
}

function RatesForm({ current }: { current: ExchangeRates }) {
  const update = useUpdateExchangeRates();
  const t = useT(adminMessages);
  const common = useT(commonMessages);
  const locale = useLocale();
  const currencyNames = useMemo(
    () => new Intl.DisplayNames([INTL_LOCALES[locale]], { type: 'currency' }),
    [locale],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UpdateExchangeRatesInput>({
    resolver: zodResolver(UpdateExchangeRatesSchema),
    defaultValues: { asOf: current.asOf, rates: { ...current.rates, EUR: 1 } },
  });
  const busy = isSubmitting || update.isPending;
  // Whole-table messages ("The rate of NOK is missing") sit on the rates object itself.
  // (The rates are keyed by currency, so the type cannot tell the object's own message from a rate's.)
  const ratesErrors = errors.rates as { message?: string; root?: { message?: string } } | undefined;
  const tableError = ratesErrors?.message ?? ratesErrors?.root?.message;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      toastSuccess(
        t('rates.saved.title'),
        t('rates.saved.body', { date: formatDate(saved.asOf, { locale }) }),
      );
    } catch (error) {
      const message = error instanceof ApiError ? error.message : common('unexpectedError');
      if (error instanceof ApiError && error.fieldErrors)
        for (const [key, messages] of Object.entries(error.fieldErrors))
          setError(key as FieldPath<UpdateExchangeRatesInput>, { type: 'server', message: messages[0] });
      toastError(common('error'), message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="space-y-6">
      <Card className="p-4 sm:p-6">
        <div className="max-w-xs">
          <FormField label={t('rates.asOf')} hint={t('rates.asOfHint')} error={errors.asOf?.message}>
            <Input type="date" {...register('asOf')} />
          </FormField>
        </div>
      </Card>
      <AdminTable caption={t('rates.caption')} columns={[t('rates.currency'), t('rates.perEuro')]}>
        {CURRENCIES.map((code) => {
          const error = errors.rates?.[code]?.message;
          const id = `rate-${code}`;
          return (
            <tr key={code} className="align-top">
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="font-semibold text-slate-900">{code}</span>
                <span className="block text-xs text-slate-600 sm:inline sm:pl-2 sm:text-sm">
                  {currencyNames.of(code)}
                </span>
              </th>
              <td className="px-4 py-2">
                <Label htmlFor={id} className="sr-only">
                  {t('rates.codePerEuro', { code })}
                </Label>
                <Input
                  id={id}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  min={0}
                  // The euro is the base: always 1.
                  readOnly={code === 'EUR'}
                  className={code === 'EUR' ? 'max-w-40 bg-slate-50 text-slate-700' : 'max-w-40'}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  {...register(`rates.${code}`, { valueAsNumber: true })}
                />
                {error ? (
                  <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
                    <LocalizedMessage message={error} />
                  </p>
                ) : null}
              </td>
            </tr>
          );
        })}
      </AdminTable>
      {tableError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          <LocalizedMessage message={tableError} />
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {t('rates.save')}
        </Button>
      </div>
    </form>
  );
}
