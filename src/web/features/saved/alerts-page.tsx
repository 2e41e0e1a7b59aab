import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { BellRing, Pencil, Search, Trash2 } from 'lucide-react';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  SAVED_SEARCH_NAME_MAX,
  SavedSearchNameSchema,
  jobsSearchPath,
  localTimeZone,
  type AlertFrequency,
  type SavedSearch,
} from '../../../shared/saved';
import { PageHeader, PageShell } from '../../components/page-shell';
import { PageMeta } from '../../components/page-meta';
import { QueryError } from '../../components/query-error';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DialogActions, DialogForm, FormDialog } from '../../components/form-dialog';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { FormField } from '../../components/ui/form-field';
import { Input, OptionSelect, Select } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Pagination } from '../../components/ui/pagination';
import { SkeletonBars } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { timeAgo } from '../../lib/dates';
import { useLocale } from '../../lib/i18n';
import { searchSummary } from '../../lib/search-summary';
import { toastError, toastSuccess } from '../../lib/toast';
import { usePageParam } from '../../lib/use-page-param';
import { useDeleteSavedSearch, useSavedSearches, useSetTimeZone, useUpdateSavedSearch } from './api';
import { timeZoneLabel, timeZoneOptions } from '../../lib/time-zones';

const link = 'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900';

export function Component() {
  const [page, setPage] = usePageParam({ scroll: 'smooth' });
  const { data, error, isPending, isPlaceholderData, isFetching, refetch } = useSavedSearches(page);
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  return (
    <PageShell>
      <PageMeta title="Job alerts" description="Your saved job searches and how often their alerts arrive." />
      <div className="mx-auto max-w-3xl">
        <PageHeader
          title="Job alerts"
          description="Your saved searches. New jobs matching one are emailed to you as often as you choose, and shown under the bell."
        />

        <div className="mt-8 space-y-6">
          {error ? (
            <QueryError error={error} onRetry={refetch} retrying={isFetching} />
          ) : isPending ? (
            <div role="status" aria-label="Loading your job alerts" className="space-y-4">
              {[0, 1, 2].map((i) => (
                <Card key={i} className="space-y-3 p-6">
                  <SkeletonBars bars={['h-5 w-56 max-w-full', 'h-4 w-40', 'h-10 w-40']} />
                </Card>
              ))}
            </div>
          ) : (
            <>
              <TimeZoneCard accountTimeZone={data.timeZone} />
              {data.items.length === 0 ? (
                <EmptyState icon={<BellRing aria-hidden className="h-8 w-8" />} title="No saved searches yet">
                  <p>
                    Search or filter the jobs on the job board, then choose <strong>Save this search</strong>.
                    New jobs that match are sent to you here and by email.
                  </p>
                  <Link to="/jobs" className={buttonClasses('primary', 'md', 'mt-5')}>
                    <Search aria-hidden className="h-4 w-4" /> Search jobs
                  </Link>
                </EmptyState>
              ) : (
                <>
                  <ul className={cn('space-y-4 transition-opacity', isPlaceholderData && 'opacity-60')}>
                    {data.items.map((search) => (
                      <li key={search.id}>
                        <SavedSearchRow
                          search={search}
                          onRename={() => setRenaming(search)}
                          onDelete={() => setDeleting(search)}
                        />
                      </li>
                    ))}
                  </ul>
                  <Pagination page={data.page} totalPages={data.totalPages} onPageChange={setPage} />
                </>
              )}
            </>
          )}
          <p className="text-sm text-slate-700">
            To stop all alert emails at once, turn off Job alerts under{' '}
            <Link to="/account/settings#notifications" className={link}>
              Notifications in Account settings
            </Link>
            . The alerts still show under the bell.
          </p>
        </div>
      </div>

      <RenameDialog search={renaming} onClose={() => setRenaming(null)} />
      <DeleteDialog search={deleting} onClose={() => setDeleting(null)} />
    </PageShell>
  );
}

