import { useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, CalendarDays, Clock, ExternalLink, Inbox, MapPin } from 'lucide-react';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  REVIEW_STATUSES,
  type ApplicationStatus,
  type ReviewStatus,
} from '../../../shared/application-options';
import type { ApplicantItem } from '../../../shared/applications';
import { PageMeta } from '../../components/page-meta';
import { Alert } from '../../components/ui/alert';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Select } from '../../components/ui/input';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { RequireAuth } from '../../lib/require-auth';
import { toastError, toastSuccess } from '../../lib/toast';
import { useApplicants, useUpdateApplicationStatus } from './api';
import { formatDate, timeAgo } from './format';
import { StatusBadge } from './status-badge';

export function Component() {
  return (
    <RequireAuth allow="company">
      <ApplicantsPage />
    </RequireAuth>
  );
}

const parseStatus = (value: string | null): ApplicationStatus | undefined =>
  APPLICATION_STATUSES.includes(value as ApplicationStatus) ? (value as ApplicationStatus) : undefined;

function ApplicantsPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isPending, isPlaceholderData, refetch } = useApplicants(id, status, page);

  const setFilter = (next: ApplicationStatus | undefined) =>
    setParams(next ? { status: next } : {}, { replace: true });
  const setPage = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('page', String(next));
    setParams(copy);
  };

  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="px-4 py-10 sm:px-6 lg:px-8">
        <PageMeta title="Job Not Found" />
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Job Not Found</h1>
        <p className="mt-3 text-slate-700">This job doesn't exist or isn't one of your postings.</p>
        <Link to="/company/jobs" className={buttonClasses('primary', 'md', 'mt-6')}>
          My Job Postings
        </Link>
      </div>
    );
  }

  const activeTotal = data ? REVIEW_STATUSES.reduce((sum, s) => sum + data.counts[s], 0) : 0;

  return (
    <div className="px-4 py-10 sm:px-6 lg:px-8">
      <PageMeta title={data ? `Applicants for ${data.job.title}` : 'Applicants'} />
      <Link
        to="/company/jobs"
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-indigo-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> My Job Postings
      </Link>

      <div className="mt-4 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Applicants</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {data ? (
              data.job.title
            ) : isPending ? (
              <>
                <span className="sr-only">Loading applicants...</span>
                <span
                  aria-hidden
                  className="block h-9 w-72 max-w-full animate-pulse rounded-md bg-slate-200"
                />
              </>
            ) : (
              'Applicants'
            )}
          </h1>
          {data ? (
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              {data.job.status !== 'published' ? (
                <Badge color={data.job.status === 'closed' ? 'gray' : 'yellow'}>
                  {data.job.status === 'closed' ? 'Closed' : 'Draft'}
                </Badge>
              ) : null}
              <span>
                {activeTotal} {activeTotal === 1 ? 'application' : 'applications'}
              </span>
              <span aria-hidden className="text-slate-400">
                ·
              </span>
              <span className="inline-flex items-center gap-1.5">
                <span aria-hidden className="h-2 w-2 rounded-full bg-emerald-500" /> New applications appear
                here live
              </span>
            </p>
          ) : null}
        </div>
        <Link to={`/jobs/${id}`} className={buttonClasses('secondary', 'md', 'self-start md:self-auto')}>
          View job posting
        </Link>
      </div>

      <StatusFilter value={status} counts={data?.counts} activeTotal={activeTotal} onChange={setFilter} />

      <div className="mt-6" aria-busy={isPending || isPlaceholderData}>
        {error ? (
          <Alert tone="error" title="Error">
            <p>{error.message}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        ) : isPending ? (
          <ApplicantsSkeleton />
        ) : data.items.length === 0 ? (
          <EmptyState
            icon={<Inbox aria-hidden className="h-8 w-8" />}
            title={
              status
                ? `No applications with the status ${APPLICATION_STATUS_LABELS[status]}`
                : 'No applications yet'
            }
          >
            {status ? (
              <button type="button" className={TEXT_BUTTON} onClick={() => setFilter(undefined)}>
                Show all applications
              </button>
            ) : (
              <p>
                When facilitators apply to this job, their applications show up here right away — no need to
                reload.
              </p>
            )}
          </EmptyState>
        ) : (
          <>
            <ul className={cn('space-y-4 transition-opacity', isPlaceholderData && 'opacity-60')}>
              {data.items.map((application) => (
                <li key={application.id}>
                  <ApplicantCard application={application} jobId={id} />
                </li>
              ))}
            </ul>
            <Pagination page={data.page} totalPages={data.totalPages} onPageChange={setPage} />
          </>
        )}
      </div>
    </div>
  );
}

