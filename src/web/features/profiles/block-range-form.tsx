import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate } from '../../../shared/dates';
import { BLOCK_RANGE_MAX_DAYS, DayRangeSchema, type DayRangeValues } from '../../../shared/facilitation';
import { AVAILABILITY_HORIZON_DAYS } from '../../../shared/facilitation-options';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { toastError, toastSuccess } from '../../lib/toast';
import { useBlockRange } from './api';
import { addDays } from './calendar-model';
import { LocalizedMessage } from '../../lib/i18n';

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
          onSuccess: () => {
            const n = dayCount(values);
            const days = n === 1 ? '1 day' : `${n} days`;
            toastSuccess(
              blocked ? `${days} blocked` : `${days} available again`,
              `${formatDate(values.from)} to ${formatDate(values.to)}`,
            );
          },
          onError: (error) =>
            toastError('Error', error instanceof ApiError ? error.message : 'An unexpected error occurred'),
        },
      ),
    );

  const fields = [
    { name: 'from', label: 'First day', error: errors.from?.message },
    { name: 'to', label: 'Last day', error: errors.to?.message },
  ] as const;

  return (
    <form onSubmit={run(true)} noValidate className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Block a range of days</h2>
        <p className="mt-1 text-sm text-slate-600">
          Away for a while? Block every day from the first to the last at once (up to {BLOCK_RANGE_MAX_DAYS}{' '}
          days), or free them again. Days of a job you are hired for stay booked.
        </p>
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
          {blockRange.isPending ? 'Saving...' : 'Block these days'}
        </Button>
        <Button type="button" variant="secondary" disabled={blockRange.isPending} onClick={run(false)}>
          Free these days
        </Button>
      </div>
    </form>
  );
}
