import { Link } from 'react-router';
import { Bookmark, Building2, CalendarClock, MapPin } from 'lucide-react';
import type { SavedJob, SavedJobState } from '../../../shared/saved';
import { formatDate } from '../../../shared/dates';
import { PagedListPage } from '../../components/paged-list';
import { Badge, type BadgeColor } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { SkeletonBars } from '../../components/ui/skeleton';
import { useAuth } from '../../lib/auth';
import { timeAgo } from '../../lib/dates';
import { useLocale, useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { toastError, toastSuccess } from '../../lib/toast';
import { usePageParam } from '../../lib/use-page-param';
import { useSavedJobs, useSetJobSaved } from './api';
import { savedMessages } from './messages';
import { RemoveButton } from './remove-button';

const STATE_COLORS: Record<SavedJobState, BadgeColor> = {
  open: 'green',
  closed: 'gray',
  expired: 'orange',
  unavailable: 'red',
};

export function Component() {
  const [page, setPage] = usePageParam({ scroll: 'smooth' });
  const savedJobs = useSavedJobs(page);
  const t = useT(savedMessages);

  return (
    <PagedListPage
      title={t('jobs.title')}
      metaDescription={t('jobs.metaDescription')}
      description={t('jobs.description')}
      source={{ to: '/jobs', label: t('jobs.source') }}
      emptyIcon={<Bookmark aria-hidden className="h-8 w-8" />}
      emptyTitle={t('jobs.empty')}
      emptyHint={t('jobs.emptyHint')}
      query={savedJobs}
      onPageChange={setPage}
      loadingLabel={t('jobs.loading')}
      placeholder={
        <Card className="space-y-3 p-6">
          <SkeletonBars bars={['h-5 w-64 max-w-full', 'h-4 w-48', 'h-4 w-32']} />
        </Card>
      }
      itemKey={(saved) => saved.job.id}
      renderItem={(saved) => <SavedJobRow saved={saved} />}
    />
  );
}

function SavedJobRow({ saved: { job, state, savedAt } }: { saved: SavedJob }) {
  const { user } = useAuth();
  const remove = useSetJobSaved(user?.id ?? null);
  const t = useT(savedMessages);
  const locale = useLocale();
  const onRemove = () =>
    remove.mutate(
      { jobId: job.id, saved: false },
      {
        onSuccess: () => toastSuccess(t('jobs.removed'), job.title),
        onError: (error) => toastError(t('jobs.removeFailed'), error.message),
      },
    );
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-slate-900">
            {/* A job no longer public has no page to go to. */}
            {state === 'unavailable' ? (
              job.title
            ) : (
              <Link to={`/jobs/${job.id}`} className="hover:text-indigo-700 hover:underline">
                {job.title}
              </Link>
            )}
          </h2>
          <Badge color={STATE_COLORS[state]}>{t(`jobs.state.${state}`)}</Badge>
        </div>
        <p className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Building2 aria-hidden className="h-4 w-4" /> {job.companyName}
          </span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden className="h-4 w-4" /> {job.location}
          </span>
          <span className="inline-flex items-center gap-1">
            <CalendarClock aria-hidden className="h-4 w-4" />
            {job.applicationDeadline
              ? richText(t('jobs.deadline', { date: formatDate(job.applicationDeadline, { locale }) }), {
                  time: (text) => <time dateTime={job.applicationDeadline!}>{text}</time>,
                })
              : t('jobs.openUntilFilled')}
          </span>
          <span>
            {richText(t('jobs.savedAgo', { ago: timeAgo(savedAt, undefined, locale) }), {
              time: (text) => <time dateTime={savedAt}>{text}</time>,
            })}
          </span>
        </p>
      </div>
      <RemoveButton
        className="self-start sm:self-auto"
        onClick={onRemove}
        pending={remove.isPending}
        what={t('jobs.removeWhat', { title: job.title })}
      />
    </Card>
  );
}
