import { Link } from 'react-router';
import { Bookmark, Building2, CalendarClock, MapPin } from 'lucide-react';
import { SAVED_JOB_STATE_LABELS, type SavedJob, type SavedJobState } from '../../../shared/saved';
import { PagedListPage } from '../../components/paged-list';
import { Badge, type BadgeColor } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SkeletonBars } from '../../components/ui/skeleton';
import { useAuth } from '../../lib/auth';
import { timeAgo } from '../../lib/dates';
import { useLocale } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { usePageParam } from '../../lib/use-page-param';
import { useSavedJobs, useSetJobSaved } from './api';
import { formatDate } from '../../../shared/dates';

const STATE_COLORS: Record<SavedJobState, BadgeColor> = {
  open: 'green',
  closed: 'gray',
  expired: 'orange',
  unavailable: 'red',
};

export function Component() {
  const [page, setPage] = usePageParam({ scroll: 'smooth' });
  const savedJobs = useSavedJobs(page);

  return (
    <PagedListPage
      title="Saved jobs"
      metaDescription="The jobs you bookmarked to come back to."
      description="Jobs you saved to come back to. Three days before a saved job's deadline, we remind you once."
      source={{ to: '/jobs', label: 'Browse Jobs' }}
      emptyIcon={<Bookmark aria-hidden className="h-8 w-8" />}
      emptyTitle="No saved jobs yet"
      emptyHint="Save a job with the bookmark on its card or its page, and it waits for you here."
      query={savedJobs}
      onPageChange={setPage}
      loadingLabel="Loading your saved jobs"
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
  const locale = useLocale();
  const { user } = useAuth();
  const remove = useSetJobSaved(user?.id ?? null);
  const onRemove = () =>
    remove.mutate(
      { jobId: job.id, saved: false },
      {
        onSuccess: () => toastSuccess('Removed from saved jobs', job.title),
        onError: (error) => toastError('Could not remove the job', error.message),
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
          <Badge color={STATE_COLORS[state]}>{SAVED_JOB_STATE_LABELS[state]}</Badge>
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
            {job.applicationDeadline ? (
              <>
                Deadline <time dateTime={job.applicationDeadline}>{formatDate(job.applicationDeadline)}</time>
              </>
            ) : (
              'Open until filled'
            )}
          </span>
          <span>
            Saved <time dateTime={savedAt}>{timeAgo(savedAt, undefined, locale)}</time>
          </span>
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="self-start sm:self-auto"
        onClick={onRemove}
        disabled={remove.isPending}
      >
        {remove.isPending ? 'Removing...' : 'Remove'}{' '}
        <span className="sr-only">{job.title} from saved jobs</span>
      </Button>
    </Card>
  );
}
