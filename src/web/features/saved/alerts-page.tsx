import { useId, useState } from 'react';
import { Link } from 'react-router';
import { BellRing, Pencil, Search, Trash2 } from 'lucide-react';
import {
  ALERT_FREQUENCIES,
  jobsSearchPath,
  type AlertFrequency,
  type SavedSearch,
} from '../../../shared/saved';
import { PageHeader, PageShell } from '../../components/page-shell';
import { PageMeta } from '../../components/page-meta';
import { QueryError } from '../../components/query-error';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { OptionSelect } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Pagination } from '../../components/ui/pagination';
import { SkeletonBars } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { timeAgo } from '../../lib/dates';
import { useLocale, useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { searchSummary } from '../../lib/search-summary';
import { toastError, toastSuccess } from '../../lib/toast';
import { usePageParam } from '../../lib/use-page-param';
import { DeleteDialog, RenameDialog } from './alert-dialogs';
import { useSavedSearches, useUpdateSavedSearch } from './api';
import { savedMessages } from './messages';
import { TimeZoneCard } from './time-zone-card';
import { optionMessages } from '../../../shared/i18n/options';

const link = 'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900';

export function Component() {
  const [page, setPage] = usePageParam({ scroll: 'smooth' });
  const { data, error, isPending, isPlaceholderData, isFetching, refetch } = useSavedSearches(page);
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const t = useT(savedMessages);

  return (
    <PageShell>
      <PageMeta title={t('alerts.title')} description={t('alerts.metaDescription')} />
      <div className="mx-auto max-w-3xl">
        <PageHeader title={t('alerts.title')} description={t('alerts.description')} />

        <div className="mt-8 space-y-6">
          {error ? (
            <QueryError error={error} onRetry={refetch} retrying={isFetching} />
          ) : isPending ? (
            <div role="status" aria-label={t('alerts.loading')} className="space-y-4">
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
                <EmptyState icon={<BellRing aria-hidden className="h-8 w-8" />} title={t('alerts.empty')}>
                  <p>{richText(t('alerts.emptyHint'), { b: (text) => <strong>{text}</strong> })}</p>
                  <Link to="/jobs" className={buttonClasses('primary', 'md', 'mt-5')}>
                    <Search aria-hidden className="h-4 w-4" /> {t('alerts.searchJobs')}
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
            {richText(t('alerts.stopAll'), {
              link: (text) => (
                <Link to="/account/settings#notifications" className={link}>
                  {text}
                </Link>
              ),
            })}
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
  const headingId = useId();
  const frequencyId = useId();
  const t = useT(savedMessages);
  const option = useT(optionMessages);
  const locale = useLocale();
  const update = useUpdateSavedSearch();
  const frequency =
    update.isPending && update.variables.frequency ? update.variables.frequency : search.frequency;
  const name = search.name;

  const onFrequency = (next: AlertFrequency) =>
    update.mutate(
      { id: search.id, frequency: next },
      {
        onSuccess: () =>
          toastSuccess(
            t('alerts.frequencySaved'),
            next === 'off'
              ? t('alerts.noMore', { name })
              : t('alerts.frequencyNow', { frequency: next, name }),
          ),
        onError: (error) => toastError(t('alerts.frequencyFailed'), error.message),
      },
    );

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
              {name}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{searchSummary(search.filters, locale)}</p>
            <p className="mt-1 text-xs text-slate-600">
              {search.lastSentAt
                ? richText(t('alerts.lastSent', { ago: timeAgo(search.lastSentAt, undefined, locale) }), {
                    time: (text) => <time dateTime={search.lastSentAt!}>{text}</time>,
                  })
                : t('alerts.noneSent')}
            </p>
          </div>
          <Link
            to={jobsSearchPath(search.filters)}
            className={buttonClasses('secondary', 'sm', 'self-start')}
          >
            {t('alerts.viewJobs')} <span className="sr-only">{t('alerts.viewJobsFor', { name })}</span>
          </Link>
        </div>
        <div className="mt-4 flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-4">
          <div className="space-y-1">
            <Label htmlFor={frequencyId} className="text-xs text-slate-700">
              {t('alerts.frequency')} <span className="sr-only">{t('alerts.frequencyFor', { name })}</span>
            </Label>
            <OptionSelect
              id={frequencyId}
              className="w-40"
              options={ALERT_FREQUENCIES}
              labels={(value) => option(`alertFrequency.${value}`)}
              value={frequency}
              disabled={update.isPending}
              onChange={(event) => onFrequency(event.target.value as AlertFrequency)}
            />
          </div>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={onRename}>
              <Pencil aria-hidden className="h-4 w-4" /> {t('alerts.rename')}{' '}
              <span className="sr-only">{name}</span>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={onDelete}
            >
              <Trash2 aria-hidden className="h-4 w-4" /> {t('alerts.delete')}{' '}
              <span className="sr-only">{name}</span>
            </Button>
          </div>
        </div>
      </section>
    </Card>
  );
}
