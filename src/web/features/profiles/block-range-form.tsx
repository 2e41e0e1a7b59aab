import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BLOCK_RANGE_MAX_DAYS, DayRangeSchema, type DayRangeValues } from '../../../shared/facilitation';
import { AVAILABILITY_HORIZON_DAYS } from '../../../shared/facilitation-options';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toastSuccess } from '../../lib/toast';
import { LocalizedMessage, useLocale, useT } from '../../lib/i18n';
import { useBlockRange } from './api';
import { availabilityMessages } from './availability-messages';
import { useErrorToast } from '../../lib/use-error-toast';
import { addDays } from './calendar-model';
import { formatDate } from '../../../shared/dates';

const dayCount = ({ from, to }: DayRangeValues) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * Blocks (or frees) every day from a first to a last one in one go, with one toast for all of them; the
 * calendar of the month on screen (`calendarFrom`–`calendarTo`) redraws from the answer.
 */
export function BlockRangeForm({
  today,
  calendarFrom,
  calendarTo,
}: {
  today: string;
  calendarFrom: string;
  calendarTo: string;
}) {
  const t = useT(availabilityMessages);
  const locale = useLocale();
  const failed = useErrorToast();
  const blockRange = useBlockRange(calendarFrom, calendarTo);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DayRangeValues>({
    resolver: zodResolver(DayRangeSchema),
    defaultValues: { from: '', to: '' },
  });

  const run = (blocked: boolean) =>
    handleSubmit((values) =>
      blockRange.mutate(
        { ...values, blocked },
        {
          onSuccess: () =>
            toastSuccess(
              t(blocked ? 'range.blocked' : 'range.freed', { count: dayCount(values) }),
              t('range.dates', {
                from: formatDate(values.from, { locale }),
                to: formatDate(values.to, { locale }),
              }),
            ),
          onError: failed,
        },
      ),
    );

  const fields = [
    { name: 'from', label: t('range.from'), error: errors.from?.message },
    { name: 'to', label: t('range.to'), error: errors.to?.message },
  ] as const;

  return (
    <form onSubmit={run(true)} noValidate className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('range.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('range.lead', { max: BLOCK_RANGE_MAX_DAYS })}</p>
      </div>
      <div className="flex flex-wrap gap-4">
        {fields.map((field) => (
          <div key={field.name} className="space-y-1">
            <label htmlFor={`range-${field.name}`} className="block text-sm font-medium text-slate-800">
              {field.label}
            </label>
            <Input
              id={`range-${field.name}`}
              type="date"
              min={today}
              max={addDays(today, AVAILABILITY_HORIZON_DAYS)}
              {...register(field.name)}
              aria-invalid={field.error ? true : undefined}
              aria-describedby={field.error ? `range-${field.name}-error` : undefined}
              className="w-44"
            />
            {field.error ? (
              <p id={`range-${field.name}-error`} role="alert" className="text-sm font-medium text-red-700">
                <LocalizedMessage message={field.error} />
              </p>
            ) : null}
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={blockRange.isPending}>
          {blockRange.isPending ? t('saving') : t('range.block')}
        </Button>
        <Button type="button" variant="secondary" disabled={blockRange.isPending} onClick={run(false)}>
          {t('range.free')}
        </Button>
      </div>
    </form>
  );
}
