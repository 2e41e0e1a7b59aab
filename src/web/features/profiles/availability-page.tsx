import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AvailabilitySchema, type OwnAvailability } from '../../../shared/facilitation';
import { AVAILABILITY_HORIZON_DAYS, type AvailabilityStatus } from '../../../shared/facilitation-options';
import { PageMeta } from '../../components/page-meta';
import { PageHeader, PageShell } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { LoadingState } from '../../components/ui/skeleton';
import { toastSuccess } from '../../lib/toast';
import { BlockRangeForm } from './block-range-form';
import { ownAvailabilityQuery, useSetAvailabilityStatus, useToggleBlockedDay } from './api';
import { AvailabilityCalendar } from './availability-calendar';
import { addDays, endOfMonth, localToday, startOfMonth } from './calendar-model';
import { LocalizedMessage, useLocale, useT } from '../../lib/i18n';
import { availabilityMessages, type AvailabilityKey } from './availability-messages';
import { useErrorToast } from '../../lib/use-error-toast';
import { availabilityText } from './format';
import { profileMessages } from './messages';
import { formatDate } from '../../../shared/dates';

export function Component() {
  const t = useT(availabilityMessages);
  const locale = useLocale();
  const failed = useErrorToast();
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
        onSuccess: () =>
          toastSuccess(t(block ? 'toast.dayBlocked' : 'toast.dayFreed'), formatDate(date, { locale })),
        onError: failed,
      },
    );

  return (
    <PageShell>
      <PageMeta title={t('title')} />
      <div className="mx-auto max-w-3xl">
        <PageHeader title={t('title')} description={t('description')} />
        {query.isError && !query.data ? (
          <QueryError className="mt-8" error={query.error} onRetry={query.refetch} />
        ) : !query.data ? (
          <LoadingState label={t('loading')} />
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

const STATUS_OPTIONS: { value: AvailabilityStatus; label: AvailabilityKey }[] = [
  { value: 'available', label: 'status.available' },
  { value: 'available-from', label: 'status.availableFrom' },
  { value: 'unavailable', label: 'status.unavailable' },
];

function StatusForm({ saved, today }: { saved: OwnAvailability; today: string }) {
  const t = useT(availabilityMessages);
  const profile = useT(profileMessages);
  const locale = useLocale();
  const failed = useErrorToast();
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
      onSuccess: (result) => toastSuccess(t('toast.updated'), availabilityText(profile, locale, result)),
      onError: failed,
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">{t('status.legend')}</legend>
        <p className="mt-1 text-sm text-slate-600">
          {t('status.shownAs', { label: availabilityText(profile, locale, saved) })}
        </p>
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
                {t(option.label)}
              </label>
              {option.value === 'available-from' && status === 'available-from' ? (
                <span className="flex items-center gap-2">
                  <label htmlFor="status-date" className="sr-only">
                    {t('status.date')}
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
        {save.isPending ? t('saving') : t('status.save')}
      </Button>
    </form>
  );
}

function CalendarKey() {
  const t = useT(availabilityMessages);
  return (
    <div className="mt-5 space-y-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
      <ul className="flex flex-wrap gap-x-5 gap-y-1" aria-label={t('key.label')}>
        <li className="flex items-center gap-2">
          <span aria-hidden className="h-3 w-3 rounded-sm bg-slate-800" /> {t('key.blocked')}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden className="h-3 w-3 rounded-sm bg-amber-200 ring-1 ring-amber-300" />{' '}
          {t('key.booked')}
        </li>
      </ul>
      <p>{t('key.help')}</p>
    </div>
  );
}
