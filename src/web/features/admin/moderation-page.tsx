import { useState } from 'react';
import { Link } from 'react-router';
import { Check, ClipboardCheck, ExternalLink, X } from 'lucide-react';
import type { ModerationItem } from '../../../shared/moderation';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ApiError } from '../../lib/api';
import { toastError, toastSuccess } from '../../lib/toast';
import { usePageParam } from '../../lib/use-page-param';
import { PageMeta } from '../../components/page-meta';
import { PageHeader } from '../../components/page-shell';
import { AdminList, AdminResults, formatDateTime } from './admin-table';
import { useModerationDecision, useModerationQueue } from './api';
import { RejectJobDialog } from './reject-job-dialog';

const failed = (error: unknown) =>
  toastError('Error', error instanceof ApiError ? error.message : 'An unexpected error occurred');

export function Component() {
  const [page, setPage] = usePageParam({ scroll: 'auto' });
  const query = useModerationQueue(page);
  const decide = useModerationDecision();
  const [rejecting, setRejecting] = useState<ModerationItem | null>(null);

  const approve = (job: ModerationItem) =>
    decide.mutate(
      { id: job.id },
      {
        onSuccess: () => toastSuccess('Job approved', `${job.title} is published; the poster was told.`),
        onError: failed,
      },
    );

  const reject = (job: ModerationItem, reason: string) =>
    decide.mutateAsync(
      { id: job.id, reason },
      {
        onSuccess: () => toastSuccess('Job rejected', `The poster of ${job.title} was told why.`),
        onError: failed,
      },
    );

  const actions = {
    busyId: decide.isPending ? decide.variables?.id : undefined,
    approve,
    reject: setRejecting,
  };

  return (
    <>
      <PageMeta title="Moderation" />
      <PageHeader
        title="Moderation"
        description="Jobs waiting for review before they are listed, oldest first. Open one to read it in full."
        actions={
          query.data ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              {query.data.total} {query.data.total === 1 ? 'job' : 'jobs'} waiting
            </p>
          ) : null
        }
      />

      <AdminResults
        className="mt-8"
        query={query}
        loadingLabel="Loading jobs waiting for review..."
        onPageChange={setPage}
        empty={
          <EmptyState
            title="Nothing waiting for review"
            icon={<ClipboardCheck aria-hidden className="h-8 w-8" />}
          >
            Jobs that need an admin’s approval appear here.
          </EmptyState>
        }
      >
        {({ items }) => <PendingJobs items={items} {...actions} />}
      </AdminResults>

      <RejectJobDialog
        job={rejecting}
        saving={decide.isPending}
        onReject={reject}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}

interface ActionsProps {
  busyId: string | undefined;
  approve(job: ModerationItem): void;
  reject(job: ModerationItem): void;
}

function PendingJobs({ items, ...actions }: { items: ModerationItem[] } & ActionsProps) {
  return (
    <AdminList
      items={items}
      caption="Jobs waiting for review"
      columns={['Job', 'Company', 'Submitted']}
      card={(job) => (
        <>
          <JobLink job={job} />
          <p className="mt-1 text-sm text-slate-700">
            {job.companyName} · {job.location}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            Submitted <time dateTime={job.submittedAt}>{formatDateTime(job.submittedAt)}</time>
          </p>
          <Decisions job={job} {...actions} className="mt-4" />
        </>
      )}
      row={(job) => (
        <>
          <td className="px-4 py-4">
            <JobLink job={job} />
            <p className="mt-0.5 text-slate-600">{job.location}</p>
          </td>
          <td className="px-4 py-4 text-slate-700">{job.companyName}</td>
          <td className="px-4 py-4 whitespace-nowrap text-slate-700">
            <time dateTime={job.submittedAt}>{formatDateTime(job.submittedAt)}</time>
          </td>
        </>
      )}
      actions={(job) => <Decisions job={job} {...actions} className="justify-end" />}
    />
  );
}

function JobLink({ job }: { job: ModerationItem }) {
  return (
    <Link
      to={`/jobs/${job.id}`}
      className="inline-flex items-center gap-1 font-semibold text-indigo-700 hover:text-indigo-900 hover:underline"
    >
      {job.title}
      <ExternalLink aria-hidden className="h-3.5 w-3.5 shrink-0" />
    </Link>
  );
}

function Decisions({
  job,
  busyId,
  approve,
  reject,
  className,
}: ActionsProps & { job: ModerationItem; className?: string }) {
  const busy = busyId === job.id;
  return (
    <div className={`flex flex-wrap gap-2 ${className ?? ''}`}>
      <Button size="sm" onClick={() => approve(job)} disabled={busy} aria-label={`Approve ${job.title}`}>
        <Check aria-hidden className="h-4 w-4" /> Approve
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => reject(job)}
        disabled={busy}
        aria-label={`Reject ${job.title}`}
      >
        <X aria-hidden className="h-4 w-4" /> Reject
      </Button>
    </div>
  );
}
