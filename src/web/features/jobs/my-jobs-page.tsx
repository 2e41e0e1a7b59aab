import { Link } from 'react-router';
import {
  Briefcase,
  CalendarClock,
  CalendarPlus,
  RefreshCw,
  Clock,
  Eye,
  MapPin,
  Pencil,
  Plus,
  RotateCcw,
  Send,
  Upload,
  Users,
  XCircle,
} from 'lucide-react';
import { JOB_EXTEND_DAYS, type CompanyJob, type JobLifecycleAction } from '../../../shared/jobs';
import { PageHeader, PageShell } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { SkeletonBars } from '../../components/ui/skeleton';
import { usePageParam } from '../../lib/use-page-param';
import { useCompanyJobs } from './api';
import { formatDate } from '../../../shared/dates';
import { deadlineText } from './format';
import { JobStatusBadge } from './job-badges';
import { DuplicateJobButton } from './duplicate-job-button';
import { useJobLifecycle } from './use-job-lifecycle';
import { ButtonLink } from '../../components/ui/button-link';
import { MetaItem } from '../../components/meta-item';

export function Component() {
  const [page, goToPage] = usePageParam({ scroll: 'smooth' });
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } = useCompanyJobs(page);
  const lifecycle = useJobLifecycle();

  return (
    <PageShell>
      <PageMeta title="My Job Postings" />
      <PageHeader
        title="My Job Postings"
        description="Drafts, open, expired and closed jobs, with the applications each one received."
        actions={
          <ButtonLink to="/post-job" icon={Plus}>
            Post a Job
          </ButtonLink>
        }
      />

      <div className="mt-8">
        {isError ? (
          <QueryError error={error} onRetry={refetch} retrying={isFetching} />
        ) : isPending ? (
          <div className="space-y-4" role="status" aria-live="polite">
            <span className="sr-only">Loading...</span>
            {Array.from({ length: 3 }, (_, i) => (
              <Card key={i} className="p-5">
                <SkeletonBars bars={['h-5 w-1/2', 'mt-3 h-4 w-1/3', 'mt-4 h-8 w-64 max-w-full']} />
              </Card>
            ))}
          </div>
        ) : data.total === 0 ? (
          <EmptyState
            title="You have not posted any jobs yet"
            icon={<Briefcase aria-hidden className="h-8 w-8" />}
          >
            <p>Describe your event or programme and reach expert facilitators.</p>
            <ButtonLink to="/post-job" icon={Plus} className="mt-4">
              Post a Job
            </ButtonLink>
          </EmptyState>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              {data.total.toLocaleString('en-US')} {data.total === 1 ? 'posting' : 'postings'}
            </p>
            <ul className={`mt-3 space-y-4 transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}>
              {data.items.map((job) => (
                <li key={job.id}>
                  <JobRow
                    job={job}
                    busy={lifecycle.pendingId === job.id}
                    onAction={(action) => lifecycle.run(job.id, action)}
                    onExtend={() => lifecycle.extend(job.id)}
                  />
                </li>
              ))}
            </ul>
            <Pagination page={data.page} totalPages={data.totalPages} onPageChange={goToPage} />
          </>
        )}
      </div>
    </PageShell>
  );
}

function JobRow({
  job,
  busy,
  onAction,
  onExtend,
}: {
  job: CompanyJob;
  busy: boolean;
  onAction(action: JobLifecycleAction): void;
  onExtend(): void;
}) {
  const applications = `${job.applicationCount} ${job.applicationCount === 1 ? 'application' : 'applications'}`;
  return (
    <Card className="p-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <JobStatusBadge status={job.status} />
            <h2 className="text-lg font-semibold text-slate-900">
              <Link to={`/jobs/${job.id}`} className="hover:text-indigo-700 hover:underline">
                {job.title}
              </Link>
            </h2>
          </div>
          <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-slate-700">
            <MetaItem label="Location" icon={MapPin}>
              {job.location}
            </MetaItem>
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">{job.postedAt ? 'Posted' : 'Created'}</dt>
              <Clock aria-hidden className="h-4 w-4 text-slate-500" />
              <dd>
                {job.postedAt
                  ? `Posted ${formatDate(job.postedAt)}`
                  : job.status === 'draft'
                    ? `Draft created ${formatDate(job.createdAt)}`
                    : `Created ${formatDate(job.createdAt)}`}
              </dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">Deadline</dt>
              <CalendarClock aria-hidden className="h-4 w-4 text-slate-500" />
              <dd>
                {job.applicationDeadline
                  ? `Deadline ${deadlineText(job.applicationDeadline)}`
                  : 'Open until filled'}
              </dd>
            </div>
            {job.status === 'published' && job.expiresAt ? (
              <div className="flex items-center gap-1.5">
                <dt className="sr-only">Listed until</dt>
                <dd>Listed until {formatDate(job.expiresAt)}</dd>
              </div>
            ) : null}
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">Applications</dt>
              <Users aria-hidden className="h-4 w-4 text-slate-500" />
              <dd className="font-medium text-slate-900">{applications}</dd>
            </div>
          </dl>
          {job.status === 'pending_review' ? (
            <p className="mt-2 text-sm text-slate-700">Waiting for an admin’s review before it is listed.</p>
          ) : null}
          {job.status === 'rejected' && job.rejectionReason ? (
            <p className="mt-2 text-sm text-red-800">
              <span className="font-medium">Not approved:</span> {job.rejectionReason}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 lg:shrink-0 lg:justify-end">
          {job.postedAt ? (
            <Button asChild variant="secondary" size="sm">
              <Link to={`/company/jobs/${job.id}/applicants`}>
                <Users aria-hidden className="h-4 w-4" /> View applicants
                <span className="sr-only"> for {job.title}</span>
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="secondary" size="sm">
            <Link to={`/jobs/${job.id}/edit`}>
              <Pencil aria-hidden className="h-4 w-4" /> Edit<span className="sr-only"> {job.title}</span>
            </Link>
          </Button>
          {job.status === 'draft' ? (
            <Button asChild variant="secondary" size="sm">
              <Link to={`/jobs/${job.id}/preview`}>
                <Eye aria-hidden className="h-4 w-4" /> Preview<span className="sr-only"> {job.title}</span>
              </Link>
            </Button>
          ) : null}
          <DuplicateJobButton job={job} size="sm" />
          {job.status === 'draft' ? (
            <Button size="sm" onClick={() => onAction('publish')} disabled={busy}>
              <Upload aria-hidden className="h-4 w-4" /> Publish<span className="sr-only"> {job.title}</span>
            </Button>
          ) : null}
          {job.canExtend ? (
            <Button size="sm" onClick={onExtend} disabled={busy}>
              <CalendarPlus aria-hidden className="h-4 w-4" /> Extend {JOB_EXTEND_DAYS} days
              <span className="sr-only"> {job.title}</span>
            </Button>
          ) : null}
          {job.status === 'published' ? (
            <Button variant="secondary" size="sm" onClick={() => onAction('close')} disabled={busy}>
              <XCircle aria-hidden className="h-4 w-4" /> Close<span className="sr-only"> {job.title}</span>
            </Button>
          ) : null}
          {job.status === 'closed' && !job.hiddenByAdmin ? (
            <Button size="sm" onClick={() => onAction('reopen')} disabled={busy}>
              <RotateCcw aria-hidden className="h-4 w-4" /> Reopen
              <span className="sr-only"> {job.title}</span>
            </Button>
          ) : null}
          {job.status === 'rejected' ? (
            <Button size="sm" onClick={() => onAction('resubmit')} disabled={busy}>
              <Send aria-hidden className="h-4 w-4" /> Resubmit
              <span className="sr-only"> {job.title}</span>
            </Button>
          ) : null}
          {job.status === 'expired' ? (
            <Button size="sm" onClick={() => onAction('relist')} disabled={busy}>
              <RefreshCw aria-hidden className="h-4 w-4" /> Relist
              <span className="sr-only"> {job.title}</span>
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
