import { formatDate } from '../../../shared/dates';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AvailabilitySchema, type OwnAvailability } from '../../../shared/facilitation';
import {
  AVAILABILITY_HORIZON_DAYS,
  availabilityLabel,
  type AvailabilityStatus,
} from '../../../shared/facilitation-options';
import { PageMeta } from '../../components/page-meta';
import { PageHeader, PageShell } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { LoadingState } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { toastError, toastSuccess } from '../../lib/toast';
import { BlockRangeForm } from './block-range-form';
import { ownAvailabilityQuery, useSetAvailabilityStatus, useToggleBlockedDay } from './api';
import { AvailabilityCalendar } from './availability-calendar';
import { addDays, endOfMonth, localToday, startOfMonth } from './calendar-model';
import { LocalizedMessage } from '../../lib/i18n';

const failed = (error: unknown) =>
  toastError('Error', error instanceof ApiError ? error.message : 'An unexpected error occurred');

export function Component() {
  // Fixed for the visit: a page left open past midnight keeps its calendar until reloaded.
  const [today] = useState(localToday);
  const [month, setMonth] = useState(() => startOfMonth(today));
  const from = month;
  const to = endOfMonth(month);
  const query = useQuery(ownAvailabilityQuery(from, to));
  const toggle = useToggleBlockedDay(from, to);

  const onToggle = (date: string, block: boolean) =>
    toggle.mutate(
      { date, block },
      {
        onSuccess: () => toastSuccess(block ? 'Day blocked' : 'Day available again', formatDate(date)),
        onError: failed,
      },
    );

  return (
    <PageShell>
      <PageMeta title="Availability" />
      <div className="mx-auto max-w-3xl">
        <PageHeader
          title="Availability"
          description="Companies see your status on your profile and in the directory, which hides unavailable facilitators by default. Block the days you cannot work; the days of a job you are hired for are blocked for you."
        />
        {query.isError && !query.data ? (
          <QueryError className="mt-8" error={query.error} onRetry={query.refetch} />
        ) : !query.data ? (
          <LoadingState label="Loading your availability..." />
        ) : (
          <>
            <Card className="mt-8 p-5 sm:p-8">
              {/* Keyed by what is saved, so that the form starts again from it after a save. */}
              <StatusForm
                key={`${query.data.status}|${query.data.availableFrom ?? ''}`}
                saved={query.data}
                today={today}
              />
            </Card>
            <Card className="mt-6 p-5 sm:p-8">
              <AvailabilityCalendar
                today={today}
                lastDay={addDays(today, AVAILABILITY_HORIZON_DAYS)}
                days={query.data.days}
                onMonthChange={setMonth}
                onToggle={onToggle}
              />
              <CalendarKey />
            </Card>
            <Card className="mt-6 p-5 sm:p-8">
              <BlockRangeForm today={today} calendarFrom={from} calendarTo={to} />
            </Card>
          </>
        )}
      </div>
    </PageShell>
  );
}

const STATUS_OPTIONS: { value: AvailabilityStatus; label: string }[] = [
  { value: 'available', label: 'Available' },
  { value: 'available-from', label: 'Available from a date' },
  { value: 'unavailable', label: 'Unavailable' },
];

function StatusForm({ saved, today }: { saved: OwnAvailability; today: string }) {
  const save = useSetAvailabilityStatus();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof AvailabilitySchema>, unknown, z.output<typeof AvailabilitySchema>>({
    resolver: zodResolver(AvailabilitySchema),
    defaultValues: { status: saved.status, availableFrom: saved.availableFrom },
  });
  const status = watch('status');
  const error = errors.status?.message ?? errors.availableFrom?.message;

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (result) => toastSuccess('Availability updated', availabilityLabel(result)),
      onError: failed,
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">Status</legend>
        <p className="mt-1 text-sm text-slate-600">Now shown as: {availabilityLabel(saved)}</p>
        <div className="mt-4 space-y-3">
          {STATUS_OPTIONS.map((option) => (
            <div key={option.value} className="flex flex-wrap items-center gap-3">
              <input
                type="radio"
                id={`status-${option.value}`}
                {...register('status')}
                value={option.value}
                className="h-4 w-4 accent-indigo-600"
              />
              <label htmlFor={`status-${option.value}`} className="text-sm font-medium text-slate-800">
                {option.label}
              </label>
              {option.value === 'available-from' && status === 'available-from' ? (
                <span className="flex items-center gap-2">
                  <label htmlFor="status-date" className="sr-only">
                    Available from date
                  </label>
                  <Input
                    id="status-date"
                    type="date"
                    min={today}
                    {...register('availableFrom', { setValueAs: (value: string | null) => value || null })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? 'status-error' : undefined}
                    className="w-44"
                  />
                </span>
              ) : null}
            </div>
          ))}
        </div>
        {error ? (
          <p id="status-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
            <LocalizedMessage message={error} />
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save status'}
      </Button>
    </form>
  );
}

function CalendarKey() {
  return (
    <div className="mt-5 space-y-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
      <ul className="flex flex-wrap gap-x-5 gap-y-1" aria-label="Key">
        <li className="flex items-center gap-2">
          <span aria-hidden className="h-3 w-3 rounded-sm bg-slate-800" /> Blocked by you
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden className="h-3 w-3 rounded-sm bg-amber-200 ring-1 ring-amber-300" /> Booked for a
          job you were hired for
        </li>
      </ul>
      <p>
        Click a day, or press Enter or Space on it, to block or free it. The arrow keys move between days,
        Home and End to the ends of the week, Page Up and Page Down between months.
      </p>
    </div>
  );
}