function StatusFilter({
  value,
  counts,
  activeTotal,
  onChange,
}: {
  value: ApplicationStatus | undefined;
  counts: Record<ApplicationStatus, number> | undefined;
  activeTotal: number;
  onChange: (status: ApplicationStatus | undefined) => void;
}) {
  const options: { status: ApplicationStatus | undefined; label: string; count?: number }[] = [
    { status: undefined, label: 'All', count: counts ? activeTotal : undefined },
    ...APPLICATION_STATUSES.map((s) => ({
      status: s,
      label: APPLICATION_STATUS_LABELS[s],
      count: counts?.[s],
    })),
  ];
  return (
    <div
      role="group"
      aria-label="Filter by status"
      className="-mx-4 mt-8 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {options.map((option) => {
        const active = option.status === value;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.status)}
            className={cn(
              'inline-flex shrink-0 cursor-pointer items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
              active
                ? 'border-indigo-600 bg-indigo-600 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            {option.label}
            {option.count !== undefined ? (
              <span
                className={cn(
                  'rounded-full px-1.5 text-xs tabular-nums',
                  active ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700',
                )}
              >
                {option.count}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

const COVER_LETTER_PREVIEW = 320;
const TEXT_BUTTON =
  'cursor-pointer rounded-sm text-sm font-semibold text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

function ApplicantCard({ application, jobId }: { application: ApplicantItem; jobId: string }) {
  const { facilitator } = application;
  const name = facilitator?.name ?? 'Former facilitator';
  const [expanded, setExpanded] = useState(false);
  const letterId = useId();
  const selectId = useId();
  const update = useUpdateApplicationStatus(jobId);
  const long =
    application.coverLetter.length > COVER_LETTER_PREVIEW || application.coverLetter.split('\n').length > 4;

  const changeStatus = (status: ReviewStatus) => {
    update.mutate(
      { id: application.id, status },
      {
        onSuccess: () => toastSuccess('Status updated', `${name}: ${APPLICATION_STATUS_LABELS[status]}`),
        onError: (error) => toastError('Error', error.message),
      },
    );
  };

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-4">
          <Avatar name={name} src={facilitator?.avatarUrl} />
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-slate-900">
              {facilitator ? (
                <Link
                  to={`/facilitators/${facilitator.id}`}
                  className="rounded-sm hover:text-indigo-700 hover:underline"
                >
                  {name}
                </Link>
              ) : (
                name
              )}
            </h2>
            {facilitator?.headline ? <p className="text-sm text-slate-700">{facilitator.headline}</p> : null}
            <p className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              {facilitator?.location ? (
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden className="h-4 w-4" /> {facilitator.location}
                </span>
              ) : null}
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden className="h-4 w-4" /> Applied{' '}
                <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
              </span>
            </p>
          </div>
        </div>
        <div className="shrink-0 sm:w-48">
          {application.status === 'withdrawn' ? (
            <div className="flex items-center gap-2 sm:justify-end">
              <StatusBadge status="withdrawn" />
              <span className="text-xs text-slate-600">{timeAgo(application.statusChangedAt)}</span>
            </div>
          ) : (
            <div className="space-y-1">
              <label htmlFor={selectId} className="block text-xs font-medium text-slate-700">
                Status
              </label>
              <Select
                id={selectId}
                value={application.status}
                disabled={update.isPending}
                aria-describedby={update.isPending ? `${selectId}-saving` : undefined}
                onChange={(event) => changeStatus(event.target.value as ReviewStatus)}
              >
                {REVIEW_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {APPLICATION_STATUS_LABELS[s]}
                  </option>
                ))}
              </Select>
              {update.isPending ? (
                <p id={`${selectId}-saving`} className="text-xs text-slate-600" role="status">
                  Saving...
                </p>
              ) : null}
            </div>
          )}
        </div>
      </div>

      <div className="mt-5 border-t border-slate-100 pt-4">
        <h3 className="text-sm font-semibold text-slate-900">Cover letter</h3>
        <p
          id={letterId}
          className={cn(
            'mt-1.5 text-sm leading-6 whitespace-pre-line text-slate-700',
            long && !expanded && 'line-clamp-4',
          )}
        >
          {application.coverLetter || 'No cover letter.'}
        </p>
        {long ? (
          <button
            type="button"
            className={cn(TEXT_BUTTON, 'mt-1')}
            aria-expanded={expanded}
            aria-controls={letterId}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? 'Show less' : 'Read full cover letter'}
          </button>
        ) : null}
      </div>

      {application.portfolioLinks.length > 0 || application.availability ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {application.portfolioLinks.length > 0 ? (
            <div className="min-w-0">
              <h3 className="text-sm font-semibold text-slate-900">Portfolio links</h3>
              <ul className="mt-1.5 space-y-1">
                {application.portfolioLinks.map((link) => (
                  <li key={link} className="min-w-0">
                    <a
                      href={link}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="inline-flex max-w-full items-center gap-1.5 text-sm font-medium text-indigo-700 hover:underline"
                    >
                      <ExternalLink aria-hidden className="h-3.5 w-3.5 shrink-0" />
                      <span className="truncate">{link.replace(/^https?:\/\//, '')}</span>
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {application.availability ? (
            <div>
              <h3 className="text-sm font-semibold text-slate-900">Availability</h3>
              <p className="mt-1.5 inline-flex items-start gap-1.5 text-sm text-slate-700">
                <Clock aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />{' '}
                {application.availability}
              </p>
            </div>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

function ApplicantsSkeleton() {
  return (
    <div role="status" aria-label="Loading applications" className="space-y-4">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="p-6">
          <div className="flex gap-4">
            <Skeleton className="h-12 w-12 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-4 w-72 max-w-full" />
            </div>
          </div>
          <Skeleton className="mt-5 h-16 w-full" />
        </Card>
      ))}
    </div>
  );
}