/** One saved search: what it looks for, a link to its jobs, and how often it alerts (saved on change). */
function SavedSearchRow({
  search,
  onRename,
  onDelete,
}: {
  search: SavedSearch;
  onRename: () => void;
  onDelete: () => void;
}) {
  const locale = useLocale();
  const headingId = useId();
  const frequencyId = useId();
  const update = useUpdateSavedSearch();
  const frequency =
    update.isPending && update.variables.frequency ? update.variables.frequency : search.frequency;

  const onFrequency = (next: AlertFrequency) =>
    update.mutate(
      { id: search.id, frequency: next },
      {
        onSuccess: () =>
          toastSuccess(
            'Alert frequency saved',
            next === 'off'
              ? `No more alerts for “${search.name}”.`
              : `${ALERT_FREQUENCY_LABELS[next]} alerts for “${search.name}”.`,
          ),
        onError: (error) => toastError('Could not change the frequency', error.message),
      },
    );

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
              {search.name}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{searchSummary(search.filters, locale)}</p>
            <p className="mt-1 text-xs text-slate-600">
              {search.lastSentAt ? (
                <>
                  Last alert sent{' '}
                  <time dateTime={search.lastSentAt}>{timeAgo(search.lastSentAt, undefined, locale)}</time>
                </>
              ) : (
                'No alert sent yet'
              )}
            </p>
          </div>
          <Link
            to={jobsSearchPath(search.filters)}
            className={buttonClasses('secondary', 'sm', 'self-start')}
          >
            View jobs <span className="sr-only">for {search.name}</span>
          </Link>
        </div>
        <div className="mt-4 flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-4">
          <div className="space-y-1">
            <Label htmlFor={frequencyId} className="text-xs text-slate-700">
              Frequency <span className="sr-only">of alerts for {search.name}</span>
            </Label>
            <OptionSelect
              id={frequencyId}
              className="w-40"
              options={ALERT_FREQUENCIES}
              labels={ALERT_FREQUENCY_LABELS}
              value={frequency}
              disabled={update.isPending}
              onChange={(event) => onFrequency(event.target.value as AlertFrequency)}
            />
          </div>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={onRename}>
              <Pencil aria-hidden className="h-4 w-4" /> Rename <span className="sr-only">{search.name}</span>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={onDelete}
            >
              <Trash2 aria-hidden className="h-4 w-4" /> Delete <span className="sr-only">{search.name}</span>
            </Button>
          </div>
        </div>
      </section>
    </Card>
  );
}

/**
 * The hour daily and weekly alerts arrive depends on the account's time zone; until one is stored (the
 * first saved search stores the browser's), the browser's is shown.
 */
function TimeZoneCard({ accountTimeZone }: { accountTimeZone: string | null }) {
  const id = useId();
  const setTimeZone = useSetTimeZone();
  const saved = accountTimeZone ?? localTimeZone();
  const shown = setTimeZone.isPending ? setTimeZone.variables.timeZone : saved;
  const zones = useMemo(() => timeZoneOptions(shown), [shown]);

  const onChange = (timeZone: string) =>
    setTimeZone.mutate(
      { timeZone },
      {
        onSuccess: () => toastSuccess('Time zone saved', `Alerts now follow the time in ${timeZone}.`),
        onError: (error) => toastError('Could not change the time zone', error.message),
      },
    );

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5">
          <Label htmlFor={id}>Time zone</Label>
          <Select
            id={id}
            className="w-72 max-w-full"
            value={shown}
            disabled={setTimeZone.isPending}
            aria-describedby={`${id}-hint`}
            onChange={(event) => onChange(event.target.value)}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {timeZoneLabel(zone)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-3 text-sm text-slate-700">
        Daily and weekly alerts arrive at 07:00 in {shown}; weekly ones on Mondays.
      </p>
    </Card>
  );
}

const RenameFormSchema = z.object({ name: SavedSearchNameSchema });

function RenameDialog({ search, onClose }: { search: SavedSearch | null; onClose: () => void }) {
  if (!search) return null;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Rename search"
      description={`Give “${search.name}” a new name.`}
    >
      <RenameForm search={search} onDone={onClose} />
    </FormDialog>
  );
}

function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const update = useUpdateSavedSearch();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(RenameFormSchema), defaultValues: { name: search.name } });

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      await update.mutateAsync({ id: search.id, name });
      toastSuccess('Search renamed', `It is now called “${name}”.`);
      onDone();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const nameError = apiError?.fieldErrors?.name?.[0];
      if (nameError) setError('name', { type: 'server', message: nameError });
      else toastError('Could not rename the search', apiError?.message ?? 'An unexpected error occurred');
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={update.isPending}
      submitLabel="Save name"
      pendingLabel="Saving..."
    >
      <FormField label="Name" error={errors.name?.message}>
        <Input {...register('name')} maxLength={SAVED_SEARCH_NAME_MAX} autoComplete="off" />
      </FormField>
    </DialogForm>
  );
}

function DeleteDialog({ search, onClose }: { search: SavedSearch | null; onClose: () => void }) {
  const remove = useDeleteSavedSearch();
  // Keep showing the last search while the dialog animates out.
  const [shown, setShown] = useState(search);
  if (search && search !== shown) setShown(search);

  const confirm = () => {
    if (!search) return;
    remove.mutate(search.id, {
      onSuccess: () => {
        toastSuccess('Search deleted', `No more alerts for “${search.name}”.`);
        onClose();
      },
      onError: (error) => toastError('Could not delete the search', error.message),
    });
  };

  return (
    <Dialog open={search !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      {shown ? (
        <DialogContent
          title="Delete this saved search?"
          description={`“${shown.name}” and its alerts stop. Jobs already sent to you stay in your email.`}
        >
          <DialogActions close="Keep search" pending={remove.isPending}>
            <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete search'}
            </Button>
          </DialogActions>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
